// Scoring one agent trajectory as the Python tool does: answer, tools,
// efficiency and (with a judge) reasoning, the composite, and pass/fail by
// the thresholds.
// Pure apart from the judge, which is passed in.
import { type AssertResult, type ModelResult, type ResolvedThresholds, toolCalls, type Trajectory } from '../../config/index.js';
import { DEFAULT_MAX_STEPS } from '../../agents/index.js';
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
  belowAssert,
  errorAssert,
  f2,
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
import type { ScorerRows } from '../evalbench/llm-scorers.js';
import type { BoundedMatchOptions } from '../sandbox/bounded-regex.js';
import type { Judge, LabelRequest, LabelScaleName } from '../judge/judge.js';
import { appendAll } from '../../base/index.js';

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
  /** The regex matches' time limit, and the run's interrupt (Ctrl-C), which stops a match in progress. */
  bounds?: BoundedMatchOptions;
}

/** The Python tool's names. null: not scored (reasoning without a judge) or the judge failed. */
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
  /** agent/scorer.py's failure_reasons, in its order and wording; the case passes when there are none. */
  failure_reasons: string[];
  /** Things to know that did not fail it (a judge fallback). */
  notes: string[];
  /** How the answer was matched, after any fallback; null when it was not matched. */
  answer_method: AnswerMatch | null;
  tool_checks: ToolCheck[];
  /** The judges' raw labels, by scale. */
  judge_labels: Partial<Record<LabelScaleName, JudgeLabel>>;
  asserts: AssertResult[];
}

/**
 * Scores one trajectory as agent/scorer.py score_trajectory does: every check
 * that fails adds a failure reason in its wording, and the case passes when
 * there are none. Thresholds compare with a plain `<`, as Python does.
 */
