// zod's issues as ours: the dotted field and a plain-English problem that
// says what to do. Where the file shows what was meant, the message says so:
// a value near an allowed one (`"qaa"`: "qa"), a required field missing
// beside a field spelled near it (`groundtruth` for `ground_truth`).
import type { z } from 'zod';
import { nearestName, type DatasetIssue } from '../base/index.js';

/**
 * Turns zod's issues into ours. `input`, the value that was checked, lets a
 * missing field be matched with a misspelt one beside it.
 */
export function zodIssues(error: z.ZodError, file: string, line?: number, input?: unknown): DatasetIssue[] {
  return error.issues.map((issue) => {
    const field = issue.path.length === 0 ? '(root)' : issue.path.map(String).join('.');
    const base = { file, field, message: describeIssue(issue) + misspeltSibling(issue, input) };
    return line === undefined ? base : { ...base, line };
  });
}

/** Edits a typo may be away from the name it meant: a third of the name, at least 2. */
const typoDistance = (name: string): number => Math.max(2, Math.floor(name.length / 3));

/** For a required field that is missing: the field beside it that is spelt nearly like it, as what to do. */
function misspeltSibling(issue: z.core.$ZodIssue, input: unknown): string {
  const missing = (issue.code === 'invalid_type' || issue.code === 'invalid_value') && issue.input === undefined;
  const name = issue.path.at(-1);
  if (!missing || typeof name !== 'string' || input === undefined) return '';
  const parent = valueAt(input, issue.path.slice(0, -1));
  if (parent === null || typeof parent !== 'object' || Array.isArray(parent)) return '';
  const given = Object.keys(parent).filter((key) => key !== name);
  const near = nearestName(name.toLowerCase(), given, typoDistance(name));
  return near === null ? '' : `; "${near}" is given: rename it to "${name}"`;
}

function valueAt(value: unknown, path: readonly PropertyKey[]): unknown {
  let at = value;
  for (const key of path) {
    if (at === null || typeof at !== 'object') return undefined;
    at = (at as Record<PropertyKey, unknown>)[key];
  }
  return at;
}

function describeIssue(issue: z.core.$ZodIssue): string {
  if (issue.code === 'invalid_type' && issue.input === undefined) return `required (${issue.expected})`;
  // JSON.parse reads 1e999 as Infinity, which is a number that no schema takes.
  if (issue.code === 'invalid_type' && typeof issue.input === 'number' && !Number.isFinite(issue.input)) {
    return `the number is too large to hold (it reads as ${issue.input}); write a finite number`;
  }
  if (issue.code === 'invalid_union') return describeUnion(issue);
  if (issue.code === 'invalid_type') return `expected ${issue.expected}, got ${typeName(issue.input)}`;
  if (issue.code === 'invalid_value' && issue.input === undefined) return `required: one of ${issue.values.map((v) => JSON.stringify(v)).join(', ')}`;
  if (issue.code === 'invalid_value') return notAllowed(issue.input, issue.values);
  if (issue.code === 'too_small' || issue.code === 'too_big') {
    return `${issue.message.replace(/^Too (small|big): /, '')} (got ${JSON.stringify(issue.input)})`;
  }
  if (issue.code === 'unrecognized_keys') return `unknown field(s): ${issue.keys.join(', ')}`;
  return issue.message;
}

/** A value outside an enum: the allowed value it is nearest to first, when one is near. */
function notAllowed(input: unknown, values: readonly unknown[]): string {
  const allowed = values.map((v) => JSON.stringify(v)).join(', ');
  const words = values.filter((v): v is string => typeof v === 'string');
  const near = typeof input === 'string' ? nearestName(input.toLowerCase(), words, typoDistance(input)) : null;
  if (near !== null) return `${JSON.stringify(input)} is not allowed; did you mean "${near}"? (one of ${allowed})`;
  return `${JSON.stringify(input)} is not allowed; expected one of ${allowed}`;
}

/**
 * zod says only "Invalid input" when no branch of a union matches. When one
 * branch took the value's type but refused the value (an empty string id),
 * its reason is the useful one; otherwise list the types the field may be.
 */
function describeUnion(issue: z.core.$ZodIssueInvalidUnion): string {
  const closest = issue.errors.find((branch) => branch.some((i) => i.code !== 'invalid_type'));
  if (closest?.[0]) return describeIssue(closest[0]);
  const expected = issue.errors.flatMap((branch) => branch.flatMap((i) => (i.code === 'invalid_type' ? [i.expected] : [])));
  if (expected.length === 0) return issue.message;
  return `expected ${[...new Set(expected)].join(' or ')}, got ${typeName(issue.input)}`;
}

function typeName(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value;
}
