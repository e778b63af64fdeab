// EvalBench's run scorers end to end: an exec agent (a real process) runs two
// cases over the mock tools, one reporting its token usage and one not; the
// results carry each scorer's row per case and the run totals, the report
// shows them, and max_scorer_totals gates on them.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { EXIT } from '../../src/cli/exit.js';
import type { EvalResults } from '../../src/results/results.js';
import { runCli } from '../helpers/cli.js';
import { readResultsFile } from '../helpers/results-file.js';
import { shellQuote, tempDir, writeTree } from '../helpers/tmp.js';

const root = tempDir();

// Calls db__list then Bash, and reports usage unless the task says "quiet".
const AGENT = `
import { createInterface } from 'node:readline';
const lines = createInterface({ input: process.stdin })[Symbol.asyncIterator]();
const receive = async () => JSON.parse((await lines.next()).value);
const send = (m) => process.stdout.write(JSON.stringify(m) + '\\n');
const { task } = await receive();
send({ type: 'tool_call', name: 'db__list', arguments: {} });
await receive();
send({ type: 'tool_call', name: 'Bash', arguments: { cmd: 'ls' } });
await receive();
const usage = { input_tokens: 100, output_tokens: 20, cached_input_tokens: 1000, cache_write_input_tokens: 40 };
send({ type: 'final', answer: 'two tables', ...(task.includes('quiet') ? {} : { usage }) });
process.exit(0);
`;

function dataset(thresholds: object, scorers: object): string {
  const dir = tempDir();
  writeTree(dir, {
    'agent.mjs': AGENT,
    'ds/dataset.json': { name: 'run-scored', type: 'agent', thresholds: { min_answer_score: 0, ...thresholds }, scorers },
    'ds/cases.jsonl': [
      {
        id: 'reports',
        input: { task: 'list the tables' },
        tools: { db__list: { response: ['a', 'b'] }, Bash: { response: 'ok' } },
        expected_trajectory: ['db__list', 'db__create'],
      },
      { id: 'quiet', input: { task: 'list the tables, quiet' }, tools: { db__list: { response: ['a'] } }, expected: { tool_sequence: ['db__list'] } },
    ]
      .map((c) => JSON.stringify(c))
      .join('\n'),
  });
  return dir;
}

const agentOf = (dir: string) => `exec:${shellQuote(process.execPath)} ${shellQuote(path.join(dir, 'agent.mjs'))}`;

describe('run scorers through the CLI', () => {
  it('report per case, total per run, and an unknown usage is an error, not a 0', async () => {
    const dir = dataset({}, { trajectory_matcher: {}, agent_steps: { max: 2 }, effective_billed_tokens: {}, turn_count: null });
    const out = path.join(root, 'results.json');
    const r = await runCli('run', path.join(dir, 'ds'), '--agent', agentOf(dir), '--output', out, '--format', 'markdown', '-q');
    const results = readResultsFile(out);
    const rows = (id: string) => Object.fromEntries(results.cases.find((c) => c.id === id)!.results[0]!.asserts.map((a) => [a.type, a]));

    const reports = rows('reports');
    // Bash is dropped as native: db__list against db__list, db__create.
    expect(reports['trajectory_matcher']).toMatchObject({ status: 'pass', score: 0.5 });
    expect(reports['agent_steps']).toMatchObject({ status: 'pass', score: 2 });
    expect(reports['effective_billed_tokens']).toMatchObject({ status: 'pass', score: 350 });
    expect(reports['turn_count']).toMatchObject({ score: 1 });
    expect(results.cases.find((c) => c.id === 'reports')!.status).toBe('pass');

    const quiet = rows('quiet');
    expect(quiet['trajectory_matcher']).toMatchObject({ score: 1 });
    expect(quiet['effective_billed_tokens']).toMatchObject({ status: 'error', score: null });
    expect(results.cases.find((c) => c.id === 'quiet')!.status).toBe('error');

    expect(results.summary.scorers).toEqual({
      trajectory_matcher: { results: 2, unknown: 0, total: 1.5, mean: 0.75, max: 1 },
      agent_steps: { results: 2, unknown: 0, total: 4, mean: 2, max: 2 },
      effective_billed_tokens: { results: 2, unknown: 1, total: null, mean: 350, max: 350 },
      turn_count: { results: 2, unknown: 0, total: 2, mean: 1, max: 1 },
    });
    expect(r.stdout).toContain('| Run scorer | Total | Mean | Highest | Results (unknown) |');
    expect(r.stdout).toContain('| effective_billed_tokens | unknown | 350 | 350 | 2 (1) |');
    const text = await runCli('run', path.join(dir, 'ds'), '--agent', agentOf(dir), '--format', 'text', '-q');
    expect(text.stdout).toContain(
      'run scorers: trajectory_matcher mean 0.75, turn_count total 2, agent_steps total 4, effective_billed_tokens total unknown',
    );
  });

  it('a case above a scorer max fails; max_scorer_totals blocks the run', async () => {
    const dir = dataset({ max_scorer_totals: { agent_steps: 3 } }, { agent_steps: { max: 1 } });
    const r = await runCli('run', path.join(dir, 'ds'), '--agent', agentOf(dir), '--format', 'json', '-q');
    const results = JSON.parse(r.stdout) as EvalResults;
    const reports = results.cases.find((c) => c.id === 'reports')!;
    expect(reports.status).toBe('fail');
    expect(reports.results[0]!.asserts.find((a) => a.type === 'agent_steps')).toMatchObject({ status: 'fail', score: 2 });
    expect(results.cases.find((c) => c.id === 'quiet')!.status).toBe('fail');
    expect(results.gate.reasons).toContain('max_scorer_totals: agent_steps totalled 4 over 2 results, above the limit of 3.');
    expect(r.code).toBe(EXIT.blocked);
  });

  it('refuses a ceiling on a scorer the dataset does not enable', async () => {
    const dir = dataset({ max_scorer_totals: { tokens_processed: 10 } }, { agent_steps: {} });
    const r = await runCli('run', path.join(dir, 'ds'), '--agent', agentOf(dir), '--format', 'json', '-q');
    expect(r.code).toBe(EXIT.usage);
    expect(r.stderr).toContain('thresholds.max_scorer_totals.tokens_processed');
  });

  it('warns at load when filter_native_tools would drop every tool name', async () => {
    const dir = tempDir();
    writeTree(dir, {
      'ds/dataset.json': { name: 'plain-tools', type: 'agent', thresholds: { min_answer_score: 0 }, scorers: { trajectory_matcher: {} } },
      'ds/cases.jsonl': JSON.stringify({ id: 'p', input: { task: 't' }, tools: { lookup: { response: 'r' } }, expected: { must_call: ['lookup'] } }),
      'ds/tools.json': [{ name: 'lookup', description: 'lookup', parameters: { type: 'object', properties: {} } }],
    });
    const echo = path.resolve(import.meta.dirname, '../../examples/agents/echo-agent.mjs');
    const r = await runCli('run', path.join(dir, 'ds'), '--agent', `exec:${shellQuote(process.execPath)} ${shellQuote(echo)}`, '--format', 'json');
    expect(r.stderr).toContain(
      "scorers.trajectory_matcher: filter_native_tools (on unless set false) drops tool names not of the form <server>__<tool>, and none of this dataset's are (lookup)",
    );
    const results = JSON.parse(r.stdout) as EvalResults;
    // As EvalBench scores it: both lists empty after the filter.
    expect(results.cases[0]!.results[0]!.asserts.find((a) => a.type === 'trajectory_matcher')).toMatchObject({ score: 1 });
  });
});
