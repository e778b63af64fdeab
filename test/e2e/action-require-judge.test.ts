// Judged assertions without a judge through dist/index.js: a note by default,
// a failure with the require-judge input; every message names action inputs.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { pushEvent, sha, useActionFakes } from './action-runner.js';

const fakes = useActionFakes('supereval-e2e-require-judge-');
const examples = path.resolve(import.meta.dirname, '../../examples');
const read = (file: string) => readFileSync(path.join(examples, file), 'utf8');
const files = {
  'datasets/support-qa/dataset.json': JSON.parse(read('datasets/support-qa/dataset.json')) as object,
  'datasets/support-qa/cases.jsonl': read('datasets/support-qa/cases.jsonl'),
  'outputs/support-qa.jsonl': read('outputs/support-qa.jsonl'),
};
const inputs = { models: 'replay:outputs/support-qa.jsonl', 'update-baseline': 'false' };

describe('the require-judge input', () => {
  it('off (the default): skipped judged assertions are a note naming the judge-model and require-judge inputs', async () => {
    const run = await fakes.runner.run({ event: pushEvent(sha('rj-1')), inputs, files });
    expect(run.code, run.stdout).toBe(0);
    expect(run.outputs['passed']).toBe('true');
    expect(run.summary).toContain(
      '8 judged assertions skipped: no judge model configured (the `judge-model` input, `--judge-model` in the CLI); the `require-judge` input (`--require-judge`) makes this a failure.',
    );
  });

  it('on: the same run fails, and the reason names the action inputs, not CLI flags', async () => {
    const run = await fakes.runner.run({ event: pushEvent(sha('rj-2')), inputs: { ...inputs, 'require-judge': 'true' }, files });
    expect(run.code, run.stdout).toBe(1);
    expect(run.outputs['passed']).toBe('false');
    const reason =
      'require-judge: 8 judged assertions were skipped because no judge model is configured; set the `judge-model` input to grade them, or turn off the `require-judge` input.';
    expect(run.errors.join('\n')).toContain(reason);
    // The summary escapes markdown in reasons; the words are the same.
    expect(run.summary).toContain('require-judge: 8 judged assertions were skipped because no judge model is configured');
    expect(run.errors.join('\n')).not.toContain('--judge-model');
  });

  it('rejects a value that is not a boolean, naming the input', async () => {
    const run = await fakes.runner.run({ event: pushEvent(sha('rj-3')), inputs: { ...inputs, 'require-judge': 'maybe' }, files });
    expect(run.code).toBe(1);
    expect(run.errors.join('\n')).toContain('require-judge must be true or false, got "maybe"');
  });
});
