// EvalBench evalsets read as datasets (src/dataset/evalset/): told apart
// from a promptfoo config by content, their scenarios selected by id and
// glob, max_turns bounded, ${VAR} expanded (never a credential).
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { evalsetRecords, globMatches, isEvalsetText } from '../../src/dataset/evalset/index.js';
import { loadDatasets } from '../../src/app/load.js';
import { tempDir, writeTree } from '../helpers/tmp.js';

const root = tempDir();
writeTree(root, {
  'pf/promptfooconfig.json': {
    prompts: ['Say {{word}}'],
    providers: ['echo'],
    scenarios: [{ config: [{ vars: { word: 'hi' } }], tests: [{ assert: [{ type: 'contains', value: 'hi' }] }] }],
  },
  'es/evalset.json': { scenarios: [{ id: 'a', starting_prompt: 'hello', max_turns: 51 }] },
});

describe('evalsets', () => {
  it('tells an evalset from a promptfoo config whose scenarios hold config lists', async () => {
    expect(isEvalsetText(JSON.stringify({ scenarios: [{ starting_prompt: 'x' }] }))).toBe(true);
    expect(isEvalsetText(JSON.stringify({ scenarios: [{ config: [{ vars: {} }] }] }))).toBe(false);
    const loaded = await loadDatasets([path.join(root, 'pf/promptfooconfig.json')], null);
    expect(loaded.refused).toEqual([]);
    expect(loaded.datasets[0]?.type).toBe('promptfoo');
  });

  it('bounds max_turns at 50', async () => {
    const loaded = await loadDatasets([path.join(root, 'es/evalset.json')], null);
    expect(loaded.refused).toEqual([expect.objectContaining({ field: 'max_turns', line: 3, message: 'expected number to be <=50 (got 51)' })]);
  });

  it('selects scenarios by id and by glob', () => {
    const text = JSON.stringify({ scenarios: ['db-read', 'db-write', 'fs-read'].map((id) => ({ id, starting_prompt: id })) });
    const ids = (scenarios: { ids?: string[]; pattern?: string }) =>
      evalsetRecords(text, 'e.json', { scenarios }).records.map((r) => (r.value as { id: string }).id);
    expect(ids({})).toEqual(['db-read', 'db-write', 'fs-read']);
    expect(ids({ pattern: 'db-*' })).toEqual(['db-read', 'db-write']);
    expect(ids({ ids: ['fs-read'], pattern: '*-write' })).toEqual(['db-write', 'fs-read']);
    expect(evalsetRecords(text, 'e.json', { scenarios: { pattern: 'x*' } }).warnings[0]?.message).toBe('no scenario matches --scenario-pattern x*');
    expect([globMatches('a?c*', 'abcdef'), globMatches('*b*', 'abc'), globMatches('a*', 'ba'), globMatches('*', '')]).toEqual([
      true,
      true,
      false,
      true,
    ]);
  });

  it('puts each scenario on its own line, and never expands a credential', () => {
    const text =
      '{\n  "scenarios": [\n    {"id": "one", "starting_prompt": "${WHO}"},\n    {"id": "two", "starting_prompt": "${GITHUB_TOKEN}"}\n  ]\n}';
    const read = evalsetRecords(text, 'e.json', { variables: { WHO: 'Ada', GITHUB_TOKEN: 'ghs_secret' } });
    expect(read.records.map((r) => [r.line, (r.value as { input: { task: string } }).input.task])).toEqual([
      [3, 'Ada'],
      [4, '${GITHUB_TOKEN}'],
    ]);
    expect(read.issues).toEqual([
      {
        file: 'e.json',
        line: 4,
        field: 'scenarios[1].starting_prompt',
        message: '${GITHUB_TOKEN} names a credential, which an evalset may not read (scenario "two")',
      },
    ]);
  });
});

describe('an evalset in the cache key', () => {
  it('changes its dataset hash when a ${VAR} it reads changes', async () => {
    const file = path.join(root, 'hashed/evalset.json');
    writeTree(root, { 'hashed/evalset.json': { scenarios: [{ id: 'a', starting_prompt: 'Hi ${WHO_48}' }] } });
    const hashWith = async (who: string) => (await loadDatasets([file], null, { variables: { WHO_48: who } })).datasets[0]?.hash;
    expect(await hashWith('Ada')).toBe(await hashWith('Ada'));
    expect(await hashWith('Ada')).not.toBe(await hashWith('Bob'));
  });
});