export async function scoreAgentCase(input: AgentScoreInput): Promise<AgentScoreResult> {
  const { testCase, trajectory, thresholds, judge } = input;
  const expected = testCase.expected;
  const requested: AnswerMatch = expected.answer_match ?? 'contains';
  const calls = toolCalls(trajectory);
  const checks = toolChecks(expected, calls);

  // The run stopped at the step budget without an answer: the Python runner
  // records that as Trajectory.error, and the scorer stops at "Agent error".
  if (trajectory.final_answer === null) {
    const reason = `Agent error: Reached max steps (${stepBudget(expected)}) without producing an answer`;
    return {
      scores: { answer_score: 0, tool_score: 0, efficiency_score: 1, reasoning_score: null, composite_score: 0 },
      status: 'fail',
      pass: false,
      reasons: [reason],
      failure_reasons: [reason],
      notes: [],
      answer_method: null,
      tool_checks: checks,
      judge_labels: {},
      asserts: [{ type: 'agent_error', status: 'fail', pass: false, score: 0, reason, metric: 'agent_error' }],
    };
  }
  const answer = trajectory.final_answer;
  const caseId = input.caseId !== undefined ? { caseId: input.caseId } : {};
  const expectedAnswer = expected.answer ?? null;

  const answerRequest: LabelRequest = {
    output: answer,
    input: testCase.input.task,
    ...(expectedAnswer !== null ? { reference: expectedAnswer } : {}),
    ...(expected.rubric ? { rubric: expected.rubric } : {}),
    ...caseId,
  };
  const reasoningRequest: LabelRequest = {
    output: answer,
    input: testCase.input.task,
    trajectory: describeTrajectory(trajectory),
    ...caseId,
  };
  const [answerJudged, reasoningJudged] = await Promise.all([
    judge && requested === 'llm_judge' && expectedAnswer !== null
      ? Promise.all(ANSWER_JUDGE_SCALES.map((s) => judgeLabel(judge, s, answerRequest)))
      : null,
    judge ? Promise.all(REASONING_JUDGE_SCALES.map((s) => judgeLabel(judge, s, reasoningRequest))) : null,
  ]);

  const notes: string[] = [];
  const answerPart = await answerDimension(requested, answer, expectedAnswer, answerJudged, judge !== null, thresholds, notes, input.bounds ?? {});
  const tool = toolScore(checks);
  const stepCount = trajectory.step_count;
  const efficiency = efficiencyScore(stepCount, expected.max_steps);
  const reasoning = reasoningDimension(reasoningJudged, thresholds);

  const toolFailures = checks.filter((c) => !c.passed).map((c) => c.detail);
  const asserts: AssertResult[] = [
    ...answerPart.asserts,
    // agent/scorer.py never compares tool_score with min_tool_score: each failed check fails the case.
    {
      type: 'tool_score',
      status: toolFailures.length > 0 ? 'fail' : 'pass',
      pass: toolFailures.length === 0,
      score: tool,
      reason: toolFailures.length > 0 ? toolFailures.join('; ') : describeChecks(checks),
      metric: 'tool_score',
    },
  ];
  if (expected.max_steps !== null && expected.max_steps !== undefined) {
    asserts.push(limitAssert('max_steps', stepCount, expected.max_steps, `Step count ${stepCount} exceeds max ${expected.max_steps}`, 'steps'));
  }
  const maxToolCalls = expected.max_tool_calls ?? thresholds.max_tool_calls;
  const toolCallCount = trajectory.tool_call_count;
  if (maxToolCalls !== null) {
    asserts.push(
      limitAssert('max_tool_calls', toolCallCount, maxToolCalls, `Tool call count ${toolCallCount} exceeds max ${maxToolCalls}`, 'tool calls'),
    );
  }
  const minEfficiency = thresholds.min_efficiency_score;
  const efficiencyFails = minEfficiency !== null && efficiency < minEfficiency;
  asserts.push({
    type: 'efficiency_score',
    status: efficiencyFails ? 'fail' : 'pass',
    pass: !efficiencyFails,
    score: efficiency,
    reason: efficiencyFails
      ? `Efficiency score ${f2(efficiency)} below threshold ${f2(minEfficiency)}`
      : expected.max_steps
        ? `${stepCount} steps of max_steps ${expected.max_steps}.`
        : 'No max_steps in the case.',
    metric: 'efficiency_score',
  });
  appendAll(asserts, reasoning.asserts);

  const scores: AgentScores = {
    answer_score: answerPart.score,
    tool_score: tool,
    efficiency_score: efficiency,
    reasoning_score: reasoning.score,
    composite_score: null,
  };
  if (expected.tool_sequence) {
    const enforceOrder = expected.enforce_order ?? false;
    const actual = calls.map((c) => c.name);
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
  if (status !== 'error' && scores.answer_score !== null) {
    // Reasoning enters the composite only when min_reasoning_score is set: without it the Python tool does not judge reasoning.
    scores.composite_score = compositeScore(
      {
        answer: scores.answer_score,
        tool: scores.tool_score,
        efficiency: scores.efficiency_score,
        reasoning: thresholds.min_reasoning_score !== null ? scores.reasoning_score : null,
      },
      thresholds,
    );
  }
  const failing = asserts.filter((a) => a.weight !== 0 && (a.status === 'fail' || a.status === 'error'));
  const failureReasons = [
    ...answerPart.failures,
    ...toolFailures,
    ...failing.filter((a) => a.type === 'max_steps' || a.type === 'max_tool_calls' || a.type === 'efficiency_score').map((a) => a.reason),
    ...reasoning.failures,
  ];
  return {
    scores,
    status,
    pass: status === 'pass',
    reasons: status === 'error' ? failing.filter((a) => a.status === 'error').map((a) => a.reason) : failureReasons,
    failure_reasons: failureReasons,
    notes,
    answer_method: answerPart.method,
    tool_checks: checks,
    judge_labels: labelsOf([...(answerJudged ?? []), ...(reasoningJudged ?? [])]),
    asserts,
  };
}

/** The step budget the runner used: the case's max_steps, else the default. */
function stepBudget(expected: AgentCase['expected']): number {
  // As agentTask: a max_steps of 0 (or none) runs with the default budget.
  return expected.max_steps ? expected.max_steps : DEFAULT_MAX_STEPS;
}

interface DimensionPart {
  score: number | null;
  asserts: AssertResult[];
  /** Its failure reasons in the Python tool's wording. */
  failures: string[];
}

async function answerDimension(
  requested: AnswerMatch,
  answer: string,
  expectedAnswer: string | null,
  judged: Judged[] | null,
  haveJudge: boolean,
  thresholds: ResolvedThresholds,
  notes: string[],
  bounds: BoundedMatchOptions,
): Promise<DimensionPart & { method: AnswerMatch | null }> {
  const min = thresholds.min_answer_score;
  const scored = (score: number, method: AnswerMatch | null, answerReason: string, detail: string, extra: AssertResult[] = []) => {
    const failure = `Answer score ${f2(score)} below threshold ${f2(min)}${answerReason ? `: ${answerReason}` : ''}`;
    const head = belowAssert('answer_score', score, min, failure, detail);
    return {
      score,
      method,
      asserts: [head, ...extra.map((a) => ({ ...a, status: head.status, pass: head.pass }))],
      failures: head.status === 'fail' ? [failure] : [],
    };
  };
  // agent/scorer.py: no expected answer is full marks, whatever answer_match says.
  if (expectedAnswer === null) return scored(1, null, '', 'The case has no expected.answer: full marks, as the Python tool gives.');
  if (judged) {
    const score = meanOfVerdicts(judged);
    if (score === null) {
      return {
        score: null,
        method: 'llm_judge',
        asserts: [
          errorAssert('answer_score', judgeFailures(judged).join('; ')),
          ...judged.map((j) => verdictAssert(`answer_score/${j.scale}`, j, 'error')),
        ],
        failures: [],
      };
    }
    const labels = judged.map((j) => (j.ok ? `${j.scale} "${j.verdict.label}"` : j.scale)).join(', ');
    return scored(
      score,
      'llm_judge',
      `llm_judge: ${labels}`,
      'llm_judge: mean of correctness, completeness and helpfulness.',
      judged.map((j) => verdictAssert(`answer_score/${j.scale}`, j, 'pass')),
    );
  }
  let method = requested;
  let fallback = '';
  if (requested === 'llm_judge' && !haveJudge) {
    method = 'contains';
    // agent/scorer.py's answer_reason for this fallback.
    fallback = 'llm_judge requested but no --judge-model configured; fell back to contains match';
    notes.push(`answer_match llm_judge needs a judge (${NO_JUDGE_REASON}); fell back to contains.`);
  }
  const textMethod = method as Exclude<AnswerMatch, 'llm_judge'>;
  try {
    const matched = await answerMatches(textMethod, answer, expectedAnswer, bounds);
    const detail = `${textMethod}: the final answer ${matched ? 'matches' : 'does not match'} ${JSON.stringify(expectedAnswer)}.`;
    return scored(matched ? 1 : 0, textMethod, fallback, fallback ? `${fallback}. ${detail}` : detail);
  } catch (error) {
    if (!(error instanceof AgentScoringError)) throw error;
    return { score: null, method: textMethod, asserts: [errorAssert('answer_score', error.message)], failures: [] };
  }
}

function reasoningDimension(judged: Judged[] | null, thresholds: ResolvedThresholds): DimensionPart {
  const min = thresholds.min_reasoning_score;
  if (!judged) {
    const unapplied = min !== null ? ' min_reasoning_score is not applied.' : '';
    return { score: null, asserts: [skippedAssert('reasoning_score', `${NO_JUDGE_REASON}.${unapplied}`)], failures: [] };
  }
  const score = meanOfVerdicts(judged);
  if (score === null) {
    return {
      score,
      asserts: [
        errorAssert('reasoning_score', judgeFailures(judged).join('; ')),
        ...judged.map((j) => verdictAssert(`reasoning_score/${j.scale}`, j, 'error')),
      ],
      failures: [],
    };
  }
  const why = judged.map((j) => (j.ok ? `${j.scale} "${j.verdict.label}"` : j.scale)).join(', ');
  const failure = `Reasoning score ${f2(score)} below threshold ${min !== null ? f2(min) : ''}: ${why}`;
  const detail =
    min === null
      ? 'Mean of faithfulness and logical coherence; informational (min_reasoning_score is null).'
      : 'Mean of faithfulness and logical coherence.';
  const head = belowAssert('reasoning_score', score, min, failure, detail);
  return {
    score,
    asserts: [head, ...judged.map((j) => verdictAssert(`reasoning_score/${j.scale}`, j, head.status))],
    failures: head.status === 'fail' ? [failure] : [],
  };
}

function limitAssert(type: string, count: number, limit: number, failure: string, unit: string): AssertResult {
  const pass = count <= limit;
  return {
    type,
    status: pass ? 'pass' : 'fail',
    pass,
    score: pass ? 1 : 0,
    reason: pass ? `${count} ${unit}, within ${type} ${limit}.` : failure,
    metric: type,
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

/**
 * The rows of EvalBench's scorers joined to the agent's own verdict, as the
 * case's assertions join it: the worse status decides (error, then fail), the
 * Python tool's failure_reasons stay its own, and an error leaves no composite.
 */
export function withScorerRows(result: AgentScoreResult, rows: ScorerRows): AgentScoreResult {
  if (rows.asserts.length === 0) return result;
  const status = statusOf([...result.asserts, ...rows.asserts]);
  const errors = rows.asserts.filter((a) => a.status === 'error').map((a) => `${a.type}: ${a.reason}`);
  const failures = rows.asserts.filter((a) => a.status === 'fail').map((a) => `${a.type}: ${a.reason}`);
  const scores: AgentScores = { ...result.scores, ...rows.scores, ...(status === 'error' ? { composite_score: null } : {}) };
  return {
    ...result,
    status,
    pass: status === 'pass',
    scores,
    asserts: [...result.asserts, ...rows.asserts],
    reasons: status === 'error' ? [...(result.status === 'error' ? result.reasons : []), ...errors] : [...result.reasons, ...failures],
  };
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
  const figures = {
    step_count: trajectory.step_count,
    turn_count: trajectory.turn_count,
    tool_call_count: trajectory.tool_call_count,
    tool_latency_ms: trajectory.tool_latency_ms,
  };
  // The tool calls are kept so that the report can show which calls differ from the baseline's.
  const record = (steps: Trajectory['steps']) => toolCalls({ steps }).map((c) => ({ name: c.name, arguments: c.arguments }));
  const { conversation } = trajectory;
  return scoredModelResult(model, call, result, figures, {
    tool_calls: record(trajectory.steps),
    // A conversation's turns, each with its own calls: the report shows them beside the baseline's.
    ...(conversation
      ? {
          conversation: {
            turns: conversation.turns.map((t) => ({
              user: t.user,
              reply: t.reply,
              tool_calls: record(trajectory.steps.slice(t.first_step, t.end_step)),
            })),
            ended: conversation.ended,
          },
        }
      : {}),
  });
}
