// Assertions on the tool calls a model or an agent made: are they valid
// calls of the dataset's tools, and are they the expected ones (promptfoo
// 0.121.20's src/assertions/openai.ts, functionToolCall.ts, toolCallF1.ts).
//
// The calls: an agent case's are its trajectory's tool calls; a plain model's
// are the `toolUse` blocks of its Bedrock reply (the run offers a model the
// dataset's tools when the dataset declares some). The specs: the dataset's
// tool catalog (`tools`), each with a JSON Schema of its input.
import { toolCalls as trajectoryToolCalls } from '../../config/index.js';
import { AssertionConfigError, type AssertContext, type AssertionFamily, type AssertionHandler, type ValueCheck } from '../types.js';
import { compileSchema, type SchemaValidator } from './json-schema.js';
import { RegexBudget } from '../sandbox/bounded-regex-sync.js';
import { DEFAULT_TIME_LIMITS } from '../sandbox/time-limit.js';
import { isInverse, promptfooVerdict } from './promptfoo.js';

interface MadeCall {
  name: string;
  arguments: Record<string, unknown>;
}

/** The tool calls the case's model or agent made, in order. */
export function madeToolCalls(context: Pick<AssertContext, 'response' | 'trajectory'>): MadeCall[] {
  if (context.trajectory) return trajectoryToolCalls(context.trajectory).map((s) => ({ name: s.name, arguments: s.arguments }));
  return (context.response.toolCalls ?? []).map((c) => ({ name: c.name, arguments: c.arguments }));
}

/**
 * Every call names a declared tool and its input matches that tool's schema.
 * No calls, or no declared tools, fail (promptfoo's "did not return a
 * valid-looking tools response" and "No tools configured"). `not-` is
 * refused: promptfoo 0.121.20 ignores it on these types (the negated form
 * decides as the plain one), so a `not-` here could only mislead.
 */
const validToolCalls: AssertionHandler = async (_output, assertion, context) => {
  if (isInverse(assertion)) {
    throw new AssertionConfigError(
      `${assertion.type}: not- is not supported (promptfoo 0.121.20 ignores it on this type); to forbid a tool use not-trajectory:tool-used or tool-call-f1`,
    );
  }
  const calls = madeToolCalls(context);
  const fail = (reason: string) => promptfooVerdict(assertion, false, 0, reason);
  if (calls.length === 0) return fail('the model made no tool calls');
  const specs = context.dataset.tools ?? [];
  if (specs.length === 0) return fail('no tools are declared in the dataset (`tools`), but the model made tool calls');
  for (const call of calls) {
    const spec = specs.find((tool) => tool.name === call.name);
    if (!spec) return fail(`called "${call.name}", but no tool of that name is declared`);
    // promptfoo's validator: ajv in strict mode with ajv-formats (validateFunctionCall in its OpenAI util).
    let validator: SchemaValidator;
    try {
      validator = compileSchema(spec.parameters);
    } catch (error) {
      return fail(`the schema of tool "${call.name}" is invalid: ${(error as Error).message}`);
    }
    const { valid, errors } = validator.check(call.arguments, new RegexBudget((context.limits ?? DEFAULT_TIME_LIMITS).regexMs));
    if (!valid) return fail(`the call to "${call.name}" does not match its schema: ${errors}`);
  }
  return promptfooVerdict(assertion, true, 1, `${calls.length} tool call(s), each valid for its tool's schema`);
};

/** The expected tool names: a list, or a comma-separated string (promptfoo trims each). */
function expectedToolNames(value: unknown): string[] {
  if (Array.isArray(value)) {
    if (value.length === 0) throw new AssertionConfigError('tool-call-f1: `value` needs at least one expected tool name');
    return value.map(String);
  }
  if (typeof value === 'string') return value.split(',').map((s) => s.trim());
  throw new AssertionConfigError('tool-call-f1: `value` must be a list of tool names or a comma-separated string');
}

const toolNamesValue: ValueCheck = (v) => {
  try {
    expectedToolNames(v);
    return null;
  } catch (error) {
    return (error as Error).message.replace(/^tool-call-f1: /, '');
  }
};

/**
 * F1 of the set of tool names called against the set expected (order and
 * repeats do not count), promptfoo's handleToolCallF1. The score is the F1
 * itself, negated or not; the threshold (default 1) decides the verdict, and
 * `not-` inverts that verdict only.
 */
