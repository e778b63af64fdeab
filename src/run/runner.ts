// Runs every case against every model (and trial), then scores each output
// as the dataset's kind says (src/kinds/). A call that fails marks its result
// `error`; the run always goes on.
import type { AssertResult, CaseResult, ModelResult } from '../config/results.js';
import type { Inference } from '../config/schemas.js';
import type { Dataset, LoadedCase } from '../dataset/load.js';
import { kindOf, runsAgents } from '../kinds/index.js';
import type { AgentScorer, PromptScorer, ScoreContext } from '../kinds/types.js';
import { renderTemplate, templateVars, type PromptTemplate } from '../prompt/template.js';
import type { Provider, ProviderRequest, ProviderResponse } from '../providers/types.js';
import { combineModelResults } from '../score/combine.js';
import { caseAssertions, decide, defaultAsserts, namedScoresField, runAssertion, withCaseAsserts } from '../score/evaluate.js';
import type { Judge } from '../score/judge.js';
import type { AssertContext } from '../score/types.js';
import type { Trajectory } from './agent/trajectory.js';
import { createAgentRunner, type AgentRunner } from './agent/index.js';
import { runPool } from './pool.js';
import type { Slots } from './slots.js';

export interface RunProgress {
  done: number;
  total: number;
  errors: number;
}

export interface RunOptions {
  dataset: Dataset;
  providers: Provider[];
  template: PromptTemplate;
  judge: Judge | null;
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
  if (!runsAgents(options.dataset.type)) return options.providers.map((provider) => ({ label: provider.spec.label, provider }));
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

/** Runs the dataset's cases against every subject and trial, scored; one CaseResult per case. */
export async function runCases(options: RunOptions): Promise<CaseResult[]> {
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
  const results = await runPool(tasks, options.concurrency, async (task) => {
    const result = options.slots ? await options.slots.use(() => runTask(task, options, trials > 1)) : await runTask(task, options, trials > 1);
    progress.done++;
    if (result.status === 'error') progress.errors++;
    options.onProgress?.({ ...progress });
    return result;
  });

  const byCase = new Map<string, ModelResult[]>();
  tasks.forEach((task, i) => {
    const list = byCase.get(task.testCase.id) ?? [];
    list.push(results[i] as ModelResult);
    byCase.set(task.testCase.id, list);
  });
  return dataset.cases.map((testCase) => {
    const caseResults = byCase.get(testCase.id) ?? [];
    return {
      id: testCase.id,
      key: testCase.key,
      vars: testCase.vars,
      line: testCase.line,
      tags: testCase.tags,
      ...(testCase.mustPass ? { must_pass: true } : {}),
      description: testCase.description,
      expected: kindOf(dataset.type).expectedSummary(testCase),
      ...combineModelResults(caseResults),
      results: caseResults,
    };
  });
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

async function runTask(task: Task, options: RunOptions, trialed: boolean): Promise<ModelResult> {
  const { dataset, signal } = options;
  if (signal?.aborted) return errorResult(task, 'interrupted before this case ran', trialed);
  const { scorer } = kindOf(dataset.type);
  const attempt = scorer.runs === 'agent' ? await runAgentTask(scorer, task, options) : await runPromptTask(scorer, task, options);
  if (typeof attempt === 'string') return errorResult(task, attempt, trialed);

  // The case's own asserts run on every kind, after the kind's built-in ones;
  // where the kind scored the run itself (agent, RAG), withCaseAsserts combines the two verdicts.
  const { testCase, subject } = task;
  const { prompt, response, trajectory } = attempt;
  const context: AssertContext = {
    dataset,
    testCase,
    prompt,
    response,
    judge: options.judge,
    ...(trajectory ? { trajectory } : {}),
    ...(signal ? { signal } : {}),
  };
  const asserts: AssertResult[] = [];
  for (const assertion of caseAssertions(dataset.type, testCase, defaultAsserts(dataset.meta))) {
    asserts.push(await runAssertion(assertion, response.output, context));
  }
  const trialField = trialed ? { trial: task.trial } : {};
  if (attempt.kindResult) return { ...withCaseAsserts(attempt.kindResult, asserts, testCase.threshold), ...trialField };

  const verdict = decide(asserts, testCase.threshold);
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
    error: verdict.status === 'error' ? verdict.reason : null,
    ...namedScoresField(verdict),
  };
}

function scoreContext(task: Task, options: RunOptions): ScoreContext {
  const { signal } = options;
  return {
    model: task.subject.label,
    testCase: task.testCase,
    thresholds: options.dataset.thresholds,
    judge: options.judge,
    ...(signal ? { signal } : {}),
  };
}

/** The agent runs the case as a task; its final answer is what the case's assertions check. A failure is the message. */
async function runAgentTask(scorer: AgentScorer, task: Task, options: RunOptions): Promise<Attempt | string> {
  const { testCase } = task;
  try {
    const agentTask = scorer.task(testCase, options.dataset.tools, { caseId: testCase.id, ...(options.signal ? { signal: options.signal } : {}) });
    const trajectory = await (task.subject.agent as AgentRunner).run(agentTask);
    const kindResult = await scorer.score(trajectory, scoreContext(task, options));
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

/** The model answers the case's rendered prompt; the kind scores the reply when it has its own scorer. A failure is the message. */
async function runPromptTask(scorer: PromptScorer, task: Task, options: RunOptions): Promise<Attempt | string> {
  const { dataset, signal } = options;
  const { testCase } = task;
  let prompt: string;
  try {
    prompt = renderTemplate(options.template, templateVars(dataset, testCase));
  } catch (error) {
    return (error as Error).message;
  }
  const request: ProviderRequest = {
    prompt,
    caseId: testCase.id,
    caseData: testCase.data,
    ...(options.system ? { system: options.system } : {}),
    ...(options.inference ? { inference: options.inference } : {}),
    // A dataset that declares tools offers them to a plain model too: its
    // toolUse blocks become the reply's tool calls, which is-valid-tools-call
    // and tool-call-f1 check (nothing runs them).
    ...(dataset.tools?.length ? { tools: dataset.tools } : {}),
    ...(dataset.meta.guardrail ? { guardrail: dataset.meta.guardrail } : {}),
    ...(signal ? { signal } : {}),
  };
  let response: ProviderResponse;
  try {
    response = await (task.subject.provider as Provider).call(request);
  } catch (error) {
    return describeError(error);
  }
  const kindResult = scorer.score ? await scorer.score(response, scoreContext(task, options)) : null;
  return { prompt, response, kindResult };
}

function describeError(error: unknown): string {
  const e = error as Error & { code?: string };
  return e.code && !e.message.includes(e.code) ? `${e.code}: ${e.message}` : e.message;
}
