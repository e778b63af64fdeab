// EvalBench's deterministic agent/run scorers, enabled by name in dataset.json's
// `scorers`: trajectory_matcher (0-1) and the run's figures (turns, steps,
// milliseconds, tokens), each a small pure function of the trajectory,
// registered by name. A figure the trajectory does not know (an exec: agent
// that reports no usage) is an error row saying so, never a 0 that passes.
// EvalBench: evalbench/scorers/trajectorymatcher.py (with
// generators/models/tool_naming.py looks_like_canonical_mcp_name),
// turncount.py, endtoendlatency.py, toolcalllatency.py, tokenconsumption.py,
// tokensprocessed.py, effectivebilledtokens.py.
import { type AssertResult, RUN_SCORERS, type RunScorerName, type Scorers, type Usage, toolCalls, type Trajectory } from '../../config/index.js';
import { trajectoryMatchScore } from '../python-tool/agent-formulas.js';
import { thresholdAssert } from '../python-tool/dimensions.js';
import type { ScorerRows } from './llm-scorers.js';
import { skillsTrajectoryRow } from './skills-trajectory.js';

/** What the run scorers read of a case: where its expected tool calls come from. */
export interface ExpectedCalls {
  /** EvalBench's scenario field, when the case gives it. */
  expected_trajectory?: readonly string[] | null | undefined;
  /** EvalBench's scenario field, for skills_trajectory. */
  expected_skills?: readonly string[] | null | undefined;
  expected: { tool_sequence?: readonly string[] | null | undefined; must_call?: readonly string[] | null | undefined };
}

export type RunView = Pick<Trajectory, 'steps' | 'usage' | 'latency_ms' | 'turn_count' | 'tool_call_count' | 'tool_latency_ms' | 'skills'>;

/** A scorer's figure, or why the run does not tell it. */
export type Figure = { value: number; detail: string } | { unknown: string };

type Options = Record<string, unknown>;

/** EvalBench's default price weights (Anthropic Opus ratios, fresh input = 1). */
export const BILLED_WEIGHTS = { input_weight: 1.0, cached_weight: 0.1, cache_write_weight: 1.25, output_weight: 5.0 } as const;

/** `<server>__<tool>`: a first `__` with something on both sides (EvalBench's looks_like_canonical_mcp_name). */
export function isCanonicalToolName(name: string): boolean {
  const at = name.indexOf('__');
  return at > 0 && at + 2 < name.length;
}

/** The expected tool names and the field they came from: expected_trajectory, else expected.tool_sequence, else expected.must_call. */
export function expectedTrajectory(testCase: ExpectedCalls): { names: readonly string[]; from: string | null } {
  if (testCase.expected_trajectory) return { names: testCase.expected_trajectory, from: 'expected_trajectory' };
  if (testCase.expected.tool_sequence) return { names: testCase.expected.tool_sequence, from: 'expected.tool_sequence' };
  if (testCase.expected.must_call) return { names: testCase.expected.must_call, from: 'expected.must_call' };
  return { names: [], from: null };
}

/** trajectory_matcher on the 0-1 scale, with EvalBench's filter of native tool names and its explanation. */
export function trajectoryMatch(
  expectedNames: readonly string[],
  actualNames: readonly string[],
  options: { enforce_order?: boolean | undefined; filter_native_tools?: boolean | undefined },
): { score: number; detail: string } {
  const enforceOrder = options.enforce_order ?? false;
  let expected = [...expectedNames];
  let actual = [...actualNames];
  let note = '';
  if (options.filter_native_tools ?? true) {
    const keptExpected = expected.filter(isCanonicalToolName);
    const keptActual = actual.filter(isCanonicalToolName);
    const droppedExpected = expected.length - keptExpected.length;
    const droppedCalled = actual.length - keptActual.length;
    if (droppedExpected > 0 || droppedCalled > 0) {
      note = ` filter_native_tools dropped ${droppedExpected} expected and ${droppedCalled} called name(s) not of the form <server>__<tool>.`;
    }
    expected = keptExpected;
    actual = keptActual;
  }
  const score = trajectoryMatchScore(expected, actual, enforceOrder);
  const method = expected.length === 0 && actual.length === 0 ? 'Both lists empty' : enforceOrder ? 'Levenshtein alignment' : 'Jaccard similarity';
  return { score, detail: `${method}: expected ${JSON.stringify(expected)}, called ${JSON.stringify(actual)}.${note}` };
}

const NO_USAGE =
  'token usage unknown: the agent reported none (an exec: agent reports it in its final message; a built-in run, when every model call reports it)';

function withUsage(usage: Usage | null, figure: (u: Usage, cacheRead: number, cacheWrite: number) => Figure): Figure {
  if (usage === null) return { unknown: NO_USAGE };
  // A usage without cache counts had no cache traffic (EvalBench reads a missing count as 0 too).
  return figure(usage, usage.cached_input_tokens ?? 0, usage.cache_write_input_tokens ?? 0);
}

const num = (options: Options, key: keyof typeof BILLED_WEIGHTS) => (typeof options[key] === 'number' ? options[key] : BILLED_WEIGHTS[key]);
const ms = (x: number) => `${Math.round(x)} ms`;

