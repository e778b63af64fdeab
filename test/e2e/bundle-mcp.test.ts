// mcp: agents from the bundles, far from any node_modules: the SDK must be
// inside dist/, and the stdio server an agent spawns (SUPEREVAL_MCP_COMMAND)
// must be the bundled CLI's `mcp-serve`, found beside the action's bundle too.
// The same scripted agent over stdio and over HTTP gives the verdicts it gives
// over JSON lines (test/agents/mcp-parity.test.ts checks them from source).
import { cpSync, existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot, runBundledCli } from '../helpers/cli.js';
import { shellQuote, tempDir } from '../helpers/tmp.js';
import { expectNoStackTrace, pushEvent, sha, useActionFakes } from './action-runner.js';
import { readResultsFile } from '../helpers/results-file.js';

const fakes = useActionFakes('supereval-e2e-bundle-mcp-');

function copiedBundle(): string {
  const root = tempDir('supereval-bundle-mcp-copy-');
  cpSync(path.join(repoRoot, 'dist'), path.join(root, 'dist'), { recursive: true });
  cpSync(path.join(repoRoot, 'bin'), path.join(root, 'bin'), { recursive: true });
  for (let dir = root; dir !== path.dirname(dir); dir = path.dirname(dir)) expect(existsSync(path.join(dir, 'node_modules'))).toBe(false);
  return root;
}

// The agent is the test's own program: its SDK comes from the repository, as an agent brings its own.
const agent = (how: string) =>
  `mcp:${shellQuote(process.execPath)} ${shellQuote(path.join(repoRoot, 'test/fixtures/agent-programs/scripted-mcp-agent.mjs'))} ${how}`;
const DATASET = 'examples/datasets/agents/cloud-support';
// The scripted logic on the example: the first case passes; the second takes 5 steps of 4; the third calls delete_bucket.
const EXPECTED = { 'max-object-size': 'pass', 'bucket-region': 'fail', 'cleanup-request': 'fail' };

const statusesOf = (results: unknown) =>
  Object.fromEntries((results as { cases: { id: string; status: string }[] }).cases.map((c) => [c.id, c.status]));

describe('mcp: agents from the bundles, with no node_modules', () => {
  it.each(['stdio', 'http'])('over %s: the action and the CLI from a copied dist/ give the expected verdicts', async (how) => {
    const root = copiedBundle();
    const files: Record<string, string> = { 'outputs.jsonl': '' };
    for (const file of ['dataset.json', 'cases.jsonl', 'tools.json']) {
      files[`datasets/cloud-support/${file}`] = readFileSync(path.join(repoRoot, DATASET, file), 'utf8');
    }
    const action = await fakes.runner.run({
      event: pushEvent(sha(`bundle-mcp-${how}`)),
      inputs: { models: 'replay:outputs.jsonl', datasets: 'datasets/cloud-support', agent: agent(how), baseline: 'none' },
      files,
      entry: path.join(root, 'dist/index.js'),
    });
    expectNoStackTrace(action);
    expect(action.code === 0 || action.code === 1, action.stdout).toBe(true);
    expect(statusesOf(action.results['cloud-support.json'])).toEqual(EXPECTED);

    const out = path.join(tempDir('supereval-bundle-mcp-cli-'), 'results.json');
    const cli = await runBundledCli(['run', DATASET, '--agent', agent(how), '--output', out, '-q'], { bin: path.join(root, 'bin/supereval.js') });
    expect(cli.stderr).not.toMatch(/Cannot find (module|package)|mcp-serve/i);
    expect(statusesOf(readResultsFile(out))).toEqual(EXPECTED);
  });
});
