// Script scorers with real processes: python3 scripts and node commands in
// temp folders read the context on stdin and answer on stdout; a crash, a
// non-zero exit, a time limit (the whole process group killed), malformed or
// oversized output each give an error row with the end of stderr; uv is used
// when it is on PATH (a stand-in uv that records its arguments).
import { chmodSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DatasetMetaSchema } from '../../src/config/schemas.js';
import { scriptScorerFiles, scriptScorers, type ScriptScorer } from '../../src/config/script-scorers.js';
import { scorerProblems } from '../../src/score/evalbench/llm-scorers.js';
import { runScript, runScriptScorers, scriptArgv, MAX_SCRIPT_STDOUT_BYTES } from '../../src/score/sandbox/script-scorer.js';
import { findOnPath } from '../../src/score/sandbox/environment.js';
import { scriptContext, scriptRow, type ScriptRun } from '../../src/score/evalbench/script-scorers.js';
import { tempDir, writeTree } from '../helpers/tmp.js';
import type { LoadedCase } from '../../src/dataset/dataset.js';

const scorersOf = (scorers: object) => scriptScorers(DatasetMetaSchema.parse({ type: 'qa', scorers }).scorers);

const testCase: LoadedCase = {
  id: 'c1',
  key: 'k',
  vars: { question: 'Capital of France?' },
  line: 1,
  tags: ['geo'],
  mustPass: false,
  description: null,
  input: { question: 'Capital of France?' },
  expected: { ground_truth: 'Paris' },
  assert: [],
  threshold: null,
  data: { id: 'c1', input: { question: 'Capital of France?' }, expected: { ground_truth: 'Paris' } },
};

function runOf(dir: string, output: string): ScriptRun {
  return {
    dataset: { name: 'geo', type: 'qa', dir },
    testCase,
    model: 'replay:x',
    trial: 0,
    prompt: 'Q: Capital of France?',
    request: 'Capital of France?',
    expected: 'Paris',
    response: { output, usage: { input_tokens: 3, output_tokens: 1 }, latency_ms: 5, cost_usd: null },
    kindResult: null,
    caseAsserts: [{ type: 'icontains', status: 'pass', pass: true, score: 1, reason: 'ok' }],
  };
}

// Scores 100 when the answer contains the expected text, else 0; echoes what it was given when asked.
const CHECK_PY = `
import json, sys
ctx = json.load(sys.stdin)
if ctx.get("dump"):
    open(ctx["dump"], "w").write(json.dumps(ctx))
hit = ctx["golden_query"].lower() in ctx["generated_query"].lower()
print("noise on stderr", file=sys.stderr)
print(json.dumps({"score": 100.0 if hit else 0.0, "reason": "PASS" if hit else "FAIL: " + ctx["generated_query"]}))
`;
import { KINDS } from '../../src/kinds/index.js';

const dir = writeTree(tempDir(), {
  'check.py': CHECK_PY,
  'crash.py': 'import sys\nsys.stdin.read()\nraise ValueError("the \\x1b[31mscorer\\x1b[0m broke")\n',
  'exit3.py': 'import sys\nprint("partial", file=sys.stderr)\nsys.exit(3)\n',
  'prose.py': 'print("looks good to me")\n',
  'range.py': 'import json\nprint(json.dumps({"score": 1.5e3, "reason": "x"}))\n',
  'noscore.py': 'import json\nprint(json.dumps({"reason": "forgot"}))\n',
  'big.py': `import sys\nsys.stdout.write("x" * ${MAX_SCRIPT_STDOUT_BYTES + 10})\n`,
  'check.mjs':
    "let s='';process.stdin.on('data',d=>s+=d).on('end',()=>{const c=JSON.parse(s);process.stdout.write(JSON.stringify({score:c.supereval.output.length>3?75:0,reason:'len '+c.supereval.output.length}))})\n",
});

const one = (scorers: object) => scorersOf(scorers)[0]!;
const run1 = async (scorer: ScriptScorer, output = 'It is Paris.') => (await runScriptScorers([scorer], runOf(dir, output)))[0]!;

