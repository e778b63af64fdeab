// The bundle on dataset files a pull request could commit to crash the step or
// to read outside the repository: one error line naming the file, nothing of
// the outside file in the log, no stack trace, and no model call.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDir, writeTree } from '../helpers/tmp.js';
import { expectNoStackTrace, pullRequestEvent, sha, useActionFakes } from './action-runner.js';
import { CASES_PATH, MODEL, triageFiles, triageModel } from './triage-fixture.js';

const fakes = useActionFakes('supereval-e2e-limits-', triageModel);
const event = pullRequestEvent({ number: 9, headSha: sha('limits-head'), mergeSha: sha('limits-merge') });

describe('the action on dataset files that try to leave the repository or overflow the stack', () => {
  const outside = writeTree(tempDir('supereval-e2e-outside-'), { 'secret.txt': 'aws_secret_access_key = hunter2\n' });

  it('a cases.jsonl linked to a file outside the workspace is refused without echoing it', async () => {
    const files: Record<string, string | object | object[]> = triageFiles();
    delete files[CASES_PATH];
    const before = fakes.bedrock.stats.requests;
    const run = await fakes.runner.run({
      event,
      inputs: { models: MODEL },
      files,
      links: { [CASES_PATH]: path.join(outside, 'secret.txt') },
      bedrockUrl: fakes.bedrock.url,
    });

    expect(run.code).toBe(1);
    expect(run.errors).toEqual([
      `${CASES_PATH}: (file): leads outside the workspace (a link to a file elsewhere); the action reads dataset files only inside the repository, so copy the file in`,
    ]);
    expect(`${run.stdout}\n${run.stderr}`).not.toContain('hunter2');
    expect(fakes.bedrock.stats.requests).toBe(before);
    expectNoStackTrace(run);
  });

  it('assert-sets nested 5,000 deep are one error line, not "Maximum call stack size exceeded"', async () => {
    let a = '{"type": "contains", "value": "x"}';
    for (let i = 0; i < 5000; i++) a = `{"type": "assert-set", "assert": [${a}]}`;
    const cases = `{"id": "deep", "input": {"text": "t"}, "expected": {"label": "billing"}, "assert": [${a}]}\n`;
    const run = await fakes.runner.run({
      event,
      inputs: { models: MODEL },
      files: { ...triageFiles(), [CASES_PATH]: cases },
      bedrockUrl: fakes.bedrock.url,
    });

    expect(run.code).toBe(1);
    expect(run.errors).toEqual([`${CASES_PATH}:1: (json): nests arrays and objects more than 128 levels deep; nest them less deeply`]);
    expectNoStackTrace(run);
  });
});
