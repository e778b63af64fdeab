// Classification: a text, labelled by each model with one of the dataset's
// labels; the answer must contain the expected label.
import { z } from 'zod';
import { CaseCommon, text } from '../config/case.js';
import { expectedText, noIssues, noTemplateVars } from './shared.js';
import type { DatasetKind, NoThresholds } from './types.js';

export const ClassificationCaseSchema = z.looseObject({
  ...CaseCommon,
  input: z.looseObject({ text: text }),
  expected: z.looseObject({ label: text }),
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
  // A label the dataset does not list could never be answered by a model asked for one of the listed ones.
  checkCase: ({ expected }, meta) => {
    const label = String(expected['label']);
    if (!meta.labels || meta.labels.includes(label)) return [];
    return [{ field: 'expected.label', message: `"${label}" is not one of the dataset's labels (${meta.labels.join(', ')})` }];
  },
  scoringProblems: noIssues,
  expectedSummary: ({ expected }) => expectedText(expected, 'label'),
  baseline: { matchBy: 'key', who: 'providers' },
  scorer: { runs: 'prompt', score: null },
};
