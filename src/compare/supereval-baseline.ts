// The Python supereval CLI's baseline.json (this file's "supereval baseline"
// always means that format): the schema we read it with and the writer behind
// `--update-baseline`. The writer keeps that tool's own fields (so it still
// reads the file) and adds `supereval_ts` with what its format cannot hold:
// case ids, tags, per-model and per-trial outcomes, and each model's output
// and tool calls, so a later report shows the "before" of a regressed case.
import { z } from 'zod';
import {
  type CaseResult,
  type ModelResult,
  type Results,
  StatusSchema,
  ToolCallRecordSchema,
  ConversationRecordSchema,
  DatasetTypeSchema,
} from '../config/index.js';
import type { PythonBaselineFormat, PythonCaseField, PythonSummaryField } from '../kinds/index.js';
import { shownResult, summarizeCase, type ModelTrials } from '../figures/index.js';

/** Version 2 added each model's output and tool calls; version 1 files (without them) are still read. */
export const SUPEREVAL_TS_SCHEMA_VERSION = 2;

const ExtrasModelSchema = z.strictObject({
  status: StatusSchema,
  score: z.number().nullable(),
  trials: z.number().int().min(1),
  passes: z.number().int().min(0),
  flaky: z.boolean(),
  // What the report shows as the baseline's answer: the model's first trial that did not pass, else its first.
  output: z.string().nullable().optional(),
  tool_calls: z.array(ToolCallRecordSchema).optional(),
  conversation: ConversationRecordSchema.optional(),
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
  schema_version: z.union([z.literal(1), z.literal(SUPEREVAL_TS_SCHEMA_VERSION)]),
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
  // The RAG writer's answer; any other type leaves the case readable (the Python tool does not read it back).
  answer: z.unknown().optional(),
});
export type SuperevalCase = z.infer<typeof SuperevalCaseSchema>;

