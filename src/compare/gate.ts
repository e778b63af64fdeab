// The gate: a pure function of the results, the comparison with the baseline
// (when there is one) and the thresholds. Each reason is one sentence naming
// the threshold, the limit and the measured value. Rules in this order:
// must-pass cases, tag floors, regressions, then the dataset's aggregate limits
// (pass rate, score drop, cost, p95 latency, run scorer totals).
// Statistics (McNemar, intervals) never block by themselves.
import type { CaseResult, Gate, ModelResult, Results, SetupError, Summary, ResolvedThresholds, Comparison, ComparisonCase } from '../config/index.js';
import { confirmationOf, notReproduced, notReproducedOn, type ConfirmedVerdict } from './confirm.js';
import { totalCostUsd, setupGateReason } from '../results/index.js';
import { formatDuration, formatPct, formatPoints, formatUsd, listCapped } from '../base/index.js';
import { summarizeCase } from '../figures/index.js';

export { formatPct } from '../base/index.js';

export interface GateInput {
  summary: Summary;
  cases: readonly CaseResult[];
  thresholds: ResolvedThresholds;
  /** The comparison with the baseline; absent or null when there is none. */
  comparison?: Comparison | null;
  /** Models or the judge that could not be called at all. */
  setupErrors?: readonly SetupError[];
  /**
   * require-judge is on: skipped judged assertions block. The front end it
   * came from decides how the reason names the options.
   */
  requireJudge?: FrontEnd | null;
  /** Set when the run's cost cap stopped calls before this dataset finished. */
  costCap?: Results['cost_cap'] | null;
  /** Set when the run's time budget ran out before this dataset finished. */
  durationCap?: Results['duration_cap'] | null;
  /**
   * Failures that did not reproduce on re-run (--confirm-regressions) block
   * as failures. Off: such a case counts as passed for every rule.
   */
  failOnFlaky?: boolean;
  /** A failure whose re-runs the budget could not decide: blocks (default) or passes, counted as passed. */
  onUndecided?: 'block' | 'pass';
}

/** Messages of the action name its inputs; messages of the CLI name its flags. */
export type FrontEnd = 'action' | 'cli';

// Rates and costs are sums and quotients of floats: a value that equals its
// limit on paper must not block because of the last bit.
export const EPSILON = 1e-9;

/** A case that must pass: marked so, or tagged with one of must_pass_tags. */
export function isMustPass(c: Pick<CaseResult, 'must_pass' | 'tags'>, mustPassTags: ReadonlySet<string>): boolean {
  return c.must_pass === true || c.tags.some((t) => mustPassTags.has(t));
}

function plural(n: number, one: string, many: string): string {
  return n === 1 ? one : many;
}

/** Which failures the gate lets pass: those that did not reproduce on re-run, unless flaky cases block. */
interface Excuse {
  case(c: CaseResult): boolean;
  result(c: CaseResult, r: ModelResult): boolean;
}

const NO_EXCUSE: Excuse = { case: () => false, result: () => false };
const excuseOf = (verdicts: ReadonlySet<ConfirmedVerdict>): Excuse => ({
  case: (c) => notReproduced(c, verdicts),
  result: (c, r) => r.status !== 'pass' && notReproducedOn(c, r.model, verdicts),
});
const FLAKY: ReadonlySet<ConfirmedVerdict> = new Set(['flaky']);
const FLAKY_OR_UNDECIDED: ReadonlySet<ConfirmedVerdict> = new Set(['flaky', 'undecided']);

function mustPassReason(cases: readonly CaseResult[], thresholds: ResolvedThresholds, excuse: Excuse): string | null {
  const tags = new Set(thresholds.must_pass_tags);
  const failed: string[] = [];
  for (const c of cases) {
    if (!isMustPass(c, tags) || excuse.case(c)) continue;
    const { status, flaky } = summarizeCase(c);
    if (status === 'pass') continue;
    const undecided = c.confirmation !== undefined && confirmationOf(c, null)?.verdict === 'undecided';
    failed.push(`${c.id} ${undecided ? 'undecided' : flaky ? 'flaky' : status === 'error' ? 'errored' : 'failed'}`);
  }
  if (failed.length === 0) return null;
  return `must_pass: ${failed.length} must-pass ${plural(failed.length, 'case', 'cases')} did not pass (${listCapped(failed)}); any failure of a must-pass case blocks.`;
}

function tagFloorReasons(cases: readonly CaseResult[], thresholds: ResolvedThresholds, excuse: Excuse): string[] {
  const reasons: string[] = [];
  for (const [tag, floor] of Object.entries(thresholds.tag_floors)) {
    const tagged = cases.filter((c) => c.tags.includes(tag));
    // A floor over no cases measures nothing; it neither passes nor blocks.
    if (tagged.length === 0) continue;
    const passed = tagged.filter((c) => summarizeCase(c).status === 'pass' || excuse.case(c)).length;
    const rate = passed / tagged.length;
    if (rate < floor - EPSILON) {
      reasons.push(
        `tag_floors: tag ${JSON.stringify(tag)} passed ${passed}/${tagged.length} cases (${formatPct(rate)}), below its floor of ${formatPct(floor)}.`,
      );
    }
  }
  return reasons;
}

