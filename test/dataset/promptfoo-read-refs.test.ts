// `$ref: '#/...'` in a promptfoo config: resolved as promptfoo resolves them
// (test/parity/promptfoo-configs/corpus/json-refs holds promptfoo's verdicts),
// and bounded: a cycle, a chain past the depth cap, a missing target, an
// external file and a doubling expansion are each one error naming the field.
import { describe, expect, it } from 'vitest';
import { MAX_REF_DEPTH } from '../../src/dataset/promptfoo/refs.js';
import { tempDir } from '../helpers/tmp.js';
import { assertionTexts, readConfig, readIssues, yaml } from './promptfoo-read-helpers.js';

const root = tempDir('pf-read-refs-');
const head = ['prompts: ["{{q}}"]', 'providers: [echo]'];

describe('promptfoo $ref', () => {
  it('resolves references anywhere, a key beside one laid over its target, with no warning for the referenced key', async () => {
    const config = await readConfig(root, {
      'promptfooconfig.yaml': yaml(
        ...head,
        'templates:',
        '  hi: {type: contains, value: hi}',
        '  alias: {$ref: "#/templates/hi"}',
        '  "a/b": {type: equals, value: slash}',
        'tests:',
        '  - vars: {q: hi}',
        '    assert:',
        '      - $ref: "#/templates/alias"',
        '      - {$ref: "#/templates/hi", value: there}',
        '      - $ref: "#/templates/a~1b"',
      ),
    });
    expect(assertionTexts(config.tests[0]?.assert ?? [])).toEqual(['contains:hi', 'contains:there', 'equals:slash']);
    expect(config.warnings).toEqual([]);
  });

  it('refuses a cycle, naming the field and the chain', async () => {
    const issues = await readIssues(root, {
      'promptfooconfig.yaml': yaml(...head, 'a: {$ref: "#/b"}', 'b: {$ref: "#/a"}', 'tests:', '  - assert: [{$ref: "#/a"}]'),
    });
    expect(issues).toEqual([
      expect.objectContaining({
        file: expect.stringMatching(/promptfooconfig\.yaml$/),
        field: 'a',
        message: expect.stringMatching(/refers to itself \(#\/b -> #\/a -> #\/b\)/),
      }),
    ]);
  });

  it('refuses a chain deeper than the cap, a missing target and an external file', async () => {
    const chain = Array.from({ length: MAX_REF_DEPTH + 2 }, (_, i) => `r${i}: {$ref: "#/r${i + 1}"}`);
    const deep = await readIssues(root, { 'promptfooconfig.yaml': yaml(...head, ...chain, `r${MAX_REF_DEPTH + 2}: {type: contains, value: x}`) });
    expect(deep[0]?.message).toMatch(new RegExp(`nest deeper than ${MAX_REF_DEPTH}`));
    const missing = await readIssues(root, { 'promptfooconfig.yaml': yaml(...head, 'tests:', '  - assert: [{$ref: "#/nowhere/x"}]') });
    expect(missing).toEqual([expect.objectContaining({ field: 'tests[0].assert[0]', message: expect.stringMatching(/nothing at that path/) })]);
    const external = await readIssues(root, { 'promptfooconfig.yaml': yaml(...head, 'tests:', '  - assert: [{$ref: "other.yaml#/x"}]') });
    expect(external[0]?.message).toMatch(/inside the config only/);
  });

  it('refuses references that double past the bound, quickly', async () => {
    const levels = Array.from({ length: 30 }, (_, i) => `l${i + 1}: [{$ref: "#/l${i}"}, {$ref: "#/l${i}"}]`);
    const started = Date.now();
    const issues = await readIssues(root, { 'promptfooconfig.yaml': yaml(...head, 'l0: x', ...levels, 'tests:', '  - vars: {q: {$ref: "#/l30"}}') });
    expect(issues[0]?.message).toMatch(/expand to more than 1,000,000 values/);
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it("leaves a provider's function and tool schemas as written", async () => {
    const config = await readConfig(root, {
      'promptfooconfig.yaml': yaml(
        'prompts: ["{{q}}"]',
        'providers:',
        '  - id: echo',
        '    config:',
        '      tools: [{type: function, function: {name: f, parameters: {$ref: "#/definitions/x"}}}]',
      ),
    });
    expect(config.providers[0]?.config).toEqual({ tools: [{ type: 'function', function: { name: 'f', parameters: { $ref: '#/definitions/x' } } }] });
  });
});
