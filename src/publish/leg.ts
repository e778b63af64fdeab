// Matrix legs: every leg of a matrix job runs with the same workflow, job id
// and check-name, so without the leg's own values two legs (two models, say)
// would report under one check name and edit one sticky comment, and the
// last leg to finish would hide the others' verdicts. Pure.
import { createHash } from 'node:crypto';

export type Matrix = Readonly<Record<string, unknown>>;

/** A value as GitHub prints it in a leg's job name: strings bare, anything else as JSON. */
function show(value: unknown): string {
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- JSON.stringify returns undefined for undefined, functions and symbols, whatever its type says.
  return typeof value === 'string' ? value : (JSON.stringify(value) ?? String(value));
}

/**
 * The check run's name for this leg: `check-name` with the leg's matrix
 * values appended in the matrix's order, as GitHub names the legs' jobs
 * (`eval (model-a)`), unless the name already names every value as a whole
 * token (a `check-name: evals ${{ matrix.model }}` the user wrote per leg).
 * A value inside a word does not count: legs `eval` and `super` would both
 * keep `supereval` and hide each other's verdict.
 */
export function legCheckName(checkName: string, matrix: Matrix | null): string {
  if (!matrix) return checkName;
  const values = Object.values(matrix).map(show);
  if (values.length === 0 || values.every((v) => namesToken(checkName, v))) return checkName;
  return `${checkName} (${values.join(', ')})`;
}

/** A letter, digit or mark: the characters a word is made of. Anything else (whitespace, punctuation, the ends) delimits. */
const WORD_CHAR = /[\p{L}\p{N}\p{M}]/u;

/** Whether `value` occurs in `name` with no word character right before or after it. An empty value never does. */
function namesToken(name: string, value: string): boolean {
  if (value === '') return false;
  for (let at = name.indexOf(value); at !== -1; at = name.indexOf(value, at + 1)) {
    // Whole code points, so a letter outside the BMP is a letter too.
    const before = [...name.slice(0, at)].at(-1);
    const after = [...name.slice(at + value.length)][0];
    if ((before === undefined || !WORD_CHAR.test(before)) && (after === undefined || !WORD_CHAR.test(after))) return true;
  }
  return false;
}

/**
 * A short, stable id of the leg for the sticky comment's marker: a hash of the
 * matrix with its keys sorted at every level, so the same leg finds its own
 * comment on the next run whatever order the runner prints the keys in.
 * Undefined outside a matrix, which keeps markers of plain jobs as they were.
 */
export function legId(matrix: Matrix | null): string | undefined {
  if (!matrix) return undefined;
  return createHash('sha256').update(canonicalJson(matrix)).digest('hex').slice(0, 16);
}

function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- JSON.stringify returns undefined for undefined, functions and symbols, whatever its type says.
  return JSON.stringify(value) ?? 'null';
}
