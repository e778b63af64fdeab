// A promptfoo config's tests (src/dataset/promptfoo/): each test is a case
// whose input is its vars. The config brings its own prompts and providers,
// whose cells answer its cases (cells.ts, cell.ts), and the test's assertions
// alone decide it: nothing is built in.
import { z } from 'zod';
import { CaseCommon } from '../../config/index.js';
import { noIssues, noTemplateVars } from '../shared.js';
import type { DatasetKind, NoThresholds } from '../types.js';
import { LLM_BASELINE } from '../python-baseline.js';
import { configSubjects } from './cells.js';

export const PromptfooCaseSchema = z.looseObject({
  ...CaseCommon,
  input: z.looseObject({}),
  expected: z.looseObject({}).default({}),
});

export const promptfoo: DatasetKind<NoThresholds> = {
  type: 'promptfoo',
  folder: null,
  caseSchema: PromptfooCaseSchema,
  thresholds: {},
  toolsFile: null,
  // Every var is the test's input: promptfoo hands them all to the prompt.
  caseVars: (input) => input,
  templateVars: noTemplateVars,
  // A config always names its prompts; a dataset.json of this type without one sends the `prompt` var.
  defaultPrompt: '{{prompt}}',
  builtInAssertions: () => [],
  caseWarnings: noIssues,
  scoringProblems: noIssues,
  // No var is the question in general; the report shows the vars.
  inputField: '',
  // A test's expectations are its assertions, whose reasons the report shows.
  expectedSummary: () => null,
  baseline: LLM_BASELINE,
  scorer: { runs: 'prompt', score: null },
  // A config's prompts on its providers answer its cases; a dataset.json of this type has none, and the run's models answer.
  ownSubjects: (dataset) => (dataset.cells ? configSubjects(dataset.files.meta, dataset.cells) : null),
};
