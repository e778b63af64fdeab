// Each case against its baseline: regression, fixed, still failing, still
// passing, new or removed, per model when the baseline records models, at
// case level otherwise; plus the paired statistics over the matched cases.
// A model the baseline did not run (a model swap or upgrade) is compared with
// the baseline's verdict for the case: pass only if the case passed on every
// model the baseline ran (a case passes only if every model passes, as in the Python tool).
import type {
  CaseResult,
  Results,
  Status,
  Classification,
  Comparison,
  ComparisonCase,
  ModelChange,
  TagCount,
  ChangeDecisionRecord,
} from '../config/index.js';
import { REDACTED } from '../base/index.js';
import type { Baseline, BaselineCase } from './baseline.js';
import { assessPower, mcnemarExactP, wilsonContinuityInterval } from './stats.js';
import { type CaseOutcome, type ModelTrials, shownResult, summarizeCase } from '../figures/index.js';
import { confirmationOf } from './confirm.js';
import { caseCounts, PairedDifferences } from './paired-difference.js';
import { decideChange, type ChangeDecision, type ChangeRule } from './change-decision.js';

function classify(before: Status, after: Status): Classification {
  if (before === 'pass') return after === 'pass' ? 'still_passing' : 'regression';
  return after === 'pass' ? 'fixed' : 'still_failing';
}

/** A regression that was run again (--confirm-regressions): flaky or undecided as its re-runs decided. Entries without re-runs are left as they are. */
function addConfirmation(entry: ComparisonCase, c: CaseResult): void {
  if (entry.classification !== 'regression' || c.confirmation === undefined) return;
  const confirmation = confirmationOf(c, entry.model);
  if (!confirmation) return;
  entry.confirmation = confirmation;
  if (confirmation.verdict === 'flaky') entry.classification = 'flaky';
  else if (confirmation.verdict === 'undecided') entry.classification = 'undecided';
}

/**
 * The baseline case's passes of its samples: its trials when it recorded
 * them; a baseline that kept only the share (written before `samples`) is
 * taken over as many trials as the case ran now; else its status.
 */
function baselineCounts(b: BaselineCase, c: CaseResult): { passes: number; samples: number } {
  if (b.outcome === undefined) return { passes: b.status === 'pass' ? 1 : 0, samples: 1 };
  const samples = b.samples ?? Math.max(1, caseCounts(c.results, c.status).samples);
  return { passes: Math.round(b.outcome * samples), samples };
}

function changeDecisionRecord(d: ChangeDecision, onInconclusive: 'block' | 'pass'): ChangeDecisionRecord {
  const { outcome, blocks, maxDrop, interval, look, looks } = d;
  return {
    outcome,
    blocks,
    max_drop: maxDrop,
    estimate: interval.estimate,
    low: interval.low,
    high: interval.high,
    level: interval.level,
    look,
    looks,
    trials: 0,
    on_inconclusive: onInconclusive,
  };
}

function delta(after: number | null, before: number | null): number | null {
  return after === null || before === null ? null : after - before;
}

/** Per-model trial counts on an entry, when some model ran more than one trial (assigned, not spread: one entry per case). */
function addTrialCounts(entry: ComparisonCase, models: readonly ModelTrials[]): void {
  if (!models.some((m) => m.trials > 1)) return;
  entry.trials = models.map((m) => ({
    model: m.model,
    passes: m.passes,
    trials: m.trials,
    pass_at_k: m.pass_at_k,
    pass_hat_k: m.pass_hat_k,
  }));
}

/** The models the baseline ran: as its provenance records them, else as its cases do. */
function baselineModels(baseline: Baseline): string[] {
  if (baseline.provenance.models && baseline.provenance.models.length > 0) return baseline.provenance.models;
  return [...new Set(baseline.cases.flatMap((c) => Object.keys(c.models)))];
}

function modelChange(now: readonly string[], before: readonly string[]): ModelChange | undefined {
  if (before.length === 0) return undefined;
  const same = now.length === before.length && now.every((m) => before.includes(m));
  return same ? undefined : { baseline: [...before], now: [...now] };
}

