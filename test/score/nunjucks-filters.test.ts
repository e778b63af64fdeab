// A promptfoo config's nunjucksFilters: its JavaScript modules render the
// prompts in the sandbox (allow-listed environment, time and length bounded),
// count as dataset code (refused on a fork's run in one line), and a filter
// that cannot be found or loaded is named by the config and the key.
// (promptfoo's verdicts: the corpus config nunjucks-filters, test/parity.)
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { datasetCodeRefusal, type JobEvent } from '../../src/app/dataset-code.js';
import { DatasetError } from '../../src/base/index.js';
import { loadPromptfooConfig } from '../../src/dataset/promptfoo/load.js';
import { KINDS } from '../../src/kinds/index.js';
import { renderPromptfooPrompt } from '../../src/score/promptfoo/promptfoo-prompt.js';
import { closeSandbox } from '../../src/score/sandbox/host.js';
import { datasetCode } from '../../src/score/sandbox/dataset-code.js';
import { tempDir, writeTree } from '../helpers/tmp.js';

const root = tempDir('supereval-nunjucks-filters-');
const forkJob: JobEvent = {
  event: 'pull_request_target',
  forkRun: { event: 'pull_request_target', fork: 'mallory/evals', prNumber: 7, after: null },
};
const filtersDir = writeTree(path.join(root, 'filters'), {
  'spin.mjs': 'export default () => { for (;;) {} };\n',
  'huge.mjs': "export default () => 'x'.repeat(5 * 1024 * 1024);\n",
  'secret.mjs': "export default () => `[${process.env.NUNJUCKS_FILTER_SECRET ?? 'unset'}]`;\n",
  'nothing.mjs': 'export const notDefault = 1;\n',
  'count.mjs': 'let calls = 0;\nexport default () => String(++calls);\n',
});
const withFilter = (name: string, file: string) => ({ files: { [name]: path.join(filtersDir, file) }, dir: filtersDir });

afterAll(() => closeSandbox());

describe('nunjucksFilters in the sandbox', () => {
  it("a filter never sees the runner's variables", async () => {
    process.env['NUNJUCKS_FILTER_SECRET'] = 'runner-secret-value';
    try {
      await expect(renderPromptfooPrompt('{{ q | secret }}', { q: 'a' }, 5000, withFilter('secret', 'secret.mjs'))).resolves.toBe('[unset]');
    } finally {
      delete process.env['NUNJUCKS_FILTER_SECRET'];
    }
  });

  it('a module is loaded once for the run, as promptfoo loads it once (no thread or import per render)', async () => {
    const count = withFilter('count', 'count.mjs');
    const renders: string[] = [];
    for (let i = 0; i < 3; i++) renders.push(await renderPromptfooPrompt('{{ q | count }}', { q: 'a' }, 5000, count));
    expect(renders).toEqual(['1', '2', '3']);
  });

  it('a filter that never returns is stopped at the time limit', async () => {
    const started = Date.now();
    await expect(renderPromptfooPrompt('{{ q | spin }}', { q: 'a' }, 500, withFilter('spin', 'spin.mjs'))).rejects.toThrow(/500 ms/);
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('a rendered text past the bound is an error, not a prompt', async () => {
    await expect(renderPromptfooPrompt('{{ q | huge }}', { q: 'a' }, 5000, withFilter('huge', 'huge.mjs'))).rejects.toThrow(
      /longer than 4194304 characters/,
    );
  });

  it('a module that exports no function is named', async () => {
    await expect(renderPromptfooPrompt('{{ q | none }}', { q: 'a' }, 5000, withFilter('none', 'nothing.mjs'))).rejects.toThrow(
      /nunjucksFilters\.none: .*nothing\.mjs must export a function/,
    );
  });

  it('the guard still holds with filters: no constructor lookups', async () => {
    await expect(
      renderPromptfooPrompt('{{ range.constructor("return process")() | secret }}', {}, 5000, withFilter('secret', 'secret.mjs')),
    ).rejects.toThrow(/supereval refuses this template/);
  });
});

describe('nunjucksFilters in a config', () => {
  const config = (name: string, filters: string, files: Record<string, string> = {}) =>
    path.join(
      writeTree(path.join(root, name), {
        'promptfooconfig.yaml': ["prompts: ['{{ q | up }}']", 'providers: [echo]', filters, 'tests: [{ vars: { q: a } }]'].join('\n'),
        ...files,
      }),
      'promptfooconfig.yaml',
    );

  it("is dataset code: a fork's run refuses it in one line naming the config and the key", async () => {
    const file = config('fork', 'nunjucksFilters: { up: up.mjs, down: down.mjs }', {
      'up.mjs': 'export default (s) => s.toUpperCase();\n',
      'down.mjs': 'export default (s) => s.toLowerCase();\n',
    });
    const dataset = await loadPromptfooConfig(file, KINDS);
    const found = datasetCode(dataset);
    expect(found?.everyCase).toEqual(['nunjucksFilters (up, down)']);
    const lines = datasetCodeRefusal([found!], 'auto', forkJob, 'cli') ?? [];
    expect(lines.filter((line) => line.includes('nunjucksFilters'))).toEqual([
      `  ${dataset.name}: dataset.json gives every case nunjucksFilters (up, down)`,
    ]);
  });

  it('a missing file, a file that is not JavaScript and a malformed map name the config and the key, all in one round', async () => {
    const file = config('bad', 'nunjucksFilters: { up: missing.js, text: notes.txt, 1bad: up.mjs }', { 'notes.txt': 'hi', 'up.mjs': '' });
    const error = await loadPromptfooConfig(file, KINDS).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DatasetError);
    const issues = (error as DatasetError).issues.map((i) => `${path.basename(i.file)} ${i.field}: ${i.message}`);
    expect(issues).toEqual([
      'promptfooconfig.yaml nunjucksFilters.up: no file missing.js beside the config',
      'promptfooconfig.yaml nunjucksFilters.text: must be a .js, .cjs, .mjs or .ts file (promptfoo imports it as a module)',
      'promptfooconfig.yaml nunjucksFilters.1bad: a filter name must be a name a template can write after `|`',
    ]);
    const notMap = await loadPromptfooConfig(config('notmap', 'nunjucksFilters: [up.mjs]'), KINDS).catch((e: unknown) => e);
    expect((notMap as DatasetError).issues).toEqual([expect.objectContaining({ field: 'nunjucksFilters' })]);
  });
});
