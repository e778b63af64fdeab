// The core both front ends share: each dataset's cases run as a short list of
// steps (the dataset's run as the settings make it, each run feature's part,
// the cases, the results); the dataset step (dataset-step.ts) then gates and
// masks them, whatever their source. The settings are shaped once
// (settings.ts, eval-settings.ts); the front ends decide where inputs come
// from and where reports go.
import type { KindDataset } from '../kinds/index.js';
import { parseModelSpec, SpecError } from '../providers/index.js';
import { agentSpecProblem } from '../agents/index.js';
import { buildResults, type UngatedResults, totalCostUsd } from '../results/index.js';
import { type CircuitProvider, type RunCap, runCases, type RunProgress, Slots } from '../run/index.js';
import type { CaseResult } from '../config/index.js';
import { closeSandbox } from '../score/index.js';
import { caseRunOf, DEFAULT_CONCURRENCY } from './case-run.js';
import type { CaseSettings, EvalHooks, EvalSettings } from './eval-settings.js';
import { gradingOver, gradingSummary, noSpend, type GradingFor, type GradingSpend } from './grading.js';
import { openProviders, type RunProviders } from './run-providers.js';
import { RUN_FEATURES, type BaselineInput, type CaseRun, type DatasetEvaluation, type DatasetPart, type RunFeature } from './run-features/index.js';

export type { EvalSettings } from './eval-settings.js';
export type { BaselineInput } from './run-features/index.js';
export { DEFAULT_CONCURRENCY } from './case-run.js';

export interface Evaluator {
  providers: CircuitProvider[];
  /** The judge model's label, or null without one. */
  judgeSpec: string | null;
  /** The embedding model's label, or null without one. */
  embeddingSpec: string | null;
  /** One log line per run cap (cost, time) that refused calls, for the end of the run. */
  capNotes(): string[];
  /** The dataset's results, neither gated nor masked: the dataset step does both, for results from every source alike. */
  evaluate(dataset: KindDataset, baseline?: BaselineInput | null): Promise<UngatedResults>;
  close(): Promise<void>;
}

/** Models and the agent checked before anything is made. */
function checkSubjects(models: readonly string[], agent: string | undefined): void {
  const seen = new Set<string>();
  for (const m of models) {
    const label = parseModelSpec(m).label;
    // Results are grouped by model; the same model twice would read as two trials.
    if (seen.has(label)) throw new SpecError(`the model ${label} is given twice; use --trials to run cases more than once`);
    seen.add(label);
  }
  const agentProblem = agent !== undefined ? agentSpecProblem(agent) : null;
  if (agentProblem) throw new SpecError(agentProblem);
}

const present = <T>(value: T | null | undefined): value is T => value !== null && value !== undefined;

/** Creates the providers once; datasets may then be evaluated one after another or side by side. */
export async function createEvaluator(settings: EvalSettings): Promise<Evaluator> {
  checkSubjects(settings.providers.models, settings.cases.agent);
  const features = RUN_FEATURES.map((feature) => feature.open(settings)).filter(present);
  const caps = features.map((feature) => feature.cap).filter(present);
  const providers = await openProviders(settings.providers, caps);
  return new RunEvaluator(providers, features, caps, settings.cases, settings.hooks ?? {});
}

/** The run's providers and features, opened once; each dataset's evaluation is the same short list of steps over them. */
class RunEvaluator implements Evaluator {
  readonly providers: CircuitProvider[];
  readonly judgeSpec: string | null;
  readonly embeddingSpec: string | null;
  private readonly grading: GradingFor;
  /** One pool of calls in flight for the whole run (see run/slots.ts). */
  private readonly slots: Slots;

  constructor(
    private readonly made: RunProviders,
    private readonly features: readonly RunFeature[],
    private readonly caps: readonly RunCap[],
    private readonly cases: CaseSettings,
    private readonly hooks: EvalHooks,
  ) {
    this.providers = made.models;
    this.judgeSpec = made.judge?.spec.label ?? null;
    this.embeddingSpec = made.embedding?.spec.label ?? null;
    this.grading = gradingOver(made);
    this.slots = new Slots(cases.concurrency ?? DEFAULT_CONCURRENCY);
  }

  capNotes(): string[] {
    return this.features.map((feature) => feature.note?.() ?? null).filter(present);
  }

  async evaluate(dataset: KindDataset, baseline: BaselineInput | null = null): Promise<UngatedResults> {
    const startedAt = new Date();
    const { options: plain, labels } = await caseRunOf(dataset, this.cases, this.made, this.slots, this.hooks.signal);
    const parts = await this.partsFor({ dataset, baseline, plain });
    let run: CaseRun = { options: plain, judge: this.made.judge, replies: null };
    for (const part of parts) if (part.prepare) run = await part.prepare(run);
    const spend = noSpend();
    const ran = await this.runCases(dataset, run, spend);
    const results = await this.resultsOf(dataset, labels, ran, startedAt, run.judge || spend.calls > 0 ? spend : null);
    for (const part of parts) await part.finish?.(results);
    return results;
  }

  /** Each feature's part in this dataset's evaluation, in the order of RUN_FEATURES. */
  private async partsFor(evaluation: Pick<DatasetEvaluation, 'dataset' | 'baseline' | 'plain'>): Promise<DatasetPart[]> {
    const parts: DatasetPart[] = [];
    const refusals = () => parts.map((part) => part.refusal?.() ?? null).filter(present);
    const shown: DatasetEvaluation = { ...evaluation, grading: this.grading, caps: this.caps, refusals };
    for (const feature of this.features) {
      const part = await feature.forDataset?.(shown);
      if (part) parts.push(part);
    }
    return parts;
  }

  /** The dataset's cases, graded, with why its resources could not be opened (if so). */
  private async runCases(dataset: KindDataset, run: CaseRun, spend: GradingSpend): Promise<{ cases: CaseResult[]; setupFailure?: string }> {
    const { onProgress } = this.hooks;
    const opened: { failure?: string } = {};
    const cases = await runCases({
      ...run.options,
      ...this.grading(spend, { replies: run.replies, judge: run.judge }),
      onSetupFailure: (failure) => (opened.failure = failure),
      ...(onProgress ? { onProgress: (p: RunProgress) => onProgress(dataset, p) } : {}),
    });
    return opened.failure === undefined ? { cases } : { cases, setupFailure: opened.failure };
  }

  /** The dataset's results before the features add theirs: its cases, the grading's spend (when it had a judge or made calls), its setup errors. */
  private async resultsOf(
    dataset: KindDataset,
    labels: string[],
    ran: { cases: CaseResult[]; setupFailure?: string },
    startedAt: Date,
    grading: GradingSpend | null,
  ): Promise<UngatedResults> {
    const { signal, source, workspace } = this.hooks;
    const results = buildResults({
      dataset,
      models: labels,
      judge: this.judgeSpec,
      cases: ran.cases,
      startedAt,
      finishedAt: new Date(),
      interrupted: signal?.aborted ?? false,
      ...(source ? { source } : {}),
      ...(workspace === undefined ? {} : { workspace }),
    });
    if (grading) results.summary.judge = gradingSummary(grading);
    results.summary.total_cost_usd = totalCostUsd(results.summary);
    const all = ran.cases.flatMap((c) => c.results);
    const setupErrors = await this.made.setupErrors(dataset, this.cases.agent, all, ran.setupFailure);
    if (setupErrors.length > 0) results.setup_errors = setupErrors;
    return results;
  }

  async close(): Promise<void> {
    await this.made.close();
    // The process where dataset JavaScript and templates ran (it never holds the runner open; this ends it now).
    closeSandbox();
  }
}
