// Runs every case against every model (and trial), then scores each output
// as the dataset's kind says (src/kinds/). A call that fails marks its result
// `error`; the run always goes on.
import type { Assertion } from '../config/case.js';
import type { AssertResult, CaseResult, ModelResult } from '../config/results.js';
import type { Inference } from '../config/schemas.js';
import type { LoadedCase } from '../dataset/load.js';
import { runsAgents } from '../kinds/index.js';
import type { AgentScorer, DatasetKind, DatasetResources, KindDataset, PromptScorer, ScoreContext } from '../kinds/types.js';
import { renderTemplate, templateVars, type PromptTemplate } from '../prompt/template.js';
import { answerNowOf, type Provider, type ProviderRequest, type ProviderResponse } from '../providers/types.js';
import { combineModelResults } from '../score/combine.js';
import { scorerOptions } from '../config/scorers.js';
import { scriptScorers } from '../config/script-scorers.js';
import { runScriptScorers } from '../score/sandbox/script-scorer.js';
import { LLM_CONSISTENCY, llmConsistency } from '../score/consistency.js';
import { isComparison, MAX_SCORE, mergeComparison, runMaxScore, runSelectBest, SELECT_BEST } from '../score/compare-models.js';
import { assertNow, caseAssertions, caseVars, decide, defaultAsserts, namedScoresField, withCaseAsserts } from '../score/evaluate.js';
import type { Embedder } from '../score/embedder.js';
import type { GuardrailChecker } from '../score/guardrail-checker.js';
import type { Judge } from '../score/judge.js';
import type { AssertContext } from '../score/types.js';
import type { Trajectory } from '../config/trajectory.js';
import { createAgentRunner, type AgentRunner } from '../agents/index.js';
import { runPool } from './pool.js';
import type { Slots } from './slots.js';

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
  /** The run's shared pool of calls in flight, when datasets run side by side. */
  slots?: Slots;
}

/** What a case runs against: a model, or (agent datasets) an agent. */
interface Subject {
  label: string;
  provider?: Provider;
  agent?: AgentRunner;
}

interface Task {
  testCase: LoadedCase;
  subject: Subject;
  trial: number;
}

function subjectsFor(options: Pick<RunOptions, 'dataset' | 'providers' | 'agent' | 'system' | 'inference' | 'execTimeoutMs'>): Subject[] {
  if (!runsAgents(options.dataset.kind)) return options.providers.map((provider) => ({ label: provider.spec.label, provider }));
  const common = {
    ...(options.system ? { system: options.system } : {}),
    ...(options.inference ? { inference: options.inference } : {}),
    ...(options.execTimeoutMs !== undefined ? { execTimeoutMs: options.execTimeoutMs } : {}),
  };
  const runners = options.agent
    ? [createAgentRunner({ agent: options.agent, ...common })]
    : options.providers.map((model) => createAgentRunner({ model, ...common }));
  return runners.map((agent) => ({ label: agent.label, agent }));
}

/** The labels results are reported under (models, or agents for agent datasets). */
export function subjectLabels(options: Pick<RunOptions, 'dataset' | 'providers' | 'agent'>): string[] {
  return subjectsFor(options).map((s) => s.label);
}

/** The kind's per-dataset resources, opened (and closed) around the dataset's run; a failure to open fails its cases. */
type Opened = { resources: DatasetResources | null; failure: string | null };

async function openResources(dataset: KindDataset): Promise<Opened> {
  const setup = dataset.kind.resources;
  if (!setup || dataset.cases.length === 0) return { resources: null, failure: null };
  try {
    return { resources: await setup.open(dataset), failure: null };
  } catch (error) {
    return { resources: null, failure: describeError(error) };
  }
}

/** Runs the dataset's cases against every subject and trial, scored; one CaseResult per case. */
export async function runCases(options: RunOptions): Promise<CaseResult[]> {
  const opened = await openResources(options.dataset);
  try {
    return await runOpenCases(options, opened);
  } finally {
    await opened.resources?.close();
  }
}

