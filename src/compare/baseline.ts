// Reading a baseline: our own results JSON or the Python tool's baseline.json, into
// one normalised shape. A file that is not JSON or has another schema is
// refused whole with a one-line reason: a baseline is never half-trusted. Our
// results must name the dataset; the Python tool's baseline.json is read as
// that tool reads it (no name check, an empty `cases` still has a pass rate).
import { maxOf } from '../base/index.js';
import { z } from 'zod';
import {
  type CaseResult,
  type Results,
  type Status,
  StatusSchema,
  ToolCallRecordSchema,
  ConversationRecordSchema,
  ProvenanceSchema,
  type Provenance,
  type DatasetType,
} from '../config/index.js';
import { decodeResultsLines, decodeResultsValue, type DecodedResults } from '../results/index.js';
import { historyPoint } from './history.js';
import type { KindDataset, PythonBaselineFormat } from '../kinds/index.js';
import {
  type SuperevalBaseline,
  type SuperevalCase,
  type SuperevalExtras,
  SuperevalBaselineSchema,
  SuperevalExtrasSchema,
  superevalModels,
} from './supereval-baseline.js';
import { shownResult, summarizeCase } from '../figures/index.js';
import { trialOutcome } from './paired-difference.js';
import { addAnswers, answerLookup, type AnswerLookup, type AnswerMap } from '../run/index.js';

// What the report shows next to the output now: the baseline's output and, for
// agents, its tool calls. Optional: a format that does not record them has none.
const shownFields = {
  output: z.string().nullable().optional(),
  tool_calls: z.array(ToolCallRecordSchema).optional(),
  conversation: ConversationRecordSchema.optional(),
};

export const BaselineModelSchema = z.object({
  status: StatusSchema,
  score: z.number().nullable(),
  flaky: z.boolean(),
  ...shownFields,
});
export type BaselineModel = z.infer<typeof BaselineModelSchema>;

export const BaselineCaseSchema = z.object({
  /** Case id; null for supereval LLM baselines, which know only the key. */
  id: z.string().nullable(),
  /** the Python tool's 16-hex key of the case input; null when the format has none. */
  key: z.string().nullable(),
  tags: z.array(z.string()),
  status: StatusSchema,
  score: z.number().nullable(),
  flaky: z.boolean(),
  /** Per-model outcomes; empty when the format only records the case. */
  models: z.record(z.string(), BaselineModelSchema),
  /** With trials, the case's outcome from 0 to 1 (trialOutcome); absent when its status is its outcome. */
  outcome: z.number().optional(),
  /** With trials, how many trials `outcome` is the share of (confirmation's sequential test reads the case's own rate from them). */
  samples: z.number().int().optional(),
  ...shownFields,
});
export type BaselineCase = z.infer<typeof BaselineCaseSchema>;

export const BaselineSchema = z.object({
  provenance: ProvenanceSchema,
  dataset: z.string(),
  /** Which field of a current case finds its baseline case. */
  match_by: z.enum(['id', 'key']),
  total: z.number().int(),
  passed: z.number().int(),
  pass_rate: z.number(),
  cases: z.array(BaselineCaseSchema),
});
export type Baseline = z.infer<typeof BaselineSchema>;

export interface BaselineExpectation {
  datasetName: string;
  datasetType: DatasetType;
  /** How the Python tool's baseline.json finds the dataset's cases: its kind's `baseline.matchBy`. */
  matchBy: PythonBaselineFormat['matchBy'];
  source: string;
}

/** What a baseline of `dataset` must be, read from `source`. */
export function expectationFor(dataset: Pick<KindDataset, 'name' | 'type' | 'kind'>, source: string): BaselineExpectation {
  return { datasetName: dataset.name, datasetType: dataset.type, matchBy: dataset.kind.baseline.matchBy, source };
}

/** On refusal, `reason` is the whole sentence for a note, `why` only what is wrong with the file. */
/** `results`: the file itself, when it is a results file of this tool (read once, for reuse). */
/** `answers`: the recorded answers by request fingerprint, when asked for (answer reuse). */
export type ParsedBaseline = { ok: true; baseline: Baseline; results?: Results; answers?: AnswerLookup } | { ok: false; reason: string; why: string };

const MAX_QUOTED = 80;