// Entries are built as whole literals and their optional fields assigned in
// the layout's order: a run of 100,000 cases makes 100,000 of them, and
// spreading into literals cost most of the comparison's time.
function pushMatched(out: ComparisonCase[], c: CaseResult, now: CaseOutcome, b: BaselineCase, perModel: boolean): void {
  if (!perModel) {
    const classification = classify(b.status, now.status);
    const entry: ComparisonCase = {
      id: c.id,
      key: c.key,
      tags: c.tags,
      model: null,
      classification,
      baseline_status: b.status,
      status: now.status,
      baseline_score: b.score,
      score: c.score,
      score_delta: delta(c.score, b.score),
      flaky: now.flaky,
    };
    addTrialCounts(entry, now.models);
    addShownBaseline(entry, classification, b, c.results, null);
    addConfirmation(entry, c);
    out.push(entry);
    return;
  }
  // A model the baseline did not run meets the case's baseline verdict. A
  // model only the baseline ran gets no row: model_change names it once,
  // rather than as one "removed" row per case.
  // A model the baseline did not run is shown beside the output of the one model the baseline ran, if it ran one.
  const ran = Object.keys(b.models);
  const standIn = ran.length === 1 ? (ran[0] as string) : undefined;
  for (const m of now.models) {
    const own = Object.hasOwn(b.models, m.model) ? b.models[m.model] : undefined;
    const before = own ?? { status: b.status, score: b.score };
    const classification = classify(before.status, m.status);
    const entry: ComparisonCase = {
      id: c.id,
      key: c.key,
      tags: c.tags,
      model: m.model,
      classification,
      baseline_status: before.status,
      status: m.status,
      baseline_score: before.score,
      score: m.score,
      score_delta: delta(m.score, before.score),
      flaky: m.flaky,
    };
    addTrialCounts(entry, [m]);
    const shownFrom = own ?? (standIn === undefined ? undefined : b.models[standIn]);
    const shown = shownFrom ? addShownBaseline(entry, classification, shownFrom, c.results, m.model) : false;
    if (!own && standIn !== undefined && shown) entry.baseline_model = standIn;
    addConfirmation(entry, c);
    out.push(entry);
  }
}

/**
 * Puts the baseline's output and tool calls on an entry a report details (see
 * ComparisonCaseSchema); whether it put any. A still-passing entry gets the
 * baseline's output only when today's differs (what changed in an answer
 * that still passes, for the HTML report): results files keep no
 * still-passing entries, so they do not grow by it.
 */
function addShownBaseline(
  entry: ComparisonCase,
  classification: Classification,
  before: Pick<BaselineCase, 'output' | 'tool_calls' | 'conversation'>,
  results: CaseResult['results'],
  model: string | null,
): boolean {
  if (classification === 'still_passing') {
    // A baseline's output is stored with credentials masked (results/mask.ts): today's answer is the same when it fits the masks.
    if (before.output === undefined || maskOf(before.output, shownResult(results, model)?.output ?? null)) return false;
    entry.baseline_output = before.output;
    return true;
  }
  let put = false;
  if (before.output !== undefined) {
    entry.baseline_output = before.output;
    put = true;
  }
  if (before.tool_calls) {
    entry.baseline_tool_calls = before.tool_calls;
    put = true;
  }
  if (before.conversation) {
    entry.baseline_conversation = before.conversation;
    put = true;
  }
  return put;
}

/** Whether `masked` is `text`, or `text` with parts masked as ***: the same text around each mask, each mask standing for some. */
export function maskOf(masked: string | null, text: string | null): boolean {
  if (masked === null || text === null) return masked === text;
  const pieces = masked.split(REDACTED);
  if (pieces.length === 1) return masked === text;
  const first = pieces[0] as string;
  const last = pieces[pieces.length - 1] as string;
  if (!text.startsWith(first) || !text.endsWith(last)) return false;
  let at = first.length;
  for (const piece of pieces.slice(1, -1)) {
    // Each mask stands for one character or more; the leftmost fit leaves the most room for the rest.
    const found = text.indexOf(piece, at + 1);
    if (found === -1) return false;
    at = found + piece.length;
  }
  return at < text.length - last.length;
}

function newEntry(c: CaseResult, now: CaseOutcome): ComparisonCase {
  const entry: ComparisonCase = {
    id: c.id,
    key: c.key,
    model: null,
    tags: c.tags,
    classification: 'new',
    baseline_status: null,
    status: now.status,
    baseline_score: null,
    score: c.score,
    score_delta: null,
    flaky: now.flaky,
  };
  addTrialCounts(entry, now.models);
  return entry;
}

function removedEntry(b: BaselineCase): ComparisonCase {
  return {
    id: b.id ?? b.key ?? '',
    key: b.key,
    model: null,
    tags: b.tags,
    classification: 'removed',
    baseline_status: b.status,
    status: null,
    baseline_score: b.score,
    score: null,
    score_delta: null,
    flaky: false,
  };
}

