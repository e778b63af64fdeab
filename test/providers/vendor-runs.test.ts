// `supereval run examples/datasets/support-qa --model <id>` (the CLI's main,
// in-process) with each vendor API's base URL in the environment pointing at
// its fake: the fakes answer what the recorded outputs say
// (examples/outputs/support-qa.jsonl), so the cases pass and fail as the
// replay run does (7 of 8), now with each API's usage and cost; an
// Anthropic judge grades the llm-rubric; a wrong key is exit 4 naming the
// variable, and no key reaches the output.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { main } from '../../src/cli/main.js';
import { RETRY_DELAY_ENV } from '../../src/app/environment.js';
import { startFakeAnthropic } from '../fakes/anthropic.js';
import { startFakeGemini } from '../fakes/gemini.js';
import type { FakeLlmHandler, FakeLlmServer } from '../fakes/llm-server.js';
import { startFakeOllama } from '../fakes/ollama.js';
import { capture } from '../helpers/io.js';
import { readResultsFile } from '../helpers/results-file.js';
import { tempDir } from '../helpers/tmp.js';

const repo = path.resolve(import.meta.dirname, '../..');
const dataset = path.join(repo, 'examples/datasets/support-qa');
const read = (file: string) =>
  readFileSync(path.join(repo, file), 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Record<string, unknown>);
const queries = new Map(read('examples/datasets/support-qa/cases.jsonl').map((c) => [c['id'] as string, (c['input'] as { query: string }).query]));
const outputs = new Map(read('examples/outputs/support-qa.jsonl').map((o) => [o['id'] as string, o['output'] as string]));

const ANTHROPIC_KEY = 'sk-ant-api03-runkey-ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const GEMINI_KEY = 'AIzaSyRunKey-ABCDEFGHIJKLMNOPQRSTUVWXY';

/** The recorded answer to the question in the prompt; a grading prompt gets a passing verdict. */
const recorded: FakeLlmHandler = ({ prompt }) => {
  if (prompt.includes('The answer must correctly address')) return { text: JSON.stringify({ reason: 'addresses it', pass: true, score: 1 }) };
  const id = [...queries].find(([, query]) => prompt.includes(query))?.[0];
  return { text: id ? (outputs.get(id) ?? '') : 'no such question', usage: { input: 30, output: 10 } };
};

const saved = { ...process.env };
const fakes: FakeLlmServer[] = [];
beforeAll(() => {
  process.env[RETRY_DELAY_ENV] = '5';
});
afterEach(async () => {
  await Promise.all(fakes.splice(0).map((f) => f.close()));
  for (const name of Object.keys(process.env)) if (!(name in saved)) delete process.env[name];
  Object.assign(process.env, saved);
});
afterAll(() => {
  process.env = saved;
});

async function cli(...args: string[]) {
  const out = capture();
  const err = capture();
  const code = await main(args, { stdout: out.stream, stderr: err.stream });
  return { code, stdout: out.text(), stderr: err.text() };
}

const out = tempDir();

