// Runs a case's assertions on one output and decides the verdict:
// a case passes only when every assertion passes; its score is the (weighted)
// fraction that pass (seed 000). Negation (`not-`), weights, assert-set and a
// case-level threshold follow promptfoo (seed 001).
import type { Assertion, DatasetType } from '../config/schemas.js';
import type { AssertResult, Status } from '../config/results.js';
import type { LoadedCase } from '../dataset/load.js';
import { ASSERTIONS } from './assertions/index.js';
import { JudgeError } from './judge.js';
import type { AssertContext } from './types.js';

const NEGATION = 'not-';
const ASSERT_SET = 'assert-set';

/** The assertions a dataset type gives each case (seed 000), then the case's own. */
export function caseAssertions(type: DatasetType, testCase: LoadedCase): Assertion[] {
  const e = testCase.expected;
  const byType: Assertion[] =
    type === 'qa'
      ? [
          { type: 'icontains', value: e['ground_truth'] },
          {
            type: 'llm-rubric',
            // supereval's wording, so judged verdicts stay comparable.
            value: `The answer must correctly address the following: ${String(e['ground_truth'])}`,
          },
        ]
      : type === 'classification'
        ? [{ type: 'icontains', value: e['label'] }]
        : type === 'instruction'
          ? [{ type: 'llm-rubric', value: e['rubric'] }]
          : [];
  return [...byType, ...testCase.assert];
}

export function isKnownAssertion(type: string): boolean {
  if (type === ASSERT_SET) return true;
  const base = type.startsWith(NEGATION) ? type.slice(NEGATION.length) : type;
  return Object.hasOwn(ASSERTIONS, base);
}

/** Types named on cases that no scorer implements, with the case lines: found before any call. */
export function unknownAssertions(cases: LoadedCase[]): { line: number; index: number; type: string }[] {
  const found: { line: number; index: number; type: string }[] = [];
  const walk = (list: Assertion[], line: number) =>
    list.forEach((a, index) => {
      if (!isKnownAssertion(a.type)) found.push({ line, index, type: a.type });
      if (a.type === ASSERT_SET && a.assert) walk(a.assert, line);
    });
  for (const c of cases) walk(c.assert, c.line);
  return found;
}

export async function runAssertion(assertion: Assertion, output: string, context: AssertContext): Promise<AssertResult> {
  const base = { type: assertion.type, ...(assertion.weight !== undefined ? { weight: assertion.weight } : {}), ...(assertion.metric ? { metric: assertion.metric } : {}) };
  if (assertion.type === ASSERT_SET) return runAssertSet(assertion, output, context);
  const negate = assertion.type.startsWith(NEGATION);
  const name = negate ? assertion.type.slice(NEGATION.length) : assertion.type;
  const handler = Object.hasOwn(ASSERTIONS, name) ? ASSERTIONS[name] : undefined;
  if (!handler) {
    return { ...base, status: 'error', pass: null, score: null, reason: `unknown assertion type "${assertion.type}"` };
  }
  try {
    const outcome = await handler(output, assertion, context);
    if ('skipped' in outcome) return { ...base, status: 'skipped', pass: null, score: null, reason: outcome.reason };
    // Negation inverts a valid verdict only; errors stay errors.
    const pass = negate ? !outcome.pass : outcome.pass;
    const score = negate ? 1 - outcome.score : outcome.score;
    const reason = negate ? `not: ${outcome.reason}` : outcome.reason;
    return { ...base, status: pass ? 'pass' : 'fail', pass, score, reason, ...(outcome.judge ? { judge: outcome.judge } : {}) };
  } catch (error) {
    const judge = error instanceof JudgeError ? { judge: { raw: error.raw } } : {};
    return { ...base, status: 'error', pass: null, score: null, reason: (error as Error).message, ...judge };
  }
}

async function runAssertSet(assertion: Assertion, output: string, context: AssertContext): Promise<AssertResult> {
  const children = await Promise.all((assertion.assert ?? []).map((a) => runAssertion(a, output, context)));
  const verdict = decide(children, assertion.threshold ?? null);
  return {
    type: ASSERT_SET,
    ...(assertion.weight !== undefined ? { weight: assertion.weight } : {}),
    status: verdict.status === 'error' && verdict.allSkipped ? 'skipped' : verdict.status,
    pass: verdict.status === 'error' ? null : verdict.status === 'pass',
    score: verdict.status === 'error' ? null : verdict.score,
    reason: verdict.reason,
  };
}

export interface Verdict {
  status: Status;
  score: number;
  reason: string;
  allSkipped: boolean;
}

/**
 * Combines assertion results. Skipped ones do not count; an errored one makes
 * the verdict `error` (never a pass); with none left to decide, it is `error`.
 */
export function decide(asserts: AssertResult[], threshold: number | null): Verdict {
  const active = asserts.filter((a) => a.status !== 'skipped');
  const skipped = asserts.length - active.length;
  if (active.length === 0) {
    const why = asserts.map((a) => `${a.type}: ${a.reason}`).join('; ');
    return { status: 'error', score: 0, reason: `no assertion could run (${skipped} skipped${why ? `: ${why}` : ''})`, allSkipped: true };
  }
  const errored = active.filter((a) => a.status === 'error');
  const weighted = active.filter((a) => (a.weight ?? 1) > 0);
  const totalWeight = weighted.reduce((s, a) => s + (a.weight ?? 1), 0);
  const passWeight = weighted.reduce((s, a) => s + (a.pass ? (a.weight ?? 1) : 0), 0);
  const score = totalWeight === 0 ? 1 : passWeight / totalWeight;
  if (errored.length > 0) {
    return { status: 'error', score, reason: errored.map((a) => `${a.type}: ${a.reason}`).join('; '), allSkipped: false };
  }
  const failing = weighted.filter((a) => !a.pass);
  const pass = threshold === null ? failing.length === 0 : score >= threshold;
  const reason = pass
    ? threshold === null ? 'all assertions passed' : `score ${round(score)} meets the threshold ${threshold}`
    : failing.map((a) => `${a.type}: ${a.reason}`).join('; ') + (threshold === null ? '' : ` (score ${round(score)} < ${threshold})`);
  return { status: pass ? 'pass' : 'fail', score, reason, allSkipped: false };
}

const round = (x: number) => Math.round(x * 1000) / 1000;
