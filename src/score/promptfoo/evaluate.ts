// Runs a case's assertions on one output and decides the verdict as promptfoo
// 0.121 does (runAssertion, runAssertions and AssertionsResult in its
// src/assertions/): each assertion's value is rendered over the case's vars
// and checked against the output after its `transform`; the case's score is
// the weighted mean of the assertions' scores, an assert-set counting once
// with its own weighted score; the case passes when no assertion fails, or,
// with a `threshold`, when the score reaches it.
import { type Assertion, type DatasetMeta, type AssertResult, type ModelResult, type Status, changedResult } from '../../config/index.js';
import { nearestName } from '../../base/index.js';
import { templateVars } from '../../prompt/index.js';
import { ASSERTIONS, VALUE_CHECKS, VALUE_WARNINGS } from '../assertions/index.js';
import { isComparison } from './compare-models.js';
import { invalidPattern } from '../assertions/text.js';
import { JudgeError } from '../judge/judge.js';
import { renderMetric, renderValue, templateProblem, usesVars } from './render-value.js';
import { coerceString, runTransform, transformProblem } from './transform.js';
import type { AssertContext, AssertOutcome, AssertSkip, CheckScope } from '../types.js';
import { scriptLimitOf } from '../sandbox/time-limit.js';
import type { CaseIssue, KindCase, LoadedCase } from '../../dataset/index.js';

const NEGATION = 'not-';
const ASSERT_SET = 'assert-set';
/** Where the supported types are listed, for the message about an unknown one. */
export const TYPES_DOC = 'docs/scoring.md';

/** What scoring asks of a dataset's kind (src/kinds/types.ts declares the rest). */
export interface ScoringKind {
  /** The assertions every case of the kind gets, decided together with the case's own. */
  builtInAssertions(testCase: KindCase): Assertion[];
  /** What scoring would only meet at run time, found before any call (an invalid answer regex). */
  scoringProblems(testCase: KindCase): CaseIssue[];
}

/** The asserts dataset.json gives every case (promptfoo's `defaultTest.assert`). */
export function defaultAsserts(meta: Pick<DatasetMeta, 'defaultTest'>): Assertion[] {
  return meta.defaultTest?.assert ?? [];
}

/**
 * The assertions a case runs: its kind's built-in ones, the dataset's default
 * ones, then the case's own (promptfoo puts `defaultTest.assert` before a
 * test's own, in prepareTestCaseForEval).
 */
export function caseAssertions(kind: ScoringKind, testCase: LoadedCase, defaults: Assertion[] = []): Assertion[] {
  return [...kind.builtInAssertions(testCase), ...defaults, ...testCase.assert];
}

const baseType = (type: string) => (type.startsWith(NEGATION) ? type.slice(NEGATION.length) : type);

export function isKnownAssertion(type: string): boolean {
  return type === ASSERT_SET || Object.hasOwn(ASSERTIONS, baseType(type));
}

/** The message for a type no scorer implements: the nearest known one, and where the list is. */
export function unknownTypeMessage(type: string): string {
  const negated = type.startsWith(NEGATION);
  const names = Object.keys(ASSERTIONS);
  const known = [ASSERT_SET, ...names, ...names.map((n) => `${NEGATION}${n}`)];
  let nearest = nearestName(type, known) as string;
  // A negated typo is nearest its negated form; prefer that over a plain name at the same distance.
  if (negated && !nearest.startsWith(NEGATION) && known.includes(`${NEGATION}${nearest}`)) nearest = `${NEGATION}${nearest}`;
  return `unknown assertion type "${type}"; the nearest known type is "${nearest}" (supported types: ${TYPES_DOC})`;
}

/** promptfoo types scored by a hosted service: refused in one line saying so, rather than as unknown. */
const HOSTED_TYPES: Record<string, string> = {
  pi: "scored by Pi Labs' hosted scoring service (WITHPI_API_KEY), which supereval does not call; use llm-rubric or g-eval with a model you run",
};

export interface CaseProblem {
  /** The file the case is written in, when it is not the dataset's cases file (LoadedCase.source). */
  file?: string;
  line?: number;
  /** Dotted path within the case (or dataset.json), e.g. `assert.1.assert.0.value`. */
  field: string;
  message: string;
  /** A warning is reported and the dataset still runs (promptfoo decides such an assertion at run time). */
  warning?: true;
}

