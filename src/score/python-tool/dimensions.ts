// Pieces shared by the agent and RAG scorers: threshold checks, judge calls
// that turn failures into recorded errors, and judge verdicts as asserts.
import { type AssertResult, type ModelResult, modelResult, type CallFields, type ResultExtras } from '../../config/index.js';
import type { Judge, LabelRequest, LabelScaleName, LabelVerdict } from '../judge/judge.js';
import { JudgeError } from '../judge/judge.js';
import { pyFixed } from './python-values.js';

/** Stored in results and shown by both front ends: names the action input and the CLI flag. */
export const NO_JUDGE_REASON = 'no judge model configured (the judge-model input, --judge-model in the CLI)';

// Scores are means of fractions such as 0.75; keep 0.8 - 1e-17 from failing a 0.8 threshold.
const SCORE_EPSILON = 1e-9;

export function meetsMin(score: number, min: number): boolean {
  return score >= min - SCORE_EPSILON;
}

export function formatScore(score: number | null): string {
  return score === null ? 'n/a' : score.toFixed(2);
}

/** Case-insensitive substring test (the Python tool's contains check). */
export function containsText(text: string, expected: string): boolean {
  return text.toLowerCase().includes(expected.toLowerCase());
}

export function mean(values: readonly number[]): number {
  return values.reduce((a, b) => a + b, 0) / values.length;
}

/** A judge's raw label as the results keep it. */
export interface JudgeLabel {
  label: string;
  rank: number;
  labels: number;
  score: number;
}

/** A judge call's outcome: the verdict, or why there is none (raw reply kept when there was one). */
export type Judged = { ok: true; scale: LabelScaleName; verdict: LabelVerdict } | { ok: false; scale: LabelScaleName; message: string; raw?: string };

/** Asks for one label; a bad reply or a failed call becomes a recorded error, never a pass. */
export async function judgeLabel(judge: Judge, scale: LabelScaleName, request: LabelRequest): Promise<Judged> {
  try {
    return { ok: true, scale, verdict: await judge.label(scale, request) };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return error instanceof JudgeError
      ? { ok: false, scale, message, raw: error.raw }
      : { ok: false, scale, message: `judge call failed: ${message}` };
  }
}

/** The mean of the verdicts' scores, or null when any judge call failed. */
export function meanOfVerdicts(judged: readonly Judged[]): number | null {
  const scores: number[] = [];
  for (const j of judged) {
    if (!j.ok) return null;
    scores.push(j.verdict.score);
  }
  return mean(scores);
}

export function judgeFailures(judged: readonly Judged[]): string[] {
  return judged.filter((j) => !j.ok).map((j) => `${j.scale} judge: ${j.message}`);
}

/**
 * One judge verdict as an assert row, so its raw label reaches the results.
 * It carries weight 0 and the status of the dimension it feeds: the dimension
 * row decides, this one explains.
 */
export function verdictAssert(type: string, judged: Judged, dimensionStatus: AssertResult['status']): AssertResult {
  if (!judged.ok) {
    return {
      type,
      status: 'error',
      pass: null,
      score: null,
      reason: judged.message,
      weight: 0,
      metric: judged.scale,
      ...(judged.raw !== undefined ? { judge: { raw: judged.raw } } : {}),
    };
  }
  const v = judged.verdict;
  return {
    type,
    status: dimensionStatus,
    pass: dimensionStatus === 'pass' ? true : dimensionStatus === 'fail' ? false : null,
    score: v.score,
    reason: `${v.scale}: "${v.label}" (${v.rank} of 0-${v.labels - 1})${v.reasoning ? ` - ${v.reasoning}` : ''}`,
    weight: 0,
    metric: v.scale,
    judge: { raw: v.raw, label: v.label, rank: v.rank, labels: v.labels },
  };
}

