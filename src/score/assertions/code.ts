// javascript and python: the dataset's own code decides, as in promptfoo
// 0.121.20 (src/assertions/javascript.ts, python.ts,
// scriptResultNormalization.ts). The value is inline code or a
// `file://script:function` reference; the file's extension picks the runner
// (.js/.cjs/.mjs on a worker thread, .py in python3), the assertion's type
// picks how its result is read. Results may be a boolean, a number (passing
// above 0, or at `threshold`), or a GradingResult {pass, score, reason}.
//
// Verdicts follow promptfoo, `not-` included: a negated number or
// GradingResult keeps its score, and a script that throws fails whether
// negated or not. Where promptfoo's own handler reports a test error (a file
// script that throws or cannot be loaded) the row is an error. What promptfoo
// has no counterpart for is an error too, never a verdict: a script past the
// time limit (SUPEREVAL_SCRIPT_TIME_LIMIT_MS), a missing python3.
import type { Assertion } from '../../config/index.js';
import { templateVars } from '../../prompt/index.js';
import { jsSyntaxProblem, runJsFunction, ScriptNotFinishedError, describe } from '../sandbox/js.js';
import { runJsFile, ScriptError } from '../sandbox/js-file.js';
import { runPython, PythonUnavailableError } from '../sandbox/python.js';
import { InterpreterUnavailableError } from '../sandbox/interpreter.js';
import { runRuby } from '../sandbox/ruby.js';
import { parseScriptRef, resolveScript, type ResolvedScript } from '../sandbox/script-path.js';
import type { AssertContext, AssertionFamily, AssertionHandler, AssertOutcome, DatasetCodeOf, FilesOf, ValueCheck } from '../types.js';
import { scriptLimitOf } from '../sandbox/time-limit.js';
import { AssertionConfigError } from '../types.js';

const NEGATION = 'not-';

/** promptfoo's isGradingResult (src/types/index.ts): the fields a script's object must have. */
interface GradingResult {
  pass: boolean;
  score: number;
  reason: string;
  [key: string]: unknown;
}

export function isGradingResult(value: unknown): value is GradingResult {
  if (typeof value !== 'object' || value === null) return false;
  const r = value as Record<string, unknown>;
  const optional = (key: string, type: string) => r[key] === undefined || typeof r[key] === type;
  return (
    typeof r['pass'] === 'boolean' &&
    typeof r['score'] === 'number' &&
    typeof r['reason'] === 'string' &&
    optional('namedScores', 'object') &&
    optional('namedScoreWeights', 'object') &&
    optional('tokensUsed', 'object') &&
    (r['componentResults'] === undefined || Array.isArray(r['componentResults'])) &&
    (r['assertion'] === undefined || r['assertion'] === null || typeof r['assertion'] === 'object') &&
    optional('comment', 'string')
  );
}

/** promptfoo's test vars: what the case's prompt sees, as assertion values are rendered over (evaluate.ts). */
export function promptfooVars(context: AssertContext): Record<string, unknown> {
  return { ...context.testCase.vars, ...templateVars(context.dataset, context.testCase) };
}

/** What promptfoo hands a script as `context` (src/assertions/index.ts, runAssertion). */
export function scriptContext(assertion: Assertion, context: AssertContext): Record<string, unknown> {
  const { testCase, response } = context;
  const vars = promptfooVars(context);
  return {
    prompt: context.prompt,
    vars,
    test: {
      vars,
      assert: testCase.assert,
      ...(testCase.description ? { description: testCase.description } : {}),
      ...(testCase.threshold !== null ? { threshold: testCase.threshold } : {}),
    },
    // No Bedrock model gives log probabilities.
    logProbs: undefined,
    // The model's reply as it came, whatever the assertion's transform made of `output`.
    providerResponse: {
      output: response.output,
      ...(response.latency_ms !== null ? { latencyMs: response.latency_ms } : {}),
      ...(response.cost_usd !== null ? { cost: response.cost_usd } : {}),
      ...(response.stop_reason ? { finishReason: response.stop_reason } : {}),
      ...(response.usage
        ? {
            tokenUsage: {
              prompt: response.usage.input_tokens,
              completion: response.usage.output_tokens,
              total: response.usage.input_tokens + response.usage.output_tokens,
            },
          }
        : {}),
    },
    ...(assertion['config'] !== undefined ? { config: structuredClone(assertion['config']) } : {}),
  };
}

