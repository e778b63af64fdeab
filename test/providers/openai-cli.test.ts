// `supereval run` with openai: and azure: models through the whole CLI
// (in-process), against the fake OpenAI and Azure OpenAI on 127.0.0.1, the
// endpoint and key handed in through the environment as a user's would be
// (OPENAI_BASE_URL, OPENAI_API_KEY, AZURE_OPENAI_ENDPOINT, AZURE_API_KEY):
// verdicts as the answers say, usage and cost, an openai: judge, a 429 storm
// with nothing lost, a refused key as exit 4 naming the variable, and no key
// in any output.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { RETRY_DELAY_ENV } from '../../src/app/environment.js';
import { main } from '../../src/cli/main.js';
import { EXIT } from '../../src/cli/exit.js';
import { startFakeAzureOpenAI } from '../fakes/azure-openai.js';
import { quota } from '../fakes/llm-server.js';
import { startFakeOpenAI, type FakeOpenAIOptions } from '../fakes/openai.js';
import { capture } from '../helpers/io.js';
import { readResultsFile } from '../helpers/results-file.js';
import { supportQaAnswer } from '../helpers/support-qa-answers.js';
import { qaCase, qaMeta, tempDir, writeTree } from '../helpers/tmp.js';

const KEY = 'sk-proj-Zq8RvT4nW2xY6bK1mP9sL3dF7gH5jA0cE';
const SUPPORT_QA = path.resolve('examples/datasets/support-qa');
const root = tempDir();
const servers: { close(): Promise<void> }[] = [];
const ENV_NAMES = ['OPENAI_API_KEY', 'OPENAI_BASE_URL', 'AZURE_OPENAI_ENDPOINT', 'AZURE_API_KEY', RETRY_DELAY_ENV] as const;
const saved = new Map<string, string | undefined>();

beforeAll(() => {
  for (const name of ENV_NAMES) saved.set(name, process.env[name]);
  process.env[RETRY_DELAY_ENV] = '5';
});
afterAll(() => {
  for (const [name, value] of saved) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
});
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => s.close()));
  delete process.env['OPENAI_API_KEY'];
  delete process.env['OPENAI_BASE_URL'];
  delete process.env['AZURE_OPENAI_ENDPOINT'];
  delete process.env['AZURE_API_KEY'];
});

async function cli(...args: string[]) {
  const out = capture();
  const err = capture();
  const code = await main(args, { stdout: out.stream, stderr: err.stream });
  return { code, stdout: out.text(), stderr: err.text() };
}

async function openai(options: FakeOpenAIOptions) {
  const fake = await startFakeOpenAI({ apiKey: KEY, ...options });
  servers.push(fake);
  process.env['OPENAI_BASE_URL'] = fake.baseURL;
  process.env['OPENAI_API_KEY'] = KEY;
  return fake;
}

const support = supportQaAnswer;

