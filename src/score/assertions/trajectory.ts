// promptfoo's trajectory assertions (0.121.20, src/assertions/trajectory.ts
// and trajectoryUtils.ts) over an agent case's trajectory. promptfoo reads the
// steps from OpenTelemetry spans; here they come from the trajectory
// (src/config/trajectory.ts), as the spans promptfoo would have seen:
//   - a tool call is a `tool` step named after its tool, its arguments the
//     step's args; a call of a shell tool (exec_command, local_shell, shell)
//     with a `cmd`, `command` or `commands` argument is a `command` step named
//     after the command line, known also by the tool's name and the program,
//     as promptfoo classifies such a span;
//   - a thought is a `reasoning` step; the final answer a `message` step
//     (promptfoo's span names `reasoning` and `agent response`).
// Model requests are not steps (the trajectory does not record them as such).
// Names match as promptfoo's globs: `*` any run, `?` one character, whole
// name, any letter case.
import { isDeepStrictEqual } from 'node:util';
import type { Trajectory } from '../../config/index.js';
import { AssertionConfigError, type AssertContext, type AssertionFamily, type AssertionHandler, type ValueCheck } from '../types.js';
import { isInverse, promptfooVerdict } from './promptfoo.js';
import { globMatches } from './glob.js';

type StepType = 'tool' | 'command' | 'reasoning' | 'message';

export interface Step {
  type: StepType;
  name: string;
  /** Every name the step answers to (promptfoo's aliases). */
  aliases: string[];
  args?: Record<string, unknown>;
}

/** A step filter: a glob over the step's names, and the step types it accepts. */
interface Matcher {
  pattern?: unknown;
  name?: unknown;
  type?: unknown;
  [key: string]: unknown;
}

const COMMAND_TOOLS = new Set(['exec_command', 'local_shell', 'shell']);

/** The command line a shell tool's arguments carry (promptfoo's extractCommand). */
function commandLine(args: Record<string, unknown>): string | undefined {
  const source =
    args['cmd'] !== undefined
      ? { value: args['cmd'], separator: ' ' }
      : args['command'] !== undefined
        ? { value: args['command'], separator: ' ' }
        : { value: args['commands'], separator: '; ' };
  if (typeof source.value === 'string') return source.value.trim() || undefined;
  if (Array.isArray(source.value)) {
    return (
      source.value
        .map((part) => String(part).trim())
        .filter(Boolean)
        .join(source.separator) || undefined
    );
  }
  return undefined;
}

/** The trajectory as promptfoo's normalised steps (see the file's head). */
export function trajectorySteps(trajectory: Pick<Trajectory, 'steps'>): Step[] {
  return trajectory.steps.map((step): Step => {
    if (step.type === 'thought') return { type: 'reasoning', name: 'reasoning', aliases: ['reasoning'] };
    if (step.type === 'answer') return { type: 'message', name: 'agent response', aliases: ['agent response', 'message'] };
    const command = COMMAND_TOOLS.has(step.name.trim().toLowerCase()) ? commandLine(step.arguments) : undefined;
    if (command) {
      const program = command.split(/\s+/)[0];
      const aliases = new Set([step.name, command, ...(program ? [program] : [])]);
      return { type: 'command', name: command, aliases: [...aliases], args: step.arguments };
    }
    return { type: 'tool', name: step.name, aliases: [step.name], args: step.arguments };
  });
}

/** promptfoo's matchesPattern: a glob, anchored, case-insensitive (glob.ts, in linear time). */
function nameMatches(name: string, pattern: unknown): boolean {
  // promptfoo calls String.prototype.replace on it, which throws for a non-string.
  if (typeof pattern !== 'string') throw new AssertionConfigError(`a step's name or pattern must be a string, got ${JSON.stringify(pattern)}`);
  return globMatches(name, pattern);
}

function matcherOf(value: unknown, defaultType?: StepType): Matcher {
  if (typeof value === 'string') return { pattern: value, ...(defaultType ? { type: defaultType } : {}) };
  if (!isRecord(value)) throw new AssertionConfigError(`each expected step must be a name or an object, got ${JSON.stringify(value)}`);
  return { ...value, ...(value['type'] || !defaultType ? {} : { type: defaultType }) };
}

function stepMatches(step: Step, matcher: Matcher): boolean {
  if (matcher.type) {
    const types: unknown[] = Array.isArray(matcher.type) ? matcher.type : [matcher.type];
    if (!types.includes(step.type)) return false;
  }
  const pattern = matcher.pattern || matcher.name;
  if (!pattern) return true;
  return step.aliases.some((alias) => nameMatches(alias, pattern));
}

