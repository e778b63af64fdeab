// What a dataset kind (qa, classification, instruction, rag, agent...) is:
// everything that differs between dataset types, in one object per kind.
// The loader, prompt templates, runner, baseline reader and writer, and the
// evaluator ask the dataset's kind (handed to them with the dataset); none of
// them switch on the type. Adding a kind is one module in this folder, its
// type in src/config/dataset-type.ts and one line in index.ts.
import type {
  AssertResult,
  ModelResult,
  DatasetMeta,
  Inference,
  ToolCatalog,
  ThresholdShape,
  Scorers,
  ResolvedThresholds,
  Trajectory,
} from '../config/index.js';
import type { PromptTemplate, TemplateKind } from '../prompt/index.js';
import type { ScoringKind, ScorerKind, Judge, TimeLimits } from '../score/index.js';
import type { Provider, ProviderRequest, ProviderResponse } from '../providers/index.js';
import type { DatasetIssue } from '../base/index.js';
import type { AgentTask } from '../agents/index.js';
import type { Dataset, KindCase, LoadedCase, LoaderKind, SkillPackage } from '../dataset/index.js';

/** What a kind's scorer is given besides the output or trajectory. */
export interface ScoreContext {
  /** The label the result is reported under (a model, or an agent). */
  model: string;
  testCase: LoadedCase;
  thresholds: ResolvedThresholds;
  judge: Judge | null;
  signal?: AbortSignal;
  /** The time limits of the run's regex matches and dataset code; absent, the defaults (src/score/sandbox/time-limit.ts). */
  limits?: TimeLimits;
  /** dataset.json's `scorers` (EvalBench's LLM scorers). */
  scorers?: Scorers;
  /** What the kind opened for the dataset's run (its `resources`), when it has any. */
  resources?: DatasetResources;
  /** The skills the dataset gives the built-in agent (an agent dataset's `skills_dir`). */
  skills?: readonly SkillPackage[];
}

/**
 * What a kind opens once per dataset run and its cases share (an NL2SQL
 * dataset's database): opened before the first model call, closed after the
 * last case is scored.
 */
export interface DatasetResources {
  /** Template values every case of the dataset gets (an NL2SQL database's schema and dialect). */
  templateVars: Record<string, unknown>;
  /** Frees what was opened. Never rejects. */
  close(): Promise<void>;
}

/**
 * The environment variables a run lets datasets read (database-url-env), with
 * the values this process holds for them. No other variable is handed in: a
 * dataset comes from a pull request, and what it reads can end up in a message.
 */
export interface DatasetEnvironment {
  readonly names: readonly string[];
  /** The values of those names that are set. */
  readonly values: Readonly<Record<string, string>>;
}

export interface ResourceSetup {
  /** What the resources are, for the setup error a failure to open them is ("database"). */
  what: string;
  /** What to change when they cannot be opened. */
  fix: string;
  /** The template values the resources provide, known at load so that templates naming them are checked. */
  vars: readonly string[];
  /** The environment variables dataset.json asks the resources to read, each with the field that names it; checked before any call. */
  reads(meta: DatasetMeta): { field: string; name: string }[];
  /**
   * Opens the dataset's resources; a rejection makes every case of the run an
   * error with its message, no model is called, and the run is a setup error.
   */
  open(dataset: Dataset, environment: DatasetEnvironment): Promise<DatasetResources>;
}

/** Each model answers the case's rendered prompt (once per trial). */
export interface PromptScorer {
  runs: 'prompt';
  /**
   * The kind's own verdict on the reply (its dimension scores); null when the
   * kind's checks are its built-in assertions alone.
   */
  score: ((response: ProviderResponse, context: ScoreContext) => Promise<ModelResult>) | null;
}

/** Each case is a task for an agent: the built-in tool loop over a model, or an `exec:` program. */
export interface AgentScorer {
  runs: 'agent';
  /** The case as a task for the agent runner (src/agents/); `meta` is the dataset's dataset.json. */
  task(testCase: LoadedCase, tools: ToolCatalog | null, options: { caseId: string; signal?: AbortSignal; meta?: DatasetMeta }): AgentTask;
  /** The kind's own verdict on the trajectory. */
  score(trajectory: Trajectory, context: ScoreContext): Promise<ModelResult>;
}