export const SuperevalBaselineSchema = z.looseObject({
  run_id: z.string().nullish(),
  // Neither is required by the Python tool's reader (baseline.py compare_to_baseline).
  dataset: z.string().nullish(),
  ran_at: z.string().nullish(),
  providers: z.array(z.unknown()).nullish(),
  runner_id: z.string().nullish(),
  model_id: z.string().nullish(),
  summary: z.looseObject({}).nullish(),
  cases: z.array(SuperevalCaseSchema).default([]),
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

const mean = (xs: readonly number[]) => (xs.length === 0 ? 0 : sum(xs) / xs.length);

/** A dimension score of the case's first result (agent and RAG baselines record one model), as the Python writer rounds it. */
function dimension(c: CaseResult, name: string): number | null {
  const value = c.results[0]?.scores?.[name];
  return value === undefined || value === null ? null : round(value, 4);
}

/** A count the agent scorer records under `scores` (step_count, tool_call_count). */
function count(c: CaseResult, name: string): number | null {
  return c.results[0]?.scores?.[name] ?? null;
}

/**
 * Why the case failed, one line each: the Python writers' `failure_reasons`
 * (agent/models.py TrajectoryScore, rag/models.py RagScore). A scorer that
 * records the Python tool's own reasons on the result is taken at its word;
 * otherwise they are the reasons of the checks that failed, in our wording.
 */
function failureReasons(c: CaseResult): string[] {
  return c.results.flatMap((r) => {
    const own = (r as { failure_reasons?: unknown }).failure_reasons;
    if (Array.isArray(own)) return own.filter((x): x is string => typeof x === 'string');
    return [...(r.error !== null ? [r.error] : []), ...r.asserts.filter((a) => a.status === 'fail' || a.status === 'error').map((a) => a.reason)];
  });
}

/** The judge's verdict on a RAG dimension as rag/models.py RagCaseResult.to_dict writes it; absent without a judge label. */
function judgeDetail(c: CaseResult, dimensionName: string): { raw: number | null; label: string; reason: string } | undefined {
  const judged = c.results[0]?.asserts.find((a) => a.type === dimensionName && a.judge?.label);
  if (!judged?.judge?.label) return undefined;
  return { raw: judged.judge.rank ?? null, label: judged.judge.label, reason: judged.reason };
}

/** The case's `vars` as the kind's Python writer records them (agent: {task}, RAG: {query}). */
function pythonVars(c: CaseResult, fields: readonly string[] | null): unknown {
  const vars = c.vars ?? null;
  if (fields === null || vars === null) return vars;
  return Object.fromEntries(fields.filter((f) => f in vars).map((f) => [f, vars[f]]));
}

function caseField(field: PythonCaseField, { c, passed, totals }: Row, format: PythonBaselineFormat): unknown {
  switch (field) {
    case 'key':
      return c.key;
    case 'case_id':
      return c.id;
    case 'description':
      return c.description ?? '';
    case 'vars':
      return pythonVars(c, format.varsFields);
    case 'answer':
      // rag/runner.py records "" when the model call failed.
      return c.results[0]?.output ?? '';
    case 'passed':
      return passed;
    case 'score':
    case 'composite_score':
      return round(c.score, 4);
    case 'failure_reasons':
      return failureReasons(c);
    case 'step_count':
    case 'tool_call_count':
      return count(c, field);
    case 'latency_ms':
    case 'cost_usd':
      return totals[field];
    case 'faithfulness':
    case 'answer_correctness':
      return judgeDetail(c, `${field}_score`);
    default:
      return dimension(c, field);
  }
}

function summaryField(field: PythonSummaryField, results: Results, rows: readonly Row[]): unknown {
  const total = rows.length;
  const passed = rows.filter((r) => r.passed).length;
  const latencies = rows
    .map((r) => r.totals.latency_ms)
    .filter((x): x is number => x !== null)
    .sort((a, b) => a - b);
  // The Python tool's figures over no cases are 0.0 (models.py AgentRunResult and its kin).
  const latency = (value: number | null) => (total === 0 ? 0 : value === null ? null : round(value, 1));
  const { input, output } = results.summary.tokens;
  switch (field) {
    case 'total':
      return total;
    case 'passed':
      return passed;
    case 'failed':
      return total - passed;
    case 'pass_rate':
      return total === 0 ? 0 : round(passed / total, 4);
    case 'avg_composite_score':
      return round(mean(rows.map((r) => r.c.score)), 4);
    case 'avg_answer_score':
    case 'avg_tool_score':
      return round(mean(rows.map((r) => dimension(r.c, field.slice('avg_'.length)) ?? 0)), 4);
    case 'total_cost_usd': {
      const costs = rows.map((r) => r.totals.cost_usd);
      return costs.some((x) => x === null) ? null : round(sum(costs as number[]), 6);
    }
    case 'total_tokens':
      return input + output;
    case 'prompt_tokens':
      return input;
    case 'completion_tokens':
      return output;
    case 'avg_latency_ms':
      return latency(latencies.length === 0 ? null : sum(latencies) / latencies.length);
    case 'p50_latency_ms':
      return latency(percentile(latencies, 0.5));
    case 'p95_latency_ms':
      return latency(percentile(latencies, 0.95));
  }
}

/** Fields in the writer's order; a field with nothing to say (a RAG judge detail without a judge) is left out. */
function ordered<F extends string>(fields: readonly F[], value: (field: F) => unknown): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const field of fields) {
    const v = value(field);
    if (v !== undefined) out[field] = v;
  }
  return out;
}

type ExtrasModel = SuperevalExtras['cases'][number]['models'][string];

/** A model's outcome, with the output and tool calls a later report shows beside today's. */
function extrasModel(m: ModelTrials, shown: ModelResult | undefined): ExtrasModel {
  const model: ExtrasModel = { status: m.status, score: m.score, trials: m.trials, passes: m.passes, flaky: m.flaky };
  if (shown) {
    model.output = shown.output;
    if (shown.tool_calls) model.tool_calls = shown.tool_calls;
    if (shown.conversation) model.conversation = shown.conversation;
  }
  return model;
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
        models: Object.fromEntries(outcome.models.map((m) => [m.model, extrasModel(m, shownResult(c.results, m.model))])),
      };
    }),
  };
}

/**
 * The baseline.json that `--update-baseline` writes: the Python tool's fields for
 * the dataset's kind (`format`), then `supereval_ts`, which parseBaseline prefers.
 * runId and ranAt are passed in so that this stays a pure function.
 */
export function toSuperevalBaseline(results: Results, format: PythonBaselineFormat, runId: string, ranAt: string): Record<string, unknown> {
  const rows = results.cases.map((c): Row => ({ c, passed: summarizeCase(c).status === 'pass', totals: caseTotals(c) }));
  const who = { [format.who]: format.who === 'providers' ? results.models : results.models.join(', ') };
  return {
    run_id: runId,
    dataset: results.dataset.name,
    ran_at: ranAt,
    ...who,
    summary: ordered(format.summaryFields, (field) => summaryField(field, results, rows)),
    cases: rows.map((row) => ordered(format.caseFields, (field) => caseField(field, row, format))),
    supereval_ts: extrasFor(results),
  };
}
