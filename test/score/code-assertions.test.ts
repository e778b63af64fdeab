import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_TIME_LIMITS, type TimeLimits } from '../../src/score/sandbox/time-limit.js';
import type { Assertion } from '../../src/config/case.js';
import { inlineFunctionBody, inlinePythonSource } from '../../src/score/assertions/code.js';
import { caseProblems, runAssertion } from '../../src/score/promptfoo/evaluate.js';
import type { AssertContext } from '../../src/score/types.js';
import { tempDir, writeTree } from '../helpers/tmp.js';
import { KINDS } from '../../src/kinds/index.js';
import type { LoadedCase } from '../../src/dataset/dataset.js';

const repo = tempDir();
mkdirSync(path.join(repo, '.git'));
const datasetDir = path.join(repo, 'datasets', 'qa');
writeTree(repo, {
  'datasets/qa/dataset.json': '{}',
  'datasets/qa/checks/long.mjs': 'export default (output, context) => output.length > context.config.min;',
  'datasets/qa/checks/graded.cjs': [
    'exports.graded = (output) => ({ pass: output.includes("ok"), score: 0.4, reason: "graded " + output });',
    'exports.boom = () => { throw new Error("file kaboom"); };',
    'exports.nothing = () => undefined;',
    'exports.text = () => "yes";',
    'exports.context = (output, context) => JSON.stringify(context);',
  ].join('\n'),
  'datasets/qa/checks/grade.py': [
    'def get_assert(output, context):',
    '    return {"pass_": "Paris" in output, "score": 0.9, "reason": "looked for Paris in " + context["vars"]["city"]}',
    'def low(output, context):',
    '    return {"pass": True, "score": 0.2, "reason": "low"}',
    'def boom(output, context):',
    '    raise RuntimeError("py kaboom")',
  ].join('\n'),
  'shared/outside-dataset.py': 'def get_assert(output, context):\n    return True\n',
});

const testCase = (extra: Partial<LoadedCase> = {}): LoadedCase => ({
  id: 'c1',
  key: 'k',
  vars: { city: 'Paris' },
  line: 3,
  tags: [],
  mustPass: false,
  description: null,
  input: { city: 'Paris' },
  expected: {},
  assert: [],
  threshold: null,
  data: {},
  ...extra,
});

const context = (): AssertContext => ({
  dataset: { name: 'd', type: 'qa', kind: KINDS.qa, meta: {}, dir: datasetDir },
  testCase: testCase(),
  prompt: 'Capital of France?',
  response: { output: 'the reply', latency_ms: 120, usage: { input_tokens: 3, output_tokens: 5 }, cost_usd: 0.002, stop_reason: 'end_turn' },
  judge: null,
});

const run = (assertion: Assertion, output: string, limits?: TimeLimits) =>
  runAssertion(assertion, output, limits ? { ...context(), limits } : context());
const verdict = async (assertion: Assertion, output: string) => {
  const r = await run(assertion, output);
  return { status: r.status, score: r.score };
};

afterEach(() => vi.unstubAllEnvs());