const labelOf = (matcher: Matcher) => {
  const label = matcher.pattern || matcher.name || '*';
  return typeof label === 'string' ? label : JSON.stringify(label);
};
const named = (matcher: Matcher) => Boolean(matcher.pattern || matcher.name);
const stepLabel = (step: Step) => `${step.type}:${step.name}`;
const stepList = (steps: Step[]) => (steps.length > 0 ? steps.map(stepLabel).join(', ') : '(none)');
const bound = (v: unknown) => (typeof v === 'number' ? v : undefined);

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function stepsOf(type: string, context: AssertContext): Step[] {
  if (!context.trajectory) throw new Error(`${type}: needs an agent's trajectory; this case ran a model, not an agent`);
  return trajectorySteps(context.trajectory);
}

// ---- trajectory:tool-used

type ToolUsed = { kind: 'list'; matchers: Matcher[] } | { kind: 'count'; matcher: Matcher; min: number; max: number | undefined };

function parseToolUsed(value: unknown): ToolUsed {
  if (typeof value === 'string') return { kind: 'list', matchers: [matcherOf(value, 'tool')] };
  if (Array.isArray(value) && value.every((v) => typeof v === 'string')) {
    if (value.length === 0) throw new AssertionConfigError('`value` needs at least one expected tool');
    return { kind: 'list', matchers: value.map((v) => matcherOf(v, 'tool')) };
  }
  if (isRecord(value)) {
    const matcher = matcherOf(value, 'tool');
    if (!named(matcher)) throw new AssertionConfigError('`value` as an object needs a `name` or `pattern`');
    return { kind: 'count', matcher, min: bound(value['min']) ?? 1, max: bound(value['max']) };
  }
  throw new AssertionConfigError('`value` must be a tool name, a list of names, or an object {name or pattern, min?, max?}');
}

/**
 * Names or a list: every one was called; `not-`: none was. An object: the
 * calls matching it number from `min` (default 1) to `max`; `not-`: they do not.
 */
const toolUsed: AssertionHandler = async (_output, assertion, context) => {
  const tools = stepsOf(assertion.type, context).filter((s) => s.type === 'tool');
  const expected = checked(assertion.type, () => parseToolUsed(assertion.value));
  const inverse = isInverse(assertion);
  if (expected.kind === 'list') {
    const found = expected.matchers.filter((m) => tools.some((s) => stepMatches(s, m)));
    const missing = expected.matchers.filter((m) => !found.includes(m));
    const pass = inverse ? found.length === 0 : missing.length === 0;
    const reason = inverse
      ? pass
        ? `none of the forbidden tools was used: ${expected.matchers.map(labelOf).join(', ')}`
        : `forbidden tool(s) used: ${found.map(labelOf).join(', ')}; tools called: ${stepList(tools)}`
      : pass
        ? `used ${expected.matchers.map(labelOf).join(', ')}; tools called: ${stepList(tools)}`
        : `missing tool(s): ${missing.map(labelOf).join(', ')}; tools called: ${stepList(tools)}`;
    return promptfooVerdict(assertion, pass, pass ? 1 : 0, reason);
  }
  const { matcher, min, max } = expected;
  const count = tools.filter((s) => stepMatches(s, matcher)).length;
  const within = count >= min && (max === undefined || count <= max);
  const range = max === undefined ? `at least ${min}` : `${min}-${max}`;
  return promptfooVerdict(
    assertion,
    within !== inverse,
    within !== inverse ? 1 : 0,
    `tool "${labelOf(matcher)}" called ${count} time(s) (expected ${inverse ? 'not ' : ''}${range})`,
  );
};

// ---- trajectory:tool-sequence

function parseToolSequence(value: unknown): { exact: boolean; matchers: Matcher[] } {
  let steps: unknown;
  let exact = false;
  if (Array.isArray(value)) steps = value;
  else if (isRecord(value)) {
    steps = value['steps'] ?? [];
    // Any mode but "exact" is promptfoo's in_order.
    exact = value['mode'] === 'exact';
  } else throw new AssertionConfigError('`value` must be a list of steps or an object {steps, mode?}');
  if (!Array.isArray(steps)) throw new AssertionConfigError('`steps` must be a list');
  const matchers = steps.map((step, index) => {
    const matcher = matcherOf(step, 'tool');
    if (!named(matcher)) throw new AssertionConfigError(`step ${index + 1} needs a name or pattern`);
    return matcher;
  });
  if (matchers.length === 0) throw new AssertionConfigError('`value` needs at least one expected step');
  return { exact, matchers };
}

