// The results file, version 2: what a run writes reads back as the results
// the run had (with the dataset's own fields put back from the dataset), it is
// compact, and a broken one is refused with a reason.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { RESULTS_SCHEMA_VERSION, type Results } from '../../src/config/results.js';
import { loadDataset } from '../../src/dataset/load.js';
import { parseBaseline } from '../../src/compare/baseline.js';
import { fastParse } from '../../src/base/fast-parse.js';
import { encodeResultsFile, encodeResultsFileChunks } from '../../src/results/results-file.js';
import { CompactCaseSchema, RESULTS_FILE_VERSION } from '../../src/results/results-file-layout.js';
import { decodeResultsFile, decodeResultsLines, restoreDatasetFields } from '../../src/results/results-file-read.js';
import type { EvalResults } from '../../src/results/results.js';
import { runCli } from '../helpers/cli.js';
import { tempDir, writeTree } from '../helpers/tmp.js';
import { KINDS } from '../../src/kinds/index.js';

const root = tempDir();
const examples = path.resolve(import.meta.dirname, '../../examples');

/** Runs the CLI and returns the results it held (stdout, whole layout) and the file it wrote. */
async function run(dataset: string, ...args: string[]): Promise<{ held: EvalResults; fileText: string }> {
  const out = path.join(root, `${path.basename(dataset)}-${args.length}.json`);
  const r = await runCli('run', dataset, ...args, '--format', 'json', '--output', out, '-q');
  expect(r.code, r.stderr).toBeLessThanOrEqual(1);
  return { held: JSON.parse(r.stdout) as EvalResults, fileText: readFileSync(out, 'utf8') };
}

/** What a results file holds of the results a run had: everything but the comparison and the note. */
function plain(results: EvalResults): Results {
  const { comparison: _c, baseline_note: _n, ...rest } = results;
  return rest;
}

const decoded = (text: string): Results => {
  const d = decodeResultsFile(text);
  if (!d.ok) throw new Error(d.why);
  return d.results;
};

const EXAMPLE_RUNS: [string, string[]][] = [
  ['support-qa', ['--model', `replay:${examples}/outputs/support-qa.jsonl`]],
  ['rag/sqs-docs', ['--model', `replay:${examples}/outputs/sqs-docs.jsonl`]],
  [
    'ticket-triage',
    ['--model', `replay:${examples}/outputs/ticket-triage.jsonl`, '--model', `replay:${examples}/outputs/ticket-triage-lite.jsonl`, '--trials', '2'],
  ],
  ['sql/world-cities', ['--model', `replay:${examples}/outputs/world-cities.jsonl`]],
];