/** The figure scorers, by EvalBench's name. */
export const FIGURES: Record<Exclude<RunScorerName, 'trajectory_matcher' | 'skills_trajectory'>, (run: RunView, options: Options) => Figure> = {
  turn_count: (run) => ({ value: run.turn_count, detail: `${run.turn_count} user-agent turn(s).` }),
  agent_steps: (run) => ({ value: run.tool_call_count, detail: `${run.tool_call_count} tool-call round trip(s).` }),
  end_to_end_latency: (run) => ({ value: run.latency_ms, detail: `${ms(run.latency_ms)} from start to answer, tool calls included.` }),
  tool_call_latency: (run) => ({ value: run.tool_latency_ms, detail: `${ms(run.tool_latency_ms)} in tool calls.` }),
  token_consumption: (run) =>
    withUsage(run.usage, (u) => ({
      value: u.input_tokens + u.output_tokens,
      detail: `${u.input_tokens} fresh input + ${u.output_tokens} output tokens.`,
    })),
  tokens_processed: (run) =>
    withUsage(run.usage, (u, read, write) => ({
      value: u.input_tokens + u.output_tokens + read + write,
      detail: `${u.input_tokens} fresh input + ${u.output_tokens} output + ${read} cache-read + ${write} cache-write tokens.`,
    })),
  effective_billed_tokens: (run, options) =>
    withUsage(run.usage, (u, read, write) => {
      const w = {
        input: num(options, 'input_weight'),
        cached: num(options, 'cached_weight'),
        write: num(options, 'cache_write_weight'),
        output: num(options, 'output_weight'),
      };
      return {
        value: u.input_tokens * w.input + read * w.cached + write * w.write + u.output_tokens * w.output,
        detail: `${u.input_tokens} x ${w.input} input + ${read} x ${w.cached} cache-read + ${write} x ${w.write} cache-write + ${u.output_tokens} x ${w.output} output.`,
      };
    }),
};

// Sums of floats (weighted tokens) must not exceed a ceiling they equal on paper.
const EPSILON = 1e-9;

/** A figure's row: its value as the score, failing above the scorer's `max` when one is set. */
export function figureAssert(type: string, figure: Figure, max: number | null): AssertResult {
  if ('unknown' in figure) return { type, status: 'error', pass: null, score: null, reason: `${figure.unknown}.` };
  const { value, detail } = figure;
  if (max === null) return { type, status: 'pass', pass: true, score: value, reason: `${type} ${value} (no max set). ${detail}` };
  const pass = value <= max + EPSILON;
  return {
    type,
    status: pass ? 'pass' : 'fail',
    pass,
    score: value,
    reason: `${type} ${value} ${pass ? 'is within' : 'is above'} the max ${max}. ${detail}`,
  };
}

/** The run scorers the dataset enables, on one agent run, in EvalBench's order. */
export function runRunScorers(scorers: Scorers | null | undefined, testCase: ExpectedCalls, run: RunView): ScorerRows {
  const asserts: AssertResult[] = [];
  const scores: Record<string, number | null> = {};
  for (const name of RUN_SCORERS) {
    if (!scorers || !Object.hasOwn(scorers, name)) continue;
    const options = (scorers[name] ?? {}) as Options;
    let row: AssertResult;
    if (name === 'trajectory_matcher') {
      const { names, from } = expectedTrajectory(testCase);
      const called = toolCalls(run).map((c) => c.name);
      const { score, detail } = trajectoryMatch(names, called, options);
      const source = from ? `(expected from ${from}) ` : '(the case declares no expected tool calls: scored against none) ';
      row = thresholdAssert(name, score, (options['threshold'] as number | null | undefined) ?? null, `${source}${detail}`);
    } else if (name === 'skills_trajectory') {
      row = skillsTrajectoryRow(
        testCase.expected_skills,
        (run.skills ?? []).map((s) => s.name),
        options,
      );
    } else {
      row = figureAssert(name, FIGURES[name](run, options), (options['max'] as number | null | undefined) ?? null);
    }
    asserts.push(row);
    scores[name] = row.status === 'error' ? null : row.score;
  }
  return { asserts, scores };
}

/** What the dataset reads for trajectory_matcher: its tool catalog and its cases' expectations. */
export interface MatcherDataset {
  meta: { scorers?: Scorers | null | undefined };
  tools: readonly { name: string }[] | null;
  cases: readonly { data: Record<string, unknown>; expected: Record<string, unknown> }[];
}

/**
 * Where trajectory_matcher would score nothing: every tool name of the
 * dataset dropped by filter_native_tools (so every case scores 1), or cases
 * with no expected tool calls. Said at load as warnings (dataset.json's field).
 */
export function trajectoryMatcherWarnings(dataset: MatcherDataset): { field: string; message: string; warning: true }[] {
  const scorers = dataset.meta.scorers;
  if (!scorers || !Object.hasOwn(scorers, 'trajectory_matcher')) return [];
  const options = scorers.trajectory_matcher ?? {};
  const expectations = dataset.cases.map((c) =>
    expectedTrajectory({
      expected_trajectory: c.data['expected_trajectory'] as string[] | null | undefined,
      expected: c.expected,
    }),
  );
  const warnings: { field: string; message: string; warning: true }[] = [];
  const names = [...new Set([...(dataset.tools ?? []).map((t) => t.name), ...expectations.flatMap((e) => e.names)])];
  if ((options.filter_native_tools ?? true) && names.length > 0 && !names.some(isCanonicalToolName)) {
    const shown = names.slice(0, 5).join(', ') + (names.length > 5 ? ', ...' : '');
    warnings.push({
      field: 'scorers.trajectory_matcher',
      message: `filter_native_tools (on unless set false) drops tool names not of the form <server>__<tool>, and none of this dataset's are (${shown}): every case would score 1; set "filter_native_tools": false to score them`,
      warning: true,
    });
  }
  const none = expectations.filter((e) => e.from === null).length;
  if (none > 0) {
    warnings.push({
      field: 'scorers.trajectory_matcher',
      message: `${none} of ${dataset.cases.length} cases declare no expected tool calls (expected_trajectory, expected.tool_sequence or expected.must_call): they are matched against an empty list`,
      warning: true,
    });
  }
  return warnings;
}
