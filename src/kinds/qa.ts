// Question answering: a query, answered by each model, checked against a
// ground truth.
import { z } from 'zod';
import { CaseCommon, pyText } from '../config/index.js';
import { EMPTY, emptyTextWarnings, expectedText, noIssues, noTemplateVars } from './shared.js';
import type { DatasetKind, NoThresholds } from './types.js';
import { LLM_BASELINE } from './python-baseline.js';

export const QaCaseSchema = z.looseObject({
  ...CaseCommon,
  input: z.looseObject({ query: pyText }),
  expected: z.looseObject({ ground_truth: pyText }),
});

export const qa: DatasetKind<NoThresholds> = {
  type: 'qa',
  folder: null,
  caseSchema: QaCaseSchema,
  thresholds: {},
  toolsFile: null,
  caseVars: (input) => ({ query: input['query'] }),
  templateVars: noTemplateVars,
  // The Python tool's own wording, so that outputs stay comparable with the baselines it recorded.
  defaultPrompt: 'Answer the following question accurately and concisely.\n\nQuestion: {{query}}',
  // The answer must contain the ground truth (any case), and a judge must find it correct.
  builtInAssertions: ({ expected }) => [
    { type: 'icontains', value: expected['ground_truth'] },
    // The Python tool's wording, so judged verdicts stay comparable.
    { type: 'llm-rubric', value: `The answer must correctly address the following: ${String(expected['ground_truth'])}` },
  ],
  caseWarnings: (testCase) => emptyTextWarnings(testCase, { 'input.query': EMPTY.prompt, 'expected.ground_truth': EMPTY.icontains }),
  scoringProblems: noIssues,
  inputField: 'query',
  expectedSummary: ({ expected }) => expectedText(expected, 'ground_truth'),
  baseline: LLM_BASELINE,
  scorer: { runs: 'prompt', score: null },
};
