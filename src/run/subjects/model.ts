// A model subject: the dataset's prompt rendered over the case, sent to the
// model (or the baseline's answer to the same request, under answer reuse),
// the reply scored by the kind when the kind has a scorer of its own.
import type { DatasetResources, RenderedRequest, ReplyTransform } from '../../kinds/index.js';
import { renderTemplate, templateVars } from '../../prompt/index.js';
import { type Provider, type ProviderRequest, type ProviderResponse, samples } from '../../providers/index.js';
import type { LoadedCase } from '../../dataset/index.js';
import { replayableRequest, requestFingerprint, reusedAnswer, type AnswerLookup, type AnswerReuse } from '../answer-reuse.js';
import { scoreContext } from '../case-checks.js';
import { describeError, type Attempt, type ModelSubject, type RunOptions, type Task } from '../run-types.js';

export function modelSubject(provider: Provider): ModelSubject {
  return {
    kind: 'model',
    label: provider.spec.label,
    provider,
    samples: samples(provider.spec.kind),
    answer: (task, options, resources) => {
      const rendered = promptRequest(options, task.testCase, task.trial, resources);
      return typeof rendered === 'string' ? Promise.resolve(rendered) : calledAnswer(task, options, resources, provider, rendered);
    },
    hasReusedAnswer: (task, options, resources) =>
      Promise.resolve(hasReusedAnswer(task, options, provider, () => promptRequest(options, task.testCase, task.trial, resources))),
  };
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
): RenderedRequest | string {
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
 * The model's answer to a rendered request (a model subject's, a promptfoo
 * cell's): the call, or the baseline's answer to the same request; the reply
 * transformed when the subject says so; the kind's verdict when it scores
 * replies itself. A failure is the message.
 */
export async function calledAnswer(
  task: Task,
  options: RunOptions,
  resources: DatasetResources | null,
  provider: Provider,
  { prompt, request }: RenderedRequest,
  transform?: ReplyTransform,
): Promise<Attempt | string> {
  const { scorer } = options.dataset.kind;
  // Only a model that answers by the request alone gets a fingerprint: no other answer can ever be reused.
  const reuse = options.reuse?.reusable(provider.spec) ? reuseFor(task, options.reuse, provider, request, options.trials ?? 1, !transform) : null;
  let response: ProviderResponse;
  try {
    response = reuse?.answer ?? (await provider.call(request));
  } catch (error) {
    return describeError(error);
  }
  let outputValue: unknown;
  if (transform) {
    const transformed = await transform(prompt, response);
    if (typeof transformed === 'string') return transformed;
    response = transformed.response;
    outputValue = transformed.value;
  }
  const score = scorer.runs === 'prompt' ? scorer.score : null;
  if (!score) {
    const attempt: Attempt = outputValue === undefined ? { prompt, response, kindResult: null } : { prompt, response, kindResult: null, outputValue };
    if (reuse) attempt.reuse = { request: reuse.fingerprint, reused: reuse.answer !== null };
    return attempt;
  }
  try {
    const kindResult = await score(response, scoreContext(task, options, resources));
    return reuse
      ? { prompt, response, kindResult, reuse: { request: reuse.fingerprint, reused: reuse.answer !== null } }
      : { prompt, response, kindResult };
  } catch (error) {
    // A scorer that crashes (a database that went away) makes the case an error, never a pass; the run goes on.
    return describeError(error);
  }
}

/** Whether the baseline holds the answer to this task's request (the model answers by the request alone, and the request renders). */
export function hasReusedAnswer(
  task: Task,
  options: RunOptions,
  provider: Provider,
  rendered: () => RenderedRequest | string,
  mayReuse = true,
): boolean {
  const reuse = options.reuse;
  if (!reuse?.reusable(provider.spec)) return false;
  const request = rendered();
  return typeof request !== 'string' && reuseFor(task, reuse, provider, request.request, options.trials ?? 1, mayReuse).answer !== null;
}

/**
 * The request's fingerprint, and the baseline's answer to it when one may stand
 * in for the call (the caller checked the model answers by the request alone): the reply needs
 * nothing a results file does not keep (tool calls, a guardrail's verdict), and
 * nothing (a promptfoo transform: `mayReuse` false) rewrote the recorded output.
 */
function reuseFor(
  task: Task,
  reuse: AnswerReuse,
  provider: Provider,
  request: ProviderRequest,
  trials: number,
  mayReuse: boolean,
): { fingerprint: string; answer: ProviderResponse | null } {
  const fingerprint = requestFingerprint(provider.spec.label, request);
  const answered = mayReuse && reuse.answers !== null && replayableRequest(request);
  return { fingerprint, answer: answered ? reusedAnswer(reuse.answers as AnswerLookup, fingerprint, task.trial, trials) : null };
}
