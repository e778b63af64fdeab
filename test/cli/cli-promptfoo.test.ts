// `supereval validate|run <promptfoo config>` in-process: what a team coming
// from promptfoo types first. The echo provider answers with the prompt, so
// every verdict here is known without a model.
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { EXIT } from '../../src/cli/exit.js';
import { PASS_RATE_ENV } from '../../src/app/load.js';
import { runCli } from '../helpers/cli.js';
import { tempDir, writeTree } from '../helpers/tmp.js';
import { readResultsFile } from '../helpers/results-file.js';

const root = tempDir();

const config = (providers: string, extra = '') => `description: Greetings
prompts:
  - 'Hello {{ name }}!'
  - file://shout.txt
providers: ${providers}
tests:
  - description: ada
    vars: { name: Ada }
    assert: [{ type: contains, value: Ada }]
  - description: bob
    vars: { name: Bob }
    assert: [{ type: contains, value: Hello }]
${extra}`;

writeTree(root, {
  'echo/promptfooconfig.yaml': config('[echo]'),
  'echo/shout.txt': 'HEY {{ name | upper }}\n',
  'bedrock/evals.yaml': config('[bedrock:us.anthropic.claude-sonnet-4-5-20250929-v1:0]'),
  'bedrock/shout.txt': 'HEY {{ name | upper }}\n',
  'openai/promptfooconfig.yaml': config("[cohere:command-r, { id: 'bedrock:kb:KB123' }]"),
  'openai/shout.txt': 'x',
  'half/promptfooconfig.yaml': config('[echo]', 'supereval:\n  name: greetings-half\n  thresholds: { pass_rate: 0.5 }\n'),
  'half/shout.txt': 'HEY {{ name | upper }}\n',
});

afterEach(() => {
  delete process.env[PASS_RATE_ENV];
});

const readResults = (file: string) => readResultsFile(file);

describe('a promptfoo config on the command line', () => {
  it('validate names the config, its tests, prompts and providers', async () => {
    const r = await runCli('validate', path.join(root, 'echo/promptfooconfig.yaml'), path.join(root, 'bedrock/evals.yaml'));
    expect(r.code, r.stderr).toBe(EXIT.passed);
    expect(r.stdout).toContain(`ok  ${path.join(root, 'echo/promptfooconfig.yaml')} (promptfoo, 2 cases x 2 prompts x 1 provider)`);
    expect(r.stdout).toContain(`ok  ${path.join(root, 'bedrock/evals.yaml')} (promptfoo, 2 cases x 2 prompts x 1 provider)`);
  });

  it('run finds the config in its folder; a test passes only when every prompt on every provider passes', async () => {
    const out = path.join(root, 'echo.json');
    const r = await runCli('run', path.join(root, 'echo'), '-o', out, '-q');
    expect(r.code, r.stderr).toBe(EXIT.blocked);
    const results = readResults(out);
    // "HEY ADA" has no "Ada": ada fails on the second prompt only; bob's "HEY BOB" has no "Hello".
    expect(results.cases.map((c) => [c.id, c.status, c.results.map((x) => [x.model, x.status, x.output])])).toEqual([
      [
        'ada',
        'fail',
        [
          ['echo [prompt 1]', 'pass', 'Hello Ada!'],
          ['echo [shout.txt]', 'fail', 'HEY ADA'],
        ],
      ],
      [
        'bob',
        'fail',
        [
          ['echo [prompt 1]', 'pass', 'Hello Bob!'],
          ['echo [shout.txt]', 'fail', 'HEY BOB'],
        ],
      ],
    ]);
    expect(r.stdout).toContain('pass_rate: 0% of cases passed (0/2), below the required 100%.');
  });

  it('--model replaces the config’s providers (here a Bedrock model, so nothing needs AWS)', async () => {
    const out = path.join(root, 'replaced.json');
    const r = await runCli('run', path.join(root, 'bedrock/evals.yaml'), '--model', 'echo', '-o', out, '-q');
    expect(r.code, r.stderr).toBe(EXIT.blocked);
    expect(readResults(out).cases[0]?.results.map((x) => x.model)).toEqual(['echo [prompt 1]', 'echo [shout.txt]']);
  });

  it('a provider supereval does not run is one clear error per entry, exit 2, before any call', async () => {
    const file = path.join(root, 'openai/promptfooconfig.yaml');
    const r = await runCli('run', file, '-q');
    expect(r.code).toBe(EXIT.usage);
    expect(r.stderr.trim().split('\n')).toEqual([
      `${file}: providers[0]: supereval does not run the provider "cohere:command-r": it runs echo, openai:<model>, azure:chat:<name>, anthropic:messages:<model>, google:<model>, vertex:<model>, ollama:chat:<model> and Bedrock models (bedrock:<model id>); replace it, or run with --model <model id>`,
      `${file}: providers[1]: "bedrock:kb:KB123" is not a text model: supereval runs Bedrock models through Converse (bedrock:<model id>, bedrock:converse:<model id>)`,
    ]);
  });

  it('PROMPTFOO_PASS_RATE_THRESHOLD counts prompt x provider results as promptfoo does; a value that is no percentage is an error', async () => {
    // Two of four results pass.
    process.env[PASS_RATE_ENV] = '50';
    expect((await runCli('run', path.join(root, 'echo'), '-q')).code).toBe(EXIT.passed);
    process.env[PASS_RATE_ENV] = '51';
    const r = await runCli('run', path.join(root, 'echo'), '-q');
    expect(r.code).toBe(EXIT.blocked);
    expect(r.stdout).toContain('result_pass_rate: 50% of results passed (2/4), below the required 51%.');
    process.env[PASS_RATE_ENV] = 'most';
    const bad = await runCli('run', path.join(root, 'echo'), '-q');
    expect(bad.code).toBe(EXIT.usage);
    expect(bad.stderr).toContain(`${PASS_RATE_ENV}: (environment): must be a percentage from 0 to 100, got "most"`);
  });

  it("the config's supereval block names the dataset and sets its thresholds, which promptfoo ignores", async () => {
    const out = path.join(root, 'half.json');
    const r = await runCli('run', path.join(root, 'half'), '-o', out, '-q');
    expect(r.stdout).toContain('greetings-half');
    expect(r.stdout).toContain('0% of cases passed');
    // Both tests fail, so even half is not reached.
    expect(r.code).toBe(EXIT.blocked);
    expect(r.stdout).toContain('below the required 50%');
  });
});
