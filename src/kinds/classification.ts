// Classification: a text, labelled by each model with one of the dataset's
// labels; the answer must contain the expected label.
import { z } from 'zod';
import { CaseCommon, pyText } from '../config/index.js';
import { EMPTY, emptyTextWarnings, expectedText, noIssues, noTemplateVars } from './shared.js';
import type { CaseIssue } from './types.js';
import type { DatasetKind, NoThresholds } from './types.js';
import { LLM_BASELINE } from './python-baseline.js';

export const ClassificationCaseSchema = z.looseObject({
  ...CaseCommon,
  input: z.looseObject({ text: pyText }),
  expected: z.looseObject({ label: pyText }),
});

export const classification: DatasetKind<NoThresholds> = {
  type: 'classification',
  folder: null,
  caseSchema: ClassificationCaseSchema,
  thresholds: {},
  toolsFile: null,
  caseVars: (input) => ({ text: input['text'] }),
  // {{labels}} comes from dataset.json, which any kind may give (src/prompt/template.ts).
  templateVars: noTemplateVars,
  defaultPrompt:
    'Classify the following text into exactly one of these categories: {{labels}}.\n' +
    'Respond with only the category name, nothing else.\n\nText: {{text}}',
  builtInAssertions: ({ expected }) => [{ type: 'icontains', value: expected['label'] }],
  // The Python tool checks neither (supereval/models.py ClassificationExpected.label
  // is a plain str); its check is icontains (export.py _build_tests).
  caseWarnings: (testCase, meta) => [
    ...emptyTextWarnings(testCase, { 'input.text': EMPTY.prompt, 'expected.label': EMPTY.icontains }),
    ...labelWarnings(testCase.expected, meta.labels),
  ],
  scoringProblems: noIssues,
  inputField: 'text',
  expectedSummary: ({ expected }) => expectedText(expected, 'label'),
  baseline: LLM_BASELINE,
  scorer: { runs: 'prompt', score: null },
};

function labelWarnings(expected: Record<string, unknown>, labels: readonly string[] | null | undefined): CaseIssue[] {
  const label = String(expected['label']);
  if (!labels || label === '' || labels.includes(label)) return [];
  const listed = labels.find((l) => l.toLowerCase() === label.toLowerCase());
  if (listed !== undefined) {
    return [
      { field: 'expected.label', message: `"${label}" is listed as "${listed}": the check ignores letter case, so the two cannot be told apart` },
    ];
  }
  return [
    {
      field: 'expected.label',
      message: `"${label}" is not one of the dataset's labels (${labels.join(', ')}): a model that answers with one of them passes this case only if that label contains "${label}"`,
    },
  ];
}