/** How the kind's cases appear in the Python tool's baseline.json. */
export interface PythonBaselineFormat {
  /**
   * `key`: cases are found by the hash of their vars (the Python tool's LLM
   * writer; its summary has token counts and p50). `case_id`: by the case's
   * id (its agent and RAG writers, which also record each case's composite
   * and dimension scores, and their mean in the summary).
   */
  matchBy: 'key' | 'case_id';
  /** The field naming who ran: `providers` (a list), or `runner_id` / `model_id` (one string). */
  who: 'providers' | 'runner_id' | 'model_id';
  /** The input fields its writer records as a case's `vars`; null: the vars its case key hashes. */
  varsFields: readonly string[] | null;
  /** The fields its writer gives each case, in its order. */
  caseFields: readonly PythonCaseField[];
  /** The fields of its summary, in its order. */
  summaryFields: readonly PythonSummaryField[];
}

/** A case field one of the Python tool's baseline writers emits (src/kinds/python-baseline.ts). */
export type PythonCaseField =
  | 'key'
  | 'case_id'
  | 'description'
  | 'vars'
  | 'answer'
  | 'passed'
  | 'score'
  | 'composite_score'
  | 'answer_score'
  | 'tool_score'
  | 'efficiency_score'
  | 'reasoning_score'
  | 'contains_score'
  | 'answer_correctness_score'
  | 'faithfulness_score'
  | 'failure_reasons'
  | 'step_count'
  | 'tool_call_count'
  | 'latency_ms'
  | 'cost_usd'
  | 'faithfulness'
  | 'answer_correctness';

/** A summary field one of the Python tool's baseline writers emits. */
export type PythonSummaryField =
  | 'total'
  | 'passed'
  | 'failed'
  | 'pass_rate'
  | 'avg_composite_score'
  | 'avg_answer_score'
  | 'avg_tool_score'
  | 'total_cost_usd'
  | 'total_tokens'
  | 'prompt_tokens'
  | 'completion_tokens'
  | 'avg_latency_ms'
  | 'p50_latency_ms'
  | 'p95_latency_ms';

/** The thresholds of a kind that reads only the common ones. */
// eslint-disable-next-line @typescript-eslint/no-generated-empty-object-type -- no keys is the point: no thresholds beyond the common ones.
export type NoThresholds = Record<never, never>;

/**
 * A dataset kind. What the loader, the prompt templates and the assertions
 * ask of it is declared where they are (LoaderKind in src/dataset/load.ts,
 * TemplateKind in src/prompt/template.ts, ScoringKind in src/score/promptfoo/evaluate.ts),
 * so that those layers need no kind of their own; the rest is here.
 */
export interface DatasetKind<Thresholds extends ThresholdShape = ThresholdShape> extends LoaderKind, TemplateKind, ScoringKind, ScorerKind {
  /** dataset.json's `type`. */
  readonly type: string;
  /** The EvalBench scorer families beyond the common ones its datasets may enable in `scorers` (ScorerFamily, src/score/evalbench/llm-scorers.ts); absent, none. */
  readonly scorerFamilies?: ScorerKind['scorerFamilies'];
  /**
   * The thresholds this kind reads, with their defaults. Every kind accepts
   * every kind's thresholds in dataset.json (the Python tool's files share one
   * list), so these only say who declares them.
   */
  readonly thresholds: Thresholds;
  /** The expected value a reader needs next to a failure, as short text. */
  expectedSummary(testCase: KindCase): string | null;
  /** The input field that says what was asked (the question, instruction, task), shown next to a failure; read from a result's `vars`. */
  readonly inputField: string;
  readonly baseline: PythonBaselineFormat;
  readonly scorer: PromptScorer | AgentScorer;
  /** What the kind opens once per dataset run (see DatasetResources). */
  readonly resources?: ResourceSetup;
  /** EvalBench's context keys the kind fills for script scorers (an NL2SQL case's SQL and its results), from the run's output. */
  scriptContext?(testCase: LoadedCase, output: string, resources: DatasetResources | null): Promise<Record<string, unknown>>;
  /**
   * A row comparing one model's trials of a case (EvalBench's
   * exact_match_consistency), once all have answered (--trials 2 or more);
   * null when the dataset does not ask for one. It joins every trial's
   * result: a failing row fails them all, an error row makes them errors.
   */
  compareTrials?(trials: readonly ModelResult[], context: { testCase: LoadedCase; resources?: DatasetResources }): Promise<AssertResult | null>;
  /** What the kind finds at load in the dataset as a whole (its dataset.json's fields), said before any call; a warning does not refuse it. */
  datasetProblems?(dataset: KindDataset): { field: string; message: string; warning?: boolean }[];
  /** What answers the dataset's cases when the dataset names it itself (a promptfoo config's cells); null, or absent: the run's models (or agents). */
  ownSubjects?(dataset: KindDataset): OwnSubjects | null;
}

