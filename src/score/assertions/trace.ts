// promptfoo's trace assertions (0.121.20: src/assertions/traceSpanCount.ts,
// traceSpanDuration.ts, traceErrorSpans.ts) over the OpenTelemetry spans an
// exec:/mcp: agent or exec: model exported for the case (src/traces/).
// promptfoo's rules, kept as they are:
//   - spans are selected by name only, with promptfoo's glob (`*`, `?`,
//     whole name, any letter case);
//   - durations are end - start in milliseconds; a percentile is the
//     nearest-rank one (the ceil(p/100 * n)-th smallest);
//   - an error span: status code 2, a status code of 400 or more, an
//     `error`/`exception`/`failed`/`failure` attribute that is true, "true"
//     or an object, an `http.status_code` of 400 or more, an
//     `otel.status_code` or `status.code` of "ERROR", or a status message
//     naming an error, failure, exception, timeout or abort;
//   - promptfoo's handlers ignore `not-` (a `not-trace-*` decides as its
//     plain form); here `not-` is refused, as for the tool-call checks.
// With no trace at all (a model or the built-in agent, which export none) the
// assertion is an error, as promptfoo's "No trace data available".
import { maxOf } from '../../base/index.js';
import type { Assertion, Span } from '../../config/index.js';
import { AssertionConfigError, type AssertContext, type AssertionFamily, type AssertionHandler, type ValueCheck } from '../types.js';
import { globMatches } from './glob.js';
import { isInverse, promptfooVerdict } from './promptfoo.js';

/** The case's spans; none collected is promptfoo's "No trace data available". */
export function spansOf(type: string, context: AssertContext): Span[] {
  const spans = context.trajectory?.spans ?? context.response.spans;
  if (!spans) {
    throw new Error(
      `No trace data available for ${type} assertion: only exec: and mcp: agents and exec: models export spans (docs/scoring.md, traces)`,
    );
  }
  return spans;
}

const durationOf = (span: Span) => (span.end_ms as number) - span.start_ms;

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const verdict = (assertion: Assertion, pass: boolean, reason: string) => promptfooVerdict(assertion, pass, pass ? 1 : 0, reason);

// ---- trace-span-count

const spanCountProblem: ValueCheck = (value) =>
  isObject(value) && typeof value['pattern'] === 'string' && value['pattern'] !== ''
    ? null
    : 'trace-span-count assertion must have a value object with pattern property';

const spanCount: AssertionHandler = async (_output, assertion, context) => {
  const spans = spansOf(assertion.type, context);
  const problem = spanCountProblem(assertion.value);
  if (problem) throw new AssertionConfigError(problem);
  const { pattern, min, max } = assertion.value as { pattern: string; min?: number; max?: number };
  const matching = spans.filter((s) => globMatches(s.name, pattern));
  const count = matching.length;
  let pass = true;
  let reason: string;
  if (min !== undefined && count < min) {
    pass = false;
    reason = `Found ${count} spans matching pattern "${pattern}", expected at least ${min}`;
  } else if (max !== undefined && count > max) {
    pass = false;
    reason = `Found ${count} spans matching pattern "${pattern}", expected at most ${max}`;
  } else {
    reason = `Found ${count} spans matching pattern "${pattern}"`;
    if (min !== undefined && max !== undefined) reason += ` (expected ${min}-${max})`;
    else if (min !== undefined) reason += ` (expected at least ${min})`;
    else if (max !== undefined) reason += ` (expected at most ${max})`;
  }
  if (count > 0) reason += `. Matched spans: ${[...new Set(matching.map((s) => s.name))].join(', ')}`;
  return verdict(assertion, pass, reason);
};

// ---- trace-span-duration

/** The nearest-rank percentile, as promptfoo's calculatePercentile. */
export function percentileOf(durations: readonly number[], percentile: number): number {
  if (durations.length === 0) return 0;
  const sorted = [...durations].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil((percentile / 100) * sorted.length) - 1)] as number;
}

const spanDurationProblem: ValueCheck = (value) =>
  isObject(value) && typeof value['max'] === 'number' ? null : 'trace-span-duration assertion must have a value object with max property';

const spanDuration: AssertionHandler = async (_output, assertion, context) => {
  const spans = spansOf(assertion.type, context);
  const problem = spanDurationProblem(assertion.value);
  if (problem) throw new AssertionConfigError(problem);
  const { pattern = '*', max, percentile } = assertion.value as { pattern?: string; max: number; percentile?: number };
  const matching = spans.filter((s) => globMatches(s.name, pattern) && s.end_ms !== undefined);
  if (matching.length === 0) return verdict(assertion, true, `No spans found matching pattern "${pattern}" with complete timing data`);
  const timed = matching.map((s) => ({ name: s.name, duration: durationOf(s) }));
  const slowest = (list: typeof timed) =>
    [...list]
      .sort((a, b) => b.duration - a.duration)
      .slice(0, 3)
      .map((s) => `${s.name} (${s.duration}ms)`)
      .join(', ');
  if (percentile === undefined) {
    const slow = timed.filter((s) => s.duration > max);
    if (slow.length > 0) return verdict(assertion, false, `${slow.length} span(s) exceed duration threshold ${max}ms. Slowest: ${slowest(slow)}`);
    const longest = maxOf(timed.map((s) => s.duration));
    return verdict(assertion, true, `All ${matching.length} spans matching pattern "${pattern}" completed within ${max}ms (max: ${longest}ms)`);
  }
  const value = percentileOf(
    timed.map((s) => s.duration),
    percentile,
  );
  if (value > max) {
    return verdict(
      assertion,
      false,
      `${percentile}th percentile duration (${value}ms) exceeds threshold ${max}ms. Slowest spans: ${slowest(timed.filter((s) => s.duration >= value))}`,
    );
  }
  return verdict(assertion, true, `${percentile}th percentile duration (${value}ms) is within threshold ${max}ms`);
};