describe('javascript, inline', () => {
  it('a boolean decides; not- inverts it', async () => {
    expect(await verdict({ type: 'javascript', value: "output.includes('Paris')" }, 'Paris')).toEqual({ status: 'pass', score: 1 });
    const failed = await run({ type: 'javascript', value: "output.includes('Paris')" }, 'Lyon');
    expect(failed).toMatchObject({ status: 'fail', score: 0, reason: "Custom function returned false\noutput.includes('Paris')" });
    expect(await verdict({ type: 'not-javascript', value: "output.includes('Paris')" }, 'Paris')).toEqual({ status: 'fail', score: 0 });
    expect(await verdict({ type: 'not-javascript', value: "output.includes('Paris')" }, 'Lyon')).toEqual({ status: 'pass', score: 1 });
  });

  it('a number passes above 0, or at the threshold; negation keeps the score', async () => {
    expect(await verdict({ type: 'javascript', value: 'output.length / 10' }, 'abcdefg')).toEqual({ status: 'pass', score: 0.7 });
    expect(await verdict({ type: 'javascript', value: '0' }, 'x')).toEqual({ status: 'fail', score: 0 });
    expect(await verdict({ type: 'javascript', value: '-0.5' }, 'x')).toEqual({ status: 'fail', score: -0.5 });
    expect(await verdict({ type: 'javascript', value: 'output.length / 10', threshold: 0.8 }, 'abcdefg')).toEqual({ status: 'fail', score: 0.7 });
    expect(await verdict({ type: 'javascript', value: 'output.length / 10', threshold: 0.7 }, 'abcdefg')).toEqual({ status: 'pass', score: 0.7 });
    expect(await verdict({ type: 'not-javascript', value: 'output.length / 10' }, 'abcdefg')).toEqual({ status: 'fail', score: 0.7 });
    expect(await verdict({ type: 'not-javascript', value: '0' }, 'x')).toEqual({ status: 'pass', score: 0 });
  });

  it('a GradingResult gives its own pass, score and reason; not- flips pass only', async () => {
    const graded = '({ pass: false, score: 0.3, reason: "too short" })';
    expect(await run({ type: 'javascript', value: graded }, 'x')).toMatchObject({ status: 'fail', score: 0.3, reason: 'too short' });
    expect(await run({ type: 'not-javascript', value: graded }, 'x')).toMatchObject({ status: 'pass', score: 0.3, reason: 'Assertion passed' });
    // A threshold does not apply to a JavaScript GradingResult (it does to Python's).
    expect(await verdict({ type: 'javascript', value: '({ pass: true, score: 0.1, reason: "r" })', threshold: 0.5 }, 'x')).toEqual({
      status: 'pass',
      score: 0.1,
    });
  });

  it('multi-line bodies, declarations and semicolons in strings, as promptfoo builds the function', async () => {
    const body = 'const words = output.split(" ");\nif (words.length < 2) return false;\nreturn words.length / 4;\n';
    expect(await verdict({ type: 'javascript', value: body }, 'a b c')).toEqual({ status: 'pass', score: 0.75 });
    expect(await verdict({ type: 'javascript', value: 'const n = output.length; n > 3;' }, 'abcd')).toEqual({ status: 'pass', score: 1 });
    expect(await verdict({ type: 'javascript', value: "const s = output; s === 'a;b'" }, 'a;b')).toEqual({ status: 'pass', score: 1 });
    expect(await verdict({ type: 'javascript', value: '(async () => { await null; return output === "x" })()\n' }, 'x')).toEqual({
      status: 'pass',
      score: 1,
    });
    // A single line (once trailing newlines go) always gets `return` before it, as in promptfoo: here a syntax error, so a fail.
    expect(await verdict({ type: 'javascript', value: 'return output === "x"\n' }, 'x')).toEqual({ status: 'fail', score: 0 });
    expect(inlineFunctionBody("const s = 'x;y'; s.length")).toBe("const s = 'x;y'; return s.length");
    expect(inlineFunctionBody('output.length > 2;;')).toBe('return output.length > 2');
  });

  it('a throw or a result of another kind fails, negated or not', async () => {
    expect(await run({ type: 'javascript', value: 'JSON.parse(output).ok' }, 'not json')).toMatchObject({
      status: 'fail',
      score: 0,
      reason: expect.stringMatching(/^Custom function threw error: SyntaxError/),
    });
    expect(await verdict({ type: 'not-javascript', value: 'JSON.parse(output).ok' }, 'not json')).toEqual({ status: 'fail', score: 0 });
    expect(await verdict({ type: 'javascript', value: '"yes"' }, 'x')).toEqual({ status: 'fail', score: 0 });
    expect(await verdict({ type: 'not-javascript', value: '({ pass: true })' }, 'x')).toEqual({ status: 'fail', score: 0 });
    expect(await verdict({ type: 'javascript', value: 'undefined' }, 'x')).toEqual({ status: 'fail', score: 0 });
  });

  it('a runaway loop is an error at the time limit, negated or not, never a verdict', async () => {
    for (const type of ['javascript', 'not-javascript']) {
      const r = await run({ type, value: 'while (true) {}\nreturn true' }, 'x', { ...DEFAULT_TIME_LIMITS, scriptMs: 200 });
      expect(r).toMatchObject({
        status: 'error',
        pass: null,
        score: null,
        reason: 'script did not finish within the 200 ms time limit (SUPEREVAL_SCRIPT_TIME_LIMIT_MS)',
      });
    }
  });

  it('sees the context promptfoo builds', async () => {
    const probe = [
      'const seen = { vars: context.vars, prompt: context.prompt, config: context.config, test: context.test.vars, out: context.providerResponse.output,',
      "  latency: context.providerResponse.latencyMs, cost: context.providerResponse.cost, logProbs: 'logProbs' in context && context.logProbs === undefined };",
      'return { pass: true, score: 1, reason: JSON.stringify(seen) };',
    ].join('\n');
    const seen = await run({ type: 'javascript', value: probe, config: { k: [1] } }, 'Paris');
    expect(JSON.parse(seen.reason)).toEqual({
      vars: { city: 'Paris' },
      prompt: 'Capital of France?',
      config: { k: [1] },
      test: { city: 'Paris' },
      out: 'the reply',
      latency: 120,
      cost: 0.002,
      logProbs: true,
    });
    // The config is a copy: one case's script cannot change the next one's.
    const mutate = { type: 'javascript', value: 'context.config.k.push(2) === 2', config: { k: [1] } };
    expect(await verdict(mutate, 'x')).toEqual({ status: 'pass', score: 1 });
    expect(mutate.config.k).toEqual([1]);
  });
});

