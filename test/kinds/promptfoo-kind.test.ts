// The promptfoo kind makes a config's cells (src/kinds/promptfoo/): asked
// through the kind's interface (ownSubjects), as the run asks it.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadPromptfooConfig } from '../../src/dataset/promptfoo/load.js';
import { KINDS } from '../../src/kinds/index.js';
import type { Cell, KindDataset, OwnSubjects } from '../../src/kinds/types.js';
import { createProvider } from '../../src/providers/index.js';
import { DEFAULT_TIME_LIMITS } from '../../src/score/sandbox/time-limit.js';
import { tempDir, writeTree } from '../helpers/tmp.js';

const root = tempDir('supereval-promptfoo-kind-');
let n = 0;

async function configDataset(config: string): Promise<KindDataset> {
  const dir = writeTree(path.join(root, `c${++n}`), { 'promptfooconfig.yaml': config });
  return loadPromptfooConfig(path.join(dir, 'promptfooconfig.yaml'), KINDS);
}

async function cellsOf(dataset: KindDataset): Promise<Cell[]> {
  const own = dataset.kind.ownSubjects?.(dataset) as OwnSubjects;
  return own.cells({ prompt: null, providers: [], configProvider: (spec) => createProvider(spec) });
}

describe('the promptfoo kind', () => {
  it("makes a config's cells, prompts on providers, and names what it cannot run", async () => {
    const dataset = await configDataset(
      ['prompts: ["Say {{word}}", "Shout {{word}}"]', 'providers: [echo, cohere:command-r]', 'tests:', '  - vars: { word: hi }'].join('\n'),
    );
    const own = dataset.kind.ownSubjects?.(dataset) as OwnSubjects;
    expect(own.modelSpecs()).toEqual(['echo']);
    expect(own.problems('--model').map((p) => p.field)).toEqual(['providers[1]']);
    const cells = await own.cells({ prompt: null, providers: [await createProvider('echo')], configProvider: (spec) => createProvider(spec) });
    expect(cells.map((c) => c.label)).toEqual(['echo [prompt 1]', 'echo [prompt 2]']);
    const rendered = await cells[1]!.request(dataset.cases[0]!, 0, {});
    expect(typeof rendered === 'string' ? rendered : rendered.prompt).toBe('Shout hi');
  });

  it("a dataset.json of its type names no cells: the run's models answer it", async () => {
    const dataset = await configDataset('prompts: ["{{q}}"]\nproviders: [echo]\ntests:\n  - vars: { q: x }');
    expect(KINDS.promptfoo.ownSubjects?.({ ...dataset, cells: undefined } as KindDataset)).toBeNull();
  });

  it("renders a cell's prompt within the run's script time limit, not the default", { timeout: 20_000 }, async () => {
    // Loops that render for far longer than the run's limit of 200 ms (and than the default 10 s).
    const dataset = await configDataset(
      [
        'prompts: ["{% for i in range(0, 100000) %}{% for j in range(0, 100000) %}{% endfor %}{% endfor %}{{q}}"]',
        'providers: [echo]',
        'tests:',
        '  - vars: { q: x }',
      ].join('\n'),
    );
    const [cell] = await cellsOf(dataset);
    const started = Date.now();
    const rendered = await cell!.request(dataset.cases[0]!, 0, { limits: { ...DEFAULT_TIME_LIMITS, scriptMs: 200 } });
    expect(Date.now() - started).toBeLessThan(DEFAULT_TIME_LIMITS.scriptMs / 2);
    expect(rendered).toMatch(/could not be rendered: template did not finish within the 200 ms time limit/);
  });
});
