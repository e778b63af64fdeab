import { describe, expect, it } from 'vitest';
import { formatIssue } from '../../src/base/errors.js';
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

  it('loads a label the dataset does not list, or lists in another letter case, with a warning naming file, line and field', async () => {
    const d = await loadCases(meta, [line('billing'), { id: 'ship', ...line('shipping') }, { id: 'case', ...line('Billing') }]);
    expect(d.cases.map((c) => c.id)).toHaveLength(3);
    const warnings = d.warnings.map(formatIssue);
    expect(warnings).toHaveLength(2);
    expect(warnings[0]).toMatch(
      /cases\.jsonl:2: expected\.label: "shipping" is not one of the dataset's labels \(billing, technical\): a model that answers with one of them passes this case only if that label contains "shipping"/,
    );
    expect(warnings[1]).toMatch(/cases\.jsonl:3: expected\.label: "Billing" is listed as "billing": the check ignores letter case/);
    expect(classification.caseWarnings({ input: { text: 'x' }, expected: { label: 'shipping' } }, {})).toEqual([]);
  });
});
