// Every assertion supereval knows, by promptfoo's name. A new assertion is a
// file in this folder and one line here.
import type { AssertionHandler } from '../types.js';
import { rubricAssertions } from './llm-rubric.js';
import { textAssertions } from './text.js';

export const ASSERTIONS: Readonly<Record<string, AssertionHandler>> = {
  ...textAssertions,
  ...rubricAssertions,
};