/**
 * `in_order` (default): the expected tools were called in this order, other
 * calls between them allowed; `exact`: the calls were exactly these. `not-`
 * inverts the verdict.
 */
const toolSequence: AssertionHandler = async (_output, assertion, context) => {
  const tools = stepsOf(assertion.type, context).filter((s) => s.type === 'tool');
  const { exact, matchers } = checked(assertion.type, () => parseToolSequence(assertion.value));
  let seen: boolean;
  let detail: string;
  if (exact) {
    seen = tools.length === matchers.length && matchers.every((m, i) => stepMatches(tools[i] as Step, m));
    detail = seen ? `exactly ${stepList(tools)}` : `expected exactly ${matchers.map(labelOf).join(', ')}, called ${stepList(tools)}`;
  } else {
    let next = 0;
    for (const step of tools) {
      const matcher = matchers[next];
      if (!matcher) break;
      if (stepMatches(step, matcher)) next += 1;
    }
    seen = next === matchers.length;
    detail = seen
      ? `in order: ${matchers.map(labelOf).join(', ')}; called ${stepList(tools)}`
      : `"${labelOf(matchers[next] as Matcher)}" not called in order; called ${stepList(tools)}`;
  }
  const inverse = isInverse(assertion);
  const pass = seen !== inverse;
  return promptfooVerdict(assertion, pass, pass ? 1 : 0, inverse ? `the forbidden sequence was ${seen ? '' : 'not '}called (${detail})` : detail);
};

// ---- trajectory:tool-args-match

interface ArgsMatch {
  matcher: Matcher;
  args: unknown;
  exact: boolean;
  defaults: Record<string, unknown> | undefined;
  ignore: string[];
}

function parseArgsMatch(value: unknown): ArgsMatch {
  if (!isRecord(value)) throw new AssertionConfigError('`value` must be an object {name or pattern, args, mode?, defaults?, ignore?}');
  const matcher = matcherOf(value, 'tool');
  if (!named(matcher)) throw new AssertionConfigError('`value` needs a `name` or `pattern`');
  const args = Object.hasOwn(value, 'args') ? value['args'] : value['arguments'];
  if (args === undefined) throw new AssertionConfigError('`value` needs `args` (or `arguments`)');
  // Only an absent mode or ignore takes the default: promptfoo refuses a null one.
  const mode = value['mode'] === undefined ? 'partial' : value['mode'];
  if (mode !== 'partial' && mode !== 'exact') throw new AssertionConfigError('`mode` must be "partial" or "exact"');
  const defaults = value['defaults'];
  if (defaults !== undefined && !isRecord(defaults))
    throw new AssertionConfigError('`defaults` must be an object of argument names and default values');
  const ignoreValue = value['ignore'] === undefined ? [] : value['ignore'];
  const ignore: unknown[] = Array.isArray(ignoreValue) ? ignoreValue : [ignoreValue];
  if (!ignore.every((e): e is string => typeof e === 'string' && e.trim() !== '')) {
    throw new AssertionConfigError('`ignore` must be a non-empty string or a list of them');
  }
  return { matcher, args, exact: mode === 'exact', defaults, ignore };
}

/** Only the keys `keep` accepts; keys are copied as data, so `__proto__` stays a key. */
function keysWhere(object: Record<string, unknown>, keep: (key: string, value: unknown) => boolean): Record<string, unknown> {
  const kept: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(object)) {
    if (keep(key, value)) Object.defineProperty(kept, key, { value, enumerable: true, configurable: true, writable: true });
  }
  return kept;
}

const withoutIgnored = (value: unknown, ignore: string[]) =>
  ignore.length === 0 || !isRecord(value)
    ? value
    : keysWhere(value, (key) => !ignore.some((e) => e === key || (/[*?]/.test(e) && nameMatches(key, e))));

// An argument equal to its declared default counts as not given.
const withoutDefaults = (value: unknown, defaults: Record<string, unknown> | undefined) =>
  !defaults || !isRecord(value) ? value : keysWhere(value, (key, v) => !(Object.hasOwn(defaults, key) && isDeepStrictEqual(v, defaults[key])));

/** Every expected key is present with a matching value, recursively; lists match item by item and in length. */
function partialMatch(actual: unknown, expected: unknown): boolean {
  if (Array.isArray(expected))
    return Array.isArray(actual) && actual.length === expected.length && expected.every((item, i) => partialMatch(actual[i], item));
  if (isRecord(expected))
    return isRecord(actual) && Object.entries(expected).every(([key, v]) => Object.hasOwn(actual, key) && partialMatch(actual[key], v));
  return isDeepStrictEqual(actual, expected);
}

