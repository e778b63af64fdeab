// Retrieval-augmented answers: a query and the passages retrieved for it;
// the answer is scored on the dimensions of src/score/python-tool/rag.ts (contains,
// answer correctness, faithfulness to the passages) and their weighted
// composite.
import { RagCaseSchema, RAG_THRESHOLDS } from '../config/index.js';
import { ragModelResult, scoreRagCase, type RagCase } from '../score/index.js';
import { EMPTY, emptyTextWarnings, expectedText, noIssues, noTemplateVars } from './shared.js';
import type { DatasetKind } from './types.js';
import { RAG_BASELINE } from './python-baseline.js';

export const rag: DatasetKind<typeof RAG_THRESHOLDS> = {
  type: 'rag',
  folder: 'rag',
  caseSchema: RagCaseSchema,
  thresholds: RAG_THRESHOLDS,
  toolsFile: null,
  // The Python tool's RAG runner keys (and passes on) the whole input.
  caseVars: (input) => input,
  // {{contexts}} is offered to any case with retrieved_contexts (src/prompt/template.ts).
  templateVars: noTemplateVars,
  defaultPrompt:
    'Answer the question using only the information in the numbered context passages below. ' +
    'If the passages do not contain the answer, say that they do not.\n\n' +
    'Context:\n{{contexts}}\n\nQuestion: {{query}}',
  // Its checks are the scored dimensions.
  builtInAssertions: () => [],
  caseWarnings: (testCase) => emptyTextWarnings(testCase, { 'input.query': EMPTY.prompt, 'expected.ground_truth': EMPTY.contained }),
  scoringProblems: noIssues,
  inputField: 'query',
  expectedSummary: ({ expected }) => expectedText(expected, 'ground_truth'),
  baseline: RAG_BASELINE,
  scorer: {
    runs: 'prompt',
    async score(response, { model, testCase, thresholds, judge }) {
      const scored = await scoreRagCase({ testCase: testCase.data as RagCase, output: response.output, thresholds, judge, caseId: testCase.id });
      return ragModelResult(model, response, scored);
    },
  },
};
