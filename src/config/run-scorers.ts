// dataset.json's `scorers` entries for EvalBench's deterministic agent/run
// scorers: the trajectory matcher and the counts, milliseconds and token
// figures of a run (src/score/evalbench/run-scorers.ts computes them). Options are
// EvalBench's; `threshold` (trajectory_matcher, a 0-1 minimum) and `max`
// (the figures, a per-case ceiling) are this project's, as the LLM scorers'
// `threshold` is.
import { z } from 'zod';
import { weightFraction } from './case.js';

const ceiling = z.number().min(0).nullable().optional();
const weight = z.number().min(0).optional();

const figure = z.strictObject({ max: ceiling }).nullable();

export const RUN_SCORER_SHAPE = {
  trajectory_matcher: z
    .strictObject({
      enforce_order: z.boolean().optional(),
      filter_native_tools: z.boolean().optional(),
      threshold: weightFraction.nullable().optional(),
    })
    .nullable()
    .optional(),
  // allow_extra_skills is EvalBench's documented name, ignore_extra_skills its code's; neither goes with enforce_order (its docs).
  skills_trajectory: z
    .strictObject({
      enforce_order: z.boolean().optional(),
      allow_extra_skills: z.boolean().optional(),
      ignore_extra_skills: z.boolean().optional(),
      threshold: weightFraction.nullable().optional(),
    })
    .refine((o) => !(o.enforce_order && (o.allow_extra_skills || o.ignore_extra_skills)), {
      error: 'allow_extra_skills (ignore_extra_skills) cannot be combined with enforce_order, as EvalBench documents',
    })
    .nullable()
    .optional(),
  turn_count: figure.optional(),
  agent_steps: figure.optional(),
  end_to_end_latency: figure.optional(),
  tool_call_latency: figure.optional(),
  token_consumption: figure.optional(),
  tokens_processed: figure.optional(),
  effective_billed_tokens: z
    .strictObject({ max: ceiling, input_weight: weight, cached_weight: weight, cache_write_weight: weight, output_weight: weight })
    .nullable()
    .optional(),
};

export type RunScorerName = keyof typeof RUN_SCORER_SHAPE;
export const RUN_SCORERS = Object.keys(RUN_SCORER_SHAPE) as RunScorerName[];
/** The run scorers whose figure is a count or milliseconds (summed into run totals); the two matchers are 0-1 scores. */
export const FIGURE_SCORERS = RUN_SCORERS.filter((n) => n !== 'trajectory_matcher' && n !== 'skills_trajectory');

export function isRunScorer(name: string): name is RunScorerName {
  return (RUN_SCORERS as readonly string[]).includes(name);
}