async function runOpenCases(options: RunOptions, opened: Opened): Promise<CaseResult[]> {
  const { dataset } = options;
  const trials = options.trials ?? 1;
  const subjects = subjectsFor(options);
  const tasks: Task[] = [];
  for (const testCase of dataset.cases) {
    for (const subject of subjects) {
      for (let trial = 0; trial < trials; trial++) tasks.push({ testCase, subject, trial });
    }
  }
  const progress: RunProgress = { done: 0, total: tasks.length, errors: 0 };
  const finished = (outcome: Scored): Scored => {
    progress.done++;
    if (outcome.result.status === 'error') progress.errors++;
    options.onProgress?.({ ...progress });
    return outcome;
  };
  // A task that answers at once (an in-memory model, checks that need no call) is finished without a promise.
  const scored = await runPool(tasks, options.concurrency, (task) => {
    const run = () => runTask(task, options, opened, trials > 1);
    const outcome = options.slots ? options.slots.use(run) : run();
    return outcome instanceof Promise ? outcome.then(finished) : finished(outcome);
  });

  // Each case's runs, in the order its tasks were made (by index: cases that
  // share an id are still apart).
  const perCase = subjects.length * trials;
  const runsOf = (index: number): Scored[] => scored.slice(index * perCase, (index + 1) * perCase);
  // select-best and max-score: once every model of a case has answered (src/score/compare-models.ts).
  // A run with none of them, no llm_consistency and no comparison of trials
  // takes each case's results as they are, without a second pass over the cases.
  const kind = dataset.kind;
  const acrossRuns =
    consistencyMinimum(options) !== null ||
    (kind.compareTrials !== undefined && trials > 1 && opened.resources !== null) ||
    // caseAssertions' three parts looked through in turn, without the list it joins them into, for every case.
    defaultAsserts(dataset.meta).some((a) => isComparison(a.type)) ||
    dataset.cases.some((c) => c.assert.some((a) => isComparison(a.type)) || kind.builtInAssertions(c).some((a) => isComparison(a.type)));
  const compared = acrossRuns
    ? await runPool(dataset.cases, options.concurrency, (testCase, index) => {
        const runs = runsOf(index);
        const compare = async () =>
          compareTrials(testCase, await checkConsistency(testCase, runs, await compareModels(testCase, runs, options), options), options, opened);
        // Only select-best and llm_consistency call out (the judge); they take a place in the shared pool as a case does.
        const calls =
          consistencyMinimum(options) !== null ||
          caseAssertions(dataset.kind, testCase, defaultAsserts(dataset.meta)).some((a) => a.type === SELECT_BEST);
        return options.slots && calls ? options.slots.use(compare) : compare();
      })
    : dataset.cases.map((_, index) => runsOf(index).map((r) => r.result));
  return dataset.cases.map((testCase, index) => {
    const caseResults = compared[index] as ModelResult[];
    const combined = combineModelResults(caseResults);
    const expected = kind.expectedSummary(testCase);
    // The common case as one literal (no spreads: this runs once per case); the same fields, in the same order.
    if (!testCase.mustPass && combined.flaky === undefined && combined.trials === undefined) {
      const { id, key, vars, line, tags, description } = testCase;
      return { id, key, vars, line, tags, description, expected, status: combined.status, score: combined.score, results: caseResults };
    }
    return {
      id: testCase.id,
      key: testCase.key,
      vars: testCase.vars,
      line: testCase.line,
      tags: testCase.tags,
      ...(testCase.mustPass ? { must_pass: true } : {}),
      description: testCase.description,
      expected,
      ...combined,
      results: caseResults,
    };
  });
}

/** One model's run of a case, with what the comparisons across models need. */
interface Scored {
  result: ModelResult;
  trial: number;
  /** What the model was asked (the rendered prompt, or the agent's task); null when the run failed before. */
  prompt: string | null;
  /** The rows of the case's own assertions (max-score aggregates them). */
  caseRows: AssertResult[];
  /** The score is the kind's composite (agent, RAG), which comparisons leave as it is. */
  kindScored: boolean;
}

/**
 * Runs the case's select-best and max-score (promptfoo runs every select-best
 * first, then every max-score) over each trial's models, and merges each
 * model's verdict into its result.
 */