// Untrusted text in a one-line reason: JSON-quoted (no raw newlines), capped.
function quote(text: string): string {
  const q = JSON.stringify(text);
  return q.length > MAX_QUOTED ? `${q.slice(0, MAX_QUOTED - 4)}..."` : q;
}

function firstIssue(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'invalid';
  const path = issue.path.length > 0 ? issue.path.join('.') : '(top level)';
  return `${path}: ${issue.message.replace(/\s+/g, ' ')}`;
}

/** `keepResults`: also return the file's results (the cache's reuse of a run); without it a results file is read case by case. */
export function parseBaseline(text: string, expect: BaselineExpectation, options: { keepResults?: boolean; answers?: boolean } = {}): ParsedBaseline {
  const where = expect.source;
  const refuse = (why: string): ParsedBaseline => ({ ok: false, reason: `Baseline ${where} ignored: ${why}.`, why });
  if (!options.keepResults) {
    // A results file as this build writes it: each case's verdicts (and, for answer reuse, its answers) are kept as it is read, the rest let go.
    const cases: BaselineCase[] = [];
    const answers: AnswerMap | null = options.answers ? new Map() : null;
    const decoded = decodeResultsLines(
      text,
      answers
        ? (c) => {
            cases.push(baselineCase(c));
            addAnswers(answers, c);
          }
        : (c) => cases.push(baselineCase(c)),
    );
    if (decoded) {
      const parsed = resultsBaseline(decoded, cases, expect, refuse);
      return parsed.ok && answers ? { ...parsed, answers } : parsed;
    }
  }
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (e) {
    return refuse(`it is not valid JSON (${quote(e instanceof Error ? e.message : String(e))})`);
  }
  if (data === null || typeof data !== 'object' || Array.isArray(data)) {
    return refuse('it is not a JSON object');
  }
  const obj = data as Record<string, unknown>;
  // Our results carry a top-level schema_version; the Python tool's files never do.
  if ('schema_version' in obj) {
    const parsed = fromResults(obj, expect, refuse);
    return parsed.ok && parsed.results && options.answers ? { ...parsed, answers: answerLookup(parsed.results.cases) } : parsed;
  }
  if ('run_id' in obj || 'cases' in obj) return fromSupereval(obj, expect, refuse);
  return refuse('it is neither a results JSON of this tool (schema_version) nor a baseline.json of the Python supereval CLI (run_id, cases)');
}

type Refuse = (why: string) => ParsedBaseline;

function checkDataset(name: string | null, type: DatasetType | null, expect: BaselineExpectation): string | null {
  if (name !== null && name !== expect.datasetName) {
    return `it belongs to dataset ${quote(name)}, not ${quote(expect.datasetName)}`;
  }
  if (type !== null && type !== expect.datasetType) {
    return `it was recorded for a ${type} dataset, but ${quote(expect.datasetName)} is ${expect.datasetType}`;
  }
  return null;
}

/** `passRate`: the file's own figure, when its format says which to trust; else the cases' share that passed. */
function finish(provenance: Provenance, dataset: string, matchBy: 'id' | 'key', cases: BaselineCase[], passRate?: number): ParsedBaseline {
  const passed = cases.filter((c) => c.status === 'pass').length;
  const rate = passRate ?? passed / cases.length;
  return {
    ok: true,
    baseline: { provenance, dataset, match_by: matchBy, total: cases.length, passed, pass_rate: rate, cases },
  };
}

function fromResults(obj: Record<string, unknown>, expect: BaselineExpectation, refuse: Refuse): ParsedBaseline {
  const decoded = decodeResultsValue(obj);
  const cases = decoded.ok ? decoded.results.cases.map(baselineCase) : [];
  const parsed = resultsBaseline(decoded, cases, expect, refuse);
  return parsed.ok && decoded.ok ? { ...parsed, results: decoded.results } : parsed;
}

/** A results file's baseline, from its head and the verdicts of its cases (read whole or case by case). */
function resultsBaseline(decoded: DecodedResults, cases: BaselineCase[], expect: BaselineExpectation, refuse: Refuse): ParsedBaseline {
  if (!decoded.ok) return refuse(`it looks like a results file but ${decoded.why}`);
  const results: Results = decoded.results;
  const mismatch = checkDataset(results.dataset.name, results.dataset.type, expect);
  if (mismatch) return refuse(mismatch);
  if (results.run.interrupted) return refuse('it comes from an interrupted run, so some cases never ran');
  if (cases.length === 0) return refuse('it has no cases to compare with');
  const provenance: Provenance = {
    format: 'results',
    source: expect.source,
    ran_at: results.run.started_at,
    models: results.models,
    ...(results.source ? { origin: results.source } : {}),
    point: historyPoint(results, results.regressions ?? null),
    ...(results.history ? { history: results.history } : {}),
    ...(results.config ? { config: results.config } : {}),
  };
  return finish(provenance, results.dataset.name, 'id', cases);
}

