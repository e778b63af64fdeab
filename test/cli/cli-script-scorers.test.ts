// Script scorers end to end: a qa dataset with a replayed model and an agent
// dataset with an exec agent, each scored by python3 scripts in the dataset's
// folder; a failing or crashing script fails or errors its case; a script
// outside the folder, or missing, is refused at load; the script is part of
// the dataset's hash.
import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { EXIT } from '../../src/cli/exit.js';
import type { EvalResults } from '../../src/results/results.js';
import { examplesDir } from '../helpers/example-copy.js';
import { runCli } from '../helpers/cli.js';
import { qaCase, qaMeta, shellQuote, tempDir, writeTree } from '../helpers/tmp.js';

const SCORE_PY = `
import json, sys
ctx = json.load(sys.stdin)
ok = ctx["golden_query"].lower() in ctx["generated_query"].lower()
print(json.dumps({"score": 100 if ok else 0, "reason": "found" if ok else "missing " + ctx["golden_query"]}))
`;
// Reads the agent's trajectory: 100 when it called every expected tool.
const TOOLS_PY = `
import json, sys
ctx = json.load(sys.stdin)
called = ctx["generated_execution_result"]
expected = ctx["golden_execution_result"]
assert ctx["supereval"]["trajectory"]["steps"], "no steps"
score = 100 * sum(1 for t in expected if t in called) / max(1, len(expected))
print(json.dumps({"score": score, "reason": f"called {called}"}))
`;

async function runJson(...args: string[]) {
  const r = await runCli('run', ...args, '--format', 'json', '-q');
  return { code: r.code, stderr: r.stderr, results: r.stdout ? (JSON.parse(r.stdout) as EvalResults) : null };
}

function qaDataset(scorers: object, extra: Record<string, string> = {}) {
  const root = tempDir();
  writeTree(root, {
    'qa/dataset.json': qaMeta({ scorers }),
    'qa/cases.jsonl': [qaCase('a', 'Capital of France?', 'Paris'), qaCase('b', 'Capital of Spain?', 'Madrid')]
      .map((c) => JSON.stringify(c))
      .join('\n'),
    'qa/score.py': SCORE_PY,
    'qa/crash.py': 'import sys\nsys.stdin.read()\nsys.exit("scorer exploded")\n',
    'out.jsonl': [
      { id: 'a', output: 'Paris, of course' },
      { id: 'b', output: 'Barcelona' },
    ]
      .map((c) => JSON.stringify(c))
      .join('\n'),
    ...extra,
  });
  return { dir: path.join(root, 'qa'), model: `replay:${path.join(root, 'out.jsonl')}` };
}

describe('python_scorer on a qa dataset', () => {
  it('passes, fails and errors cases by the script, which reads the reply and the expected answer', async () => {
    const { dir, model } = qaDataset({
      python_scorer: [
        { script_path: 'score.py', scorer_name: 'mentions_truth' },
        { script_path: 'crash.py', threshold: null },
      ],
    });
    const { results, code } = await runJson(dir, '--model', model);
    const rows = (id: string) => results!.cases.find((c) => c.id === id)!.results[0]!.asserts;
    expect(rows('a').find((r) => r.type === 'mentions_truth')).toMatchObject({ status: 'pass', score: 1 });
    expect(rows('b').find((r) => r.type === 'mentions_truth')).toMatchObject({
      status: 'fail',
      score: 0,
      reason: expect.stringContaining('missing Madrid'),
    });
    const crash = rows('a').find((r) => r.type === 'crash')!;
    expect(crash).toMatchObject({ status: 'error', score: null });
    expect(crash.reason).toContain('scorer exploded');
    // A crashing scorer makes its cases errors, even with no threshold to meet.
    expect(results!.cases.map((c) => c.status)).toEqual(['error', 'error']);
    expect(code).toBe(EXIT.blocked);
  });

  it('without the crashing one, the case the script passes passes', async () => {
    const { dir, model } = qaDataset({ python_scorer: { script_path: 'score.py' } });
    const { results } = await runJson(dir, '--model', model);
    expect(results!.cases.map((c) => [c.id, c.status])).toEqual([
      ['a', 'pass'],
      ['b', 'fail'],
    ]);
  });

  it('the script is part of the dataset hash', async () => {
    const { dir, model } = qaDataset({ python_scorer: { script_path: 'score.py' } });
    const before = (await runJson(dir, '--model', model)).results!.dataset.hash;
    writeFileSync(path.join(dir, 'score.py'), `${SCORE_PY}\n# changed\n`);
    const after = (await runJson(dir, '--model', model)).results!.dataset.hash;
    expect(after).not.toBe(before);
  });

  it('refuses a script outside the dataset folder, or one that is not there', async () => {
    const outside = qaDataset({ python_scorer: { script_path: '../elsewhere.py' } }, { 'elsewhere.py': SCORE_PY });
    const r1 = await runJson(outside.dir, '--model', outside.model);
    expect(r1.code).toBe(EXIT.usage);
    expect(r1.stderr).toContain('scorers.python_scorer.script_path');
    expect(r1.stderr).toContain("must be a file inside the dataset's folder");
    const missing = qaDataset({ script_scorer: { command: ['./nope.sh'], scorer_name: 'nope' } });
    const r2 = await runJson(missing.dir, '--model', missing.model);
    expect(r2.code).toBe(EXIT.usage);
    expect(r2.stderr).toContain('nope.sh');
  });
});

