// The run's providers, each made once for the whole run: the models under
// test, the providers a promptfoo config names, the judge, the models an
// assertion names as its grader, the embedding model and the guardrail
// checker. Every one is retried and throttled (run/resilient.ts) and limited
// by the run's caps (the run features' `cap`); all but the guardrail checker
// sit behind a setup circuit, whose failures the results report.
import type { SetupError, ModelResult } from '../config/index.js';
import { type KindDataset, runsAgents } from '../kinds/index.js';
import { createEmbeddingProvider, createGuardrailProvider, createProvider, resolveEmbeddingModel, type Provider } from '../providers/index.js';
import { datasetSetupErrors, toSetupError } from '../results/index.js';
import { resilient, withRunCaps, type RunCap, withSetupCircuit, type CircuitProvider } from '../run/index.js';
import type { ProviderSettings } from './eval-settings.js';

/** The largest number of calls in flight the adaptive limiter allows when no --concurrency caps it. */
const MAX_LIMITER_CONCURRENCY = 1024;

export interface RunProviders {
  /** The models under test, in the order given. */
  models: CircuitProvider[];
  judge: CircuitProvider | null;
  /** The simulated user of agent cases that are conversations: --user-model, else the judge. */
  user: CircuitProvider | null;
  embedding: CircuitProvider | null;
  /** ApplyGuardrail for the moderation assertion. */
  guardrail: Provider;
  /** The provider of a spec a promptfoo config names, with the entry's `config`, made on first use (once per spec and config). */
  configProvider: (spec: string, config?: Readonly<Record<string, unknown>>) => Promise<CircuitProvider>;
  /** The model an assertion names as its grader, made on first use (the judge itself when it is that model). */
  grader: (label: string) => Promise<CircuitProvider>;
  /** The setup failures of the models (unless an --agent answers the dataset), graders and the dataset itself, as the results list them. */
  setupErrors(
    dataset: KindDataset,
    agent: string | undefined,
    results: readonly ModelResult[],
    datasetFailure: string | undefined,
  ): Promise<SetupError[]>;
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

export async function openProviders(settings: ProviderSettings, caps: readonly RunCap[]): Promise<RunProviders> {
  // The pool bounds calls in flight (the option, else each dataset's own
  // `concurrency`, else the default); the limiter only cuts below that when
  // throttled, so without the option it must not cap a dataset's setting.
  const limiterMax = settings.concurrency ?? MAX_LIMITER_CONCURRENCY;
  const retry = settings.retry ?? {};
  const providerOptions = settings.options;
  // The circuit sits outside the retries (it sees a call's final outcome); the
  // caps outside both (a refused call reaches neither).
  const wrap = (provider: Provider): CircuitProvider => withRunCaps(withSetupCircuit(resilient(provider, limiterMax, retry)), caps);
  const make = async (spec: string): Promise<CircuitProvider> => wrap(await createProvider(spec, providerOptions));
  const models = await Promise.all(settings.models.map(make));
  // A config's entry may point its model elsewhere (apiBaseUrl, headers): one provider per spec and config.
  const configProviders = onFirstUse(async (key: string) => {
    const { spec, config } = JSON.parse(key) as { spec: string; config?: Record<string, unknown> };
    return wrap(await createProvider(spec, config ? { ...providerOptions, config } : providerOptions));
  });
  const judge = settings.judgeModel ? await make(settings.judgeModel) : null;
  const user = settings.userModel ? await make(settings.userModel) : judge;
  const embeddingModel = resolveEmbeddingModel(settings.embeddingModel, settings.models, settings.judgeModel);
  const embedding = embeddingModel ? wrap(await createEmbeddingProvider(embeddingModel, providerOptions)) : null;
  const graders = onFirstUse(make);
  // Retried and capped as every call, without the setup circuit: one run may name several guardrails.
  const guardrail = withRunCaps(resilient(createGuardrailProvider(providerOptions), limiterMax, retry), caps);
  return {
    models,
    judge,
    user,
    embedding,
    guardrail,
    configProvider: (spec, config) => configProviders.get(JSON.stringify(config && Object.keys(config).length > 0 ? { spec, config } : { spec })),
    grader: (label) => (judge && judge.spec.label === label ? Promise.resolve(judge) : graders.get(label)),
    async setupErrors(dataset, agent, results, datasetFailure) {
      const modelFailures = runsAgents(dataset.kind) && agent ? [] : [...models, ...(await configProviders.settled())].map((p) => p.setupFailure());
      const gradingFailures = [judge, ...(user && user !== judge ? [user] : []), ...(await graders.settled())].map((p) => p?.setupFailure() ?? null);
      const embeddingFailure = embedding?.setupFailure() ?? null;
      return [
        ...modelFailures.filter((f) => f !== null).map((f) => toSetupError(f, 'model', results)),
        ...gradingFailures.filter((f) => f !== null).map((f) => toSetupError(f, 'judge', results)),
        ...(embeddingFailure ? [toSetupError(embeddingFailure, 'judge', results)] : []),
        ...datasetSetupErrors(dataset, datasetFailure, results),
      ].filter((e) => e.results > 0);
    },
    async close() {
      const made = [
        ...models,
        ...(await configProviders.settled()),
        judge,
        ...(user !== judge ? [user] : []),
        embedding,
        ...(await graders.settled()),
      ];
      await Promise.all(made.map(async (p) => p?.close?.()));
    },
  };
}
