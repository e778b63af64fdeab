// Scoring one RAG answer as the Python tool does: the contains check always;
// answer correctness and faithfulness from a judge, and without one the
// contains check for correctness and no faithfulness at all (null: n/a;
// the Python tool writes an unverified 1.0, docs/python-differences.md);
// the weighted composite; pass/fail by the RAG thresholds.
import type { z } from 'zod';
import type { AssertResult, ModelResult, ResolvedThresholds, RagCaseSchema } from '../../config/index.js';
import type { ProviderResponse } from '../../providers/index.js';
import {
  belowAssert,
  containsText,
  f2,
  judgedDimensionAssert,
  judgeLabel,
  labelsOf,
  NO_JUDGE_REASON,
  scoredModelResult,
  skippedAssert,
  statusOf,
  type Judged,
  type JudgeLabel,
} from './dimensions.js';
import type { Judge, LabelScaleName } from '../judge/judge.js';
import { pyReprString } from './python-values.js';

export type RagCase = z.infer<typeof RagCaseSchema>;

export interface RagScoreInput {
  testCase: RagCase;
  /** The model's answer. */
  output: string;
  thresholds: ResolvedThresholds;
  judge: Judge | null;
  caseId?: string;
}

/** The Python tool's names. null: the judge failed (the case is `error`). */
export interface RagScores {
  contains_score: number;
  answer_correctness_score: number | null;
  faithfulness_score: number | null;
  composite_score: number | null;
}

export interface RagScoreResult {
  scores: RagScores;
  status: 'pass' | 'fail' | 'error';
  pass: boolean;
  reasons: string[];
  /** rag/scorer.py's failure_reasons, in its order and wording. */
  failure_reasons: string[];
  notes: string[];
  /** false without a judge: faithfulness is then null (n/a), not measured. */
  faithfulness_verified: boolean;
  judge_labels: Partial<Record<LabelScaleName, JudgeLabel>>;
  asserts: AssertResult[];
}

/**
 * rag/scorer.py: (faithfulness_weight x faithfulness + answer_correctness_weight
 * x correctness) / (the two weights' sum), 0 when that sum is 0 or less;
 * term for term, so the floats agree.
 */
export function ragComposite(
  faithfulness: number,
  correctness: number,
  weights: Pick<ResolvedThresholds, 'faithfulness_weight' | 'answer_correctness_weight'>,
): number {
  const total = weights.faithfulness_weight + weights.answer_correctness_weight;
  return total > 0 ? (faithfulness * weights.faithfulness_weight + correctness * weights.answer_correctness_weight) / total : 0;
}

/** A judge's reason as the Python tool quotes it: the label and the judge's reasoning. */
function judgeReason(judged: Judged): string {
  if (!judged.ok) return judged.message;
  return `"${judged.verdict.label}"${judged.verdict.reasoning ? ` - ${judged.verdict.reasoning}` : ''}`;
}

