// An assertion's `transform`: JavaScript over `output` and `context` whose
// result the assertion checks instead of the output, as promptfoo's
// transform() (src/util/transform.ts): a single line is an expression whose
// value is returned (getInlineTransformFunction), several lines are a
// function body. It runs in the sandbox inline `javascript` assertions use
// (src/score/sandbox/js.ts: a fresh node:vm context, under the script time limit).
import { DEFAULT_SCRIPT_TIME_LIMIT_MS, describe, jsSyntaxProblem, runJsFunction, type JsFunction } from '../sandbox/js.js';
import { runJsFile } from '../sandbox/js-file.js';
import { runPython } from '../sandbox/python.js';
import { parseScriptRef, resolveScript } from '../sandbox/script-path.js';

export class TransformError extends Error {
  override name = 'TransformError';
}

export interface TransformContext {
  vars: Record<string, unknown>;
  /** The prompt the model answered; promptfoo passes it as `{ label }`. */
  prompt: string;
  /** The folder a `file://` transform is found from (the config's); without it only inline code runs. */
  dir?: string | undefined;
}

const transformFunction = (code: string, input = 'output'): JsFunction => ({
  params: [input, 'context'],
  body: code.includes('\n') ? code : `return ${code}`,
  filename: 'transform',
});

const label = (code: string) => `inline transform: ${code.replace(/\s+/g, ' ').trim().slice(0, 80)}`;

/** Why the transform does not compile, or null: found when the dataset loads. Runs nothing. */
export function transformProblem(code: string, input = 'output'): string | null {
  if (parseScriptRef(code)) return null;
  const problem = jsSyntaxProblem(transformFunction(code, input));
  return problem === null ? null : `does not compile (${problem})`;
}

/** The transform's result; an exception, a result of null or undefined (as in promptfoo), or running past the limit throws. */
export async function runTransform(
  code: string,
  output: unknown,
  context: TransformContext,
  timeLimitMs = DEFAULT_SCRIPT_TIME_LIMIT_MS,
): Promise<unknown> {
  return transformed(code, output, { vars: context.vars, prompt: { label: context.prompt } }, context.dir, timeLimitMs, 'output');
}

/**
 * A test's `transformVars` over its vars, as promptfoo's applyInputTransform
 * runs it (inline code sees `vars` and `context`): the vars with what it
 * returns laid over them. A result that is not an object throws.
 */
export async function runVarsTransform(
  code: string,
  vars: Record<string, unknown>,
  dir: string | undefined,
  timeLimitMs = DEFAULT_SCRIPT_TIME_LIMIT_MS,
): Promise<Record<string, unknown>> {
  const result = await transformed(code, vars, { prompt: {}, uuid: crypto.randomUUID() }, dir, timeLimitMs, 'vars');
  if (typeof result !== 'object') throw new TransformError(`Transform function did not return a valid object (${label(code)})`);
  return { ...vars, ...(result as Record<string, unknown>) };
}

/** Inline code in the sandbox's node:vm context, or a `file://` script (JavaScript or TypeScript on a worker, Python's `get_transform`). */
async function transformed(
  code: string,
  input: unknown,
  context: object,
  dir: string | undefined,
  timeLimitMs: number,
  inputName: string,
): Promise<unknown> {
  let result: unknown;
  try {
    const ref = parseScriptRef(code);
    result = ref
      ? await fileTransform(code, ref, [input, context], dir, timeLimitMs)
      : await runJsFunction(transformFunction(code, inputName), [input, context], timeLimitMs);
  } catch (error) {
    if (error instanceof TransformError) throw error;
    throw new TransformError(`Transform failed (${label(code)}): ${describe(error)}`);
  }
  if (result === null || result === undefined) throw new TransformError(`Transform function did not return a value (${label(code)})`);
  return result;
}

async function fileTransform(
  code: string,
  ref: NonNullable<ReturnType<typeof parseScriptRef>>,
  args: unknown[],
  dir: string | undefined,
  timeLimitMs: number,
): Promise<unknown> {
  if (dir === undefined) throw new TransformError(`${code}: a file transform is read from a promptfoo config's folder`);
  const script = resolveScript(ref, dir);
  if ('problem' in script) throw new TransformError(`Transform failed: ${script.problem}`);
  if (script.language === 'python')
    return runPython({ code: { file: script.file }, method: script.functionName ?? 'get_transform', args, cwd: dir }, timeLimitMs);
  if (script.language !== 'javascript') throw new TransformError(`Unsupported transform file format: ${code}`);
  const named = script.functionName ? { functionName: script.functionName } : {};
  return runJsFile({ file: script.file, ...named, root: script.root, args }, timeLimitMs);
}

/** What a check of text sees of a value: text as it is, anything else as JSON (promptfoo's coerceString). */
export function coerceString(value: unknown): string {
  if (typeof value === 'string') return value;
  // JSON.stringify gives undefined (not text) for these.
  if (value === undefined || typeof value === 'function' || typeof value === 'symbol') return '';
  return JSON.stringify(value);
}