describe('python_scorer', () => {
  it("scores on EvalBench's 0-100 scale as 0-1, failing below its threshold (default full marks)", async () => {
    const scorer = one({ python_scorer: { script_path: 'check.py' } });
    expect(scorer.name).toBe('check');
    expect(await run1(scorer)).toMatchObject({ type: 'check', status: 'pass', pass: true, score: 1 });
    const miss = await run1(scorer, 'Lyon');
    expect(miss).toMatchObject({ status: 'fail', pass: false, score: 0 });
    expect(miss.reason).toContain('FAIL: Lyon');
  });

  it('runs several entries, each under its scorer_name, with the options the script is given', async () => {
    const dump = path.join(tempDir(), 'ctx.json');
    const scorers = scorersOf({
      python_scorer: [
        { script_path: 'check.py', scorer_name: 'has_answer', dump },
        { script_path: 'check.py', scorer_name: 'lenient', threshold: null },
      ],
    });
    const rows = await runScriptScorers(scorers, runOf(dir, 'Lyon'));
    expect(rows.map((r) => [r.type, r.status])).toEqual([
      ['has_answer', 'fail'],
      ['lenient', 'pass'],
    ]);
    const ctx = JSON.parse(readFileSync(dump, 'utf8')) as Record<string, unknown>;
    expect(ctx).toMatchObject({
      nl_prompt: 'Capital of France?',
      golden_query: 'Paris',
      generated_query: 'Lyon',
      generated_error: '',
      dump,
      config: { script_path: 'check.py', scorer_name: 'has_answer', dump },
    });
    expect(ctx['supereval']).toMatchObject({
      scorer: 'has_answer',
      dataset: { name: 'geo', type: 'qa' },
      case: { id: 'c1', tags: ['geo'], expected: { ground_truth: 'Paris' } },
      prompt: 'Q: Capital of France?',
      output: 'Lyon',
      usage: { input_tokens: 3, output_tokens: 1 },
      asserts: [{ type: 'icontains', status: 'pass' }],
    });
  });

  it('a raised exception is an error with the traceback, terminal escapes removed', async () => {
    const row = await run1(one({ python_scorer: { script_path: 'crash.py' } }));
    expect(row).toMatchObject({ type: 'crash', status: 'error', pass: null, score: null });
    expect(row.reason).toContain('the script exited with code 1');
    expect(row.reason).toContain('ValueError: the scorer broke');
    expect(row.reason).not.toContain('\u001b');
  });

  it('a non-zero exit, prose, a score out of range or none are errors, never a pass', async () => {
    const exit3 = await run1(one({ python_scorer: { script_path: 'exit3.py' } }));
    expect(exit3.status).toBe('error');
    expect(exit3.reason).toBe('the script exited with code 3; stderr: partial');
    expect((await run1(one({ python_scorer: { script_path: 'prose.py' } }))).reason).toContain('output is not JSON ("looks good to me")');
    expect((await run1(one({ python_scorer: { script_path: 'range.py' } }))).reason).toContain('"score" must be a number from 0 to 100, got 1500');
    expect((await run1(one({ python_scorer: { script_path: 'noscore.py' } }))).reason).toContain('got none');
    for (const script of ['exit3.py', 'prose.py', 'range.py', 'noscore.py']) {
      expect((await run1(one({ python_scorer: { script_path: script } }))).status).toBe('error');
    }
  });

  it('stdout beyond the bound is an error', async () => {
    const row = await run1(one({ python_scorer: { script_path: 'big.py' } }));
    expect(row).toMatchObject({ status: 'error' });
    expect(row.reason).toContain(`more than ${MAX_SCRIPT_STDOUT_BYTES} bytes`);
  });

  it('at its time limit the whole process group is killed, what it started in the background too', async () => {
    const pidFile = path.join(tempDir(), 'pid');
    const slow = writeTree(tempDir(), {
      'slow.py': `import subprocess, sys, time\nchild = subprocess.Popen(["sleep", "30"])\nopen(${JSON.stringify(pidFile)}, "w").write(str(child.pid))\nprint("working", file=sys.stderr, flush=True)\ntime.sleep(30)\n`,
    });
    const scorer = one({ python_scorer: { script_path: 'slow.py', timeout_ms: 1500 } });
    const started = Date.now();
    const [row] = await runScriptScorers([scorer], runOf(slow, 'x'));
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(row).toMatchObject({ status: 'error' });
    expect(row!.reason).toBe('did not finish within its 1500 ms time limit (timeout_ms); stderr: working');
    const pid = Number(readFileSync(pidFile, 'utf8'));
    await new Promise((r) => setTimeout(r, 200));
    // Gone, or a zombie waiting for a parent that does not reap (PID 1 in some containers): not running either way.
    const state = existsSync(`/proc/${pid}/stat`) ? readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.[0] : 'gone';
    expect(['gone', 'Z', 'X']).toContain(state);
  });

  it('runs `uv run --isolated <script>` when uv is on PATH, else python3', () => {
    const bin = writeTree(tempDir(), { uv: '#!/bin/sh\nexit 0\n' });
    chmodSync(path.join(bin, 'uv'), 0o755);
    const scorer = one({ python_scorer: { script_path: 'check.py' } });
    expect(scriptArgv(scorer, dir, { PATH: bin })).toEqual([path.join(bin, 'uv'), 'run', '--isolated', path.join(dir, 'check.py')]);
    expect(scriptArgv(scorer, dir, { PATH: tempDir() })).toEqual(['python3', path.join(dir, 'check.py')]);
    expect(findOnPath('uv', { PATH: tempDir() })).toBeNull();
  });

  it('a stand-in uv on PATH receives run --isolated and the script, and its answer counts', async () => {
    const bin = tempDir();
    const log = path.join(bin, 'args');
    writeFileSync(path.join(bin, 'uv'), `#!/bin/sh\necho "$@" > ${JSON.stringify(log)}\nshift 2\nexec python3 "$@"\n`);
    chmodSync(path.join(bin, 'uv'), 0o755);
    const scorer = one({ python_scorer: { script_path: 'check.py' } });
    const outcome = await runScript({
      argv: scriptArgv(scorer, dir, { PATH: `${bin}${path.delimiter}${process.env['PATH'] ?? ''}` }),
      input: JSON.stringify(scriptContext(scorer, runOf(dir, 'Paris'))),
      cwd: dir,
      timeoutMs: 10_000,
    });
    expect(readFileSync(log, 'utf8').trim()).toBe(`run --isolated ${path.join(dir, 'check.py')}`);
    expect(scriptRow(scorer, outcome)).toMatchObject({ status: 'pass', score: 1 });
  });
});

