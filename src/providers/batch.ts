// What a provider whose calls can go to batch jobs offers the run's batch
// inference (src/run/batch/), through its registration's `batch`: the quotas
// of a job, known without loading anything, and an adapter, imported on first
// use, that writes calls as records, runs the jobs to their end and reads
// their answers back. The run decides what goes to a job and what becomes of
// a call no job answered; the adapter knows only the service.
import type { PriceOverrides } from '../config/index.js';
import type { AwsEnvironment, ProviderRequest, ProviderResponse } from './types.js';

/** A job's quotas: what it must hold, and how its records split into jobs and input files. */
export interface BatchLimits {
  /** Fewer records than this and the service refuses the job. */
  minRecordsPerJob: number;
  maxRecordsPerJob: number;
  maxRecordsPerFile: number;
  /** Bytes of one input .jsonl file. */
  maxFileBytes: number;
  /** Bytes of all a job's input files. */
  maxJobBytes: number;
}

/** A registration's `batch`: set on the providers whose calls can go to batch jobs. */
export interface BatchSupport {
  /** How the log names the service (`Bedrock`, `OpenAI`). */
  service: string;
  /**
   * True when a job reads its input from S3 and runs as a service role
   * (Bedrock): the run then needs a batch location and role. A vendor batch
   * API (OpenAI's, Anthropic's) needs neither, and runs only when the user
   * asks for batch (`true`), never under `auto`: its jobs may take up to 24 h.
   */
  needsLocation: boolean;
  /** The quotas a job of this target must keep to. */
  limits(target: string): BatchLimits;
  /** The adapter; imported only when a run sends calls to a job (it loads the service's SDK). */
  load(): Promise<BatchAdapter>;
}

/** What a job said of one record: its reply (in the service's shape, for `response`), or the service's error text. */
export type RecordOutcome = { output: unknown } | { error: string };

export interface BatchAdapter {
  /**
   * A call as a record's body: what the call on demand would send (with the
   * run's environment, whose defaults shape it), without the model where the
   * job names it (Bedrock's).
   */
  recordBody(target: string, request: ProviderRequest, env: Readonly<Record<string, string | undefined>>): Record<string, unknown>;
  /** A record as a line of a job's input file (without the line break). */
  recordLine(recordId: string, body: Record<string, unknown>): string;
  /** A record's reply as the call's response, priced at the batch rate. */
  response(output: unknown, target: string, prices: PriceOverrides | undefined): ProviderResponse;
  /** A job name the service takes, unique per run and job (`stamp`, `part`), saying what it is. */
  jobName(dataset: string, target: string, stamp: string, part: number | null): string;
  /** Opens the service's clients for `use`, and closes them once it is done. */
  withJobs<T>(settings: BatchJobSettings, use: (jobs: BatchJobs) => Promise<T>): Promise<T>;
}

/** What the jobs of one run need: where their files go, as whom they run, and what they tell the run. */
export interface BatchJobSettings {
  /** The S3 bucket and key prefix under which each job writes its input and reads its output (`<prefix>/<job name>/`); set when the support needsLocation. */
  location?: { bucket: string; prefix: string };
  /** The service role the jobs run as; set when the support needsLocation. */
  roleArn?: string;
  region?: string;
  /** The run's environment (keys, endpoints: OPENAI_API_KEY, OPENAI_BASE_URL...), as providers get it; never the process environment. */
  env?: Readonly<Record<string, string | undefined>>;
  /** Hosts beyond a vendor's own that a key from the environment may be sent to (--api-hosts). */
  apiHosts?: readonly string[];
  /** What the service's clients take from the environment (an S3 endpoint's addressing, the first poll's wait). */
  aws?: AwsEnvironment;
  signal?: AbortSignal;
  /** One line for the run's log; `warning` when a job did not do its work. */
  log: (line: string, warning?: boolean) => void;
  /** What becomes of the calls a job does not answer, as the log says it ("are made on demand"). */
  unansweredCalls: string;
  /** Why to stop waiting for a job (a run cap reached), or null to keep waiting; asked before each check of its status. */
  stopReason(): string | null;
  /** Ms until a run cap's deadline (the time budget), Infinity without one: a wait between checks ends by then. */
  msUntilStop(): number;
}

/** One job's records, as its input files hold them (one JSON line each). */
export interface BatchJob {
  name: string;
  target: string;
  /** What the job's lines in the log start with (`<dataset>: <model>`). */
  label: string;
  files: readonly { records: readonly { line: string }[] }[];
  records: number;
}

export interface BatchJobs {
  /**
   * Runs one job: its files written, the job created, checked until it ends,
   * its output read. A job that cannot be created or read answers nothing;
   * an interrupted run stops it.
   */
  run(job: BatchJob): Promise<BatchJobOutcome>;
}

export interface BatchJobOutcome {
  /** What the job said of each record it answered, by record id. */
  found: Map<string, RecordOutcome>;
  /** Why a record the job gave no outcome for went unanswered. */
  unanswered: string;
}

/** The quotas of a vendor's batch API that takes one input (file or request list) per job, of any size up to these. */
export function singleInputLimits(maxRecords: number, maxBytes: number): BatchLimits {
  return { minRecordsPerJob: 1, maxRecordsPerJob: maxRecords, maxRecordsPerFile: maxRecords, maxFileBytes: maxBytes, maxJobBytes: maxBytes };
}
