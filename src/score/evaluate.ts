// Runs a case's assertions on one output and decides the verdict:
// a case passes only when every assertion passes; its score is the (weighted)
// fraction that pass. Negation (`not-`), weights, assert-set and a case-level
// threshold follow promptfoo.
import type { Assertion } from '../config/case.js';
import type { AssertResult, ModelResult, Status } from '../config/results.js';
import type { LoadedCase } from '../dataset/load.js';
import { kindOf, type DatasetType } from '../kinds/index.js';
import { ASSERTIONS, VALUE_CHECKS } from './assertions/index.js';
import { JudgeError } from './judge.js';
import type { AssertContext } from './types.js';

const NEGATION = 'not-';
const ASSERT_SET = 'assert-set';

/** The assertions a case runs: its kind's built-in ones, then the case's own. */
export function caseAssertions(type: DatasetType, testCase: LoadedCase): Assertion[] {
  return [...kindOf(type).builtInAssertions(testCase), ...testCase.assert];
}

export function isKnownAssertion(type: string): boolean {
  if (type === ASSERT_SET) return true;
  const base = type.startsWith(NEGATION) ? type.slice(NEGATION.length) : type;
  return Object.hasOwn(ASSERTIONS, base);
}

export interface CaseProblem {
  line: number;
  /** Dotted path within the case, e.g. `assert.1.assert.0.value`. */
  field: string;
  message: string;
}

/**
 * What scoring would only meet at run time, found when the dataset loads:
 * assertion types no scorer implements, values an assertion cannot use (an
 * invalid regex, a missing or empty needle), and what the kind checks (an
 * agent's invalid answer regex).
 */
export function caseProblems(type: DatasetType, cases: LoadedCase[], datasetDir?: string): CaseProblem[] {
  const scope = datasetDir === undefined ? undefined : { datasetDir };
  const found: CaseProblem[] = [];
  const walk = (list: Assertion[], line: number, at: string) =>
    list.forEach((a, index) => {
      const field = `${at}.${index}`;
      if (a.type === ASSERT_SET) return walk(a.assert ?? [], line, `${field}.assert`);
      if (!isKnownAssertion(a.type)) return void found.push({ line, field: `${field}.type`, message: `unknown assertion type "${a.type}"` });
      const base = a.type.startsWith(NEGATION) ? a.type.slice(NEGATION.length) : a.type;
      const problem = Object.hasOwn(VALUE_CHECKS, base) ? VALUE_CHECKS[base]?.(a.value, scope) : null;
      if (problem) found.push({ line, field: `${field}.value`, message: `${a.type}: ${problem}` });
    });
  for (const c of cases) {
    walk(c.assert, c.line, 'assert');
    for (const problem of kindOf(type).scoringProblems(c)) found.push({ line: c.line, ...problem });
  }
  return found;
}

export async function runAssertion(assertion: Assertion, output: string, context: AssertContext): Promise<AssertResult> {
  const base = {
    type: assertion.type,
    ...(assertion.weight !== undefined ? { weight: assertion.weight } : {}),
    ...(assertion.metric ? { metric: assertion.metric } : {}),
  };
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
    // Negation inverts a valid verdict only; errors stay errors. A handler that applied it already says so.
    const invert = negate && !outcome.negated;
    const pass = invert ? !outcome.pass : outcome.pass;
    const score = invert ? 1 - outcome.score : outcome.score;
    const reason = invert ? `not: ${outcome.reason}` : outcome.reason;
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

/**
 * A kind's own verdict on a run (an agent's or a RAG answer's dimension
 * scores) together with the case's assertions on it. The status is the worse
 * of the two, error before fail before pass: a user's check is never ignored.
 * The score stays the kind's composite, so that comparisons with baselines
 * (the Python tool's included) see the same numbers. The assertions' rows join
 * the kind's, and a failing one's reason is among the case's reasons. Rows
 * that were all skipped (a judged assertion without a judge) leave the verdict
 * as the kind gave it: they are recorded, and counted as skipped.
 */
export function withCaseAsserts(kindResult: ModelResult, asserts: AssertResult[], threshold: number | null): ModelResult {
  if (asserts.length === 0) return kindResult;
  const rows = [...kindResult.asserts, ...asserts];
  const verdict = decide(asserts, threshold);
  if (verdict.allSkipped) return { ...kindResult, asserts: rows };
  const status = SEVERITY[verdict.status] > SEVERITY[kindResult.status] ? verdict.status : kindResult.status;
  const errors = [kindResult.status === 'error' ? kindResult.error : null, verdict.status === 'error' ? verdict.reason : null];
  return { ...kindResult, status, asserts: rows, error: status === 'error' ? errors.filter((e) => e).join('; ') : null };
}

const SEVERITY: Record<Status, number> = { pass: 0, fail: 1, error: 2 };

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
    ? threshold === null
      ? 'all assertions passed'
      : `score ${round(score)} meets the threshold ${threshold}`
    : failing.map((a) => `${a.type}: ${a.reason}`).join('; ') + (threshold === null ? '' : ` (score ${round(score)} < ${threshold})`);
  return { status: pass ? 'pass' : 'fail', score, reason, allSkipped: false };
}

const round = (x: number) => Math.round(x * 1000) / 1000;