/** The single-line rule of promptfoo's buildFunctionBody: `return` before the expression, or before the last statement after declarations. */
export function inlineFunctionBody(code: string): string {
  const trimmedEnd = code.trimEnd();
  if (trimmedEnd.includes('\n')) return trimmedEnd;
  const trimmed = trimmedEnd.trim().replace(/;+\s*$/, '');
  if (/^(const|let|var)\s/.test(trimmed)) {
    const last = lastStatementSemicolon(trimmed);
    if (last !== -1) {
      const expression = trimmed.slice(last + 1).trim();
      if (expression) return `${trimmed.slice(0, last + 1)} return ${expression}`;
    }
    return trimmed;
  }
  return `return ${trimmed}`;
}

/** promptfoo's findLastStatementSemicolon: the last `;` outside quotes and template literals. */
function lastStatementSemicolon(code: string): number {
  let quote: string | null = null;
  let last = -1;
  for (let i = 0; i < code.length; i++) {
    const char = code[i] as string;
    let escapes = 0;
    for (let j = i - 1; j >= 0 && code[j] === '\\'; j--) escapes++;
    if (escapes % 2 === 0 && (char === "'" || char === '"' || char === '`')) {
      if (quote === null) quote = char;
      else if (quote === char) quote = null;
    }
    if (char === ';' && quote === null) last = i;
  }
  return last;
}

/** The body of an inline script's `main`: several lines indented as their first indented line (else `indent`), one line returned. */
function inlineBody(code: string, indent: string): string {
  if (!code.includes('\n')) return `${indent}return ${code}`;
  const lines = /^(?!\s*$)\s+/m.exec(code)?.[0] ?? indent;
  return code
    .split('\n')
    .map((line) => `${lines}${line}`)
    .join('\n');
}

/** promptfoo's buildPythonScript: inline code as the body of `main(output, context)`. */
export function inlinePythonSource(code: string): string {
  return `import json\n\ndef main(output, context):\n${inlineBody(code, '    ')}\n`;
}

/** promptfoo's buildRubyScript: inline code as the body of `main(output, context)`. */
export function inlineRubySource(code: string): string {
  return `require 'json'\n\ndef main(output, context)\n${inlineBody(code, '  ')}\nend\n`;
}

// --- reading a script's result -------------------------------------------------

interface Labels {
  code: string;
  language: string;
}
const JS: Labels = { code: 'Custom function', language: 'JavaScript' };
const PY: Labels = { code: 'Python code', language: 'Python' };
const RB: Labels = { code: 'Ruby code', language: 'Ruby' };

/** A verdict with negation applied here, by promptfoo's rules. */
const decided = (pass: boolean, score: number, reason: string): AssertOutcome => ({ pass, score, reason, negated: true });

/** promptfoo's normalizeScriptAssertionResult. */
function normalized(assertion: Assertion, result: boolean | number | GradingResult, inverse: boolean, labels: Labels, suffix: string): AssertOutcome {
  const failure = (rawPass: boolean) => `${labels.code} returned ${rawPass ? 'true' : 'false'}${suffix ? `\n${suffix}` : ''}`;
  if (typeof result === 'boolean') {
    const pass = result !== inverse;
    return decided(pass, pass ? 1 : 0, pass ? 'Assertion passed' : failure(result));
  }
  if (typeof result === 'number') {
    const rawPass = assertion.threshold === undefined ? result > 0 : result >= assertion.threshold;
    const pass = rawPass !== inverse;
    return decided(pass, result, pass ? 'Assertion passed' : failure(rawPass));
  }
  const pass = result.pass !== inverse;
  const reason = pass === result.pass ? result.reason : pass ? 'Assertion passed' : `${labels.code} returned ${result.pass ? 'true' : 'false'}`;
  return decided(pass, result.score, reason);
}

