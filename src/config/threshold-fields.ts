// How a threshold of dataset.json is declared: its value's schema and the
// default that applies when the file leaves it out (or writes null). The
// common thresholds (src/config/thresholds.ts) and each kind's own
// (src/kinds/) are declared so; both the schema that reads the file and the
// resolved type come from these declarations.
import { z } from 'zod';
import { pyBool, pyFloat, pyInt } from './pydantic-lax.js';

// The Python tool's thresholds are pydantic `float`, `int` and `bool` fields,
// read in lax mode ("0.8" is 0.8): see pydantic-lax.ts.
export const fraction = pyFloat(z.number().min(0).max(1));
export const nonNegative = pyFloat(z.number().min(0));
/** A whole-number limit (the Python tool's `int` thresholds); a fraction is accepted as before. */
export const nonNegativeInt = pyInt(z.number().min(0));
export const flag = pyBool(z.boolean());
/**
 * A fraction the Python tool does not bound above: a score drop above 1 can
 * never be reached (the gate never fires) and composite weights need not sum
 * to 1, but both run (supereval/models.py Thresholds.max_score_drop,
 * rag/models.py RagThresholds.*_weight are plain floats).
 */
export const unboundedFraction = pyFloat(z.number().min(0));

type Field<T extends z.ZodType, Resolved> = z.ZodPipe<z.ZodOptional<z.ZodNullable<T>>, z.ZodTransform<Resolved, z.output<T> | null | undefined>>;

/**
 * `schema`, optional and nullable in the file, resolving to `fallback` when
 * absent. The pipe's `in` is what the file may say; its output, the resolved
 * value. An object default is copied, so no two datasets share one.
 */
export function threshold<T extends z.ZodType>(schema: T, fallback: null): Field<T, z.output<T> | null>;
export function threshold<T extends z.ZodType>(schema: T, fallback: NoInfer<z.output<T>>): Field<T, z.output<T>>;
export function threshold(schema: z.ZodType, fallback: unknown): Field<z.ZodType, unknown> {
  return schema.nullish().transform((value) => value ?? (typeof fallback === 'object' ? structuredClone(fallback) : fallback));
}

export type ThresholdField = Field<z.ZodType, unknown>;
export type ThresholdShape = Record<string, ThresholdField>;
