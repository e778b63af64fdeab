// Scoring one agent trajectory as the Python tool does: answer, tools,
// efficiency and (with a judge) reasoning, the composite, and pass/fail by
// the thresholds.
// Pure apart from the judge, which is passed in.
import type { AssertResult, ModelResult } from '../config/results.js';
import type { ResolvedThresholds } from '../config/thresholds.js';
import { toolCalls, type Trajectory } from '../run/agent/trajectory.js';
import {
  AgentScoringError,
  answerMatches,
  compositeScore,
  efficiencyScore,
  toolChecks,
  toolScore,
  trajectoryMatchScore,
  type AgentCase,
  type AnswerMatch,
  type ToolCheck,
} from './agent-formulas.js';
import {
  errorAssert,
  judgeFailures,
  judgeLabel,
  labelsOf,
  meanOfVerdicts,
  NO_JUDGE_REASON,
  scoredModelResult,
  skippedAssert,
  statusOf,
  thresholdAssert,
  verdictAssert,
  type Judged,
  type JudgeLabel,
} from './dimensions.js';
import type { Judge, LabelRequest, LabelScaleName } from './judge.js';

export type { JudgeLabel } from './dimensions.js';

export const ANSWER_JUDGE_SCALES = ['correctness', 'completeness', 'helpfulness'] as const satisfies LabelScaleName[];
export const REASONING_JUDGE_SCALES = ['faithfulness', 'logical_coherence'] as const satisfies LabelScaleName[];

// Tool results can be long; the judge needs their gist, not megabytes.
const JUDGE_RESULT_CHARS = 2000;

export interface AgentScoreInput {
  testCase: AgentCase;
  trajectory: Trajectory;
  thresholds: ResolvedThresholds;
  judge: Judge | null;
  /** Passed on to the judge provider. */
  caseId?: string;
  /** The run's interrupt (Ctrl-C): stops a regex match in progress. */
  signal?: AbortSignal;
}

/** The Python tool's names. null: not scored (no judge, no expected answer) or the judge failed. */
export interface AgentScores {
  answer_score: number | null;
  tool_score: number;
  efficiency_score: number;
  reasoning_score: number | null;
  /** null when the case is `error`. */
  composite_score: number | null;
  /** Only when the case gives expected.tool_sequence. */
  trajectory_match_score?: number;
}

export interface AgentScoreResult {
  scores: AgentScores;
  status: 'pass' | 'fail' | 'error';
  pass: boolean;
  /** Why the case failed or errored, one sentence per failing check. */
  reasons: string[];
  /** Things to know that did not fail it (a judge fallback). */
  notes: string[];
  /** How the answer was matched, after any fallback; null when it was not matched. */
  answer_method: AnswerMatch | null;
  tool_checks: ToolCheck[];
  /** The judges' raw labels, by scale. */
  judge_labels: Partial<Record<LabelScaleName, JudgeLabel>>;
  asserts: AssertResult[];
}

