// dataset.json's `scorers`: EvalBench's LLM scorers, named as EvalBench's run
// config names them (its `scorers:` block: the key selects the scorer, the
// value is its options, null or {} for none). The judge is the run's
// --judge-model, so EvalBench's `model_config` has no place here.
import { z } from 'zod';
import { weightFraction } from './case.js';
import { RUN_SCORER_SHAPE } from './run-scorers.js';
import { SqlScorerShape, type SqlScorerName } from './sql-scorers.js';
import { SCRIPT_SCORER_SHAPE } from './script-scorers.js';
import { TRANSFORM_SCORER_SHAPE } from './transform-scorers.js';

const noModelConfig = z.unknown().refine(() => false, {
  error: "not used: the judge is the run's judge model (--judge-model in the CLI, the judge-model input of the action)",
});

/** The minimum score (0-1) a row must reach; null: recorded, never fails. */
const minimum = weightFraction.nullable().optional();

const options = <S extends z.ZodRawShape>(shape: S) =>
  z.strictObject({ ...shape, threshold: minimum, model_config: noModelConfig.optional() }).nullable();
// EvalBench: goal_completion, behavioral_metrics and binary_rubric_scorer show the judge the tool calls only with this on.
const withToolCalls = options({ include_tool_calls: z.boolean().optional() });

export const ScorersSchema = z.strictObject({
  goal_completion: withToolCalls.optional(),
  behavioral_metrics: withToolCalls.optional(),
  parameter_analysis: options({}).optional(),
  binary_rubric_scorer: withToolCalls.optional(),
  llm_consistency: options({}).optional(),
  // EvalBench's judge of each activated skill's SKILL.md (src/score/evalbench/skills-best-practices.ts).
  skills_best_practices: options({ skills_dir: z.string().min(1).optional() }).optional(),
  // EvalBench's deterministic agent/run scorers (src/config/run-scorers.ts).
  ...RUN_SCORER_SHAPE,
  // EvalBench's SQL scorers, for nl2sql datasets (src/config/sql-scorers.ts).
  ...SqlScorerShape,
  // Script scorers, any dataset type (src/config/script-scorers.ts).
  ...SCRIPT_SCORER_SHAPE,
  // EvalBench's transform-tooling scorers, agent datasets (src/config/transform-scorers.ts).
  ...TRANSFORM_SCORER_SHAPE,
});
export type Scorers = z.infer<typeof ScorersSchema>;
// The SQL scorers have their own module and options (src/config/sql-scorers.ts).
export type ScorerName = Exclude<keyof Scorers, SqlScorerName>;

/** The scorers that read an agent's run (the others read any dataset's trials). */
export const AGENT_SCORERS: readonly ScorerName[] = ['goal_completion', 'behavioral_metrics', 'parameter_analysis', 'binary_rubric_scorer'];

/** Each LLM scorer's minimum when its options give none: the binary ones must pass, the graded ones are recorded. */
export const DEFAULT_MINIMUM: Partial<Record<ScorerName, number | null>> = {
  goal_completion: 1,
  behavioral_metrics: null,
  parameter_analysis: null,
  binary_rubric_scorer: 1,
  llm_consistency: 1,
};

/** A scorer's options when the dataset enables it, or null when it does not. */
export function scorerOptions(
  scorers: Scorers | null | undefined,
  name: ScorerName,
): { threshold: number | null; include_tool_calls: boolean } | null {
  if (!scorers || !Object.hasOwn(scorers, name)) return null;
  const given = (scorers[name] ?? {}) as { threshold?: number | null; include_tool_calls?: boolean };
  return {
    threshold: given.threshold === undefined ? (DEFAULT_MINIMUM[name] ?? null) : given.threshold,
    include_tool_calls: given.include_tool_calls ?? false,
  };
}
