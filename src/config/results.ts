// The results JSON: what a run writes, what the report renders, and what a
// later run reads back as its baseline. docs/results.md documents it.
import { z } from 'zod';
import { DatasetTypeSchema } from './dataset-type.js';
import { SkillCallSchema, SpanSchema } from './spans.js';
import { UsageSchema } from './usage.js';

/**
 * The layout of results in memory and of version 1 files: every case whole.
 * Files are written in the compact version 2 (src/results/results-file-layout.ts),
 * which reads back into this layout.
 */
export const RESULTS_SCHEMA_VERSION = 1;

export const StatusSchema = z.enum(['pass', 'fail', 'error']);
export type Status = z.infer<typeof StatusSchema>;

export const AssertResultSchema = z.object({
  type: z.string(),
  // `skipped` asserts (a judge that is not configured) are kept for the record
  // but do not decide the case.
  status: z.enum(['pass', 'fail', 'error', 'skipped']),
  pass: z.boolean().nullable(),
  score: z.number().nullable(),
  reason: z.string(),
  weight: z.number().optional(),
  metric: z.string().optional(),
  // Judge details: raw reply, label and its rank on the scale; the request
  // fingerprint of the call that gave the reply (when the run recorded
  // requests), for a later run's reuse of the reply; `masked` when the raw
  // reply held a credential, published masked, which no later run reuses.
  judge: z
    .object({
      raw: z.string().optional(),
      label: z.string().optional(),
      rank: z.number().optional(),
      labels: z.number().optional(),
      request: z
        .string()
        .regex(/^[0-9a-f]{16}$/)
        .optional(),
      masked: z.literal(true).optional(),
    })
    .optional(),
  /** An assert-set's own assertions, decided as the set's verdict. */
  get asserts() {
    return z.array(AssertResultSchema).optional();
  },
});
export type AssertResult = z.infer<typeof AssertResultSchema>;

/** One tool call of an agent's trajectory, as the report compares it with the baseline's. */
export const ToolCallRecordSchema = z.object({
  name: z.string(),
  arguments: z.record(z.string(), z.unknown()),
});
export type ToolCallRecord = z.infer<typeof ToolCallRecordSchema>;

/** One turn of an agent's conversation with the simulated user, as the report shows it beside the baseline's. */
export const ConversationTurnRecordSchema = z.object({
  user: z.string(),
  reply: z.string().nullable(),
  tool_calls: z.array(ToolCallRecordSchema),
});
export type ConversationTurnRecord = z.infer<typeof ConversationTurnRecordSchema>;

/** An agent's conversation: its turns and why it ended (terminate, max_turns, agent_exit, no_reply). */
export const ConversationRecordSchema = z.object({
  turns: z.array(ConversationTurnRecordSchema),
  ended: z.string(),
});
export type ConversationRecord = z.infer<typeof ConversationRecordSchema>;

export const ModelResultSchema = z.object({
  model: z.string(),
  trial: z.number().int().min(0).optional(),
  output: z.string().nullable(),
  status: StatusSchema,
  score: z.number(),
  latency_ms: z.number().nullable(),
  usage: UsageSchema.nullable(),
  cost_usd: z.number().nullable(),
  stop_reason: z.string().optional(),
  asserts: z.array(AssertResultSchema),
  error: z.string().nullable(),
  // Dimension scores for agent and RAG cases, under the Python tool's names.
  scores: z.record(z.string(), z.number().nullable()).optional(),
  // Agent and RAG cases: the Python tool's failure_reasons, in its order and wording (empty when the case passed).
  failure_reasons: z.array(z.string()).optional(),
  /** Per `metric` the assertions name: their weighted mean score (promptfoo's namedScores). */
  named_scores: z.record(z.string(), z.number()).optional(),
  /** Agent cases: the tool calls in the order the agent made them. Absent in older files. */
  tool_calls: z.array(ToolCallRecordSchema).optional(),
  /** Agent cases run as a conversation with a simulated user: every turn. Absent for a single task. */
  conversation: ConversationRecordSchema.optional(),
  /** Agent cases: the OpenTelemetry spans the agent exported (src/traces/), for the report's span tree. */
  spans: z.array(SpanSchema).optional(),
  /** Agent cases: the skills the agent activated. */
  skills: z.array(SkillCallSchema).optional(),
  /** The request's fingerprint (16 hex: model, prompt or messages, system, settings, tools, guardrail), for a later run's answer reuse. */
  request: z
    .string()
    .regex(/^[0-9a-f]{16}$/)
    .optional(),
  /** The answer is the baseline's for the same request: no call was made, nothing spent. */
  reused: z.literal(true).optional(),
  /** The output or tool calls held a credential, published masked (***): not the model's answer, so a later run calls again rather than reuse it. */
  masked: z.literal(true).optional(),
});
export type ModelResult = z.infer<typeof ModelResultSchema>;

