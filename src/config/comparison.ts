// The comparison with the baseline, as the results document records it
// (docs/results.md): where the baseline came from, each case's
// classification, and the counts and statistics over them. src/compare/
// computes it; reports and later runs read it.
import { z } from 'zod';
import { ConfigPartsSchema, HistoryPointSchema, RunSourceSchema, StatusSchema, ToolCallRecordSchema, ConversationRecordSchema } from './results.js';

export const ProvenanceSchema = z.object({
  format: z.enum(['results', 'supereval']),
  /** Where the baseline came from: a file path or a cache key. */
  source: z.string(),
  run_id: z.string().optional(),
  ran_at: z.string().optional(),
  models: z.array(z.string()).optional(),
  /** The baseline run's own source (commit, branch, workflow run), when its results JSON records one. */
  origin: RunSourceSchema.optional(),
  /** The baseline run's figures (pass rate, cost, p95...), from a results JSON: what this run's are compared with. */
  point: HistoryPointSchema.optional(),
  /** The runs saved on the default branch before the baseline, oldest first. */
  history: z.array(HistoryPointSchema).optional(),
  /** The baseline's per-part config hashes, to say what differs from this run's. */
  config: ConfigPartsSchema.optional(),
});
export type Provenance = z.infer<typeof ProvenanceSchema>;

// `flaky`: passed in the baseline, failed now, and its re-runs (--confirm-regressions) showed its pass rate still
// acceptable: not a regression. `undecided`: the re-run budget ran out before they showed either.
export const CLASSIFICATIONS = ['regression', 'flaky', 'undecided', 'fixed', 'still_failing', 'still_passing', 'new', 'removed'] as const;
export const ClassificationSchema = z.enum(CLASSIFICATIONS);
export type Classification = z.infer<typeof ClassificationSchema>;

export const IntervalSchema = z.object({ low: z.number(), high: z.number() });

export const TrialCountSchema = z.object({
  model: z.string(),
  passes: z.number().int(),
  trials: z.number().int(),
  pass_at_k: z.number(),
  pass_hat_k: z.number(),
});

export const ComparisonCaseSchema = z.object({
  /** The current case id; for a removed case, the baseline's id (or key). */
  id: z.string(),
  key: z.string().nullable(),
  /** The model compared; null when compared at case level. */
  model: z.string().nullable(),
  tags: z.array(z.string()),
  classification: ClassificationSchema,
  baseline_status: StatusSchema.nullable(),
  status: StatusSchema.nullable(),
  baseline_score: z.number().nullable(),
  score: z.number().nullable(),
  score_delta: z.number().nullable(),
  /** The trials now disagree (flaky): counted as a failure. */
  flaky: z.boolean(),
  /** Passes out of K per model, present when a model ran more than one trial. */
  trials: z.array(TrialCountSchema).optional(),
  /**
   * The baseline's output and an agent's tool calls, for the report to show
   * beside today's: on regressions, fixed and still-failing entries, and
   * only when the baseline recorded them. A still-passing entry gets the
   * output only, when today's differs (the HTML report's diff of a changed
   * answer); results files keep no still-passing entries. Absent in older files.
   */
  baseline_output: z.string().nullable().optional(),
  baseline_tool_calls: z.array(ToolCallRecordSchema).optional(),
  /** The baseline's conversation (an agent case with a simulated user), shown turn by turn beside today's. */
  baseline_conversation: ConversationRecordSchema.optional(),
  /** --confirm-regressions: the re-runs of a regression, how many passed, and what the sequential test decided. */
  confirmation: z
    .object({
      runs: z.number().int(),
      passes: z.number().int(),
      passed_output: z.string().nullable().optional(),
      verdict: z.enum(['flaky', 'dropped', 'undecided']).optional(),
    })
    .optional(),
  /** Set when those came from another model: the one model the baseline ran, for a model it did not run (a model swap). */
  baseline_model: z.string().optional(),
});
export type ComparisonCase = z.infer<typeof ComparisonCaseSchema>;

export const ModelChangeSchema = z.object({
  /** The models the baseline ran, in its order. */
  baseline: z.array(z.string()),
  /** The models this run ran. */
  now: z.array(z.string()),
});
export type ModelChange = z.infer<typeof ModelChangeSchema>;