async function compareModels(testCase: LoadedCase, runs: Scored[], options: RunOptions): Promise<ModelResult[]> {
  const { dataset } = options;
  const comparisons = caseAssertions(dataset.kind, testCase, defaultAsserts(dataset.meta)).filter((a) => isComparison(a.type));
  if (comparisons.length === 0) return runs.map((r) => r.result);
  // promptfoo runs the first of each type in the test's list, defaultTest's coming first.
  const first = (type: string) => comparisons.filter((a) => a.type === type).slice(0, 1);
  const ordered = [...first(SELECT_BEST), ...first(MAX_SCORE)];
  const merged = runs.map((r) => r.result);
  const trials = [...new Set(runs.map((r) => r.trial))];
  for (const trial of trials) {
    const members = runs.flatMap((r, i) => (r.trial === trial ? [i] : []));
    const contenders = members.map((i) => ({ output: (runs[i] as Scored).result.output, caseRows: (runs[i] as Scored).caseRows }));
    const rows: AssertResult[][] = [];
    for (const assertion of ordered) {
      const verdicts = options.signal?.aborted
        ? contenders.map(() => ({
            type: assertion.type,
            status: 'error' as const,
            pass: null,
            score: null,
            reason: 'interrupted before the comparison ran',
          }))
        : assertion.type === SELECT_BEST
          ? await runSelectBest(assertion, contenders, { judge: options.judge, vars: caseVars(dataset, testCase), caseId: testCase.id })
          : runMaxScore(assertion, contenders);
      rows.push(verdicts);
    }
    members.forEach((i, position) => {
      const run = runs[i] as Scored;
      let result = run.result;
      const added = rows.map((verdicts) => verdicts[position] as AssertResult);
      for (const verdict of added) result = mergeComparison(result, verdict, run.kindScored);
      // Nothing decided a model whose every assertion was skipped (no judge): an error, as decide() says.
      const all = decide([...run.caseRows, ...added], null);
      if (!run.kindScored && result.status !== 'error' && all.allSkipped) result = { ...result, status: 'error', score: 0, error: all.reason };
      merged[i] = result;
    });
  }
  return merged;
}

/** The minimum of llm_consistency when the dataset enables it and the run has trials to compare, else null ("off"). */
function consistencyMinimum(options: RunOptions): { minimum: number | null } | null {
  const enabled = scorerOptions(options.dataset.meta.scorers, 'llm_consistency');
  return enabled && (options.trials ?? 1) > 1 ? { minimum: enabled.threshold } : null;
}

/**
 * EvalBench's llm_consistency over each model's trials of the case: its row
 * joins every trial's result, and an inconsistent model fails them all (the
 * scores stay as they were).
 */
async function checkConsistency(testCase: LoadedCase, runs: Scored[], results: ModelResult[], options: RunOptions): Promise<ModelResult[]> {
  const check = consistencyMinimum(options);
  if (!check) return results;
  const merged = [...results];
  const models = [...new Set(results.map((r) => r.model))];
  for (const model of models) {
    const members = results.flatMap((r, i) => (r.model === model ? [i] : []));
    const trials = members.map((i) => {
      const r = results[i] as ModelResult;
      return { output: r.output, error: r.output === null ? (r.error ?? 'no answer') : null };
    });
    const request = members.map((i) => (runs[i] as Scored).prompt).find((p) => p !== null) ?? '';
    const row = options.signal?.aborted
      ? { type: LLM_CONSISTENCY, status: 'error' as const, pass: null, score: null, reason: 'interrupted before the trials were compared' }
      : await llmConsistency(trials, { judge: options.judge, request, caseId: testCase.id, minimum: check.minimum });
    for (const i of members) merged[i] = mergeComparison(merged[i] as ModelResult, row, true);
  }
  return merged;
}

/** The kind's own comparison of each model's trials (an nl2sql dataset's exact_match_consistency), joined to every trial's result. */
async function compareTrials(testCase: LoadedCase, results: ModelResult[], options: RunOptions, opened: Opened): Promise<ModelResult[]> {
  const kind = options.dataset.kind;
  if (!kind.compareTrials || (options.trials ?? 1) < 2 || opened.resources === null) return results;
  const merged = [...results];
  for (const model of new Set(results.map((r) => r.model))) {
    const members = results.flatMap((r, i) => (r.model === model ? [i] : []));
    const row = options.signal?.aborted
      ? null
      : await kind.compareTrials(
          members.map((i) => results[i] as ModelResult),
          { testCase, resources: opened.resources },
        );
    if (row) for (const i of members) merged[i] = mergeComparison(merged[i] as ModelResult, row, true);
  }
  return merged;
}

