// The Python supereval CLI's baseline.json (this file's "supereval baseline"
// always means that format): the schema we read it with and the writer behind
// `--update-baseline`. The writer keeps that tool's own fields (so it still
// reads the file) and adds `supereval_ts` with what its format cannot hold:
// case ids, tags, per-model and per-trial outcomes.
import { z } from 'zod';
import type { CaseResult, Results } from '../config/results.js';
import { StatusSchema } from '../config/results.js';
import { DatasetTypeSchema, kindOf, type DatasetType } from '../kinds/index.js';
import { summarizeCase } from '../score/trials.js';

export const SUPEREVAL_TS_SCHEMA_VERSION = 1;

/** Whether the Python tool's baseline.json finds this type's cases by `case_id` (else by `key`); the kind says. */
export function usesCaseId(type: DatasetType): boolean {
  return kindOf(type).baseline.matchBy === 'case_id';
}

const ExtrasModelSchema = z.strictObject({
  status: StatusSchema,
  score: z.number().nullable(),
  trials: z.number().int().min(1),
  passes: z.number().int().min(0),
  flaky: z.boolean(),
});

const ExtrasCaseSchema = z.strictObject({
  id: z.string(),
  key: z.string(),
  tags: z.array(z.string()),
  must_pass: z.boolean().optional(),
  status: StatusSchema,
  score: z.number().nullable(),
  flaky: z.boolean(),
  models: z.record(z.string(), ExtrasModelSchema),
});

export const SuperevalExtrasSchema = z.strictObject({
  schema_version: z.literal(SUPEREVAL_TS_SCHEMA_VERSION),
  dataset_type: DatasetTypeSchema,
  models: z.array(z.string()),
  cases: z.array(ExtrasCaseSchema),
});
export type SuperevalExtras = z.infer<typeof SuperevalExtrasSchema>;

// Lenient where the Python tool's three writers differ (LLM `score` + `providers`,
// agent `composite_score` + `runner_id`, RAG `composite_score` + `model_id`),
// strict where matching depends on it.
export const SuperevalCaseSchema = z.looseObject({
  key: z.string().min(1).optional(),
  case_id: z.union([z.string().min(1), z.number()]).optional(),
  vars: z.unknown().optional(),
  passed: z.boolean(),
  score: z.number().nullish(),
  composite_score: z.number().nullish(),
  latency_ms: z.number().nullish(),
  cost_usd: z.number().nullish(),
});
export type SuperevalCase = z.infer<typeof SuperevalCaseSchema>;

export const SuperevalBaselineSchema = z.looseObject({
  run_id: z.string().nullish(),
  dataset: z.string().min(1),
  ran_at: z.string().nullish(),
  providers: z.array(z.unknown()).nullish(),
  runner_id: z.string().nullish(),
  model_id: z.string().nullish(),
  summary: z.looseObject({}).nullish(),
  cases: z.array(SuperevalCaseSchema),
  supereval_ts: z.unknown().optional(),
});
export type SuperevalBaseline = z.infer<typeof SuperevalBaselineSchema>;

/** Model names from whichever field this writer used. */
export function superevalModels(b: SuperevalBaseline): string[] {
  const names: string[] = [];
  for (const p of b.providers ?? []) {
    if (typeof p === 'string') names.push(p);
    else if (p && typeof p === 'object' && typeof (p as { id?: unknown }).id === 'string') {
      names.push((p as { id: string }).id);
    }
  }
  for (const one of [b.runner_id, b.model_id]) if (one) names.push(one);
  return names;
}

// Python's round(x, d) for the values supereval rounds (ties are rare enough
// that half-up versus half-even does not matter here).
function round(x: number, digits: number): number {
  return Number(x.toFixed(digits));
}

interface CaseTotals {
  latency_ms: number | null;
  cost_usd: number | null;
}

// the Python tool's per-case figures: latency is the mean over providers (integer
// division), cost the sum; unknown stays null rather than becoming 0.
function caseTotals(c: CaseResult): CaseTotals {
  const latencies = c.results.map((r) => r.latency_ms).filter((x): x is number => x !== null);
  const costs = c.results.map((r) => r.cost_usd);
  return {
    latency_ms: latencies.length === 0 ? null : Math.floor(sum(latencies) / latencies.length),
    cost_usd: costs.some((x) => x === null) ? null : round(sum(costs as number[]), 6),
  };
}

