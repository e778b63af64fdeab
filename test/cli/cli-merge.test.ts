// The merge of a matrix's shards: the verdict, comparison and report of the
// merged shards are those of one unsharded run on the same answers, and a set
// of shards that is not exactly 1..n of one run is refused, naming why.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { EXIT } from '../../src/cli/exit.js';
import type { Results } from '../../src/config/results.js';
import type { EvalResults } from '../../src/results/results.js';
import { mergeShardFiles, ShardSetError, type ShardFile } from '../../src/results/merge-shards.js';
import { runCli } from '../helpers/cli.js';
import { qaCase, qaMeta, tempDir, writeTree } from '../helpers/tmp.js';

const root = tempDir('supereval-merge-');
const N = 40;
const ids = Array.from({ length: N }, (_, i) => `q${i}`);

// Answers: the baseline's run answers case i right unless i % 5 === 0; today's run
// breaks i % 7 === 0 (regressions), fixes some of the old failures and times one out.
const answer = (id: string, right: boolean) => (right ? `It is answer ${id}.` : 'I do not know.');
const baselineAnswers = ids.map((id, i) => ({ id, output: answer(id, i % 5 !== 0), latency_ms: 100 + i }));
const todayAnswers = ids.map((id, i) => ({ id, output: answer(id, i % 7 !== 0 && (i % 5 !== 0 || i % 2 === 0)), latency_ms: 120 + i * 3 }));

const dir = writeTree(path.join(root, 'support'), {
  'dataset.json': qaMeta({ name: 'support', thresholds: { pass_rate: 0.5, fail_on_regression: true } }),
  'cases.jsonl': ids.map((id, i) => qaCase(id, `question ${id}?`, `answer ${id}`, { tags: i % 3 === 0 ? ['smoke'] : ['other'] })),
});
writeTree(root, { 'baseline-answers.jsonl': baselineAnswers, 'today-answers.jsonl': todayAnswers });
const baselineModel = `replay:${path.join(root, 'baseline-answers.jsonl')}`;
const model = `replay:${path.join(root, 'today-answers.jsonl')}`;
const baseline = path.join(root, 'baseline.json');

async function cli(...args: string[]) {
  const r = await runCli(...args);
  if (r.code !== EXIT.passed && r.code !== EXIT.blocked) throw new Error(`supereval ${args.join(' ')} exited ${r.code}: ${r.stderr}`);
  return r;
}

/** Everything but the times of the run (started, finished, duration), which differ from run to run. */
function withoutTimes(results: EvalResults): unknown {
  const { started_at: _s, finished_at: _f, duration_ms: _d, ...run } = results.run;
  return { ...results, run };
}

async function shardsThenMerge(count: number, extra: string[], outDir: string, ...mergeArgs: string[]) {
  for (let i = 1; i <= count; i++)
    await cli('run', dir, '-m', model, ...extra, '--shard', `${i}/${count}`, '-o', path.join(outDir, `shard-${i}.json`), '-q');
  const json = await runCli('merge', outDir, '--compare-baseline', baseline, '--format', 'json', ...mergeArgs);
  const markdown = await runCli('merge', outDir, '--compare-baseline', baseline, '--format', 'markdown', ...mergeArgs);
  return { json, markdown };
}