/**
 * What answers a dataset's cases when the dataset names it itself (a promptfoo
 * config: each of its prompts on each of its providers). Its prompts are
 * rendered as the dataset's own format renders them, at run time; the run's
 * prompt and models replace the dataset's own when given.
 */
export interface OwnSubjects {
  /** The model specs the dataset names that supereval runs (what it cannot run is in `problems`). */
  modelSpecs(): string[];
  /** What stops the run before any call when no models replace the dataset's; `option` is how the front end names the run's models. */
  problems(option: string): DatasetIssue[];
  /** The cells, made for the run; a model the dataset names that cannot run is a DatasetError. */
  cells(sources: CellSources): Promise<Cell[]>;
  /** The cells read what earlier calls answered (promptfoo's storeOutputAs): the run makes one call at a time, in order. */
  sequential?: boolean;
}

/** What a run hands a dataset that makes its own cells. */
export interface CellSources {
  /** The run's prompt (--prompt), which replaces the dataset's prompts when given. */
  prompt: PromptTemplate | null;
  /** The run's models (--model), which replace the dataset's own when given. */
  providers: readonly Provider[];
  /** The provider of a spec the dataset names, with the entry's `config` (apiBaseUrl, headers...), made once for the run. */
  configProvider(spec: string, config?: Readonly<Record<string, unknown>>): Promise<Provider>;
}

/** The run's settings a cell's request takes: the run's own override the dataset's. */
export interface CellRunSettings {
  system?: string | undefined;
  inference?: Inference | undefined;
  signal?: AbortSignal | undefined;
  /** The time limit of the prompt's rendering is `scriptMs`; absent, the default. */
  limits?: TimeLimits | undefined;
}

/** A rendered prompt and the request that sends it. */
export interface RenderedRequest {
  prompt: string;
  request: ProviderRequest;
  /** The vars the prompt was rendered over, when they are not the case's own (a promptfoo test's vars with earlier tests' stored outputs): the checks see them too. */
  vars?: Record<string, unknown>;
}

/** How a reply is rewritten before a case's checks (a promptfoo test's transform): the new reply, and its value when that is not text; a failure is the message. */
export type ReplyTransform = (prompt: string, response: ProviderResponse) => Promise<{ response: ProviderResponse; value?: unknown } | string>;

/**
 * One prompt of a dataset's own on one model (a promptfoo config's cell),
 * which the runner's cell subject (src/run/subjects/cell.ts) calls for every
 * case: the dataset's kind renders the request, the run makes the call.
 */
export interface Cell {
  /** What results are reported under. */
  label: string;
  provider: Provider;
  /** The request for one trial of a case, the prompt rendered; a prompt that cannot be rendered is the message. */
  request(testCase: LoadedCase, trial: number, run: CellRunSettings): Promise<RenderedRequest | string>;
  /** The case's rewrite of the reply, or undefined when it has none (only then may a baseline's answer stand in for the call). */
  transform(testCase: LoadedCase, run: Pick<CellRunSettings, 'limits'>, vars?: Record<string, unknown>): ReplyTransform | undefined;
}

/** A dataset with the whole of its kind (what the layers above the kinds hand around). */
export type KindDataset = Dataset<DatasetKind>;

export type { CaseIssue, DatasetFileRef, KindCase } from '../dataset/index.js';
