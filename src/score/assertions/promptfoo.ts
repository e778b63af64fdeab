// What the handlers ported from promptfoo share. Several decide negation
// themselves, and for some `not-` is not a plain inversion: not-is-json with
// a schema passes an output that is not JSON at all, is-refusal of an empty
// output passes with score 0, and contains-json keeps the verdict of the last
// JSON value it tried. Those handlers compute promptfoo's final verdict;
// evaluate.ts negates the outcome of every `not-` type once more, so the
// final verdict is handed back un-negated, in this one place.
import type { Assertion } from '../../config/index.js';
import type { AssertOutcome } from '../types.js';

/** Whether the assertion is a `not-` form (promptfoo's `inverse`). */
export const isInverse = (assertion: Assertion): boolean => assertion.type.startsWith('not-');

/** promptfoo's final verdict for `assertion`, as the outcome evaluate.ts expects. */
export function promptfooVerdict(assertion: Assertion, pass: boolean, score: number, reason: string): AssertOutcome {
  return isInverse(assertion) ? { pass: !pass, score: 1 - score, reason } : { pass, score, reason };
}

/** A pass/fail verdict scored 1 or 0, as most promptfoo handlers score. */
export const binaryVerdict = (assertion: Assertion, pass: boolean, reason: string): AssertOutcome =>
  promptfooVerdict(assertion, pass, pass ? 1 : 0, pass ? 'Assertion passed' : reason);

/**
 * A value still holding a nunjucks template (`{{ var }}`): promptfoo renders
 * it with the case's vars just before the assertion runs, so it is checked then.
 */
export const isTemplate = (value: unknown): boolean => typeof value === 'string' && /\{\{|\{%/.test(value);