describe('supereval merge', () => {
  it('gives the unsharded run its verdict, comparison, results and markdown report (times aside), exit code included', async () => {
    await cli('run', dir, '-m', baselineModel, '-o', baseline, '-q');
    const whole = await cli('run', dir, '-m', model, '--compare-baseline', baseline, '--format', 'json', '-q');
    const wholeMd = await cli('run', dir, '-m', model, '--compare-baseline', baseline, '--format', 'markdown', '-q');
    const single = JSON.parse(whole.stdout) as EvalResults;
    // The fixture exercises the comparison: regressions, fixes and a blocked gate.
    expect(single.gate.passed).toBe(false);
    expect(single.comparison?.cases.some((c) => c.classification === 'regression')).toBe(true);
    expect(single.comparison?.cases.some((c) => c.classification === 'fixed')).toBe(true);

    const out = path.join(root, 'shards3');
    const { json, markdown } = await shardsThenMerge(3, [], out);
    expect(json.code).toBe(whole.code);
    expect(json.stderr).toBe(whole.stderr);
    const merged = JSON.parse(json.stdout) as EvalResults;
    expect(merged.gate).toEqual(single.gate);
    expect(merged.comparison).toEqual(single.comparison);
    expect(withoutTimes(merged)).toEqual(withoutTimes(single));
    expect(markdown.code).toBe(wholeMd.code);
    expect(markdown.stdout).toBe(wholeMd.stdout);
    // The shards each ran a third or so, none all and every case once.
    const sizes = [1, 2, 3].map((i) => (JSON.parse(readFileSync(path.join(out, `shard-${i}.json`), 'utf8')) as Results).cases.length);
    expect(sizes.reduce((a, b) => a + b, 0)).toBe(N);
    for (const size of sizes) expect(size).toBeGreaterThan(0);
  });

  it('merges the shards of a tagged sample into that sample, the other cases set aside', async () => {
    const extra = ['--tags', 'smoke,other', '--sample', '25', '--sample-seed', '3'];
    const whole = await cli('run', dir, '-m', model, ...extra, '--compare-baseline', baseline, '--format', 'markdown', '-q');
    const { markdown, json } = await shardsThenMerge(2, extra, path.join(root, 'sampled'));
    expect(markdown.stdout).toBe(whole.stdout);
    const merged = JSON.parse(json.stdout) as EvalResults;
    expect(merged.run.selection).toEqual({ total: N, selected: 25, tags: ['smoke', 'other'], sample: '25', seed: '3' });
    // The 15 cases the sample left out are not "removed" from the baseline.
    expect(merged.comparison?.cases.filter((c) => c.classification === 'removed')).toEqual([]);
  });

  it('writes --output and a baseline with --update-baseline, as run does', async () => {
    const out = path.join(root, 'written');
    await shardsThenMerge(2, [], out);
    const file = path.join(root, 'merged.json');
    const baselineFile = path.join(root, 'merged-baseline.json');
    const r = await runCli('merge', out, '-o', file, '--update-baseline', baselineFile, '-q');
    expect(r.code).toBe(EXIT.passed);
    expect((JSON.parse(readFileSync(file, 'utf8')) as Results).cases).toHaveLength(N);
    expect(r.stderr).toContain(`wrote baseline ${baselineFile}`);
  });

  it('refuses a missing shard, a duplicated one, mixed shard counts and shards of other runs, naming them', async () => {
    const out = path.join(root, 'bad');
    for (let i = 1; i <= 3; i++) await cli('run', dir, '-m', model, '--shard', `${i}/3`, '-o', path.join(out, `s${i}.json`), '-q');
    await cli('run', dir, '-m', model, '--shard', '1/2', '-o', path.join(root, 'half.json'), '-q');
    await cli('run', dir, '-m', baselineModel, '--shard', '2/3', '-o', path.join(root, 'other-model.json'), '-q');
    await cli('run', dir, '-m', model, '-o', path.join(root, 'unsharded.json'), '-q');
    const [s1, s2, s3] = [1, 2, 3].map((i) => path.join(out, `s${i}.json`)) as [string, string, string];

    const missing = await runCli('merge', s1, s3);
    expect(missing.code).toBe(EXIT.usage);
    expect(missing.stderr).toContain(`supereval: merge: support: shard 2 of 3 is missing (found 1 from ${s1}, 3 from ${s3})`);
    const twice = await runCli('merge', s1, s2, s3, s2);
    expect(twice.stderr).toContain(`support: shard 2 of 3 is there 2 times: ${s2}, ${s2}`);
    const mixed = await runCli('merge', s1, s2, s3, path.join(root, 'half.json'));
    expect(mixed.stderr).toContain('the shards were cut into different numbers of shards (n=3: ');
    const otherModel = await runCli('merge', s1, path.join(root, 'other-model.json'), s3);
    expect(otherModel.stderr).toContain('support: the shards are not of one run: their models differ');
    const runOption = await runCli('merge', s1, s2, s3, '-m', model, '--tags', 'x');
    expect(runOption.code).toBe(EXIT.usage);
    expect(runOption.stderr).toContain("merge: --model, --tags applies to run, not merge: the shards' results carry what they ran with");
    const unsharded = await runCli('merge', s1, path.join(root, 'unsharded.json'));
    expect(unsharded.stderr).toContain('not the results of a shard');

    // Untrusted files are read as a baseline is: a broken one is named, nothing is merged.
    writeFileSync(path.join(root, 'broken.json'), '{"schema_version": 1, "cases": "no"}');
    const broken = await runCli('merge', s1, s2, s3, path.join(root, 'broken.json'));
    expect(broken.code).toBe(EXIT.usage);
    expect(broken.stderr).toContain(`${path.join(root, 'broken.json')}: cannot be merged: it does not match the results schema`);
    expect(broken.stdout).toBe('');
  });
});

