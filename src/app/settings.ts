// The run's settings as both front ends give them: the CLI parses its argv
// into them (src/cli/parse.ts), the action maps its inputs (src/action/inputs.ts).
// `undefined` is "not given": the dataset's own value, or the default, applies.
// The evaluator is built from them here, in one place.
import type { FrontEnd, UndecidedPolicy, InconclusivePolicy } from '../compare/index.js';
import type { Inference, RunSource } from '../config/index.js';
import type { CaseSelection, ScenarioSelection } from '../dataset/index.js';
import type { KindDataset } from '../kinds/index.js';
import type { PromptTemplate } from '../prompt/index.js';
import type { BatchSettings, RunProgress, ReuseMode } from '../run/index.js';
import { createEvaluator, type Evaluator } from './evaluator.js';
import { readPrices, type PromptChoice } from './load.js';
import type { AllowDatasetCode } from './dataset-code.js';
import type { ConfirmRuns } from './eval-settings.js';
import { datasetEnvironment } from './dataset-env.js';
import type { RunEnvironment } from './environment.js';
import { createTraceReceiver } from '../traces/index.js';

export interface RunSettings {
  /** Who gave them: it names the options in messages (--max-cost-usd, max-cost-usd) and require-judge's reason. */
  frontEnd: FrontEnd;
  models: string[];
  judgeModel: string | undefined;
  /** The model that plays the user in agent cases that are conversations; default: the judge. */
  userModel?: string | undefined;
  /** Which of an evalset's scenarios run (--scenario, --scenario-pattern); absent, all. */
  scenarios?: ScenarioSelection | undefined;
  /** The embedding model (similar, answer-relevance); default: Titan v2 when a model or the judge is on Bedrock. */
  embeddingModel: string | undefined;
  /** Judged assertions skipped for want of a judge block the gate. */
  requireJudge: boolean;
  /** `exec:<command>` or `mcp:<command>`: the agent under test for agent datasets. */
  agent: string | undefined;
  prompt: PromptChoice;
  system: string | undefined;
  /** Each overrides the dataset's `inference`. */
  inference: { temperature: number | undefined; max_tokens: number | undefined; top_p: number | undefined };
  region: string | undefined;
  pricesFile: string | undefined;
  concurrency: number | undefined;
  trials: number | undefined;
  execTimeoutMs: number | undefined;
  selection: CaseSelection;
  maxCostUsd: number | undefined;
  maxDurationMs: number | undefined;
  /** Checked already (readBatchSettings). */
  batch: BatchSettings;
  /** Stop a dataset's calls once its verdict can no longer change. */
  stopEarly: boolean;
  /** Whether the code datasets carry may run (src/app/dataset-code.ts). */
  allowDatasetCode: AllowDatasetCode;
  /** The environment variables a dataset may name for its database's URL (src/app/dataset-env.ts). */
  databaseUrlEnv: string[];
  /** Hosts a model API key from the environment may go to besides the vendor's and the environment's endpoints (src/app/api-hosts.ts). */
  apiHosts: string[];
  /** Answer reuse (src/run/answer-reuse.ts), resolved for this run: the action's `auto` is decided by the event. */
  reuse: ReuseMode;
  /** Record each request's fingerprint, so that these results, saved as a baseline, can lend their answers. */
  recordRequests: boolean;
  /** Re-runs of each regression and failing must-pass case (src/app/confirm.ts). */
  confirmRegressions: ConfirmRuns;
  /** Failures that did not reproduce on re-run block all the same. */
  failOnFlaky: boolean;
  /** The least pass rate a flaky case may have (the sequential confirmation's p0); undefined: the dataset's flaky_tolerance, else 0.9. */
  flakyTolerance: number | undefined;
  /** A failure the re-run budget could not decide: block or pass. */
  onUndecided: UndecidedPolicy;
  /** The largest drop in pass rate allowed, in points; undefined: the dataset's max_drop, else no such rule. */
  maxDrop: number | undefined;
  /** Extra samples an inconclusive max_drop decision may buy (0: none). */
  maxDropTrials: number;
  /** A change max_drop leaves inconclusive: block or pass. */
  onInconclusive: InconclusivePolicy;
}

