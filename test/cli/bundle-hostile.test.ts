// Issue 16, done-when, for the CLI: the hostile corpus (test/fixtures/hostile.ts)
// as dataset names, folder names, case ids, model outputs, exec stderr and so
// reasons, through the bundled CLI in each format and in validate, baseline
// and error paths. Run inside a workflow step, nothing it prints may be a
// workflow command or a terminal escape; JSON keeps every text exactly.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { HOSTILE, HOSTILE_FOLDER_NAMES, injectedCommands, RAW_HAZARD } from '../fixtures/hostile.js';
import { runBundledCli } from '../helpers/cli.js';
import { nodeCommand, tempDir, writeTree } from '../helpers/tmp.js';

const supereval = (cwd: string, args: string[]) => runBundledCli(args, { cwd, maxBuffer: 256 * 1024 * 1024 });

function expectInert(r: { stdout: string; stderr: string }): void {
  for (const [name, stream] of Object.entries({ stdout: r.stdout, stderr: r.stderr })) {
    expect(injectedCommands(stream), name).toEqual([]);
    const hazard = RAW_HAZARD.exec(stream);
    expect(
      hazard && JSON.stringify(stream.slice(Math.max(0, hazard.index - 60), hazard.index + 20)),
      `${name}: raw control, bidi or zero-width`,
    ).toBeNull();
  }
}

const meta = (name?: string) => ({ ...(name !== undefined ? { name } : {}), type: 'classification', labels: ['a', 'b'] });
const probe = { id: 'probe', input: { text: 'route this' }, expected: { label: 'a' }, must_pass: true };
const regresses = (i: number) => i % 2 === 0;
const unrecorded = (i: number) => i % 5 === 4;

const root = tempDir('supereval-e2e-hostile-cli-');
writeTree(root, {
  'datasets/cases/dataset.json': meta('hostile-cases'),
  'datasets/cases/cases.jsonl': HOSTILE.map((h, i) => ({
    id: h.text,
    input: { text: `ticket ${i}` },
    expected: { label: 'a' },
    must_pass: i % 3 === 0,
  })),
  ...Object.fromEntries(
    HOSTILE.flatMap((h, i): [string, object][] => [
      [`datasets/names/n${String(i).padStart(2, '0')}/dataset.json`, meta(h.text)],
      [`datasets/names/n${String(i).padStart(2, '0')}/cases.jsonl`, [probe]],
    ]),
  ),
  ...Object.fromEntries(
    HOSTILE_FOLDER_NAMES.flatMap((name): [string, object][] => [
      [`datasets/folders/${name}/dataset.json`, meta()],
      [`datasets/folders/${name}/cases.jsonl`, [probe]],
    ]),
  ),
  'recorded/good.jsonl': [...HOSTILE.map((h) => ({ id: h.text, output: 'a' })), { id: 'probe', output: 'a' }],
  'recorded/bad.jsonl': [
    ...HOSTILE.flatMap((h, i) =>
      unrecorded(i) ? [] : [{ id: h.text, output: regresses(i) ? (HOSTILE[(i + 1) % HOSTILE.length]?.text ?? '') : 'a' }],
    ),
    { id: 'probe', output: HOSTILE[0]?.text ?? '' },
  ],
  // A broken dataset in a hostile folder, for the error path.
  [`broken/${HOSTILE_FOLDER_NAMES[0]!}/dataset.json`]: '{"name": "x\\n::error::PWN in json", "type": 7}',
});
// An exec: model that answers with hostile text on stderr and fails: its stderr reaches the reasons.
const FAILING_EXEC = `exec:${nodeCommand(
  `process.stderr.write(${JSON.stringify(
    HOSTILE.slice(0, 30)
      .map((h) => h.text)
      .join('\n'),
  )}); process.exit(3)`,
)}`;