export async function scoreAgentCase(input: AgentScoreInput): Promise<AgentScoreResult> {
  const { testCase, trajectory, thresholds, judge } = input;
  const expected = testCase.expected;
  const requested: AnswerMatch = expected.answer_match ?? 'contains';
  const answer = trajectory.final_answer;
  const caseId = input.caseId !== undefined ? { caseId: input.caseId } : {};

  const answerRequest: LabelRequest = {
    output: answer ?? '',
    input: testCase.input.task,
    ...(expected.answer ? { reference: expected.answer } : {}),
    ...(expected.rubric ? { rubric: expected.rubric } : {}),
    ...caseId,
  };
  const reasoningRequest: LabelRequest = {
    output: answer ?? '(no final answer)',
    input: testCase.input.task,
    trajectory: describeTrajectory(trajectory),
    ...caseId,
  };
  const [answerJudged, reasoningJudged] = await Promise.all([
    judge && requested === 'llm_judge' && answer !== null ? Promise.all(ANSWER_JUDGE_SCALES.map((s) => judgeLabel(judge, s, answerRequest))) : null,
    judge ? Promise.all(REASONING_JUDGE_SCALES.map((s) => judgeLabel(judge, s, reasoningRequest))) : null,
  ]);

  const notes: string[] = [];
  const answerPart = await answerDimension(requested, answer, expected.answer, answerJudged, judge !== null, thresholds, notes, input.signal);
  const checks = toolChecks(expected, toolCalls(trajectory));
  const tool = toolScore(checks);
  const efficiency = efficiencyScore(trajectory.step_count, expected.max_steps);
  const reasoning = reasoningDimension(reasoningJudged, thresholds);

  const asserts: AssertResult[] = [
    ...answerPart.asserts,
    thresholdAssert('tool_score', tool, thresholds.min_tool_score, describeChecks(checks)),
    thresholdAssert(
      'efficiency_score',
      efficiency,
      thresholds.min_efficiency_score,
      expected.max_steps ? `${trajectory.step_count} steps of max_steps ${expected.max_steps}.` : 'No max_steps in the case.',
    ),
    ...reasoning.asserts,
  ];
  const maxToolCalls = expected.max_tool_calls ?? thresholds.max_tool_calls;
  if (maxToolCalls !== null) asserts.push(toolCallLimitAssert(trajectory.tool_call_count, maxToolCalls));

  const scores: AgentScores = {
    answer_score: answerPart.score,
    tool_score: tool,
    efficiency_score: efficiency,
    reasoning_score: reasoning.score,
    composite_score: null,
  };
  if (expected.tool_sequence) {
    const enforceOrder = expected.enforce_order ?? false;
    const actual = toolCalls(trajectory).map((c) => c.name);
    scores.trajectory_match_score = trajectoryMatchScore(expected.tool_sequence, actual, enforceOrder);
    asserts.push(
      thresholdAssert(
        'trajectory_match_score',
        scores.trajectory_match_score,
        null,
        `${enforceOrder ? 'Levenshtein over the sequence' : 'Jaccard of the tool sets'}: expected ${JSON.stringify(expected.tool_sequence)}, called ${JSON.stringify(actual)}.`,
      ),
    );
  }

  const status = statusOf(asserts);
  if (status !== 'error') {
    scores.composite_score = compositeScore({
      answer: scores.answer_score,
      tool: scores.tool_score,
      efficiency: scores.efficiency_score,
      reasoning: scores.reasoning_score,
    });
  }
  return {
    scores,
    status,
    pass: status === 'pass',
    reasons: asserts.filter((a) => a.weight !== 0 && (a.status === 'fail' || a.status === 'error')).map((a) => a.reason),
    notes,
    answer_method: answerPart.method,
    tool_checks: checks,
    judge_labels: labelsOf([...(answerJudged ?? []), ...(reasoningJudged ?? [])]),
    asserts,
  };
}

interface DimensionPart {
  score: number | null;
  asserts: AssertResult[];
}

async function answerDimension(
  requested: AnswerMatch,
  answer: string | null,
  expectedAnswer: string | null | undefined,
  judged: Judged[] | null,
  haveJudge: boolean,
  thresholds: ResolvedThresholds,
  notes: string[],
  signal: AbortSignal | undefined,
): Promise<DimensionPart & { method: AnswerMatch | null }> {
  const min = thresholds.min_answer_score;
  if (answer === null) {
    return {
      score: 0,
      method: null,
      asserts: [thresholdAssert('answer_score', 0, min, 'No final answer: the agent stopped at max_steps.')],
    };
  }
  if (judged) {
    const score = meanOfVerdicts(judged);
    const head =
      score === null
        ? errorAssert('answer_score', judgeFailures(judged).join('; '))
        : thresholdAssert('answer_score', score, min, 'llm_judge: mean of correctness, completeness and helpfulness.');
    return { score, method: 'llm_judge', asserts: [head, ...judged.map((j) => verdictAssert(`answer_score/${j.scale}`, j, head.status))] };
  }
  let method = requested;
  let fallback = '';
  if (requested === 'llm_judge' && !haveJudge) {
    method = 'contains';
    fallback = `answer_match llm_judge needs a judge (${NO_JUDGE_REASON}); fell back to contains.`;
    notes.push(fallback);
  }
  if (expectedAnswer === null || expectedAnswer === undefined || expectedAnswer === '') {
    return { score: null, method: null, asserts: [skippedAssert('answer_score', 'The case has no expected.answer; the answer is not scored.')] };
  }
  const textMethod = method as Exclude<AnswerMatch, 'llm_judge'>;
  try {
    const matched = await answerMatches(textMethod, answer, expectedAnswer, signal);
    const detail = `${textMethod}: the final answer ${matched ? 'matches' : 'does not match'} ${JSON.stringify(expectedAnswer)}.`;
    return {
      score: matched ? 1 : 0,
      method: textMethod,
      asserts: [thresholdAssert('answer_score', matched ? 1 : 0, min, `${fallback} ${detail}`.trim())],
    };
  } catch (error) {
    if (!(error instanceof AgentScoringError)) throw error;
    return { score: null, method: textMethod, asserts: [errorAssert('answer_score', error.message)] };
  }
}