describe('javascript, file://', () => {
  it('calls the module, with `:name` for a named export', async () => {
    expect(await verdict({ type: 'javascript', value: 'file://checks/long.mjs', config: { min: 3 } }, 'abcd')).toEqual({ status: 'pass', score: 1 });
    expect(await verdict({ type: 'javascript', value: 'file://checks/long.mjs', config: { min: 3 } }, 'abc')).toEqual({ status: 'fail', score: 0 });
    expect(await run({ type: 'javascript', value: 'file://checks/graded.cjs:graded' }, 'ok then')).toMatchObject({
      status: 'pass',
      score: 0.4,
      reason: 'graded ok then',
    });
    expect(await verdict({ type: 'not-javascript', value: 'file://checks/graded.cjs:graded' }, 'no')).toEqual({ status: 'pass', score: 0.4 });
  });

  it('a file that throws is an error, as promptfoo calls it outside its handler; odd results fail', async () => {
    expect(await run({ type: 'javascript', value: 'file://checks/graded.cjs:boom' }, 'x')).toMatchObject({
      status: 'error',
      reason: expect.stringContaining('file kaboom'),
    });
    expect(await verdict({ type: 'javascript', value: 'file://checks/graded.cjs:nothing' }, 'x')).toEqual({ status: 'fail', score: 0 });
    expect(await verdict({ type: 'javascript', value: 'file://checks/graded.cjs:text' }, 'x')).toEqual({ status: 'fail', score: 0 });
  });

  it('a missing file is an error naming it', async () => {
    expect(await run({ type: 'javascript', value: 'file://checks/gone.js' }, 'x')).toMatchObject({
      status: 'error',
      reason: expect.stringContaining('"file://checks/gone.js": file not found'),
    });
  });
});

