// The Python tool's agent scoring formulas (answer, tools, efficiency,
// composite) and EvalBench's trajectory match. Pure functions.
import type { AgentCase } from '../run/agent/index.js';
import type { ToolCallStep } from '../run/agent/trajectory.js';
import { boundedTest, RegexNotFinishedError } from './bounded-regex.js';
import { containsText } from './dimensions.js';

export type { AgentCase };
export type AgentExpected = AgentCase['expected'];
export type AnswerMatch = 'contains' | 'exact' | 'regex' | 'llm_judge';

/** A case written in a way that cannot be scored (an invalid regex). */
export class AgentScoringError extends Error {
  override name = 'AgentScoringError';
}

/**
 * contains / exact / regex: does the final answer match the expected answer?
 * A regex runs within the time limit of bounded-regex.ts; one that does not
 * finish is an AgentScoringError.
 */
export async function answerMatches(
  method: Exclude<AnswerMatch, 'llm_judge'>,
  answer: string,
  expected: string,
  signal?: AbortSignal,
): Promise<boolean> {
  switch (method) {
    case 'contains':
      return containsText(answer, expected);
    case 'exact':
      return answer.trim().toLowerCase() === expected.trim().toLowerCase();
    case 'regex':
      try {
        return await boundedTest(compileRegex(expected), answer, signal ? { signal } : {});
      } catch (error) {
        if (error instanceof RegexNotFinishedError) throw new AgentScoringError(`expected.answer: ${error.message}`);
        throw error;
      }
  }
}

/**
 * A search (not a full match), as Python's re.search. A leading inline flag
 * group such as `(?i)`, common in Python-written datasets, becomes a JS flag.
 */
export function compileRegex(pattern: string): RegExp {
  const compiled = toRegExp(pattern);
  if (compiled instanceof RegExp) return compiled;
  throw new AgentScoringError(`expected.answer is not a valid regular expression: ${compiled}`);
}

/** Why a case's expected answer cannot be matched as its answer_match asks, or null: checked at load. */
export function expectedAnswerProblem(expected: Record<string, unknown>): string | null {
  const answer = expected['answer'];
  if (expected['answer_match'] !== 'regex' || typeof answer !== 'string' || answer === '') return null;
  const compiled = toRegExp(answer);
  return compiled instanceof RegExp ? null : `not a valid regular expression for answer_match regex (${compiled})`;
}