/** A script's result that is none of the three forms: a fail, as promptfoo's handler catches it. */
class BadResult extends Error {}

/** promptfoo's validateResult for JavaScript. */
function javascriptResult(result: unknown): boolean | number | GradingResult {
  if (typeof result === 'boolean' || typeof result === 'number' || isGradingResult(result)) return result;
  throw new BadResult(`Custom function must return a boolean, number, or GradingResult object. Got type ${typeof result}: ${JSON.stringify(result)}`);
}

/** promptfoo's mapSnakeCaseToCamelCase: Python's snake_case keys. */
function camelCased(value: object): Record<string, unknown> {
  const r: Record<string, unknown> = { ...value };
  const alias = (from: string, to: string) => {
    if (from in r && !(to in r)) r[to] = r[from];
  };
  alias('pass_', 'pass');
  alias('named_scores', 'namedScores');
  alias('component_results', 'componentResults');
  alias('tokens_used', 'tokensUsed');
  if (Array.isArray(r['componentResults'])) {
    r['componentResults'] = (r['componentResults'] as unknown[]).map((c) => (typeof c === 'object' && c !== null ? camelCased(c) : c));
  }
  return r;
}

/** promptfoo's normalizeScriptResult: Python's results, strings of JSON and numbers included. */
function scriptResult(assertion: Assertion, result: unknown, inverse: boolean, labels: Labels, suffix: string): AssertOutcome {
  const lower = typeof result === 'string' ? result.toLowerCase() : undefined;
  if (result === true || lower === 'true') return normalized(assertion, true, inverse, labels, suffix);
  if (result === false || lower === 'false') return normalized(assertion, false, inverse, labels, suffix);
  if (typeof result === 'string' && result.startsWith('{')) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(result);
    } catch (error) {
      throw new BadResult(`Invalid JSON: ${String(error)} when parsing result: ${result}`);
    }
    if (typeof parsed !== 'object' || parsed === null) {
      throw new BadResult(`${labels.language} assertion must return a boolean, number, or {pass, score, reason} object. Got instead: ${result}`);
    }
    return objectResult(assertion, parsed, inverse, labels, suffix);
  }
  if (typeof result === 'object' && result !== null) return objectResult(assertion, result, inverse, labels, suffix);
  const score = Number.parseFloat(String(result));
  if (Number.isNaN(score)) {
    throw new BadResult(
      `${labels.language} assertion must return a boolean, number, or {pass, score, reason} object. Instead got:\n${String(result)}`,
    );
  }
  return normalized(assertion, score, inverse, labels, suffix);
}

/** promptfoo's normalizeScriptObjectResult: an object result, held to the assertion's threshold. */
function objectResult(assertion: Assertion, value: object, inverse: boolean, labels: Labels, suffix: string): AssertOutcome {
  const mapped = camelCased(value);
  if (!isGradingResult(mapped)) {
    throw new BadResult(
      `${labels.language} assertion must return a boolean, number, or {pass, score, reason} object. Got instead:\n${JSON.stringify(mapped, null, 2)}`,
    );
  }
  const result = { ...mapped };
  if (assertion.threshold !== undefined && result.score < assertion.threshold) {
    result.pass = false;
    const message = `${labels.language} score ${result.score} is less than threshold ${assertion.threshold}`;
    result.reason = result.reason ? `${message}: ${result.reason}` : message;
  }
  return normalized(assertion, result, inverse, labels, suffix);
}

// --- running ---------------------------------------------------------------------

/** A failure promptfoo reports as a failed assertion (score 0), negated or not. */
const failed = (reason: string): AssertOutcome => decided(false, 0, reason);

/** Errors that leave no verdict: the row is an error (never a pass or a fail). */
function unfinished(error: unknown): Error | null {
  if (error instanceof ScriptNotFinishedError) return new Error(`script ${error.message}`);
  if (error instanceof PythonUnavailableError || error instanceof InterpreterUnavailableError) return new Error(error.message);
  return null;
}

