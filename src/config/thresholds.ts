// dataset.json's `thresholds`: the common gates declared here, each kind's
// own in its module (src/kinds/). The file keeps only what the user wrote
// (ThresholdsSchema); everything downstream sees the values with defaults
// filled in (resolveThresholds), whose type comes from the same declarations.
import { z } from 'zod';
import { KINDS } from '../kinds/index.js';
import { levenshtein } from '../score/agent-formulas.js';
import { flag, fraction, nonNegative, nonNegativeInt, threshold, unboundedFraction, type ThresholdShape } from './threshold-fields.js';

/** The gates any dataset may set. */
const COMMON_THRESHOLDS = {
  pass_rate: threshold(fraction, 1.0),
  fail_on_regression: threshold(flag, true),
  max_score_drop: threshold(unboundedFraction, null),
  max_cost_usd: threshold(nonNegative, null),
  max_p95_latency_ms: threshold(nonNegativeInt, null),
  // Cases tagged so must all pass; a tag's pass rate must reach its floor.
  must_pass_tags: threshold(z.array(z.string()), []),
  tag_floors: threshold(z.record(z.string(), fraction), {}),
};

type KindThresholds = (typeof KINDS)[keyof typeof KINDS]['thresholds'];
type UnionToIntersection<U> = (U extends unknown ? (u: U) => void : never) extends (i: infer I) => void ? I : never;
type AllThresholds = typeof COMMON_THRESHOLDS & UnionToIntersection<KindThresholds>;

// Every kind accepts every kind's thresholds, as the Python tool's one
// thresholds model does; a kind's module only says which it reads.
const ALL_THRESHOLDS = Object.assign({}, COMMON_THRESHOLDS, ...Object.values(KINDS).map((k): ThresholdShape => k.thresholds)) as AllThresholds;

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
  const chars = [...word.toLowerCase()];
  let best: { key: string; distance: number } | null = null;
  for (const key of known) {
    const distance = levenshtein(chars, [...key]);
    if (!best || distance < best.distance) best = { key, distance };
  }
  return best && best.distance <= Math.max(2, Math.floor(word.length / 3)) ? best.key : null;
}

const ResolvedThresholdsSchema = z.object(ALL_THRESHOLDS);
export type ResolvedThresholds = z.output<typeof ResolvedThresholdsSchema>;

/** The thresholds with every default filled in; `raw` has passed ThresholdsSchema. */
export function resolveThresholds(raw: Thresholds | null | undefined): ResolvedThresholds {
  return ResolvedThresholdsSchema.parse(raw ?? {});
}
