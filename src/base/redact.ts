// No credential is published or stored. Every text supereval writes for
// others to read (the results and baseline files, the job summary, the PR
// comment, the check run and its annotations, the step outputs, every log
// line) passes through one scrubber, whatever the text came from: a
// program's output or stderr, a model's answer, a file's name or contents.
// It masks, as ***:
// - the values of the secret variables we hold (by name, as GitHub's log
//   masking does, and the password of any URL in the environment, such as
//   DATABASE_URL's), also reversed, spaced out with whitespace, or escaped
//   inside JSON: a value of 8 characters or more, in its order, with only
//   invisible characters between, is not found in ordinary text by chance;
//   and encoded: in base64 (standard and URL-safe, padded or not, whole or
//   inside a longer base64 text at any of its three alignments), percent-
//   encoded, in hex (lower and upper case). A value that is a word keys are
//   named with (`password`) is masked where it stands as a value, not where
//   it names one (`password=hunter2` keeps its key, and the shape below
//   masks what follows);
// - well-known credential shapes, wherever they came from: AWS access key
//   ids, GitHub tokens, OpenAI, Anthropic and Google API keys, JWTs, private key blocks, URL passwords, bearer and
//   Authorization header credentials. Each shape is one no word or number
//   has (the unit tests list texts that must stay as they are).
// A determined program can still encode a secret another way (rot13, one
// character a line with text between); the real boundary is that dataset
// code never gets the credentials (docs/security.md).

import { encodedMasker } from './redact-encoded.js';

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