/** A dimension checked against an optional minimum; without one it is recorded but cannot fail. */
export function thresholdAssert(type: string, score: number, min: number | null, detail: string): AssertResult {
  if (min === null) {
    return { type, status: 'pass', pass: true, score, reason: `${type} ${formatScore(score)} (no threshold set). ${detail}`.trim(), metric: type };
  }
  const pass = meetsMin(score, min);
  const relation = pass ? 'meets' : 'is below';
  return {
    type,
    status: pass ? 'pass' : 'fail',
    pass,
    score,
    reason: `${type} ${formatScore(score)} ${relation} the minimum ${formatScore(min)}. ${detail}`.trim(),
    metric: type,
  };
}

/** format(x, '.2f'): how the Python tool writes scores and thresholds into its failure reasons. */
export const f2 = (x: number) => pyFixed(x, 2);

/**
 * A dimension of an agent or RAG case, checked as the Python tool checks it:
 * failing with its failure reason when `score < min` (a plain `<`, no
 * tolerance), never without a minimum.
 */
export function belowAssert(type: string, score: number, min: number | null, failure: string, detail: string): AssertResult {
  const fails = min !== null && score < min;
  return {
    type,
    status: fails ? 'fail' : 'pass',
    pass: !fails,
    score,
    reason: fails ? failure : `${type} ${f2(score)}. ${detail}`.trim(),
    metric: type,
  };
}

export function skippedAssert(type: string, reason: string, score: number | null = null): AssertResult {
  return { type, status: 'skipped', pass: null, score, reason, metric: type };
}

export function errorAssert(type: string, reason: string, raw?: string): AssertResult {
  return { type, status: 'error', pass: null, score: null, reason, metric: type, ...(raw !== undefined ? { judge: { raw } } : {}) };
}

/** A case's status from its asserts: any error wins, then any fail. */
export function statusOf(asserts: readonly AssertResult[]): 'pass' | 'fail' | 'error' {
  if (asserts.some((a) => a.status === 'error')) return 'error';
  if (asserts.some((a) => a.status === 'fail')) return 'fail';
  return 'pass';
}

/** A dimension scored by one judge label: the verdict's score against a minimum, the label kept on the row. */
export function judgedDimensionAssert(type: string, judged: Judged, min: number | null): AssertResult {
  if (!judged.ok) return errorAssert(type, `${judged.scale} judge: ${judged.message}`, judged.raw);
  const v = judged.verdict;
  const row = thresholdAssert(type, v.score, min, `${v.scale}: "${v.label}"${v.reasoning ? ` - ${v.reasoning}` : ''}`);
  return { ...row, judge: { raw: v.raw, label: v.label, rank: v.rank, labels: v.labels } };
}

/** The judges' labels by scale, for the results; failed calls have none. */
export function labelsOf(judged: readonly Judged[]): Partial<Record<LabelScaleName, JudgeLabel>> {
  const labels: Partial<Record<LabelScaleName, JudgeLabel>> = {};
  for (const j of judged) {
    if (j.ok) labels[j.scale] = { label: j.verdict.label, rank: j.verdict.rank, labels: j.verdict.labels, score: j.verdict.score };
  }
  return labels;
}

/**
 * One model's row in the results: score is the composite (0 for an `error`
 * case, whose reasons become its error), the dimension scores under `scores`;
 * `more`: what the kind adds (an agent's tool calls).
 */
export function scoredModelResult(
  model: string,
  call: CallFields,
  result: {
    status: ModelResult['status'];
    asserts: AssertResult[];
    reasons: string[];
    failure_reasons: string[];
    scores: object & { composite_score: number | null };
  },
  extra: Record<string, number | null> = {},
  more: Pick<ResultExtras, 'tool_calls' | 'conversation'> = {},
): ModelResult {
  const error = result.status === 'error' ? result.reasons.join('; ') : null;
  return modelResult(model, call, result.status, result.scores.composite_score ?? 0, result.asserts, error, {
    scores: { ...(result.scores as Record<string, number | null>), ...extra },
    failure_reasons: result.failure_reasons,
    ...more,
  });
}