describe('results file version 2', () => {
  it.each(EXAMPLE_RUNS)('%s: reads back as the run held it, the dataset putting back inputs and expected', async (name, args) => {
    const dir = path.join(examples, 'datasets', name);
    const { held, fileText } = await run(dir, ...args);
    expect(JSON.parse(fileText)).toMatchObject({ schema_version: RESULTS_FILE_VERSION });
    const back = decoded(fileText);
    expect(back.schema_version).toBe(RESULTS_SCHEMA_VERSION);
    // Without the dataset: everything but the fields the dataset holds.
    const strip = (r: Results) => ({ ...r, cases: r.cases.map(({ vars: _v, description: _d, expected: _e, ...c }) => c) });
    expect(back).toEqual(strip(plain(held)));
    const dataset = await loadDataset(dir, KINDS);
    const restored = restoreDatasetFields(back, dataset);
    expect(restored.unmatched).toBe(0);
    expect(restored.results).toEqual(plain(held));
  });

  it('stores a row met more than once one time, a model by index, and no derived field', async () => {
    const { held, fileText } = await run(
      path.join(examples, 'datasets/ticket-triage'),
      '--model',
      `replay:${examples}/outputs/ticket-triage.jsonl`,
      '--model',
      `replay:${examples}/outputs/ticket-triage-lite.jsonl`,
    );
    const file = JSON.parse(fileText) as { assert_rows: unknown[]; cases: Record<string, unknown>[] };
    const rowTexts = held.cases.flatMap((c) => c.results.flatMap((r) => r.asserts.map((a) => JSON.stringify(a))));
    const repeated = new Set(rowTexts.filter((t, i) => rowTexts.indexOf(t) !== i));
    expect(file.assert_rows).toHaveLength(repeated.size);
    const first = file.cases[0] as { results: { model?: number; asserts?: unknown[] }[] };
    expect(first.results.map((r) => r.model)).toEqual([undefined, 1]);
    for (const c of file.cases) for (const field of ['status', 'score', 'vars', 'expected', 'description']) expect(c).not.toHaveProperty(field);
    // One line a case, after the header and the rows.
    const lines = fileText.trimEnd().split('\n');
    expect(lines.filter((l) => l.startsWith('{"id":'))).toHaveLength(held.cases.length);
  });

  it('keeps only the comparison entries that are not still passing', async () => {
    const dir = path.join(examples, 'datasets/support-qa');
    const model = `replay:${examples}/outputs/support-qa.jsonl`;
    const base = await run(dir, '--model', model);
    const baseFile = path.join(root, 'base.json');
    writeTree(root, { 'base.json': base.fileText });
    const { held, fileText } = await run(dir, '--model', model, '--compare-baseline', baseFile);
    const comparison = held.comparison!;
    const written = (JSON.parse(fileText) as { comparison: typeof comparison }).comparison;
    expect(comparison.cases.some((e) => e.classification === 'still_passing')).toBe(true);
    expect(written.cases).toEqual(comparison.cases.filter((e) => e.classification !== 'still_passing'));
    expect(written.still_passing).toBe(comparison.still_passing);
  });

  it('is under 3x the bytes of its outputs plus 100 bytes a case, and chunks join to the whole text', () => {
    const n = 2000;
    const output = (i: number) => `The capital of country ${i} is City${i % 97}.`;
    const results = resultsOf(n, (i) => ({
      key: i.toString(16).padStart(16, '0'),
      tags: [],
      pass: true,
      output: output(i),
      asserts: [
        { type: 'icontains', status: 'pass', pass: true, score: 1, reason: `output contains "city${i % 97}"` },
        { type: 'llm-rubric', status: 'skipped', pass: null, score: null, reason: 'no judge model configured' },
      ],
    }));
    const text = encodeResultsFile(results);
    const outputBytes = results.cases.reduce((sum, c) => sum + Buffer.byteLength(c.results[0]!.output!), 0);
    expect(Buffer.byteLength(text)).toBeLessThan(3 * outputBytes + 100 * n);
    expect([...encodeResultsFileChunks(results)].join('')).toBe(text);
    expect(decoded(text)).toEqual(results);
  });
});

describe('results file version 2: rows and results written by their fields (the common shapes) or whole', () => {
  it('keeps apart rows and results that look alike but differ in a field, whatever order their fields come in', () => {
    const row = { type: 'equals', status: 'pass', pass: true, score: 1, reason: 'same' } as const;
    const rows: Results['cases'][number]['results'][number]['asserts'] = [
      row,
      { ...row, pass: false }, // a pass its status does not say
      { ...row, weight: 2 }, // one field more
      { ...row, score: 0.5 },
      { ...row, reason: 'same\u0000pass' },
      { ...row, type: 'equals\u0000pass' },
      { status: 'pass', type: 'equals', pass: true, score: 1, reason: 'same' }, // the fields in another order
    ];
    const results = resultsOf(2 * rows.length, (i) => ({
      key: i.toString(16).padStart(16, '0'),
      tags: [],
      pass: true,
      output: `output ${i}`,
      asserts: [rows[i % rows.length]!],
    }));
    results.models = ['replay:outputs.jsonl', 'replay:other.jsonl'];
    const [, second, third, fourth] = results.cases;
    // A second model, and the fields a replayed answer leaves null.
    second!.results[0] = {
      ...second!.results[0]!,
      model: 'replay:other.jsonl',
      latency_ms: 12,
      usage: { input_tokens: 1, output_tokens: 2 },
      cost_usd: 0.25,
    };
    // An error with no output, its fields in another order.
    const { output: _o, status: _s, score: _c, error: _e, ...rest } = third!.results[0]!;
    third!.results[0] = { error: 'boom', output: null, status: 'error', score: 0, ...rest };
    Object.assign(third!, { status: 'error', score: 0 });
    // A result with a field the common one has not.
    fourth!.results[0] = { ...fourth!.results[0]!, stop_reason: 'max_tokens' };

    const text = encodeResultsFile(results);
    expect(decoded(text)).toEqual(results);
    // Each row is met twice, so each distinct text is stored once: the reordered row is a text of its own.
    expect((JSON.parse(text) as { assert_rows: unknown[] }).assert_rows).toHaveLength(rows.length);
    const lines = text.split('\n');
    expect(lines.find((l) => l.startsWith('{"id":"c1"'))).toContain(
      '{"model":1,"output":"output 1","status":"pass","score":1,"latency_ms":12,"usage":{"input_tokens":1,"output_tokens":2},"cost_usd":0.25,"asserts":[1]}',
    );
    expect(lines.find((l) => l.startsWith('{"id":"c2"'))).toContain('{"status":"error","score":0,"error":"boom","asserts":[2]}');
  });
});

