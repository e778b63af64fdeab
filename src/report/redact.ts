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

/** A copy of a JSON-like value with every string redacted (keys too). */
export function redactDeep<T>(value: T, secrets: readonly string[]): T {
  if (secrets.length === 0) return value;
  const walk = (v: unknown): unknown => {
    if (typeof v === 'string') return redactText(v, secrets);
    if (Array.isArray(v)) return v.map(walk);
    if (v !== null && typeof v === 'object') {
      return Object.fromEntries(Object.entries(v).map(([k, x]) => [redactText(k, secrets), walk(x)]));
    }
    return v;
  };
  return walk(value) as T;
}
