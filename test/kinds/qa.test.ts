import { describe, expect, it } from 'vitest';
import { superevalCaseKey } from '../../src/dataset/python-json.js';
import { qa } from '../../src/kinds/qa.js';
import { defaultPrompt, loadCases } from './helpers.js';

const line = { id: 'q1', input: { query: 'How big can an SQS message be?', topic: 'limits' }, expected: { ground_truth: '256 KB' } };

describe('qa kind', () => {
  it('keys a case by its query alone, as the Python tool does', async () => {
    const d = await loadCases({ type: 'qa' }, [line]);
    expect(d.cases[0]!.vars).toEqual({ query: 'How big can an SQS message be?' });
    expect(d.cases[0]!.key).toBe(superevalCaseKey({ query: 'How big can an SQS message be?' }));
  });

  it('asks the question in its default prompt', async () => {
    const d = await loadCases({ type: 'qa' }, [line]);
    expect(defaultPrompt(d)).toBe('Answer the following question accurately and concisely.\n\nQuestion: How big can an SQS message be?');
  });

  it('checks the ground truth by icontains and by the judge', () => {
    const builtIns = qa.builtInAssertions({ input: line.input, expected: line.expected });
    expect(builtIns).toEqual([
      { type: 'icontains', value: '256 KB' },
      { type: 'llm-rubric', value: 'The answer must correctly address the following: 256 KB' },
    ]);
    expect(qa.expectedSummary({ input: line.input, expected: line.expected })).toBe('256 KB');
  });

  it('is matched by key in a baseline.json that lists providers, and decided by assertions alone', () => {
    expect(qa.baseline).toMatchObject({ matchBy: 'key', who: 'providers' });
    expect(qa.scorer).toEqual({ runs: 'prompt', score: null });
    expect(qa.folder).toBeNull();
    expect(qa.toolsFile).toBeNull();
  });

  it('refuses a case without a query, naming the field', async () => {
    expect(qa.caseSchema.safeParse({ input: { question: 'x' }, expected: { ground_truth: 'y' } }).error?.issues[0]?.path).toEqual(['input', 'query']);
  });
});