export function compareWithBaseline(results: Pick<Results, 'cases' | 'models'>, baseline: Baseline, changeRule?: ChangeRule | null): Comparison {
  const before = baselineModels(baseline);
  // Per model only when the baseline recorded outcomes per model (the Python tool's own baseline.json does not).
  const perModel = baseline.cases.some((c) => Object.keys(c.models).length > 0);
  // Queues, so that cases sharing a key (identical inputs) pair up in order:
  // a lone case is held as itself, a list made only for a key met twice.
  const waiting = new Map<string, BaselineCase | BaselineCase[]>();
  for (const b of baseline.cases) {
    const k = (baseline.match_by === 'id' ? b.id : b.key) ?? '';
    const held = waiting.get(k);
    if (held === undefined) waiting.set(k, b);
    else if (Array.isArray(held)) held.push(b);
    else waiting.set(k, [held, b]);
  }
  const take = (k: string): BaselineCase | undefined => {
    const held = waiting.get(k);
    if (held === undefined || !Array.isArray(held)) {
      if (held !== undefined) waiting.delete(k);
      return held;
    }
    const b = held.shift();
    if (held.length === 0) waiting.delete(k);
    return b;
  };
  const cases: ComparisonCase[] = [];
  const tagged = new TagCounter();
  let paired = 0;
  let newFailures = 0;
  let newPasses = 0;
  let passedNow = 0;
  const differences = new PairedDifferences(results.cases.length);
  for (const c of results.cases) {
    const outcome = summarizeCase(c);
    const now = outcome.status;
    if (now === 'pass') passedNow++;
    const b = take(baseline.match_by === 'id' ? c.id : c.key);
    if (!b) {
      cases.push(newEntry(c, outcome));
      continue;
    }
    paired++;
    tagged.add(b.tags.length > 0 ? b.tags : c.tags, b.status);
    if (b.status === 'pass' && now !== 'pass') newFailures++;
    if (b.status !== 'pass' && now === 'pass') newPasses++;
    differences.add(caseCounts(c.results, now), baselineCounts(b, c), c.cluster);
    pushMatched(cases, c, outcome, b, perModel);
  }
  for (const held of waiting.values()) {
    for (const b of Array.isArray(held) ? held : [held]) {
      tagged.add(b.tags, b.status);
      cases.push(removedEntry(b));
    }
  }

  const counts = new Map<Classification, number>();
  for (const e of cases) counts.set(e.classification, (counts.get(e.classification) ?? 0) + 1);
  const count = (k: Classification) => counts.get(k) ?? 0;
  const total = results.cases.length;
  const power = assessPower(paired, newFailures, newPasses);
  const difference = differences.result();
  const decision = changeRule ? decideChange(differences.pairs(), changeRule) : null;
  return {
    baseline: baseline.provenance,
    match_by: baseline.match_by,
    models_compared: perModel ? [...results.models] : [],
    ...(modelChange(results.models, before) ? { model_change: modelChange(results.models, before) } : {}),
    cases,
    regressions: count('regression'),
    ...(count('flaky') > 0 ? { flaky: count('flaky') } : {}),
    ...(count('undecided') > 0 ? { undecided: count('undecided') } : {}),
    fixed: count('fixed'),
    still_failing: count('still_failing'),
    still_passing: count('still_passing'),
    new: count('new'),
    removed: count('removed'),
    paired,
    new_failures: newFailures,
    new_passes: newPasses,
    mcnemar_p: mcnemarExactP(newFailures, newPasses),
    ...(difference ? { paired_difference: difference } : {}),
    pass_rate: total === 0 ? 0 : passedNow / total,
    baseline_pass_rate: baseline.pass_rate,
    pass_rate_interval: wilsonContinuityInterval(passedNow, total),
    baseline_pass_rate_interval: wilsonContinuityInterval(baseline.passed, baseline.total),
    ...(decision ? { change_decision: changeDecisionRecord(decision, changeRule?.onInconclusive ?? 'block') } : {}),
    ...(power.underpowered ? { power_note: power.sentence } : {}),
    ...(tagged.size > 0 ? { baseline_tags: tagged.counts() } : {}),
  };
}

/** Cases and passes per tag, in first-seen order. */
export class TagCounter {
  private readonly byTag = new Map<string, TagCount>();

  add(tags: readonly string[], status: Status): void {
    if (tags.length === 0) return;
    for (const tag of tags.length === 1 ? tags : new Set(tags)) {
      const count = this.byTag.get(tag) ?? { tag, total: 0, passed: 0 };
      count.total++;
      if (status === 'pass') count.passed++;
      this.byTag.set(tag, count);
    }
  }

  get size(): number {
    return this.byTag.size;
  }

  counts(): TagCount[] {
    return [...this.byTag.values()];
  }
}
