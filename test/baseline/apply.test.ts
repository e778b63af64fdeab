// Carrying out a baseline plan on real files: which file is read, which
// problems are the user's to fix (in each front end's words), and when a
// baseline file is written.
import { existsSync, readFileSync, symlinkSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readPlannedBaseline, savePlannedCache, writePlannedBaseline } from '../../src/baseline/apply.js';
import { BASELINE_MAX_BYTES } from '../../src/baseline/file-store.js';
import { actionBaselinePlan, cliBaselinePlan, type BaselinePlan, type PlanOutcome } from '../../src/baseline/policy.js';
import type { CaseResult } from '../../src/config/results.js';
import { resolveThresholds } from '../../src/config/thresholds.js';
import { loadDataset } from '../../src/dataset/load.js';
import { applyGate } from '../../src/app/gate.js';
import { buildResults } from '../../src/results/results.js';
import { qaCase, qaMeta, tempDir, writeTree } from '../helpers/tmp.js';
import { KINDS } from '../../src/kinds/index.js';

const root = tempDir('supereval-baseline-apply-');
let n = 0;
/** A fresh qa dataset folder of one case, and a scratch folder beside it. */
async function setup() {
  const dir = path.join(root, `d${n++}`);
  writeTree(dir, { 'set/dataset.json': qaMeta(), 'set/cases.jsonl': [qaCase('a')] });
  return { dataset: await loadDataset(path.join(dir, 'set'), KINDS), dir };
}

function plan(outcome: PlanOutcome): BaselinePlan {
  if (!outcome.ok) throw new Error(outcome.problem);
  return outcome.plan;
}
const cli = (flags: { compareBaseline?: string; updateBaseline?: string }) => plan(cliBaselinePlan(flags, false));
const action = (baseline: { kind: 'file'; path?: string } | { kind: 'none' }, mode: 'auto' | 'true' | 'false' = 'auto') =>
  plan(
    actionBaselinePlan({ eventName: 'pull_request', isDefaultBranch: false }, { baseline, 'update-baseline': mode, 'skip-unchanged': true }, false),
  );

const passing: CaseResult = {
  id: 'a',
  key: 'a',
  line: 1,
  tags: [],
  status: 'pass',
  score: 1,
  results: [{ model: 'replay:m', output: 'answer a', status: 'pass', score: 1, latency_ms: 1, usage: null, cost_usd: 0, asserts: [], error: null }],
};
function results(name: string, interrupted = false) {
  const ungated = buildResults({
    dataset: { name, type: 'qa', dir: 'd', hash: 'h' },
    models: ['replay:m'],
    judge: null,
    cases: [passing],
    startedAt: new Date(0),
    finishedAt: new Date(1),
    interrupted,
  });
  return applyGate(ungated, resolveThresholds({}), null);
}

