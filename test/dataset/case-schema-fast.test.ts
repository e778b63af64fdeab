// A case line without `assert` is checked with its kind's schema less that
// field (withoutAsserts: not recursive, so much cheaper for zod). It must say
// exactly what the whole schema says: the same value kept, the same problems.
import { describe, expect, it } from 'vitest';
import { withoutAsserts } from '../../src/dataset/load.js';
import { KINDS } from '../../src/kinds/index.js';

const LINES: unknown[] = [
  { id: 'a', input: { query: 'q', text: 't', instruction: 'i', task: 't', question: 'q' }, expected: { ground_truth: 'g', label: 'l' } },
  { id: 7, tags: ['x'], must_pass: true, description: 'd', metadata: { k: 1 }, difficulty: 'hard', threshold: 0.5, input: {}, expected: {} },
  { id: '', input: { query: 'q' }, expected: { ground_truth: 'g' } },
  { id: null, tags: null, extra: { kept: true }, input: { query: 1 }, expected: { ground_truth: ['g'] } },
  { tags: 'x', threshold: 2, difficulty: 'extreme', input: { query: 'q' }, expected: { ground_truth: 'g' } },
  { input: 'q', expected: null },
  { nl_prompt: 'n', query_type: 'select', database: 'db', expected: {} },
  'a string',
  [],
];

describe('a case line without assert: the schema less `assert` says what the whole one says', () => {
  for (const kind of Object.values(KINDS)) {
    it(kind.type, () => {
      const flat = withoutAsserts(kind.caseSchema);
      for (const line of LINES) {
        const whole = kind.caseSchema.safeParse(line, { reportInput: true });
        const fast = flat.safeParse(line, { reportInput: true });
        expect(fast.success, JSON.stringify(line)).toBe(whole.success);
        if (whole.success) expect(fast.data).toEqual(whole.data);
        else expect(fast.error?.issues).toEqual(whole.error.issues);
      }
    });
  }

  it('is a different, smaller schema for the object kinds (so the test above compares two)', () => {
    const qa = KINDS.qa;
    expect(withoutAsserts(qa.caseSchema)).not.toBe(qa.caseSchema);
    expect(withoutAsserts(qa.caseSchema).safeParse({ input: { query: 'q' }, expected: { ground_truth: 'g' }, assert: 'not a list' }).success).toBe(
      true,
    );
    expect(qa.caseSchema.safeParse({ input: { query: 'q' }, expected: { ground_truth: 'g' }, assert: 'not a list' }).success).toBe(false);
  });
});