/**
 * Some call of the tool had these arguments: `partial` (default) as a
 * recursive subset, `exact` deeply equal; `ignore` drops arguments on both
 * sides (names or globs), `defaults` drops an actual argument equal to its
 * default. `not-`: no call had them.
 */
const toolArgsMatch: AssertionHandler = async (_output, assertion, context) => {
  const tools = stepsOf(assertion.type, context).filter((s) => s.type === 'tool');
  const spec = checked(assertion.type, () => parseArgsMatch(assertion.value));
  const calls = tools.filter((s) => stepMatches(s, spec.matcher) && s.args !== undefined);
  const expected = withoutIgnored(spec.args, spec.ignore);
  const hit = calls.find((s) => {
    const actual = withoutDefaults(withoutIgnored(s.args, spec.ignore), spec.defaults);
    return spec.exact ? isDeepStrictEqual(actual, expected) : partialMatch(actual, expected);
  });
  const inverse = isInverse(assertion);
  const pass = (hit !== undefined) !== inverse;
  const label = labelOf(spec.matcher);
  const observed = calls.length > 0 ? calls.map((s) => JSON.stringify(s.args)).join(', ') : '(none)';
  const reason = hit
    ? `a call of "${label}" had the ${spec.exact ? 'exact' : 'expected'} arguments: ${JSON.stringify(hit.args)}`
    : calls.length === 0
      ? `no call of "${label}"; tools called: ${stepList(tools)}`
      : `no call of "${label}" had the ${spec.exact ? 'exact' : 'expected'} arguments ${JSON.stringify(spec.args)}; its calls had ${observed}`;
  return promptfooVerdict(assertion, pass, pass ? 1 : 0, reason);
};

// ---- trajectory:step-count

function parseStepCount(value: unknown): { matcher: Matcher; min: number | undefined; max: number | undefined } {
  if (!isRecord(value)) throw new AssertionConfigError('`value` must be an object {min?, max?, type?, name or pattern?}');
  const min = bound(value['min']);
  const max = bound(value['max']);
  if (min === undefined && max === undefined) throw new AssertionConfigError('`value` needs a `min` or a `max`');
  return { matcher: matcherOf(value), min, max };
}

/** The steps matching `type` and `name`/`pattern` (all steps when neither) number from `min` to `max`; `not-` inverts. */
const stepCount: AssertionHandler = async (_output, assertion, context) => {
  const steps = stepsOf(assertion.type, context);
  const { matcher, min, max } = checked(assertion.type, () => parseStepCount(assertion.value));
  const count = steps.filter((s) => stepMatches(s, matcher)).length;
  const within = (min === undefined || count >= min) && (max === undefined || count <= max);
  const pass = within !== isInverse(assertion);
  const range = min !== undefined && max !== undefined ? `${min}-${max}` : min !== undefined ? `at least ${min}` : `at most ${String(max)}`;
  return promptfooVerdict(assertion, pass, pass ? 1 : 0, `${count} matching step(s), expected ${isInverse(assertion) ? 'not ' : ''}${range}`);
};

/** The parse, its problems named after the assertion. */
function checked<T>(type: string, parse: () => T): T {
  try {
    return parse();
  } catch (error) {
    if (error instanceof AssertionConfigError) throw new AssertionConfigError(`${type}: ${error.message}`);
    throw error;
  }
}

/** A value check from a parser: the same parse runs when the dataset loads and when the assertion runs. */
function valueCheck(parse: (value: unknown) => unknown): ValueCheck {
  return (value) => {
    try {
      parse(value);
      return null;
    } catch (error) {
      return (error as Error).message;
    }
  };
}

const trajectoryAssertions: Record<string, AssertionHandler> = {
  'trajectory:tool-used': toolUsed,
  'trajectory:tool-sequence': toolSequence,
  'trajectory:tool-args-match': toolArgsMatch,
  'trajectory:step-count': stepCount,
};

const trajectoryValueChecks: Record<string, ValueCheck> = {
  'trajectory:tool-used': valueCheck(parseToolUsed),
  'trajectory:tool-sequence': valueCheck(parseToolSequence),
  'trajectory:tool-args-match': valueCheck(parseArgsMatch),
  'trajectory:step-count': valueCheck(parseStepCount),
};

export const trajectoryFamily: AssertionFamily = { handlers: trajectoryAssertions, valueChecks: trajectoryValueChecks };
