// Runs one assertion through the engine (negation included), as a case would.
import type { Assertion } from '../../../src/config/case.js';
import type { AssertResult } from '../../../src/config/results.js';
import { VALUE_CHECKS, VALUE_WARNINGS } from '../../../src/score/assertions/index.js';
import { runAssertion } from '../../../src/score/promptfoo/evaluate.js';
import { assertContext } from '../../helpers/assert-context.js';
import { DEFAULT_TIME_LIMITS } from '../../../src/score/sandbox/time-limit.js';

const context = assertContext({ response: { latency_ms: 0 }, testCase: { expected: {} } });

export async function run(type: string, output: string, value?: unknown, extra: Partial<Assertion> = {}): Promise<AssertResult> {
  return runAssertion({ type, ...(value === undefined ? {} : { value }), ...extra }, output, context);
}

/** `run` with the run's regex time limit at `regexMs`. */
export async function runWithRegexLimit(regexMs: number, type: string, output: string, value?: unknown): Promise<AssertResult> {
  const limited = { ...context, limits: { ...DEFAULT_TIME_LIMITS, regexMs } };
  return runAssertion({ type, ...(value === undefined ? {} : { value }) }, output, limited);
}

/** The status and score promptfoo's verdict maps to: [status, score]. */
export async function verdict(type: string, output: string, value?: unknown, extra: Partial<Assertion> = {}): Promise<[string, number | null]> {
  const r = await run(type, output, value, extra);
  return [r.status, r.score];
}

/** The load-time check of a type's value (the `not-` form shares it). */
export const loadProblem = (type: string, value: unknown): string | null => (VALUE_CHECKS[type] as (v: unknown) => string | null)(value);

/** The load-time warning about a type's value: it runs, and decides every output alike. */
export const loadWarning = (type: string, value: unknown): string | null => VALUE_WARNINGS[type]?.(value) ?? null;