function regressionLabel(e: ComparisonCase, withModel: boolean): string {
  const confirmed = e.classification === 'flaky' || e.classification === 'undecided' ? e.classification : null;
  const notes = [withModel ? e.model : null, e.flaky && !confirmed ? 'flaky' : confirmed].filter((x): x is string => x !== null);
  return notes.length === 0 ? e.id : `${e.id} (${notes.join(', ')})`;
}

function regressionReason(comparison: Comparison, failOnFlaky: boolean, onUndecided: 'block' | 'pass'): string | null {
  const blocks = (e: ComparisonCase) =>
    e.classification === 'regression' ||
    (e.classification === 'undecided' && (failOnFlaky || onUndecided === 'block')) ||
    (failOnFlaky && e.classification === 'flaky');
  const regressed = comparison.cases.filter(blocks);
  if (regressed.length === 0) return null;
  const n = regressed.length;
  // With one model compared, a case/model pair is just the case.
  const byModel = comparison.models_compared.length > 1;
  const what = byModel ? plural(n, 'case/model pair', 'case/model pairs') : plural(n, 'case', 'cases');
  const labels = regressed.map((e) => regressionLabel(e, byModel));
  return `fail_on_regression: ${n} ${what} that passed in the baseline now ${plural(n, 'fails', 'fail')} (${listCapped(labels)}); no regression is allowed.`;
}

function passRateReason(summary: Summary, thresholds: ResolvedThresholds, excused: number): string | null {
  if (summary.total === 0) return null;
  const passed = summary.passed + excused;
  const rate = passed / summary.total;
  if (rate >= thresholds.pass_rate - EPSILON) return null;
  const flaky = excused > 0 ? ` with ${excused} flaky ${plural(excused, 'case', 'cases')} counted as passed` : '';
  return `pass_rate: ${formatPct(rate)} of cases passed (${passed}/${summary.total}${flaky}), below the required ${formatPct(thresholds.pass_rate)}.`;
}

/** result_pass_rate: the share of results that passed, counted as promptfoo counts its pass rate (every cell of every test). */
function resultPassRateReason(cases: readonly CaseResult[], floor: number, excuse: Excuse): string | null {
  let total = 0;
  let passed = 0;
  for (const c of cases) {
    for (const r of c.results) {
      total++;
      if (r.status === 'pass' || excuse.result(c, r)) passed++;
    }
  }
  if (total === 0) return null;
  const rate = passed / total;
  if (rate >= floor - EPSILON) return null;
  return `result_pass_rate: ${formatPct(rate)} of results passed (${passed}/${total}), below the required ${formatPct(floor)}.`;
}

function scoreDropReason(comparison: Comparison, limit: number, excusedRate: number): string | null {
  const rate = comparison.pass_rate + excusedRate;
  const drop = comparison.baseline_pass_rate - rate;
  if (drop <= limit + EPSILON) return null;
  return `max_score_drop: the pass rate fell by ${formatPoints(drop)} against the baseline (${formatPct(comparison.baseline_pass_rate)} -> ${formatPct(rate)}), more than the allowed ${formatPoints(limit)}.`;
}

// The limit is on models and judge together: a judged eval's spend is both.
function costReason(summary: Summary, limit: number): string | null {
  const total = totalCostUsd(summary);
  if (total === null) {
    return `max_cost_usd: the run's cost is unknown (a model, the judge or a call has no price), so the limit of ${formatUsd(limit)} cannot be checked.`;
  }
  if (total <= limit + EPSILON) return null;
  const judge = summary.judge?.cost_usd;
  const parts =
    judge !== undefined && judge !== null && summary.cost_usd !== null ? ` (models ${formatUsd(summary.cost_usd)} + judge ${formatUsd(judge)})` : '';
  return `max_cost_usd: the run cost ${formatUsd(total)}${parts}, above the limit of ${formatUsd(limit)}.`;
}

function costCapReason(cap: NonNullable<Results['cost_cap']>): string {
  return `${cap.option}: the run's cost cap of ${formatUsd(cap.limit_usd)} was reached; ${cap.not_run} ${plural(cap.not_run, 'result of this dataset was', 'results of this dataset were')} not run.`;
}

function durationCapReason(cap: NonNullable<Results['duration_cap']>): string {
  return `${cap.option}: the run's time budget of ${formatDuration(cap.limit_ms)} ran out; ${cap.not_run} ${plural(cap.not_run, 'result of this dataset was', 'results of this dataset were')} not run.`;
}

