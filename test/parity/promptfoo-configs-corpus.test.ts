// The promptfoo config corpus is whole: every config has promptfoo's verdicts,
// made from the config as it is now, and the verdicts are not one-sided (a
// corpus where everything passes proves nothing). promptfoo is not needed.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONFIGS_DIR, configSha256, corpusConfigs, loadConfigVerdicts, REGENERATE, verdictsFile } from './promptfoo-config-verdicts.js';

const configs = corpusConfigs();

describe('promptfoo config corpus', () => {
  it('has configs in both legs', () => {
    expect(configs.filter((c) => c.leg === 'echo').length).toBeGreaterThanOrEqual(20);
    expect(configs.filter((c) => c.leg === 'bedrock').length).toBeGreaterThanOrEqual(1);
  });

  it.each(configs.map((c) => [c.name, c] as const))('%s: verdicts exist, are non-empty and match the config', (name, c) => {
    expect(existsSync(verdictsFile(name)), `no verdicts: run ${REGENERATE} ${name}`).toBe(true);
    const verdicts = loadConfigVerdicts(name);
    expect(verdicts.leg).toBe(c.leg);
    expect(verdicts.tests.length).toBeGreaterThan(0);
    expect(verdicts.configSha256, `the config changed since its verdicts: run ${REGENERATE} ${name}`).toBe(configSha256(c.dir));
    expect(verdicts.tests.map((t) => t.index)).toEqual(verdicts.tests.map((_, i) => i));
    for (const t of verdicts.tests) expect(t.pass).toBe(t.cells.every((cell) => cell.pass));
    if (c.leg === 'bedrock') expect(verdicts.bedrockRequests?.length).toBeGreaterThan(0);
  });

  it('has no verdicts without a config', () => {
    const names = new Set(configs.map((c) => c.name));
    const stale = readdirSync(path.join(CONFIGS_DIR, 'verdicts')).filter((f) => !names.has(f.replace(/\.json$/, '')));
    expect(stale).toEqual([]);
  });

  it('fails at least a quarter of all tests and passes at least a quarter', () => {
    const tests = configs.flatMap((c) => loadConfigVerdicts(c.name).tests);
    const passed = tests.filter((t) => t.pass).length;
    expect(passed / tests.length).toBeGreaterThanOrEqual(0.25);
    expect((tests.length - passed) / tests.length).toBeGreaterThanOrEqual(0.25);
  });
});