/**
 * What scoring would only meet at run time, found when the dataset loads:
 * assertion types no scorer implements, values an assertion cannot use (a
 * missing or empty needle), an assert-set inside an assert-set, and what the
 * kind checks (an agent's invalid answer regex). An invalid `regex` pattern
 * is a warning: promptfoo fails that assertion when it runs, and so does this.
 */
export function caseProblems(kind: ScoringKind, cases: LoadedCase[], datasetDir?: string, options: { templatesAtRun?: boolean } = {}): CaseProblem[] {
  const scope = datasetDir === undefined ? undefined : { datasetDir, ...options };
  const found: CaseProblem[] = [];
  // defaultTest's assertions lead every promptfoo test's list: their problems are the same in each, so they are said once, where defaultTest is written.
  const defaultsSaid = new Set<string>();
  for (const c of cases) {
    // A test from a tests file is named by that file and its row (`tests.csv:5`), not by the config that names the file.
    const where = c.source ? { file: c.source.file, ...(c.source.line === null ? {} : { line: c.source.line }) } : { line: c.line };
    const defaults = c.defaultAsserts;
    if (defaults) {
      const at = { file: defaults.file, ...(defaults.line === null ? {} : { line: defaults.line }) };
      for (const p of assertionProblems(c.assert.slice(0, defaults.count), 'defaultTest.assert', scope)) {
        const key = `${p.field}\0${p.message}`;
        if (defaultsSaid.has(key)) continue;
        defaultsSaid.add(key);
        found.push({ ...at, ...p });
      }
    }
    // The test's own assertions keep their place in its list (`assert.2` after two of defaultTest's).
    for (const p of assertionProblems(c.assert, 'assert', scope, false, defaults?.count ?? 0)) found.push({ ...where, ...p });
    for (const problem of kind.scoringProblems(c)) found.push({ ...where, ...problem });
  }
  return found;
}

/** The problems of a list of assertions, fields under `at` (`assert`, `defaultTest.assert`). */
export function assertionProblems(list: Assertion[], at: string, scope?: CheckScope, inSet = false, from = 0): CaseProblem[] {
  return list.flatMap((a, index): CaseProblem[] => {
    // The ones before `from` are checked elsewhere (defaultTest's), but still count as earlier for a comparison's repeat.
    if (index < from) return [];
    const field = `${at}.${index}`;
    if (a.type === ASSERT_SET) {
      // promptfoo's schema gives an assert-set only plain assertions; a nested one meets "Unknown assertion type" when it runs.
      if (inSet) return [{ field: `${field}.type`, message: 'an assert-set cannot hold another assert-set (promptfoo runs one level)' }];
      if (!Array.isArray(a.assert)) return [{ field: `${field}.assert`, message: 'required (the list of assertions in the set)' }];
      return assertionProblems(a.assert, `${field}.assert`, scope, true);
    }
    const hosted = Object.hasOwn(HOSTED_TYPES, baseType(a.type)) ? HOSTED_TYPES[baseType(a.type)] : undefined;
    if (hosted) return [{ field: `${field}.type`, message: `${a.type}: ${hosted}` }];
    if (!isKnownAssertion(a.type)) return [{ field: `${field}.type`, message: unknownTypeMessage(a.type) }];
    const base = baseType(a.type);
    const comparison = comparisonProblem(a.type, base, inSet, list.slice(0, index));
    if (comparison) return [{ field: `${field}.type`, message: comparison }];
    const problems: CaseProblem[] = [];
    const valueProblem = Object.hasOwn(VALUE_CHECKS, base) ? VALUE_CHECKS[base]?.(a.value, scope) : null;
    if (valueProblem) problems.push({ field: `${field}.value`, message: `${a.type}: ${valueProblem}` });
    const template = valueProblem ? null : templateProblem(a.value);
    // A promptfoo config's test with such a value is an error when it runs, as in promptfoo; elsewhere the dataset is refused.
    if (template) problems.push({ field: `${field}.value`, message: `${a.type}: ${template}`, ...(scope?.templatesAtRun ? { warning: true } : {}) });
    const pattern = base === 'regex' ? invalidPattern(a.value) : null;
    if (pattern) problems.push({ field: `${field}.value`, message: `${a.type}: ${pattern}`, warning: true });
    // A family's warning: a value that runs but decides every output alike (an unknown SQL dialect).
    const alike = !valueProblem && Object.hasOwn(VALUE_WARNINGS, base) ? VALUE_WARNINGS[base]?.(a.value, scope) : null;
    if (alike) problems.push({ field: `${field}.value`, message: `${a.type}: ${alike}`, warning: true });
    const transform = typeof a.transform === 'string' ? transformProblem(a.transform) : null;
    if (transform) problems.push({ field: `${field}.transform`, message: `${a.type}: transform ${transform}` });
    return problems;
  });
}

