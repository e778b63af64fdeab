// Start-up stays fast because the AWS SDK (most of the bundle) is loaded only
// when a bedrock model is used: ncc puts it in chunks beside index.js. A copy
// of each bundle without those chunks must still run a replay model to the
// end, and must fail once a bedrock model needs them.
import { copyFileSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { useActionFakes, pushEvent, sha } from './action-runner.js';
import { repoRoot } from '../helpers/cli.js';
import { tempDir } from '../helpers/tmp.js';

const exec = promisify(execFile);
const fakes = useActionFakes('supereval-e2e-lazy-');
const scratch = tempDir('supereval-lazy-');

/** The bundle in `dist/<folder>` copied without the chunks that hold the AWS SDK; returns the copy's entry. */
function withoutChunks(folder: string): string {
  const from = path.join(repoRoot, 'dist', folder);
  const to = path.join(scratch, folder || 'action');
  mkdirSync(to, { recursive: true });
  const chunks = readdirSync(from).filter((f) => /^\d+\.index\.js$/.test(f));
  // Some chunks hold the SDK; the entry holds none of it. Other chunks (the cache toolkit) stay.
  const sdkChunks = chunks.filter((f) => /@aws-sdk|@smithy/.test(readFileSync(path.join(from, f), 'utf8')));
  // The runtime client's class, by name: the chunk may hold it without its module's path (a module several chunks share).
  expect(sdkChunks.some((f) => readFileSync(path.join(from, f), 'utf8').includes('class BedrockRuntimeClient'))).toBe(true);
  expect(readFileSync(path.join(from, 'index.js'), 'utf8')).not.toMatch(/@aws-sdk|@smithy/);
  const kept = chunks.filter((f) => !sdkChunks.includes(f));
  for (const f of ['index.js', 'package.json', ...kept]) copyFileSync(path.join(from, f), path.join(to, f));
  return path.join(to, 'index.js');
}

async function cli(entry: string, args: string[]) {
  try {
    const { stdout, stderr } = await exec(process.execPath, [entry, ...args], { cwd: repoRoot, env: { ...process.env, NO_COLOR: '1' } });
    return { code: 0, stdout, stderr };
  } catch (error) {
    return error as { code: number; stdout: string; stderr: string };
  }
}

describe('the bundles load the AWS SDK only for bedrock models', () => {
  it('the CLI holds none of @actions/cache: it never reads the cache, and the toolkit doubled its start-up', () => {
    const entry = readFileSync(path.join(repoRoot, 'dist', 'cli', 'index.js'), 'utf8');
    // Strings of @actions/cache's own code, not of ours: its service switch and its Azure client.
    expect(entry).not.toContain('ACTIONS_CACHE_SERVICE_V2');
    expect(entry).not.toContain('@azure/storage-blob');
    // The entry also holds what the load-time checks of assertions run synchronously
    // (ajv, js-yaml, nunjucks: about 1.2 MB) and the nl2sql kind's scorers (about 0.1 MB);
    // it was 2.62 MB after the scale work (fast-parse and the line-by-line reader),
    // 2.70 MB after the trust boundary (the scrubber, the sandbox's host, Postgres roles);
    // the cache toolkit would add 2 MB more.
    expect(entry.length).toBeLessThan(2_800_000);
  });

  it('the CLI runs a replay model without the chunks, and cannot run a bedrock model without them', async () => {
    const entry = withoutChunks('cli');
    const replay = await cli(entry, ['run', 'examples/datasets/support-qa', '--model', 'replay:examples/outputs/support-qa.jsonl', '-q']);
    expect(replay.code, replay.stderr).toBe(0);
    expect(replay.stdout).toMatch(/^PASS\s+support-qa \(qa\): 7\/8 passed/);
    expect((await cli(entry, ['validate', 'examples/datasets/support-qa'])).code).toBe(0);

    const bedrock = await cli(entry, ['run', 'examples/datasets/support-qa', '--model', 'anthropic.claude-test-v1:0', '-q']);
    expect(bedrock.code).toBe(3);
    expect(bedrock.stderr).toMatch(/Cannot find module .*\d+\.index\.js/);
  });

  it('the action runs a replay model without the chunks', async () => {
    const ids = ['a', 'b'];
    const run = await fakes.runner.run({
      entry: withoutChunks(''),
      event: pushEvent(sha('lazy-main')),
      inputs: { models: 'replay:recorded.jsonl', baseline: 'none' },
      files: {
        'datasets/routing/dataset.json': { name: 'routing', type: 'classification', labels: ['billing', 'technical'] },
        'datasets/routing/cases.jsonl': ids.map((id) => ({ id, input: { text: `Ticket ${id}` }, expected: { label: 'billing' } })),
        'recorded.jsonl': ids.map((id) => ({ id, output: 'billing' })),
      },
    });
    expect(run.code, run.stdout).toBe(0);
    expect(run.outputs).toMatchObject({ passed: 'true', 'pass-rate': '1' });
  });
});
