// Run-level figures computed from the case results.
import { type CaseResult, type ModelResult, type ScorerTotal, type Summary, isRunScorer } from '../config/index.js';
import { maxOf } from '../base/index.js';

/** the Python tool's p95: sorted[int(n * 0.95)], so figures match its baseline files. */
export function p95(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.95))] as number;
}

export function summarize(cases: CaseResult[]): Summary {
  // One pass over the cases and their results: a large run has one of each per case and model.
  const results: ModelResult[] = [];
  let passed = 0;
  let errors = 0;
  let skipped = 0;
  // One unknown price makes the total unknown: a partial sum would read as a real figure.
  let cost: number | null = 0;
  let inputTokens = 0;
  let outputTokens = 0;
  const latencies: number[] = [];
  for (const c of cases) {
    if (c.status === 'pass') passed++;
    else if (c.status === 'error') errors++;
    for (const r of c.results) {
      results.push(r);
      for (const a of r.asserts) if (a.status === 'skipped') skipped++;
      if (r.output === null) continue;
      cost = cost === null || r.cost_usd === null ? null : cost + r.cost_usd;
      if (r.latency_ms !== null) latencies.push(r.latency_ms);
      inputTokens += r.usage?.input_tokens ?? 0;
      outputTokens += r.usage?.output_tokens ?? 0;
    }
  }
  return {
    total: cases.length,
    passed,
    failed: cases.length - passed - errors,
    errors,
    skipped_asserts: skipped,
    pass_rate: cases.length === 0 ? 0 : passed / cases.length,
    cost_usd: cost === null ? null : roundCost(cost),
    p95_latency_ms: p95(latencies),
    tokens: { input: inputTokens, output: outputTokens },
    ...scorerTotalsField(results),
  };
}

/** The run scorers' figures (src/score/evalbench/run-scorers.ts) over the results, by scorer name; absent when no result has such a row. */
export function scorerTotalsField(results: readonly ModelResult[]): { scorers?: Record<string, ScorerTotal> } {
  const figures = new Map<string, (number | null)[]>();
  for (const r of results) {
    for (const a of r.asserts) {
      if (!isRunScorer(a.type)) continue;
      const list = figures.get(a.type) ?? [];
      list.push(a.status === 'error' || a.status === 'skipped' ? null : a.score);
      figures.set(a.type, list);
    }
  }
  if (figures.size === 0) return {};
  const scorers: Record<string, ScorerTotal> = {};
  for (const [name, list] of figures) {
    const known = list.filter((x): x is number => x !== null);
    const sum = known.reduce((s, x) => s + x, 0);
    scorers[name] = {
      results: list.length,
      unknown: list.length - known.length,
      total: known.length === list.length ? sum : null,
      mean: known.length > 0 ? sum / known.length : null,
      max: known.length > 0 ? maxOf(known) : null,
    };
  }
  return { scorers };
}

const roundCost = (x: number) => Math.round(x * 1e8) / 1e8;

/**
 * Answer reuse's figures: the answers the run has (one per case, model and
 * trial), those taken from the baseline, the calls made for the rest, and the
 * reused answers' recorded cost, which this run did not spend.
 */
export function reuseSummary(cases: readonly CaseResult[], commit: string | null): NonNullable<Summary['reuse']> {
  let answers = 0;
  let reused = 0;
  let cost: number | null = 0;
  for (const c of cases) {
    for (const r of c.results) {
      answers++;
      if (!r.reused) continue;
      reused++;
      cost = cost === null || r.cost_usd === null ? null : cost + r.cost_usd;
    }
  }
  return { answers, reused, calls: answers - reused, cost_usd: cost === null ? null : roundCost(cost), commit };
}