/** How many of the baseline's cases carried a tag, and how many of them passed. */
export const TagCountSchema = z.object({ tag: z.string(), total: z.number().int(), passed: z.number().int() });
export type TagCount = z.infer<typeof TagCountSchema>;

/**
 * The change in pass rate over the paired cases (now minus baseline, a pass
 * being 1, a case with trials its mean), with Miller's clustered standard
 * error and its 95% interval mean +- 1.96 SE; `clusters`: distinct clusters
 * (a case without one is its own).
 */
export const PairedDifferenceSchema = z.object({
  mean: z.number(),
  standard_error: z.number(),
  ci_low: z.number(),
  ci_high: z.number(),
  clusters: z.number().int(),
  /**
   * How ci_low and ci_high were found: `tango`, Tango's score interval for
   * paired proportions; `tango-rao-scott`, the same with a cluster-robust
   * design effect and a t reference (clusters or trials). Absent in older
   * files, whose interval was mean ± 1.96 SE.
   */
  method: z.enum(['tango', 'tango-rao-scott']).optional(),
  /** With tango-rao-scott: the t reference's degrees of freedom and the design effect. */
  df: z.number().optional(),
  design_effect: z.number().optional(),
});
export type PairedDifference = z.infer<typeof PairedDifferenceSchema>;

/**
 * The max_drop rule's decision on the change (src/compare/change-decision.ts):
 * its interval at the last look's level against -max_drop; fractions of 1.
 */
export const ChangeDecisionSchema = z.object({
  outcome: z.enum(['pass', 'block', 'inconclusive']),
  /** Whether the rule blocks: a block, or inconclusive under on-inconclusive: block. */
  blocks: z.boolean(),
  max_drop: z.number(),
  estimate: z.number(),
  low: z.number(),
  high: z.number(),
  /** The confidence level of the look that decided (alpha spent over the looks). */
  level: z.number(),
  /** The look that decided (0: the run itself) of the looks the trial budget planned. */
  look: z.number().int(),
  looks: z.number().int(),
  /** Extra samples bought on the current side (--max-drop-trials). */
  trials: z.number().int(),
  on_inconclusive: z.enum(['block', 'pass']),
});
export type ChangeDecisionRecord = z.infer<typeof ChangeDecisionSchema>;

export const ComparisonSchema = z.object({
  baseline: ProvenanceSchema,
  match_by: z.enum(['id', 'key']),
  /** Models compared one by one; empty when the comparison is case level. */
  models_compared: z.array(z.string()),
  /** Present when the baseline ran other models than this run. */
  model_change: ModelChangeSchema.optional(),
  cases: z.array(ComparisonCaseSchema),
  // Counts of entries in `cases` (case x model pairs when per model).
  regressions: z.number().int(),
  fixed: z.number().int(),
  /** Regressions that did not reproduce on re-run (--confirm-regressions). Absent in older files. */
  flaky: z.number().int().optional(),
  /** Regressions the re-run budget could not decide (--confirm-regressions). Absent when none, and in older files. */
  undecided: z.number().int().optional(),
  still_failing: z.number().int(),
  still_passing: z.number().int(),
  new: z.number().int(),
  removed: z.number().int(),
  // McNemar over the cases found on both sides, at case level.
  paired: z.number().int(),
  new_failures: z.number().int(),
  new_passes: z.number().int(),
  mcnemar_p: z.number(),
  /** Absent when no case is paired, and in older files. */
  paired_difference: PairedDifferenceSchema.optional(),
  pass_rate: z.number(),
  baseline_pass_rate: z.number(),
  pass_rate_interval: IntervalSchema.nullable(),
  baseline_pass_rate_interval: IntervalSchema.nullable(),
  /** The max_drop rule's decision; absent without max_drop. */
  change_decision: ChangeDecisionSchema.optional(),
  /** Set when the pass rate dropped and the dataset is too small to tell it from noise. */
  power_note: z.string().optional(),
  /** The baseline's cases per tag (its own tags, else those of the case they match now). Absent in older files. */
  baseline_tags: z.array(TagCountSchema).optional(),
});
export type Comparison = z.infer<typeof ComparisonSchema>;