/** What the front end adds to the settings for the run itself. */
export interface RunHooks {
  /** Files read must stay inside this folder (the action's workspace); the CLI follows links anywhere. */
  within: string | undefined;
  signal: AbortSignal;
  onProgress: ((dataset: KindDataset, progress: RunProgress) => void) | undefined;
  /** A line for the log that is not a case's progress; `warning` for one the user should act on. */
  notify: (line: string, warning: boolean) => void;
  /** Where the run happens (commit, branch, workflow run): recorded in each dataset's results. */
  source: RunSource | undefined;
  /** When the time budget started, in epoch ms (the action's step start); by default when the evaluator opens. */
  budgetStart?: number;
  /** The environment as the front end read it (environment.ts): the variables databaseUrlEnv names are read from it, and no other. */
  environment: RunEnvironment;
}

/** How the front end names an option: --name on the command line, name as an action input. */
const optionName = (frontEnd: FrontEnd, name: string): string => (frontEnd === 'cli' ? `--${name}` : name);

/**
 * Stop-early and a shard do not go together: a shard holds a slice of the
 * cases, so a verdict it reached alone is not the dataset's (a slice at 40%
 * of a dataset that merges to 85%), and the merge, which has every result,
 * has no calls left to save.
 */
export const STOP_EARLY_IN_SHARD = (frontEnd: FrontEnd): string =>
  `${optionName(frontEnd, 'stop-early')} and ${optionName(frontEnd, 'shard')} do not go together: a shard sees only its slice of the cases, so stopping on its verdict would decide the whole dataset on a part of it; drop ${optionName(frontEnd, 'stop-early')} from the shard jobs`;

/** The evaluator for these settings: the prices file read, and the settings shaped once into the parts the evaluator hands on. */
export async function openEvaluator(settings: RunSettings, prompt: PromptTemplate | null, hooks: RunHooks): Promise<Evaluator> {
  const prices = settings.pricesFile === undefined ? undefined : await readPrices(settings.pricesFile, { within: hooks.within });
  const { maxCostUsd, maxDurationMs, frontEnd, execTimeoutMs, concurrency } = settings;
  const { environment } = hooks;
  // One OTLP receiver for the run, started when the first exec:/mcp: program runs a case (src/traces/).
  const programs = { ...environment.programs, traces: createTraceReceiver() };
  // The option, else the environment's (AWS_REGION, AWS_DEFAULT_REGION).
  const region = settings.region?.trim() || environment.aws.region;
  return createEvaluator({
    providers: {
      models: settings.models,
      judgeModel: settings.judgeModel,
      userModel: settings.userModel,
      embeddingModel: settings.embeddingModel,
      options: {
        exec: { timeoutMs: execTimeoutMs, env: programs.env, traces: programs.traces },
        ...(region ? { region } : {}),
        aws: environment.aws,
        prices,
        within: hooks.within,
        env: environment.vars,
        apiHosts: settings.apiHosts,
      },
      concurrency,
      retry: environment.retry,
    },
    cases: {
      prompt,
      concurrency,
      trials: settings.trials,
      system: settings.system,
      inference: inferenceGiven(settings.inference),
      agent: settings.agent,
      execTimeoutMs,
      environment: datasetEnvironment(settings.databaseUrlEnv, environment.vars),
      programs,
      limits: environment.limits,
    },
    features: {
      costCap: maxCostUsd === undefined ? undefined : { limitUsd: maxCostUsd, option: optionName(frontEnd, 'max-cost-usd') },
      durationCap:
        maxDurationMs === undefined
          ? undefined
          : {
              limitMs: maxDurationMs,
              option: optionName(frontEnd, 'max-duration'),
              ...(hooks.budgetStart === undefined ? {} : { startedAt: hooks.budgetStart }),
            },
      reuse: settings.reuse,
      recordRequests: settings.recordRequests,
      batch: settings.batch,
      stopEarly: settings.stopEarly,
      confirmRegressions: settings.confirmRegressions,
      flakyTolerance: settings.flakyTolerance,
    },
    hooks: {
      workspace: environment.workspace,
      signal: hooks.signal,
      onProgress: hooks.onProgress,
      notify: hooks.notify,
      source: hooks.source,
    },
  });
}

/** The inference settings given, and only those: a key present, even undefined, would override the dataset's. */
function inferenceGiven(inference: RunSettings['inference']): Inference {
  return Object.fromEntries(Object.entries(inference).filter(([, value]) => value !== undefined));
}
