// Issue 16, done-when: the hostile corpus (test/fixtures/hostile.ts) as
// dataset names, folder names, case ids, model outputs and so reasons, through
// the bundled action (dist/index.js) on a push then a pull request. Nothing
// may come out interpreted: no workflow command on stdout/stderr, no raw
// control/bidi characters, no HTML, mention, link or broken table in the job
// summary, comment or check run, and the results JSON keeps every text exactly.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { brokenTableRows, HOSTILE, HOSTILE_FOLDER_NAMES, injectedCommands, RAW_HAZARD } from '../fixtures/hostile.js';
import { OWNER, REPO, pullRequestEvent, pushEvent, sha, useActionFakes, type ActionRun } from './action-runner.js';

const fakes = useActionFakes('supereval-e2e-hostile-');

// The model spec itself is hostile too: it is logged and rendered as the model's name.
const REPLAY = 'recorded/##[error]PWN model\u202e.jsonl';
const MODEL = `replay:${REPLAY}`;
const meta = (name?: string) => ({ ...(name !== undefined ? { name } : {}), type: 'classification', labels: ['a', 'b'] });
const probe = { id: 'probe', input: { text: 'route this' }, expected: { label: 'a' }, must_pass: true };

/** Which cases go wrong on the pull request, and how. */
const regresses = (i: number) => i % 2 === 0;
const unrecorded = (i: number) => i % 5 === 4;

function files(pr: boolean): Record<string, object | object[]> {
  const tree: Record<string, object | object[]> = {
    'datasets/cases/dataset.json': meta('hostile-cases'),
    'datasets/cases/cases.jsonl': HOSTILE.map((h, i) => ({
      id: h.text,
      input: { text: `ticket ${i}` },
      expected: { label: 'a' },
      must_pass: i % 3 === 0,
    })),
  };
  if (pr) {
    HOSTILE.forEach((h, i) => {
      tree[`datasets/names/n${String(i).padStart(2, '0')}/dataset.json`] = meta(h.text);
      tree[`datasets/names/n${String(i).padStart(2, '0')}/cases.jsonl`] = [probe];
    });
    HOSTILE_FOLDER_NAMES.forEach((name) => {
      tree[`datasets/folders/${name}/dataset.json`] = meta();
      tree[`datasets/folders/${name}/cases.jsonl`] = [probe];
    });
  }
  const outputs = HOSTILE.flatMap((h, i) =>
    pr && unrecorded(i) ? [] : [{ id: h.text, output: pr && regresses(i) ? (HOSTILE[(i + 1) % HOSTILE.length]?.text ?? '') : 'a' }],
  );
  // The probes answer with hostile output on the pull request.
  tree[REPLAY] = [...outputs, { id: 'probe', output: pr ? (HOSTILE[0]?.text ?? '') : 'a' }];
  return tree;
}

function expectInertLog(run: ActionRun): void {
  for (const stream of [run.stdout, run.stderr]) {
    expect(injectedCommands(stream)).toEqual([]);
    const hazard = stream.split('\n').find((l) => RAW_HAZARD.test(l));
    expect(hazard, 'a raw control, bidi or zero-width character in the log').toBeUndefined();
  }
}

function expectRenderedAsText(markdown: string, where: string): void {
  const hazard = RAW_HAZARD.exec(markdown);
  expect(
    hazard && JSON.stringify(markdown.slice(Math.max(0, hazard.index - 60), hazard.index + 20)),
    `${where}: raw control/bidi/zero-width`,
  ).toBeNull();
  for (const raw of [
    '<script',
    '<img',
    '<h1>',
    '</td>',
    '@octocat',
    '@github/security',
    '](https://evil.example)',
    '<!-- supereval:sticky --> PWN',
  ]) {
    expect(markdown, `${where} holds ${raw} unescaped`).not.toContain(raw);
  }
  expect(brokenTableRows(markdown), `${where}: table rows broken`).toEqual([]);
  // The text is there, as text.
  expect(markdown).toContain('PWN');
}