/** One model's re-runs of a case that failed (--confirm-regressions). */
export const ConfirmationSchema = z.object({
  model: z.string(),
  /** Re-runs made: 0 when the budget was too small for the test to decide anything (undecided without a call). */
  runs: z.number().int().min(0),
  passes: z.number().int().min(0),
  /** The answer of its first re-run that passed: what the model also says, for a failure that did not reproduce. */
  passed_output: z.string().nullable().optional(),
  /**
   * What the sequential test decided (src/compare/sequential-confirm.ts):
   * `flaky` (its pass rate is still acceptable), `dropped` (the failure
   * holds), `undecided` (the re-run budget ran out first). Absent in files
   * from before it: any passing re-run then meant flaky.
   */
  verdict: z.enum(['flaky', 'dropped', 'undecided']).optional(),
  /** The pass rate the test held the case to (p0): the flaky tolerance, or the baseline's own rate over its trials when lower. */
  acceptable: z.number().optional(),
});
export type Confirmation = z.infer<typeof ConfirmationSchema>;

export const CaseResultSchema = z.object({
  id: z.string(),
  key: z.string(),
  line: z.number().int(),
  tags: z.array(z.string()),
  /** The case's `cluster`, when it has one (the paired difference's clustered standard error). */
  cluster: z.string().optional(),
  must_pass: z.boolean().optional(),
  description: z.string().nullable().optional(),
  expected: z.string().nullable().optional(),
  // The case input as supereval hashes it into `key` (promptfoo vars for LLM
  // types); written back as `vars` in a supereval baseline.json.
  vars: z.record(z.string(), z.unknown()).optional(),
  status: StatusSchema,
  score: z.number(),
  /** Some trials passed and some did not: counted as a failure until fixed. */
  flaky: z.boolean().optional(),
  /** Per model, with --trials above 1: passes out of K, pass@k and pass^k. */
  trials: z
    .array(z.object({ model: z.string(), trials: z.number().int(), passes: z.number().int(), pass_at_k: z.number(), pass_hat_k: z.number() }))
    .optional(),
  /**
   * --confirm-regressions: the case regressed or is a failing must-pass case,
   * so each model it did not pass on was run `runs` more times; `passes` of
   * those passed. Any pass: the failure did not reproduce (flaky).
   */
  confirmation: z.array(ConfirmationSchema).optional(),
  results: z.array(ModelResultSchema),
});
export type CaseResult = z.infer<typeof CaseResultSchema>;

/** One run scorer's figures over the results that carry its row. */
export const ScorerTotalSchema = z.object({
  /** Results with a row of this scorer. */
  results: z.number().int(),
  /** Of those, rows without a figure (an error: e.g. the agent reported no token usage). */
  unknown: z.number().int(),
  /** The sum of the figures; null when any is unknown, never a partial sum. */
  total: z.number().nullable(),
  /** Mean and highest of the known figures; null when none is known. */
  mean: z.number().nullable(),
  max: z.number().nullable(),
});
export type ScorerTotal = z.infer<typeof ScorerTotalSchema>;

