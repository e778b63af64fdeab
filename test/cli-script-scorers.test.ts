// Script scorers end to end: a qa dataset with a replayed model and an agent
// dataset with an exec agent, each scored by python3 scripts in the dataset's
// folder; a failing or crashing script fails or errors its case; a script
// outside the folder, or missing, is refused at load; the script is part of
// the dataset's hash.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { EXIT } from '../src/cli.js';
import type { EvalResults } from '../src/report/results.js';
import { runCli } from './helpers/io.js';
import { qaCase, qaMeta, shellQuote, tempDir, writeTree } from './helpers/tmp.js';

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
    const echo = path.resolve(import.meta.dirname, '../examples/agents/echo-agent.mjs');
    const { results } = await runJson(path.join(root, 'ag'), '--agent', `exec:${shellQuote(process.execPath)} ${shellQuote(echo)}`);
    const row = (id: string) => results!.cases.find((c) => c.id === id)!.results[0]!.asserts.find((a) => a.type === 'tools')!;
    expect(row('good')).toMatchObject({ status: 'pass', score: 1 });
    expect(row('bad')).toMatchObject({ status: 'fail' });
    expect(row('bad').score).toBeCloseTo(1 / 3, 9);
  });
});
