// The HTML report through dist/index.js on a pull request: written to
// output-dir, uploaded with the real @actions/artifact client to the fake
// results service under a name of its own per job, step and matrix leg, and
// linked from the PR comment, the job summary and the step outputs.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { OWNER, REPO, pullRequestEvent, pushEvent, sha, useActionFakes, type ActionRunOptions } from './action-runner.js';
import { MODEL, REGRESSING_TICKET, TERSE_PROMPT, TICKETS, triageFiles, triageModel } from './triage-fixture.js';

const fakes = useActionFakes('supereval-e2e-html-', triageModel);

const step = (options: Omit<ActionRunOptions, 'bedrockUrl' | 'files'>) =>
  fakes.runner.run({ files: triageFiles(), bedrockUrl: fakes.bedrock.url, ...options });

/** The artifact of a name, its zip holding report.html. */
const artifact = (name: string) => fakes.artifacts.list.find((a) => a.name === name);

describe('the HTML report in the action', () => {
  it('a pull request uploads report.html as an artifact and links it from the comment, the summary and the outputs', async () => {
    expect((await step({ event: pushEvent(sha('html-main')), inputs: { models: MODEL } })).code).toBe(0);
    const pr = 71;
    const run = await step({
      event: pullRequestEvent({ number: pr, headSha: sha('html-head'), mergeSha: sha('html-merge') }),
      inputs: { models: MODEL, prompt: TERSE_PROMPT },
      env: { GITHUB_ACTION: 'evals' },
    });
    expect(run.code, run.stdout).toBe(1);

    const uploaded = artifact('supereval-report-eval-evals');
    expect(uploaded, fakes.artifacts.list.map((a) => a.name).join(', ')).toBeDefined();
    expect(Buffer.from(uploaded?.blob ?? []).includes('report.html')).toBe(true);
    const url = `https://github.localhost/${OWNER}/${REPO}/actions/runs/${run.runId}/artifacts/${uploaded?.id}`;
    expect(run.outputs['report-url']).toBe(url);

    const page = readFileSync(run.outputs['report-path'] ?? '', 'utf8');
    expect(page).toMatch(/^<!DOCTYPE html>/);
    expect(page).toContain(`<meta http-equiv="Content-Security-Policy" content="default-src 'none';`);
    for (const id of TICKETS.map((t) => t.id)) expect(page).toContain(JSON.stringify(id).slice(1, -1));

    const comment = fakes.github.commentsOn(OWNER, REPO, pr)[0]?.body ?? '';
    expect(comment).toContain(`Every case: [the HTML report](${url}).`);
    expect(comment.indexOf(REGRESSING_TICKET)).toBeGreaterThan(comment.indexOf('the HTML report'));
    expect(run.summary).toContain(`Every case: [the HTML report](${url}).`);
    expect(run.warnings).toEqual([]);
  });

  it('matrix legs upload under names of their own', async () => {
    const legs = ['{"model":"a"}', '{"model":"b"}'];
    for (const [i, matrix] of legs.entries()) {
      const run = await step({
        event: pullRequestEvent({ number: 72, headSha: sha(`html-leg-${i}`), mergeSha: sha(`html-leg-merge-${i}`) }),
        inputs: { models: MODEL, matrix },
        runId: 9100,
      });
      expect(run.code, run.stdout).toBe(0);
      expect(run.warnings).toEqual([]);
    }
    const names = fakes.artifacts.list.map((a) => a.name).filter((n) => /^supereval-report-eval-[0-9a-f]{16}$/.test(n));
    expect(new Set(names).size).toBe(2);
  });

  it('html-report: false writes and uploads nothing', async () => {
    const before = fakes.artifacts.list.length;
    const run = await step({ event: pushEvent(sha('html-off')), inputs: { models: MODEL, 'html-report': 'false' } });
    expect(run.code, run.stdout).toBe(0);
    expect(fakes.artifacts.list.length).toBe(before);
    expect(run.outputs['report-path']).toBe('');
    expect(existsSync(path.join(path.dirname(run.outputs['summary-path'] ?? ''), 'summary.md'))).toBe(true);
    expect(existsSync(path.join(path.dirname(run.outputs['summary-path'] ?? ''), 'report.html'))).toBe(false);
  });
});
