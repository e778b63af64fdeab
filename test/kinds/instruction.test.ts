import { describe, expect, it } from 'vitest';
import { superevalCaseKey } from '../../src/dataset/python-json.js';
import { instruction } from '../../src/kinds/instruction.js';
import { checkTemplate } from '../../src/prompt/template.js';
import { defaultPrompt, loadCases } from './helpers.js';

describe('instruction kind', () => {
  it('keys the document only when it is non-empty, as the Python tool does', async () => {
    const d = await loadCases({ type: 'instruction' }, [
      { id: 'a', input: { instruction: 'Summarise.', document: 'Long text.' }, expected: { rubric: 'One line.' } },
      { id: 'b', input: { instruction: 'Summarise.', document: '' }, expected: { rubric: 'One line.' } },
    ]);
    expect(d.cases[0]!.vars).toEqual({ instruction: 'Summarise.', document: 'Long text.' });
    expect(d.cases[1]!.vars).toEqual({ instruction: 'Summarise.' });
    expect(d.cases[1]!.key).toBe(superevalCaseKey({ instruction: 'Summarise.' }));
  });

  it('gives the instruction, then the document below a rule when there is one', async () => {
    const d = await loadCases({ type: 'instruction' }, [
      { id: 'a', input: { instruction: 'Summarise.', document: 'Long text.' }, expected: { rubric: 'r' } },
      { id: 'b', input: { instruction: 'Say hi.' }, expected: { rubric: 'r' } },
    ]);
    expect(defaultPrompt(d, 0)).toBe('Summarise.\n\n---\nLong text.');
    expect(defaultPrompt(d, 1)).toBe('Say hi.');
    expect(instruction.templateVars({ instruction: 'x' })).toEqual({ document_section: '' });
  });

  it('offers document_section, and leaves it out of the fields a template error lists', async () => {
    const d = await loadCases({ type: 'instruction' }, [{ input: { instruction: 'x' }, expected: { rubric: 'r' } }]);
    expect(checkTemplate({ source: '--prompt', text: '{{instruction}}{{document_section}}{{nope}}' }, d)).toEqual([
      { file: '--prompt', field: '{{nope}}', message: `no case of ${d.name} has this field; available: instruction` },
    ]);
  });

  it('hands the rubric to the judge verbatim', () => {
    expect(instruction.builtInAssertions({ input: {}, expected: { rubric: 'Exactly 3 bullets.' } })).toEqual([
      { type: 'llm-rubric', value: 'Exactly 3 bullets.' },
    ]);
    expect(instruction.expectedSummary({ input: {}, expected: { rubric: 'Exactly 3 bullets.' } })).toBe('Exactly 3 bullets.');
  });
});