function scriptFile(assertion: Assertion, context: AssertContext): ResolvedScript | null {
  const ref = parseScriptRef(assertion.value);
  if (!ref) return null;
  const resolved = resolveScript(ref, context.dataset.dir ?? process.cwd());
  if ('problem' in resolved) throw new AssertionConfigError(`${assertion.type}: ${resolved.problem}`);
  return resolved;
}

/** Runs a script file; its language picks the runner, as in promptfoo, whichever assertion type names it. */
function runScriptFile(script: ResolvedScript, args: unknown[], context: AssertContext): Promise<unknown> {
  if (script.language === 'javascript') {
    const signal = context.signal ? { signal: context.signal } : {};
    return runJsFile(
      {
        file: script.file,
        ...(script.functionName ? { functionName: script.functionName } : {}),
        root: script.root,
        args,
        ...signal,
      },
      scriptLimitOf(context),
    );
  }
  const call = { code: { file: script.file }, method: script.functionName ?? 'get_assert', args, ...pythonPlace(context) };
  return script.language === 'ruby' ? runRuby(call, scriptLimitOf(context)) : runPython(call, scriptLimitOf(context));
}

/** Where a Python child runs (the dataset's folder) and what stops it early. */
const pythonPlace = (context: AssertContext) => ({
  ...(context.dataset.dir ? { cwd: context.dataset.dir } : {}),
  ...(context.signal ? { signal: context.signal } : {}),
});

const inverseOf = (assertion: Assertion) => assertion.type.startsWith(NEGATION);
const codeOf = (assertion: Assertion): string => {
  if (typeof assertion.value !== 'string' || assertion.value.trim() === '') throw new AssertionConfigError(`${assertion.type}: ${CODE_NEEDED}`);
  return assertion.value;
};

/** What a script is handed as `output`: the value a transform made, else the text. */
const scriptOutput = (output: string, context: AssertContext): unknown => (context.outputValue === undefined ? output : context.outputValue);

const javascript: AssertionHandler = async (output, assertion, context) => {
  const inverse = inverseOf(assertion);
  const code = codeOf(assertion);
  const args = [scriptOutput(output, context), scriptContext(assertion, context)];
  const script = scriptFile(assertion, context);
  if (script) {
    let value: unknown;
    try {
      value = await runScriptFile(script, args, context);
    } catch (error) {
      const stop = unfinished(error);
      if (stop) throw stop;
      const message = error instanceof ScriptError ? error.message : describe(error);
      // promptfoo turns a Python script's failure into a failed assertion, but loads and calls a
      // JavaScript file before its handler's try: a throw there is an error of the whole test.
      if (script.language === 'python') return failed(`Error running Python script: ${message}`);
      throw new Error(`${script.file}: ${message}`, { cause: error });
    }
    // promptfoo reads an undefined result as inline code (`return file://…`), a syntax error: a fail.
    if (value === undefined) return failed(`Custom function threw error: the script returned undefined\n${code}`);
    if (typeof value !== 'boolean' && typeof value !== 'number' && typeof value !== 'object') {
      return failed(`Custom function threw error: Javascript assertion script must return a boolean, number, or object (${code})\n${code}`);
    }
    try {
      return normalized(assertion, javascriptResult(value), inverse, JS, code);
    } catch (error) {
      return failed(`Custom function threw error: ${(error as Error).message}`);
    }
  }
  const body = inlineFunctionBody(code);
  try {
    const value = await runJsFunction({ params: ['output', 'context'], body }, args, scriptLimitOf(context));
    return normalized(assertion, javascriptResult(value), inverse, JS, code.trimEnd());
  } catch (error) {
    const stop = unfinished(error);
    if (stop) throw stop;
    const why = error instanceof BadResult ? error.message : describe(error);
    return failed(`Custom function threw error: ${why}${error instanceof BadResult ? '' : `\n${code.trimEnd()}`}`);
  }
};

/**
 * A handler for code an interpreter runs (python, ruby): inline code, or a
 * `file://` script whose extension picks the runner; what the script raises
 * is a failed assertion, as promptfoo's handlers catch it.
 */