describe('supereval merge: verdicts that contradict their rows', () => {
  it('refuses a shard whose status says pass over failing assertion rows, or over an error, naming the case and model', async () => {
    const out = path.join(root, 'edited');
    for (let i = 1; i <= 2; i++) await cli('run', dir, '-m', model, '--shard', `${i}/2`, '-o', path.join(out, `s${i}.json`), '-q');
    const file = path.join(out, 's1.json');
    const lines = readFileSync(file, 'utf8').split('\n');
    const failing = lines.findIndex((l) => l.includes('"results":[{') && l.includes('"status":"fail","score":0,'));
    expect(failing).toBeGreaterThan(0);
    type Line = { id: string; results: Record<string, unknown>[] };
    const line = JSON.parse(lines[failing]!.replace(/,$/, '')) as Line;
    /** The shard's file with the failing case's result changed. */
    const edit = (change: Record<string, unknown>) => {
      const edited = [...lines];
      edited[failing] = JSON.stringify({ ...line, results: [{ ...line.results[0], ...change }] }) + (lines[failing]!.endsWith(',') ? ',' : '');
      writeFileSync(file, edited.join('\n'));
    };
    edit({ status: 'pass', score: 1 });
    const merged = await runCli('merge', out);
    expect(merged.code).toBe(EXIT.usage);
    expect(merged.stderr).toContain(
      `support: case ${line.id} (shard 1 of 2), model ${model}: the file says pass (score 1), its assertion rows say fail (score 0)`,
    );
    expect(merged.stdout).toBe('');

    edit({ status: 'pass', score: 1, error: 'the model crashed' });
    expect((await runCli('merge', out)).stderr).toContain(
      `support: case ${line.id} (shard 1 of 2), model ${model}: status pass, but it carries an error (the model crashed)`,
    );

    // The files as written merge.
    writeFileSync(file, lines.join('\n'));
    expect((await runCli('merge', out)).code).not.toBe(EXIT.usage);
  });
});

describe('mergeShardFiles', () => {
  const shard = (index: number, count: number, cases: { id: string; key: string; line: number }[], extra: Partial<Results> = {}): ShardFile => ({
    origin: `shard-${index}`,
    results: {
      schema_version: 1,
      tool: { name: 'supereval', version: '0' },
      run: {
        started_at: `2026-01-01T00:0${index}:00.000Z`,
        finished_at: `2026-01-01T00:1${index}:00.000Z`,
        duration_ms: 600_000,
        selection: { total: 9, selected: cases.length, tags: [], sample: null, seed: null, shard: { index, count } },
      },
      dataset: { name: 'd', type: 'qa', path: 'd', hash: 'h' },
      models: ['m'],
      judge: null,
      summary: {
        total: 0,
        passed: 0,
        failed: 0,
        errors: 0,
        skipped_asserts: 0,
        pass_rate: 0,
        cost_usd: 0,
        p95_latency_ms: null,
        tokens: { input: 0, output: 0 },
      },
      cases: cases.map((c) => ({ ...c, tags: [], status: 'pass', score: 1, results: [] })),
      gate: { passed: true, reasons: [] },
      ...extra,
    },
  });

  it('takes the earliest start and latest finish, and recomputes the summary', () => {
    const [merged] = mergeShardFiles([shard(2, 2, []), shard(1, 1 + 1, [])]);
    expect(merged?.results.run).toMatchObject({
      started_at: '2026-01-01T00:01:00.000Z',
      finished_at: '2026-01-01T00:12:00.000Z',
      duration_ms: 660_000,
    });
    expect(merged?.results.run.selection).toBeUndefined();
  });

  it('refuses a case in the wrong shard or in two', () => {
    // 'k' hashes to one shard of 2: put it in both.
    const c = { id: 'x', key: 'k', line: 1 };
    try {
      mergeShardFiles([shard(1, 2, [c]), shard(2, 2, [c])]);
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ShardSetError);
      const problems = (error as ShardSetError).problems;
      expect(problems).toContain('d: case x is in two shards (shard-1 and shard-2)');
      expect(problems.filter((p) => p.includes('belongs to shard'))).toHaveLength(1);
    }
  });

  it('refuses an empty set', () => {
    expect(() => mergeShardFiles([])).toThrow('no shard results to merge');
  });
});

