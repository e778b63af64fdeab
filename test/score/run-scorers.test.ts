// EvalBench's deterministic agent/run scorers: trajectory_matcher and the token
// figures against EvalBench's own code (test/fixtures/evalbench/run-scorers.json,
// scripts/evalbench-run-scorers-oracle.py), each figure on a trajectory built
// for it through the real recorder, unknown usage as an error, per-case `max`,
// run totals in the summary and max_scorer_totals in the gate.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { CaseResult, ModelResult } from '../../src/config/results.js';
import { DatasetMetaSchema } from '../../src/config/schemas.js';
import type { Usage } from '../../src/config/usage.js';
import { resolveThresholds } from '../../src/config/thresholds.js';
import { evaluateGate } from '../../src/compare/gate.js';
import { sumUsage } from '../../src/agents/recorder.js';
import { summarize } from '../../src/results/summary.js';
import { scorerProblems } from '../../src/score/evalbench/llm-scorers.js';
import {
  expectedTrajectory,
  FIGURES,
  figureAssert,
  isCanonicalToolName,
  runRunScorers,
  trajectoryMatch,
  trajectoryMatcherWarnings,
  type RunView,
} from '../../src/score/evalbench/run-scorers.js';
import { trajectoryOf } from '../helpers/trajectories.js';
import { KINDS } from '../../src/kinds/index.js';

interface Oracle {
  trajectory: { expected: string[]; actual: string[]; options: { enforce_order?: boolean; filter_native_tools?: boolean }; evalbench: number }[];
  tokens: { usage: Usage; options: Record<string, number>; tokens_processed: number; effective_billed_tokens: number }[];
}
const oracle = JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../fixtures/evalbench/run-scorers.json'), 'utf8')) as Oracle;

const scorersOf = (scorers: object) => DatasetMetaSchema.parse({ type: 'agent', scorers }).scorers!;
const noExpectation = { expected: {} };

describe("trajectory_matcher agrees with EvalBench's TrajectoryMatcher", () => {
  it.each(oracle.trajectory.map((c) => [JSON.stringify(c.expected), JSON.stringify(c.actual), JSON.stringify(c.options), c] as const))(
    'expected %s, called %s, options %s',
    (_e, _a, _o, c) => {
      expect(trajectoryMatch(c.expected, c.actual, c.options).score).toBeCloseTo(c.evalbench / 100, 12);
    },
  );

  it('the fixture has partial scores in each mode, so a constant could not pass', () => {
    const partial = (o: object) =>
      oracle.trajectory.filter((c) => JSON.stringify(c.options) === JSON.stringify(o) && c.evalbench > 0 && c.evalbench < 100);
    for (const o of [{}, { enforce_order: true }, { filter_native_tools: false }]) expect(partial(o).length).toBeGreaterThanOrEqual(2);
  });

  it('a canonical name has a first `__` with text on both sides', () => {
    expect(['db__list', 'a___b', 'mcp__srv__tool', 'x__y'].every(isCanonicalToolName)).toBe(true);
    expect(['Bash', '__x', 'x__', '__', 'a_b', ''].some(isCanonicalToolName)).toBe(false);
  });

  it('says what the filter dropped, and which case field gave the expectation', async () => {
    const trajectory = await trajectoryOf([{ call: 'db__list' }, { call: 'Bash' }, { answer: 'done' }]);
    const rows = runRunScorers(scorersOf({ trajectory_matcher: {} }), { expected: { tool_sequence: ['db__list', 'db__drop'] } }, trajectory);
    expect(rows.scores['trajectory_matcher']).toBe(0.5);
    expect(rows.asserts[0]!.reason).toContain('expected.tool_sequence');
    expect(rows.asserts[0]!.reason).toContain('dropped 0 expected and 1 called');
  });

  it('reads expected_trajectory first, then expected.tool_sequence, then expected.must_call; none is an empty expectation', () => {
    expect(expectedTrajectory({ expected_trajectory: ['a__b'], expected: { tool_sequence: ['c__d'], must_call: ['e__f'] } })).toEqual({
      names: ['a__b'],
      from: 'expected_trajectory',
    });
    expect(expectedTrajectory({ expected: { tool_sequence: ['c__d'], must_call: ['e__f'] } }).from).toBe('expected.tool_sequence');
    expect(expectedTrajectory({ expected: { must_call: ['e__f'] } }).from).toBe('expected.must_call');
    expect(expectedTrajectory(noExpectation)).toEqual({ names: [], from: null });
  });

  it('fails below its threshold, and never fails without one', async () => {
    const trajectory = await trajectoryOf([{ call: 'db__list' }, { answer: 'done' }]);
    const testCase = { expected_trajectory: ['db__list', 'db__create', 'db__drop'], expected: {} };
    const strict = runRunScorers(scorersOf({ trajectory_matcher: { threshold: 0.5 } }), testCase, trajectory).asserts[0]!;
    expect(strict).toMatchObject({ type: 'trajectory_matcher', status: 'fail', score: 1 / 3 });
    const recorded = runRunScorers(scorersOf({ trajectory_matcher: null }), testCase, trajectory).asserts[0]!;
    expect(recorded).toMatchObject({ status: 'pass', score: 1 / 3 });
  });
});