function errorResult(task: Task, message: string, trialed: boolean): ModelResult {
  return {
    model: task.subject.label,
    ...(trialed ? { trial: task.trial } : {}),
    output: null,
    status: 'error',
    score: 0,
    latency_ms: null,
    usage: null,
    cost_usd: null,
    asserts: [],
    error: message,
  };
}

/** What one run of a case hands its assertions, and the kind's own verdict when the kind scores runs itself. */
interface Attempt {
  prompt: string;
  /** The model's reply; for an agent, its final answer (empty when it gave none) and the trajectory's totals. */
  response: ProviderResponse;
  trajectory?: Trajectory;
  kindResult: ModelResult | null;
}

/** One task: the model's answer, then the case's checks. A value when every part answered at once, else a promise. */
function runTask(task: Task, options: RunOptions, opened: Opened, trialed: boolean): Scored | Promise<Scored> {
  const { scorer } = options.dataset.kind;
  if (options.signal?.aborted) return failedTask(task, options, trialed, 'interrupted before this case ran');
  if (opened.failure !== null) {
    return failedTask(task, options, trialed, `the dataset could not be set up, so no model was called: ${opened.failure}`);
  }
  const resources = opened.resources;
  const attempt = scorer.runs === 'agent' ? runAgentTask(scorer, task, options, resources) : runPromptTask(scorer, task, options, resources);
  // Closures only on the way through a promise: a task answered at once (an in-memory model) is scored by plain calls.
  return attempt instanceof Promise
    ? attempt.then((a) => scoredTask(task, options, resources, trialed, a))
    : scoredTask(task, options, resources, trialed, attempt);
}

/** The kind scores its runs itself (agent, RAG): the comparisons across runs leave its score as it is. */
function kindScores(options: RunOptions): boolean {
  const { scorer } = options.dataset.kind;
  return scorer.runs === 'agent' || scorer.score !== null;
}

function failedTask(task: Task, options: RunOptions, trialed: boolean, message: string): Scored {
  return { result: errorResult(task, message, trialed), trial: task.trial, prompt: null, caseRows: [], kindScored: kindScores(options) };
}

/** A run's result once the model answered (or failed: the message): the case's checks on it, then the verdict. */
function scoredTask(
  task: Task,
  options: RunOptions,
  resources: DatasetResources | null,
  trialed: boolean,
  attempt: Attempt | string,
): Scored | Promise<Scored> {
  if (typeof attempt === 'string') return failedTask(task, options, trialed, attempt);
  const asserts = runCaseAsserts(task, attempt, options, resources);
  return asserts instanceof Promise
    ? asserts.then((rows) => decidedTask(task, options, trialed, attempt, rows))
    : decidedTask(task, options, trialed, attempt, asserts);
}

function decidedTask(task: Task, options: RunOptions, trialed: boolean, attempt: Attempt, rows: AssertResult[]): Scored {
  return {
    result: decideTask(task, attempt, rows, trialed),
    trial: task.trial,
    prompt: attempt.prompt,
    caseRows: rows,
    kindScored: kindScores(options),
  };
}

/** The case's own asserts on one output, but those compared across models (they run once all have answered). */
function runCaseAsserts(
  task: Task,
  attempt: Attempt,
  options: RunOptions,
  resources: DatasetResources | null,
): AssertResult[] | Promise<AssertResult[]> {
  // The case's own asserts run on every kind, after the kind's built-in ones;
  // where the kind scored the run itself (agent, RAG), withCaseAsserts combines the two verdicts.
  const { dataset, signal } = options;
  const { testCase } = task;
  const { prompt, response, trajectory } = attempt;
  // One literal, optional fields assigned: spreads made a temporary object apiece for every case run.
  const context: AssertContext = {
    dataset,
    testCase,
    prompt,
    response,
    judge: options.judge,
    embedder: options.embedder ?? null,
    guardrails: options.guardrails ?? null,
  };
  if (options.graderFor) context.graderFor = options.graderFor;
  if (trajectory) context.trajectory = trajectory;
  if (signal) context.signal = signal;
  const assertions = caseAssertions(dataset.kind, testCase, defaultAsserts(dataset.meta));
  // Script scorers read the whole run, these rows included; theirs join the case's.
  const scripts = scriptScorers(dataset.meta.scorers);
  const asserts: AssertResult[] = [];
  // In order, at once while each row is decided at once; from the first that is not, one after another.
  for (let i = 0; i < assertions.length; i++) {
    const assertion = assertions[i] as Assertion;
    if (isComparison(assertion.type)) continue;
    const row = assertNow(assertion, response.output, context);
    if (!(row instanceof Promise)) {
      asserts.push(row);
      continue;
    }
    return (async () => {
      asserts.push(await row);
      for (const later of assertions.slice(i + 1)) if (!isComparison(later.type)) asserts.push(await assertNow(later, response.output, context));
      return withScriptRows(task, attempt, options, resources, asserts, scripts);
    })();
  }
  return withScriptRows(task, attempt, options, resources, asserts, scripts);
}

