// Run-level figures computed from the case results.
import type { CaseResult, ModelResult, ScorerTotal, Summary } from '../config/results.js';
import { isRunScorer } from '../config/run-scorers.js';

/** the Python tool's p95: sorted[int(n * 0.95)], so figures match its baseline files. */
export function p95(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.95))] as number;
}

export function summarize(cases: CaseResult[]): Summary {
  const results = cases.flatMap((c) => c.results);
  const answered = results.filter((r) => r.output !== null);
  const passed = cases.filter((c) => c.status === 'pass').length;
  const errors = cases.filter((c) => c.status === 'error').length;
  // One unknown price makes the total unknown: a partial sum would read as a real figure.
  const costs = answered.map((r) => r.cost_usd);
  const cost = costs.some((c) => c === null) ? null : costs.reduce<number>((s, c) => s + (c ?? 0), 0);
  return {
    total: cases.length,
    passed,
    failed: cases.length - passed - errors,
    errors,
    skipped_asserts: results.reduce((s, r) => s + r.asserts.filter((a) => a.status === 'skipped').length, 0),
    pass_rate: cases.length === 0 ? 0 : passed / cases.length,
    cost_usd: cost === null ? null : roundCost(cost),
    p95_latency_ms: p95(answered.map((r) => r.latency_ms).filter((l): l is number => l !== null)),
    tokens: {
      input: answered.reduce((s, r) => s + (r.usage?.input_tokens ?? 0), 0),
      output: answered.reduce((s, r) => s + (r.usage?.output_tokens ?? 0), 0),
    },
    ...scorerTotalsField(results),
  };
}

/** The run scorers' figures (src/score/run-scorers.ts) over the results, by scorer name; absent when no result has such a row. */
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
      max: known.length > 0 ? Math.max(...known) : null,
    };
  }
  return { scorers };
}

const roundCost = (x: number) => Math.round(x * 1e8) / 1e8;
