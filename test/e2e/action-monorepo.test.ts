// Two supereval steps in one job, as a monorepo runs one per package: both
// write into the same workspace, and with the default output-dir each step
// keeps its own folder (named by GITHUB_ACTION, the step's id or the runner's
// name for an unnamed step), so neither overwrites the other's summary.md,
// results or history, even for datasets of the same name.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { expectNoStackTrace, pushEvent, sha, useActionFakes } from './action-runner.js';
import { DATASET, MODEL, TICKETS, triageFiles, triageModel } from './triage-fixture.js';

const fakes = useActionFakes('supereval-e2e-monorepo-', triageModel);

/** The triage dataset in two packages, the web one with fewer cases: same dataset name, different results. */
function monorepo(): Record<string, object | object[]> {
  const files: Record<string, object | object[]> = {};
  for (const [name, value] of Object.entries(triageFiles())) {
    files[`packages/api/${name}`] = value;
    files[`packages/web/${name}`] = Array.isArray(value) ? value.slice(0, 3) : value;
  }
  return files;
}

const read = (file: string) => readFileSync(file, 'utf8');
const caseCount = (file: string) => (JSON.parse(read(file)) as { cases: unknown[] }).cases.length;

describe('several supereval steps in one job', () => {
  it('keep their own summary, results and history under the default output-dir', async () => {
    const common = { models: MODEL, baseline: 'none', 'update-baseline': 'false', 'fail-on-gate': 'false' };
    const event = pushEvent(sha('monorepo'));
    // A step with `id: api-evals`, then one without an id (the runner names it after the action).
    const api = await fakes.runner.run({
      event,
      files: monorepo(),
      bedrockUrl: fakes.bedrock.url,
      inputs: { ...common, datasets: 'packages/api/datasets', 'check-name': 'supereval api' },
      env: { GITHUB_ACTION: 'api-evals' },
    });
    const web = await fakes.runner.run({
      event,
      files: monorepo(),
      sameJob: true,
      bedrockUrl: fakes.bedrock.url,
      inputs: { ...common, datasets: 'packages/web/datasets', 'check-name': 'supereval web' },
      env: { GITHUB_ACTION: '__acme_supereval' },
    });
    for (const run of [api, web]) {
      expect(run.code, run.stdout).toBe(0);
      expectNoStackTrace(run);
    }

    const apiDir = path.join(api.workspace, 'supereval-results', 'api-evals');
    const webDir = path.join(web.workspace, 'supereval-results', '__acme_supereval');
    expect(api.outputs['results-path']).toBe(path.join(apiDir, `${DATASET}.json`));
    expect(api.outputs['summary-path']).toBe(path.join(apiDir, 'summary.md'));
    expect(web.outputs['results-path']).toBe(path.join(webDir, `${DATASET}.json`));
    expect(web.outputs['summary-path']).toBe(path.join(webDir, 'summary.md'));
    // After both steps: each step's files are still its own.
    expect(caseCount(path.join(apiDir, `${DATASET}.json`))).toBe(TICKETS.length);
    expect(caseCount(path.join(webDir, `${DATASET}.json`))).toBe(3);
    expect(read(path.join(apiDir, 'summary.md'))).toContain(`${TICKETS.length}/${TICKETS.length}`);
    expect(read(path.join(webDir, 'summary.md'))).toContain('3/3');
    expect(existsSync(path.join(apiDir, 'history', `${DATASET}.json`))).toBe(true);
    expect(existsSync(path.join(webDir, 'history', `${DATASET}.json`))).toBe(true);
    expect(existsSync(path.join(api.workspace, 'supereval-results', 'summary.md'))).toBe(false);
  });

  it('an output-dir given is used as given, whatever the step is called', async () => {
    const run = await fakes.runner.run({
      event: pushEvent(sha('given')),
      files: triageFiles(),
      bedrockUrl: fakes.bedrock.url,
      inputs: { models: MODEL, baseline: 'none', 'update-baseline': 'false', 'output-dir': 'reports/evals' },
      env: { GITHUB_ACTION: 'evals' },
    });
    expect(run.code, run.stdout).toBe(0);
    expect(run.outputs['summary-path']).toBe(path.join(run.workspace, 'reports/evals/summary.md'));
    expect(existsSync(path.join(run.workspace, 'reports/evals', `${DATASET}.json`))).toBe(true);
    expect(existsSync(path.join(run.workspace, 'supereval-results'))).toBe(false);
  });
});
