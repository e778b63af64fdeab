// Templates that could run code are dataset code (issue 45): under
// --allow-dataset-code false, and under auto on a fork's pull_request_target,
// a dataset whose metric, value or rubric prompt (its file read as the grader
// reads it) calls a function or computes a member name is refused before any
// call, named by dataset, case and field; a dataset whose templates only name
// vars, members and filters runs.
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { EXIT } from '../../src/cli/exit.js';
import { runCli } from '../helpers/cli.js';
import { nodeCommand, tempDir, writeTree } from '../helpers/tmp.js';

const root = tempDir();
mkdirSync(path.join(root, '.git'));
const modelRan = path.join(root, 'model-ran');
const qaCase = (id: string, assert: object[] = []) => ({ id, input: { query: `question ${id}` }, expected: { ground_truth: 'Paris' }, assert });
const code = writeTree(path.join(root, 'datasets/templated'), {
  'dataset.json': { name: 'templated', type: 'qa', defaultTest: { options: { rubricPrompt: 'file://grade.txt' } } },
  'cases.jsonl': [
    qaCase('plain', [{ type: 'icontains', value: '{{ ground_truth | lower }}', metric: '{{ query }}' }]),
    qaCase('metric', [{ type: 'icontains', value: 'paris', metric: '{{ query.trim() }}' }]),
    qaCase('computed', [{ type: 'icontains', value: '{% set k = "constr" ~ "uctor" %}{{ query[k] }}' }]),
  ],
  'grade.txt': 'Grade {{ output.at(0) }}',
});
const plain = writeTree(path.join(root, 'datasets/plain'), {
  'dataset.json': { name: 'plain', type: 'qa' },
  'cases.jsonl': [qaCase('a', [{ type: 'not-icontains', value: '{{ query | upper }}', metric: 'asked {{ query }}' }])],
});
const model = `exec:${nodeCommand(`require('fs').writeFileSync(${JSON.stringify(modelRan)}, 'ran'); console.log('Paris')`)}`;
const run = (dir: string, ...flags: string[]) => runCli('run', dir, '-m', model, '-q', '--format', 'json', ...flags);

const savedEnv = { ...process.env };
afterEach(() => {
  rmSync(modelRan, { force: true });
  process.env = { ...savedEnv };
});

const NAMED =
  '  templated: 2 of 3 cases carry code: metric (template assert.0.metric: calls query.trim), computed (template assert.0.value: looks up a member by a computed key); ' +
  'dataset.json gives every case template defaultTest.options.rubricPrompt: calls output.at';

describe('templates as dataset code', () => {
  it('false: refused before any call, naming the dataset, the cases and the fields (the rubric file read)', async () => {
    const r = await run(code, '--allow-dataset-code', 'false');
    expect(r.code).toBe(EXIT.usage);
    expect(r.stderr).toContain('supereval: --allow-dataset-code is false: refusing to run the code 1 dataset carries.');
    expect(r.stderr).toContain(NAMED);
    expect(r.stderr).toContain('templates that call functions or compute member names');
    expect(existsSync(modelRan)).toBe(false);
  });

  it("auto on a fork's pull_request_target refuses it the same way; plain templates run", async () => {
    const event = path.join(root, 'event.json');
    writeFileSync(
      event,
      JSON.stringify({
        pull_request: { number: 12, head: { sha: 'abc', repo: { full_name: 'mallory/evals' } }, base: { repo: { full_name: 'acme/evals' } } },
      }),
    );
    Object.assign(process.env, {
      GITHUB_ACTIONS: 'true',
      GITHUB_EVENT_NAME: 'pull_request_target',
      GITHUB_EVENT_PATH: event,
      GITHUB_REPOSITORY: 'acme/evals',
    });
    const refused = await run(code);
    expect(refused.code).toBe(EXIT.usage);
    expect(refused.stderr).toContain('from the fork mallory/evals: refusing to run the code 1 dataset carries');
    expect(refused.stderr).toContain(NAMED);
    expect(existsSync(modelRan)).toBe(false);

    const ran = await run(plain);
    expect(ran.code, ran.stdout).toBe(EXIT.passed);
    expect(existsSync(modelRan)).toBe(true);
  });
});
