// An EvalBench run config from the action, as from the CLI (issue 49):
// `datasets: evals/run_config.yaml` runs the config's NL2SQL items on SQLite
// built from its setup_directory (test/fixtures/evalbench-run/), the model an
// exec: program the workflow names.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { pushEvent, sha, useActionFakes } from './action-runner.js';

const fakes = useActionFakes('supereval-e2e-run-config-');
const FIXTURE = path.resolve(import.meta.dirname, '../fixtures/evalbench-run');

/** The fixture's files under `evals/` in the checkout. */
function checkout(): Record<string, string> {
  const files: Record<string, string> = {};
  const walk = (rel: string) => {
    for (const entry of readdirSync(path.join(FIXTURE, rel), { withFileTypes: true })) {
      const child = rel ? `${rel}/${entry.name}` : entry.name;
      if (entry.isDirectory()) walk(child);
      else files[`evals/${child}`] = readFileSync(path.join(FIXTURE, child), 'utf8');
    }
  };
  walk('');
  return files;
}

describe('an EvalBench run config in the action', () => {
  it('runs unchanged: the selected items, scored by its scorers, the gate blocking on the two that fail', async () => {
    const run = await fakes.runner.run({
      files: checkout(),
      bedrockUrl: fakes.bedrock.url,
      event: pushEvent(sha('run-config-main')),
      inputs: { datasets: 'evals/run_config.yaml', models: `exec:${process.execPath} evals/model.mjs` },
    });
    expect(run.code, run.stdout).toBe(1);
    const [results] = Object.values(run.results) as { dataset: { type: string }; cases: { id: string; status: string }[] }[];
    expect(results?.dataset.type).toBe('nl2sql');
    expect(results?.cases.map((c) => [c.id, c.status])).toEqual([
      ['1', 'pass'],
      ['2', 'fail'],
      ['3', 'pass'],
      ['4', 'fail'],
    ]);
    expect(run.stdout).toContain('model_config: not run');
  });
});