// scheme://user:password@ (RFC 3986 userinfo). The password runs to the last
// @ before the host: `p@ss` unencoded is still all password. It stops at
// whitespace, quotes and brackets, so a mask never reaches past a JSON string.
const URL_PASSWORD = /\b([a-z][a-z0-9+.-]*:\/\/)([^\s:/?#@"'<>`]*):([^\s/?#"'<>`]+)@/gi;

/**
 * The secret values in an environment, longest first: the values of
 * secret-named variables, and the password of any URL a variable holds
 * (DATABASE_URL), raw and percent-decoded; not one that is also the URL's
 * user name (postgres:postgres), which the URL shows anyway.
 */
export function secretValues(env: Record<string, string | undefined>): string[] {
  const values = new Set<string>();
  const add = (value: string) => {
    const trimmed = value.trim();
    if (trimmed.length >= MIN_SECRET_LENGTH) values.add(trimmed);
  };
  for (const [name, value] of Object.entries(env)) {
    if (value === undefined) continue;
    if (isSecretName(name)) add(value);
    if (!value.includes('://')) continue;
    for (const [, , user = '', password = ''] of value.matchAll(URL_PASSWORD)) {
      for (const form of new Set([password, decoded(password)])) if (form !== user && form !== decoded(user)) add(form);
    }
  }
  return [...values].sort((a, b) => b.length - a.length);
}

function decoded(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

interface Shape {
  pattern: RegExp;
  mask: string;
}

// A private key block's body, line by line: its lines are base64 (a PGP
// block's checksum starts with `=`) or the headers PEM and PGP write, broken
// by newlines, by `\n` as JSON escapes them, or by spaces where a variable
// flattened them. A whole line of a key is 40 characters or more (64 in PEM).
const KEY_BREAK = String.raw`(?:\r?\n|(?:\\r)?\\n|[ \t])`;
const KEY_LINE = String.raw`(?:(?:Proc-Type|DEK-Info|Version|Comment|Hash|Charset):[^\r\n\\"]*|=?[A-Za-z0-9+/]+={0,2})`;
const KEY_BLOCK = new RegExp(
  [
    String.raw`-----BEGIN ((?:[A-Z0-9]+ )*)PRIVATE KEY( BLOCK)?-----`,
    // A block already masked (also as markdown escapes it, `\*\*\*`) is left as it is.
    String.raw`(?!\\?\*\\?\*\\?\*)`,
    // To its END, through key lines only; else (a cut output) through its whole lines, and a shorter
    // last piece where the text or its JSON string ends there, or where the next line is none of a
    // key's (it holds a space or a colon): the lines after the key are the log's, not the key's.
    String.raw`(?:(?:${KEY_BREAK}+${KEY_LINE})*${KEY_BREAK}*-----END \1PRIVATE KEY\2-----`,
    String.raw`|(?:${KEY_BREAK}+[A-Za-z0-9+/]{40,}={0,2})*`,
    String.raw`(?:${KEY_BREAK}+=?[A-Za-z0-9+/]+={0,2}(?=${KEY_BREAK}*(?:$|")|[ \t]*(?:\r?\n|(?:\\r)?\\n)[A-Za-z0-9+/=]*[^A-Za-z0-9+/=\r\n\\]))?`,
    String.raw`(?:${KEY_BREAK}*(?=$|"))?)`,
  ].join(''),
  'g',
);

// In order: a key block first, as it holds base64 any other shape could
// match a piece of. Each mask keeps the text around the credential (the
// prefix, the URL's user and host) and adds only ***, so a mask never breaks
// the JSON or markdown it sits in, and masking again changes nothing.
const SHAPES: readonly Shape[] = [
  // PEM (RSA, EC, OPENSSH, ENCRYPTED, PGP ... BLOCK).
  { pattern: KEY_BLOCK, mask: `-----BEGIN $1PRIVATE KEY$2-----${REDACTED}-----END $1PRIVATE KEY$2-----` },
  { pattern: URL_PASSWORD, mask: `$1$2:${REDACTED}@` },
  // GitHub: ghp_ (personal), gho_ (OAuth), ghu_ (user-to-server), ghs_ (installation, GITHUB_TOKEN), ghr_ (refresh), github_pat_ (fine-grained).
  { pattern: /(?<![A-Za-z0-9])(gh[pousr]_|github_pat_)[A-Za-z0-9_]{20,}/g, mask: `$1${REDACTED}` },
  // AWS access key ids: long-term (AKIA) and temporary (ASIA).
  { pattern: /(?<![A-Z0-9])(AKIA|ASIA)[A-Z0-9]{16}(?![A-Z0-9])/g, mask: `$1${REDACTED}` },
  // The secret access key itself has no prefix: found only where it is named (credentials files, env dumps).
  { pattern: /(aws_?secret_?access_?key["']?\s*[:=]\s*["']?)[A-Za-z0-9/+=]{40}(?![A-Za-z0-9/+=])/gi, mask: `$1${REDACTED}` },
  // A JWT (the Actions runtime and OIDC tokens are JWTs): base64url of `{"` twice.
  { pattern: /(?<![\w-])eyJ[\w-]{8,}\.eyJ[\w-]{8,}\.[\w-]*/g, mask: REDACTED },
  // password=... in a connection string (libpq's key=value, a JDBC or ODBC query).
  { pattern: /(?<![\w-])((?:password|passwd)=)[^\s;&,"'<>`]+/gi, mask: `$1${REDACTED}` },
  // An Authorization header's credentials, whatever their form.
  { pattern: /(authorization["']?\s*[:=]\s*["']?(?:bearer|basic|token)\s+)[^\s"',;`]+/gi, mask: `$1${REDACTED}` },
  // Bearer alone: a token68 of 16 or more characters with a digit or symbol in it, so "bearer instruments" stays.
  { pattern: /(?<![\w-])(bearer\s+)(?=[A-Za-z.-]*[0-9_~+/])[\w.~+/-]{16,}=*/gi, mask: `$1${REDACTED}` },
  // Model API keys: OpenAI's sk-, sk-proj-, sk-svcacct-, sk-admin-, Anthropic's sk-ant-(api03-), 20 or more key characters with a digit among them.
  {
    pattern: /(?<![\w-])(sk-(?:ant-(?:[a-z]{3}\d\d-)?|proj-|svcacct-|admin-)?)(?=[A-Za-z_-]*\d)[A-Za-z0-9_-]{20,}/g,
    mask: `$1${REDACTED}`,
  },
  // Google API keys (Gemini): AIza and 35 more characters.
  { pattern: /(?<![\w-])(AIza)[0-9A-Za-z_-]{35}(?![\w-])/g, mask: `$1${REDACTED}` },
];

/** Some shape may be in the text: most texts hold none, and are then not searched shape by shape. */
const SHAPE_HINT = /PRIVATE KEY|gh[pousr]_|github_pat_|AKIA|ASIA|:\/\/|aws_?secret|eyJ|passw|authorization|bearer|sk-|AIza/i;

/** Between the characters of a spaced-out value: whitespace and invisible format characters (zero-width space). */
const SPACING = '[\\s\\p{Cf}]*';

const escapeChar = (c: string) => (/[\\^$.*+?()[\]{}|/]/.test(c) ? `\\${c}` : c);

// Words keys are named with: the shapes' own (password=, Authorization:) and
// other usual ones. A secret value that is one of them (a DATABASE_URL whose
// password is `password`) is masked only where it is no key: masking the key
// would leave the value after it for all to read.
const KEY_WORDS = new Set(['password', 'passwd', 'passphrase', 'authorization', 'credential', 'credentials', 'username', 'access_key', 'secret_key']);
/** Where a key stands: followed by `=` or `:`, perhaps after its closing quote. */
const NOT_A_KEY = `(?!${SPACING}["']?${SPACING}[:=])`;

/** A value as it may be published: as is, reversed, each also as JSON escapes it; any of them spaced out. */
function valuePattern(secret: string): string {
  const reversed = Array.from(secret).reverse().join('');
  const forms = new Set([secret, reversed].flatMap((form) => [form, JSON.stringify(form).slice(1, -1)]));
  const pattern = [...forms].map((form) => Array.from(form, escapeChar).join(SPACING)).join('|');
  return KEY_WORDS.has(secret.toLowerCase()) ? `(?:${pattern})${NOT_A_KEY}` : pattern;
}

/** Masks credentials in published text (see the top of this file); built once for a run's secret values. */
export interface Scrubber {
  /** The text with every secret value and credential shape masked; the same string when it held none. */
  text: (text: string) => string;
  /**
   * The value with every string scrubbed (keys too). What holds no secret is
   * returned as it is, not copied: a run's results are large, and almost none
   * of their strings hold one. An object or array is copied only when
   * something in it changed.
   */
  deep: <T>(value: T) => T;
  /**
   * Log lines scrubbed as one text, so a key block spread over several
   * lines is masked whole; the lines as they were when nothing changed.
   */
  lines: (lines: readonly string[]) => readonly string[];
}

/** The scrubber for these secret values (from secretValues): values first, longest first, then the shapes. */
export function scrubber(secrets: readonly string[]): Scrubber {
  const sorted = [...new Set(secrets)].filter((s) => s.length >= MIN_SECRET_LENGTH).sort((a, b) => b.length - a.length);
  const values = sorted.length === 0 ? null : new RegExp(sorted.map(valuePattern).join('|'), 'gu');
  const encoded = encodedMasker(sorted, REDACTED);
  const text = (input: string): string => {
    // Shorter than any secret value or credential shape: ids, keys, statuses.
    if (input.length < MIN_SECRET_LENGTH) return input;
    let out = values === null ? input : input.replace(values, REDACTED);
    if (encoded !== null) out = encoded(out);
    if (SHAPE_HINT.test(out)) for (const shape of SHAPES) out = out.replace(shape.pattern, shape.mask);
    return out;
  };
  return {
    text,
    deep: (value) => scrubDeep(value, text),
    lines(lines) {
      const joined = lines.join('\n');
      const done = text(joined);
      return done === joined ? lines : done.split('\n');
    },
  };
}

let registered: { key: string; scrubber: Scrubber } | null = null;

/**
 * Registers the values that every log line and published text is masked of
 * (secretScrubber): the secrets of the environment the process started with,
 * which the bundle's entry registers before anything is written
 * (src/index.ts), as core.setSecret registers them with the runner.
 */
export function maskSecrets(secrets: readonly string[]): void {
  const key = secrets.join('\0');
  if (registered?.key !== key) registered = { key, scrubber: scrubber(secrets) };
}

/** The scrubber of the registered secrets (maskSecrets), and of the credentials' own shapes whatever is registered. */
export function secretScrubber(): Scrubber {
  registered ??= { key: '', scrubber: scrubber([]) };
  return registered.scrubber;
}

function scrubDeep<T>(value: T, text: (s: string) => string): T {
  // A run's objects share a few dozen key names: each is scrubbed once.
  const keys = new Map<string, string>();
  const scrubKey = (key: string): string => {
    let done = keys.get(key);
    if (done === undefined) {
      done = text(key);
      if (keys.size < 10_000) keys.set(key, done);
    }
    return done;
  };
  const walk = (v: unknown): unknown => {
    if (typeof v === 'string') return text(v);
    if (v === null || typeof v !== 'object') return v;
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
    // Keys read one at a time (no entries array per object): a run's results hold millions of small objects.
    const record = v as Record<string, unknown>;
    let copy: Record<string, unknown> | null = null;
    for (const key in record) {
      if (!Object.hasOwn(record, key)) continue;
      const item = record[key];
      const doneKey = scrubKey(key);
      const done = walk(item);
      if (copy === null && (doneKey !== key || done !== item)) {
        copy = {};
        for (const before in record) {
          if (before === key) break;
          if (Object.hasOwn(record, before)) define(copy, before, record[before]);
        }
      }
      if (copy) define(copy, doneKey, done);
    }
    return copy ?? v;
  };
  return walk(value) as T;
}

/** defineProperty: a key named __proto__ stays a key, as JSON.parse keeps it. */
function define(target: Record<string, unknown>, key: string, value: unknown): void {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}
