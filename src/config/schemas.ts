// Schemas for the files users keep in git: dataset.json and cases.jsonl.
// They accept supereval's format unchanged; the TypeScript types come from them.
import { z } from 'zod';
import { levenshtein } from '../score/agent-formulas.js';
import { MAX_TRIALS } from './numbers.js';

export const DATASET_TYPES = ['qa', 'classification', 'instruction', 'agent', 'rag'] as const;
export const DatasetTypeSchema = z.enum(DATASET_TYPES);
export type DatasetType = z.infer<typeof DatasetTypeSchema>;

const fraction = z.number().min(0).max(1);
const nonNegative = z.number().min(0);

// Every field is optional; defaults live in resolveThresholds (seed 000) so that
// the file keeps saying only what the user wrote.
const ThresholdFields = z.looseObject({
  pass_rate: fraction.nullish(),
  fail_on_regression: z.boolean().nullish(),
  max_score_drop: fraction.nullish(),
  max_cost_usd: nonNegative.nullish(),
  max_p95_latency_ms: nonNegative.nullish(),
  // seed 004: must-pass tags and per-tag floors
  must_pass_tags: z.array(z.string()).nullish(),
  tag_floors: z.record(z.string(), fraction).nullish(),
  // agent datasets
  min_answer_score: fraction.nullish(),
  min_tool_score: fraction.nullish(),
  min_reasoning_score: fraction.nullish(),
  min_efficiency_score: fraction.nullish(),
  max_tool_calls: z.number().int().min(0).nullish(),
  // rag datasets
  require_contains: z.boolean().nullish(),
  min_faithfulness_score: fraction.nullish(),
  min_answer_correctness_score: fraction.nullish(),
  faithfulness_weight: fraction.nullish(),
  answer_correctness_weight: fraction.nullish(),
});
const THRESHOLD_KEYS = Object.keys(ThresholdFields.shape);

// Pydantic ignores unknown keys, so the Python tool runs a misspelled gate
// (`pass_rte`) as no gate at all; here it is an error naming the nearest key
// (a deliberate difference, listed in docs/differences-from-python.md).
export const ThresholdsSchema = ThresholdFields.superRefine((thresholds, ctx) => {
  for (const key of Object.keys(thresholds)) {
    if (THRESHOLD_KEYS.includes(key)) continue;
    const near = nearest(key, THRESHOLD_KEYS);
    const hint = near ? `did you mean "${near}"?` : `the known ones are ${THRESHOLD_KEYS.join(', ')}`;
    ctx.addIssue({ code: 'custom', path: [key], message: `unknown threshold; ${hint}` });
  }
});

/** The known word closest to `word`, when close enough to be a typo of it. */
function nearest(word: string, known: readonly string[]): string | null {
  const chars = [...word.toLowerCase()];
  let best: { key: string; distance: number } | null = null;
  for (const key of known) {
    const distance = levenshtein(chars, [...key]);
    if (!best || distance < best.distance) best = { key, distance };
  }
  return best && best.distance <= Math.max(2, Math.floor(word.length / 3)) ? best.key : null;
}
export type Thresholds = z.infer<typeof ThresholdsSchema>;

export const InferenceSchema = z.strictObject({
  temperature: z.number().min(0).max(1).optional(),
  max_tokens: z.number().int().positive().optional(),
  top_p: z.number().min(0).max(1).optional(),
  stop: z.array(z.string()).optional(),
});
export type Inference = z.infer<typeof InferenceSchema>;

export const DatasetMetaSchema = z.looseObject({
  id: z.union([z.string(), z.number()]).nullish(),
  name: z.string().min(1).nullish(),
  // Optional only because agents/ and rag/ folders imply their type.
  type: DatasetTypeSchema.optional(),
  description: z.string().nullish(),
  tags: z.array(z.string()).nullish(),
  labels: z.array(z.string().min(1)).min(1).nullish(),
  thresholds: ThresholdsSchema.nullish(),
  inference: InferenceSchema.nullish(),
  system: z.string().nullish(),
  prompt: z.string().nullish(),
  concurrency: z.number().int().positive().nullish(),
  trials: z.number().int().positive().max(MAX_TRIALS).nullish(),
});
export type DatasetMeta = z.infer<typeof DatasetMetaSchema>;

// A case's `threshold` and an assert-set's are the fraction of the assertions'
// weight that must pass (seed 001); outside [0, 1] one would pass every output
// (a negative) or fail every one (above 1), so they are refused at load.
const WEIGHT_FRACTION = "must be a fraction of the assertions' weight, from 0 to 1";
const weightFraction = z.number().min(0, { error: WEIGHT_FRACTION }).max(1, { error: WEIGHT_FRACTION });

