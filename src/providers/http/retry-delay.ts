// How long a model API asks us to wait before the next try, read from its
// reply's headers, in the order the vendors' own SDKs read them:
// `retry-after-ms` (Azure, and every Stainless SDK), then `Retry-After`
// (seconds, or an HTTP date), then the reset of the rate-limit window that is
// spent: OpenAI's `x-ratelimit-reset-requests` / `-tokens` (a duration such
// as `1s`, `6m0s`, `12ms`) and Anthropic's `anthropic-ratelimit-*-reset` (an
// RFC 3339 time). Gemini says it in the body (google.rpc.RetryInfo), which
// its provider reads with `durationMs`. Undefined when the reply says nothing.

/** Ms in each unit of a Go-style duration (`1h2m3.5s`, `250ms`, `5us`). */
const UNIT_MS: Readonly<Record<string, number>> = { h: 3_600_000, m: 60_000, s: 1000, ms: 1, us: 0.001, µs: 0.001, ns: 0.000_001 };
const DURATION = /^(?:\d+(?:\.\d+)?(?:h|ms|m|s|us|µs|ns))+$/;
const DURATION_PART = /(\d+(?:\.\d+)?)(h|ms|m|s|us|µs|ns)/g;

/** A duration as OpenAI's headers and Google's RetryInfo write it (`6m0s`, `1.5s`, `27s`, `12ms`), in ms; undefined for anything else. */
export function durationMs(text: string | null | undefined): number | undefined {
  const value = text?.trim();
  if (!value || value.length > 40 || !DURATION.test(value)) return undefined;
  let total = 0;
  for (const [, amount = '0', unit = 's'] of value.matchAll(DURATION_PART)) total += Number(amount) * (UNIT_MS[unit] ?? 0);
  return Number.isFinite(total) ? total : undefined;
}

/** `Retry-After`: delay-seconds (a float is taken too) or an HTTP date; undefined when it is neither. */
function retryAfterMs(text: string, now: number): number | undefined {
  const value = text.trim();
  if (/^\d+(?:\.\d+)?$/.test(value)) return Number(value) * 1000;
  if (value.length > 64) return undefined;
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}

/** The longest reset among the windows of this family that are spent (remaining 0), or undefined. */
function spentWindowReset(
  headers: Headers,
  names: readonly (readonly [remaining: string, reset: string])[],
  read: (reset: string) => number | undefined,
) {
  let wait: number | undefined;
  for (const [remaining, reset] of names) {
    if (headers.get(remaining)?.trim() !== '0') continue;
    const ms = read(headers.get(reset) ?? '');
    if (ms !== undefined) wait = Math.max(wait ?? 0, ms);
  }
  return wait;
}

const OPENAI_WINDOWS = [
  ['x-ratelimit-remaining-requests', 'x-ratelimit-reset-requests'],
  ['x-ratelimit-remaining-tokens', 'x-ratelimit-reset-tokens'],
] as const;

const ANTHROPIC_WINDOWS = ['requests', 'tokens', 'input-tokens', 'output-tokens'].map(
  (name) => [`anthropic-ratelimit-${name}-remaining`, `anthropic-ratelimit-${name}-reset`] as const,
);

/** The wait these reply headers ask for, in ms (see the top of this file); `now` is the clock an HTTP date or RFC 3339 time is read against. */
export function headerRetryDelayMs(headers: Headers, now: number = Date.now()): number | undefined {
  const ms = Number(headers.get('retry-after-ms')?.trim() || NaN);
  // 0 is no advice (the openai SDK falls through it too).
  if (Number.isFinite(ms) && ms > 0) return ms;
  const after = headers.get('retry-after');
  const fromAfter = after === null ? undefined : retryAfterMs(after, now);
  if (fromAfter !== undefined) return fromAfter;
  const openai = spentWindowReset(headers, OPENAI_WINDOWS, durationMs);
  if (openai !== undefined) return openai;
  return spentWindowReset(headers, ANTHROPIC_WINDOWS, (reset) => {
    const at = Date.parse(reset);
    return Number.isNaN(at) ? undefined : Math.max(0, at - now);
  });
}
