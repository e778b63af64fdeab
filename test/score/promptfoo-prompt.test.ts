// A promptfoo config's prompt rendered as promptfoo 0.121.20 renders it. The
// expected texts were learnt by running promptfoo 0.121.20 once (`promptfoo
// eval` with the echo provider) on a config holding these prompts and vars.
import { afterAll, describe, expect, it } from 'vitest';
import { renderPromptfooPrompt } from '../../src/score/promptfoo/promptfoo-prompt.js';
import { closeSandbox } from '../../src/score/sandbox/host.js';

afterAll(() => closeSandbox());

const first = {
  a: 'first line\n',
  b: 'uses {{ a }} inside',
  c: '{{ d | upper }}',
  d: 'dee',
  who: 'people "quoted"',
  q: 'hi\nthere',
  obj: { k: 1 },
  list: [1, 2],
  num: 3,
};
const second = { a: 'x', b: '{{ undefinedthing }} stays', c: '{% if d %}yes{% endif %}', d: '', who: 'w', q: 'q', obj: 'o', list: 'l', num: 0 };

describe('renderPromptfooPrompt', () => {
  it("cuts one trailing newline from a var, fills a var's own references and renders a var's template before the prompt", async () => {
    expect(await renderPromptfooPrompt('A: {{ a }}|B: {{ b }}|C: {{ c }}|D: {{ d }}', first)).toBe(
      'A: first line|B: uses first line inside|C: DEE|D: dee',
    );
  });

  it('leaves a var that names an unknown var as written, and renders a falsy condition empty', async () => {
    expect(await renderPromptfooPrompt('A: {{ a }}|B: {{ b }}|C: {{ c }}|D: {{ d }}', second)).toBe('A: x|B: {{ undefinedthing }} stays|C: |D: ');
  });

  it('renders each string of a JSON prompt and writes it back as indented JSON, so quotes and newlines in vars stay escaped', async () => {
    const chat = '[{"role": "system", "content": "You help {{ who }}."}, {"role": "user", "content": "Say \\"{{ q }}\\""}]';
    expect(await renderPromptfooPrompt(chat, first)).toBe(
      '[\n  {\n    "role": "system",\n    "content": "You help people \\"quoted\\"."\n  },\n  {\n    "role": "user",\n    "content": "Say \\"hi\\nthere\\""\n  }\n]',
    );
    expect(await renderPromptfooPrompt(chat, second)).toBe(
      '[\n  {\n    "role": "system",\n    "content": "You help w."\n  },\n  {\n    "role": "user",\n    "content": "Say \\"q\\""\n  }\n]',
    );
  });

  it('writes objects, lists and numbers as nunjucks does', async () => {
    expect(await renderPromptfooPrompt('{{ obj }} {{ list }} {{ num }}', first)).toBe('[object Object] 1,2 3');
    expect(await renderPromptfooPrompt('{{ obj }} {{ list }} {{ num }}', second)).toBe('o l 0');
  });

  it('a prompt whose template does not parse is an error', async () => {
    await expect(renderPromptfooPrompt('partial {{ open and {{ a }}', first)).rejects.toThrow(/expected colon after dict key/);
  });

  it('takes a text with an unclosed tag literally', async () => {
    expect(await renderPromptfooPrompt('costs {{ 5', { a: 1 })).toBe('costs {{ 5');
  });
});
