// Judge reuse through the CLI, in-process against a fake Bedrock that counts
// its requests: a judge call whose request the baseline recorded (judge model,
// grading prompt, system, settings) takes the recorded reply; the assertion
// parses it anew, so the verdict is recomputed; a changed rubric asks again.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { EXIT } from '../../src/cli/exit.js';
import type { Results } from '../../src/config/results.js';
import type { FakeBedrock } from '../fakes/bedrock.js';
import { useBedrockCli } from '../helpers/cli.js';
import { firstUserText } from '../helpers/fake-bedrock.js';
import { tempDir, writeTree } from '../helpers/tmp.js';
import { readResultsFile } from '../helpers/results-file.js';

const MODEL = 'us.amazon.nova-micro-v1:0';
const JUDGE = 'us.anthropic.claude-haiku-4-5-20251001-v1:0';
const root = tempDir();
const dir = path.join(root, 'instr');
const base = path.join(root, 'base.json');
const { startFake, cli } = useBedrockCli();

const instruction = (i: number, rubric = `RUBRIC-${i}: answers the question`) => ({
  id: `c${i}`,
  input: { instruction: `Question ${i}?` },
  expected: { rubric },
});
// Every verdict is the same text: the results must still tell the four requests apart.
const PASS = JSON.stringify({ reason: 'meets the rubric', pass: true, score: 1 });
const FAIL = JSON.stringify({ reason: 'misses the rubric', pass: false, score: 0 });

const run = (...extra: string[]) => cli('run', dir, '--model', `bedrock:${MODEL}`, '--judge-model', `bedrock:${JUDGE}`, '-q', ...extra);
const judgeRows = (results: Results) => results.cases.map((c) => c.results[0]!.asserts.find((a) => a.type === 'llm-rubric')!);

describe('--reuse cases with a judge', () => {
  let fake: FakeBedrock;
  const start = async () => {
    fake = await startFake(({ modelId, body }) => {
      const prompt = firstUserText(body);
      if (modelId !== JUDGE) return { text: `Answer ${/Question (\d+)/.exec(prompt)?.[1]}.` };
      return { text: prompt.includes('CHANGED') ? FAIL : PASS };
    });
  };
  const callsOf = async (pending: ReturnType<typeof run>) => {
    const before = { ...fake.stats.byModel };
    const result = await pending;
    const made = (id: string) => (fake.stats.byModel[id] ?? 0) - (before[id] ?? 0);
    return { ...result, model: made(MODEL), judge: made(JUDGE) };
  };

  it('records each judge request; a run with nothing changed makes no model call and no judge call', async () => {
    writeTree(root, { 'instr/dataset.json': { name: 'instr', type: 'instruction' }, 'instr/cases.jsonl': [1, 2, 3, 4].map((i) => instruction(i)) });
    await start();
    const first = await callsOf(run('--output', base));
    expect(first.code, first.stderr).toBe(EXIT.passed);
    expect([first.model, first.judge]).toEqual([4, 4]);
    const requests = judgeRows(readResultsFile(base)).map((row) => row.judge?.request);
    expect(requests.every((r) => /^[0-9a-f]{16}$/.test(r ?? ''))).toBe(true);
    expect(new Set(requests).size).toBe(4);

    const again = path.join(root, 'again.json');
    const reused = await callsOf(run('--compare-baseline', base, '--reuse', 'cases', '--output', again));
    expect(reused.code, reused.stderr).toBe(EXIT.passed);
    expect([reused.model, reused.judge]).toEqual([0, 0]);
    expect(reused.stdout).toContain('4 of 4 answers reused from the baseline, 0 calls; 4 judge replies reused');
    const results = readResultsFile(again);
    expect(results.summary.judge).toEqual({ calls: 0, cost_usd: 0, reused: 4 });
    // The reused replies were parsed anew, and their requests are recorded again (the next baseline keeps them).
    expect(judgeRows(results).map((row) => [row.status, row.judge?.request])).toEqual(requests.map((r) => ['pass', r]));
  });

  it('a changed rubric asks the judge for that case alone, and its new verdict is a regression', async () => {
    await start();
    writeTree(root, { 'instr/cases.jsonl': [1, 2, 3, 4].map((i) => instruction(i, i === 3 ? 'RUBRIC-3 CHANGED: cites a source' : undefined)) });
    const output = path.join(root, 'changed.json');
    const changed = await callsOf(run('--compare-baseline', base, '--reuse', 'cases', '--output', output));
    expect([changed.model, changed.judge]).toEqual([0, 1]);
    expect(changed.code).toBe(EXIT.blocked);
    const results = readResultsFile(output);
    expect(results.cases.map((c) => c.status)).toEqual(['pass', 'pass', 'fail', 'pass']);
    expect(results.summary.judge).toMatchObject({ calls: 1, reused: 3 });
    expect(changed.stdout).toContain('REGRESSED c3');
    expect(changed.stdout).toContain('4 of 4 answers reused from the baseline, 0 calls; 3 judge replies reused');
  });

  it('--reuse none calls the judge every time', async () => {
    await start();
    const none = await callsOf(run('--compare-baseline', base, '--reuse', 'none'));
    expect([none.model, none.judge]).toEqual([4, 4]);
  });
});