describe('readPlannedBaseline', () => {
  it('reads nothing when the plan reads none', async () => {
    const { dataset } = await setup();
    expect(await readPlannedBaseline(cli({}), { dataset, many: false })).toEqual({ baseline: null, reusable: null, cacheKey: null, problem: null });
  });

  it('a missing baseline.json beside the dataset is a first run: a note, no problem', async () => {
    const { dataset } = await setup();
    const found = await readPlannedBaseline(cli({ compareBaseline: '' }), { dataset, many: false });
    expect(found.problem).toBeNull();
    expect(found.baseline).toEqual({ baseline: null, note: `No baseline at ${path.join(dataset.dir, 'baseline.json')}: every case counts as new.` });
  });

  it('a named file that is missing is a problem, in the words of each front end', async () => {
    const { dataset, dir } = await setup();
    const file = path.join(dir, 'nope.json');
    expect((await readPlannedBaseline(cli({ compareBaseline: file }), { dataset, many: false })).problem).toBe(
      `--compare-baseline ${file}: no such file; regressions were not checked. Give an existing baseline (results JSON or baseline.json), or the flag alone for each dataset's own baseline.json`,
    );
    const shown = await readPlannedBaseline(action({ kind: 'file', path: file }), { dataset, many: false, showPath: (f) => path.relative(dir, f) });
    expect(shown.problem).toBe(
      `baseline input file:${file}: nope.json does not exist; regressions were not checked. Commit a baseline there, or use baseline: file for each dataset's own baseline.json`,
    );
  });

  it('a named file this run writes may be missing (a first run); one it does not write may not', async () => {
    const { dataset, dir } = await setup();
    const file = path.join(dir, 'b.json');
    expect((await readPlannedBaseline(cli({ compareBaseline: file, updateBaseline: file }), { dataset, many: false })).problem).toBeNull();
    expect((await readPlannedBaseline(action({ kind: 'file', path: file }, 'true'), { dataset, many: false })).problem).toBeNull();
    expect(
      (await readPlannedBaseline(cli({ compareBaseline: file, updateBaseline: path.join(dir, 'other.json') }), { dataset, many: false })).problem,
    ).toMatch(/no such file/);
    expect((await readPlannedBaseline(action({ kind: 'file', path: file }, 'auto'), { dataset, many: false })).problem).toMatch(/does not exist/);
  });

  it('a named file that cannot be used is a problem naming why; the run goes on without it', async () => {
    const { dataset, dir } = await setup();
    const file = path.join(dir, 'broken.json');
    writeFileSync(file, '{"run_id": "run_1", "cases": [');
    const found = await readPlannedBaseline(cli({ compareBaseline: file }), { dataset, many: false });
    expect(found.baseline?.baseline).toBeNull();
    expect(found.problem).toMatch(
      new RegExp(
        `^--compare-baseline ${file.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}: cannot be used: it is not valid JSON .*; regressions were not checked\\. Fix or replace the file$`,
      ),
    );
  });

  it('a baseline linked to /dev/zero, or out of the workspace, is refused unread: a problem naming the input, wherever the file is', async () => {
    const { dataset, dir } = await setup();
    const outside = writeTree(tempDir('supereval-baseline-outside-'), { 'secret.json': '{"aws_secret_access_key": "hunter2"' });
    symlinkSync('/dev/zero', path.join(dataset.dir, 'baseline.json'));
    symlinkSync(path.join(outside, 'secret.json'), path.join(dir, 'named.json'));
    const zero = path.join(dataset.dir, 'baseline.json');
    const started = performance.now();
    const beside = await readPlannedBaseline(action({ kind: 'file' }), { dataset, many: false, within: dir });
    const besideCli = await readPlannedBaseline(cli({ compareBaseline: '' }), { dataset, many: false });
    expect(performance.now() - started).toBeLessThan(2_000);
    expect(beside.baseline?.baseline).toBeNull();
    expect(beside.problem).toBe(
      `baseline input file: ${zero} cannot be used: it leads outside the workspace (a link to a file elsewhere); regressions were not checked. Fix or replace the file`,
    );
    expect(besideCli.problem).toBe(
      `--compare-baseline ${zero}: cannot be used: it is a character device, not a regular file; give a regular file; regressions were not checked. Fix or replace the file`,
    );
    const named = await readPlannedBaseline(action({ kind: 'file', path: path.join(dir, 'named.json') }), { dataset, many: false, within: dir });
    expect(named.problem).toBe(
      `baseline input file:${path.join(dir, 'named.json')}: ${path.join(dir, 'named.json')} cannot be used: it leads outside the workspace (a link to a file elsewhere); regressions were not checked. Fix or replace the file`,
    );
    expect(`${named.problem ?? ''} ${named.baseline?.note ?? ''}`).not.toContain('hunter2');
    // The CLI follows the link: the user named the file on their own machine.
    const cliRead = await readPlannedBaseline(cli({ compareBaseline: path.join(dir, 'named.json') }), { dataset, many: false });
    expect(cliRead.problem).toMatch(/cannot be used: it is not valid JSON/);
  });

  it('a baseline past the size limit is refused naming the limit', async () => {
    const { dataset, dir } = await setup();
    const file = path.join(dir, 'big.json');
    writeFileSync(file, '');
    truncateSync(file, BASELINE_MAX_BYTES + 1);
    const found = await readPlannedBaseline(cli({ compareBaseline: file }), { dataset, many: false });
    expect(found.problem).toBe(
      `--compare-baseline ${file}: cannot be used: it is larger than the 256 MiB limit (${BASELINE_MAX_BYTES + 1} bytes); regressions were not checked. Fix or replace the file`,
    );
  });

  it('reads a baseline it wrote', async () => {
    const { dataset, dir } = await setup();
    const file = path.join(dir, 'b.json');
    expect((await writePlannedBaseline(cli({ updateBaseline: file }), dataset, results('qa-set'), { many: false, runId: () => 'run_7' })).file).toBe(
      file,
    );
    const found = await readPlannedBaseline(cli({ compareBaseline: file }), { dataset, many: false });
    expect(found.problem).toBeNull();
    expect(found.baseline?.note).toBe(`Baseline: ${file}.`);
    expect(found.baseline?.baseline?.cases.map((c) => [c.id, c.status])).toEqual([['a', 'pass']]);
  });
});

