// The core both front ends share: run the datasets, score and assemble
// results (the dataset step, dataset-step.ts, gates and masks them). The settings it runs with are built in one place (settings.ts);
// front ends decide where inputs come from and where reports go.
import type { Inference } from '../config/schemas.js';
import { restrictBaseline, type Baseline } from '../compare/baseline.js';
import { confirmPlan, confirmRun, type ConfirmRuns, type RerunCases } from './confirm.js';
import { stopEarlyRefusalText } from '../run/stop-rule.js';
import { DatasetError } from '../base/errors.js';
import type { DatasetEnvironment, KindDataset } from '../kinds/types.js';
import { runsAgents } from '../kinds/index.js';
import type { PromptTemplate } from '../prompt/template.js';
import { templateFor } from './load.js';
import { createProvider, type ProviderOptions } from '../providers/index.js';
import { parseModelSpec, SpecError } from '../providers/spec.js';
import { agentSpecProblem } from '../agents/index.js';
import type { RunSource } from '../config/results.js';
import { buildResults, type UngatedResults } from '../results/results.js';
import { resilient } from '../run/resilient.js';
import { withSetupCircuit, type CircuitProvider } from '../run/setup-circuit.js';
import { CostMeter } from '../run/cost-cap.js';
import { DurationBudget } from '../run/duration-cap.js';
import { withRunCaps, type RunCap } from '../run/run-caps.js';
import { totalCostUsd } from '../results/spend.js';
import type { RetryOptions } from '../run/retry.js';
import { runCases, samplingSubjects, subjectLabels, type RunProgress } from '../run/runner.js';
import { batchedJudge, batchedProviders, type BatchSettings } from '../run/batch/index.js';
import { Slots } from '../run/slots.js';
import { regexTimeLimitMs } from '../score/bounded-regex.js';
import { createEmbedder, type EmbeddingCache } from '../score/embedder.js';
import { createGuardrailChecker } from '../score/guardrail-checker.js';
import { createJudge, type Judge } from '../score/judge.js';
import { closeSandbox } from '../score/sandbox/host.js';
import { createEmbeddingProvider, createGuardrailProvider } from '../providers/index.js';
import { resolveEmbeddingModel } from '../providers/embedding-models.js';
import type { Provider, ProviderResponse } from '../providers/types.js';
import { datasetSetupErrors, resultMentions, toSetupError } from '../results/setup-errors.js';
import { cellsOf } from './cells.js';
import { stoppedEarly, VerdictStopRule } from './stop-rule.js';
import type { AnswerLookup, AnswerReuse, ReuseMode } from '../run/answer-reuse.js';
import { answersByRequest } from '../providers/registry.js';
import { reuseSummary } from '../results/summary.js';
import { JudgeReuse } from '../run/judge-reuse.js';

/** The judge's and the embedding model's calls and cost, for summary.judge. */
interface GradingSpend {
  calls: number;
  cost: number;
  unknown: boolean;
}

export const DEFAULT_CONCURRENCY = 8;
const MAX_LIMITER_CONCURRENCY = 1024;

/** Environment variable that sets the first backoff ceiling of model-call retries, in ms. */
export const RETRY_DELAY_ENV = 'SUPEREVAL_RETRY_BASE_DELAY_MS';

/**
 * Retry settings from the environment: SUPEREVAL_RETRY_BASE_DELAY_MS replaces
 * DEFAULT_RETRY's 500 ms first ceiling (later ceilings double from it), so
 * tests of throttling through the CLI run in milliseconds, not seconds.
 */
export function retryFromEnv(env: NodeJS.ProcessEnv = process.env): Partial<RetryOptions> {
  const raw = env[RETRY_DELAY_ENV];
  if (raw === undefined || raw.trim() === '') return {};
  const ms = Number(raw);
  if (!Number.isFinite(ms) || ms < 0) {
    throw new DatasetError([{ file: RETRY_DELAY_ENV, field: '(environment)', message: `must be a number of milliseconds >= 0, got "${raw}"` }]);
  }
  return { baseDelayMs: ms };
}

