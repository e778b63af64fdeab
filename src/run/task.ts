// One task: a model (or an agent) answers one case, one trial; the case's
// checks (src/run/case-checks.ts) run on the answer; the verdict is the
// task's result. A call that fails makes the result an `error` with the
// failure's text.
import { type Assertion, type AssertResult, type ModelResult, changedResult, modelResult, NO_CALL, scriptScorers } from '../config/index.js';
import type { AgentScorer, DatasetResources, PromptScorer, ScoreContext } from '../kinds/index.js';
import { renderTemplate, templateVars } from '../prompt/index.js';
import { type Provider, type ProviderRequest, type ProviderResponse, chatTurns } from '../providers/index.js';
import {
  caseAssertions,
  decide,
  defaultAsserts,
  namedScoresField,
  runAssertion,
  withCaseAsserts,
  isComparison,
  renderPromptfooPrompt,
  coerceString,
  runTransform,
  scriptLimitOf,
} from '../score/index.js';
import type { AgentRunner } from '../agents/index.js';
import { assertContext, scriptRows } from './case-checks.js';
import { describeError, type Attempt, type Cell, type Opened, type RunOptions, type Scored, type Task } from './run-types.js';
import { caseOptions, type LoadedCase } from '../dataset/index.js';
import { replayableRequest, requestFingerprint, reusedAnswer, type AnswerLookup, type AnswerReuse } from './answer-reuse.js';

/** One task: the model's answer, then the case's checks on it, decided. */
export async function runTask(task: Task, options: RunOptions, opened: Opened, trialed: boolean): Promise<Scored> {
  const { scorer } = options.dataset.kind;
  if (options.signal?.aborted) return failedTask(task, options, trialed, 'interrupted before this case ran');
  if (opened.failure !== null) {
    return failedTask(task, options, trialed, `the dataset could not be set up, so no model was called: ${opened.failure}`);
  }
  const resources = opened.resources;
  const attempt =
    scorer.runs === 'agent' ? await runAgentTask(scorer, task, options, resources) : await runPromptTask(scorer, task, options, resources);
  if (typeof attempt === 'string') return failedTask(task, options, trialed, attempt);
  // The case's own assertions on the answer, in turn, after the kind's built-in ones; where the kind scored the run
  // itself (agent, RAG), withCaseAsserts combines the two verdicts. They are awaited here, by index, not in a
  // function of their own nor through an iterator: each was an object per task kept across the awaits, and at
  // 100,000 replayed cases a tenth of the run phase.
  const { dataset } = options;
  const context = assertContext(task, attempt, options);
  const assertions = caseAssertions(dataset.kind, task.testCase, defaultAsserts(dataset.meta));
  const asserts: AssertResult[] = [];
  for (let i = 0; i < assertions.length; i++) {
    const assertion = assertions[i] as Assertion;
    if (!isComparison(assertion.type)) asserts.push(await runAssertion(assertion, attempt.response.output, context));
  }
  // Script scorers read the whole run, these rows included; theirs join the case's.
  const scripts = scriptScorers(dataset.meta.scorers);
  const rows = scripts.length === 0 ? asserts : await scriptRows(task, attempt, options, resources, asserts, scripts);
  return {
    result: decideTask(task, attempt, rows, trialed),
    trial: task.trial,
    prompt: attempt.prompt,
    caseRows: rows,
    kindScored: kindScores(options),
  };
}

/** The kind scores its runs itself (agent, RAG): the comparisons across runs leave its score as it is. */
function kindScores(options: RunOptions): boolean {
  const { scorer } = options.dataset.kind;
  return scorer.runs === 'agent' || scorer.score !== null;
}

/** A task that made no call: an error result with the reason (a dataset that could not be set up, a run stopped early). */
export function failedTask(task: Task, options: RunOptions, trialed: boolean, message: string): Scored {
  return { result: errorResult(task, message, trialed), trial: task.trial, prompt: null, caseRows: [], kindScored: kindScores(options) };
}

function errorResult(task: Task, message: string, trialed: boolean): ModelResult {
  return modelResult(task.subject.label, NO_CALL, 'error', 0, [], message, trialed ? { trial: task.trial } : undefined);
}

function decideTask(task: Task, attempt: Attempt, asserts: AssertResult[], trialed: boolean): ModelResult {
  const { testCase, subject } = task;
  const { response, reuse } = attempt;
  if (attempt.kindResult) {
    const combined = withCaseAsserts(attempt.kindResult, asserts, testCase.threshold);
    return trialed || reuse ? changedResult(combined, { ...(trialed ? { trial: task.trial } : {}), ...reuseFields(reuse) }) : combined;
  }
  const verdict = decide(asserts, testCase.threshold);
  const error = verdict.status === 'error' ? verdict.reason : null;
  // Extras only where a result has any: most have none, and the builder's common result is one literal.
  const named = Object.keys(verdict.namedScores).length > 0;
  const extras =
    trialed || named || reuse ? { ...(trialed ? { trial: task.trial } : {}), ...namedScoresField(verdict), ...reuseFields(reuse) } : undefined;
  return modelResult(subject.label, response, verdict.status, verdict.score, asserts, error, extras);
}

/** The request's fingerprint, and whether the answer was the baseline's. */
function reuseFields(reuse: Attempt['reuse']): Pick<ModelResult, 'request' | 'reused'> {
  if (!reuse) return {};
  return reuse.reused ? { request: reuse.request, reused: true } : { request: reuse.request };
}