// ---- trace-error-spans

const ERROR_FLAGS = ['error', 'exception', 'failed', 'failure'];
const ERROR_MESSAGE = /error|failed|failure|exception|timeout|abort/i;

/** promptfoo's isErrorSpan. */
export function isErrorSpan(span: Span): boolean {
  const code = span.status_code;
  if (code === 2) return true;
  if (code !== undefined && code >= 400) return true;
  const a = span.attributes;
  for (const key of ERROR_FLAGS) {
    const v = a[key];
    if (v === true || v === 'true' || (typeof v === 'object' && v !== null)) return true;
  }
  const http = a['http.status_code'];
  if (http !== undefined && http !== null && !Number.isNaN(Number(http)) && Number(http) >= 400) return true;
  if (a['otel.status_code'] === 'ERROR' || a['status.code'] === 'ERROR') return true;
  return span.status_message !== undefined && ERROR_MESSAGE.test(span.status_message);
}

const errorSpansProblem: ValueCheck = (value) =>
  value === undefined || value === null || typeof value === 'number' || isObject(value)
    ? null
    : 'trace-error-spans takes a number (the most error spans) or an object {max_count?, max_percentage?, pattern?}';

const errorSpans: AssertionHandler = async (_output, assertion, context) => {
  const spans = spansOf(assertion.type, context);
  const value = assertion.value;
  let maxCount: number | undefined;
  let maxPercentage: number | undefined;
  let pattern = '*';
  if (typeof value === 'number') maxCount = value;
  else if (isObject(value)) {
    maxCount = value['max_count'] as number | undefined;
    maxPercentage = value['max_percentage'] as number | undefined;
    pattern = (value['pattern'] as string | undefined) || '*';
  }
  if (maxCount === undefined && maxPercentage === undefined) maxCount = 0;
  const matching = spans.filter((s) => globMatches(s.name, pattern));
  if (matching.length === 0) return verdict(assertion, true, `No spans found matching pattern "${pattern}"`);
  const errors = matching.filter(isErrorSpan);
  const count = errors.length;
  const rate = (count / matching.length) * 100;
  if (maxCount !== undefined && count > maxCount) {
    const details = errors.slice(0, 3).map((s) => {
      if (s.status_message) return `${s.name} (${s.status_message})`;
      return s.status_code ? `${s.name} (status: ${s.status_code})` : s.name;
    });
    const more = errors.length > 3 ? ` and ${errors.length - 3} more` : '';
    return verdict(assertion, false, `Found ${count} error spans, expected at most ${maxCount}. Errors: ${details.join(', ')}${more}`);
  }
  if (maxPercentage !== undefined && rate > maxPercentage) {
    return verdict(
      assertion,
      false,
      `Error rate ${rate.toFixed(1)}% exceeds threshold ${maxPercentage}% (${count} errors out of ${matching.length} spans)`,
    );
  }
  if (count === 0) return verdict(assertion, true, `No errors found in ${matching.length} spans matching pattern "${pattern}"`);
  let reason = `Found ${count} error(s) in ${matching.length} spans (${rate.toFixed(1)}%)`;
  if (maxCount !== undefined) reason += `, within threshold of ${maxCount}`;
  if (maxPercentage !== undefined) reason += `, within threshold of ${maxPercentage}%`;
  return verdict(assertion, true, reason);
};

/** `not-` refused: promptfoo 0.121.20 ignores it on these types (the negated form decides as the plain one), so it could only mislead. */
function plainOnly(handler: AssertionHandler): AssertionHandler {
  return async (output, assertion, context) => {
    if (isInverse(assertion)) {
      throw new AssertionConfigError(
        `${assertion.type}: not- is not supported (promptfoo 0.121.20 ignores it on this type); bound the count with max instead`,
      );
    }
    return handler(output, assertion, context);
  };
}

export const traceFamily: AssertionFamily = {
  handlers: {
    'trace-span-count': plainOnly(spanCount),
    'trace-span-duration': plainOnly(spanDuration),
    'trace-error-spans': plainOnly(errorSpans),
  },
  valueChecks: {
    'trace-span-count': spanCountProblem,
    'trace-span-duration': spanDurationProblem,
    'trace-error-spans': errorSpansProblem,
  },
};