/** What a baseline keeps of a case: its verdicts, and per model the output a report would show. */
function baselineCase(c: CaseResult): BaselineCase {
  const only = c.results.length === 1 ? c.results[0] : undefined;
  if (only && c.flaky === undefined && c.trials === undefined) {
    // One model, one trial (most baselines): what summarizeCase would say,
    // without its lists. The model's score is a mean of one (0 + score, as
    // the sum it starts from gives: -0 reads 0).
    const model: BaselineModel = { status: only.status, score: 0 + only.score, flaky: false, output: only.output };
    if (only.tool_calls) model.tool_calls = only.tool_calls;
    if (only.conversation) model.conversation = only.conversation;
    const models: Record<string, BaselineModel> = {};
    models[only.model] = model;
    return { id: c.id, key: c.key, tags: c.tags, status: c.status, score: c.score, flaky: false, models };
  }
  const outcome = summarizeCase(c);
  // Built in a loop, not from entries and spreads: once per case of a baseline.
  const models: Record<string, BaselineModel> = {};
  for (const m of outcome.models) {
    const model: BaselineModel = { status: m.status, score: m.score, flaky: m.flaky };
    const result = shownResult(c.results, m.model);
    if (result) {
      model.output = result.output;
      if (result.tool_calls) model.tool_calls = result.tool_calls;
      if (result.conversation) model.conversation = result.conversation;
    }
    models[m.model] = model;
  }
  const entry: BaselineCase = { id: c.id, key: c.key, tags: c.tags, status: outcome.status, score: c.score, flaky: outcome.flaky, models };
  const trialMean = trialOutcome(c.results);
  if (trialMean !== null) {
    entry.outcome = trialMean;
    entry.samples = maxOf(c.results.map((r) => (r.trial ?? 0) + 1));
  }
  return entry;
}

function fromSupereval(obj: Record<string, unknown>, expect: BaselineExpectation, refuse: Refuse): ParsedBaseline {
  const parsed = SuperevalBaselineSchema.safeParse(obj);
  if (!parsed.success) {
    return refuse(`it looks like a baseline.json of the Python supereval CLI but does not match its format (${firstIssue(parsed.error)})`);
  }
  const file = parsed.data;
  let extras: SuperevalExtras | null = null;
  if (file.supereval_ts !== undefined) {
    const ex = SuperevalExtrasSchema.safeParse(file.supereval_ts);
    if (!ex.success) return refuse(`its supereval_ts section is malformed (${firstIssue(ex.error)})`);
    extras = ex.data;
  }
  // The Python tool never checks the name (baseline.py compare_to_baseline): a
  // dataset folder renamed, or copied under another name, keeps its baseline.
  const mismatch = checkDataset(null, extras?.dataset_type ?? null, expect);
  if (mismatch) return refuse(mismatch);
  const passRate = pythonPassRate(file);
  const provenance: Provenance = {
    format: 'supereval',
    source: expect.source,
    ...(file.run_id ? { run_id: file.run_id } : {}),
    ...(file.ran_at ? { ran_at: file.ran_at } : {}),
    models: extras?.models ?? superevalModels(file),
  };
  if (extras) {
    const conflict = extrasConflict(file, extras, expect.matchBy === 'case_id');
    if (conflict) return refuse(conflict);
    const cases = extras.cases.map((c, i) => fromExtrasCase(c, file.cases[i]?.answer));
    return finish(provenance, file.dataset ?? expect.datasetName, 'id', cases, passRate);
  }
  const byCaseId = expect.matchBy === 'case_id';
  const field = byCaseId ? 'case_id' : 'key';
  const missing = file.cases.findIndex((c) => c[field] === undefined);
  if (missing >= 0) {
    const other = byCaseId ? 'key' : 'case_id';
    const hint =
      file.cases[missing]?.[other] !== undefined
        ? `; it carries ${other}, which supereval writes for ${byCaseId ? 'LLM' : 'agent and RAG'} datasets`
        : '';
    return refuse(`case ${missing + 1} has no ${field}, which a ${expect.datasetType} baseline matches by${hint}`);
  }
  return finish(
    provenance,
    file.dataset ?? expect.datasetName,
    byCaseId ? 'id' : 'key',
    file.cases.map((c) => fromSuperevalCase(c, byCaseId)),
    passRate,
  );
}