describe('the hostile corpus through the action', () => {
  let pushRun: ActionRun;
  let prRun: ActionRun;

  it(`has at least 30 entries (${HOSTILE.length}), ${HOSTILE_FOLDER_NAMES.length} of them usable as folder names`, () => {
    expect(HOSTILE.length).toBeGreaterThanOrEqual(30);
    expect(HOSTILE.filter((h) => h.text.length >= 70_000).length).toBeGreaterThanOrEqual(2);
  });

  it('a push with hostile case ids: the log stays inert, the baseline is saved', async () => {
    pushRun = await fakes.runner.run({
      event: pushEvent(sha('hostile-main')),
      inputs: { models: MODEL, datasets: 'datasets/cases' },
      files: files(false),
    });
    expect(pushRun.code, pushRun.stdout.slice(-3000)).toBe(0);
    expectInertLog(pushRun);
    expect(fakes.cache.entries.filter((e) => e.finalized)).toHaveLength(1);
  });

  it('a pull request with hostile names, folders, ids, outputs and reasons: every log line, report, comment, check and output keeps them as text', async () => {
    const pr = 16;
    prRun = await fakes.runner.run({
      event: pullRequestEvent({ number: pr, headSha: sha('hostile-head'), mergeSha: sha('hostile-merge') }),
      inputs: { models: MODEL, datasets: 'datasets' },
      files: files(true),
    });
    expect(prRun.code, prRun.stdout.slice(-3000)).toBe(1);
    expectInertLog(prRun);

    // The step failed for the gate, and says why in one error annotation per message.
    expect(prRun.errors.some((e) => e.startsWith('supereval gate blocked:'))).toBe(true);
    expect(prRun.outputs['regressions']).not.toBe('0');

    // The job summary, the sticky comment and the check run.
    expectRenderedAsText(prRun.summary, 'job summary');
    expect(prRun.summary).toContain('&lt;script&gt;');
    expect(prRun.summary).toContain('invoice&lt;U\\+202E&gt;gpj.exe');
    const comments = fakes.github.commentsOn(OWNER, REPO, pr);
    expect(comments).toHaveLength(1);
    expectRenderedAsText(comments[0]?.body ?? '', 'comment');
    // The pull request's own check run, by its head commit: the push run before it left one that passed.
    const check = fakes.github.checkRuns.filter((c) => c.head_sha === sha('hostile-head')).at(-1);
    expect(check, "the pull request's check run").toBeDefined();
    expect(check?.conclusion).toBe('failure');
    for (const [field, value] of Object.entries(check?.output ?? {})) expect(RAW_HAZARD.test(value ?? ''), `check ${field}`).toBe(false);
    expectRenderedAsText(check?.output.text ?? '', 'check text');
    expect(check?.annotations.length).toBeGreaterThan(HOSTILE.length / 2);
    for (const a of check?.annotations ?? []) {
      expect(`${a.title ?? ''}${a.message}`).not.toMatch(/[\n\r]/);
      expect(RAW_HAZARD.test(`${a.title ?? ''}${a.message}`), JSON.stringify(a.title)).toBe(false);
    }

    // Step outputs are plain values.
    for (const [name, value] of Object.entries(prRun.outputs)) expect(RAW_HAZARD.test(value), `output ${name}`).toBe(false);

    // The results JSON keeps every text exactly, written so that printing the file is inert too.
    const cases = prRun.results['hostile-cases.json'] as { cases: { id: string; results: { output: string | null }[] }[] };
    expect(cases.cases.map((c) => c.id)).toEqual(HOSTILE.map((h) => h.text));
    const regressed = HOSTILE.findIndex((_, i) => regresses(i) && !unrecorded(i));
    expect(cases.cases[regressed]?.results[0]?.output).toBe(HOSTILE[(regressed + 1) % HOSTILE.length]?.text);
    const names = Object.values(prRun.results).map((r) => (r as { dataset: { name: string } }).dataset.name);
    for (const h of HOSTILE) expect(names).toContain(h.text);
    for (const folder of HOSTILE_FOLDER_NAMES) expect(names).toContain(folder);
    const resultsDir = path.join(prRun.workspace, 'supereval-results');
    const rawFile = readFileSync(path.join(resultsDir, 'hostile-cases.json'), 'utf8');
    expect(injectedCommands(rawFile)).toEqual([]);
    expect(RAW_HAZARD.test(rawFile)).toBe(false);
  });

  it('the other log lines that carry a name or path: reused results and baseline-file notes stay inert', async () => {
    // A few names (newline, CR, stop-commands, add-mask, the 70k blobs): each dataset saved is a cache round trip.
    const inputs = { models: MODEL, datasets: 'datasets/names/n0[0-5]\ndatasets/names/n3[89]' };
    const datasets = 8;
    const first = await fakes.runner.run({ event: pushEvent(sha('hostile-main-2')), inputs, files: files(true) });
    expectInertLog(first);
    // The same config again: every dataset's results are reused, and the log names each.
    const again = await fakes.runner.run({ event: pushEvent(sha('hostile-main-3')), inputs, files: files(true) });
    const cacheLines = (run: ActionRun) =>
      run.stdout
        .split('\n')
        .filter((l) => /baseline|cache|warning|error/i.test(l))
        .map((l) => l.slice(0, 300))
        .join('\n');
    expect(again.outputs['skipped'], `first run:\n${cacheLines(first)}\n\nsecond run:\n${cacheLines(again)}`).toBe('true');
    expectInertLog(again);
    expect(again.stdout.split('\n').filter((l) => l.includes('nothing that decides the outputs changed'))).toHaveLength(datasets);
    // No committed baseline.json: one note per dataset, naming its folder.
    const file = await fakes.runner.run({
      event: pullRequestEvent({ number: 17, headSha: sha('hostile-head-2'), mergeSha: sha('hostile-merge-2') }),
      inputs: { models: MODEL, datasets: 'datasets/folders', baseline: 'file' },
      files: files(true),
    });
    expectInertLog(file);
    expect(file.stdout).toContain('dir/baseline.json');
  });
});