describe('script_scorer', () => {
  it('runs any command with the same contract', async () => {
    const scorer = one({ script_scorer: { command: [process.execPath, 'check.mjs'], scorer_name: 'long_enough', threshold: 0.5 } });
    expect(await run1(scorer, 'Paris')).toMatchObject({ type: 'long_enough', status: 'pass', score: 0.75 });
    expect(await run1(scorer, 'no')).toMatchObject({ status: 'fail', score: 0 });
  });

  it('a program that does not exist is an error naming it', async () => {
    const row = await run1(one({ script_scorer: { command: ['no-such-program-here'], scorer_name: 'x' } }));
    expect(row).toMatchObject({ status: 'error' });
    expect(row.reason).toContain('no-such-program-here was not found');
  });

  it('a program named with a path is a file of the dataset; a bare name is found on PATH', () => {
    expect(
      scriptScorerFiles(DatasetMetaSchema.parse({ scorers: { script_scorer: { command: ['./bin/check.sh', 'a'], scorer_name: 'c' } } }).scorers),
    ).toEqual([{ field: 'scorers.script_scorer.command.0', path: './bin/check.sh' }]);
    expect(
      scriptScorerFiles(DatasetMetaSchema.parse({ scorers: { script_scorer: { command: ['node', 'x.mjs'], scorer_name: 'c' } } }).scorers),
    ).toEqual([]);
    expect(scriptArgv(one({ script_scorer: { command: ['./bin/check.sh', 'a'], scorer_name: 'c' } }), '/data/ds')).toEqual([
      '/data/ds/bin/check.sh',
      'a',
    ]);
  });
});

describe('dataset.json', () => {
  it('python_scorer needs script_path; script_scorer needs command and scorer_name', () => {
    expect(() => scorersOf({ python_scorer: {} })).toThrow();
    expect(() => scorersOf({ python_scorer: [] })).toThrow();
    expect(() => scorersOf({ script_scorer: { command: ['x'] } })).toThrow();
    expect(() => scorersOf({ script_scorer: { command: [], scorer_name: 'x' } })).toThrow();
    expect(() => scorersOf({ python_scorer: { script_path: 'a.py', threshold: 2 } })).toThrow();
  });

  it('two scorers under one name are refused; script scorers suit every dataset type', () => {
    const meta = DatasetMetaSchema.parse({
      type: 'qa',
      scorers: {
        python_scorer: [{ script_path: 'a/check.py' }, { script_path: 'b/check.py' }],
        script_scorer: { command: ['x'], scorer_name: 'ok' },
      },
    });
    expect(scorerProblems(KINDS.qa, meta)).toEqual([{ field: 'scorers.python_scorer.1', message: expect.stringContaining('reports under "check"') }]);
    expect(scriptScorerFiles(meta.scorers).map((f) => f.field)).toEqual([
      'scorers.python_scorer.0.script_path',
      'scorers.python_scorer.1.script_path',
    ]);
    const clash = DatasetMetaSchema.parse({ type: 'qa', scorers: { python_scorer: { script_path: 'x.py', scorer_name: 'turn_count' } } });
    expect(scorerProblems(KINDS.qa, clash)).toEqual([
      { field: 'scorers.python_scorer', message: expect.stringContaining('the name of an EvalBench scorer') },
    ]);
  });

  it('an interrupted run stops the scripts without running them', async () => {
    const controller = new AbortController();
    controller.abort();
    const rows = await runScriptScorers([one({ python_scorer: { script_path: 'check.py' } })], runOf(dir, 'Paris'), controller.signal);
    expect(rows[0]).toMatchObject({ status: 'error', reason: 'stopped: the run was interrupted' });
    expect(existsSync(dir)).toBe(true);
  });
});
