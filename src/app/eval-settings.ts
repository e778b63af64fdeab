// The evaluator's settings: the front end's (settings.ts) shaped once, in
// parts, each handed as it is to what reads it: the providers
// (run-providers.ts), each dataset's run of its cases (case-run.ts), the run
// features (run-features/), the gate, the front end's hooks. `undefined` is
// "not given": the dataset's own value, or the default, applies.
import type { Inference, RunSource } from '../config/index.js';
import type { DatasetEnvironment, KindDataset } from '../kinds/index.js';
import type { PromptTemplate } from '../prompt/index.js';
import type { ProviderOptions } from '../providers/index.js';
import type { ReuseMode, BatchSettings, RetryOptions, RunProgress } from '../run/index.js';
import type { ProgramEnvironment } from '../agents/index.js';
import type { TimeLimits } from '../score/index.js';

/** How many times to re-run a failure: a number, or `auto` (on models that sample, none on replayed or echoed ones). */
export type ConfirmRuns = number | 'auto';

/** What answers and grades the cases, made once for the run. */
export interface ProviderSettings {
  models: readonly string[];
  judgeModel?: string | undefined;
  /** The simulated user of conversations (--user-model); absent, the judge plays it. */
  userModel?: string | undefined;
  /** The embedding model (similar, answer-relevance); default: Titan v2 when a model or the judge is on Bedrock (resolveEmbeddingModel). */
  embeddingModel?: string | undefined;
  options?: ProviderOptions | undefined;
  /** The run's --concurrency: the adaptive limiter cuts below it when throttled. */
  concurrency?: number | undefined;
  /** Model-call retries; absent, DEFAULT_RETRY's. */
  retry?: Partial<RetryOptions> | undefined;
}

/** Each dataset's run of its cases: a value given overrides the dataset's own. */
export interface CaseSettings {
  prompt: PromptTemplate | null;
  concurrency?: number | undefined;
  trials?: number | undefined;
  system?: string | undefined;
  inference?: Inference | undefined;
  /** `exec:<command>` or `mcp:<command>`: the agent under test for agent datasets. */
  agent?: string | undefined;
  execTimeoutMs?: number | undefined;
  /** The environment variables datasets may read (database-url-env); absent, none. */
  environment?: DatasetEnvironment | undefined;
  /** What exec: and mcp: agents run with; absent, no variable. */
  programs?: ProgramEnvironment | undefined;
  /** The time limits of the datasets' regexes, code and webhooks; absent, the defaults. */
  limits?: TimeLimits | undefined;
}

/** The run features' settings (run-features/); absent, a feature is off. */
export interface FeatureSettings {
  /** Caps the spend of the whole run (models and judge, every dataset); `option` is how the user set it. */
  costCap?: { limitUsd: number; option: string } | undefined;
  /** The run's time budget, counted from `startedAt` (epoch ms), else from createEvaluator: past it no call starts. */
  durationCap?: { limitMs: number; option: string; startedAt?: number } | undefined;
  /** Answer reuse's mode; `dataset` takes the baseline's answers only when every call of a dataset has one. */
  reuse?: ReuseMode | undefined;
  /** Record each request's fingerprint in the results (a later run reuses answers by it), even when this run reuses none. */
  recordRequests?: boolean | undefined;
  /** Bedrock batch inference (src/run/batch/): absent or `false`, every call is made on demand. */
  batch?: BatchSettings | undefined;
  /** Stop-early: once a dataset's verdict can no longer change, no new call starts for it. */
  stopEarly?: boolean | undefined;
  /** Re-runs of each regression and failing must-pass case; absent or 0: none. */
  confirmRegressions?: ConfirmRuns | undefined;
  /** The least pass rate a flaky case may have; absent, the dataset's flaky_tolerance, else 0.9. */
  flakyTolerance?: number | undefined;
}

/** What the front end hands the run besides its settings. */
export interface EvalHooks {
  /** Files are named from here in the results (the action's workspace, else the working folder); absent, as given. */
  workspace?: string | undefined;
  /** Where the run happens (commit, branch, workflow run): recorded in each dataset's results. */
  source?: RunSource | undefined;
  signal?: AbortSignal | undefined;
  onProgress?: ((dataset: KindDataset, progress: RunProgress) => void) | undefined;
  /** A line for the log that is not a case's progress (a batch job's state); `warning` for one the user should act on. */
  notify?: ((line: string, warning: boolean) => void) | undefined;
}

export interface EvalSettings {
  providers: ProviderSettings;
  cases: CaseSettings;
  features?: FeatureSettings;
  hooks?: EvalHooks;
}