describe('supereval run with openai:', () => {
  it('passes and fails support-qa as the answers say, with usage and cost (OPENAI_BASE_URL, OPENAI_API_KEY)', async () => {
    const fake = await openai({ handler: support, models: ['gpt-4o-mini'] });
    const output = path.join(root, 'support.json');
    const r = await cli('run', SUPPORT_QA, '--model', 'openai:gpt-4o-mini', '--output', output, '-q');
    const results = readResultsFile(output);
    const rows = results.cases.flatMap((c) => c.results.map((x) => [c.id, x.status] as const));
    expect(Object.fromEntries(rows)).toEqual({
      'sqs-max-size': 'pass',
      'sqs-retention-default': 'pass',
      'sqs-retention-max': 'fail',
      'fifo-throughput': 'pass',
      'visibility-default': 'pass',
      'long-polling-max': 'pass',
      'dlq-purpose': 'pass',
      'delay-max': 'fail',
    });
    expect(r.code, r.stderr).toBe(EXIT.blocked);
    const first = results.cases[0]?.results[0];
    expect(first).toMatchObject({
      model: 'openai:gpt-4o-mini',
      usage: { input_tokens: 800, output_tokens: 100, cached_input_tokens: 200 },
      stop_reason: 'stop',
    });
    // gpt-4o-mini: 800 x $0.15 + 100 x $0.60 + 200 x $0.075 per 1M tokens, a call.
    const perCall = (800 * 0.15 + 100 * 0.6 + 200 * 0.075) / 1e6;
    expect(results.summary.cost_usd).toBeCloseTo(8 * perCall, 12);
    expect(fake.stats.requests).toBe(8);
  });

  it('grades an llm-rubric with an openai: judge', async () => {
    writeTree(root, {
      'judged/dataset.json': qaMeta({ name: 'judged' }),
      'judged/cases.jsonl': [0, 1, 2].map((i) =>
        qaCase(`j${i}`, `question ${i}?`, `answer ${i}`, { assert: [{ type: 'llm-rubric', value: 'says answer' }] }),
      ),
    });
    const fake = await openai({
      handler: ({ model, prompt }) => {
        if (model === 'gpt-4o') {
          const good = !prompt.includes('answer 1');
          return { text: JSON.stringify({ reason: good ? 'right' : 'wrong', pass: good, score: good ? 1 : 0 }) };
        }
        return { text: `That is answer ${/question (\d)/.exec(prompt)?.[1] ?? ''}.` };
      },
    });
    const output = path.join(root, 'judged.json');
    await cli('run', path.join(root, 'judged'), '--model', 'openai:gpt-4o-mini', '--judge-model', 'openai:gpt-4o', '--output', output, '-q');
    const results = readResultsFile(output);
    expect(results.cases.map((c) => [c.id, c.results[0]?.status])).toEqual([
      ['j0', 'pass'],
      ['j1', 'fail'],
      ['j2', 'pass'],
    ]);
    // Two judge calls a case, as with a Bedrock judge: the qa kind's own grading against the ground truth, and the rubric.
    expect(fake.stats.byModel['gpt-4o']).toBe(6);
    expect(results.summary.judge?.calls).toBe(6);
    expect(results.summary.judge?.cost_usd).toBeGreaterThan(0);
  });

  it('loses nothing under a 429 storm: every case is answered, after waiting as Retry-After says', async () => {
    writeTree(root, {
      'storm/dataset.json': qaMeta({ name: 'storm', concurrency: 16 }),
      'storm/cases.jsonl': Array.from({ length: 40 }, (_, i) => qaCase(`s${i}`, `question ${i}?`, `answer ${i}`)),
    });
    const fake = await openai({
      handler: quota({ perSecond: 100, burst: 5 }, ({ prompt }) => ({ text: `answer ${/question (\d+)/.exec(prompt)?.[1]}` })),
    });
    const output = path.join(root, 'storm.json');
    const r = await cli('run', path.join(root, 'storm'), '--model', 'openai:gpt-4o-mini', '--output', output, '-q');
    expect(r.code, r.stderr).toBe(EXIT.passed);
    expect(fake.stats.throttled).toBeGreaterThan(0);
    const results = readResultsFile(output);
    expect(results.cases.every((c) => c.results[0]?.status === 'pass')).toBe(true);
    expect(fake.stats.byStatus[200]).toBe(40);
  });

  it('a refused key is exit 4 after one call, naming OPENAI_API_KEY; the key is in no output', async () => {
    const fake = await openai({ apiKey: 'the-right-key' });
    const output = path.join(root, 'refused.json');
    const r = await cli('run', SUPPORT_QA, '--model', 'openai:gpt-4o-mini', '--output', output, '--format', 'markdown');
    expect(r.code).toBe(EXIT.setup);
    expect(fake.stats.requests).toBe(1);
    const results = readResultsFile(output);
    expect(results.setup_errors?.[0]).toMatchObject({ model: 'openai:gpt-4o-mini', kind: 'bad-credentials' });
    expect(results.setup_errors?.[0]?.fix).toContain('OPENAI_API_KEY');
    expect(r.stderr + r.stdout).toContain('OPENAI_API_KEY');
    const written = [r.stdout, r.stderr, fs.readFileSync(output, 'utf8')].join('\n');
    for (const form of [KEY, Buffer.from(KEY).toString('base64'), encodeURIComponent(KEY), Buffer.from(KEY).toString('hex')]) {
      expect(written).not.toContain(form);
    }
  });

  it('no key at all: exit 4 naming OPENAI_API_KEY, nothing sent', async () => {
    const fake = await openai({});
    delete process.env['OPENAI_API_KEY'];
    const output = path.join(root, 'nokey.json');
    const r = await cli('run', SUPPORT_QA, '--model', 'openai:gpt-4o-mini', '--output', output);
    expect(r.code).toBe(EXIT.setup);
    expect(fake.stats.requests).toBe(0);
    expect(r.stderr).toMatch(/No OpenAI API key in the environment/);
    expect(readResultsFile(output).setup_errors?.[0]).toMatchObject({ kind: 'no-credentials' });
  });
});

