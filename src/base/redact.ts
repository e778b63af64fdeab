// Secret values never reach the results JSON or a report: a program's output,
// stderr or trajectory may print its environment (an exec: child inherits
// AWS credentials and the action's tokens). Like GitHub's log masking, every
// occurrence of a secret value becomes ***. Pure: the secrets come in as data.

export const REDACTED = '***';

/** Shorter values are too likely to be ordinary words or numbers to mask. */
export const MIN_SECRET_LENGTH = 8;

// The last word of the name (split at _ and -) says what the value is:
// AWS_SESSION_TOKEN, INPUT_GITHUB-TOKEN, DB_PASSWORD, OPENAI_API_KEY. Not
// INPUT_MAX-TOKENS (a number) nor ACTIONS_ID_TOKEN_REQUEST_URL (a URL).
const SECRET_LAST_WORD = /^(?:[A-Z0-9]*(?:TOKEN|SECRET|PASSWORD|PASSWD|KEY|APIKEY|CREDENTIALS?)|PAT|PASS)$/;
// Secrets whose name does not end in such a word.
const SECRET_NAMES = new Set([
  'AWS_ACCESS_KEY_ID',
  'AWS_SECRET_ACCESS_KEY',
  'AWS_SESSION_TOKEN',
  'ACTIONS_RUNTIME_TOKEN',
  'ACTIONS_ID_TOKEN_REQUEST_TOKEN',
]);

export function isSecretName(name: string): boolean {
  const upper = name.toUpperCase();
  if (SECRET_NAMES.has(upper)) return true;
  const words = upper.split(/[_-]/);
  return SECRET_LAST_WORD.test(words[words.length - 1] ?? '');
}

/** The secret values in an environment, longest first (so a secret inside another goes with it). */
export function secretValues(env: Record<string, string | undefined>): string[] {
  const values = new Set<string>();
  for (const [name, value] of Object.entries(env)) {
    if (value === undefined || !isSecretName(name)) continue;
    for (const form of [value.trim(), JSON.stringify(value.trim()).slice(1, -1)]) {
      if (form.length >= MIN_SECRET_LENGTH) values.add(form);
    }
  }
  return [...values].sort((a, b) => b.length - a.length);
}

export function redactText(text: string, secrets: readonly string[]): string {
  let out = text;
  for (const secret of secrets) if (out.includes(secret)) out = out.split(secret).join(REDACTED);
  return out;
}

/**
 * The value with every string redacted (keys too). What holds no secret is
 * returned as it is, not copied: a run's results are large, and almost none
 * of their strings hold one. An object or array is copied only when something
 * in it changed.
 */
export function redactDeep<T>(value: T, secrets: readonly string[]): T {
  if (secrets.length === 0) return value;
  const walk = (v: unknown): unknown => {
    if (typeof v === 'string') return redactText(v, secrets);
    if (Array.isArray(v)) {
      let copy: unknown[] | null = null;
      for (let i = 0; i < v.length; i++) {
        const item: unknown = v[i];
        const done = walk(item);
        if (copy === null && done !== item) copy = v.slice(0, i);
        copy?.push(done);
      }
      return copy ?? v;
    }
    if (v !== null && typeof v === 'object') {
      const entries = Object.entries(v);
      let copy: Record<string, unknown> | null = null;
      for (let i = 0; i < entries.length; i++) {
        const [key, item] = entries[i] as [string, unknown];
        const doneKey = redactText(key, secrets);
        const done = walk(item);
        if (copy === null && (doneKey !== key || done !== item)) copy = Object.fromEntries(entries.slice(0, i));
        // defineProperty: a key named __proto__ stays a key, as Object.fromEntries keeps it.
        if (copy) Object.defineProperty(copy, doneKey, { value: done, enumerable: true, writable: true, configurable: true });
      }
      return copy ?? v;
    }
    return v;
  };
  return walk(value) as T;
}