/** As rag/scorer.py score_rag_case: failure reasons in its order and wording; the case passes when there are none. */
export async function scoreRagCase(input: RagScoreInput): Promise<RagScoreResult> {
  const { testCase, output, thresholds, judge } = input;
  const groundTruth = testCase.expected.ground_truth;
  const contains = containsText(output, groundTruth) ? 1 : 0;
  const containsRow = containsAssert(contains, groundTruth, thresholds.require_contains);

  if (!judge) {
    const min = thresholds.min_answer_correctness_score;
    const asserts = [
      containsRow,
      belowAssert(
        'answer_correctness_score',
        contains,
        min,
        `Answer correctness score ${f2(contains)} below threshold ${f2(min)} (no judge configured; using contains match)`,
        'No judge: falls back to contains_score.',
      ),
      // Not the Python tool's 1.0: a figure no one measured is not shown as measured.
      skippedAssert('faithfulness_score', `${NO_JUDGE_REASON}: faithfulness is not measured (n/a).`),
    ];
    return finish(asserts, {
      scores: { contains_score: contains, answer_correctness_score: contains, faithfulness_score: null, composite_score: contains },
      faithfulness_verified: false,
      notes: ['No judge: answer correctness is the contains check; faithfulness is not measured (n/a).'],
      judged: [],
    });
  }

  const caseId = input.caseId !== undefined ? { caseId: input.caseId } : {};
  const [correctness, faithfulness] = await Promise.all([
    judgeLabel(judge, 'correctness', { output, input: testCase.input.query, reference: groundTruth, ...caseId }),
    judgeLabel(judge, 'faithfulness', {
      output,
      input: testCase.input.query,
      contexts: testCase.input.retrieved_contexts,
      ...caseId,
    }),
  ]);
  const correctnessScore = correctness.ok ? correctness.verdict.score : null;
  const faithfulnessScore = faithfulness.ok ? faithfulness.verdict.score : null;
  const judgedRow = (type: string, what: string, judged: Judged, min: number | null): AssertResult => {
    if (!judged.ok) return judgedDimensionAssert(type, judged, min);
    const score = judged.verdict.score;
    const row = belowAssert(
      type,
      score,
      min,
      `${what} score ${f2(score)} below threshold ${min !== null ? f2(min) : ''}: ${judgeReason(judged)}`,
      `${judged.scale}: ${judgeReason(judged)}`,
    );
    return { ...row, judge: { raw: judged.verdict.raw, label: judged.verdict.label, rank: judged.verdict.rank, labels: judged.verdict.labels } };
  };
  // rag/scorer.py checks faithfulness before answer correctness.
  const asserts = [
    containsRow,
    judgedRow('faithfulness_score', 'Faithfulness', faithfulness, thresholds.min_faithfulness_score),
    judgedRow('answer_correctness_score', 'Answer correctness', correctness, thresholds.min_answer_correctness_score),
  ];
  return finish(asserts, {
    scores: {
      contains_score: contains,
      answer_correctness_score: correctnessScore,
      faithfulness_score: faithfulnessScore,
      composite_score: correctnessScore !== null && faithfulnessScore !== null ? ragComposite(faithfulnessScore, correctnessScore, thresholds) : null,
    },
    faithfulness_verified: true,
    notes: [],
    judged: [correctness, faithfulness],
  });
}

function containsAssert(score: number, groundTruth: string, required: boolean): AssertResult {
  const found = score === 1;
  const what = `The answer ${found ? 'contains' : 'does not contain'} the ground truth ${JSON.stringify(groundTruth)}`;
  if (!required) {
    return { type: 'contains_score', status: 'pass', pass: true, score, reason: `${what} (require_contains is off).`, metric: 'contains_score' };
  }
  // rag/scorer.py's wording, with Python's repr of the ground truth.
  const reason = found ? `${what}.` : `Answer does not contain expected ground truth: ${pyReprString(groundTruth)}`;
  return { type: 'contains_score', status: found ? 'pass' : 'fail', pass: found, score, reason, metric: 'contains_score' };
}

function finish(
  asserts: AssertResult[],
  parts: Pick<RagScoreResult, 'scores' | 'faithfulness_verified' | 'notes'> & { judged: Judged[] },
): RagScoreResult {
  const status = statusOf(asserts);
  const failureReasons = asserts.filter((a) => a.status === 'fail').map((a) => a.reason);
  return {
    scores: status === 'error' ? { ...parts.scores, composite_score: null } : parts.scores,
    status,
    pass: status === 'pass',
    reasons: asserts.filter((a) => a.status === 'fail' || a.status === 'error').map((a) => a.reason),
    failure_reasons: failureReasons,
    notes: parts.notes,
    faithfulness_verified: parts.faithfulness_verified,
    judge_labels: labelsOf(parts.judged),
    asserts,
  };
}

/** The case's row for one model: score is the composite, the signals under `scores`. */
export function ragModelResult(model: string, response: ProviderResponse, result: RagScoreResult): ModelResult {
  return scoredModelResult(model, response, result);
}