/** The case's rows, and the script scorers' after them when the dataset has any (at once when it has none). */
function withScriptRows(
  task: Task,
  attempt: Attempt,
  options: RunOptions,
  resources: DatasetResources | null,
  asserts: AssertResult[],
  scripts: ReturnType<typeof scriptScorers>,
): AssertResult[] | Promise<AssertResult[]> {
  return scripts.length === 0 ? asserts : scriptRows(task, attempt, options, resources, asserts, scripts);
}

async function scriptRows(
  task: Task,
  attempt: Attempt,
  options: RunOptions,
  resources: DatasetResources | null,
  asserts: AssertResult[],
  scripts: ReturnType<typeof scriptScorers>,
): Promise<AssertResult[]> {
  const { dataset, signal } = options;
  const { testCase } = task;
  const { prompt, response, trajectory } = attempt;
  const kind = dataset.kind;
  const request = testCase.input[kind.inputField] ?? testCase.vars[kind.inputField];
  const run = {
    dataset: { name: dataset.name, type: dataset.type, dir: dataset.dir },
    testCase,
    model: task.subject.label,
    trial: task.trial,
    prompt,
    request: typeof request === 'string' ? request : prompt,
    expected: kind.expectedSummary(testCase),
    response,
    ...(trajectory ? { trajectory } : {}),
    kindResult: attempt.kindResult,
    caseAsserts: asserts,
    ...(kind.scriptContext ? { kindContext: await kindContextOf(kind, testCase, response.output, resources) } : {}),
  };
  return [...asserts, ...(await runScriptScorers(scripts, run, signal))];
}

/** The kind's EvalBench keys for the scripts; a failure to make them is said in their place, and the scripts still run. */
async function kindContextOf(
  kind: DatasetKind,
  testCase: LoadedCase,
  output: string,
  resources: DatasetResources | null,
): Promise<Record<string, unknown>> {
  try {
    return (await kind.scriptContext?.(testCase, output, resources)) ?? {};
  } catch (error) {
    return { generated_error: describeError(error) };
  }
}

function decideTask(task: Task, attempt: Attempt, asserts: AssertResult[], trialed: boolean): ModelResult {
  const { testCase, subject } = task;
  const { response } = attempt;
  const trialField = trialed ? { trial: task.trial } : {};
  if (attempt.kindResult) return { ...withCaseAsserts(attempt.kindResult, asserts, testCase.threshold), ...trialField };

  const verdict = decide(asserts, testCase.threshold);
  const error = verdict.status === 'error' ? verdict.reason : null;
  // The common result as one literal (this runs once per call); the general one below has the same fields in the same order.
  if (!trialed && !response.stop_reason && Object.keys(verdict.namedScores).length === 0) {
    const { output, latency_ms, usage, cost_usd } = response;
    return { model: subject.label, output, status: verdict.status, score: verdict.score, latency_ms, usage, cost_usd, asserts, error };
  }
  return {
    model: subject.label,
    ...trialField,
    output: response.output,
    status: verdict.status,
    score: verdict.score,
    latency_ms: response.latency_ms,
    usage: response.usage,
    cost_usd: response.cost_usd,
    ...(response.stop_reason ? { stop_reason: response.stop_reason } : {}),
    asserts,
    error,
    ...namedScoresField(verdict),
  };
}

function scoreContext(task: Task, options: RunOptions, resources: DatasetResources | null): ScoreContext {
  const { signal } = options;
  return {
    ...(resources ? { resources } : {}),
    model: task.subject.label,
    testCase: task.testCase,
    thresholds: options.dataset.thresholds,
    judge: options.judge,
    ...(signal ? { signal } : {}),
    ...(options.dataset.meta.scorers ? { scorers: options.dataset.meta.scorers } : {}),
  };
}