export const SummarySchema = z.object({
  total: z.number().int(),
  passed: z.number().int(),
  failed: z.number().int(),
  errors: z.number().int(),
  skipped_asserts: z.number().int(),
  pass_rate: z.number(),
  // null when any call's price is unknown: never silently 0.
  cost_usd: z.number().nullable(),
  p95_latency_ms: z.number().nullable(),
  tokens: z.object({ input: z.number(), output: z.number() }),
  /** The grading calls (judge, embedding model, a conversation's simulated user), apart from the models'; `reused`: judge replies taken from the baseline instead (answer reuse). */
  judge: z.object({ calls: z.number().int(), cost_usd: z.number().nullable(), reused: z.number().int().optional() }).optional(),
  /** Models and judge together (what max_cost_usd limits); null when either is unknown. Absent in older files. */
  total_cost_usd: z.number().nullable().optional(),
  /** EvalBench's run scorers the dataset enables (trajectory_matcher, turn_count, ...): their figures over every result. Absent when none is enabled. */
  scorers: z.record(z.string(), ScorerTotalSchema).optional(),
  /** Answer reuse (--reuse, the `reuse` input): answers in all, those reused from the baseline, the calls made, and the reused answers' recorded cost (not spent by this run). */
  reuse: z
    .object({
      answers: z.number().int(),
      reused: z.number().int(),
      calls: z.number().int(),
      cost_usd: z.number().nullable(),
      /** The baseline run's commit, when it recorded one. */
      commit: z.string().nullable(),
    })
    .optional(),
  /**
   * --confirm-regressions: the re-runs of regressed and failing must-pass
   * cases: the most re-runs per case and model (the budget), cases re-run,
   * the calls made and their cost (in total_cost_usd too), and how many
   * failures held (confirmed: dropped), did not reproduce (flaky) or were
   * left undecided by the budget.
   */
  confirmation: z
    .object({
      runs: z.number().int(),
      cases: z.number().int(),
      calls: z.number().int(),
      cost_usd: z.number().nullable(),
      confirmed: z.number().int(),
      flaky: z.number().int(),
      undecided: z.number().int().optional(),
      /** The least pass rate a flaky case may have, as this run set it. */
      flaky_tolerance: z.number().optional(),
    })
    .optional(),
});
export type Summary = z.infer<typeof SummarySchema>;

/** A subset run's selection (tags, seeded sample): how many cases of how many ran. */
export const SelectionRecordSchema = z.object({
  total: z.number().int(),
  selected: z.number().int(),
  tags: z.array(z.string()),
  sample: z.string().nullable(),
  seed: z.string().nullable(),
  /** A matrix run's shard (`shard: i/n`): these results hold only the cases whose key falls in shard `index` of `count`. */
  shard: z.object({ index: z.number().int().min(1), count: z.number().int().min(1) }).optional(),
});
export type SelectionRecord = z.infer<typeof SelectionRecordSchema>;

export const GateSchema = z.object({
  passed: z.boolean(),
  reasons: z.array(z.string()),
});
export type Gate = z.infer<typeof GateSchema>;

/** A model (or the judge) that could not be called at all, or a dataset's database that could not be set up: set up wrong, not a regression. */
export const SetupErrorSchema = z.object({
  /** The model's spec; for role `dataset`, the dataset's name. */
  model: z.string(),
  role: z.enum(['model', 'judge', 'dataset']),
  /** needs-inference-profile, access-denied, unknown-model, bad-credentials, no-credentials, bad-region, no-region, bad-endpoint, no-quota; for a dataset, what could not be set up (`database`). */
  kind: z.string(),
  code: z.string(),
  /** The service's message, whole. */
  message: z.string(),
  /** What to change, whole. */
  fix: z.string(),
  /** Results of this dataset that are errors because of it. */
  results: z.number().int(),
});
export type SetupError = z.infer<typeof SetupErrorSchema>;

/** Where a run happened: filled by the action from the GitHub context, by the CLI from git where it can. Every field may be unknown. */
export const RunSourceSchema = z.object({
  /** owner/repo. */
  repository: z.string().optional(),
  /** e.g. https://github.com: links to the commit and the run start here. */
  server_url: z.string().optional(),
  /** The branch (or tag) name, e.g. `main`; a pull request's head branch on its events. */
  branch: z.string().optional(),
  /** The full ref, e.g. `refs/heads/main`, `refs/pull/7/merge`. */
  ref: z.string().optional(),
  /** The commit the results describe (a pull request's head commit on its events). */
  commit: z.string().optional(),
  run_id: z.string().optional(),
  run_number: z.number().int().optional(),
  run_attempt: z.number().int().optional(),
  /** The workflow event, e.g. `push`, `pull_request`, `schedule`. */
  event: z.string().optional(),
  pr_number: z.number().int().optional(),
});
export type RunSource = z.infer<typeof RunSourceSchema>;

