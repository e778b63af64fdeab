// An EvalBench run config run unchanged (issue 49): `supereval run
// run_config.yaml` reads its dataset_config, database_configs and their
// dialects filter, databases and query_types filters, num_trials, its
// setup_directory (pre_setup.sql, setup.sql, the data CSVs, post_setup.sql)
// and its scorers; model_config, prompt_generator and reporting are named
// once each, and --model gives the model. The fixture is
// test/fixtures/evalbench-run/ (EvalBench's datasets/bat layout).
import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { EXIT } from '../../src/cli/exit.js';
import { loadDatasets } from '../../src/app/load.js';
import { repoRoot, runCli } from '../helpers/cli.js';
import { tempDir } from '../helpers/tmp.js';

const FIXTURE = path.join(repoRoot, 'test/fixtures/evalbench-run');
const MODEL = `exec:${process.execPath} ${path.join(FIXTURE, 'model.mjs')}`;

/** A copy of the fixture whose run config is edited by `edit`. */
function editedCopy(edit: (text: string) => string): string {
  const dir = tempDir('evalbench-run-');
  cpSync(FIXTURE, dir, { recursive: true });
  const file = path.join(dir, 'run_config.yaml');
  writeFileSync(file, edit(readFileSync(file, 'utf8')));
  return file;
}

describe('an EvalBench run config, unchanged', () => {
  it('runs the NL2SQL items it selects on SQLite built from its setup_directory, scored by its scorers', async () => {
    const out = path.join(tempDir('evalbench-run-out-'), 'results.json');
    const r = await runCli('run', path.join(FIXTURE, 'run_config.yaml'), '-m', MODEL, '-q', '-o', out);
    // Items 2 and 4 fail, so the gate (every case must pass) blocks.
    expect(r.code, r.stderr).toBe(EXIT.blocked);
    const results = JSON.parse(readFileSync(out, 'utf8')) as {
      dataset: { name: string };
      cases: { id: string; results: { status: string; asserts: { type: string; score: number }[] }[] }[];
    };
    expect(results.dataset.name).toBe('evalbench-run');
    // 5 is DDL (query_types), 6 is another database (databases), 7 is PostgreSQL only (dialects).
    expect(results.cases.map((c) => [c.id, c.results[0]?.status])).toEqual([
      ['1', 'pass'],
      ['2', 'fail'],
      ['3', 'pass'],
      ['4', 'fail'],
    ]);
    // EvalBench's scorers, a row each (1 or 0, its 100 or 0): the wrong rows run but match nothing; SQL that does not run matches nothing.
    // (A results file writes a row that repeats an earlier one's as its index into assert_rows.)
    const scores = (id: string) =>
      Object.fromEntries(
        (results.cases.find((c) => c.id === id)?.results[0]?.asserts ?? []).flatMap((a) => (typeof a === 'object' ? [[a.type, a.score]] : [])),
      );
    expect(scores('1')).toMatchObject({ exact_match: 1 });
    expect(scores('2')).toMatchObject({ exact_match: 0, set_match: 0 });
    expect(scores('3')).toMatchObject({ exact_match: 1, set_match: 1 });
    expect(scores('4')).toMatchObject({ exact_match: 0, executable_sql: 0 });
    for (const key of ['model_config', 'prompt_generator', 'reporting']) {
      expect(r.stderr.split(`run_config.yaml: ${key}: not run`).length - 1, key).toBe(1);
    }
  });

  it('refuses a database engine supereval does not have, by name, and warns that llmrater uses the run judge', async () => {
    const file = editedCopy((text) =>
      text.replace('dialects:\n  - sqlite\n', '').replace('  returned_sql: null', '  llmrater:\n    model_config: datasets/model_configs/x.yaml'),
    );
    const loaded = await loadDatasets([file], null, {});
    expect(loaded.refused).toEqual([
      expect.objectContaining({
        file,
        field: 'database_configs[1]',
        message: expect.stringMatching(/mysql\.yaml: db_type mysql is not an engine supereval runs \(it runs sqlite and postgres\)/),
      }),
    ]);
    const judged = editedCopy((text) => text.replace('  returned_sql: null', '  llmrater:\n    model_config: datasets/model_configs/x.yaml'));
    const ok = await loadDatasets([judged], null, {});
    expect(ok.refused).toEqual([]);
    expect(ok.warnings).toContainEqual(
      expect.objectContaining({ field: 'scorers.llmrater.model_config', message: expect.stringContaining("run's judge") }),
    );
    expect(ok.datasets[0]?.meta.scorers).toMatchObject({ llmrater: null });
  });

  it('refuses a config without its setup_directory, and a dataset format it does not run', async () => {
    const noSetup = await loadDatasets([editedCopy((text) => text.replace('setup_directory: datasets/blog/setup\n', ''))], null, {});
    expect(noSetup.refused).toEqual([expect.objectContaining({ field: 'setup_directory', message: expect.stringContaining('no setup_directory') })]);
    const bird = await loadDatasets([editedCopy((text) => text.replace('evalbench-standard-format', 'bird-standard-format'))], null, {});
    expect(bird.refused).toEqual([
      expect.objectContaining({ field: 'dataset_format', message: expect.stringContaining('does not run bird-standard-format datasets') }),
    ]);
  });
});