describe('support-qa on each vendor API', () => {
  it.each([
    {
      model: 'anthropic:messages:claude-haiku-4-5',
      start: () => startFakeAnthropic({ apiKey: ANTHROPIC_KEY, handler: recorded }),
      env: (url: string) => ({ ANTHROPIC_API_KEY: ANTHROPIC_KEY, ANTHROPIC_BASE_URL: url }),
      // 30 in, 10 out per case at Haiku 4.5's $1 / $5 per million.
      cost: 8 * (30 * 1 + 10 * 5),
    },
    {
      model: 'google:gemini-2.5-flash',
      start: () => startFakeGemini({ apiKey: GEMINI_KEY, handler: recorded }),
      env: (url: string) => ({ GEMINI_API_KEY: GEMINI_KEY, GOOGLE_API_BASE_URL: url }),
      cost: 8 * (30 * 0.3 + 10 * 2.5),
    },
    {
      model: 'ollama:chat:llama3.2',
      start: () => startFakeOllama({ handler: recorded }),
      env: (url: string) => ({ OLLAMA_BASE_URL: url }),
      cost: null,
    },
  ])('$model passes and fails the cases as the answers say, with usage and cost', async ({ model, start, env, cost }) => {
    const fake = await start();
    fakes.push(fake);
    Object.assign(process.env, env(fake.url));
    const file = path.join(out, `${model.replace(/[^a-z0-9]/gi, '-')}.json`);
    const run = await cli('run', dataset, '--model', model, '--output', file, '-q');
    expect(run.stdout).toMatch(/^PASS\s+support-qa \(qa\): 7\/8 passed/);
    expect(run.code).toBe(0);
    const results = readResultsFile(file);
    expect(results.summary).toMatchObject({ total: 8, passed: 7, failed: 1, errors: 0 });
    expect(results.cases.find((c) => c.status === 'fail')?.id).toBe('fifo-throughput');
    expect(results.summary.tokens).toEqual({ input: 240, output: 80 });
    for (const c of results.cases)
      expect(c.results[0]).toMatchObject({ model, usage: { input_tokens: 30, output_tokens: 10 }, stop_reason: expect.any(String) as unknown });
    // An unknown price (Ollama's, without a prices file) is null, never 0.
    if (cost === null) expect(results.summary.cost_usd).toBeNull();
    else expect(results.summary.cost_usd).toBeCloseTo(cost / 1e6, 12);
    expect(fake.stats.byStatus).toEqual({ 200: 8 });
    for (const text of [run.stdout, run.stderr, readFileSync(file, 'utf8')]) {
      expect(text).not.toContain(ANTHROPIC_KEY);
      expect(text).not.toContain(GEMINI_KEY);
    }
  });

  it('an Anthropic judge grades the llm-rubric', async () => {
    const fake = await startFakeAnthropic({ apiKey: ANTHROPIC_KEY, handler: recorded });
    fakes.push(fake);
    Object.assign(process.env, { ANTHROPIC_API_KEY: ANTHROPIC_KEY, ANTHROPIC_BASE_URL: fake.url });
    const file = path.join(out, 'judged.json');
    const model = 'anthropic:messages:claude-haiku-4-5';
    const run = await cli('run', dataset, '--model', model, '--judge-model', 'anthropic:messages:claude-sonnet-4-5', '--output', file, '-q');
    expect(run.stdout).toMatch(/^PASS\s+support-qa \(qa\): 7\/8 passed/);
    expect(run.stdout).not.toContain('judged assertions skipped');
    expect(fake.stats.byModel).toEqual({ 'claude-haiku-4-5': 8, 'claude-sonnet-4-5': 8 });
  });

  it('the built-in agent calls tools on anthropic: (tool_use out, tool_result back) and its case is scored', async () => {
    const fake = await startFakeAnthropic({
      apiKey: ANTHROPIC_KEY,
      handler: ({ prompt, toolResults }) =>
        toolResults.length === 0
          ? { toolCalls: [{ name: 'search_docs', input: { query: prompt } }] }
          : { text: `Objects can be up to 5 TB (${toolResults[0]?.content.length ?? 0} characters of docs read).` },
    });
    fakes.push(fake);
    Object.assign(process.env, { ANTHROPIC_API_KEY: ANTHROPIC_KEY, ANTHROPIC_BASE_URL: fake.url });
    const file = path.join(out, 'agent.json');
    const agents = path.join(repo, 'examples/datasets/agents/cloud-support');
    const run = await cli('run', agents, '--model', 'anthropic:messages:claude-sonnet-4-5', '--tags', 'docs', '--output', file, '-q');
    expect(run.stdout).toMatch(/^PASS\s+cloud-support \(agent\): 1\/1 passed/);
    expect(fake.requests.map((r) => r.toolResults.length)).toEqual([0, 1]);
    const tools = (fake.requests[0]?.body as { tools: { name: string }[] }).tools.map((t) => t.name);
    expect(tools).toContain('search_docs');
  });

  it('trials, answer reuse and the cost cap work on anthropic: as on Bedrock', async () => {
    const fake = await startFakeAnthropic({ apiKey: ANTHROPIC_KEY, handler: recorded });
    fakes.push(fake);
    Object.assign(process.env, { ANTHROPIC_API_KEY: ANTHROPIC_KEY, ANTHROPIC_BASE_URL: fake.url });
    const model = 'anthropic:messages:claude-haiku-4-5';
    const baseline = path.join(out, 'trials.json');
    expect((await cli('run', dataset, '--model', model, '--trials', '2', '--output', baseline, '-q')).code).toBe(0);
    expect(fake.stats.requests).toBe(16);
    // The baseline's answers stand in for every call with the same request: none is made.
    const reused = await cli('run', dataset, '--model', model, '--trials', '2', '--compare-baseline', baseline, '--reuse', 'cases', '-q');
    expect(reused.stdout).toMatch(/^PASS\s+support-qa/);
    expect(fake.stats.requests).toBe(16);
    // Each call costs $0.00008: a cap of $0.0002 stops the run after a few calls, and says so.
    const capped = path.join(out, 'capped.json');
    const cap = await cli('run', dataset, '--model', model, '--max-cost-usd', '0.0002', '--concurrency', '1', '--output', capped, '-q');
    expect(cap.code).toBe(1);
    expect(cap.stdout).toContain(
      "the run's cost cap of $0.0002 (--max-cost-usd) was reached; 5 results of this dataset were not run and are errors.",
    );
    expect(fake.stats.requests).toBe(16 + 3);
  });

  it('a wrong key: every case an error, exit 4, one line naming the variable, and the key in no output', async () => {
    const fake = await startFakeAnthropic({ apiKey: 'the-right-key', handler: recorded });
    fakes.push(fake);
    Object.assign(process.env, { ANTHROPIC_API_KEY: ANTHROPIC_KEY, ANTHROPIC_BASE_URL: fake.url });
    const file = path.join(out, 'wrong-key.json');
    const run = await cli('run', dataset, '--model', 'anthropic:messages:claude-haiku-4-5', '--output', file, '-q');
    expect(run.code).toBe(4);
    expect(`${run.stdout}${run.stderr}`).toContain('set ANTHROPIC_API_KEY to a valid key');
    const results = readResultsFile(file);
    expect(results.cases.every((c) => c.status === 'error')).toBe(true);
    for (const text of [run.stdout, run.stderr, readFileSync(file, 'utf8')]) expect(text).not.toContain(ANTHROPIC_KEY);
  });
});
