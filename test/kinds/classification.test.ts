import { describe, expect, it } from 'vitest';
import { DatasetError, formatIssue } from '../../src/dataset/errors.js';
import { classification } from '../../src/kinds/classification.js';
import { defaultPrompt, loadCases } from './helpers.js';

const meta = { type: 'classification', labels: ['billing', 'technical'] };
const line = (label: string, extra: object = {}) => ({ input: { text: 'I was charged twice', ...extra }, expected: { label } });

describe('classification kind', () => {
  it('keys a case by its text alone', async () => {
    const d = await loadCases(meta, [line('billing', { channel: 'email' })]);
    expect(d.cases[0]!.vars).toEqual({ text: 'I was charged twice' });
  });

  it("names the dataset's labels and asks for exactly one in its default prompt", async () => {
    const d = await loadCases(meta, [line('billing')]);
    expect(defaultPrompt(d)).toBe(
      'Classify the following text into exactly one of these categories: billing, technical.\n' +
        'Respond with only the category name, nothing else.\n\nText: I was charged twice',
    );
  });

  it('checks the label by icontains', () => {
    expect(classification.builtInAssertions({ input: {}, expected: { label: 'billing' } })).toEqual([{ type: 'icontains', value: 'billing' }]);
    expect(classification.expectedSummary({ input: {}, expected: { label: 'billing' } })).toBe('billing');
  });

  it('refuses at load a label the dataset does not list, with file and line; without labels any label goes', async () => {
    const error = await loadCases(meta, [line('billing'), { id: 'ship', ...line('shipping') }]).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DatasetError);
    const issues = (error as DatasetError).issues;
    expect(issues).toHaveLength(1);
    expect(formatIssue(issues[0]!)).toMatch(/cases\.jsonl:2: expected\.label: "shipping" is not one of the dataset's labels \(billing, technical\)/);
    expect(classification.checkCase({ input: {}, expected: { label: 'shipping' } }, {})).toEqual([]);
  });
});