const toolCallF1: AssertionHandler = async (output, assertion, context) => {
  const expected = new Set(expectedToolNames(assertion.value));
  const made = madeToolCalls(context);
  // No structured calls (an exec or replay provider): promptfoo reads tool calls written in the text.
  const actual = made.length > 0 ? new Set(made.map((c) => c.name)) : toolNamesInText(output);
  const hits = [...expected].filter((name) => actual.has(name)).length;
  const precision = actual.size > 0 ? hits / actual.size : 0;
  const recall = expected.size > 0 ? hits / expected.size : 0;
  const f1 = precision + recall > 0 ? (2 * precision * recall) / (precision + recall) : 0;
  const threshold = assertion.threshold ?? 1;
  const inverse = isInverse(assertion);
  const pass = f1 >= threshold !== inverse;
  const lists = `expected [${[...expected].sort().join(', ')}], called [${[...actual].sort().join(', ') || '(none)'}]`;
  const figures = `F1 ${f1.toFixed(3)} (precision ${precision.toFixed(3)}, recall ${recall.toFixed(3)})`;
  const reason = pass ? `${figures}; ${lists}` : `${figures} is ${inverse ? 'at or above' : 'below'} the threshold ${threshold}; ${lists}`;
  // promptfoo keeps the F1 as the score under `not-` too.
  return promptfooVerdict(assertion, pass, f1, reason);
};

/**
 * Tool names written in a text reply, as promptfoo's extractToolNames reads
 * them: the whole text as JSON, else each line that starts with `{` or `[`;
 * OpenAI (`tool_calls`, `function.name`), Anthropic (`type: tool_use`) and
 * Google (`functionCall`, `toolCall.functionCalls`) shapes.
 */
export function toolNamesInText(text: string): Set<string> {
  const names = new Set<string>();
  const add = (value: unknown) => {
    for (const name of toolNamesIn(value)) names.add(name);
  };
  try {
    add(JSON.parse(text));
    return names;
  } catch {
    // not one JSON value: look line by line
  }
  for (const line of text.split('\n')) {
    const trimmed = line.trim();
    if (!trimmed.startsWith('{') && !trimmed.startsWith('[')) continue;
    try {
      add(JSON.parse(trimmed));
    } catch {
      // a line that only looks like JSON
    }
  }
  return names;
}

// promptfoo tests `typeof x === "object"` here, arrays included; so does this.
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;
const nameOf = (v: unknown): string[] => (isObject(v) && typeof v['name'] === 'string' ? [v['name']] : []);

function toolNamesIn(value: unknown): string[] {
  // A JSON string holding JSON: promptfoo reads the inner text again.
  if (typeof value === 'string') return [...toolNamesInText(value)];
  if (!isObject(value)) return [];
  if (Array.isArray(value)) {
    // Each block: a tool_use block, a functionCall, an OpenAI call, or anything with a name.
    return value.flatMap((block) => {
      if (!isObject(block)) return [];
      if (block['type'] === 'tool_use' && typeof block['name'] === 'string') return [block['name']];
      if (isObject(block['functionCall'])) return nameOf(block['functionCall']);
      if (isObject(block['function'])) return nameOf(block['function']);
      return nameOf(block);
    });
  }
  if (Array.isArray(value['tool_calls'])) {
    return value['tool_calls'].flatMap((call) =>
      isObject(call) ? [...(isObject(call['function']) ? nameOf(call['function']) : []), ...nameOf(call)] : [],
    );
  }
  if (value['type'] === 'tool_use' && typeof value['name'] === 'string') return [value['name']];
  if (isObject(value['functionCall'])) return nameOf(value['functionCall']);
  if (isObject(value['toolCall'])) {
    const calls = value['toolCall']['functionCalls'];
    return Array.isArray(calls) ? calls.flatMap(nameOf) : [];
  }
  return [];
}

const anyValue: ValueCheck = () => null;

const toolAssertions: Record<string, AssertionHandler> = {
  'is-valid-tools-call': validToolCalls,
  'is-valid-function-call': validToolCalls,
  // promptfoo's names, which these providers' calls meet just the same.
  'is-valid-openai-tools-call': validToolCalls,
  'is-valid-openai-function-call': validToolCalls,
  'tool-call-f1': toolCallF1,
};

const toolValueChecks: Record<string, ValueCheck> = {
  'is-valid-tools-call': anyValue,
  'is-valid-function-call': anyValue,
  'is-valid-openai-tools-call': anyValue,
  'is-valid-openai-function-call': anyValue,
  'tool-call-f1': toolNamesValue,
};

export const toolsFamily: AssertionFamily = { handlers: toolAssertions, valueChecks: toolValueChecks };
