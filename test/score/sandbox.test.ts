import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runJsFunction, jsSyntaxProblem, ScriptNotFinishedError } from '../../src/score/sandbox/js.js';
import { timeLimitsOf } from '../../src/score/sandbox/time-limit.js';
import { runJsFile, ScriptError } from '../../src/score/sandbox/js-file.js';
import { SandboxUnavailableError } from '../../src/score/sandbox/host.js';
import { renderText } from '../../src/score/promptfoo/render-value.js';
import { runPython, PythonUnavailableError } from '../../src/score/sandbox/python.js';
import { parseScriptRef, resolveScript, scriptRoot } from '../../src/score/sandbox/script-path.js';
import { tempDir, writeTree } from '../helpers/tmp.js';

const fn = (body: string) => ({ params: ['output', 'context'], body });

describe('inline JavaScript in a node:vm context', () => {
  it('returns what the function returns, promises settled', async () => {
    expect(await runJsFunction(fn('return output.length + context.n'), ['abc', { n: 2 }])).toBe(5);
    expect(await runJsFunction(fn('return (async () => { await null; return { pass: true } })()'), ['', {}])).toEqual({ pass: true });
  });

  it('rethrows the script’s own exception, sync or async', async () => {
    await expect(runJsFunction(fn('throw new TypeError("bad")'), ['', {}])).rejects.toMatchObject({ name: 'TypeError', message: 'bad' });
    await expect(runJsFunction(fn('return Promise.reject(new Error("later"))'), ['', {}])).rejects.toMatchObject({ message: 'later' });
  });

  it('stops a runaway loop at the time limit, synchronous or in promise jobs', async () => {
    const started = Date.now();
    await expect(runJsFunction(fn('for (;;) {}'), ['', {}], 150)).rejects.toThrow(ScriptNotFinishedError);
    await expect(runJsFunction(fn('return (async () => { for (;;) await null })()'), ['', {}], 150)).rejects.toThrow(
      'did not finish within the 150 ms time limit',
    );
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('refuses at once a promise that can never settle', async () => {
    await expect(runJsFunction(fn('return new Promise(() => {})'), ['', {}], 5000)).rejects.toThrow('never settles');
  });

  it('gives each call a fresh context: globals do not leak', async () => {
    await runJsFunction(fn('globalThis.leak = 1; return true'), ['', {}]);
    expect(await runJsFunction(fn('return typeof leak'), ['', {}])).toBe('undefined');
    expect(await runJsFunction(fn('return typeof require + typeof process + typeof setTimeout'), ['', {}])).toBe('undefinedundefinedundefined');
  });

  it('starts another sandbox process when one dies, failing only what it was asked', async () => {
    const kill = fn("const p = this.constructor.constructor('return process')(); p.kill(p.pid, 'SIGKILL'); return new Promise(() => {})");
    await expect(runJsFunction(kill, ['', {}])).rejects.toThrow(SandboxUnavailableError);
    expect(await runJsFunction(fn('return output + 1'), ['a', {}])).toBe('a1');
  });

  it('finds syntax errors without running the code', () => {
    expect(jsSyntaxProblem(fn('return output ==='))).toMatch(/^SyntaxError: /);
    expect(jsSyntaxProblem(fn('globalThis.ran = true; return 1'))).toBeNull();
  });

  it('reads its limit from SUPEREVAL_SCRIPT_TIME_LIMIT_MS and refuses a bad one', () => {
    expect(timeLimitsOf({}).scriptMs).toBe(10_000);
    expect(timeLimitsOf({ SUPEREVAL_SCRIPT_TIME_LIMIT_MS: '250' }).scriptMs).toBe(250);
    expect(() => timeLimitsOf({ SUPEREVAL_SCRIPT_TIME_LIMIT_MS: '1.5' })).toThrow('whole number of milliseconds');
  });
});

describe('templates in the sandbox process', () => {
  it('stops a template that runs away at the time limit; the next one renders', async () => {
    const started = Date.now();
    const runaway = '{% for a in range(100000) %}{% for b in range(100000) %}{% endfor %}{% endfor %}';
    await expect(renderText(runaway, {}, 200)).rejects.toThrow(
      new ScriptNotFinishedError('template did not finish within the 200 ms time limit (SUPEREVAL_SCRIPT_TIME_LIMIT_MS)'),
    );
    expect(Date.now() - started).toBeLessThan(5000);
    expect(await renderText('{{ a }}!', { a: 'x' }, 200)).toBe('x!');
  });

  it('reports a template that does not render with nunjucks’ message', async () => {
    await expect(renderText('{{ a | nosuchfilter }}', {})).rejects.toThrow('filter not found: nosuchfilter');
  });
});

describe('JavaScript files on a worker thread', () => {
  const dir = writeTree(tempDir(), {
    'default.mjs': 'export default function (output) { console.log("noise"); return output.length > 3 }\nexport function graded() { return 1 }',
    'checks.mjs': [
      'export function graded(output, context) { return { pass: false, score: 0.25, reason: context.why } }',
      'export function spin() { for (;;) {} }',
      'export function boom() { throw new Error("kaboom") }',
      'export function fn() { return () => 1 }',
    ].join('\n'),
    'plain.cjs': 'module.exports = (output) => output === "x";',
    'named.cjs': 'module.exports = { check: async (output) => output.toUpperCase() };',
    'data.mjs': 'export const answer = 42;',
  });
  const at = (name: string) => path.join(dir, name);

  it('calls the default export, a named export, or module.exports', async () => {
    expect(await runJsFile({ file: at('default.mjs'), args: ['hello', {}] })).toBe(true);
    // As promptfoo's importModule: with a default export, `:name` is looked up on it, not among the named exports.
    await expect(runJsFile({ file: at('default.mjs'), functionName: 'graded', args: ['', {}] })).rejects.toThrow('has no function "graded"');
    expect(await runJsFile({ file: at('checks.mjs'), functionName: 'graded', args: ['', { why: 'w' }] })).toEqual({
      pass: false,
      score: 0.25,
      reason: 'w',
    });
    expect(await runJsFile({ file: at('plain.cjs'), args: ['x', {}] })).toBe(true);
    expect(await runJsFile({ file: at('named.cjs'), functionName: 'check', args: ['ab', {}] })).toBe('AB');
  });

  it('reports a throw, a missing function and an uncopyable result as ScriptError', async () => {
    await expect(runJsFile({ file: at('checks.mjs'), functionName: 'boom', args: ['', {}] })).rejects.toSatisfy(
      (e) => e instanceof ScriptError && e.message === 'kaboom' && e.scriptStack.includes('at boom'),
    );
    await expect(runJsFile({ file: at('checks.mjs'), functionName: 'nope', args: ['', {}] })).rejects.toThrow('has no function "nope"');
    await expect(runJsFile({ file: at('data.mjs'), args: ['', {}] })).rejects.toThrow('must export a function');
    await expect(runJsFile({ file: at('checks.mjs'), functionName: 'fn', args: ['', {}] })).rejects.toThrow('cannot be copied out of its worker');
  });

  it('stops at the run’s interrupt', async () => {
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 300);
    const started = Date.now();
    await expect(runJsFile({ file: at('checks.mjs'), functionName: 'spin', args: ['', {}], signal: controller.signal }, 60_000)).rejects.toThrow(
      'was stopped: the run was interrupted',
    );
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  it('terminates the worker at the time limit', async () => {
    await expect(runJsFile({ file: at('checks.mjs'), functionName: 'spin', args: ['', {}] }, 200)).rejects.toThrow(ScriptNotFinishedError);
  });
});

describe('Python in a child process', () => {
  const dir = writeTree(tempDir(), {
    'grade.py': [
      'import helper',
      'def get_assert(output, context):',
      '    print("to stdout, which is not the answer")',
      '    return {"pass": helper.ok(output), "score": 0.5, "reason": context["vars"]["why"]}',
      'async def later(output, context):',
      '    return len(output)',
      'class Grader:',
      '    @staticmethod',
      '    def grade(output, context):',
      '        return "true"',
      'def boom(output, context):',
      '    raise ValueError("kaboom")',
      'def spin(output, context):',
      '    import subprocess, time',
      '    subprocess.Popen(["sleep", "30"])',
      '    time.sleep(30)',
      'def odd(output, context):',
      '    return {1, 2}',
    ].join('\n'),
    'helper.py': 'def ok(output):\n    return output == "Grüße"\n',
  });
  const grade = path.join(dir, 'grade.py');

  it('calls get_assert with the script’s folder on sys.path; prints do not spoil the answer', async () => {
    expect(await runPython({ code: { file: grade }, method: 'get_assert', args: ['Grüße', { vars: { why: 'ü' } }] })).toEqual({
      pass: true,
      score: 0.5,
      reason: 'ü',
    });
  });

  it('runs coroutines, Class.method names and inline source', async () => {
    expect(await runPython({ code: { file: grade }, method: 'later', args: ['abcd', {}] })).toBe(4);
    expect(await runPython({ code: { file: grade }, method: 'Grader.grade', args: ['', {}] })).toBe('true');
    expect(await runPython({ code: { source: 'def main(output, context):\n    return output * 2\n' }, method: 'main', args: ['ab', {}] })).toBe(
      'abab',
    );
  });

  it('reports an exception and a result that is not JSON as ScriptError', async () => {
    await expect(runPython({ code: { file: grade }, method: 'boom', args: ['', {}] })).rejects.toThrow('ValueError: kaboom');
    await expect(runPython({ code: { file: grade }, method: 'odd', args: ['', {}] })).rejects.toThrow(/TypeError: Object of type set/);
  });

  it('kills the whole process group at the time limit', async () => {
    const started = Date.now();
    await expect(runPython({ code: { file: grade }, method: 'spin', args: ['', {}] }, 1500)).rejects.toThrow(ScriptNotFinishedError);
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  it('is killed at the run’s interrupt', async () => {
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 300);
    const started = Date.now();
    await expect(runPython({ code: { file: grade }, method: 'spin', args: ['', {}], signal: controller.signal }, 60_000)).rejects.toThrow(
      'was stopped: the run was interrupted',
    );
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  it('says so when there is no python', async () => {
    await expect(runPython({ code: { source: 'x = 1' }, method: 'main', args: [] }, 5000, '/nonexistent/python3')).rejects.toThrow(
      new PythonUnavailableError('/nonexistent/python3 was not found; install Python 3 or set SUPEREVAL_PYTHON to its path'),
    );
  });
});

describe('file:// references', () => {
  it('splits the function name at the first colon, as promptfoo', () => {
    expect(parseScriptRef('file://a/b.py:get_score')).toEqual({ path: 'a/b.py', functionName: 'get_score' });
    expect(parseScriptRef('file://a/b.js')).toEqual({ path: 'a/b.js' });
    expect(parseScriptRef('output.length > 1')).toBeNull();
  });

  it('resolves against the dataset folder and keeps scripts inside the repository', () => {
    const repo = tempDir();
    mkdirSync(path.join(repo, '.git'));
    writeTree(repo, { 'datasets/qa/dataset.json': '{}', 'scripts/check.js': 'export default () => true', 'scripts/notes.txt': 'x' });
    const outside = writeTree(tempDir(), { 'secret.js': 'export default () => true' });
    symlinkSync(path.join(outside, 'secret.js'), path.join(repo, 'scripts/link.js'));
    const datasetDir = path.join(repo, 'datasets/qa');
    expect(scriptRoot(datasetDir)).toBe(repo);
    expect(scriptRoot(outside)).toBe(outside);
    expect(resolveScript({ path: '../../scripts/check.js', functionName: 'f' }, datasetDir)).toMatchObject({
      language: 'javascript',
      functionName: 'f',
    });
    expect(resolveScript({ path: '../../../outside.js' }, datasetDir)).toEqual({
      problem: expect.stringContaining('leads outside the repository'),
    });
    expect(resolveScript({ path: path.join(outside, 'secret.js') }, datasetDir)).toEqual({
      problem: expect.stringContaining('leads outside the repository'),
    });
    expect(resolveScript({ path: '../../scripts/link.js' }, datasetDir)).toEqual({
      problem: expect.stringContaining('is a link to a file outside'),
    });
    expect(resolveScript({ path: '../../scripts/missing.py' }, datasetDir)).toEqual({ problem: expect.stringContaining('file not found') });
    expect(resolveScript({ path: '../../scripts/notes.txt' }, datasetDir)).toEqual({
      problem: expect.stringContaining('not a script supereval runs'),
    });
    writeFileSync(path.join(repo, 'scripts/check.ts'), 'export default () => true');
    // TypeScript runs as JavaScript, its types stripped (test/score/typescript-ruby-checks.test.ts runs one).
    expect(resolveScript({ path: '../../scripts/check.ts' }, datasetDir)).toMatchObject({
      language: 'javascript',
      file: expect.stringMatching(/check\.ts$/),
    });
  });
});
