// scripts/render-comment.mjs reads the results files that `supereval run -o`
// (and the action's output-dir) write: a results file of the bundled CLI's
// run, rendered as the PR comment.
import { execFile, spawnSync } from 'node:child_process';
import { readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { repoRoot, runBundledCli } from '../helpers/cli.js';
import { tempDir } from '../helpers/tmp.js';

const exec = promisify(execFile);
const script = path.join(repoRoot, 'scripts/render-comment.mjs');
const onPath = (program: string) => spawnSync('sh', ['-c', `command -v ${program}`]).status === 0;
const canDraw = onPath('cmark-gfm') && (onPath('chromium') || onPath('chromium-browser'));

async function render(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await exec(process.execPath, [script, ...args], { cwd: repoRoot });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string };
    return { code: e.code, stdout: e.stdout, stderr: e.stderr };
  }
}

describe('scripts/render-comment.mjs', () => {
  const out = tempDir();
  const results = path.join(out, 'support-qa.json');

  it('renders the comment from a results file written by supereval run -o', async () => {
    const run = await runBundledCli([
      'run',
      'examples/datasets/support-qa',
      '--model',
      'replay:examples/outputs/support-qa.jsonl',
      '-q',
      '-o',
      results,
    ]);
    expect(run.code).toBe(0);
    expect(JSON.parse(readFileSync(results, 'utf8'))).toMatchObject({ schema_version: 2 });
    const r = await render(['--markdown-only', '-o', out, results]);
    expect(r.stderr).not.toContain('render-comment:');
    expect(r.code).toBe(0);
    const markdown = readFileSync(path.join(out, 'support-qa.comment.md'), 'utf8');
    expect(markdown).toContain('## supereval: ✅ passed');
    expect(markdown).toContain('87.5% (7/8)');
    // The expected value, which a version 2 file leaves to the dataset, is read back from it.
    expect(markdown).toMatch(/\| fifo-throughput \| .* \| fail \| 300 \| FIFO queues handle up to 3,000/);
  });

  it('names the file and the field when a file is not a results file', async () => {
    const broken = path.join(out, 'broken.json');
    writeFileSync(broken, JSON.stringify({ schema_version: 2, tool: { name: 'supereval' } }));
    const r = await render(['--markdown-only', '-o', out, broken]);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain(`render-comment: ${broken} does not match the results schema (tool.version:`);
  });

  it.skipIf(!canDraw)('draws the PNG with cmark-gfm and Chromium (skipped without them)', async () => {
    const r = await render(['-o', out, results]);
    expect(r.code, r.stderr).toBe(0);
    expect(statSync(path.join(out, 'support-qa.comment.png')).size).toBeGreaterThan(10_000);
    expect(readFileSync(path.join(out, 'support-qa.comment.html'), 'utf8')).toContain('<td>fifo-throughput</td>');
  });
});