function scoreContext(task: Task, options: RunOptions, resources: DatasetResources | null): ScoreContext {
  const { signal, limits } = options;
  return {
    ...(resources ? { resources } : {}),
    model: task.subject.label,
    testCase: task.testCase,
    thresholds: options.dataset.thresholds,
    judge: options.judge,
    ...(signal ? { signal } : {}),
    ...(limits ? { limits } : {}),
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

/**
 * A promptfoo test's `options.transform` over the reply (JavaScript, in the
 * sandbox), which its assertions then check and the results keep, as promptfoo
 * transforms a provider's output before grading it.
 */
async function transformedReply(
  testCase: LoadedCase,
  prompt: string,
  response: ProviderResponse,
  timeLimitMs: number,
): Promise<{ response: ProviderResponse; value?: unknown } | string> {
  const transform = caseOptions(testCase)['transform'];
  if (typeof transform !== 'string') return { response };
  try {
    const value = await runTransform(transform, response.output, { vars: testCase.vars, prompt }, timeLimitMs);
    const transformed = { ...response, output: coerceString(value) };
    return typeof value === 'string' ? { response: transformed } : { response: transformed, value };
  } catch (error) {
    return describeError(error);
  }
}

/**
 * The request of a promptfoo config's cell: its prompt rendered over the
 * case's vars as promptfoo renders it, sent as chat turns to a chat model;
 * the run's own settings (--system, --temperature...) over the provider's.
 */
async function cellRequest(
  cell: Cell,
  options: Pick<RunOptions, 'system' | 'inference' | 'signal' | 'limits'>,
  testCase: LoadedCase,
  trial: number,
): Promise<{ prompt: string; request: ProviderRequest } | string> {
  let prompt: string;
  try {
    // A test's options.prefix and suffix join the prompt before it is rendered, as promptfoo joins them.
    const options = caseOptions(testCase);
    const raw = `${typeof options['prefix'] === 'string' ? options['prefix'] : ''}${cell.prompt.raw}${typeof options['suffix'] === 'string' ? options['suffix'] : ''}`;
    prompt = await renderPromptfooPrompt(raw, testCase.vars, scriptLimitOf(options));
  } catch (error) {
    return `the prompt ${cell.prompt.source} could not be rendered: ${describeError(error)}`;
  }
  const request: ProviderRequest = { prompt, caseId: testCase.id, trial, caseData: testCase.data };
  if (cell.chat) {
    const turns = chatTurns(prompt);
    request.messages = turns.messages;
    if (turns.system !== undefined) request.system = turns.system;
  }
  if (options.system) request.system = options.system;
  const inference = { ...cell.inference, ...options.inference };
  if (Object.keys(inference).length > 0) request.inference = inference;
  if (options.signal) request.signal = options.signal;
  return { prompt, request };
}

/** The model answers the case's rendered prompt; the kind scores the reply when it has its own scorer. A failure is the message. */
async function runPromptTask(scorer: PromptScorer, task: Task, options: RunOptions, resources: DatasetResources | null): Promise<Attempt | string> {
  const rendered = await taskRequest(task, options, resources);
  if (typeof rendered === 'string') return rendered;
  const { prompt, request } = rendered;
  const provider = task.subject.provider as Provider;
  // Only a model that answers by the request alone gets a fingerprint: no other answer can ever be reused.
  const reuse = options.reuse?.reusable(provider.spec) ? reuseFor(task, options.reuse, provider, request, options.trials ?? 1) : null;
  let response: ProviderResponse;
  try {
    response = reuse?.answer ?? (await provider.call(request));
  } catch (error) {
    return describeError(error);
  }
  let outputValue: unknown;
  if (task.subject.cell) {
    const transformed = await transformedReply(task.testCase, prompt, response, scriptLimitOf(options));
    if (typeof transformed === 'string') return transformed;
    response = transformed.response;
    outputValue = transformed.value;
  }
  if (!scorer.score) {
    const attempt: Attempt = outputValue === undefined ? { prompt, response, kindResult: null } : { prompt, response, kindResult: null, outputValue };
    if (reuse) attempt.reuse = { request: reuse.fingerprint, reused: reuse.answer !== null };
    return attempt;
  }
  try {
    const kindResult = await scorer.score(response, scoreContext(task, options, resources));
    return reuse
      ? { prompt, response, kindResult, reuse: { request: reuse.fingerprint, reused: reuse.answer !== null } }
      : { prompt, response, kindResult };
  } catch (error) {
    // A scorer that crashes (a database that went away) makes the case an error, never a pass; the run goes on.
    return describeError(error);
  }
}

/** The request a prompt task sends (a config's cell renders its own), with its prompt; a template that cannot be rendered is the message. */
export async function taskRequest(
  task: Task,
  options: RunOptions,
  resources: DatasetResources | null,
): Promise<{ prompt: string; request: ProviderRequest } | string> {
  return task.subject.cell
    ? await cellRequest(task.subject.cell, options, task.testCase, task.trial)
    : promptRequest(options, task.testCase, task.trial, resources);
}

/**
 * The request's fingerprint, and the baseline's answer to it when one may stand
 * in for the call (the caller checked the model answers by the request alone): the reply needs
 * nothing a results file does not keep (tool calls, a guardrail's verdict), and
 * no promptfoo transform rewrote the recorded output.
 */
export function reuseFor(
  task: Task,
  reuse: AnswerReuse,
  provider: Provider,
  request: ProviderRequest,
  trials: number,
): { fingerprint: string; answer: ProviderResponse | null } {
  const fingerprint = requestFingerprint(provider.spec.label, request);
  const mayReuse =
    reuse.answers !== null && replayableRequest(request) && !(task.subject.cell && caseOptions(task.testCase)['transform'] !== undefined);
  return { fingerprint, answer: mayReuse ? reusedAnswer(reuse.answers as AnswerLookup, fingerprint, task.trial, trials) : null };
}