describe('writePlannedBaseline', () => {
  it('writes nothing when the plan saves nowhere', async () => {
    const { dataset } = await setup();
    expect(await writePlannedBaseline(cli({}), dataset, results('qa-set'), { many: false, runId: () => 'run_1' })).toEqual({
      file: null,
      note: null,
      problem: null,
    });
    expect(existsSync(path.join(dataset.dir, 'baseline.json'))).toBe(false);
  });

  it("writes the Python tool's baseline.json beside the dataset, or one <dataset>.json in a named folder when several run", async () => {
    const { dataset, dir } = await setup();
    const beside = await writePlannedBaseline(cli({ updateBaseline: '' }), dataset, results('qa-set'), { many: false, runId: () => 'run_42' });
    expect(beside.file).toBe(path.join(dataset.dir, 'baseline.json'));
    expect(JSON.parse(readFileSync(beside.file as string, 'utf8'))).toMatchObject({ run_id: 'run_42' });
    const folder = path.join(dir, 'baselines');
    const inFolder = await writePlannedBaseline(action({ kind: 'file', path: folder }, 'true'), dataset, results('qa-set'), {
      many: true,
      runId: () => 'run_43',
    });
    expect(inFolder.file).toBe(path.join(folder, 'qa-set.json'));
  });

  it('says why incomplete results do not become a baseline, and leaves the file alone', async () => {
    const { dataset } = await setup();
    const file = path.join(dataset.dir, 'baseline.json');
    writeFileSync(file, 'the previous baseline');
    expect(await writePlannedBaseline(cli({ updateBaseline: '' }), dataset, results('qa-set', true), { many: false, runId: () => 'run_1' })).toEqual({
      file: null,
      note: 'baseline of qa-set not updated: the run was interrupted',
      problem: null,
    });
    expect(readFileSync(file, 'utf8')).toBe('the previous baseline');
  });

  it('a file that cannot be written is a problem naming the option of each front end', async () => {
    const { dataset, dir } = await setup();
    writeFileSync(path.join(dir, 'blocker'), 'a file, not a folder');
    const file = path.join(dir, 'blocker', 'b.json');
    expect(
      (await writePlannedBaseline(cli({ updateBaseline: file }), dataset, results('qa-set'), { many: false, runId: () => 'run_1' })).problem,
    ).toBe(
      `baseline of qa-set not updated: cannot write ${file}: a parent of it is a file, not a folder (ENOTDIR); the previous file is unchanged; give another --update-baseline path`,
    );
    expect(
      (
        await writePlannedBaseline(action({ kind: 'file', path: file }, 'true'), dataset, results('qa-set'), {
          many: false,
          runId: () => 'run_1',
          showPath: (f) => path.relative(dir, f),
        })
      ).problem,
    ).toBe(
      'baseline of qa-set not updated: cannot write blocker/b.json: a parent of it is a file, not a folder (ENOTDIR); the previous file is unchanged; change the baseline input',
    );
  });
});

describe('savePlannedCache', () => {
  const scope = { dataset: 'qa-set', model: 'replay:m', configHash: '0123456789abcdef' };
  afterEach(() => vi.unstubAllEnvs());
  it('saves nothing unless the plan saves to the cache and the results are complete and new', async () => {
    const { dataset } = await setup();
    const saving = plan(
      actionBaselinePlan(
        { eventName: 'push', isDefaultBranch: true },
        { baseline: { kind: 'cache' }, 'update-baseline': 'auto', 'skip-unchanged': true },
        false,
      ),
    );
    const notSaving = plan(
      actionBaselinePlan(
        { eventName: 'pull_request', isDefaultBranch: false },
        { baseline: { kind: 'cache' }, 'update-baseline': 'auto', 'skip-unchanged': true },
        false,
      ),
    );
    // No cache service here: a save that reaches @actions/cache says so in the log, so the log tells whether it was tried.
    vi.stubEnv('ACTIONS_RESULTS_URL', '');
    const calls: string[] = [];
    const counting = { info: (m: string) => calls.push(m), warning: (m: string) => calls.push(m) };
    const root = path.join(tmpdir(), 'supereval-baseline');
    expect(await savePlannedCache(notSaving, { dataset, scope, results: results('qa-set'), reused: false, root }, '1.1', counting)).toBeNull();
    expect(await savePlannedCache(saving, { dataset, scope, results: results('qa-set'), reused: true, root }, '1.1', counting)).toBeNull();
    expect(await savePlannedCache(saving, { dataset, scope, results: results('qa-set', true), reused: false, root }, '1.1', counting)).toBeNull();
    expect(await savePlannedCache(saving, { dataset, scope: null, results: results('qa-set'), reused: false, root }, '1.1', counting)).toBeNull();
    expect(calls).toEqual([]);
    // A plan that saves does reach the cache (unavailable here, which it says).
    const saved = await savePlannedCache(saving, { dataset, scope, results: results('qa-set'), reused: false, root }, '1.1', counting);
    expect(saved).toBeNull();
    expect(calls.join('\n')).toMatch(/not saved/);
  });
});