export interface EvalSettings {
  models: string[];
  judgeModel?: string;
  /** The embedding model (similar, answer-relevance); default: Titan v2 when a model or the judge is on Bedrock (resolveEmbeddingModel). */
  embeddingModel?: string;
  prompt: PromptTemplate | null;
  concurrency?: number;
  trials?: number;
  system?: string;
  inference?: Inference;
  providerOptions?: ProviderOptions;
  signal?: AbortSignal;
  onProgress?: (dataset: KindDataset, progress: RunProgress) => void;
  /** `exec:<command>`: the agent under test for agent datasets. */
  agent?: string;
  execTimeoutMs?: number;
  /** Caps the spend of the whole run (models and judge, every dataset); `option` is how the user set it. */
  costCap?: { limitUsd: number; option: string };
  /** The run's time budget, counted from `startedAt` (epoch ms), else from createEvaluator: past it no call starts. */
  durationCap?: { limitMs: number; option: string; startedAt?: number };
  /** Where the run happens (commit, branch, workflow run): recorded in each dataset's results. */
  source?: RunSource;
  /** Stop-early: once a dataset's verdict can no longer change, no new call starts for it (app/stop-rule.ts). */
  stopEarly?: boolean;
  /** Bedrock batch inference (src/run/batch/): absent or `false`, every call is made on demand. */
  batch?: BatchSettings;
  /** Answer reuse's mode; `dataset` takes the baseline's answers only when every call of a dataset has one. */
  reuse?: ReuseMode;
  /** Record each request's fingerprint in the results (a later run reuses answers by it), even when this run reuses none. */
  recordRequests?: boolean;
  /** A line for the log that is not a case's progress (a batch job's state); `warning` for one the user should act on. */
  notify?: (line: string, warning: boolean) => void;
  /** Re-runs of each regression and failing must-pass case (src/app/confirm.ts); absent or 0: none. */
  confirmRegressions?: ConfirmRuns;
  /** The environment variables datasets may read (database-url-env); absent, none. */
  environment?: DatasetEnvironment;
}

export interface BaselineInput {
  baseline: Baseline | null;
  note: string;
  /** The baseline's recorded answers by request fingerprint, when the plan reuses answers (src/run/answer-reuse.ts). */
  answers?: AnswerLookup;
}

export interface Evaluator {
  providers: CircuitProvider[];
  /** The judge model's label, or null without one. */
  judgeSpec: string | null;
  /** The embedding model's label, or null without one. */
  embeddingSpec: string | null;
  /** One log line per run cap (cost, time) that refused calls, for the end of the run. */
  capNotes(): string[];
  /** The dataset's results, neither gated nor masked: the dataset step does both, for results from every source (src/app/dataset-step.ts). */
  evaluate(dataset: KindDataset, baseline?: BaselineInput | null): Promise<UngatedResults>;
  close(): Promise<void>;
}

/** Providers made on first use, each spec once for the run; `settled()` gives those that could be made. */
function onFirstUse(make: (spec: string) => Promise<CircuitProvider>) {
  const made = new Map<string, Promise<CircuitProvider>>();
  return {
    get: (spec: string): Promise<CircuitProvider> => {
      let provider = made.get(spec);
      if (!provider) made.set(spec, (provider = make(spec)));
      return provider;
    },
    async settled(): Promise<CircuitProvider[]> {
      return (await Promise.allSettled(made.values())).flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
    },
  };
}