describe('python', () => {
  it('inline: an expression, or a body with return', async () => {
    expect(await verdict({ type: 'python', value: "output.startswith('Par')" }, 'Paris')).toEqual({ status: 'pass', score: 1 });
    expect(await verdict({ type: 'python', value: "output.startswith('Par')" }, 'Lyon')).toEqual({ status: 'fail', score: 0 });
    const body = "words = output.split()\nreturn {'pass': len(words) > 1, 'score': len(words) / 4, 'reason': context['vars']['city']}";
    expect(await run({ type: 'python', value: body }, 'a b c')).toMatchObject({ status: 'pass', score: 0.75, reason: 'Paris' });
    expect(inlinePythonSource('x == 1')).toBe('import json\n\ndef main(output, context):\n    return x == 1\n');
  });

  it('numbers, strings of numbers and of booleans, and a threshold on objects', async () => {
    expect(await verdict({ type: 'python', value: 'len(output) / 10', threshold: 0.5 }, 'abc')).toEqual({ status: 'fail', score: 0.3 });
    expect(await verdict({ type: 'python', value: "'0.6'" }, 'x')).toEqual({ status: 'pass', score: 0.6 });
    expect(await verdict({ type: 'python', value: "'TRUE'" }, 'x')).toEqual({ status: 'pass', score: 1 });
    expect(await run({ type: 'python', value: 'file://checks/grade.py:low', threshold: 0.5 }, 'x')).toMatchObject({
      status: 'fail',
      score: 0.2,
      reason: 'Python score 0.2 is less than threshold 0.5: low',
    });
    expect(await verdict({ type: 'not-python', value: 'file://checks/grade.py:low', threshold: 0.5 }, 'x')).toEqual({ status: 'pass', score: 0.2 });
  });

  it('file:// calls get_assert by default, snake_case keys read as promptfoo reads them', async () => {
    expect(await run({ type: 'python', value: 'file://checks/grade.py' }, 'Paris!')).toMatchObject({
      status: 'pass',
      score: 0.9,
      reason: 'looked for Paris in Paris',
    });
    expect(await verdict({ type: 'not-python', value: 'file://checks/grade.py' }, 'Paris!')).toEqual({ status: 'fail', score: 0.9 });
  });

  it('an exception, None or a non-result fails, negated or not', async () => {
    expect(await run({ type: 'python', value: 'file://checks/grade.py:boom' }, 'x')).toMatchObject({
      status: 'fail',
      score: 0,
      reason: expect.stringContaining('RuntimeError: py kaboom'),
    });
    expect(await verdict({ type: 'not-python', value: '1 / 0' }, 'x')).toEqual({ status: 'fail', score: 0 });
    expect(await verdict({ type: 'python', value: 'None' }, 'x')).toEqual({ status: 'fail', score: 0 });
    expect(await verdict({ type: 'not-python', value: "{'pass': True}" }, 'x')).toEqual({ status: 'fail', score: 0 });
  });

  it('no python3 is an error row that says what to do', async () => {
    vi.stubEnv('SUPEREVAL_PYTHON', '/nonexistent/python3');
    expect(await run({ type: 'python', value: 'True' }, 'x')).toMatchObject({
      status: 'error',
      reason: '/nonexistent/python3 was not found; install Python 3 or set SUPEREVAL_PYTHON to its path',
    });
  });
});

describe('checks when the dataset loads', () => {
  const problems = (assert: Assertion[]) => caseProblems(KINDS.qa, [testCase({ assert, line: 7 })], datasetDir);

  it('names the field of a missing or escaping script, an empty value and code that does not compile', () => {
    expect(
      problems([
        { type: 'javascript', value: 'file://checks/long.mjs' },
        { type: 'python', value: 'file://checks/nope.py' },
        { type: 'assert-set', assert: [{ type: 'not-javascript', value: 'file://../../../etc/x.js' }] },
        { type: 'python', value: '' },
        { type: 'javascript', value: 'output ===' },
        { type: 'javascript', value: 'output === "{{ city }}"' },
        { type: 'python', value: 'file://../../shared/outside-dataset.py' },
      ]),
    ).toEqual([
      { line: 7, field: 'assert.1.value', message: expect.stringContaining('python: "file://checks/nope.py": file not found') },
      { line: 7, field: 'assert.2.assert.0.value', message: expect.stringContaining('leads outside the repository') },
      { line: 7, field: 'assert.3.value', message: 'python: `value` must be code or a file:// reference to a script' },
      { line: 7, field: 'assert.4.value', message: expect.stringMatching(/^javascript: the code does not compile \(SyntaxError: /) },
    ]);
  });
});
