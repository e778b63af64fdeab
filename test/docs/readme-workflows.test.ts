// What a workflow author copies from the README and docs/ must work: every
// `with:` key given to supereval in their workflow examples is an input
// action.yml declares, the README's inputs and outputs tables are action.yml's
// (scripts/readme-tables.mjs writes them), and every CLI flag either has an
// input of its name or is named where docs/cli.md maps flags to inputs.
//
// No YAML parser is among our dependencies, and one is not worth adding for
// this: the examples are GitHub workflow files in block style, and the small
// reader below takes the steps' `uses:` and `with:` keys by indentation,
// refusing what it does not understand (tabs, flow mappings) so that it never
// passes an example by misreading it.
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseDocument } from 'yaml';
import { ACTION_INPUT_NAMES } from '../../src/action/inputs.js';
import { HELP } from '../../src/cli/help.js';
import { DOC_PAGES, repoRoot } from '../helpers/doc-pages.js';
import { tempDir } from '../helpers/tmp.js';

const actionYml = readFileSync(path.join(repoRoot, 'action.yml'), 'utf8');

/** The action's input names as action.yml declares them (two-space keys under `inputs:`). */
function declaredInputs(yml: string): string[] {
  const section = yml.slice(yml.indexOf('\ninputs:\n') + 1, yml.indexOf('\noutputs:\n'));
  return [...section.matchAll(/^ {2}([a-z0-9-]+):\s*$/gm)].map((m) => m[1] ?? '');
}

interface Block {
  /** The page, and the 1-based line in it of the block's first line. */
  file?: string;
  line: number;
  text: string;
}

function yamlBlocks(file: string): Block[] {
  const markdown = readFileSync(path.join(repoRoot, file), 'utf8');
  const blocks: Block[] = [];
  const lines = markdown.split('\n');
  for (let i = 0; i < lines.length; i++) {
    if (lines[i]?.trim() !== '```yaml') continue;
    const start = i + 1;
    let end = start;
    while (end < lines.length && lines[end]?.trim() !== '```') end++;
    blocks.push({ file, line: start + 1, text: lines.slice(start, end).join('\n') });
    i = end;
  }
  return blocks;
}

interface Step {
  /** `file:line` of the step's `-`. */
  line: string;
  uses: string | null;
  withKeys: string[];
}

const indentOf = (l: string) => l.length - l.trimStart().length;
const isBlank = (l: string) => l.trim() === '' || l.trim().startsWith('#');
const KEY = /^([A-Za-z0-9_-]+):(?:\s+(.*))?$/;

/** Every sequence item that has a `uses:` or `with:` key: a workflow step. */
function steps(block: Block): Step[] {
  const lines = block.text.split('\n');
  const found: Step[] = [];
  lines.forEach((raw, i) => {
    if (raw.includes('\t')) throw new Error(`${block.file ?? 'README.md'}:${block.line + i}: a tab in a YAML block`);
    const dash = /^(\s*)- +(?=\S)/.exec(raw);
    if (!dash) return;
    const dashCol = dash[1]?.length ?? 0;
    const keyCol = dash[0].length;
    // The item's own lines: its first line after the dash, then lines indented past the dash.
    const item: { col: number; text: string; index: number }[] = [{ col: keyCol, text: raw.slice(keyCol), index: i }];
    for (let j = i + 1; j < lines.length; j++) {
      const l = lines[j] ?? '';
      if (isBlank(l)) continue;
      if (indentOf(l) <= dashCol) break;
      item.push({ col: indentOf(l), text: l.trim(), index: j });
    }
    const keysAt = item.filter((l) => l.col === keyCol);
    const uses =
      keysAt
        .map((l) => KEY.exec(l.text))
        .find((m) => m?.[1] === 'uses')?.[2]
        ?.trim() ?? null;
    const withLine = keysAt.find((l) => KEY.exec(l.text)?.[1] === 'with');
    if (uses === null && !withLine) return;
    const withKeys: string[] = [];
    if (withLine) {
      const inline = KEY.exec(withLine.text)?.[2];
      if (inline)
        throw new Error(
          `${block.file ?? 'README.md'}:${block.line + withLine.index}: with: on one line (${inline}) is not read by this test; write it as a block`,
        );
      const body = item.filter((l) => l.index > withLine.index && l.col > keyCol);
      const bodyEnd = item.findIndex((l) => l.index > withLine.index && l.col <= keyCol);
      const own = bodyEnd < 0 ? body : body.filter((l) => l.index < (item[bodyEnd]?.index ?? Infinity));
      const col = Math.min(...own.map((l) => l.col));
      for (const l of own.filter((x) => x.col === col)) {
        const key = KEY.exec(l.text)?.[1];
        if (!key) throw new Error(`${block.file ?? 'README.md'}:${block.line + l.index}: cannot read "${l.text}" as a with: key`);
        withKeys.push(key);
      }
    }
    found.push({ line: `${block.file ?? 'README.md'}:${block.line + i}`, uses, withKeys });
  });
  return found;
}

const isSupereval = (uses: string | null) => uses !== null && /(^|\/)supereval@/.test(uses);

