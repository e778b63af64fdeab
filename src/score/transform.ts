// Inline JavaScript written in a dataset: an assertion's `transform`, and any
// other inline code that follows promptfoo's convention (getInlineTransformFunction
// in promptfoo's src/util/transform.ts): the code is a function body over named
// parameters, and a single line is an expression whose value is returned.
//
// It runs in a fresh node:vm context with a time limit, so an endless loop
// becomes an error instead of a hung run. The parameters enter as JSON copies
// made inside that context, so the code reaches none of the runner's objects;
// node:vm is still no security boundary: a dataset's code is trusted as the
// workflow that runs it is.
import vm from 'node:vm';

export const INLINE_CODE_TIME_LIMIT_MS = 1000;

export class InlineCodeError extends Error {
  override name = 'InlineCodeError';
}

/**
 * Runs `code` as the body of a function of `params` (names in order) and
 * returns what it returns, awaited. Throws InlineCodeError when the code does
 * not compile, throws, or runs past the time limit.
 */
export async function runInlineCode(code: string, params: Record<string, unknown>, timeLimitMs = INLINE_CODE_TIME_LIMIT_MS): Promise<unknown> {
  const names = Object.keys(params);
  const body = code.includes('\n') ? code : `return ${code}`;
  const sandbox = vm.createContext({ __params: JSON.stringify(names.map((n) => params[n] ?? null)) });
  const source = `(function (${names.join(', ')}) {\n${body}\n}).apply(undefined, JSON.parse(__params))`;
  try {
    const result: unknown = await vm.runInContext(source, sandbox, { timeout: timeLimitMs });
    return result;
  } catch (error) {
    throw new InlineCodeError(messageOf(error));
  }
}

export interface TransformContext {
  vars: Record<string, unknown>;
  /** The prompt the model answered; promptfoo passes it as `{ label }`. */
  prompt: string;
}

/**
 * An assertion's `transform` over the output, as promptfoo's transform()
 * (src/util/transform.ts) with `output` and `context`: a result of null or
 * undefined is an error there too.
 */
export async function runTransform(code: string, output: string, context: TransformContext): Promise<unknown> {
  const label = `inline transform: ${code.replace(/\s+/g, ' ').trim().slice(0, 80)}`;
  let result: unknown;
  try {
    result = await runInlineCode(code, { output, context: { vars: context.vars, prompt: { label: context.prompt } } });
  } catch (error) {
    throw new InlineCodeError(`Transform failed (${label}): ${(error as Error).message}`);
  }
  if (result === null || result === undefined) throw new InlineCodeError(`Transform function did not return a value (${label})`);
  return result;
}

/** What a check of text sees of a value: text as it is, anything else as JSON (promptfoo's coerceString). */
export function coerceString(value: unknown): string {
  if (typeof value === 'string') return value;
  // JSON.stringify gives undefined (not text) for these.
  if (value === undefined || typeof value === 'function' || typeof value === 'symbol') return '';
  return JSON.stringify(value);
}

// Errors thrown inside the context come from its own realm: not `instanceof Error` here.
function messageOf(error: unknown): string {
  if (typeof error === 'object' && error !== null && 'message' in error) return String(error.message);
  return String(error);
}
