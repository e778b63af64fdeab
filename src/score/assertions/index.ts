// Every assertion supereval knows, by promptfoo's name. A new assertion is a
// file in this folder and one line here.
import type { AssertionHandler, ValueCheck } from '../types.js';
import { rubricAssertions, rubricValueChecks } from './llm-rubric.js';
import { textAssertions, textValueChecks } from './text.js';

export const ASSERTIONS: Readonly<Record<string, AssertionHandler>> = {
  ...textAssertions,
  ...rubricAssertions,
};

/** Each assertion's check of its `value`, run when a dataset loads. */
export const VALUE_CHECKS: Readonly<Record<string, ValueCheck>> = {
  ...textValueChecks,
  ...rubricValueChecks,
};