describe('supereval merge of shards that stopped early', () => {
  // --stop-early with --shard is refused now (a shard's verdict is its slice's); shards an older version
  // stopped early still merge: the first shard's reason, and what every shard left.
  it('keeps the first reason and adds up what every shard left', async () => {
    const failing = writeTree(path.join(root, 'failing'), {
      'dataset.json': qaMeta({ name: 'failing' }),
      'cases.jsonl': ids.map((id) => qaCase(id, `question ${id}?`, `answer ${id}`)),
    });
    writeTree(root, { 'wrong-answers.jsonl': ids.map((id) => ({ id, output: answer(id, false) })) });
    const wrong = `replay:${path.join(root, 'wrong-answers.jsonl')}`;
    const refused = await runCli('run', failing, '-m', wrong, '--stop-early', '--shard', '1/2', '-q');
    expect(refused.code).toBe(EXIT.usage);
    const outDir = path.join(root, 'stopped-shards');
    const stops = [
      { reason: 'pass_rate: 0% < 100% even if every remaining case passes', case: 'q1', not_run: 17, calls_saved: 17 },
      { reason: 'pass_rate: 0% < 100% even if every remaining case passes', case: 'q0', not_run: 18, calls_saved: 18 },
    ];
    for (let i = 1; i <= 2; i++) {
      const out = path.join(outDir, `shard-${i}.json`);
      await cli('run', failing, '-m', wrong, '--concurrency', '1', '--shard', `${i}/2`, '-o', out, '-q');
      writeFileSync(out, JSON.stringify({ ...(JSON.parse(readFileSync(out, 'utf8')) as Results), stopped_early: stops[i - 1] }));
    }
    const merged = JSON.parse((await runCli('merge', outDir, '--format', 'json')).stdout) as EvalResults;
    expect(merged.stopped_early).toEqual({ reason: stops[0]?.reason, case: 'q1', not_run: 35, calls_saved: 35 });
  });
});

describe('supereval merge masks what the shards wrote', () => {
  // Every results document is masked the same way whatever its source: results merged from
  // shards are masked with the merging run's secrets, as the action's merge job masks them.
  it("masks a shard's texts that hold a secret of the merging environment or a credential's shape, in the results, --output and the baseline", async () => {
    const SECRET = 'mErGe-only-S3cret-4711';
    const AKIA = 'AKIAIOSFODNN7EXAMPLE';
    const few = ids.slice(0, 6);
    const said: Record<string, string> = { q2: `It is answer q2, says ${SECRET}.`, q4: 'It is answer q4, key KEY-HERE.' };
    const leaky = writeTree(path.join(root, 'leaky'), {
      'dataset.json': qaMeta({ name: 'leaky' }),
      'cases.jsonl': few.map((id) => qaCase(id, `question ${id}?`, `answer ${id}`)),
    });
    writeTree(root, { 'leaky-answers.jsonl': few.map((id) => ({ id, output: said[id] ?? `It is answer ${id}.` })) });
    const out = path.join(root, 'leaky-shards');
    const shardFiles = [1, 2].map((i) => path.join(out, `shard-${i}.json`));
    for (const [i, shardFile] of shardFiles.entries())
      await cli('run', leaky, '-m', `replay:${path.join(root, 'leaky-answers.jsonl')}`, '--shard', `${i + 1}/2`, '-o', shardFile, '-q');
    // The shard runs held no such secret, so their files keep it; and one file was written
    // by something that masks no credential (an older version, another tool).
    for (const shardFile of shardFiles) writeFileSync(shardFile, readFileSync(shardFile, 'utf8').replace('KEY-HERE', AKIA));
    const shardText = shardFiles.map((f) => readFileSync(f, 'utf8')).join('');
    expect(shardText).toContain(SECRET);
    expect(shardText).toContain(AKIA);

    const file = path.join(root, 'leaky-merged.json');
    const baselineFile = path.join(root, 'leaky-baseline.json');
    process.env['MERGE_JOB_API_KEY'] = SECRET;
    let merged;
    try {
      merged = await runCli('merge', out, '--format', 'json', '-o', file, '--update-baseline', baselineFile);
    } finally {
      delete process.env['MERGE_JOB_API_KEY'];
    }
    expect(merged.code, merged.stderr).toBe(EXIT.passed);
    const results = JSON.parse(merged.stdout) as EvalResults;
    const answer = (id: string) => results.cases.find((c) => c.id === id)?.results[0];
    // Masked in the results themselves (stdout is scrubbed line by line anyway), and marked: not the model's answer.
    expect([answer('q2')?.output, answer('q4')?.output]).toEqual(['It is answer q2, says ***.', 'It is answer q4, key AKIA***.']);
    expect([answer('q2')?.masked, answer('q4')?.masked]).toEqual([true, true]);
    for (const written of [file, baselineFile]) {
      const text = readFileSync(written, 'utf8');
      expect(text).not.toContain(SECRET);
      expect(text).not.toContain(AKIA);
    }
    expect(readFileSync(file, 'utf8')).toContain('It is answer q2, says ***.');
  });
});
