// What every case line shares, whatever its dataset's kind: id, tags,
// must_pass, the promptfoo-style `assert` list and its threshold. Each kind's
// schema (src/kinds/) adds its own `input` and `expected`.
import { z } from 'zod';

// A case's `threshold` and an assert-set's are the fraction of the assertions'
// weight that must pass (as in promptfoo); outside [0, 1] one would pass every
// output (a negative) or fail every one (above 1), so they are refused at load.
const WEIGHT_FRACTION = "must be a fraction of the assertions' weight, from 0 to 1";
export const weightFraction = z.number().min(0, { error: WEIGHT_FRACTION }).max(1, { error: WEIGHT_FRACTION });

// The model that grades a model-graded assertion (promptfoo's `provider`):
// a model spec, or promptfoo's object form with its `id`.
export const GraderRefSchema = z.union([z.string().min(1), z.looseObject({ id: z.string().min(1) })]);
export type GraderRef = z.infer<typeof GraderRefSchema>;

// promptfoo's `rubricPrompt`: the grading prompt's text, a file:// path, a
// list of chat messages, or (g-eval) an object of its two prompts.
export const RubricPromptSchema = z.union([z.string().min(1), z.array(z.unknown()).min(1), z.record(z.string(), z.unknown())]);
export type RubricPrompt = z.infer<typeof RubricPromptSchema>;

// A single promptfoo-style assertion attached to a case. Kept open: the
// registry validates the `type` and each scorer its own fields; only an
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
      // promptfoo's transform: JavaScript over `output` and `context`, run before the check (src/score/promptfoo/transform.ts).
      transform: z.string().min(1).optional(),
      config: z.record(z.string(), z.unknown()).optional(),
      // Model-graded types (src/score/assertions/model-graded.ts): the grading model and prompt.
      provider: GraderRefSchema.optional(),
      rubricPrompt: RubricPromptSchema.optional(),
      contextTransform: z.string().min(1).optional(),
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
  transform?: string;
  config?: Record<string, unknown>;
  provider?: GraderRef;
  rubricPrompt?: RubricPrompt;
  contextTransform?: string;
  assert?: Assertion[];
  [key: string]: unknown;
}

/** A required, non-empty text field of a case's input or expected. */
export const text = z.string().min(1);

/**
 * A required text field the Python tool declares `str`, which accepts "": such
 * a case loads, and its kind warns about the empty field (src/kinds/shared.ts).
 */
export const pyText = z.string();

/** The fields of a case line that every kind shares; a kind's schema spreads them beside its input and expected. */
export const CaseCommon = {
  id: z.union([z.string().min(1), z.number()]).nullish(),
  /** What the case shares with others (a passage, document or conversation): the paired difference's clustered standard error groups by it. */
  cluster: z.union([z.string().min(1), z.number()]).nullish(),
  description: z.string().nullish(),
  tags: z.array(z.string()).nullish(),
  difficulty: z.enum(['easy', 'medium', 'hard']).nullish(),
  metadata: z.record(z.string(), z.unknown()).nullish(),
  must_pass: z.boolean().nullish(),
  assert: z.array(AssertionSchema).nullish(),
  threshold: weightFraction.nullish(),
};

/**
 * promptfoo test-case fields beyond those above: a case carried over from
 * promptfoo keeps them without a warning, though only `assert`, `threshold`,
 * `description` and `metadata` mean anything here.
 */
export const PROMPTFOO_CASE_FIELDS = ['vars', 'options', 'provider', 'providers', 'providerOutput', 'prompts', 'assertScoringFunction'] as const;

/** A case line as every kind's schema returns it: the common fields, an input and an expected object. */
export type CaseLine = z.infer<z.ZodObject<typeof CaseCommon>> & {
  input: Record<string, unknown>;
  expected: Record<string, unknown>;
  [key: string]: unknown;
};
