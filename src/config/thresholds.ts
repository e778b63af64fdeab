// dataset.json's `thresholds`: the common gates and those of the agent and
// RAG kinds, which declare (src/kinds/) which of them they read. The file
// keeps only what the user wrote
// (ThresholdsSchema); everything downstream sees the values with defaults
// filled in (resolveThresholds), whose type comes from the same declarations.
import { z } from 'zod';
import { nearestName } from '../base/index.js';
import { pyFloat, pyInt } from './pydantic-lax.js';
import { flag, fraction, nonNegative, nonNegativeInt, threshold, unboundedFraction, type ThresholdShape } from './threshold-fields.js';

/** The gates any dataset may set. */
const COMMON_THRESHOLDS = {
  pass_rate: threshold(fraction, 1.0),
  // The share of results (each case on each model or promptfoo cell, each trial) that must pass: promptfoo's pass rate.
  result_pass_rate: threshold(fraction, null),
  fail_on_regression: threshold(flag, true),
  max_score_drop: threshold(unboundedFraction, null),
  max_cost_usd: threshold(nonNegative, null),
  max_p95_latency_ms: threshold(nonNegativeInt, null),
  // Cases tagged so must all pass; a tag's pass rate must reach its floor.
  must_pass_tags: threshold(z.array(z.string()), []),
  tag_floors: threshold(z.record(z.string(), fraction), {}),
  // Confirmation's sequential test: the least pass rate a flaky case may have (null: the run's setting, else 0.9).
  flaky_tolerance: threshold(pyFloat(z.number().gt(0).lt(1)), null),
  // The largest drop in pass rate allowed, in points: the change's interval decides pass, block or inconclusive.
  max_drop: threshold(pyFloat(z.number().min(0).lt(100)), null),
};

/** AgentThresholds' default weights in agent/models.py; dataset.json may set each. */
export const AGENT_WEIGHTS = { answer: 0.4, tool: 0.4, efficiency: 0.05, reasoning: 0.15 } as const;

/** The agent kind's gates and composite weights (agent/models.py AgentThresholds). */
export const AGENT_THRESHOLDS = {
  min_answer_score: threshold(fraction, 0.8),
  min_tool_score: threshold(fraction, 1.0),
  min_reasoning_score: threshold(fraction, null),
  min_efficiency_score: threshold(fraction, null),
  max_tool_calls: threshold(pyInt(z.number().int().min(0)), null),
  // Ceilings on the run totals of EvalBench's figure scorers (src/score/evalbench/run-scorers.ts), by scorer name.
  max_scorer_totals: threshold(z.record(z.string(), z.number().min(0)), {}),
  // The composite's weights: any float, read as pydantic reads it.
  answer_weight: threshold(pyFloat(z.number()), AGENT_WEIGHTS.answer),
  tool_weight: threshold(pyFloat(z.number()), AGENT_WEIGHTS.tool),
  reasoning_weight: threshold(pyFloat(z.number()), AGENT_WEIGHTS.reasoning),
  efficiency_weight: threshold(pyFloat(z.number()), AGENT_WEIGHTS.efficiency),
};

/** The RAG kind's gates and composite weights (rag/models.py RagThresholds). */
export const RAG_THRESHOLDS = {
  require_contains: threshold(flag, true),
  min_faithfulness_score: threshold(fraction, null),
  min_answer_correctness_score: threshold(fraction, 0.5),
  faithfulness_weight: threshold(unboundedFraction, 0.5),
  answer_correctness_weight: threshold(unboundedFraction, 0.5),
};

// Every kind accepts every kind's thresholds, as the Python tool's one
// thresholds model does; a kind's module only says which it reads.
const ALL_THRESHOLDS = { ...COMMON_THRESHOLDS, ...AGENT_THRESHOLDS, ...RAG_THRESHOLDS };
type AllThresholds = typeof ALL_THRESHOLDS;

type RawShape<S extends ThresholdShape> = { [K in keyof S]: S[K]['in'] };
const rawShape = Object.fromEntries(Object.entries(ALL_THRESHOLDS).map(([key, field]) => [key, field.in])) as RawShape<AllThresholds>;
const THRESHOLD_KEYS = Object.keys(ALL_THRESHOLDS);

// Pydantic ignores unknown keys, so the Python tool runs a misspelled gate
// (`pass_rte`) as no gate at all; here it is an error naming the nearest key
// (a deliberate difference, listed in docs/python-differences.md).
export const ThresholdsSchema = z.looseObject(rawShape).superRefine((thresholds, ctx) => {
  for (const key of Object.keys(thresholds)) {
    if (THRESHOLD_KEYS.includes(key)) continue;
    const near = nearest(key, THRESHOLD_KEYS);
    const hint = near ? `did you mean "${near}"?` : `the known ones are ${THRESHOLD_KEYS.join(', ')}`;
    ctx.addIssue({ code: 'custom', path: [key], message: `unknown threshold; ${hint}` });
  }
});
export type Thresholds = z.infer<typeof ThresholdsSchema>;

/** The key closest to `word`, when close enough to be a typo of it. */
function nearest(word: string, known: readonly string[]): string | null {
  return nearestName(word.toLowerCase(), known, Math.max(2, Math.floor(word.length / 3)));
}

const ResolvedThresholdsSchema = z.object(ALL_THRESHOLDS);
export type ResolvedThresholds = z.output<typeof ResolvedThresholdsSchema>;

/** The thresholds with every default filled in; `raw` has passed ThresholdsSchema. */
export function resolveThresholds(raw: Thresholds | null | undefined): ResolvedThresholds {
  return ResolvedThresholdsSchema.parse(raw ?? {});
}