/**
 * select-best and max-score compare the models of a case, so they stand at a
 * case's top level (promptfoo finds them in the test's own list; in a set, or
 * negated, it does not know them), once each (promptfoo runs only the first).
 */
function comparisonProblem(type: string, base: string, inSet: boolean, earlier: readonly Assertion[]): string | null {
  if (!isComparison(base)) return null;
  if (type !== base) return `${type}: promptfoo has no negated ${base}`;
  if (inSet) return `${type} compares the outputs of every model of a case: it cannot be inside an assert-set`;
  if (earlier.some((a) => a.type === type)) return `${type} is given twice: promptfoo runs only the first of a test`;
  return null;
}

/** The vars an assertion's value and metric are rendered over: those its prompt sees. */
export function caseVars(dataset: AssertContext['dataset'], testCase: AssertContext['testCase']): Record<string, unknown> {
  return { ...testCase.vars, ...templateVars(dataset, testCase) };
}

const assertionVars = (context: AssertContext) => caseVars(context.dataset, context.testCase);

/** One assertion's row on one output. */
export async function runAssertion(assertion: Assertion, output: string, context: AssertContext): Promise<AssertResult> {
  if (assertion.type === ASSERT_SET) return runAssertSet(assertion, output, context);
  const name = baseType(assertion.type);
  const handler = Object.hasOwn(ASSERTIONS, name) ? ASSERTIONS[name] : undefined;
  const transform = typeof assertion.transform === 'string' ? assertion.transform : undefined;
  const templated = usesVars(assertion.value);
  // The case's vars are built only for a metric, transform or value that uses them (most assertions have none).
  const vars = assertion.metric || transform !== undefined || templated ? assertionVars(context) : {};
  const scriptMs = scriptLimitOf(context);
  const metric = assertion.metric ? await renderMetric(assertion.metric, vars, scriptMs) : undefined;
  if (!handler) return assertRow(assertion, metric, 'error', null, null, unknownTypeMessage(assertion.type));
  try {
    let checked = output;
    let checkedContext = context;
    if (transform !== undefined) {
      const input = context.outputValue === undefined ? output : context.outputValue;
      const transformed = await runTransform(transform, input, { vars, prompt: context.prompt, dir: context.dataset.dir }, scriptMs);
      checked = coerceString(transformed);
      // A script after the transform is handed its value, as promptfoo hands it.
      checkedContext = typeof transformed === 'string' ? withoutValue(context) : { ...context, outputValue: transformed };
    }
    const value = templated ? await renderValue(assertion.value, vars, scriptMs) : assertion.value;
    const outcome = await handler(checked, value === assertion.value ? assertion : { ...assertion, value }, checkedContext);
    return decidedRow(assertion, outcome, metric);
  } catch (error) {
    return failedRow(assertion, error, metric);
  }
}

/** An assertion's row; weight and metric (rendered) come right after type in the layout. */
function assertRow(
  assertion: Assertion,
  metric: string | undefined,
  status: AssertResult['status'],
  pass: boolean | null,
  score: number | null,
  reason: string,
): AssertResult {
  if (assertion.weight === undefined && metric === undefined) return { type: assertion.type, status, pass, score, reason };
  return {
    type: assertion.type,
    ...(assertion.weight !== undefined ? { weight: assertion.weight } : {}),
    ...(metric !== undefined ? { metric } : {}),
    status,
    pass,
    score,
    reason,
  };
}