/** The agent runs the case as a task; its final answer is what the case's assertions check. A failure is the message. */
async function runAgentTask(scorer: AgentScorer, task: Task, options: RunOptions, resources: DatasetResources | null): Promise<Attempt | string> {
  const { testCase } = task;
  try {
    const agentTask = scorer.task(testCase, options.dataset.tools, {
      caseId: testCase.id,
      meta: options.dataset.meta,
      ...(options.signal ? { signal: options.signal } : {}),
    });
    const trajectory = await (task.subject.agent as AgentRunner).run(agentTask);
    const kindResult = await scorer.score(trajectory, scoreContext(task, options, resources));
    const response: ProviderResponse = {
      output: trajectory.final_answer ?? '',
      latency_ms: trajectory.latency_ms,
      usage: trajectory.usage,
      cost_usd: trajectory.cost_usd,
      stop_reason: trajectory.stop_reason,
    };
    return { prompt: agentTask.task, response, trajectory, kindResult };
  } catch (error) {
    return describeError(error);
  }
}

/**
 * The request a prompt kind sends the model for one trial of a case, with the
 * prompt it rendered; a template that cannot be rendered is the message.
 * Batch inference (src/run/batch/) renders every request of a dataset with
 * this before the run, so a batch record is the very call the run would make.
 */
export function promptRequest(
  options: Pick<RunOptions, 'dataset' | 'template' | 'system' | 'inference' | 'signal'>,
  testCase: LoadedCase,
  trial: number,
  resources: DatasetResources | null,
): { prompt: string; request: ProviderRequest } | string {
  const { dataset, signal } = options;
  let prompt: string;
  try {
    prompt = renderTemplate(options.template, templateVars(dataset, testCase, resources?.templateVars));
  } catch (error) {
    return (error as Error).message;
  }
  // Optional fields assigned, in this order, not spread in: a spread of a
  // literal made and copied an object apiece, for every call of a run.
  const request: ProviderRequest = { prompt, caseId: testCase.id, trial, caseData: testCase.data };
  if (options.system) request.system = options.system;
  if (options.inference) request.inference = options.inference;
  // A dataset that declares tools offers them to a plain model too: its
  // toolUse blocks become the reply's tool calls, which is-valid-tools-call
  // and tool-call-f1 check (nothing runs them).
  if (dataset.tools?.length) request.tools = dataset.tools;
  if (dataset.meta.guardrail) request.guardrail = dataset.meta.guardrail;
  if (signal) request.signal = signal;
  return { prompt, request };
}

/** The model answers the case's rendered prompt; the kind scores the reply when it has its own scorer. A failure is the message. */
function runPromptTask(
  scorer: PromptScorer,
  task: Task,
  options: RunOptions,
  resources: DatasetResources | null,
): Attempt | string | Promise<Attempt | string> {
  const rendered = promptRequest(options, task.testCase, task.trial, resources);
  if (typeof rendered === 'string') return rendered;
  const { prompt, request } = rendered;
  const provider = task.subject.provider as Provider;
  const scored = (response: ProviderResponse): Attempt | string | Promise<Attempt | string> => {
    if (!scorer.score) return { prompt, response, kindResult: null };
    return (async () => {
      try {
        return {
          prompt,
          response,
          kindResult: await (scorer.score as NonNullable<PromptScorer['score']>)(response, scoreContext(task, options, resources)),
        };
      } catch (error) {
        // A scorer that crashes (a database that went away) makes the case an error, never a pass; the run goes on.
        return describeError(error);
      }
    })();
  };
  // An in-memory model answers at once (answerNow); any other call is awaited.
  let now: ProviderResponse | undefined;
  try {
    now = answerNowOf(provider)?.(request);
  } catch (error) {
    return describeError(error);
  }
  if (now) return scored(now);
  try {
    return provider.call(request).then(scored, (error: unknown) => describeError(error));
  } catch (error) {
    return describeError(error);
  }
}

function describeError(error: unknown): string {
  const e = error as Error & { code?: string };
  return e.code && !e.message.includes(e.code) ? `${e.code}: ${e.message}` : e.message;
}
