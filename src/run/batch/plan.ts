// What a batch run sends, decided before any I/O: which datasets and models
// go to a job, each record's id, and how the records split into jobs and
// files within the provider's quotas (its registration's `batch`). Pure, and
// free of any SDK: the evaluator reads it on every dataset of a batch-configured
// run.
import { createHash } from 'node:crypto';
import type { KindDataset } from '../../kinds/index.js';
import { caseAssertions, defaultAsserts } from '../../score/index.js';
import { type BatchLimits, batchSupport, type ModelSpec } from '../../providers/index.js';
import type { BatchMode } from './settings.js';
import { appendAll } from '../../base/index.js';

/** The dataset kinds whose calls are single-turn prompts a batch record can carry. */
export const BATCH_KINDS: ReadonlySet<string> = new Set(['qa', 'classification', 'instruction', 'rag']);

/** Assertion types that read what a batch cannot give: the call's own wall time. */
const NEEDS_WALL_TIME = new Set(['latency']);

export interface BatchChoice {
  /** The models whose calls go to batch jobs (of a provider that has them, with enough records). */
  batched: ModelSpec[];
  /** One line per dataset or model left on demand, and why; `warning` when the user asked for batch (`true`). */
  notes: { text: string; warning: boolean }[];
}

/**
 * Which of the dataset's models run as batch jobs. A dataset batch cannot
 * serve (an agent or nl2sql kind, tools, a guardrail, a latency assertion)
 * and a model with fewer records than its job minimum run on demand, in one
 * line each: a note under `auto`, a warning under `true`, as a job would be
 * refused or would answer differently from the calls it replaces.
 */
export function chooseBatch(mode: BatchMode, dataset: KindDataset, models: readonly ModelSpec[], trials: number, hasLocation = true): BatchChoice {
  const warning = mode === 'true';
  if (mode === 'false') return { batched: [], notes: [] };
  const eligible = models.filter((model) => batchAllowed(model.kind, mode, hasLocation));
  if (eligible.length === 0) return { batched: [], notes: [] };
  const problem = datasetProblem(dataset);
  if (problem !== null) return { batched: [], notes: [{ text: `${dataset.name}: on demand, not batch: ${problem}`, warning }] };
  const records = dataset.cases.length * trials;
  const batched: ModelSpec[] = [];
  const notes: BatchChoice['notes'] = [];
  for (const model of eligible) {
    const batch = batchSupport(model.kind);
    if (!batch) continue;
    const { minRecordsPerJob } = batch.limits(model.target);
    if (records < minRecordsPerJob) {
      notes.push({
        text: `${dataset.name}: ${model.label} on demand, not batch: ${records} calls, under the ${minRecordsPerJob} records ${batch.service}'s batch job needs at least`,
        warning,
      });
      continue;
    }
    batched.push(model);
  }
  return { batched, notes };
}

/**
 * Whether a kind's calls may go to batch jobs under this mode: a provider
 * with batch support, given the location and role it needs (Bedrock's), and
 * for a vendor's batch API only when asked for (`true`): its jobs may take
 * up to 24 h, which `auto` must not let a run wait for unasked.
 */
export function batchAllowed(kind: string, mode: BatchMode, hasLocation: boolean): boolean {
  const support = batchSupport(kind);
  if (!support || mode === 'false') return false;
  return support.needsLocation ? hasLocation : mode === 'true';
}

/** Why no call of this dataset can go to a batch job, or null when its calls can. */
export function datasetProblem(dataset: KindDataset): string | null {
  if (!BATCH_KINDS.has(dataset.type)) return `batch inference serves qa, classification, instruction and rag datasets; this one is ${dataset.type}`;
  // Bedrock's batch jobs of the Converse type refuse toolConfig (the batch-inference page).
  if (dataset.tools?.length) return 'the dataset offers tools, which batch jobs of the Converse type refuse';
  if (dataset.meta.guardrail) return 'the dataset applies a guardrail, whose verdict batch records do not carry';
  const asserts = defaultAsserts(dataset.meta);
  if (dataset.cases.some((c) => caseAssertions(dataset.kind, c, asserts).some((a) => NEEDS_WALL_TIME.has(a.type)))) {
    return 'a latency assertion needs the wall time of each call, which a batch job does not measure';
  }
  // A p95 of no measured latency passes the gate (compare/gate.ts), so the gate would go blind.
  if (dataset.thresholds.max_p95_latency_ms !== null) {
    return 'its max_p95_latency_ms threshold needs the wall time of each call, which a batch job does not measure';
  }
  return null;
}

/**
 * A record's id: stable across runs (from the case key, the trial and, for
 * cases whose inputs repeat, which repetition it is) and alphanumeric, as
 * Bedrock asks. 11 characters, as AWS's examples show ("CALL0000001"), from
 * 56 bits of a SHA-256: two ids of one job colliding is checked, not assumed.
 */
export function recordIdFor(caseKey: string, trial: number, repetition = 0): string {
  const digest = createHash('sha256').update(`${caseKey}\n${trial}\n${repetition}`).digest();
  const value = digest.readBigUInt64BE(0) >> 8n;
  return value.toString(36).toUpperCase().padStart(11, '0');
}

/** One line of an input file: its id and its JSON text (without the newline). */
export interface BatchRecord {
  recordId: string;
  line: string;
}

export interface PlannedFile {
  records: BatchRecord[];
  bytes: number;
}

export interface PlannedJob {
  files: PlannedFile[];
  records: number;
  bytes: number;
}

export interface BatchPlan {
  jobs: PlannedJob[];
  /** Records no job can take (a line bigger than a file may be, or a last job under the minimum): run on demand. */
  left: BatchRecord[];
}

/**
 * Splits records into jobs and each job's input files within the limits. The
 * records are spread evenly over as few jobs as the record and byte limits
 * allow, so no job falls under the minimum when one job is not enough.
 */
export function splitRecords(records: readonly BatchRecord[], limits: BatchLimits): BatchPlan {
  const size = (r: BatchRecord) => Buffer.byteLength(r.line) + 1;
  const left: BatchRecord[] = [];
  const fitting = records.filter((r) => {
    if (size(r) <= limits.maxFileBytes && size(r) <= limits.maxJobBytes) return true;
    left.push(r);
    return false;
  });
  const totalBytes = fitting.reduce((sum, r) => sum + size(r), 0);
  const jobCount = Math.max(1, Math.ceil(fitting.length / limits.maxRecordsPerJob), Math.ceil(totalBytes / limits.maxJobBytes));
  const perJob = Math.ceil(fitting.length / jobCount);
  const jobs: PlannedJob[] = [];
  let job: PlannedJob | null = null;
  let file: PlannedFile | null = null;
  for (const record of fitting) {
    const bytes = size(record);
    if (!job || job.records >= perJob || job.bytes + bytes > limits.maxJobBytes) {
      job = { files: [], records: 0, bytes: 0 };
      jobs.push(job);
      file = null;
    }
    if (!file || file.records.length >= limits.maxRecordsPerFile || file.bytes + bytes > limits.maxFileBytes) {
      file = { records: [], bytes: 0 };
      job.files.push(file);
    }
    file.records.push(record);
    file.bytes += bytes;
    job.records += 1;
    job.bytes += bytes;
  }
  // Byte limits can leave a short job at the end; Bedrock would refuse it.
  const kept = jobs.filter((j) => {
    if (j.records >= limits.minRecordsPerJob) return true;
    for (const f of j.files) appendAll(left, f.records);
    return false;
  });
  return { jobs: kept, left };
}
