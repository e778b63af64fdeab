// --allow-dataset-code from the command line: a refusal comes before any
// model call and any dataset code (the exec model and the python assertion
// each leave a marker file when they run), names the flag and the cases, and
// exits 2. `auto` runs the code, except inside a GitHub Actions job of a
// fork's pull_request_target.
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { EXIT } from '../../src/cli/exit.js';
import { runCli } from '../helpers/cli.js';
import { nodeCommand, tempDir, writeTree } from '../helpers/tmp.js';

const root = tempDir();
mkdirSync(path.join(root, '.git'));
const modelRan = path.join(root, 'model-ran');
const codeRan = path.join(root, 'code-ran');
const qaCase = (id: string, assert: object[] = []) => ({ id, input: { query: `question ${id}` }, expected: { ground_truth: 'Paris' }, assert });
const dir = writeTree(path.join(root, 'datasets/capitals'), {
  'dataset.json': { name: 'capitals', type: 'qa' },
  'cases.jsonl': [
    qaCase('plain'),
    qaCase('py', [{ type: 'python', value: `open(${JSON.stringify(codeRan)}, 'w').write('ran') or True` }]),
    qaCase('js-file', [{ type: 'javascript', value: 'file://checks/ok.mjs' }]),
  ],
  'checks/ok.mjs': 'export default () => true;',
});
// An exec model that says Paris and leaves a marker.
const model = `exec:${nodeCommand(`require('fs').writeFileSync(${JSON.stringify(modelRan)}, 'ran'); console.log('Paris')`)}`;
const run = (...flags: string[]) => runCli('run', dir, '-m', model, '-q', '--format', 'json', ...flags);

const savedEnv = { ...process.env };
afterEach(() => {
  for (const file of [modelRan, codeRan]) rmSync(file, { force: true });
  process.env = { ...savedEnv };
});

describe('--allow-dataset-code', () => {
  it('false: refused before any call, naming the flag, the dataset and the cases; exit 2', async () => {
    const r = await run('--allow-dataset-code', 'false');
    expect(r.code).toBe(EXIT.usage);
    expect(r.stderr).toContain(
      'supereval: --allow-dataset-code is false: refusing to run the code 1 dataset carries. Nothing was run and no model was called.',
    );
    expect(r.stderr).toContain('  capitals: 2 of 3 cases carry code: py (inline python), js-file (javascript file://checks/ok.mjs)');
    expect(r.stderr).toContain('set --allow-dataset-code true');
    expect(r.stdout).toBe('');
    expect(existsSync(modelRan)).toBe(false);
    expect(existsSync(codeRan)).toBe(false);
  });

  it('auto (the default) outside GitHub Actions runs it', async () => {
    delete process.env['GITHUB_ACTIONS'];
    const r = await run();
    expect(r.code).toBe(EXIT.passed);
    expect(existsSync(modelRan)).toBe(true);
    expect(existsSync(codeRan)).toBe(true);
  });

  it("auto inside a GitHub Actions job of a fork's pull_request_target refuses it; true runs it", async () => {
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
    const refused = await run();
    expect(refused.code).toBe(EXIT.usage);
    expect(refused.stderr).toContain(
      'supereval: --allow-dataset-code is auto and this is a pull_request_target run of pull request #12 from the fork mallory/evals: refusing',
    );
    expect(existsSync(modelRan)).toBe(false);
    expect(existsSync(codeRan)).toBe(false);

    const allowed = await run('--allow-dataset-code', 'true');
    expect(allowed.code).toBe(EXIT.passed);
    expect(existsSync(codeRan)).toBe(true);
  });

  it('a value other than auto, true or false is a usage error', async () => {
    const r = await run('--allow-dataset-code', 'yes');
    expect(r.code).toBe(EXIT.usage);
    expect(r.stderr).toContain('--allow-dataset-code must be one of auto, true, false, got "yes"');
  });

  it('--help documents it', async () => {
    expect((await runCli('--help')).stdout).toContain('--allow-dataset-code auto|true|false');
  });
});