/** The context without a transformed value (the transform's result is the text itself). */
function withoutValue(context: AssertContext): AssertContext {
  if (context.outputValue === undefined) return context;
  const { outputValue: _value, ...rest } = context;
  return rest;
}

/** The row of an assertion that threw. */
function failedRow(assertion: Assertion, error: unknown, metric: string | undefined): AssertResult {
  const r = assertRow(assertion, metric, 'error', null, null, (error as Error).message);
  if (error instanceof JudgeError) r.judge = { raw: error.raw };
  return r;
}

/** The row of a handler's outcome. */
function decidedRow(assertion: Assertion, outcome: AssertOutcome | AssertSkip, metric: string | undefined): AssertResult {
  if ('skipped' in outcome) return assertRow(assertion, metric, 'skipped', null, null, outcome.reason);
  // Negation inverts a valid verdict only (errors stay errors), and not one the handler already applied it to.
  const invert = assertion.type.startsWith(NEGATION) && !outcome.negated;
  let pass = invert ? !outcome.pass : outcome.pass;
  const score = invert ? 1 - outcome.score : outcome.score;
  let reason = invert ? `not: ${outcome.reason}` : outcome.reason;
  // promptfoo's runAssertion reports a weight-0 assertion as passed; its score stays as measured.
  if (assertion.weight === 0 && !pass) {
    pass = true;
    reason = `${reason} (weight 0: recorded, does not decide the case)`;
  }
  const r = assertRow(assertion, metric, pass ? 'pass' : 'fail', pass, score, reason);
  if (outcome.judge) r.judge = outcome.judge;
  return r;
}

/**
 * An assert-set is decided as a case is, over its own assertions and with its
 * own threshold; it then counts in the case as one assertion with the set's
 * score and weight. Unlike a plain assertion, a failing set of weight 0 still
 * fails the case: promptfoo applies the weight-0 rule in runAssertion only.
 */
