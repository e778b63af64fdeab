// Schemas for the files users keep in git: dataset.json and tools.json. They
// accept the Python tool's format unchanged; the TypeScript types come from
// them. A case line's schema belongs to its kind (src/kinds/), the
// thresholds' to src/config/thresholds.ts.
import { z } from 'zod';
import { DatasetTypeSchema } from './dataset-type.js';
import { AssertionSchema, GraderRefSchema, RubricPromptSchema, weightFraction } from './case.js';
import { MAX_TRIALS } from './numbers.js';
import { ScorersSchema } from './scorers.js';
import { ThresholdsSchema } from './thresholds.js';

export const InferenceSchema = z.strictObject({
  temperature: z.number().min(0).max(1).optional(),
  max_tokens: z.number().int().positive().optional(),
  top_p: z.number().min(0).max(1).optional(),
  stop: z.array(z.string()).optional(),
});
export type Inference = z.infer<typeof InferenceSchema>;

// A Bedrock guardrail applied to every model call of the dataset; the
// `guardrails` assertion reads its verdict.
export const GuardrailSchema = z.strictObject({
  identifier: z.string().min(1),
  version: z.string().min(1),
});
export type Guardrail = z.infer<typeof GuardrailSchema>;

// The scores of promptfoo's factuality categories (its `options.factuality`).
const FactualityScoresSchema = z.strictObject({
  subset: z.number().optional(),
  superset: z.number().optional(),
  agree: z.number().optional(),
  disagree: z.number().optional(),
  differButFactual: z.number().optional(),
});

// promptfoo's `defaultTest.options` that concern grading: the model and prompt
// of every model-graded assertion that names none, and factuality's scores.
export const GradingOptionsSchema = z.strictObject({
  provider: GraderRefSchema.optional(),
  rubricPrompt: RubricPromptSchema.optional(),
  factuality: FactualityScoresSchema.optional(),
});
export type GradingOptions = z.infer<typeof GradingOptionsSchema>;

// promptfoo's `defaultTest`, as far as it applies to a dataset: asserts every
// case runs before its own, a threshold for cases that set none
// (prepareTestCaseForEval in promptfoo's src/evaluator.ts), and the grading
// options. Other promptfoo keys (vars, provider) have no meaning here and are
// refused by name.
export const DefaultTestSchema = z.strictObject({
  assert: z.array(AssertionSchema).optional(),
  threshold: weightFraction.optional(),
  options: GradingOptionsSchema.optional(),
});

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
  guardrail: GuardrailSchema.nullish(),
  prompt: z.string().nullish(),
  concurrency: z.number().int().positive().nullish(),
  trials: z.number().int().positive().max(MAX_TRIALS).nullish(),
  defaultTest: DefaultTestSchema.nullish(),
  // EvalBench's LLM scorers (src/config/scorers.ts).
  scorers: ScorersSchema.nullish(),
  // Written by the Python tool (its DatasetMeta); not read here.
  author: z.unknown().optional(),
  created_at: z.unknown().optional(),
  updated_at: z.unknown().optional(),
});
export type DatasetMeta = z.infer<typeof DatasetMetaSchema>;

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