/** A hash per part of the config (see src/baseline/config-hash.ts configPartHashes): says which part differs when the whole hash does. */
export const ConfigPartsSchema = z.object({
  /** dataset.json, the cases file and tools.json. */
  dataset: z.string(),
  /** The prompt template. */
  prompt: z.string(),
  /** The model specs and their recorded answers (replay: files). */
  models: z.string(),
  judge: z.string(),
  /** Everything else that decides results: trials, agent, system prompt, inference settings, prices, selection, hash-files. */
  settings: z.string(),
});
export type ConfigParts = z.infer<typeof ConfigPartsSchema>;

/** One earlier run in a baseline's history: what a trend is drawn from. */
export const HistoryPointSchema = z.object({
  commit: z.string().nullable(),
  branch: z.string().nullable(),
  /** The run's finished_at. */
  date: z.string(),
  run_id: z.string().nullable(),
  run_number: z.number().int().nullable(),
  pass_rate: z.number(),
  passed: z.number().int(),
  total: z.number().int(),
  /** Models and judge together; null when a price was unknown. */
  cost_usd: z.number().nullable(),
  p95_latency_ms: z.number().nullable(),
  /** Regressions against that run's own baseline; null when it had none. */
  regressions: z.number().int().nullable(),
});
export type HistoryPoint = z.infer<typeof HistoryPointSchema>;

export const ResultsSchema = z.object({
  schema_version: z.literal(RESULTS_SCHEMA_VERSION),
  tool: z.object({ name: z.literal('supereval'), version: z.string() }),
  run: z.object({
    started_at: z.string(),
    finished_at: z.string(),
    duration_ms: z.number(),
    interrupted: z.boolean().optional(),
    /** A subset run (tags, sample): how many cases of how many ran, and how they were chosen. */
    selection: SelectionRecordSchema.optional(),
    /** Results reused from this cache entry without model calls: nothing of their cost was spent in this run. */
    reused_from: z.string().optional(),
  }),
  dataset: z.object({
    name: z.string(),
    type: DatasetTypeSchema,
    path: z.string(),
    hash: z.string(),
    /** What the dataset's files hold that the Python tool accepts but is probably a mistake, one line each (file:line: field: what it does). */
    warnings: z.array(z.string()).optional(),
  }),
  models: z.array(z.string()),
  judge: z.string().nullable(),
  summary: SummarySchema,
  /** Present when a model or the judge failed its first calls with a setup error. */
  setup_errors: z.array(SetupErrorSchema).optional(),
  /** Present when the run's cost cap (--max-cost-usd / max-cost-usd) stopped calls before this dataset finished. */
  cost_cap: z.object({ limit_usd: z.number(), option: z.string(), not_run: z.number().int() }).optional(),
  /** Present when the run's time budget (--max-duration / max-duration) ran out before this dataset finished. */
  duration_cap: z.object({ limit_ms: z.number(), option: z.string(), not_run: z.number().int() }).optional(),
  /** Present when stop-early (--stop-early / stop-early) stopped calls once the dataset's verdict could no longer change. */
  stopped_early: z
    .object({
      /** What decided the verdict, naming its threshold. */
      reason: z.string(),
      /** The case whose result decided it. */
      case: z.string(),
      /** Cases with at least one result not run. */
      not_run: z.number().int(),
      /** Results not run: one model call each (an agent's whole run for agent datasets), judge calls not counted. */
      calls_saved: z.number().int(),
    })
    .optional(),
  cases: z.array(CaseResultSchema),
  gate: GateSchema,
  /** Where the run happened (commit, branch, workflow run). Absent in older files and where nothing is known. */
  source: RunSourceSchema.optional(),
  /** Per-part config hashes (the action's runs): what differs when a baseline's config does. */
  config: ConfigPartsSchema.optional(),
  /** A baseline saved on the default branch: the runs saved before it there, oldest first (at most MAX_HISTORY). */
  history: z.array(HistoryPointSchema).optional(),
  /** A saved baseline: the regressions its run found (its comparison is not saved), for the next run's history. */
  regressions: z.number().int().optional(),
});
export type Results = z.infer<typeof ResultsSchema>;
