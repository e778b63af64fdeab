// The number rules both front ends share: a CLI flag and an action input of
// the same meaning accept the same values and say the same thing when wrong.
// Only decimal notation is read: Number() would also take "0x10", "0b11" and
// "1e3" as whole numbers, which Python's int() (the supereval CLI's) refuses.

export type NumberRule = { parse(text: string): number | null; describe: string };

const DECIMAL_INT = /^\+?\d+$/;
// Python's float() also reads an exponent ("5e-1"); it does not read hex.
const DECIMAL = /^\+?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/;

const wholeNumber = (min: number, max: number, describe: string): NumberRule => ({
  parse: (text) => {
    const t = text.trim();
    if (!DECIMAL_INT.test(t)) return null;
    const n = Number(t);
    return Number.isSafeInteger(n) && n >= min && n <= max ? n : null;
  },
  describe,
});

export const POSITIVE_INT: NumberRule = wholeNumber(1, Number.MAX_SAFE_INTEGER, 'a whole number of at least 1');

/**
 * Trials per case and model. Every trial's result is kept in memory and in the
 * results file, so an unbounded count (1e9) would run out of memory mid-run;
 * 100 is far above what pass@k estimates need.
 */
export const MAX_TRIALS = 100;
export const TRIALS: NumberRule = wholeNumber(1, MAX_TRIALS, `a whole number from 1 to ${MAX_TRIALS}`);

/** Re-runs of a regression (--confirm-regressions): a count, or `auto`; 0 turns them off. Bounded as trials are. */
const RERUNS: NumberRule = wholeNumber(0, MAX_TRIALS, `auto or a whole number from 0 to ${MAX_TRIALS}`);
export const CONFIRM_RUNS = {
  describe: RERUNS.describe,
  parse: (text: string): number | 'auto' | null => (text.trim().toLowerCase() === 'auto' ? 'auto' : RERUNS.parse(text)),
};

export const FRACTION: NumberRule = {
  parse: (text) => {
    const t = text.trim();
    if (!DECIMAL.test(t)) return null;
    const n = Number(t);
    return n >= 0 && n <= 1 ? n : null;
  },
  describe: 'a number from 0 to 1',
};

/** A pass rate strictly between 0 and 1 (the flaky tolerance: at 0 or 1 no re-run could tell anything). */
export const OPEN_FRACTION: NumberRule = {
  parse: (text) => {
    const n = FRACTION.parse(text);
    return n !== null && n > 0 && n < 1 ? n : null;
  },
  describe: 'a number between 0 and 1 (exclusive)',
};

/** A drop in pass rate, in points: from 0 up to (not including) 100. */
export const POINTS: NumberRule = {
  parse: (text) => {
    const t = text.trim();
    if (!DECIMAL.test(t)) return null;
    const n = Number(t);
    return n >= 0 && n < 100 ? n : null;
  },
  describe: 'a number of points from 0 to below 100',
};

/**
 * Extra samples the max_drop decision may buy for an inconclusive change
 * (--max-drop-trials). Buying them is not wired yet (the decision looks once),
 * so only 0 is accepted: a larger budget would be a promise the run does not
 * keep. The planning and the alpha-spending schedule are in compare/change-decision.ts.
 */
export const MAX_DROP_TRIALS: NumberRule = wholeNumber(
  0,
  0,
  '0 for now: buying samples for an inconclusive change is not supported yet (on-inconclusive says what an inconclusive change does)',
);

/** An amount of money (a cost cap): any decimal, 0 or more. */
export const USD: NumberRule = {
  parse: (text) => {
    const t = text.trim();
    if (!DECIMAL.test(t)) return null;
    const n = Number(t);
    return Number.isFinite(n) && n >= 0 ? n : null;
  },
  describe: 'a number of US dollars, 0 or more',
};

export const numberProblem = (name: string, rule: NumberRule, text: string) => `${name} must be ${rule.describe}, got "${text}"`;

const DURATION = /^(\d+(?:\.\d+)?)\s*(s|m|h)?$/;
const UNIT_MS = { s: 1000, m: 60_000, h: 3_600_000 } as const;

/**
 * A run's time budget: `90s`, `25m`, `1.5h`; a plain number is minutes, as in
 * a workflow's `timeout-minutes`. Returns milliseconds.
 */
export const DURATION_MS: NumberRule = {
  parse: (text) => {
    const m = DURATION.exec(text.trim());
    if (!m) return null;
    const ms = Number(m[1]) * UNIT_MS[(m[2] ?? 'm') as keyof typeof UNIT_MS];
    return Number.isFinite(ms) && ms >= 1000 && ms <= 7 * 24 * 3_600_000 ? Math.round(ms) : null;
  },
  describe: 'a duration from 1s to 7 days such as 90s, 25m or 1.5h (a plain number is minutes)',
};