describe('the hostile corpus through the CLI', () => {
  it('validate lists hostile folders and names inertly', async () => {
    const r = await supereval(root, ['validate', 'datasets']);
    expect(r.code, r.stderr).toBe(0);
    expectInert(r);
    expect(r.stdout.split('\n').filter((l) => l.startsWith('ok  '))).toHaveLength(1 + HOSTILE.length + HOSTILE_FOLDER_NAMES.length);
  });

  it('--update-baseline, then a run that regresses: text report, progress and notes stay inert', async () => {
    const base = await supereval(root, ['run', 'datasets', '--model', 'replay:recorded/good.jsonl', '--update-baseline']);
    expect(base.code, base.stderr.slice(-2000)).toBe(0);
    expectInert(base);
    expect(base.stderr).toContain('supereval: wrote baseline');

    const r = await supereval(root, ['run', 'datasets', '--model', 'replay:recorded/bad.jsonl', '--compare-baseline', '--output', 'out']);
    expect(r.code).toBe(1);
    expectInert(r);
    expect(r.stdout).toContain('REGRESSED');
    // The baseline's hostile outputs, kept in baseline.json, are printed beside today's: inert as well.
    expect(r.stdout).toMatch(/^ {12}baseline: \S/m);
    expect(r.stdout).toMatch(/blocked: .*must-pass/);
    // Every results file, printed, is inert too; and keeps the texts exactly.
    const files = readdirSync(path.join(root, 'out'));
    expect(files.length).toBe(1 + HOSTILE.length + HOSTILE_FOLDER_NAMES.length);
    for (const f of files) expectInert({ stdout: readFileSync(path.join(root, 'out', f), 'utf8'), stderr: '' });
    const cases = JSON.parse(readFileSync(path.join(root, 'out', 'hostile-cases.json'), 'utf8')) as { cases: { id: string }[] };
    expect(cases.cases.map((c) => c.id)).toEqual(HOSTILE.map((h) => h.text));
  });

  it('--format markdown and --format json stay inert; the JSON means the exact texts', async () => {
    const md = await supereval(root, [
      'run',
      'datasets/cases',
      'datasets/names',
      '--model',
      'replay:recorded/bad.jsonl',
      '--compare-baseline',
      '--format',
      'markdown',
      '-q',
    ]);
    expect(md.code).toBe(1);
    expectInert(md);
    const json = await supereval(root, ['run', 'datasets', '--model', 'replay:recorded/bad.jsonl', '--format', 'json', '-q']);
    expect(json.code).toBe(1);
    expectInert(json);
    const all = JSON.parse(json.stdout) as { dataset: { name: string }; cases: { id: string; results: { output: string | null }[] }[] }[];
    const names = all.map((r) => r.dataset.name);
    for (const h of HOSTILE) expect(names).toContain(h.text);
    for (const folder of HOSTILE_FOLDER_NAMES) expect(names).toContain(folder);
    const cases = all.find((r) => r.dataset.name === 'hostile-cases');
    expect(cases?.cases.map((c) => c.id)).toEqual(HOSTILE.map((h) => h.text));
    expect(cases?.cases[0]?.results[0]?.output).toBe(HOSTILE[1]?.text);
  });

  it("an exec: model's hostile stderr in error reasons stays inert", async () => {
    const r = await supereval(root, ['run', 'datasets/cases', '--model', FAILING_EXEC, '--concurrency', '4']);
    expect(r.code).toBe(1);
    expectInert(r);
    expect(r.stdout).toContain('ERROR');
  });

  it('errors naming hostile paths, fields and model specs stay inert', async () => {
    const broken = await supereval(root, ['validate', 'broken']);
    expect(broken.code).toBe(2);
    expectInert(broken);
    expect(broken.stderr).toContain('dataset.json');
    const spec = await supereval(root, ['run', 'datasets/cases', '--model', 'nonsense:\n::error::PWN spec\u202e']);
    expect(spec.code).toBe(2);
    expectInert(spec);
  });
});
