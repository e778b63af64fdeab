// A promptfoo config's cell as a subject: the cell's prompt rendered over the
// case's vars as promptfoo renders it (a test's prefix and suffix joined),
// sent as chat turns to a chat model with the provider entry's settings under
// the run's, the reply passed through the test's transform before the checks.
import { type ProviderRequest, type ProviderResponse, samples, chatTurns } from '../../providers/index.js';
import { renderPromptfooPrompt, coerceString, runTransform, scriptLimitOf } from '../../score/index.js';
import { caseOptions, type LoadedCase } from '../../dataset/index.js';
import { describeError, type Cell, type CellSubject, type RunOptions } from '../run-types.js';
import { calledAnswer, hasReusedAnswer, type ReplyTransform } from './model.js';

export function cellSubject(cell: Cell): CellSubject {
  return {
    kind: 'promptfoo-cell',
    label: cell.label,
    cell,
    samples: samples(cell.provider.spec.kind),
    async answer(task, options, resources) {
      const rendered = await cellRequest(cell, options, task.testCase, task.trial);
      if (typeof rendered === 'string') return rendered;
      return calledAnswer(task, options, resources, cell.provider, rendered, transformOf(task.testCase, options));
    },
    async hasReusedAnswer(task, options) {
      const rendered = await cellRequest(cell, options, task.testCase, task.trial);
      return hasReusedAnswer(task, options, cell.provider, () => rendered, transformOf(task.testCase, options) === undefined);
    },
  };
}

/**
 * A promptfoo test's `options.transform` over the reply (JavaScript, in the
 * sandbox), which its assertions then check and the results keep, as promptfoo
 * transforms a provider's output before grading it; undefined for a test
 * without one (then, and only then, may a baseline's answer stand in).
 */
function transformOf(testCase: LoadedCase, options: Pick<RunOptions, 'limits'>): ReplyTransform | undefined {
  const transform = caseOptions(testCase)['transform'];
  if (transform === undefined) return undefined;
  return async (prompt: string, response: ProviderResponse) => {
    if (typeof transform !== 'string') return { response };
    try {
      const value = await runTransform(transform, response.output, { vars: testCase.vars, prompt }, scriptLimitOf(options));
      const transformed = { ...response, output: coerceString(value) };
      return typeof value === 'string' ? { response: transformed } : { response: transformed, value };
    } catch (error) {
      return describeError(error);
    }
  };
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
