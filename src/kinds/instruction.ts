// Instruction following: an instruction (and optionally a document), the
// answer judged against a rubric.
import { z } from 'zod';
import { CaseCommon, pyText } from '../config/index.js';
import { EMPTY, emptyTextWarnings, expectedText, noIssues } from './shared.js';
import type { DatasetKind, NoThresholds } from './types.js';
import { LLM_BASELINE } from './python-baseline.js';

export const InstructionCaseSchema = z.looseObject({
  ...CaseCommon,
  input: z.looseObject({ instruction: pyText, document: z.string().nullish() }),
  expected: z.looseObject({ rubric: pyText }),
});

export const instruction: DatasetKind<NoThresholds> = {
  type: 'instruction',
  folder: null,
  caseSchema: InstructionCaseSchema,
  thresholds: {},
  toolsFile: null,
  // The Python tool adds the document only when it is non-empty.
  caseVars: (input) =>
    input['document'] ? { instruction: input['instruction'], document: input['document'] } : { instruction: input['instruction'] },
  // The document below a rule, or nothing: the default prompt's tail.
  templateVars: (input) => {
    const document = input['document'];
    return { document_section: typeof document === 'string' && document !== '' ? `\n\n---\n${document}` : '' };
  },
  defaultPrompt: '{{instruction}}{{document_section}}',
  // The rubric verbatim, for the judge.
  builtInAssertions: ({ expected }) => [{ type: 'llm-rubric', value: expected['rubric'] }],
  caseWarnings: (testCase) => emptyTextWarnings(testCase, { 'input.instruction': EMPTY.prompt, 'expected.rubric': EMPTY.rubric }),
  scoringProblems: noIssues,
  inputField: 'instruction',
  expectedSummary: ({ expected }) => expectedText(expected, 'rubric'),
  baseline: LLM_BASELINE,
  scorer: { runs: 'prompt', score: null },
};
