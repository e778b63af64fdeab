// The results as they may be published: every text with its credentials
// masked as *** (src/base/redact.ts), except what runs join on, and each
// masked answer marked. A masked text is not what the model said: a later
// run must not take it for the model's answer (answer and judge reuse skip a
// result marked `masked`, src/run/answer-reuse.ts), nor count the mask as a
// change of answer (src/compare/classify.ts). Ids, keys, tags, model labels
// and the dataset's name are joined on by the next run's comparison and by
// the report, so they are kept as the dataset and the workflow wrote them.
// Pure: the scrubber is handed in.
import type { Scrubber } from '../base/index.js';
import type { Comparison, ComparisonCase, AssertResult, CaseResult, ModelResult, Results } from '../config/index.js';

/** Results with or without their comparison (EvalResults, a saved baseline). */
type Maskable = Results & { comparison?: Comparison | null };

/** `results` with credentials masked, keys kept, masked answers marked; the same object when nothing held a credential. */
export function maskResults<T extends Maskable>(results: T, scrub: Scrubber): T {
  const masked = scrub.deep(results);
  // Most runs hold no credential: nothing was copied, and nothing is walked again.
  if (masked === results) return results;
  const out: T = { ...masked, models: results.models, judge: results.judge };
  out.dataset = { ...masked.dataset, name: results.dataset.name, path: results.dataset.path };
  if (results.setup_errors && masked.setup_errors !== results.setup_errors) {
    out.setup_errors = (masked.setup_errors ?? []).map((e, i) => ({ ...e, model: results.setup_errors?.[i]?.model ?? e.model }));
  }
  if (masked.cases !== results.cases) out.cases = masked.cases.map((c, i) => maskedCase(results.cases[i] as CaseResult, c));
  if (results.comparison && masked.comparison && masked.comparison !== results.comparison) {
    out.comparison = maskedComparison(results.comparison, masked.comparison);
  }
  return out;
}

function maskedCase(original: CaseResult, masked: CaseResult): CaseResult {
  if (masked === original) return original;
  const c: CaseResult = { ...masked, id: original.id, key: original.key, tags: original.tags };
  if (original.cluster !== undefined) c.cluster = original.cluster;
  if (masked.results !== original.results) c.results = masked.results.map((r, i) => maskedResult(original.results[i] as ModelResult, r));
  if (original.trials) c.trials = (masked.trials ?? []).map((t, i) => ({ ...t, model: original.trials?.[i]?.model ?? t.model }));
  if (original.confirmation)
    c.confirmation = (masked.confirmation ?? []).map((m, i) => ({ ...m, model: original.confirmation?.[i]?.model ?? m.model }));
  return c;
}

function maskedResult(original: ModelResult, masked: ModelResult): ModelResult {
  if (masked === original) return original;
  const r: ModelResult = { ...masked, model: original.model };
  if (masked.asserts !== original.asserts) r.asserts = maskedRows(original.asserts, masked.asserts);
  // What the model said is not what is published: not an answer to reuse or compare.
  if (masked.output !== original.output || masked.tool_calls !== original.tool_calls) r.masked = true;
  return r;
}

/** Assertion rows; a judge reply that was masked is marked, so no later run reuses it. */
function maskedRows(original: readonly AssertResult[], masked: readonly AssertResult[]): AssertResult[] {
  return masked.map((row, i) => {
    const before = original[i] as AssertResult;
    if (row === before) return row;
    const out: AssertResult = { ...row };
    if (row.asserts && before.asserts && row.asserts !== before.asserts) out.asserts = maskedRows(before.asserts, row.asserts);
    if (row.judge && before.judge && row.judge.raw !== before.judge.raw) out.judge = { ...row.judge, masked: true };
    return out;
  });
}

function maskedComparison(original: Comparison, masked: Comparison): Comparison {
  const out: Comparison = { ...masked, models_compared: original.models_compared };
  if (original.model_change) out.model_change = original.model_change;
  if (original.baseline.models) out.baseline = { ...masked.baseline, models: original.baseline.models };
  if (original.baseline_tags)
    out.baseline_tags = (masked.baseline_tags ?? []).map((t, i) => ({ ...t, tag: original.baseline_tags?.[i]?.tag ?? t.tag }));
  if (masked.cases !== original.cases) out.cases = masked.cases.map((e, i) => maskedEntry(original.cases[i] as ComparisonCase, e));
  return out;
}

function maskedEntry(original: ComparisonCase, masked: ComparisonCase): ComparisonCase {
  if (masked === original) return original;
  const entry: ComparisonCase = { ...masked, id: original.id, key: original.key, model: original.model, tags: original.tags };
  if (original.baseline_model !== undefined) entry.baseline_model = original.baseline_model;
  if (original.trials) entry.trials = (masked.trials ?? []).map((t, i) => ({ ...t, model: original.trials?.[i]?.model ?? t.model }));
  return entry;
}