describe("token figures agree with EvalBench's TokensProcessed and EffectiveBilledTokens", () => {
  it.each(oracle.tokens.map((c) => [JSON.stringify(c.usage), JSON.stringify(c.options), c] as const))('usage %s, weights %s', (_u, _w, c) => {
    const run = { usage: c.usage } as RunView;
    const processed = FIGURES.tokens_processed(run, {});
    const billed = FIGURES.effective_billed_tokens(run, c.options);
    expect('value' in processed && processed.value).toBe(c.tokens_processed);
    expect('value' in billed && billed.value).toBeCloseTo(c.effective_billed_tokens, 9);
  });

  it('token_consumption counts fresh input and output only', () => {
    const figure = FIGURES.token_consumption(
      { usage: { input_tokens: 1200, output_tokens: 300, cached_input_tokens: 8000, cache_write_input_tokens: 64 } } as RunView,
      {},
    );
    expect(figure).toMatchObject({ value: 1500 });
  });

  it('effective_billed_tokens with the default weights: 100 + 0.1 x 1000 + 1.25 x 40 + 5 x 20', () => {
    const figure = FIGURES.effective_billed_tokens(
      { usage: { input_tokens: 100, output_tokens: 20, cached_input_tokens: 1000, cache_write_input_tokens: 40 } } as RunView,
      {},
    );
    expect(figure).toMatchObject({ value: 350 });
  });

  it('the built-in loop sums cache reads and writes over its model calls', () => {
    expect(
      sumUsage([
        { input_tokens: 10, output_tokens: 2, cache_write_input_tokens: 500 },
        { input_tokens: 4, output_tokens: 3, cached_input_tokens: 500 },
      ]),
    ).toEqual({ input_tokens: 14, output_tokens: 5, cached_input_tokens: 500, cache_write_input_tokens: 500 });
    expect(sumUsage([{ input_tokens: 1, output_tokens: 1 }, null])).toBeNull();
  });
});

