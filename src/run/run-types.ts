// What the modules of a dataset's run share: what the run is given
// (RunOptions), the pieces it is cut into (a Task per case, subject and
// trial; the Attempt its subject made; the Scored run), and how a failure
// reads in a result (describeError).
import type { AssertResult, ModelResult, Inference, Trajectory } from '../config/index.js';
import type { AgentRunner, ProgramEnvironment } from '../agents/index.js';
import type { Cell, DatasetEnvironment, DatasetResources, KindDataset } from '../kinds/index.js';
import type { PromptTemplate } from '../prompt/index.js';
import type { Provider, ProviderResponse } from '../providers/index.js';
import type { Embedder, GuardrailChecker, Judge, TimeLimits } from '../score/index.js';
import type { Slots } from './slots.js';
import type { StopRule } from './stop-rule.js';
import type { LoadedCase } from '../dataset/index.js';
import type { AnswerReuse } from './answer-reuse.js';

export interface RunProgress {
  done: number;
  total: number;
  errors: number;
}

export interface RunOptions {
  dataset: KindDataset;
  providers: Provider[];
  template: PromptTemplate;
  judge: Judge | null;
  /** The embedding model the similar and answer-relevance assertions use; absent: they are skipped. */
  embedder?: Embedder | null;
  /** A judge over the Bedrock model an assertion names as its `provider` (src/score/types.ts). */
  graderFor?: (spec: string) => Promise<Judge>;
  /** Bedrock Guardrails for the moderation assertion. */
  guardrails?: GuardrailChecker | null;
  concurrency: number;
  trials?: number;
  system?: string;
  inference?: Inference;
  signal?: AbortSignal;
  onProgress?: (progress: RunProgress) => void;
  /** Agent datasets: `exec:<command>` runs that program as the agent; without it, the built-in loop drives each model. */
  agent?: string;
  execTimeoutMs?: number;
  /** The model that plays the user in an agent case that is a conversation (--user-model, else the judge's). */
  userModel?: Provider | null;
  /** What an exec: or mcp: agent runs with (its variables, the mcp: relay); absent, no variable. */
  programs?: ProgramEnvironment;
  /** The run's shared pool of calls in flight, when datasets run side by side. */
  slots?: Slots;
  /** The cells the dataset's kind made to answer its cases (DatasetKind.ownSubjects): each case runs on each, instead of on `providers` with `template`. */
  ownCells?: readonly Cell[];
  /** Stop-early: decides, case by case, when the dataset's verdict can no longer change (run/stop-rule.ts). */
  stopRule?: StopRule;
  /** Answer reuse (src/run/answer-reuse.ts): absent, no fingerprint is computed and every call is made. */
  reuse?: AnswerReuse;
  /** Run only the subjects (models, agents, cells) with these labels: a failure's re-runs (--confirm-regressions). */
  onlySubjects?: ReadonlySet<string>;
  /** The environment variables datasets may read (database-url-env); absent, none. */
  environment?: DatasetEnvironment;
  /** The time limits of the dataset's regex matches, code and webhooks; absent, the defaults (src/score/sandbox/time-limit.ts). */
  limits?: TimeLimits;
  /** Told why the dataset's resources (its database) could not be opened, before its cases fail with it. */
  onSetupFailure?: (failure: string) => void;
}

/**
 * What answers a case (src/run/subjects/): a model, an agent (a conversation
 * with a simulated user when the case is one), a promptfoo config's cell. One tagged
 * union with one async answer(), as inspect_ai's solvers share one protocol:
 * the runner asks a subject for its answer and never asks which kind it is.
 */
export type Subject = ModelSubject | AgentSubject | CellSubject;

interface SubjectCommon {
  /** What results are reported under. */
  label: string;
  /** Its answers may differ from call to call (a sampling model, an agent): a failure's re-runs (--confirm-regressions) may flip it. */
  samples: boolean;
  /** One trial of a case answered: what the case's checks read, with the kind's verdict when the kind scores runs itself; a failure is the message. */
  answer(task: Task, options: RunOptions, resources: DatasetResources | null): Promise<Attempt | string>;
  /** Whether the baseline's answer would stand in for this task's call (`--reuse dataset` asks of every task first). */
  hasReusedAnswer(task: Task, options: RunOptions, resources: DatasetResources | null): Promise<boolean>;
}

/** A model asked the dataset's prompt (src/run/subjects/model.ts). */
export interface ModelSubject extends SubjectCommon {
  kind: 'model';
  provider: Provider;
}

/** An agent given the case as a task (src/run/subjects/agent.ts). */
export interface AgentSubject extends SubjectCommon {
  kind: 'agent';
  agent: AgentRunner;
}

/** One prompt of the dataset's own on one model, a promptfoo config's cell (src/run/subjects/cell.ts). */
export interface CellSubject extends SubjectCommon {
  kind: 'cell';
  cell: Cell;
}

export interface Task {
  testCase: LoadedCase;
  subject: Subject;
  trial: number;
}

/** The kind's per-dataset resources, opened (and closed) around the dataset's run; a failure to open fails its cases. */
export type Opened = { resources: DatasetResources | null; failure: string | null };

/** What one run of a case hands its assertions, and the kind's own verdict when the kind scores runs itself. */
export interface Attempt {
  prompt: string;
  /** The model's reply; for an agent, its final answer (empty when it gave none) and the trajectory's totals. */
  response: ProviderResponse;
  trajectory?: Trajectory;
  kindResult: ModelResult | null;
  /** The output as a promptfoo test's transform left it, when that is not text (the assertions' AssertContext.outputValue). */
  outputValue?: unknown;
  /** Answer reuse was on: the request's fingerprint, and whether the answer was the baseline's. */
  reuse?: { request: string; reused: boolean };
  /** The vars the subject rendered its prompt over, when they are not the case's own (RenderedRequest.vars): the checks see them. */
  vars?: Record<string, unknown>;
}

/** One model's run of a case, with what the comparisons across models need. */
export interface Scored {
  result: ModelResult;
  trial: number;
  /** What the model was asked (the rendered prompt, or the agent's task); null when the run failed before. */
  prompt: string | null;
  /** The rows of the case's own assertions (max-score aggregates them). */
  caseRows: AssertResult[];
  /** The score is the kind's composite (agent, RAG), which comparisons leave as it is. */
  kindScored: boolean;
}

// A failure as a result's error text sits in base/ now: a kind's cell (src/kinds/promptfoo/) reports one too.
export { describeError } from '../base/index.js';
