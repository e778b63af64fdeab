// Retrieval-augmented answers: a query and the passages retrieved for it;
// the answer is scored on the dimensions of src/score/rag.ts (contains,
// answer correctness, faithfulness to the passages) and their weighted
// composite.
import { z } from 'zod';
import { CaseCommon, text } from '../config/case.js';
import { fraction, threshold } from '../config/threshold-fields.js';
import { ragModelResult, scoreRagCase, type RagCase } from '../score/rag.js';
import { expectedText, noIssues, noTemplateVars } from './shared.js';
import type { DatasetKind } from './types.js';

export const RagCaseSchema = z.looseObject({
  ...CaseCommon,
  input: z.looseObject({ query: text, retrieved_contexts: z.array(z.string()) }),
  expected: z.looseObject({ ground_truth: text }),
});

const thresholds = {
  require_contains: threshold(z.boolean(), true),
  min_faithfulness_score: threshold(fraction, null),
  min_answer_correctness_score: threshold(fraction, 0.5),
  faithfulness_weight: threshold(fraction, 0.5),
  answer_correctness_weight: threshold(fraction, 0.5),
};

export const rag: DatasetKind<typeof thresholds> = {
  type: 'rag',
  folder: 'rag',
  caseSchema: RagCaseSchema,
  thresholds,
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
  checkCase: noIssues,
  scoringProblems: noIssues,
  expectedSummary: ({ expected }) => expectedText(expected, 'ground_truth'),
  baseline: { matchBy: 'case_id', who: 'model_id' },
  scorer: {
    runs: 'prompt',
    async score(response, { model, testCase, thresholds, judge }) {
      const scored = await scoreRagCase({ testCase: testCase.data as RagCase, output: response.output, thresholds, judge, caseId: testCase.id });
      return ragModelResult(model, response, scored);
    },
  },
};
