// The time limits on what a dataset's checks run: a user's regular expression
// (bounded-regex.ts), dataset code and templates in the sandbox (sandbox/), a
// webhook's answer. The user may set each in the environment
// (SUPEREVAL_*_TIME_LIMIT_MS), which the front end reads once
// (src/app/environment.ts) and hands down in the checks' context; absent,
// the defaults apply. A bad value is the user's to fix, so it stops the run.
import { DatasetError, type DatasetIssue } from '../../base/index.js';

export interface TimeLimits {
  /** One match of a user's regular expression, or all the matches of one validation. */
  regexMs: number;
  /** Dataset JavaScript and Python, a template's rendering. */
  scriptMs: number;
  /** A webhook assertion's answer. */
  webhookMs: number;
}

/** The variable that sets each limit, which its messages name. */
export const TIME_LIMIT_ENV = {
  regexMs: 'SUPEREVAL_REGEX_TIME_LIMIT_MS',
  scriptMs: 'SUPEREVAL_SCRIPT_TIME_LIMIT_MS',
  // promptfoo's own 5 s.
  webhookMs: 'SUPEREVAL_WEBHOOK_TIME_LIMIT_MS',
} as const satisfies Record<keyof TimeLimits, string>;

export const DEFAULT_TIME_LIMITS: TimeLimits = { regexMs: 1000, scriptMs: 10_000, webhookMs: 5000 };

/** A check's script time limit: its context's, else the default. */
export const scriptLimitOf = (context: { limits?: TimeLimits | undefined }): number => (context.limits ?? DEFAULT_TIME_LIMITS).scriptMs;

/** The limits `env` sets, each a whole number of milliseconds >= 1; every bad value is named in one DatasetError. */
export function timeLimitsOf(env: Readonly<Record<string, string | undefined>>): TimeLimits {
  const problems: DatasetIssue[] = [];
  const limits = { ...DEFAULT_TIME_LIMITS };
  for (const key of Object.keys(TIME_LIMIT_ENV) as (keyof TimeLimits)[]) {
    const name = TIME_LIMIT_ENV[key];
    const raw = env[name];
    if (raw === undefined || raw.trim() === '') continue;
    const ms = Number(raw);
    if (Number.isInteger(ms) && ms >= 1) limits[key] = ms;
    else problems.push({ file: name, field: '(environment)', message: `must be a whole number of milliseconds >= 1, got "${raw}"` });
  }
  if (problems.length > 0) throw new DatasetError(problems);
  return limits;
}