function interpreted(
  labels: Labels,
  runInline: (code: string, args: unknown[], context: AssertContext) => Promise<unknown>,
  inlineFailure: (message: string) => string,
): AssertionHandler {
  const executionFailed = `${labels.language} code execution failed`;
  return async (output, assertion, context) => {
    const inverse = inverseOf(assertion);
    const code = codeOf(assertion);
    const args = [scriptOutput(output, context), scriptContext(assertion, context)];
    const script = scriptFile(assertion, context);
    let value: unknown;
    try {
      value = script ? await runScriptFile(script, args, context) : await runInline(code, args, context);
    } catch (error) {
      const stop = unfinished(error);
      if (stop) throw stop;
      // A .js file named by a python or ruby assertion is loaded before promptfoo's handler, so its throw is a test error.
      if (script?.language === 'javascript') throw new Error(`${script.file}: ${describe(error)}`, { cause: error });
      const message = error instanceof ScriptError ? error.message : describe(error);
      return failed(
        script
          ? `Error running ${script.language === 'ruby' ? 'Ruby' : 'Python'} script: ${message}`
          : `${executionFailed}: ${inlineFailure(message)}`,
      );
    }
    try {
      return scriptResult(assertion, value, inverse, labels, code);
    } catch (error) {
      return failed(`${executionFailed}: ${(error as Error).message}`);
    }
  };
}

const python = interpreted(
  PY,
  (code, args, context) =>
    runPython({ code: { source: inlinePythonSource(code) }, method: 'main', args, ...pythonPlace(context) }, scriptLimitOf(context)),
  (message) => message,
);

// promptfoo's handleRuby: its inline code runs through runRuby too, whose message says so.
const ruby = interpreted(
  RB,
  (code, args, context) =>
    runRuby({ code: { source: inlineRubySource(code) }, method: 'main', args, ...pythonPlace(context) }, scriptLimitOf(context)),
  (message) => `Error running Ruby script: ${message}`,
);

// --- load-time checks ------------------------------------------------------------

const CODE_NEEDED = '`value` must be code or a file:// reference to a script';

const fileProblem = (value: string, datasetDir: string | undefined): string | null => {
  const ref = parseScriptRef(value);
  if (!ref) return null;
  const resolved = resolveScript(ref, datasetDir ?? process.cwd());
  return 'problem' in resolved ? resolved.problem : null;
};

// A value holding nunjucks tags is rendered per case before it runs, so its syntax is checked then.
const TEMPLATED = /\{\{|\{%|\{#/;

const javascriptValue: ValueCheck = (value, scope) => {
  if (typeof value !== 'string' || value.trim() === '') return CODE_NEEDED;
  if (parseScriptRef(value)) return fileProblem(value, scope?.datasetDir);
  if (TEMPLATED.test(value)) return null;
  const problem = jsSyntaxProblem({ params: ['output', 'context'], body: inlineFunctionBody(value) });
  return problem ? `the code does not compile (${problem})` : null;
};

const pythonValue: ValueCheck = (value, scope) => {
  if (typeof value !== 'string' || value.trim() === '') return CODE_NEEDED;
  return fileProblem(value, scope?.datasetDir);
};

/** Inline code, or the file a `file://` value names (as written: the refusal quotes the dataset). */
const codeOfValue =
  (language: string): DatasetCodeOf =>
  (value) => {
    const ref = parseScriptRef(value);
    return ref ? `${language} file://${ref.path}` : `inline ${language}`;
  };

/** The script a `file://` value runs (its own imports are not followed: hash-files names those). */
const scriptFiles: FilesOf = (value) => {
  const ref = parseScriptRef(value);
  return ref && ref.path !== '' ? [ref.path] : [];
};

export const codeFamily: AssertionFamily = {
  handlers: { javascript, python, ruby },
  valueChecks: { javascript: javascriptValue, python: pythonValue, ruby: pythonValue },
  datasetCode: { javascript: codeOfValue('javascript'), python: codeOfValue('python'), ruby: codeOfValue('ruby') },
  files: { javascript: scriptFiles, python: scriptFiles, ruby: scriptFiles },
};