/** Creates the providers once; datasets may then be evaluated one after another or side by side. */
export async function createEvaluator(settings: EvalSettings): Promise<Evaluator> {
  const seen = new Set<string>();
  for (const m of settings.models) {
    const label = parseModelSpec(m).label;
    // Results are grouped by model; the same model twice would read as two trials.
    if (seen.has(label)) throw new SpecError(`the model ${label} is given twice; use --trials to run cases more than once`);
    seen.add(label);
  }
  const agentProblem = settings.agent !== undefined ? agentSpecProblem(settings.agent) : null;
  if (agentProblem) throw new SpecError(agentProblem);
  // The pool bounds calls in flight (the option, else each dataset's own
  // `concurrency`, else the default); the limiter only cuts below that when
  // throttled, so without the option it must not cap a dataset's setting.
  const limiterMax = settings.concurrency ?? MAX_LIMITER_CONCURRENCY;
  const retry = retryFromEnv();
  // Read at each match; a bad value stops the run here, before any call.
  regexTimeLimitMs();
  const costMeter = settings.costCap ? new CostMeter(settings.costCap.limitUsd, settings.costCap.option) : null;
  const { durationCap } = settings;
  const durationBudget = durationCap ? new DurationBudget(durationCap.limitMs, durationCap.option, Date.now, durationCap.startedAt) : null;
  const caps = [costMeter, durationBudget].filter((c) => c !== null);
  // The circuit sits outside the retries (it sees a call's final outcome); the
  // cost cap outside both (a refused call reaches neither).
  const wrap = (provider: Provider): CircuitProvider => withRunCaps(withSetupCircuit(resilient(provider, limiterMax, retry)), caps);
  const make = async (spec: string): Promise<CircuitProvider> => wrap(await createProvider(spec, settings.providerOptions));
  const providers = await Promise.all(settings.models.map(make));
  // The providers promptfoo configs name.
  const configProviders = onFirstUse(make);
  const configProvider = configProviders.get;
  const judgeProvider = settings.judgeModel ? await make(settings.judgeModel) : null;
  const embeddingModel = resolveEmbeddingModel(settings.embeddingModel, settings.models, settings.judgeModel);
  const embeddingProvider = embeddingModel ? wrap(await createEmbeddingProvider(embeddingModel, settings.providerOptions)) : null;
  // One cache for the run: a text met in several cases or datasets is embedded once.
  const embeddings: EmbeddingCache = new Map();
  // The judge's spend is counted per dataset: each evaluation gets its own
  // judge over the one provider, as datasets may run side by side. The
  // embedding model's calls are grading calls too, and count with the judge's.
  const observer = (spend: GradingSpend) => (response: ProviderResponse) => {
    spend.calls++;
    if (response.cost_usd === null) spend.unknown = true;
    else spend.cost += response.cost_usd;
  };
  // A judge reuses replies only when its answers depend on the request alone (not a replay: file keyed by case).
  const repliesFor = (provider: Provider, replies: JudgeReuse | null) => (replies && answersByRequest(provider.spec.kind) ? replies : undefined);
  const judgeFor = (spend: GradingSpend, replies: JudgeReuse | null, provider: CircuitProvider | null = judgeProvider) =>
    provider ? createJudge(provider, observer(spend), repliesFor(provider, replies)) : null;
  const embedderFor = (spend: GradingSpend) => (embeddingProvider ? createEmbedder(embeddingProvider, embeddings, observer(spend)) : null);
  // Models an assertion names as its grader (`provider`): each created once
  // for the run, on first use; the judge model itself when it is the same.
  const graderProviders = onFirstUse(make);
  const graderProvider = (label: string): Promise<CircuitProvider> =>
    judgeProvider && judgeProvider.spec.label === label ? Promise.resolve(judgeProvider) : graderProviders.get(label);
  const gradersFor = (spend: GradingSpend, replies: JudgeReuse | null) => {
    const judges = new Map<string, Promise<Judge>>();
    return (label: string): Promise<Judge> => {
      let judge = judges.get(label);
      if (!judge) {
        judge = graderProvider(label).then((provider) => createJudge(provider, observer(spend), repliesFor(provider, replies)));
        judges.set(label, judge);
      }
      return judge;
    };
  };
  // ApplyGuardrail for the moderation assertion: retried and capped as every call, and counted
  // with the grading spend. Without the setup circuit: one run may name several guardrails.
  const guardrailProvider = withRunCaps(resilient(createGuardrailProvider(settings.providerOptions), limiterMax, retry), caps);
  const guardrailsFor = (spend: GradingSpend) => createGuardrailChecker(guardrailProvider, observer(spend));
  // One pool of calls in flight for the whole run (see run/slots.ts). Without
  // the option, a dataset's own `concurrency` may widen it while it runs.
  const slots = new Slots(settings.concurrency ?? DEFAULT_CONCURRENCY);

  return {
    providers,
    judgeSpec: judgeProvider?.spec.label ?? null,
    embeddingSpec: embeddingProvider?.spec.label ?? null,
    capNotes: () => caps.filter((c) => c.refused > 0).map((c) => c.summary()),
    async evaluate(dataset, baseline = null) {
      const startedAt = new Date();
      const judgeSpend = { calls: 0, cost: 0, unknown: false };
      const reuse = answerReuse(settings, baseline);
      // The judge's replies are reused as the models' answers are (no fingerprint computed without reuse).
      const judgeReuse = reuse ? new JudgeReuse(reuse.answers) : null;
      const embedder = embedderFor(judgeSpend);
      const graderFor = gradersFor(judgeSpend, judgeReuse);
      const guardrails = guardrailsFor(judgeSpend);
      const concurrency = settings.concurrency ?? dataset.meta.concurrency ?? DEFAULT_CONCURRENCY;
      slots.raise(concurrency);
      const cells = dataset.cells ? await cellsOf(dataset, { settings, providers, configProvider }) : undefined;
      const labels = subjectLabels({ dataset, providers, ...(settings.agent ? { agent: settings.agent } : {}), ...(cells ? { cells } : {}) });
      if (labels.length === 0) {
        throw new DatasetError([{ file: dataset.files.meta, field: '(option)', message: `a ${dataset.type} dataset needs at least one --model` }]);
      }
      const trials = settings.trials ?? dataset.meta.trials ?? 1;
      const multiTrial = ['llm_consistency', 'exact_match_consistency'].find(
        (name) => dataset.meta.scorers && Object.hasOwn(dataset.meta.scorers, name),
      );
      if (multiTrial !== undefined && trials < 2) {
        // EvalBench runs its multi-trial scorers only with num_trials above 1.
        const message = 'compares the trials of each case: it needs --trials 2 or more (or `trials` in dataset.json); this run has 1';
        throw new DatasetError([{ file: dataset.files.meta, field: `scorers.${multiTrial}`, message }]);
      }
      const system = settings.system ?? dataset.meta.system ?? undefined;
      const inference = { ...(dataset.meta.inference ?? {}), ...(settings.inference ?? {}) };
      const template = templateFor(dataset, settings.prompt);
      // Batch inference answers the models' calls ahead of the run, when the settings and the dataset allow.
      const batchStep = {
        // A config's cells render their prompts as they run: their calls are made on demand.
        settings: cells ? undefined : settings.batch,
        dataset,
        ...(system ? { system } : {}),
        ...(Object.keys(inference).length > 0 ? { inference } : {}),
        caps,
        ...(settings.providerOptions?.prices ? { prices: settings.providerOptions.prices } : {}),
        ...(settings.providerOptions?.region ? { region: settings.providerOptions.region } : {}),
        ...(settings.signal ? { signal: settings.signal } : {}),
        notify: settings.notify ?? (() => {}),
      };
      const batched = await batchedProviders({ ...batchStep, template, trials, providers });
      const caseRun = {
        dataset,
        providers: batched.providers,
        template,
        embedder,
        graderFor,
        guardrails,
        concurrency,
        slots,
        trials,
        ...(system ? { system } : {}),
        ...(Object.keys(inference).length > 0 ? { inference } : {}),
        ...(settings.signal ? { signal: settings.signal } : {}),
        ...(settings.agent ? { agent: settings.agent } : {}),
        ...(settings.execTimeoutMs !== undefined ? { execTimeoutMs: settings.execTimeoutMs } : {}),
        ...(settings.environment ? { environment: settings.environment } : {}),
        ...(cells ? { cells } : {}),
      };
      // And the judge's, learnt from a dry run of the cases over the models' batch answers (src/run/batch/index.ts).
      const caseJudge = judgeProvider
        ? await batchedJudge({
            ...batchStep,
            judge: judgeProvider,
            models: batched,
            dryRun: async (recorder, grader) => {
              const deferred = (label: string) => Promise.resolve(createJudge(grader(label)));
              await runCases({
                ...caseRun,
                ...(reuse ? { reuse } : {}),
                judge: createJudge(recorder),
                embedder: null,
                graderFor: deferred,
                guardrails: null,
              });
            },
          })
        : null;
      const judge = judgeFor(judgeSpend, judgeReuse, caseJudge);
      const confirm = confirmPlan(settings.confirmRegressions ?? 0, () => samplingSubjects({ ...caseRun, providers }), settings.stopEarly ?? false);
      const stopRule = settings.stopEarly
        ? new VerdictStopRule(dataset.cases, dataset.thresholds, baseline?.baseline ?? null, confirm !== null)
        : null;
      const opened: { failure?: string } = {};
      const cases = await runCases({
        ...caseRun,
        ...(reuse ? { reuse } : {}),
        judge,
        onSetupFailure: (failure) => (opened.failure = failure),
        ...(stopRule ? { stopRule } : {}),
        ...(settings.onProgress ? { onProgress: (p: RunProgress) => settings.onProgress?.(dataset, p) } : {}),
      });
      judgeReuse?.recordRequests(cases);
      const results = buildResults({
        dataset,
        models: labels,
        judge: judgeProvider?.spec.label ?? null,
        cases,
        startedAt,
        finishedAt: new Date(),
        interrupted: settings.signal?.aborted ?? false,
        ...(settings.source ? { source: settings.source } : {}),
      });
      if (judge || judgeSpend.calls > 0) {
        const cost = judgeSpend.unknown ? null : Math.round(judgeSpend.cost * 1e8) / 1e8;
        results.summary.judge = { calls: judgeSpend.calls, cost_usd: cost, ...(reuse?.answers && judgeReuse ? { reused: judgeReuse.reused } : {}) };
      }
      results.summary.total_cost_usd = totalCostUsd(results.summary);
      // Said only where an answer could have been reused: a run of replay: or exec: models records no request.
      if (reuse?.answers && cases.some((c) => c.results.some((r) => r.request !== undefined)))
        results.summary.reuse = reuseSummary(cases, baseline?.baseline?.provenance.origin?.commit ?? null);
      const all = cases.flatMap((c) => c.results);
      const embeddingFailure = embeddingProvider?.setupFailure() ?? null;
      const judgeFailures = [judgeProvider, ...(await graderProviders.settled())].flatMap((p) => p?.setupFailure() ?? []);
      const setupErrors = [
        ...(runsAgents(dataset.kind) && settings.agent
          ? []
          : [...providers, ...(await configProviders.settled())]
              .map((p) => p.setupFailure())
              .filter((f) => f !== null)
              .map((f) => toSetupError(f, 'model', all))),
        ...judgeFailures.map((f) => toSetupError(f, 'judge', all)),
        ...(embeddingFailure ? [toSetupError(embeddingFailure, 'judge', all)] : []),
        ...datasetSetupErrors(dataset, opened.failure, all),
      ].filter((e) => e.results > 0);
      if (setupErrors.length > 0) results.setup_errors = setupErrors;
      const refusedBy = (cap: RunCap) => all.filter((r) => resultMentions(r, cap.refusal)).length;
      const notRun = costMeter ? refusedBy(costMeter) : 0;
      if (costMeter && notRun > 0) results.cost_cap = { limit_usd: costMeter.limitUsd, option: costMeter.option, not_run: notRun };
      const outOfTime = durationBudget ? refusedBy(durationBudget) : 0;
      if (durationBudget && outOfTime > 0)
        results.duration_cap = { limit_ms: durationBudget.limitMs, option: durationBudget.option, not_run: outOfTime };
      if (stopRule?.decision) {
        const stopped = stoppedEarly(cases, stopRule.decision);
        if (stopped.calls_saved > 0) results.stopped_early = stopped;
      }
      if (confirm && !results.setup_errors) {
        // The re-runs' grading calls are counted apart, with their own spend.
        const spend = { calls: 0, cost: 0, unknown: false };
        const rerun: RerunCases = (subset, subjects, trials) =>
          runCases({
            ...caseRun,
            providers,
            dataset: { ...dataset, cases: subset },
            trials,
            onlySubjects: subjects,
            judge: judgeFor(spend, null),
            embedder: embedderFor(spend),
            graderFor: gradersFor(spend, null),
            guardrails: guardrailsFor(spend),
          });
        await confirmRun(results, {
          dataset,
          baseline: baseline?.baseline ? restrictBaseline(baseline.baseline, dataset.selection?.unselected ?? new Set()) : null,
          plan: confirm,
          // What caps or stop-early refused was not evaluated; a re-run would be refused too.
          refusals: [...caps.map((c) => c.refusal), ...(stopRule?.decision ? [stopEarlyRefusalText(stopRule.decision.reason)] : [])],
          rerun,
          gradingSpend: () => (spend.unknown ? null : spend.cost),
        });
      }
      // Ungated and unmasked: the dataset step gates and masks results from every source alike (src/app/dataset-step.ts).
      return results;
    },
    async close() {
      const graders = await graderProviders.settled();
      const fromConfigs = await configProviders.settled();
      await Promise.all([...providers, ...fromConfigs, judgeProvider, embeddingProvider, ...graders].map(async (p) => p?.close?.()));
      // The process where dataset JavaScript and templates ran (it never holds the runner open; this ends it now).
      closeSandbox();
    },
  };
}

/** What the run does about answer reuse: nothing (no fingerprint computed), record fingerprints, or take the baseline's answers too. */
function answerReuse(settings: Pick<EvalSettings, 'reuse' | 'recordRequests'>, baseline: BaselineInput | null): AnswerReuse | undefined {
  const answers = settings.reuse !== undefined && settings.reuse !== 'none' ? (baseline?.answers ?? null) : null;
  if (!answers && !settings.recordRequests) return undefined;
  return { answers, whole: settings.reuse === 'dataset', reusable: (spec) => answersByRequest(spec.kind) };
}
