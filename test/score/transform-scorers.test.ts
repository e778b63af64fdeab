// EvalBench's transform-tooling scorers: dataform_compile with Dataform's real
// CLI (@dataform/cli) on a small project, and the dbt scorers against a
// stand-in dbt (test/fixtures/transform/dbt: dbt cannot be installed on these
// machines) that follows dbt's commands and exit codes.
import { chmodSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { datasetCodeRefusal, type JobEvent } from '../../src/app/dataset-code.js';
import { loadDatasets } from '../../src/app/load.js';
import { datasetCode } from '../../src/score/sandbox/dataset-code.js';
import { transformRow } from '../../src/score/evalbench/transform-scorers.js';
import { tempDir, writeTree } from '../helpers/tmp.js';

const repo = path.resolve(import.meta.dirname, '../..');
const BIN = [path.join(repo, 'node_modules/.bin'), path.join(repo, 'test/fixtures/transform')].join(path.delimiter);
let savedPath: string | undefined;
beforeEach(() => {
  savedPath = process.env['PATH'];
  process.env['PATH'] = `${BIN}${path.delimiter}${savedPath ?? ''}`;
});
afterEach(() => {
  process.env['PATH'] = savedPath;
});

function dataformProject(root: string, sqlx: Record<string, string>): void {
  const dir = path.join(root, 'generated');
  mkdirSync(path.join(dir, 'definitions'), { recursive: true });
  writeFileSync(
    path.join(dir, 'workflow_settings.yaml'),
    'defaultProject: p\ndefaultLocation: US\ndefaultDataset: analytics\ndataformCoreVersion: 3.0.0\n',
  );
  for (const [name, text] of Object.entries(sqlx)) writeFileSync(path.join(dir, 'definitions', name), text);
}

describe('dataform_compile (Dataform CLI)', () => {
  it('passes a project that compiles, and fails one that does not with its errors', async () => {
    const good = tempDir('supereval-dataform-');
    dataformProject(good, { 'orders.sqlx': 'config { type: "table" }\nSELECT 1 AS id\n' });
    expect(await transformRow('dataform_compile', {}, good)).toMatchObject({ status: 'pass', reason: 'dataform compile generated --json succeeded' });
    const bad = tempDir('supereval-dataform-');
    dataformProject(bad, { 'orders.sqlx': 'config { type: "table" }\nSELECT ${ref("missing")} AS id\n' });
    const row = await transformRow('dataform_compile', {}, bad);
    expect(row).toMatchObject({ status: 'fail' });
    expect(row.reason).toContain('exited with code 1');
    expect(row.reason).toContain('missing');
  }, 120_000);

  it('fails when the agent generated no project, and errs naming a missing command', async () => {
    expect(await transformRow('dataform_compile', {}, tempDir('supereval-empty-'))).toMatchObject({
      status: 'fail',
      reason: expect.stringContaining('no workflow_settings.yaml'),
    });
    process.env['PATH'] = '/nonexistent';
    expect(await transformRow('dataform_compile', {}, tempDir('supereval-empty-'))).toMatchObject({
      status: 'error',
      reason: 'dataform_compile needs the `dataform` command on PATH, and there is none (npm install -g @dataform/cli)',
    });
  }, 60_000);
});

describe('dbt_compile and dbt_run (a stand-in dbt)', () => {
  function dbtProject(models: Record<string, string>): string {
    const root = tempDir('supereval-dbt-');
    writeTree(path.join(root, 'shop'), { 'dbt_project.yml': 'name: shop\nprofile: shop\n' });
    for (const [name, sql] of Object.entries(models)) writeTree(path.join(root, 'shop/models'), { [name]: sql });
    return root;
  }

  it("scores dbt's success, a model's failure (exit 1), and a project folder that is not there", async () => {
    const ok = dbtProject({ 'orders.sql': 'select 1' });
    expect(await transformRow('dbt_compile', {}, ok)).toMatchObject({ status: 'pass', reason: 'dbt compile --project-dir shop succeeded' });
    expect(await transformRow('dbt_run', {}, ok)).toMatchObject({ status: 'pass' });
    const broken = dbtProject({ 'orders.sql': 'select syntax error' });
    const row = await transformRow('dbt_run', {}, broken);
    expect(row.status).toBe('fail');
    expect(row.reason).toContain('exited with code 1 (a model or test failed)');
    expect(row.reason).toContain('Database Error in model orders');
    expect(await transformRow('dbt_run', { project_dir: 'elsewhere' }, broken)).toMatchObject({
      status: 'fail',
      reason: expect.stringContaining('no folder'),
    });
  }, 60_000);

  it('refuses the scorers that need Google Cloud by name when the dataset loads', async () => {
    const dir = path.join(tempDir('supereval-cloud-'), 'ds');
    writeTree(dir, {
      'dataset.json': { name: 'ds', type: 'agent', scorers: { dataform_compile: {}, dataform_cloud_run: { gcp_project_id: 'p' } } },
      'cases.jsonl': [{ id: 'a', input: { task: 'x' }, expected: {} }],
    });
    const loaded = await loadDatasets([dir], null);
    expect(JSON.stringify(loaded.refused)).toContain('dataform_cloud_run needs Google Cloud');
  });
});

describe('on a dataset that is not an agent dataset', () => {
  it('refuses the scorers that read an agent run when the dataset loads', async () => {
    const dir = path.join(tempDir('supereval-not-agent-'), 'qa');
    writeTree(dir, {
      'dataset.json': { name: 'qa', type: 'qa', scorers: { dbt_run: {}, skills_best_practices: { skills_dir: 'skills' } } },
      'cases.jsonl': [{ id: 'a', input: { query: 'x' }, expected: { ground_truth: 'y' } }],
    });
    const text = JSON.stringify((await loadDatasets([dir], null)).refused);
    expect(text).toContain('scorers.dbt_run');
    expect(text).toContain('scorers.skills_best_practices');
  });
});

describe('as dataset code', () => {
  const forkJob: JobEvent = {
    event: 'pull_request_target',
    forkRun: { event: 'pull_request_target', fork: 'mallory/evals', prNumber: 7, after: null },
  };

  it("are refused on a fork's run, in one line naming each scorer", async () => {
    const dir = path.join(tempDir('supereval-transform-code-'), 'warehouse');
    writeTree(dir, {
      'dataset.json': { name: 'warehouse', type: 'agent', scorers: { dbt_run: {}, dataform_compile: { timeout_seconds: 60 } } },
      'cases.jsonl': [{ id: 'a', input: { task: 'x' }, expected: {} }],
    });
    const loaded = await loadDatasets([dir], null);
    expect(loaded.refused).toEqual([]);
    const found = loaded.datasets.map((d) => datasetCode(d)).filter((d) => d !== null);
    const lines = datasetCodeRefusal(found, 'auto', forkJob, 'action');
    expect(lines?.[1]).toBe(
      '  warehouse: dataset.json gives every case dataform_compile (runs dataform on the project in the working folder), dbt_run (runs dbt on the project in the working folder)',
    );
    expect(datasetCodeRefusal(found, 'auto', { event: 'push', forkRun: null }, 'action')).toBeNull();
  });

  /** A stand-in `dbt` of the test's own, first on PATH. */
  function standInDbt(body: string): void {
    const bin = tempDir('supereval-dbt-bin-');
    writeFileSync(path.join(bin, 'dbt'), `#!/usr/bin/env node\n${body}\n`);
    chmodSync(path.join(bin, 'dbt'), 0o755);
    process.env['PATH'] = `${bin}${path.delimiter}${process.env['PATH'] ?? ''}`;
  }
  const project = () => {
    const root = tempDir('supereval-dbt-');
    writeTree(path.join(root, 'shop'), { 'dbt_project.yml': 'name: shop\nprofile: shop\n' });
    return root;
  };

  it("run with the allow-listed environment: a runner's credential is not seen by dbt", async () => {
    standInDbt(
      "for (const name of ['GITHUB_TOKEN', 'AWS_SECRET_ACCESS_KEY', 'OPENAI_API_KEY']) console.log(`${name}=${process.env[name] ?? '(unset)'}`);\nprocess.exit(1);",
    );
    const saved = {
      GITHUB_TOKEN: process.env['GITHUB_TOKEN'],
      AWS_SECRET_ACCESS_KEY: process.env['AWS_SECRET_ACCESS_KEY'],
      OPENAI_API_KEY: process.env['OPENAI_API_KEY'],
    };
    Object.assign(process.env, { GITHUB_TOKEN: 'ghs_runnertoken', AWS_SECRET_ACCESS_KEY: 'aws-secret', OPENAI_API_KEY: 'sk-runner' });
    try {
      const row = await transformRow('dbt_compile', {}, project());
      expect(row.status).toBe('fail');
      expect(row.reason).toContain('GITHUB_TOKEN=(unset)');
      expect(row.reason).toContain('AWS_SECRET_ACCESS_KEY=(unset)');
      expect(row.reason).toContain('OPENAI_API_KEY=(unset)');
      expect(row.reason).not.toMatch(/ghs_runnertoken|aws-secret|sk-runner/);
    } finally {
      for (const [name, value] of Object.entries(saved)) {
        if (value === undefined) delete process.env[name];
        else process.env[name] = value;
      }
    }
  });

  it('stop at the time limit and keep only the tail of a long output', async () => {
    standInDbt(
      "if (process.argv[2] === 'run') setInterval(() => {}, 1000);\nelse { process.stdout.write('x'.repeat(200000) + 'END'); process.exit(2); }",
    );
    const started = Date.now();
    expect(await transformRow('dbt_run', { timeout_seconds: 1 }, project())).toMatchObject({
      status: 'fail',
      reason: 'dbt run --project-dir shop did not finish within 1 s',
    });
    expect(Date.now() - started).toBeLessThan(10_000);
    const row = await transformRow('dbt_compile', {}, project());
    expect(row.reason).toContain('exited with code 2 (dbt itself errored)');
    expect(row.reason).toMatch(/END$/);
    expect(row.reason?.length).toBeLessThan(2200);
  }, 30_000);
});