describe('openai: everywhere Bedrock is', () => {
  it("drives the built-in agent's tool loop in OpenAI's tool-call format", async () => {
    const passages = { passages: ['Individual Amazon S3 objects can range from 0 bytes to 5 TB.'] };
    writeTree(root, {
      'agent/dataset.json': { name: 'agent', type: 'agent', thresholds: { min_answer_score: 0.8, min_tool_score: 1.0 } },
      'agent/tools.json': [
        { name: 'search_docs', description: 'Search the docs.', parameters: { type: 'object', properties: { query: { type: 'string' } } } },
        { name: 'delete_bucket', description: 'Delete a bucket.', parameters: { type: 'object', properties: { bucket: { type: 'string' } } } },
      ],
      'agent/cases.jsonl': [
        {
          id: 'lookup',
          input: { task: 'What is the largest object S3 can store?' },
          tools: { search_docs: { response: passages } },
          expected: {
            answer: '5 TB',
            answer_match: 'contains',
            must_call_with: [{ tool: 'search_docs', args: { query: 'largest object' } }],
            max_steps: 4,
          },
        },
      ],
    });
    const fake = await openai({
      handler: ({ toolResults }) =>
        toolResults.length === 0
          ? { toolCalls: [{ id: 'call_lookup', name: 'search_docs', input: { query: 'largest object' } }] }
          : { text: 'S3 objects can be up to 5 TB.' },
    });
    const output = path.join(root, 'agent.json');
    const r = await cli('run', path.join(root, 'agent'), '--model', 'openai:gpt-4o-mini', '--output', output, '-q');
    expect(r.code, r.stderr).toBe(EXIT.passed);
    const [, second] = fake.requests;
    expect(second?.toolResults).toEqual([{ id: 'call_lookup', content: JSON.stringify(passages) }]);
    expect((second?.body as { tools: { function: { name: string } }[] }).tools.map((t) => t.function.name)).toEqual(['search_docs', 'delete_bucket']);
    const result = readResultsFile(output).cases[0]?.results[0];
    expect(result).toMatchObject({ status: 'pass', output: 'S3 objects can be up to 5 TB.', scores: { answer_score: 1, tool_score: 1 } });
  });

  it("embeds for similar with OpenAI's embeddings (text-embedding-3-large when none is named)", async () => {
    writeTree(root, {
      'similar/dataset.json': qaMeta({ name: 'similar' }),
      'similar/cases.jsonl': [
        qaCase('near', 'near?', 'Paris', { assert: [{ type: 'similar', value: 'Paris is the capital of France.', threshold: 0.9 }] }),
        qaCase('far', 'far?', 'Turtles', { assert: [{ type: 'similar', value: 'Paris is the capital of France.', threshold: 0.9 }] }),
      ],
    });
    const fake = await openai({
      handler: ({ prompt }) => ({ text: prompt.includes('near?') ? 'The capital of France is Paris.' : 'Turtles live long.' }),
      embed: (texts) => texts.map((t) => (t.includes('Turtles') ? [0, 1, 0] : [1, 0.1, 0])),
    });
    const output = path.join(root, 'similar.json');
    await cli('run', path.join(root, 'similar'), '--model', 'openai:gpt-4o-mini', '--output', output, '-q');
    const results = readResultsFile(output);
    const assertion = (id: string) => results.cases.find((c) => c.id === id)?.results[0]?.status;
    expect([assertion('near'), assertion('far')]).toEqual(['pass', 'fail']);
    const embeddings = fake.requests.filter((q) => q.operation === 'embeddings');
    expect(embeddings.length).toBeGreaterThan(0);
    expect(
      embeddings.every((q) => q.model === 'text-embedding-3-large' && (q.body as { encoding_format?: string }).encoding_format === 'float'),
    ).toBe(true);
  });
});