describe('python_scorer on an agent dataset', () => {
  it('reads the trajectory: the expected and called tools', async () => {
    const root = tempDir();
    writeTree(root, {
      'ag/dataset.json': {
        name: 'ag',
        type: 'agent',
        thresholds: { min_answer_score: 0 },
        scorers: { python_scorer: { script_path: 'tools.py', threshold: 0.5 } },
      },
      'ag/cases.jsonl': [
        { id: 'good', input: { task: 't' }, tools: { search: { response: 'r' } }, expected: { must_call: ['search'] } },
        { id: 'bad', input: { task: 't' }, tools: { search: { response: 'r' } }, expected: { must_call: ['search', 'book', 'pay'] } },
      ]
        .map((c) => JSON.stringify(c))
        .join('\n'),
      'ag/tools.json': [{ name: 'search', description: 'search', parameters: { type: 'object', properties: {} } }],
      'ag/tools.py': TOOLS_PY,
    });
    const echo = path.resolve(import.meta.dirname, '../../examples/agents/echo-agent.mjs');
    const { results } = await runJson(path.join(root, 'ag'), '--agent', `exec:${shellQuote(process.execPath)} ${shellQuote(echo)}`);
    const row = (id: string) => results!.cases.find((c) => c.id === id)!.results[0]!.asserts.find((a) => a.type === 'tools')!;
    expect(row('good')).toMatchObject({ status: 'pass', score: 1 });
    expect(row('bad')).toMatchObject({ status: 'fail' });
    expect(row('bad').score).toBeCloseTo(1 / 3, 9);
  });
});

// EvalBench's hybrid_xa_judge in miniature: rows compared as sorted tuples of values, headers ignored.
const ROWS_PY = `
import json, os, sys
ctx = json.load(sys.stdin)
open(os.path.join(ctx["dump_dir"], str(ctx["supereval"]["case"]["id"]) + ".json"), "w").write(json.dumps(ctx))
key = "golden_execution_result" if ctx["query_type"] == "dql" else "golden_eval_result"
rows = lambda r: sorted(tuple(str(v) for v in row.values()) for row in (r or []))
same = rows(ctx[key]) == rows(ctx[key.replace("golden", "generated")]) and not ctx["generated_error"]
print(json.dumps({"score": 100 if same else 0, "reason": "same rows" if same else "rows differ"}))
`;

describe('python_scorer on an nl2sql dataset', () => {
  it("gets the golden and generated SQL, their results and errors as EvalBench's keys", async () => {
    const root = tempDir();
    const dir = path.join(root, 'world-cities');
    cpSync(path.join(examplesDir, 'datasets/sql/world-cities'), dir, { recursive: true });
    const dumps = tempDir();
    const metaFile = path.join(dir, 'dataset.json');
    const meta = JSON.parse(readFileSync(metaFile, 'utf8')) as { scorers: Record<string, unknown> };
    meta.scorers['python_scorer'] = { script_path: 'rows.py', threshold: null, dump_dir: dumps };
    writeFileSync(metaFile, JSON.stringify(meta));
    writeFileSync(path.join(dir, 'rows.py'), ROWS_PY);
    const { results } = await runJson(dir, '--model', `replay:${path.join(examplesDir, 'outputs/world-cities.jsonl')}`);
    const ctx = (id: number) => JSON.parse(readFileSync(path.join(dumps, `${id}.json`), 'utf8')) as Record<string, unknown>;

    const first = ctx(1);
    expect(first['query_type']).toBe('dql');
    expect(first['golden_query']).toBe('SELECT name FROM city WHERE population > 10000000 ORDER BY population DESC');
    expect(first['generated_query']).toContain('SELECT name FROM city WHERE population > 10000000');
    expect(first['generated_query']).not.toContain('```');
    expect(first['golden_execution_result']).toEqual(first['generated_execution_result']);
    expect((first['golden_execution_result'] as object[]).length).toBeGreaterThan(0);
    expect(Object.keys((first['golden_execution_result'] as object[])[0]!)).toEqual(['name']);
    expect(first['golden_eval_result']).toBe('');

    const rename = ctx(5);
    expect(rename['query_type']).toBe('dml');
    expect(rename['golden_execution_result']).toEqual([]);
    expect(rename['golden_eval_result']).toContainEqual(expect.objectContaining({ name: 'Mumbai' }));

    // The script agrees with exact_match wherever exact_match passes (it ignores row order, so it may pass more).
    for (const c of results!.cases) {
      const rows = c.results[0]!.asserts;
      if (rows.find((a) => a.type === 'exact_match')?.score === 1) expect(rows.find((a) => a.type === 'rows')?.score).toBe(1);
    }
    expect(results!.cases.some((c) => c.results[0]!.asserts.find((a) => a.type === 'rows')?.score === 0)).toBe(true);
  });
});
