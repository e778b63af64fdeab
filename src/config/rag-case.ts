// A RAG dataset's case line (cases.jsonl): the query, the passages retrieved
// for it and the ground truth. The RAG kind (src/kinds/rag.ts) reads cases
// with it; its scorer (src/score/python-tool/rag.ts) reads the parsed case.
import { z } from 'zod';
import { CaseCommon, pyText } from './case.js';

export const RagCaseSchema = z.looseObject({
  ...CaseCommon,
  // rag/models.py RagInput.retrieved_contexts defaults to an empty list.
  input: z.looseObject({ query: pyText, retrieved_contexts: z.array(z.string()).default([]) }),
  expected: z.looseObject({ ground_truth: pyText }),
});