function reasoningDimension(judged: Judged[] | null, thresholds: ResolvedThresholds): DimensionPart {
  if (!judged) {
    const unapplied = thresholds.min_reasoning_score !== null ? ' min_reasoning_score is not applied.' : '';
    return { score: null, asserts: [skippedAssert('reasoning_score', `${NO_JUDGE_REASON}.${unapplied}`)] };
  }
  const score = meanOfVerdicts(judged);
  const head =
    score === null
      ? errorAssert('reasoning_score', judgeFailures(judged).join('; '))
      : thresholdAssert('reasoning_score', score, thresholds.min_reasoning_score, 'Mean of faithfulness and logical coherence.');
  return { score, asserts: [head, ...judged.map((j) => verdictAssert(`reasoning_score/${j.scale}`, j, head.status))] };
}

function toolCallLimitAssert(count: number, limit: number): AssertResult {
  const pass = count <= limit;
  return {
    type: 'max_tool_calls',
    status: pass ? 'pass' : 'fail',
    pass,
    score: pass ? 1 : 0,
    reason: `${count} tool call${count === 1 ? '' : 's'}, ${pass ? 'within' : 'over'} max_tool_calls ${limit}.`,
    metric: 'max_tool_calls',
  };
}

function describeChecks(checks: readonly ToolCheck[]): string {
  if (checks.length === 0) return 'No tool checks in the case.';
  const failed = checks.filter((c) => !c.passed);
  const summary = `${checks.length - failed.length} of ${checks.length} tool checks passed.`;
  return failed.length === 0 ? summary : `${summary} Failed: ${failed.map((c) => `${c.kind}: ${c.detail}`).join('; ')}.`;
}

/** The trajectory as plain text for the reasoning judges. */
export function describeTrajectory(trajectory: Trajectory): string {
  const lines = trajectory.steps.map((step, i) => {
    const n = `${i + 1}.`;
    if (step.type === 'thought') return `${n} thought: ${step.text}`;
    if (step.type === 'answer') return `${n} final answer: ${step.text}`;
    const outcome = step.error !== undefined ? `error: ${step.error}` : `result: ${clip(JSON.stringify(step.result ?? null))}`;
    return `${n} tool call ${step.name}(${clip(JSON.stringify(step.arguments))}) -> ${outcome}`;
  });
  return lines.length > 0 ? lines.join('\n') : '(no steps)';
}

function clip(text: string): string {
  return text.length > JUDGE_RESULT_CHARS ? `${text.slice(0, JUDGE_RESULT_CHARS)}… (${text.length} chars)` : text;
}

/** The case's row for one model: the final answer as output, the trajectory's counts beside the scores. */
export function agentModelResult(model: string, trajectory: Trajectory, result: AgentScoreResult): ModelResult {
  const call = {
    output: trajectory.final_answer,
    latency_ms: trajectory.latency_ms,
    usage: trajectory.usage,
    cost_usd: trajectory.cost_usd,
    stop_reason: trajectory.stop_reason,
  };
  return scoredModelResult(model, call, result, {
    step_count: trajectory.step_count,
    turn_count: trajectory.turn_count,
    tool_call_count: trajectory.tool_call_count,
    tool_latency_ms: trajectory.tool_latency_ms,
  });
}