describe('results file version 2: untrusted text stays text', () => {
  it('writes no raw control, format or line-separator character and no ##[ command, and reads each back as it was', async () => {
    const hostile = 'a\u202eb\u2028c\u0007d\u007fe ##[error]f #\u0301#[g\n::warning::h';
    const dir = writeTree(path.join(root, 'hostile'), {
      'ds/dataset.json': { name: 'hostile', type: 'qa' },
      'ds/cases.jsonl': [{ id: 'h1', input: { query: 'q' }, expected: { ground_truth: 'zzz' } }],
      'out.jsonl': [{ id: 'h1', output: hostile }],
    });
    const { held, fileText } = await run(path.join(dir, 'ds'), '--model', `replay:${path.join(dir, 'out.jsonl')}`);
    // Every character but our line breaks: C0, DEL and C1 controls, format characters (bidi overrides), line and paragraph separators.
    expect(fileText.replace(/\n/g, '')).not.toMatch(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/u);
    expect(fileText).not.toContain('##[');
    expect(fileText).not.toMatch(/#\u0301#\[/);
    expect(fileText.split('\n').some((l) => l.startsWith('::'))).toBe(false);
    expect(decoded(fileText).cases[0]?.results[0]?.output).toBe(hostile);
    expect(held.cases[0]?.results[0]?.output).toBe(hostile);
  });
});

describe('results file version 2: refused whole, with a reason', () => {
  interface FileShape {
    schema_version: number;
    cases: { results?: { asserts: number[]; model?: number; status: string; [field: string]: unknown }[]; [field: string]: unknown }[];
    [field: string]: unknown;
  }
  const base = (): FileShape => ({
    schema_version: 2,
    tool: { name: 'supereval', version: '0' },
    run: { started_at: 'a', finished_at: 'b', duration_ms: 0 },
    dataset: { name: 'd', type: 'qa', path: 'd', hash: '0' },
    models: ['m'],
    judge: null,
    summary: {
      total: 1,
      passed: 1,
      failed: 0,
      errors: 0,
      skipped_asserts: 0,
      pass_rate: 1,
      cost_usd: null,
      p95_latency_ms: null,
      tokens: { input: 0, output: 0 },
    },
    gate: { passed: true, reasons: [] },
    assert_rows: [{ type: 'equals', status: 'pass', score: 1, reason: 'ok' }],
    cases: [{ id: 'c1', key: 'k', line: 1, results: [{ output: 'x', status: 'pass', score: 1, asserts: [0] }] }],
  });
  const refusal = (value: unknown) => {
    const d = decodeResultsFile(JSON.stringify(value));
    return d.ok ? null : d.why;
  };

  it('reads the good one', () => {
    expect(refusal(base())).toBeNull();
    const back = decoded(JSON.stringify(base()));
    expect(back.cases[0]?.results[0]?.asserts[0]).toEqual({ type: 'equals', status: 'pass', pass: true, score: 1, reason: 'ok' });
    expect(back.cases[0]).toMatchObject({ status: 'pass', score: 1 });
  });

  it.each([
    [
      'a row index past assert_rows',
      (f: FileShape) => (f.cases[0]!.results![0]!.asserts = [1]),
      /cases\.0\.results\.0\.asserts\.0: 1 is not an index of assert_rows/,
    ],
    ['a model index past models', (f: FileShape) => (f.cases[0]!.results![0]!.model = 3), /cases\.0\.results\.0\.model: 3 is not an index of models/],
    [
      'a negative index',
      (f: FileShape) => (f.cases[0]!.results![0]!.asserts = [-1]),
      /does not match the results schema \(cases\.0\.results\.0\.asserts\.0/,
    ],
    ['a case without results', (f: FileShape) => delete f.cases[0]!.results, /cases\.0\.results/],
    ['a status that is not one', (f: FileShape) => (f.cases[0]!.results![0]!.status = 'ok'), /cases\.0\.results\.0\.status/],
    ['an unknown version', (f: FileShape) => (f.schema_version = 3), /has schema_version 3; this version of supereval reads 1 and 2/],
    // Cases are checked one by one, nested rows with the recursive schema: the paths stay those of the whole file.
    [
      'a bad row nested in an assert-set',
      (f: FileShape) =>
        (f.cases[0]!.results![0]!.asserts = [
          { type: 'assert-set', status: 'pass', score: 1, reason: 'ok', asserts: [{ type: 'equals', status: 'ok', score: 1, reason: '' }] },
        ] as unknown as number[]),
      // zod's union (an index or a row) says only that neither fits, as a check of the whole file did.
      /cases\.0\.results\.0\.asserts\.0: Invalid input/,
    ],
    [
      'a bad second case',
      (f: FileShape) => f.cases.push({ id: 'c2', key: 'k2', line: 2, results: [{ status: 'pass', score: 'high', asserts: [] }] }),
      /cases\.1\.results\.0\.score/,
    ],
    ['a case that is not an object', (f: FileShape) => f.cases.push('c2' as never), /cases\.1: /],
  ])('%s', (_name, edit, why) => {
    const file = base();
    edit(file);
    expect(refusal(file)).toMatch(why);
  });

  it('reads an assert-set row with its own rows, and the same row unnested', () => {
    const file = base();
    const inner = { type: 'equals', status: 'fail', score: 0, reason: 'no' };
    file.cases[0]!.results![0]!.asserts = [
      { type: 'assert-set', status: 'fail', score: 0, reason: 'set', asserts: [inner] },
      inner,
    ] as unknown as number[];
    const rows = decoded(JSON.stringify(file)).cases[0]?.results[0]?.asserts;
    expect(rows).toEqual([
      { type: 'assert-set', status: 'fail', pass: false, score: 0, reason: 'set', asserts: [{ ...inner, pass: false }] },
      { ...inner, pass: false },
    ]);
  });

  it('is not JSON', () => {
    const d = decodeResultsFile('{"schema_version": 2,');
    expect(d.ok ? null : d.why).toMatch(/^is not valid JSON/);
  });
});

describe('results file version 2 read line by line (decodeResultsLines)', () => {
  const read = (text: string) => {
    const seen: Results['cases'] = [];
    const d = decodeResultsLines(text, (c) => seen.push(c));
    return { d, seen };
  };

  it.each(EXAMPLE_RUNS)('%s: gives each case, and the head, as reading the file whole does', async (name, args) => {
    const { fileText } = await run(path.join(examples, 'datasets', name), ...args);
    const whole = decoded(fileText);
    const { d, seen } = read(fileText);
    expect(d?.ok).toBe(true);
    expect(seen).toEqual(whole.cases);
    expect(d?.ok ? d.results : null).toEqual({ ...whole, cases: [] });
  });

  // The schema's fields are in the writer's order, so a baseline's case is
  // checked as read, not copied (a copy per case made most of a big read).
  it.each(EXAMPLE_RUNS)('%s: takes each case line as written, without a copy', async (name, args) => {
    const { fileText } = await run(path.join(examples, 'datasets', name), ...args);
    const lines = fileText.split('\n');
    const caseLines = lines.slice(lines.indexOf('"cases":[') + 1, -2).map((l) => (l.endsWith(',') ? l.slice(0, -1) : l));
    expect(caseLines.length).toBeGreaterThan(0);
    for (const line of caseLines) {
      const value: unknown = JSON.parse(line);
      expect(fastParse(CompactCaseSchema, value)?.value, line).toBe(value);
    }
  });

  it('leaves a text not laid out as this build writes it to the whole read', () => {
    const file = JSON.parse(encodeResultsFile(sample())) as object;
    expect(read(JSON.stringify(file, null, 2)).d).toBeNull();
    expect(read(JSON.stringify(file)).d).toBeNull();
    expect(read('{"schema_version":2,\n').d).toBeNull();
  });

  it('leaves a broken case line to the whole read, which says what is wrong', () => {
    const text = encodeResultsFile(sample(3));
    const broken = text.replace('{"id":"c1"', '{"id":"c1",,');
    expect(read(broken).d).toBeNull();
    expect(decodeResultsFile(broken)).toMatchObject({ ok: false, why: expect.stringMatching(/^is not valid JSON/) });
    // A missing comma between two case lines is no longer the writer's layout either.
    expect(read(text.replace('},\n{"id":"c1"', '}\n{"id":"c1"')).d).toBeNull();
  });

  it('refuses a case that does not match the schema as the whole read does', () => {
    const text = encodeResultsFile(sample(3)).replace('"status":"pass","score":1,"asserts"', '"status":"ok","score":1,"asserts"');
    const whole = decodeResultsFile(text);
    expect(whole.ok).toBe(false);
    expect(read(text).d).toEqual(whole);
  });

  it('reads a file with no cases and no shared rows', () => {
    const text = encodeResultsFile({ ...sample(0), summary: { ...sample(0).summary, total: 0 } });
    expect(text).toContain('"assert_rows":[\n],\n"cases":[\n]}');
    const { d, seen } = read(text);
    expect(d).toEqual(decodeResultsFile(text));
    expect(seen).toEqual([]);
  });

  it('gives a baseline the same verdicts read line by line or whole', () => {
    const text = encodeResultsFile(sample(5));
    const expect_ = { datasetName: 'big', datasetType: 'qa' as const, matchBy: 'key' as const, source: 'b.json' };
    const lines = parseBaseline(text, expect_);
    const whole = parseBaseline(text, expect_, { keepResults: true });
    expect(lines.ok && whole.ok).toBe(true);
    expect(lines.ok ? lines.baseline : null).toEqual(whole.ok ? whole.baseline : undefined);
    expect(lines.ok ? lines.results : 'refused').toBeUndefined();
    expect(whole.ok ? whole.results?.cases.length : 0).toBe(5);
  });
});

/** n small results, the second case failing. */
function sample(n = 2): Results {
  return resultsOf(n, (i) => ({
    key: `k${i}`,
    tags: i === 1 ? ['t'] : [],
    pass: i !== 1,
    output: `answer ${i}`,
    asserts: [{ type: 'icontains', status: i === 1 ? 'fail' : 'pass', pass: i !== 1, score: i === 1 ? 0 : 1, reason: `row ${i}` }],
  }));
}

/** Results of n one-model cases, each as `caseOf` says; the summary counts them. */
function resultsOf(
  n: number,
  caseOf: (i: number) => {
    key: string;
    tags: string[];
    pass: boolean;
    output: string;
    asserts: Results['cases'][number]['results'][number]['asserts'];
  },
): Results {
  const cases = Array.from({ length: n }, (_, i) => {
    const c = caseOf(i);
    const status = c.pass ? ('pass' as const) : ('fail' as const);
    const score = c.pass ? 1 : 0;
    const result = {
      model: 'replay:outputs.jsonl',
      output: c.output,
      status,
      score,
      latency_ms: null,
      usage: null,
      cost_usd: null,
      asserts: c.asserts,
      error: null,
    };
    return { id: `c${i}`, key: c.key, line: i + 1, tags: c.tags, status, score, results: [result] };
  });
  const passed = cases.filter((c) => c.status === 'pass').length;
  return {
    schema_version: RESULTS_SCHEMA_VERSION,
    tool: { name: 'supereval', version: '0' },
    run: { started_at: '2026-12-01T00:00:00.000Z', finished_at: '2026-12-01T00:00:01.000Z', duration_ms: 1000 },
    dataset: { name: 'big', type: 'qa', path: 'datasets/big', hash: '0123456789abcdef' },
    models: ['replay:outputs.jsonl'],
    judge: null,
    summary: {
      total: n,
      passed,
      failed: n - passed,
      errors: 0,
      skipped_asserts: cases.filter((c) => c.results[0]?.asserts.some((a) => a.status === 'skipped')).length,
      pass_rate: n === 0 ? 0 : passed / n,
      cost_usd: null,
      p95_latency_ms: null,
      tokens: { input: 0, output: 0 },
    },
    cases,
    gate: { passed: true, reasons: [] },
  };
}
