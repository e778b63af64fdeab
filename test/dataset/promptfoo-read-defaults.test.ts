// defaultTest, the config's metadata, and scenarios. Expectations were learnt
// by running promptfoo 0.121.20 (echo provider) on the same configs in a temp
// folder and reading each result's testCase in out.json.
import { describe, expect, it } from 'vitest';
import { tempDir } from '../helpers/tmp.js';
import { assertionTexts, readConfig, yaml } from './promptfoo-read-helpers.js';

const root = tempDir('pf-read-defaults-');
const head = ['prompts: ["{{a}} {{dv}}"]', 'providers: [echo]'];

describe('promptfoo defaultTest', () => {
  it('puts its vars under, its asserts first, its threshold and options under the test; disableDefaultAsserts drops its asserts', async () => {
    const config = await readConfig(root, {
      'promptfooconfig.yaml': yaml(
        ...head,
        'metadata: {team: x}',
        'defaultTest:',
        '  vars: {a: da, dv: d}',
        '  assert: [{type: contains, value: d}]',
        '  threshold: 0.5',
        '  options: {prefix: "P:", suffix: ":S"}',
        '  metadata: {dm: 1}',
        'tests:',
        '  - vars: {a: ta}',
        '    assert: [{type: contains, value: ta}]',
        '    options: {suffix: ":T"}',
        '    metadata: {tm: 2}',
        '  - vars: {a: tb}',
        '    threshold: 0.9',
        '    options: {disableDefaultAsserts: true}',
      ),
    });
    expect(config.tests.map((t) => [t.vars, assertionTexts(t.assert), t.threshold, t.options, t.metadata])).toEqual([
      // defaultTest's own metadata replaces the config's (promptfoo spreads defaultTest over {metadata: config.metadata}).
      [{ a: 'ta', dv: 'd' }, ['contains:d', 'contains:ta'], 0.5, { prefix: 'P:', suffix: ':T' }, { dm: 1, tm: 2 }],
      [{ a: 'tb', dv: 'd' }, [], 0.9, { prefix: 'P:', suffix: ':S', disableDefaultAsserts: true }, { dm: 1 }],
    ]);
  });

  it('gives each test the config metadata when defaultTest has none', async () => {
    const config = await readConfig(root, {
      'promptfooconfig.yaml': yaml(...head, 'metadata: {team: x}', 'tests: [{vars: {a: 1}, metadata: {own: 2}}]'),
    });
    expect(config.tests[0]?.metadata).toEqual({ team: 'x', own: 2 });
  });

  it('reads a file:// defaultTest', async () => {
    const config = await readConfig(root, {
      'dt.yaml': 'vars: {dv: fromfile}\nassert: [{type: contains, value: fromfile}]\n',
      'promptfooconfig.yaml': yaml(...head, 'defaultTest: file://dt.yaml', 'tests: [{vars: {x: 1}}]'),
    });
    expect(config.tests.map((t) => [t.vars, assertionTexts(t.assert)])).toEqual([[{ dv: 'fromfile', x: 1 }, ['contains:fromfile']]]);
    expect(config.files.map((f) => f.split('/').pop())).toEqual(['promptfooconfig.yaml', 'dt.yaml']);
  });

  it('is one test of its own when the config has no tests', async () => {
    const config = await readConfig(root, { 'promptfooconfig.yaml': yaml(...head, 'defaultTest: {vars: {a: only}}') });
    expect(config.tests.map((t) => t.vars)).toEqual([{ a: 'only' }]);
  });
});

describe('promptfoo scenarios', () => {
  // promptfoo 0.121.20 ran: dflt top, fr one (t-one), fr two (cfg-fr), de one (t-one), de two, es three.
  it('come after the top-level tests: each config entry x each test, vars merged, the test description over the entry', async () => {
    const config = await readConfig(root, {
      'promptfooconfig.yaml': yaml(
        'prompts: ["{{lang}} {{w}}"]',
        'providers: [echo]',
        'defaultTest: {vars: {lang: dflt}}',
        'tests:',
        '  - vars: {w: top}',
        'scenarios:',
        '  - description: s1',
        '    config:',
        '      - vars: {lang: fr}',
        '        description: cfg-fr',
        '      - vars: {lang: de}',
        '    tests:',
        '      - vars: {w: one}',
        '        description: t-one',
        '      - vars: {w: two}',
        '  - config:',
        '      - vars: {lang: es}',
        '    tests:',
        '      - vars: {w: three}',
      ),
    });
    expect(config.tests.map((t) => [t.description, `${String(t.vars.lang)} ${String(t.vars.w)}`, t.metadata.conversationId])).toEqual([
      [null, 'dflt top', undefined],
      ['t-one', 'fr one', '__scenario_0__'],
      ['cfg-fr', 'fr two', '__scenario_0__'],
      ['t-one', 'de one', '__scenario_1__'],
      [null, 'de two', '__scenario_1__'],
      [null, 'es three', '__scenario_2__'],
    ]);
  });
});