describe('the workflow examples of the README and docs/', () => {
  const blocks = DOC_PAGES.flatMap(yamlBlocks);
  const supereval = blocks.flatMap(steps).filter((s) => isSupereval(s.uses));

  it('are valid YAML, as a user pasting one into a workflow needs', () => {
    const broken = blocks.flatMap((b) =>
      parseDocument(b.text, { strict: true, uniqueKeys: true }).errors.map((e) => `${b.file}:${b.line}: ${e.message.split('\n')[0] ?? ''}`),
    );
    expect(broken).toEqual([]);
  });

  it('are found: at least the main example, the nightly, matrix and shard examples', () => {
    expect(supereval.filter((s) => s.line.startsWith('README.md:')).length).toBeGreaterThanOrEqual(1);
    expect(supereval.length).toBeGreaterThanOrEqual(4);
    // Only the promptfoo page's step leaves `models` out: a promptfoo config names its own providers.
    expect(supereval.filter((s) => !s.withKeys.includes('models')).map((s) => s.line.split(':')[0])).toEqual(['docs/promptfoo.md']);
  });

  it('give supereval only inputs that action.yml declares', () => {
    const declared = new Set(declaredInputs(actionYml));
    expect(declared.size).toBeGreaterThan(10);
    const unknown = supereval.flatMap((s) => s.withKeys.filter((k) => !declared.has(k)).map((k) => `${s.line}: ${k}`));
    expect(unknown).toEqual([]);
  });

  it('guard the AWS credentials step on forks, where it would fail before supereval runs', () => {
    // A workflow without pull_request triggers (a nightly schedule) never sees a fork;
    // a jobs-only fragment is read as part of the pull-request workflow above it.
    const forPullRequests = blocks.filter(
      (b) => !/^on:/m.test(b.text) || /^\s+pull_request(_target)?:/m.test(b.text) || /^on:.*pull_request/m.test(b.text),
    );
    expect(forPullRequests.length).toBeGreaterThanOrEqual(2);
    for (const b of forPullRequests) {
      const guarded = [...b.text.matchAll(/- if: (.*)\n\s+uses: aws-actions\/configure-aws-credentials@/g)];
      const all = [...b.text.matchAll(/uses: aws-actions\/configure-aws-credentials@/g)];
      expect(guarded.length, `${b.file}:${b.line}`).toBe(all.length);
      for (const m of guarded) expect(m[1]).toContain('github.event.pull_request.head.repo.fork');
    }
  });
});

describe('the reader of workflow steps', () => {
  it('reads uses and with keys, skipping block scalars and nested values', () => {
    const block = {
      line: 1,
      text: [
        'steps:',
        '  - name: x',
        '    uses: o/supereval@v1',
        '    with:',
        '      models: |',
        '        a',
        '        b',
        '      check-name: c',
        '    env:',
        '      X: 1',
        '  - run: echo',
      ].join('\n'),
    };
    expect(steps(block)).toEqual([{ line: 'README.md:2', uses: 'o/supereval@v1', withKeys: ['models', 'check-name'] }]);
  });

  it('refuses what it cannot read rather than pass it', () => {
    expect(() => steps({ line: 1, text: '- uses: o/supereval@v1\n  with: { models: a }' })).toThrow(/with: on one line/);
    expect(() => steps({ line: 1, text: '- uses: o/supereval@v1\n\twith:' })).toThrow(/tab/);
  });
});

describe('the README documents every input and flag', () => {
  const tables = (args: string[]) =>
    spawnSync(process.execPath, [path.join(repoRoot, 'scripts/readme-tables.mjs'), '--check', ...args], { encoding: 'utf8' });

  it("has action.yml's inputs and outputs tables, with a required column", () => {
    const r = tables([]);
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    const readme = readFileSync(path.join(repoRoot, 'README.md'), 'utf8');
    expect(readme).toContain('| input | required | default | description |');
    expect(readme).toMatch(/^\| `datasets` \| no \| `datasets` \| /m);
    const named = new Set([...readme.matchAll(/^\| `([a-z0-9-]+)` \|/gm)].map((m) => m[1]));
    expect(declaredInputs(actionYml).filter((name) => !named.has(name))).toEqual([]);
  });

  it('fails, naming the table, when action.yml changes and the README does not', () => {
    const dir = tempDir();
    const changed = path.join(dir, 'action.yml');
    writeFileSync(changed, actionYml.replace('Fail the step (and so the required check)', 'Fail the step'));
    const r = tables(['--action', changed]);
    expect(r.status).toBe(1);
    expect(r.stderr).toContain('the inputs table(s) in');
  });

  it('every CLI flag has an input of its name, or is named where docs/cli.md maps flags to inputs', () => {
    const flags = [...new Set([...HELP.matchAll(/--([a-z][a-z0-9-]*)/g)].map((m) => m[1] ?? ''))];
    const cli = readFileSync(path.join(repoRoot, 'docs/cli.md'), 'utf8');
    const mapping = cli.slice(cli.indexOf('Every flag has an action input'));
    expect(mapping.length).toBeLessThan(cli.length);
    const paragraph = mapping.slice(0, mapping.indexOf('\n\n'));
    const inputs = new Set<string>(ACTION_INPUT_NAMES);
    const unmapped = flags.filter((f) => !inputs.has(f) && !paragraph.includes(`\`--${f}\``));
    expect(unmapped).toEqual([]);
  });
});