describe('the run figures', () => {
  it('count turns, tool-call round trips and milliseconds from the trajectory', async () => {
    const trajectory = await trajectoryOf([{ thought: 'look' }, { call: 'a' }, { call: 'b' }, { call: 'a' }, { answer: 'x' }]);
    const run: RunView = { ...trajectory, latency_ms: 1234.4, tool_latency_ms: 321.6 };
    const rows = runRunScorers(scorersOf({ turn_count: {}, agent_steps: {}, end_to_end_latency: {}, tool_call_latency: {} }), noExpectation, run);
    expect(rows.scores).toEqual({ turn_count: 1, agent_steps: 3, end_to_end_latency: 1234.4, tool_call_latency: 321.6 });
    expect(rows.asserts.map((a) => a.type)).toEqual(['turn_count', 'agent_steps', 'end_to_end_latency', 'tool_call_latency']);
    expect(rows.asserts.every((a) => a.status === 'pass')).toBe(true);
  });

  it('an unknown usage is an error row for each token scorer, never a 0 that passes a max', async () => {
    const trajectory = await trajectoryOf([{ answer: 'x' }]);
    expect(trajectory.usage).toBeNull();
    const rows = runRunScorers(
      scorersOf({ token_consumption: { max: 10 }, tokens_processed: {}, effective_billed_tokens: { max: 1e9 }, turn_count: {} }),
      noExpectation,
      trajectory,
    );
    const byType = Object.fromEntries(rows.asserts.map((a) => [a.type, a]));
    for (const name of ['token_consumption', 'tokens_processed', 'effective_billed_tokens']) {
      expect(byType[name]).toMatchObject({ status: 'error', score: null, pass: null });
      expect(byType[name]!.reason).toContain('token usage unknown');
      expect(rows.scores[name]).toBeNull();
    }
    expect(byType['turn_count']).toMatchObject({ status: 'pass', score: 1 });
  });

  it('a max fails the row above it and passes at it', () => {
    expect(figureAssert('agent_steps', { value: 4, detail: '' }, 3)).toMatchObject({ status: 'fail', pass: false, score: 4 });
    expect(figureAssert('agent_steps', { value: 3, detail: '' }, 3)).toMatchObject({ status: 'pass', pass: true });
    expect(figureAssert('agent_steps', { value: 99, detail: '' }, null)).toMatchObject({ status: 'pass', score: 99 });
  });

  it('runs only what the dataset enables', async () => {
    const trajectory = await trajectoryOf([{ answer: 'x' }]);
    expect(runRunScorers(scorersOf({ goal_completion: {} }), noExpectation, trajectory).asserts).toEqual([]);
    expect(runRunScorers(null, noExpectation, trajectory).asserts).toEqual([]);
  });
});

describe('trajectory_matcher warnings at load', () => {
  const datasetWith = (scorers: object, names: string[], cases: { data?: object; expected?: object }[]) => ({
    meta: { scorers: scorersOf(scorers) },
    tools: names.map((name) => ({ name })),
    cases: cases.map((c) => ({ data: (c.data ?? {}) as Record<string, unknown>, expected: (c.expected ?? {}) as Record<string, unknown> })),
  });

  it('warns when the filter would drop every name of the dataset, and when cases expect nothing', () => {
    const plain = datasetWith({ trajectory_matcher: {} }, ['search_docs', 'get_bucket'], [{ expected: { must_call: ['search_docs'] } }, {}]);
    const warnings = trajectoryMatcherWarnings(plain);
    expect(warnings.map((w) => w.field)).toEqual(['scorers.trajectory_matcher', 'scorers.trajectory_matcher']);
    expect(warnings[0]!.message).toContain("none of this dataset's are (search_docs, get_bucket)");
    expect(warnings[1]!.message).toBe(
      '1 of 2 cases declare no expected tool calls (expected_trajectory, expected.tool_sequence or expected.must_call): they are matched against an empty list',
    );
  });

  it('says nothing when a name is canonical, the filter is off, or the matcher is not enabled', () => {
    const expecting = [{ expected: { tool_sequence: ['search_docs'] } }];
    expect(trajectoryMatcherWarnings(datasetWith({ trajectory_matcher: {} }, ['db__list', 'Bash'], expecting))).toEqual([]);
    expect(trajectoryMatcherWarnings(datasetWith({ trajectory_matcher: { filter_native_tools: false } }, ['search_docs'], expecting))).toEqual([]);
    expect(trajectoryMatcherWarnings(datasetWith({ turn_count: {} }, ['search_docs'], [{}]))).toEqual([]);
  });
});

