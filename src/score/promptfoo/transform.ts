// An assertion's `transform`: JavaScript over `output` and `context` whose
// result the assertion checks instead of the output, as promptfoo's
// transform() (src/util/transform.ts): a single line is an expression whose
// value is returned (getInlineTransformFunction), several lines are a
// function body. It runs in the sandbox inline `javascript` assertions use
// (src/score/sandbox/js.ts: a fresh node:vm context, under the script time limit).
import { DEFAULT_SCRIPT_TIME_LIMIT_MS, describe, jsSyntaxProblem, runJsFunction, type JsFunction } from '../sandbox/js.js';

export class TransformError extends Error {
  override name = 'TransformError';
}

export interface TransformContext {
  vars: Record<string, unknown>;
  /** The prompt the model answered; promptfoo passes it as `{ label }`. */
  prompt: string;
}

const transformFunction = (code: string): JsFunction => ({
  params: ['output', 'context'],
  body: code.includes('\n') ? code : `return ${code}`,
  filename: 'transform',
});

const label = (code: string) => `inline transform: ${code.replace(/\s+/g, ' ').trim().slice(0, 80)}`;

/** Why the transform does not compile, or null: found when the dataset loads. Runs nothing. */
export function transformProblem(code: string): string | null {
  const problem = jsSyntaxProblem(transformFunction(code));
  return problem === null ? null : `does not compile (${problem})`;
}

/** The transform's result; an exception, a result of null or undefined (as in promptfoo), or running past the limit throws. */
export async function runTransform(
  code: string,
  output: unknown,
  context: TransformContext,
  timeLimitMs = DEFAULT_SCRIPT_TIME_LIMIT_MS,
): Promise<unknown> {
  let result: unknown;
  try {
    result = await runJsFunction(transformFunction(code), [output, { vars: context.vars, prompt: { label: context.prompt } }], timeLimitMs);
  } catch (error) {
    throw new TransformError(`Transform failed (${label(code)}): ${describe(error)}`);
  }
  if (result === null || result === undefined) throw new TransformError(`Transform function did not return a value (${label(code)})`);
  return result;
}

/** What a check of text sees of a value: text as it is, anything else as JSON (promptfoo's coerceString). */
export function coerceString(value: unknown): string {
  if (typeof value === 'string') return value;
  // JSON.stringify gives undefined (not text) for these.
  if (value === undefined || typeof value === 'function' || typeof value === 'symbol') return '';
  return JSON.stringify(value);
}