// A single promptfoo-style assertion attached to a case (seed 001). Kept open:
// the registry validates the `type` and each scorer its own fields; only an
// assert-set's threshold is checked here, other types' thresholds have their
// own units (milliseconds, dollars, distances).
export const AssertionSchema: z.ZodType<Assertion> = z.lazy(() =>
  z
    .looseObject({
      type: z.string().min(1),
      value: z.unknown().optional(),
      threshold: z.number().optional(),
      weight: z.number().min(0).optional(),
      metric: z.string().optional(),
      assert: z.array(AssertionSchema).optional(),
    })
    .superRefine((assertion, ctx) => {
      const t = assertion.threshold;
      if (assertion.type === 'assert-set' && t !== undefined && !(t >= 0 && t <= 1)) {
        ctx.addIssue({ code: 'custom', path: ['threshold'], message: `${WEIGHT_FRACTION} (got ${t})` });
      }
    }),
);
export interface Assertion {
  type: string;
  value?: unknown;
  threshold?: number;
  weight?: number;
  metric?: string;
  assert?: Assertion[];
  [key: string]: unknown;
}

const text = z.string().min(1);

const CaseCommon = {
  id: z.union([z.string().min(1), z.number()]).nullish(),
  description: z.string().nullish(),
  tags: z.array(z.string()).nullish(),
  difficulty: z.enum(['easy', 'medium', 'hard']).nullish(),
  metadata: z.record(z.string(), z.unknown()).nullish(),
  must_pass: z.boolean().nullish(),
  assert: z.array(AssertionSchema).nullish(),
  threshold: weightFraction.nullish(),
};

export const QaCaseSchema = z.looseObject({
  ...CaseCommon,
  input: z.looseObject({ query: text }),
  expected: z.looseObject({ ground_truth: text }),
});

export const ClassificationCaseSchema = z.looseObject({
  ...CaseCommon,
  input: z.looseObject({ text: text }),
  expected: z.looseObject({ label: text }),
});

export const InstructionCaseSchema = z.looseObject({
  ...CaseCommon,
  input: z.looseObject({ instruction: text, document: z.string().nullish() }),
  expected: z.looseObject({ rubric: text }),
});

export const RagCaseSchema = z.looseObject({
  ...CaseCommon,
  input: z.looseObject({ query: text, retrieved_contexts: z.array(z.string()) }),
  expected: z.looseObject({ ground_truth: text }),
});

export const MockToolSchema = z.looseObject({
  response: z.unknown().optional(),
  error: z.string().optional(),
  latency_ms: z.number().min(0).optional(),
});

export const AgentCaseSchema = z.looseObject({
  ...CaseCommon,
  input: z.looseObject({ task: text }),
  tools: z.record(z.string(), MockToolSchema).nullish(),
  expected: z.looseObject({
    answer: z.string().nullish(),
    answer_match: z.enum(['contains', 'exact', 'regex', 'llm_judge']).nullish(),
    rubric: z.string().nullish(),
    must_call: z.array(z.string()).nullish(),
    must_not_call: z.array(z.string()).nullish(),
    must_call_with: z
      .array(z.looseObject({ tool: z.string(), args: z.record(z.string(), z.unknown()).default({}) }))
      .nullish(),
    max_steps: z.number().int().positive().nullish(),
    max_tool_calls: z.number().int().min(0).nullish(),
    tool_sequence: z.array(z.string()).nullish(),
    enforce_order: z.boolean().nullish(),
  }),
});

export const CASE_SCHEMAS = {
  qa: QaCaseSchema,
  classification: ClassificationCaseSchema,
  instruction: InstructionCaseSchema,
  rag: RagCaseSchema,
  agent: AgentCaseSchema,
} as const;

export type RawCase = z.infer<(typeof CASE_SCHEMAS)[DatasetType]>;

export const ToolCatalogSchema = z
  .array(
    z.looseObject({
      name: z.string().min(1),
      description: z.string().default(''),
      parameters: z.record(z.string(), z.unknown()).default({ type: 'object', properties: {} }),
    }),
  )
  // A model cannot tell two tools of one name apart: which one a call meant would be a guess.
  .superRefine((tools, ctx) => {
    const first = new Map<string, number>();
    tools.forEach((tool, index) => {
      const earlier = first.get(tool.name);
      if (earlier === undefined) first.set(tool.name, index);
      else ctx.addIssue({ code: 'custom', path: [index, 'name'], message: `duplicate: "${tool.name}" is also tool ${earlier}` });
    });
  });
export type ToolCatalog = z.infer<typeof ToolCatalogSchema>;