/** The RegExp, or the reason the pattern is not one. */
function toRegExp(pattern: string): RegExp | string {
  const inline = /^\(\?([ims]+)\)/.exec(pattern);
  const flags = inline ? [...new Set(inline[1])].join('') : '';
  try {
    return new RegExp(inline ? pattern.slice(inline[0].length) : pattern, flags);
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

export interface ToolCheck {
  kind: 'must_call' | 'must_not_call' | 'must_call_with';
  tool: string;
  args?: Record<string, unknown>;
  passed: boolean;
  detail: string;
}

/** One check per must_call / must_not_call name and per must_call_with entry. */
export function toolChecks(expected: AgentExpected, calls: readonly ToolCallStep[]): ToolCheck[] {
  const called = (name: string) => calls.filter((c) => c.name === name);
  const checks: ToolCheck[] = [];
  for (const tool of expected.must_call ?? []) {
    const n = called(tool).length;
    checks.push({ kind: 'must_call', tool, passed: n > 0, detail: n > 0 ? `${tool} called` : `${tool} was never called` });
  }
  for (const tool of expected.must_not_call ?? []) {
    const n = called(tool).length;
    checks.push({
      kind: 'must_not_call',
      tool,
      passed: n === 0,
      detail: n === 0 ? `${tool} not called` : `${tool} was called ${n} time${n === 1 ? '' : 's'}`,
    });
  }
  for (const { tool, args } of expected.must_call_with ?? []) {
    const candidates = called(tool);
    const passed = candidates.some((c) => isSubset(args, c.arguments));
    const detail = passed
      ? `${tool} called with ${JSON.stringify(args)}`
      : candidates.length === 0
        ? `${tool} was never called (expected arguments ${JSON.stringify(args)})`
        : `no call of ${tool} had arguments ${JSON.stringify(args)}; got ${candidates.map((c) => JSON.stringify(c.arguments)).join(', ')}`;
    checks.push({ kind: 'must_call_with', tool, args, passed, detail });
  }
  return checks;
}

/**
 * Subset match: every key the expectation names must be present with a
 * matching value; objects match recursively, arrays and scalars by equality.
 */
export function isSubset(expected: unknown, actual: unknown): boolean {
  if (isPlainObject(expected)) {
    return isPlainObject(actual) && Object.entries(expected).every(([k, v]) => Object.hasOwn(actual, k) && isSubset(v, actual[k]));
  }
  return deepEqual(expected, actual);
}

function deepEqual(a: unknown, b: unknown): boolean {
  if (Array.isArray(a)) return Array.isArray(b) && a.length === b.length && a.every((x, i) => deepEqual(x, b[i]));
  if (isPlainObject(a)) {
    return (
      isPlainObject(b) &&
      Object.keys(a).length === Object.keys(b).length &&
      Object.entries(a).every(([k, v]) => Object.hasOwn(b, k) && deepEqual(v, b[k]))
    );
  }
  return Object.is(a, b);
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** checks passed / total; 1.0 when the case defines no tool checks. */
export function toolScore(checks: readonly ToolCheck[]): number {
  return checks.length === 0 ? 1 : checks.filter((c) => c.passed).length / checks.length;
}

/**
 * max(0, 1 - (steps - 1) / (max_steps - 1)); 1.0 without max_steps. The
 * formula divides by zero at max_steps = 1: there the one allowed step scores
 * 1.0 and anything more 0.0.
 */
export function efficiencyScore(steps: number, maxSteps: number | null | undefined): number {
  if (maxSteps === null || maxSteps === undefined) return 1;
  if (maxSteps <= 1) return steps <= 1 ? 1 : 0;
  return Math.min(1, Math.max(0, 1 - (steps - 1) / (maxSteps - 1)));
}

export const AGENT_WEIGHTS = { answer: 0.4, tool: 0.4, efficiency: 0.05, reasoning: 0.15 } as const;
export type AgentDimension = keyof typeof AGENT_WEIGHTS;

/**
 * The weighted average over the dimensions that have a score. A missing one
 * (reasoning without a judge) hands its weight to the others in proportion,
 * so a perfect run still reaches 1.0.
 */
export function compositeScore(scores: Record<AgentDimension, number | null>): number {
  let weighted = 0;
  let weights = 0;
  for (const [dimension, weight] of Object.entries(AGENT_WEIGHTS) as [AgentDimension, number][]) {
    const score = scores[dimension];
    if (score === null) continue;
    weighted += weight * score;
    weights += weight;
  }
  return weights === 0 ? 0 : weighted / weights;
}

/**
 * EvalBench's trajectory matcher, on a 0-1 scale: Jaccard similarity of the
 * tool-name sets, or with enforce_order 1 - Levenshtein distance / length of
 * the longer sequence. Two empty lists match fully (1.0).
 */
export function trajectoryMatchScore(expected: readonly string[], actual: readonly string[], enforceOrder: boolean): number {
  if (enforceOrder) {
    const longest = Math.max(expected.length, actual.length);
    return longest === 0 ? 1 : 1 - levenshtein(expected, actual) / longest;
  }
  const a = new Set(expected);
  const b = new Set(actual);
  const union = new Set([...a, ...b]).size;
  if (union === 0) return 1;
  let common = 0;
  for (const x of a) if (b.has(x)) common++;
  return common / union;
}

/** Edit distance over whole tool names: insertions, deletions and substitutions cost 1. */
export function levenshtein(a: readonly string[], b: readonly string[]): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const substitution = (previous[j - 1] as number) + (a[i - 1] === b[j - 1] ? 0 : 1);
      current.push(Math.min((previous[j] as number) + 1, (current[j - 1] as number) + 1, substitution));
    }
    previous = current;
  }
  return previous[b.length] as number;
}
