// docs/first-dataset.md's GitHub half: the files `supereval init` writes, run
// by the bundle as a runner runs the workflow init wrote (its supereval
// step's inputs), against fake GitHub, cache and Bedrock services. A push to
// main saves the baseline; the page's pull request (the system prompt asking
// for numbers in words) is blocked, and its sticky comment says so, listing
// the regressions and linking the HTML report.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { INIT_WORKFLOW, initFiles } from '../../src/cli/init.js';
import { firstDatasetModel, withPageSystem } from '../helpers/first-dataset-model.js';
import { OWNER, REPO, pullRequestEvent, pushEvent, sha, useActionFakes, expectNoStackTrace } from './action-runner.js';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const page = readFileSync(path.join(repoRoot, 'docs/first-dataset.md'), 'utf8');
const fakes = useActionFakes('supereval-e2e-first-dataset-', firstDatasetModel);

/** The `with:` of the workflow's supereval step: the inputs the runner hands the action. */
function stepInputs(): Record<string, string> {
  const workflow = parse(INIT_WORKFLOW) as { jobs: Record<string, { steps: { uses?: string; with?: Record<string, string> }[] }> };
  const step = Object.values(workflow.jobs)
    .flatMap((job) => job.steps)
    .find((s) => s.uses?.includes('/supereval@'));
  if (!step?.with) throw new Error("init's workflow has no supereval step with inputs");
  return step.with;
}

describe('docs/first-dataset.md on GitHub', () => {
  it('saves the baseline on main, then blocks the pull request with a comment naming the regressions and linking the report', async () => {
    const files = Object.fromEntries(initFiles());
    const inputs = stepInputs();
    expect(inputs).toEqual({ datasets: 'datasets/*', models: expect.stringMatching(/^us\.anthropic\./) });

    const main = await fakes.runner.run({ event: pushEvent(sha('first-main')), inputs, files, bedrockUrl: fakes.bedrock.url });
    expect(main.code, main.stdout).toBe(0);
    expect(main.outputs['baseline-key']).toMatch(/^supereval-v1-support_qa-/);

    const pr = 11;
    const dataset = path.join('datasets', 'support-qa', 'dataset.json');
    const changed = { ...files, [dataset]: withPageSystem(files[dataset] as string, page) };
    const run = await fakes.runner.run({
      event: pullRequestEvent({ number: pr, headSha: sha('first-pr-head'), mergeSha: sha('first-pr-merge') }),
      inputs,
      files: changed,
      bedrockUrl: fakes.bedrock.url,
    });
    expect(run.code).toBe(1);
    expect(run.outputs).toMatchObject({ passed: 'false', regressions: '4', 'baseline-found': 'true' });
    const comment = fakes.github.commentsOn(OWNER, REPO, pr).at(-1)?.body ?? '';
    expect(comment).toContain('blocked');
    for (const id of ['max-size', 'retention-default', 'visibility-default', 'retention-max']) expect(comment).toContain(id);
    expect(comment).toContain('two hundred fifty-six kilobytes');
    expect(comment).toMatch(/\[the HTML report\]\(https?:\/\/[^)]+\)/);
    expectNoStackTrace(run);
  }, 120_000);
});