describe('openai: spend and graders', () => {
  it('--max-cost-usd stops calls once reached, priced from a --prices file keyed by the spec as written', async () => {
    writeTree(root, {
      'capped/dataset.json': qaMeta({ name: 'capped' }),
      'capped/cases.jsonl': Array.from({ length: 10 }, (_, i) => qaCase(`c${i}`, `question ${i}?`, `answer ${i}`)),
      // $10 per 1M input tokens: 1,000 tokens a call cost $0.01.
      'prices.json': { 'openai:chat:my-model': { input: 10, output: 0 } },
    });
    const fake = await openai({
      handler: ({ prompt }) => ({ text: `answer ${/question (\d+)/.exec(prompt)?.[1]}`, usage: { input: 1000, output: 0 } }),
    });
    const output = path.join(root, 'capped.json');
    const r = await cli(
      'run',
      path.join(root, 'capped'),
      '--model',
      'openai:chat:my-model',
      '--prices',
      path.join(root, 'prices.json'),
      '--max-cost-usd',
      '0.05',
      '--concurrency',
      '1',
      '--output',
      output,
      '-q',
    );
    expect(r.code).toBe(EXIT.blocked);
    expect(fake.stats.requests).toBe(5);
    const results = readResultsFile(output);
    expect(results.summary.cost_usd).toBeCloseTo(0.05, 9);
    expect(results.cost_cap).toMatchObject({ limit_usd: 0.05, not_run: 5 });
  });

  it("an assertion's own provider may be an openai: model (promptfoo's provider on llm-rubric)", async () => {
    writeTree(root, {
      'graded/dataset.json': qaMeta({ name: 'graded' }),
      'graded/cases.jsonl': [
        qaCase('g0', 'question 0?', 'answer 0', { assert: [{ type: 'llm-rubric', value: 'is polite', provider: 'openai:gpt-4.1-mini' }] }),
      ],
    });
    const fake = await openai({
      handler: ({ model }) =>
        model === 'gpt-4.1-mini' ? { text: JSON.stringify({ reason: 'rude', pass: false, score: 0 }) } : { text: 'That is answer 0.' },
    });
    const output = path.join(root, 'graded.json');
    await cli('run', path.join(root, 'graded'), '--model', 'openai:gpt-4o-mini', '--output', output, '-q');
    expect(fake.stats.byModel['gpt-4.1-mini']).toBe(1);
    const result = readResultsFile(output).cases[0]?.results[0];
    expect(result?.status).toBe('fail');
    expect(JSON.stringify(result)).toContain('rude');
  });
});

describe('supereval run with azure:', () => {
  it('runs support-qa on a deployment (AZURE_OPENAI_ENDPOINT, AZURE_API_KEY), priced by its model', async () => {
    const fake = await startFakeAzureOpenAI({ apiKey: KEY, deployments: { 'qa-mini': 'gpt-4o-mini-2024-07-18' }, handler: support });
    servers.push(fake);
    process.env['AZURE_OPENAI_ENDPOINT'] = fake.endpoint;
    process.env['AZURE_API_KEY'] = KEY;
    const output = path.join(root, 'azure.json');
    const r = await cli('run', SUPPORT_QA, '--model', 'azure:chat:qa-mini', '--output', output, '-q');
    expect(r.code, r.stderr).toBe(EXIT.blocked);
    const results = readResultsFile(output);
    expect(results.cases.filter((c) => c.results[0]?.status === 'pass')).toHaveLength(6);
    expect(results.summary.cost_usd).toBeCloseTo((8 * (800 * 0.15 + 100 * 0.6 + 200 * 0.075)) / 1e6, 12);

    const unknown = await cli('run', SUPPORT_QA, '--model', 'azure:chat:nope', '--output', path.join(root, 'azure-unknown.json'), '-q');
    expect(unknown.code).toBe(EXIT.setup);
    expect(unknown.stderr).toContain('deployment nope');
  });
});
