// The rows of the HTML report, one per case and model: with a baseline, one
// per comparison entry (a results file keeps no still-passing entries, so a
// result without one is still passing); without, one per result. Every text
// goes through stripControl: no terminal sequence, and a bidi override or
// other invisible character shows as <U+XXXX> instead of reordering the
// words around it. Pure.
import { stripControl } from '../../base/index.js';
import type { CaseResult, ModelResult, ToolCallRecord, ComparisonCase } from '../../config/index.js';
import type { EvalResults } from '../../results/index.js';
import { canonical } from '../case-detail.js';
import { conversationLines, conversationSummary } from '../conversation.js';
import { spanTreeLines } from './span-tree.js';

/** One row as the page shows it, its texts whole (page-data.ts cuts them). */
export interface Row {
  id: string;
  model: string | null;
  tags: readonly string[];
  status: string;
  score: number | null;
  delta: number | null;
  /** The trials disagree. */
  flaky: boolean;
  /** A regression re-run: passes out of runs, and a passing re-run's answer. */
  confirmation: { runs: number; passes: number; passed_output?: string | null } | null;
  input: string | null;
  expected: string | null;
  output: string | null;
  baseline: string | null;
  error: string | null;
  asserts: readonly { type: string; status: string; reason: string }[];
  calls: readonly string[] | null;
  baselineCalls: readonly string[] | null;
  /** An agent's conversation with the simulated user, a line per message and call (src/report/conversation.ts), now and in the baseline; its summary. */
  conversation: readonly string[] | null;
  baselineConversation: readonly string[] | null;
  conversationSummary: string | null;
  /** An agent's spans as the lines of a tree (span-tree.ts); null when it exported none. */
  spans?: readonly string[] | null;
}

type Results = Pick<EvalResults, 'cases' | 'comparison' | 'models'>;

/** Every row of one dataset's results, in the results' order. */
export function reportRows(results: Results, inputField: string | null): Row[] {
  const comparison = results.comparison;
  if (!comparison) return results.cases.flatMap((c) => modelsOf(c).map((m) => plainRow(c, m, inputField)));
  const perModel = comparison.models_compared.length > 0;
  const entries = new Map(comparison.cases.map((e) => [entryKey(e.id, perModel ? e.model : null), e]));
  const rows: Row[] = [];
  for (const c of results.cases) {
    for (const model of perModel ? modelsOf(c) : [null]) {
      // A new case's entry names no model even when the comparison is per model.
      const key = entries.has(entryKey(c.id, model)) ? entryKey(c.id, model) : entryKey(c.id, null);
      const entry = entries.get(key);
      entries.delete(key);
      const result = model === null ? c.results[0] : c.results.find((r) => r.model === model);
      rows.push(entry ? entryRow(entry, c, result, inputField) : { ...plainRow(c, result?.model ?? null, inputField), status: 'still_passing' });
    }
  }
  // What is left has no case now: the removed ones.
  for (const entry of entries.values()) rows.push(entryRow(entry, undefined, undefined, inputField));
  return rows;
}

const entryKey = (id: string, model: string | null) => (model === null ? id : `${id}\u0000${model}`);

/** The models a case has results for, each once (trials share a row). */
const modelsOf = (c: CaseResult) => [...new Set(c.results.map((r) => r.model))];

function plainRow(c: CaseResult, model: string | null, inputField: string | null): Row {
  const result = c.results.find((r) => r.model === model);
  return {
    ...caseFields(c, inputField),
    ...resultFields(result),
    model: model === null ? null : stripControl(model),
    status: result?.status ?? c.status,
    score: result?.score ?? c.score,
    delta: null,
    flaky: c.flaky ?? false,
    confirmation: null,
    baseline: null,
    baselineCalls: null,
    baselineConversation: null,
  };
}

function entryRow(entry: ComparisonCase, c: CaseResult | undefined, result: ModelResult | undefined, inputField: string | null): Row {
  const confirmation = entry.confirmation;
  return {
    ...caseFields(c, inputField),
    ...resultFields(result),
    id: stripControl(entry.id),
    model: entry.model === null ? null : stripControl(entry.model),
    tags: entry.tags.map(stripControl),
    status: entry.classification,
    score: entry.score,
    delta: entry.score_delta,
    flaky: entry.flaky,
    confirmation: confirmation
      ? { runs: confirmation.runs, passes: confirmation.passes, passed_output: shown(confirmation.passed_output ?? null) }
      : null,
    baseline: shown(entry.baseline_output ?? null),
    baselineCalls: entry.baseline_tool_calls ? callLines(entry.baseline_tool_calls) : null,
    baselineConversation: entry.baseline_conversation ? conversationLines(entry.baseline_conversation).map(stripControl) : null,
    conversationSummary: result?.conversation ? conversationSummary(result.conversation, entry.baseline_conversation) : null,
  };
}

function caseFields(c: CaseResult | undefined, inputField: string | null) {
  const input = inputField === null ? undefined : c?.vars?.[inputField];
  return {
    id: stripControl(c?.id ?? ''),
    tags: (c?.tags ?? []).map(stripControl),
    input: input === undefined ? null : stripControl(typeof input === 'string' ? input : JSON.stringify(input)),
    expected: shown(c?.expected ?? null),
  };
}

function resultFields(result: ModelResult | undefined) {
  return {
    output: shown(result?.output ?? null),
    error: shown(result?.error ?? null),
    asserts: (result?.asserts ?? []).map((a) => ({ type: stripControl(a.type), status: a.status, reason: stripControl(a.reason) })),
    calls: result?.tool_calls ? callLines(result.tool_calls) : null,
    conversation: result?.conversation ? conversationLines(result.conversation).map(stripControl) : null,
    conversationSummary: result?.conversation ? conversationSummary(result.conversation, undefined) : null,
    spans: result?.spans?.length ? spanTreeLines(result.spans) : null,
  };
}

/** Each call as one line, `name({"arg":…})`, its arguments' keys sorted. */
const callLines = (calls: readonly ToolCallRecord[]) => calls.map((call) => stripControl(`${call.name}(${canonical(call.arguments)})`));

const shown = (text: string | null) => (text === null ? null : stripControl(text));
