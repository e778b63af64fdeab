// One builder per shape of the results document (results.ts): a model's run
// of a case (ModelResult) and a case (CaseResult). Each is the one place its
// fields' order is written down, and that order is the results file's: the
// file's writer (src/results/results-file.ts) puts a result's fields as the
// object holds them, and has a fast path for the common result's exact
// fields. Every producer (the runner, the kinds' scorers, the file's reader)
// builds through these, so a new field is one line here and one in the
// schema. They run once per call and per case of a run: the common shapes
// are single literals, and nothing is spread.
import type { CaseResult, Confirmation, ModelResult, Status, AssertResult } from './results.js';
import type { Usage } from './usage.js';

/**
 * What a model's answer brings to its result: a provider's reply, an agent's
 * totals, or a results file's fields. A field that is absent is null (a run
 * that made no call, a file that left a null out).
 */
export interface CallFields {
  output?: string | null | undefined;
  latency_ms?: number | null | undefined;
  usage?: Usage | null | undefined;
  cost_usd?: number | null | undefined;
  /** Why the model stopped, when it said so (an empty reason is left out). */
  stop_reason?: string | undefined;
}

/** The call fields of a run that made no call. */
export const NO_CALL: CallFields = {};

/** The fields most results lack, in the order they follow `error`; each is left out when undefined. */
const TAIL = ['scores', 'failure_reasons', 'named_scores', 'tool_calls', 'conversation', 'spans', 'skills', 'request', 'reused', 'masked'] as const;

/** A result's optional fields besides `stop_reason` (a call's): each is left out when undefined. */
export type ResultExtras = Partial<Pick<ModelResult, 'trial' | (typeof TAIL)[number]>>;

function hasTail(extras: ResultExtras): boolean {
  for (const key of TAIL) if (extras[key] !== undefined) return true;
  return false;
}

/**
 * One model's run of a case, its fields in the results document's order:
 * model, trial, the call's output, the verdict's status and score, the
 * call's latency, usage, cost and stop reason, the assertion rows, the error,
 * then the extras (dimension scores, failure reasons, named scores, tool
 * calls, the request's fingerprint, reused, masked).
 */
export function modelResult(
  model: string,
  call: CallFields,
  status: Status,
  score: number,
  asserts: AssertResult[],
  error: string | null,
  extras?: ResultExtras,
): ModelResult {
  const output = call.output ?? null;
  const latency_ms = call.latency_ms ?? null;
  const usage = call.usage ?? null;
  const cost_usd = call.cost_usd ?? null;
  // The common result (one trial, nothing more) as one literal: the file's writer reads exactly these fields in this order.
  if (!call.stop_reason && (extras === undefined || (extras.trial === undefined && !hasTail(extras)))) {
    return { model, output, status, score, latency_ms, usage, cost_usd, asserts, error };
  }
  const result: ModelResult = extras?.trial === undefined ? ({ model } as ModelResult) : ({ model, trial: extras.trial } as ModelResult);
  result.output = output;
  result.status = status;
  result.score = score;
  result.latency_ms = latency_ms;
  result.usage = usage;
  result.cost_usd = cost_usd;
  if (call.stop_reason) result.stop_reason = call.stop_reason;
  result.asserts = asserts;
  result.error = error;
  if (extras) {
    for (const key of TAIL) {
      const value = extras[key];
      if (value !== undefined) (result as Record<string, unknown>)[key] = value;
    }
  }
  return result;
}

/** What a change to a built result may set. */
export type ResultChange = Partial<Pick<ModelResult, 'status' | 'score' | 'asserts' | 'error'>> & ResultExtras;

/** A result with some fields set anew (a trial, the case's own rows, reuse's fingerprint), built again so that its fields stay in order. */
export function changedResult(result: ModelResult, change: ResultChange): ModelResult {
  const extras: ResultExtras = {};
  if ((change.trial ?? result.trial) !== undefined) extras.trial = change.trial ?? result.trial;
  for (const key of TAIL) {
    const value = change[key] ?? result[key];
    if (value !== undefined) (extras as Record<string, unknown>)[key] = value;
  }
  return modelResult(
    result.model,
    result,
    change.status ?? result.status,
    change.score ?? result.score,
    change.asserts ?? result.asserts,
    change.error === undefined ? result.error : change.error,
    extras,
  );
}

/** A case's own fields: what identifies it, the dataset's copy of its input (absent from version 2 files), and its re-runs. */
export interface CaseFields {
  id: string;
  key: string;
  line: number;
  /** Absent: none. */
  tags?: string[] | undefined;
  cluster?: string | undefined;
  must_pass?: boolean | undefined;
  description?: string | null | undefined;
  expected?: string | null | undefined;
  vars?: Record<string, unknown> | undefined;
  confirmation?: Confirmation[] | undefined;
}

/** A case's verdict over its results (src/figures/combine.ts). */
export type CaseVerdict = Pick<CaseResult, 'status' | 'score' | 'flaky' | 'trials'>;

/**
 * A case, its fields in the results document's order: id, key, line, tags,
 * cluster, must_pass, the dataset's description, expected and vars, the
 * verdict's status, score, flaky and trials, the confirmation, the results.
 */
export function caseResult(fields: CaseFields, verdict: CaseVerdict, results: ModelResult[]): CaseResult {
  const { id, key, line } = fields;
  const tags = fields.tags ?? [];
  const { status, score } = verdict;
  // The common cases as one literal each: one per case run, and one per case of a results file read.
  if (
    fields.cluster === undefined &&
    !fields.must_pass &&
    verdict.flaky === undefined &&
    verdict.trials === undefined &&
    fields.confirmation === undefined
  ) {
    if (fields.description === undefined && fields.expected === undefined && fields.vars === undefined) {
      return { id, key, line, tags, status, score, results };
    }
    if (fields.description !== undefined && fields.expected !== undefined && fields.vars !== undefined) {
      return { id, key, line, tags, description: fields.description, expected: fields.expected, vars: fields.vars, status, score, results };
    }
  }
  const c = { id, key, line, tags } as CaseResult;
  if (fields.cluster !== undefined) c.cluster = fields.cluster;
  if (fields.must_pass) c.must_pass = true;
  if (fields.description !== undefined) c.description = fields.description;
  if (fields.expected !== undefined) c.expected = fields.expected;
  if (fields.vars !== undefined) c.vars = fields.vars;
  c.status = status;
  c.score = score;
  if (verdict.flaky !== undefined) c.flaky = verdict.flaky;
  if (verdict.trials !== undefined) c.trials = verdict.trials;
  if (fields.confirmation !== undefined) c.confirmation = fields.confirmation;
  c.results = results;
  return c;
}
