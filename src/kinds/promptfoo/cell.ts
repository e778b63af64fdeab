// A promptfoo config's cell (one of its prompts on one model) as the run's
// cell subject calls it: the prompt rendered over the case's vars as promptfoo
// renders it (a test's prefix and suffix joined), sent as chat turns to a chat
// model with the provider entry's settings under the run's; the reply passed
// through the test's transform before the checks.
import { describeError } from '../../base/index.js';
import type { Inference } from '../../config/index.js';
import { caseOptions, type LoadedCase } from '../../dataset/index.js';
import { chatTurns, type Provider, type ProviderRequest, type ProviderResponse } from '../../providers/index.js';
import { renderPromptfooPrompt, scriptLimitOf, coerceString, runTransform, runVarsTransform } from '../../score/index.js';
import type { Cell, CellRunSettings, RenderedRequest, ReplyTransform } from '../types.js';

/** What a cell is made of: its label, its model, its prompt, the provider entry's settings. */
export interface CellParts {
  label: string;
  provider: Provider;
  /** The prompt, a nunjucks template over the case's vars (promptfoo's renderPrompt). */
  prompt: { raw: string; source: string };
  /** The provider entry's own settings; the run's override them. */
  inference: Inference;
  /** The rendered prompt goes as chat turns (a Bedrock model), not as one text (echo). */
  chat: boolean;
  /**
   * The outputs tests keep for later ones (`options.storeOutputAs`), shared by
   * the run's cells: promptfoo's registers. A config that stores any runs one
   * call at a time, in promptfoo's order (OwnSubjects.sequential).
   */
  registers: Record<string, unknown>;
  /** The config's folder: its `file://` transforms are found from it. */
  dir: string;
  /** The config's nunjucksFilters (name to module), offered to the prompt and its vars as promptfoo's renderPrompt does. */
  filters: Record<string, string>;
}

export function promptfooCell(parts: CellParts): Cell {
  return {
    label: parts.label,
    provider: parts.provider,
    request: (testCase, trial, run) => cellRequest(parts, run, testCase, trial),
    transform: (testCase, run, vars) => transformOf(testCase, run, vars ?? testCase.vars, parts),
  };
}

/**
 * The request of a cell: its prompt rendered over the case's vars as promptfoo
 * renders it, sent as chat turns to a chat model; the run's own settings
 * (--system, --temperature...) over the provider's.
 */
async function cellRequest(cell: CellParts, run: CellRunSettings, testCase: LoadedCase, trial: number): Promise<RenderedRequest | string> {
  let prompt: string;
  // The test's transformVars first (promptfoo runs it as tests are prepared), then earlier tests' stored outputs over them.
  const { transformVars } = caseOptions(testCase);
  let vars = testCase.vars;
  if (typeof transformVars === 'string') {
    try {
      vars = await runVarsTransform(transformVars, vars, cell.dir, scriptLimitOf(run));
    } catch (error) {
      return `the test's transformVars failed: ${describeError(error)}`;
    }
  }
  const stored = Object.keys(cell.registers).length > 0;
  if (stored) vars = { ...vars, ...cell.registers };
  try {
    // A test's options.prefix and suffix join the prompt before it is rendered, as promptfoo joins them.
    const { prefix, suffix } = caseOptions(testCase);
    const raw = `${typeof prefix === 'string' ? prefix : ''}${cell.prompt.raw}${typeof suffix === 'string' ? suffix : ''}`;
    // Within the run's script time limit (the case's options have none).
    prompt = await renderPromptfooPrompt(raw, vars, scriptLimitOf(run), { files: cell.filters, dir: cell.dir });
  } catch (error) {
    return `the prompt ${cell.prompt.source} could not be rendered: ${describeError(error)}`;
  }
  const request: ProviderRequest = { prompt, caseId: testCase.id, trial, caseData: testCase.data };
  if (cell.chat) {
    const turns = chatTurns(prompt);
    request.messages = turns.messages;
    if (turns.system !== undefined) request.system = turns.system;
  }
  if (run.system) request.system = run.system;
  const inference = { ...cell.inference, ...run.inference };
  if (Object.keys(inference).length > 0) request.inference = inference;
  if (run.signal) request.signal = run.signal;
  return vars === testCase.vars ? { prompt, request } : { prompt, request, vars };
}

/**
 * A promptfoo test's `options.transform` over the reply (JavaScript, in the
 * sandbox), which its assertions then check and the results keep, as promptfoo
 * transforms a provider's output before grading it; undefined for a test
 * without one.
 */
function transformOf(
  testCase: LoadedCase,
  run: Pick<CellRunSettings, 'limits'>,
  vars: Record<string, unknown>,
  { registers, dir }: Pick<CellParts, 'registers' | 'dir'>,
): ReplyTransform | undefined {
  const options = caseOptions(testCase);
  const transform = options['transform'];
  const storeAs = options['storeOutputAs'];
  if (transform === undefined && typeof storeAs !== 'string') return undefined;
  return async (prompt: string, response: ProviderResponse) => {
    let transformed: { response: ProviderResponse; value?: unknown } = { response };
    if (typeof transform === 'string') {
      try {
        const value = await runTransform(transform, response.output, { vars, prompt, dir }, scriptLimitOf(run));
        const output = { ...response, output: coerceString(value) };
        transformed = typeof value === 'string' ? { response: output } : { response: output, value };
      } catch (error) {
        return describeError(error);
      }
    }
    // The output as the test's transform left it becomes a var of the tests after (promptfoo keeps a non-empty one).
    const kept = 'value' in transformed ? transformed.value : transformed.response.output;
    if (typeof storeAs === 'string' && storeAs !== '' && kept) registers[storeAs] = kept;
    return transformed;
  };
}
