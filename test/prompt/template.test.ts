import { describe, expect, it } from 'vitest';
import type { KindDataset } from '../../src/kinds/types.js';
import { checkTemplate, defaultTemplate, placeholders, renderTemplate, templateVars, TemplateError } from '../../src/prompt/template.js';
import { KINDS } from '../../src/kinds/index.js';
import type { LoadedCase } from '../../src/dataset/dataset.js';

const testCase = (input: Record<string, unknown>): LoadedCase => ({
  id: 'c',
  key: 'k',
  vars: {},
  line: 1,
  tags: [],
  mustPass: false,
  description: null,
  input,
  expected: {},
  assert: [],
  threshold: null,
  data: {},
});
const dataset = (type: KindDataset['type'], cases: LoadedCase[], labels?: string[]) =>
  ({ name: 'd', type, kind: KINDS[type], meta: { type, labels: labels ?? null }, cases }) as unknown as KindDataset;

describe('prompt templates', () => {
  it('asks the question for qa', () => {
    const d = dataset('qa', [testCase({ query: 'How big?' })]);
    const text = renderTemplate(defaultTemplate({ type: 'qa', kind: KINDS.qa }), templateVars(d, d.cases[0]!));
    expect(text).toContain('How big?');
    expect(placeholders(text)).toEqual([]);
  });

  it('lists the labels and asks for exactly one for classification', () => {
    const d = dataset('classification', [testCase({ text: 'refund me' })], ['billing', 'technical']);
    const text = renderTemplate(defaultTemplate({ type: 'classification', kind: KINDS.classification }), templateVars(d, d.cases[0]!));
    expect(text).toContain('billing, technical');
    expect(text).toContain('refund me');
    expect(text.toLowerCase()).toContain('exactly one');
  });

  it('gives the instruction and, when present, the document', () => {
    const d = dataset('instruction', [testCase({ instruction: 'Summarise.', document: 'Long text.' }), testCase({ instruction: 'Say hi.' })]);
    const withDoc = renderTemplate(defaultTemplate({ type: 'instruction', kind: KINDS.instruction }), templateVars(d, d.cases[0]!));
    const without = renderTemplate(defaultTemplate({ type: 'instruction', kind: KINDS.instruction }), templateVars(d, d.cases[1]!));
    expect(withDoc).toContain('Summarise.');
    expect(withDoc).toContain('Long text.');
    expect(without).toContain('Say hi.');
    expect(without).not.toContain('---');
  });

  it('numbers RAG contexts', () => {
    const d = dataset('rag', [testCase({ query: 'q?', retrieved_contexts: ['first', 'second'] })]);
    const text = renderTemplate(defaultTemplate({ type: 'rag', kind: KINDS.rag }), templateVars(d, d.cases[0]!));
    expect(text).toContain('[1] first');
    expect(text).toContain('[2] second');
  });

  it('fills custom placeholders, tolerating spaces, and leaves other braces alone', () => {
    const text = renderTemplate({ source: '--prompt', text: 'Be brief: {{ query }} {not} {{n}}' }, { query: 'why?', n: 3 });
    expect(text).toBe('Be brief: why? {not} 3');
  });

  it('fails a case whose input lacks a placeholder value', () => {
    expect(() => renderTemplate({ source: '--prompt', text: '{{missing}}' }, {})).toThrow(TemplateError);
  });

  it('reports a placeholder that no case can fill, naming the fields there are', () => {
    const d = dataset('qa', [testCase({ query: 'q' }), testCase({ query: 'q', topic: 't' })]);
    expect(checkTemplate({ source: '--prompt', text: '{{query}} {{topic}} {{quesiton}}' }, d)).toEqual([
      { file: '--prompt', field: '{{quesiton}}', message: 'no case of d has this field; available: query, topic' },
    ]);
  });

  it('renders as one regex replace over the text would, whatever the template and values', () => {
    // The reference: the template filled in one pass of String.replace, as it was before it was split once per text.
    const reference = (text: string, vars: Record<string, unknown>) =>
      text.replace(/\{\{\s*([A-Za-z_][\w.-]*)\s*\}\}/g, (_w, name: string) => {
        const value = vars[name];
        if (value === undefined || value === null) throw new TemplateError(`{{${name}}}`);
        return typeof value === 'string' ? value : JSON.stringify(value);
      });
    const pieces = ['{{a}}', '{{ b }}', '{{c.d}}', '{{', '}}', '{a}', ' ', 'text', '$&', '$1', '{{ missing }}', '\n', '{{a}}{{b}}'];
    const values: Record<string, unknown> = { a: 'A$&', b: 2, 'c.d': { x: [1] }, e: null };
    let seed = 7;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) % pieces.length;
    for (let n = 0; n < 500; n++) {
      const text = Array.from({ length: 1 + (n % 7) }, () => pieces[next()]).join('');
      let expected: string | Error;
      try {
        expected = reference(text, values);
      } catch (error) {
        expected = error as Error;
      }
      const render = () => renderTemplate({ source: 't', text }, values);
      if (expected instanceof Error) expect(render, text).toThrow(TemplateError);
      else expect(render(), text).toBe(expected);
    }
  });
});