// the Python tool's percentile: sorted[min(int(n * q), n - 1)].
function percentile(sorted: readonly number[], q: number): number | null {
  if (sorted.length === 0) return null;
  return sorted[Math.min(Math.floor(sorted.length * q), sorted.length - 1)] ?? null;
}

function sum(xs: readonly number[]): number {
  return xs.reduce((a, b) => a + b, 0);
}

interface Row {
  c: CaseResult;
  passed: boolean;
  totals: CaseTotals;
}

// The Python tool's summary as its writer for the kind has it: key-matched
// (LLM) runs add token counts and p50; case_id-matched (agent, RAG) runs add
// the mean composite score instead.
function summaryFor(results: Results, rows: readonly Row[]): Record<string, unknown> {
  const total = rows.length;
  const passed = rows.filter((r) => r.passed).length;
  const latencies = rows
    .map((r) => r.totals.latency_ms)
    .filter((x): x is number => x !== null)
    .sort((a, b) => a - b);
  const costs = rows.map((r) => r.totals.cost_usd);
  const totalCost = costs.some((x) => x === null) ? null : round(sum(costs as number[]), 6);
  const avgLatency = latencies.length === 0 ? null : round(sum(latencies) / latencies.length, 1);
  const p95 = percentile(latencies, 0.95);
  const head = { total, passed, failed: total - passed, pass_rate: total === 0 ? 0 : round(passed / total, 4) };
  if (usesCaseId(results.dataset.type)) {
    return {
      ...head,
      avg_composite_score: total === 0 ? 0 : round(sum(rows.map((r) => r.c.score)) / total, 4),
      total_cost_usd: totalCost,
      avg_latency_ms: avgLatency,
      p95_latency_ms: p95,
    };
  }
  const { input, output } = results.summary.tokens;
  return {
    ...head,
    total_cost_usd: totalCost,
    total_tokens: input + output,
    prompt_tokens: input,
    completion_tokens: output,
    avg_latency_ms: avgLatency,
    p50_latency_ms: percentile(latencies, 0.5),
    p95_latency_ms: p95,
  };
}

function superevalCase({ c, passed, totals }: Row, type: DatasetType): Record<string, unknown> {
  if (!usesCaseId(type)) {
    return { key: c.key, vars: c.vars ?? null, passed, score: round(c.score, 4), ...totals };
  }
  // case_id-matched (agent, RAG) baselines carry the dimension scores of their single model.
  const dims = c.results[0]?.scores ?? {};
  const dimScores: Record<string, number | null> = {};
  for (const [name, value] of Object.entries(dims)) {
    // Only dimension scores: nothing in `scores` may overwrite the Python tool's own fields.
    if (name.endsWith('_score') && name !== 'composite_score') dimScores[name] = value === null ? null : round(value, 4);
  }
  return {
    case_id: c.id,
    description: c.description ?? '',
    vars: c.vars ?? null,
    passed,
    ...dimScores,
    composite_score: round(c.score, 4),
    ...totals,
  };
}

function extrasFor(results: Results): SuperevalExtras {
  return {
    schema_version: SUPEREVAL_TS_SCHEMA_VERSION,
    dataset_type: results.dataset.type,
    models: results.models,
    cases: results.cases.map((c) => {
      const outcome = summarizeCase(c);
      return {
        id: c.id,
        key: c.key,
        tags: c.tags,
        ...(c.must_pass === undefined ? {} : { must_pass: c.must_pass }),
        status: outcome.status,
        score: c.score,
        flaky: outcome.flaky,
        models: Object.fromEntries(
          outcome.models.map((m) => [m.model, { status: m.status, score: m.score, trials: m.trials, passes: m.passes, flaky: m.flaky }]),
        ),
      };
    }),
  };
}

/**
 * The baseline.json that `--update-baseline` writes: the Python tool's fields for
 * the dataset's type, then `supereval_ts`, which parseBaseline prefers.
 * runId and ranAt are passed in so that this stays a pure function.
 */
export function toSuperevalBaseline(results: Results, runId: string, ranAt: string): Record<string, unknown> {
  const type = results.dataset.type;
  const rows = results.cases.map((c): Row => ({ c, passed: summarizeCase(c).status === 'pass', totals: caseTotals(c) }));
  const field = kindOf(type).baseline.who;
  const who = { [field]: field === 'providers' ? results.models : results.models.join(', ') };
  return {
    run_id: runId,
    dataset: results.dataset.name,
    ran_at: ranAt,
    ...who,
    summary: summaryFor(results, rows),
    cases: rows.map((row) => superevalCase(row, type)),
    supereval_ts: extrasFor(results),
  };
}