describe('dataset.json', () => {
  it('rejects an option a scorer does not have', () => {
    expect(() => scorersOf({ turn_count: { threshold: 0.5 } })).toThrow();
    expect(() => scorersOf({ trajectory_matcher: { max: 3 } })).toThrow();
    expect(() => scorersOf({ effective_billed_tokens: { output_weight: -1 } })).toThrow();
    expect(scorersOf({ effective_billed_tokens: { output_weight: 4, max: 1000 } })).toEqual({
      effective_billed_tokens: { output_weight: 4, max: 1000 },
    });
  });

  it('the run scorers need an agent dataset; max_scorer_totals names enabled figure scorers', () => {
    const qa = DatasetMetaSchema.parse({ type: 'qa', scorers: { turn_count: {} } });
    expect(scorerProblems(KINDS.qa, qa).map((p) => p.field)).toEqual(['scorers.turn_count']);
    const meta = DatasetMetaSchema.parse({
      type: 'agent',
      scorers: { agent_steps: {}, trajectory_matcher: {} },
      thresholds: { max_scorer_totals: { agent_steps: 10, tool_call_latency: 5, trajectory_matcher: 1 } },
    });
    const problems = scorerProblems(KINDS.agent, meta);
    expect(problems.map((p) => p.field)).toEqual([
      'thresholds.max_scorer_totals.tool_call_latency',
      'thresholds.max_scorer_totals.trajectory_matcher',
    ]);
    expect(problems[0]!.message).toContain('do not enable tool_call_latency');
  });
});

const resultWith = (rows: { type: string; score: number | null }[]): ModelResult => ({
  model: 'm',
  output: 'x',
  status: 'pass',
  score: 1,
  latency_ms: 1,
  usage: null,
  cost_usd: 0,
  asserts: rows.map((r) => ({
    type: r.type,
    status: r.score === null ? 'error' : 'pass',
    pass: r.score === null ? null : true,
    score: r.score,
    reason: '',
  })),
  error: null,
});
const caseWith = (id: string, ...results: ModelResult[]): CaseResult => ({ id, key: id, line: 1, tags: [], status: 'pass', score: 1, results });

describe('run totals', () => {
  const cases = [
    caseWith(
      'a',
      resultWith([
        { type: 'agent_steps', score: 2 },
        { type: 'token_consumption', score: 100 },
        { type: 'answer_score', score: 1 },
      ]),
    ),
    caseWith(
      'b',
      resultWith([
        { type: 'agent_steps', score: 5 },
        { type: 'token_consumption', score: null },
      ]),
    ),
  ];

  it('sum, mean and highest per scorer; one unknown figure makes the total unknown', () => {
    expect(summarize(cases).scorers).toEqual({
      agent_steps: { results: 2, unknown: 0, total: 7, mean: 3.5, max: 5 },
      token_consumption: { results: 2, unknown: 1, total: null, mean: 100, max: 100 },
    });
    expect(summarize([caseWith('c', resultWith([{ type: 'answer_score', score: 1 }]))]).scorers).toBeUndefined();
  });

  it('max_scorer_totals blocks a total above its limit and a total it cannot check', () => {
    const summary = summarize(cases);
    const gate = (limits: Record<string, number>) =>
      evaluateGate({ summary: { ...summary, passed: 2, pass_rate: 1 }, cases, thresholds: resolveThresholds({ max_scorer_totals: limits }) });
    expect(gate({ agent_steps: 7 }).passed).toBe(true);
    expect(gate({ agent_steps: 6 }).reasons).toEqual(['max_scorer_totals: agent_steps totalled 7 over 2 results, above the limit of 6.']);
    expect(gate({ token_consumption: 1e9 }).reasons[0]).toBe(
      "max_scorer_totals: the run's token_consumption total is unknown (1 of 2 results have no figure), so the limit of 1000000000 cannot be checked.",
    );
  });
});