/**
 * The baseline's pass rate as the Python tool takes it: `summary.pass_rate`,
 * 1.0 when absent (baseline.py compare_to_baseline,
 * `baseline.get("summary", {}).get("pass_rate", 1.0)`), whatever `cases` holds,
 * so a baseline with no cases still gives a pass-rate delta.
 */
function pythonPassRate(file: SuperevalBaseline): number {
  const rate = file.summary?.['pass_rate'];
  return typeof rate === 'number' && Number.isFinite(rate) ? rate : 1;
}

function superevalScore(c: SuperevalCase): number | null {
  return c.score ?? c.composite_score ?? null;
}

function fromSuperevalCase(c: SuperevalCase, byCaseId: boolean): BaselineCase {
  const status: Status = c.passed ? 'pass' : 'fail';
  return {
    id: byCaseId ? String(c.case_id) : null,
    key: c.key ?? null,
    tags: [],
    status,
    score: superevalScore(c),
    flaky: false,
    models: {},
    // Only the RAG writer records what the model said (rag/models.py RagCaseResult.to_dict `answer`); the LLM and agent writers keep no output
    // (supereval_ts, which --update-baseline adds, does).
    ...(typeof c.answer === 'string' ? { output: c.answer } : {}),
  };
}

/**
 * Each model's output and tool calls as supereval_ts records them (version 2).
 * A version 1 file has none: there `answer`, the RAG writer's output of the
 * case, stands for its one model's (rag/models.py records one model_id).
 */
function fromExtrasCase(c: SuperevalExtras['cases'][number], answer: unknown): BaselineCase {
  const answered = typeof answer === 'string' && Object.keys(c.models).length === 1 ? { output: answer } : {};
  const models: Record<string, BaselineModel> = {};
  for (const [name, r] of Object.entries(c.models)) {
    const model: BaselineModel = { status: r.status, score: r.score, flaky: r.flaky, ...answered };
    if (r.output !== undefined) model.output = r.output;
    if (r.tool_calls) model.tool_calls = r.tool_calls;
    if (r.conversation) model.conversation = r.conversation;
    models[name] = model;
  }
  return { id: c.id, key: c.key, tags: c.tags, status: c.status, score: c.score, flaky: c.flaky, models, ...answered };
}

// Our extras must describe the same cases, in the same order, with the same
// outcomes as the Python tool's fields; if another tool edited one side, trust neither.
function extrasConflict(file: SuperevalBaseline, extras: SuperevalExtras, byCaseId: boolean): string | null {
  if (extras.cases.length !== file.cases.length) {
    return `its supereval_ts section lists ${extras.cases.length} cases but the file has ${file.cases.length}`;
  }
  for (let i = 0; i < extras.cases.length; i++) {
    const ours = extras.cases[i];
    const theirs = file.cases[i];
    if (!ours || !theirs) continue;
    const sameCase = byCaseId ? String(theirs.case_id) === ours.id : theirs.key === ours.key;
    if (!sameCase || theirs.passed !== (ours.status === 'pass')) {
      return `case ${i + 1} disagrees between supereval_ts and the supereval fields (edited by another tool?)`;
    }
  }
  return null;
}

/**
 * The baseline without the cases a subset run left out (by id or key), its
 * totals recounted: a case not selected is neither "removed" nor part of the
 * baseline's pass rate. Pure; returns the same object when nothing is left out.
 */
export function restrictBaseline(baseline: Baseline, unselected: ReadonlySet<string>): Baseline {
  if (unselected.size === 0) return baseline;
  const cases = baseline.cases.filter((c) => !((c.id !== null && unselected.has(c.id)) || (c.key !== null && unselected.has(c.key))));
  const passed = cases.filter((c) => c.status === 'pass').length;
  return { ...baseline, cases, total: cases.length, passed, pass_rate: cases.length === 0 ? 0 : passed / cases.length };
}