function requireJudgeReason(summary: Summary, frontEnd: FrontEnd): string | null {
  const n = summary.skipped_asserts;
  if (n === 0) return null;
  const them = plural(n, 'it', 'them');
  const fix =
    frontEnd === 'action'
      ? `set the \`judge-model\` input to grade ${them}, or turn off the \`require-judge\` input`
      : `give --judge-model to grade ${them}, or drop --require-judge`;
  return `require-judge: ${n} judged ${plural(n, 'assertion was', 'assertions were')} skipped because no judge model is configured; ${fix}.`;
}

function latencyReason(summary: Summary, limit: number): string | null {
  // No timed call (e.g. every output replayed) leaves nothing to hold against the limit.
  if (summary.p95_latency_ms === null || summary.p95_latency_ms <= limit) return null;
  return `max_p95_latency_ms: the p95 latency was ${Math.round(summary.p95_latency_ms)} ms, above the limit of ${limit} ms.`;
}

/** max_scorer_totals: each run scorer's total against its ceiling; an unknown total cannot be checked, so it blocks. */
function scorerTotalReasons(summary: Summary, limits: Readonly<Record<string, number>>): string[] {
  const reasons: string[] = [];
  for (const [name, limit] of Object.entries(limits)) {
    const figures = summary.scorers?.[name];
    if (!figures || figures.results === 0) continue;
    if (figures.total === null) {
      reasons.push(
        `max_scorer_totals: the run's ${name} total is unknown (${figures.unknown} of ${figures.results} ${plural(figures.results, 'result has', 'results have')} no figure), so the limit of ${limit} cannot be checked.`,
      );
    } else if (figures.total > limit + EPSILON) {
      reasons.push(
        `max_scorer_totals: ${name} totalled ${roundFigure(figures.total)} over ${figures.results} ${plural(figures.results, 'result', 'results')}, above the limit of ${limit}.`,
      );
    }
  }
  return reasons;
}

const roundFigure = (x: number) => Math.round(x * 100) / 100;
const pts = (x: number) => (x * 100).toFixed(1).replace(/\.0$/, '');

/** max_drop: the change's interval wholly below -max_drop, or across it (inconclusive) under on-inconclusive: block. */
function changeDecisionReason(d: NonNullable<Comparison['change_decision']>): string {
  const interval = `${pts(d.estimate)} points, ${Math.round(d.level * 1000) / 10}% interval [${pts(d.low)}, ${pts(d.high)}]`;
  if (d.outcome === 'block') return `max_drop: the pass rate dropped by more than ${pts(d.max_drop)} points beyond doubt (change ${interval}).`;
  return `max_drop: inconclusive, the change (${interval}) may or may not be a drop of more than ${pts(d.max_drop)} points; on-inconclusive is block.`;
}

export function evaluateGate({
  summary,
  cases,
  thresholds,
  comparison,
  setupErrors = [],
  requireJudge = null,
  costCap = null,
  durationCap = null,
  failOnFlaky = false,
  onUndecided = 'block',
}: GateInput): Gate {
  // A model that could not be called makes every other rule read its errors as
  // failures and regressions; the one thing to say is what to fix.
  if (setupErrors.length > 0) return { passed: false, reasons: setupErrors.map(setupGateReason) };
  const excuse = failOnFlaky ? NO_EXCUSE : excuseOf(onUndecided === 'pass' ? FLAKY_OR_UNDECIDED : FLAKY);
  // Flaky cases the rules that count cases take as passed.
  const excused = failOnFlaky ? 0 : cases.filter((c) => c.status !== 'pass' && excuse.case(c)).length;
  const reasons: (string | null)[] = [
    costCap ? costCapReason(costCap) : null,
    durationCap ? durationCapReason(durationCap) : null,
    requireJudge ? requireJudgeReason(summary, requireJudge) : null,
    mustPassReason(cases, thresholds, excuse),
    ...tagFloorReasons(cases, thresholds, excuse),
    comparison && thresholds.fail_on_regression ? regressionReason(comparison, failOnFlaky, onUndecided) : null,
    passRateReason(summary, thresholds, excused),
    thresholds.result_pass_rate !== null ? resultPassRateReason(cases, thresholds.result_pass_rate, excuse) : null,
    comparison?.change_decision?.blocks ? changeDecisionReason(comparison.change_decision) : null,
    comparison && thresholds.max_score_drop !== null
      ? scoreDropReason(comparison, thresholds.max_score_drop, cases.length === 0 ? 0 : excused / cases.length)
      : null,
    thresholds.max_cost_usd !== null ? costReason(summary, thresholds.max_cost_usd) : null,
    thresholds.max_p95_latency_ms !== null ? latencyReason(summary, thresholds.max_p95_latency_ms) : null,
    ...scorerTotalReasons(summary, thresholds.max_scorer_totals),
  ];
  const blocking = reasons.filter((r): r is string => r !== null);
  return { passed: blocking.length === 0, reasons: blocking };
}
