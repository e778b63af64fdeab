// The Python tool's agent scoring formulas (answer, tools, efficiency,
// composite) and EvalBench's trajectory match. Pure functions.
import type { AgentCase } from '../../agents/index.js';
import type { ToolCallStep } from '../../config/index.js';
import { boundedTest, RegexNotFinishedError, type BoundedMatchOptions } from '../sandbox/bounded-regex.js';
import { containsText } from './dimensions.js';
import { editDistance, compilePythonRegex, PythonRegexError, translatePythonRegex } from '../../base/index.js';
import { pyEquals, pyRepr, pyReprString, pyStrip } from './python-values.js';

export type { AgentCase };
export type AgentExpected = AgentCase['expected'];
export type AnswerMatch = 'contains' | 'exact' | 'regex' | 'llm_judge';

/** A case written in a way that cannot be scored (a regex Python refuses or that has no translation). */
export class AgentScoringError extends Error {
  override name = 'AgentScoringError';
}

/**
 * contains / exact / regex: does the final answer match the expected answer?
 * As agent/scorer.py score_trajectory: contains is case-insensitive, exact
 * compares case-sensitively after str.strip(), regex is re.search with the
 * pattern translated from Python syntax (python-regex.ts). A regex runs within
 * the time limit of bounded-regex.ts; one that does not finish is an
 * AgentScoringError.
 */
export async function answerMatches(
  method: Exclude<AnswerMatch, 'llm_judge'>,
  answer: string,
  expected: string,
  bounds: BoundedMatchOptions = {},
): Promise<boolean> {
  switch (method) {
    case 'contains':
      return containsText(answer, expected);
    case 'exact':
      return pyStrip(answer) === pyStrip(expected);
    case 'regex':
      try {
        return await boundedTest(compileRegex(expected), answer, bounds);
      } catch (error) {
        if (error instanceof RegexNotFinishedError) throw new AgentScoringError(`expected.answer: ${error.message}`);
        throw error;
      }
  }
}

/** The expected answer as a search (re.search), translated from Python's regex syntax. */
export function compileRegex(pattern: string): RegExp {
  try {
    return compilePythonRegex(pattern);
  } catch (error) {
    if (error instanceof PythonRegexError) throw new AgentScoringError(`expected.answer is not a usable Python regular expression: ${error.message}`);
    throw error;
  }
}

/** Why a case's expected answer cannot be matched as its answer_match asks, or null: checked at load. */
export function expectedAnswerProblem(expected: Record<string, unknown>): string | null {
  const answer = expected['answer'];
  if (expected['answer_match'] !== 'regex' || typeof answer !== 'string') return null;
  try {
    translatePythonRegex(answer);
    return null;
  } catch (error) {
    if (!(error instanceof PythonRegexError)) throw error;
    return `not a usable Python regular expression for answer_match regex: ${error.message}`;
  }
}

export interface ToolCheck {
  kind: 'must_call' | 'must_not_call' | 'must_call_with';
  tool: string;
  args?: Record<string, unknown>;
  passed: boolean;
  /** The Python tool's failure reason when the check failed; what was found when it passed. */
  detail: string;
}

/**
 * One check per must_call / must_not_call name and per must_call_with entry,
 * in agent/scorer.py's order, each failure worded as its failure_reasons.
 * must_call_with is Python's `tc.arguments.get(k) == v` for every listed
 * argument: whole values compared with Python equality (nested objects equal,
 * not a subset; True == 1; "1" != 1), a missing argument read as None.
 */
export function toolChecks(expected: AgentExpected, calls: readonly ToolCallStep[]): ToolCheck[] {
  const called = (name: string) => calls.filter((c) => c.name === name);
  const checks: ToolCheck[] = [];
  for (const tool of expected.must_call ?? []) {
    const n = called(tool).length;
    checks.push({ kind: 'must_call', tool, passed: n > 0, detail: n > 0 ? `${tool} called` : `Required tool not called: ${pyReprString(tool)}` });
  }
  for (const tool of expected.must_not_call ?? []) {
    const n = called(tool).length;
    checks.push({
      kind: 'must_not_call',
      tool,
      passed: n === 0,
      detail: n === 0 ? `${tool} not called` : `Forbidden tool was called: ${pyReprString(tool)}`,
    });
  }
  for (const { tool, args } of expected.must_call_with ?? []) {
    const candidates = called(tool);
    const passed = candidates.some((c) => Object.entries(args).every(([k, v]) => pyEquals(c.arguments[k], v)));
    const wanted = Object.entries(args)
      .map(([k, v]) => `${k}=${pyRepr(v)}`)
      .join(', ');
    const detail = passed
      ? `${tool} called with ${wanted}`
      : candidates.length === 0
        ? `Tool '${tool}' required by must_call_with but was never called`
        : `Tool '${tool}' called but never with required args: ${wanted}`;
    checks.push({ kind: 'must_call_with', tool, args, passed, detail });
  }
  return checks;
}

/** checks passed / total; 1.0 when the case defines no tool checks. */
export function toolScore(checks: readonly ToolCheck[]): number {
  // agent/scorer.py's expression, so the float is the same: 1 - 1/3, not 2/3.
  return checks.length === 0 ? 1 : Math.max(0, 1 - checks.filter((c) => !c.passed).length / checks.length);
}

/**
 * agent/scorer.py: max(0, 1 - max(0, steps - 1) / (max_steps - 1)) when
 * max_steps > 1, else 1.0 (no max_steps, or max_steps 0 or 1: Python's
 * `if expected.max_steps and expected.max_steps > 1`).
 */
export function efficiencyScore(steps: number, maxSteps: number | null | undefined): number {
  if (maxSteps === null || maxSteps === undefined || !(maxSteps > 1)) return 1;
  return Math.max(0, 1 - Math.max(0, steps - 1) / (maxSteps - 1));
}

export interface AgentWeights {
  answer_weight: number;
  tool_weight: number;
  reasoning_weight: number;
  efficiency_weight: number;
}

/**
 * agent/scorer.py's composite, term for term (so the floats agree): the
 * weighted average with reasoning's weight dropped when reasoning does not
 * count; 0 when the weights add up to 0 or less.
 */
export function compositeScore(
  scores: { answer: number; tool: number; efficiency: number; reasoning: number | null },
  weights: AgentWeights,
): number {
  const aw = weights.answer_weight;
  const tw = weights.tool_weight;
  const rw = scores.reasoning !== null ? weights.reasoning_weight : 0;
  const ew = weights.efficiency_weight;
  const total = aw + tw + rw + ew;
  return total > 0 ? (scores.answer * aw + scores.tool * tw + (scores.reasoning ?? 0) * rw + scores.efficiency * ew) / total : 0;
}

/**
 * EvalBench's trajectory matcher, on a 0-1 scale: Jaccard similarity of the
 * tool-name sets, or with enforce_order 1 - Levenshtein distance / length of
 * the longer sequence. Two empty lists match fully (1.0).
 */
export function trajectoryMatchScore(expected: readonly string[], actual: readonly string[], enforceOrder: boolean): number {
  if (enforceOrder) {
    const longest = Math.max(expected.length, actual.length);
    return longest === 0 ? 1 : 1 - editDistance(expected, actual) / longest;
  }
  const a = new Set(expected);
  const b = new Set(actual);
  const union = new Set([...a, ...b]).size;
  if (union === 0) return 1;
  let common = 0;
  for (const x of a) if (b.has(x)) common++;
  return common / union;
}