async function runAssertSet(assertion: Assertion, output: string, context: AssertContext): Promise<AssertResult> {
  const children = await Promise.all((assertion.assert ?? []).map((a) => runAssertion(a, output, context)));
  const verdict = decide(children, assertion.threshold ?? null, { set: true });
  const vars = assertionVars(context);
  return {
    type: ASSERT_SET,
    ...(assertion.weight !== undefined ? { weight: assertion.weight } : {}),
    ...(assertion.metric ? { metric: await renderMetric(assertion.metric, vars, scriptLimitOf(context)) } : {}),
    status: verdict.allSkipped ? 'skipped' : verdict.status,
    pass: verdict.status === 'error' ? null : verdict.status === 'pass',
    score: verdict.status === 'error' ? null : verdict.score,
    reason: verdict.reason,
    asserts: children,
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
  if (verdict.allSkipped) return changedResult(kindResult, { asserts: rows });
  const status = SEVERITY[verdict.status] > SEVERITY[kindResult.status] ? verdict.status : kindResult.status;
  const errors = [kindResult.status === 'error' ? kindResult.error : null, verdict.status === 'error' ? verdict.reason : null];
  return changedResult(kindResult, {
    status,
    asserts: rows,
    error: status === 'error' ? errors.filter((e) => e).join('; ') : null,
    ...namedScoresField(verdict),
  });
}

const SEVERITY: Record<Status, number> = { pass: 0, fail: 1, error: 2 };

export interface Verdict {
  status: Status;
  score: number;
  reason: string;
  allSkipped: boolean;
  /** promptfoo's namedScores: per metric, the weighted mean score of the assertions that name it. */
  namedScores: Record<string, number>;
}

/** The results field for a verdict's named scores: absent when no assertion names a metric. */
export function namedScoresField(verdict: Verdict): { named_scores?: Record<string, number> } {
  return Object.keys(verdict.namedScores).length > 0 ? { named_scores: verdict.namedScores } : {};
}

/**
 * Combines assertion results as promptfoo's AssertionsResult does. Skipped
 * rows (no judge) do not count; an errored one makes the verdict `error` with
 * score 0 (promptfoo's applyGradingError), never a pass; with every row
 * skipped it is `error`, nothing having decided it. The score is
 * sum(score × weight) / sum(weight), 0 when the weights sum to 0; assert-sets
 * are added after the plain assertions, in promptfoo's order, so that the sum
 * is rounded the same way. No assertions at all pass with score 1 (promptfoo's
 * "No assertions"); an empty assert-set passes with score 0.
 */
export function decide(asserts: AssertResult[], threshold: number | null, options: { set?: boolean } = {}): Verdict {
  if (asserts.length === 0 && !options.set) return { status: 'pass', score: 1, reason: 'no assertions', allSkipped: false, namedScores: {} };
  // The rows as they come, unless some were skipped (a run of a big dataset decides every case here: no list made for nothing).
  const active = asserts.some((a) => a.status === 'skipped') ? asserts.filter((a) => a.status !== 'skipped') : asserts;
  if (asserts.length > 0 && active.length === 0) {
    const why = asserts.map((a) => `${a.type}: ${a.reason}`).join('; ');
    return { status: 'error', score: 0, reason: `no assertion could run (${asserts.length} skipped: ${why})`, allSkipped: true, namedScores: {} };
  }
  const errored = active.some((a) => a.status === 'error') ? active.filter((a) => a.status === 'error') : [];
  if (errored.length > 0) {
    return { status: 'error', score: 0, reason: errored.map((a) => `${a.type}: ${a.reason}`).join('; '), allSkipped: false, namedScores: {} };
  }
  const ordered = active.some((a) => a.type === ASSERT_SET)
    ? [...active.filter((a) => a.type !== ASSERT_SET), ...active.filter((a) => a.type === ASSERT_SET)]
    : active;
  let total = 0;
  let totalWeight = 0;
  for (const a of ordered) {
    const weight = a.weight ?? 1;
    total += (a.score ?? 0) * weight;
    totalWeight += weight;
  }
  const score = totalWeight > 0 ? total / totalWeight : 0;
  const failing = ordered.some((a) => !a.pass) ? ordered.filter((a) => !a.pass) : [];
  const pass = threshold === null ? failing.length === 0 : score >= threshold;
  const reason = pass
    ? threshold === null
      ? 'all assertions passed'
      : `score ${round(score)} meets the threshold ${threshold}`
    : failing.map((a) => `${a.type}: ${a.reason}`).join('; ') + (threshold === null ? '' : ` (score ${round(score)} < ${threshold})`);
  // Without a metric anywhere (most runs), the named scores are none.
  const named = ordered.some((a) => a.metric || a.asserts) ? namedScores(ordered).scores : {};
  return { status: pass ? 'pass' : 'fail', score, reason, allSkipped: false, namedScores: named };
}

interface NamedScores {
  scores: Record<string, number>;
  weights: Record<string, number>;
}

/**
 * promptfoo's namedScores (AssertionsResult.addResult): each metric's
 * weighted mean over the assertions naming it. A set adds its own score under
 * its metric, and its assertions' metrics with their weights times the set's.
 */
function namedScores(rows: AssertResult[]): NamedScores {
  const sums: Record<string, number> = {};
  const weights: Record<string, number> = {};
  const add = (metric: string, score: number, weight: number) => {
    sums[metric] = (sums[metric] ?? 0) + score * weight;
    weights[metric] = (weights[metric] ?? 0) + weight;
  };
  for (const row of rows) {
    if (row.status === 'skipped' || row.score === null) continue;
    const weight = row.weight ?? 1;
    if (row.metric) add(row.metric, row.score, weight);
    if (!row.asserts) continue;
    const inner = namedScores([...row.asserts.filter((a) => a.type !== ASSERT_SET), ...row.asserts.filter((a) => a.type === ASSERT_SET)]);
    for (const [metric, score] of Object.entries(inner.scores)) {
      if (metric !== row.metric) add(metric, score, (inner.weights[metric] ?? 1) * weight);
    }
  }
  const scores: Record<string, number> = {};
  for (const [metric, sum] of Object.entries(sums)) scores[metric] = (weights[metric] ?? 0) > 0 ? sum / (weights[metric] as number) : 0;
  return { scores, weights };
}

const round = (x: number) => Math.round(x * 1000) / 1000;
