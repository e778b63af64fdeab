// The done-criterion of the mcp: runner: one agent's logic
// (test/fixtures/agent-programs/scripted-logic.mjs) run over the JSON-lines
// protocol and over MCP (HTTP, and stdio through the relay) gives the same
// verdicts, scores and tool calls on the same dataset, through the CLI.
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EvalResults } from '../../src/results/results.js';
import { SERVE_ARGV_ENV } from '../../src/app/environment.js';
import { runCli } from '../helpers/cli.js';
import { mcpServeCommand } from '../helpers/mcp-serve.js';
import { shellQuote, tempDir, writeTree } from '../helpers/tmp.js';

const fixture = (name: string) => shellQuote(fileURLToPath(new URL(`../fixtures/agent-programs/${name}.mjs`, import.meta.url)));
const node = shellQuote(process.execPath);
const AGENTS = {
  exec: `exec:${node} ${fixture('scripted-exec-agent')}`,
  http: `mcp:${node} ${fixture('scripted-mcp-agent')} http`,
  stdio: `mcp:${node} ${fixture('scripted-mcp-agent')} stdio`,
  'http, final_answer tool': `mcp:${node} ${fixture('scripted-mcp-agent')} http final-tool`,
};

const root = tempDir();
const TOOLS = [
  { name: 'search_docs', description: 'Search the docs', parameters: { type: 'object', properties: { query: { type: 'string' } } } },
  { name: 'get_bucket_info', description: 'Read a bucket', parameters: { type: 'object', properties: { bucket: { type: 'string' } } } },
];
const CASES = [
  {
    id: 'passes',
    input: { task: 'What is the largest object S3 can store?' },
    tools: { search_docs: { response: { passages: ['Objects can be up to 5 TB.'] }, latency_ms: 20 } },
    expected: {
      answer: '5 TB',
      answer_match: 'contains',
      must_call: ['search_docs'],
      must_call_with: [{ tool: 'search_docs', args: { query: 'What is the largest object S3 can store?' } }],
    },
    assert: [
      { type: 'trajectory:tool-used', value: 'search_*' },
      { type: 'trajectory:tool-args-match', value: { name: 'search_docs', args: { query: 'What is the largest object S3 can store?' } } },
      { type: 'trajectory:step-count', value: { type: 'tool', max: 1 } },
    ],
  },
  {
    id: 'too-many-steps',
    input: { task: 'Which region is the bucket logs-2024 in?' },
    tools: { get_bucket_info: { response: { region: 'eu-west-1' } }, search_docs: { error: 'search is down' } },
    expected: { answer: 'eu-west-1', answer_match: 'contains', must_call: ['get_bucket_info'], max_steps: 4, max_tool_calls: 1 },
    assert: [{ type: 'trajectory:tool-sequence', value: ['search_docs', 'get_bucket_info'] }],
  },
  {
    id: 'unknown-tool',
    input: { task: 'Free up space in bucket tmp-artifacts.' },
    tools: { get_bucket_info: { response: { objects: 4 } } },
    expected: { answer: 'not available', answer_match: 'contains', must_not_call: ['delete_bucket'] },
    assert: [{ type: 'not-trajectory:tool-used', value: ['delete_*'] }],
  },
  {
    id: 'runs-out-of-steps',
    input: { task: 'Read every page of the docs.' },
    tools: { search_docs: { response: 'a page' } },
    expected: { answer: 'done', answer_match: 'contains', max_steps: 3 },
  },
];

let saved: string | undefined;
beforeAll(async () => {
  saved = process.env[SERVE_ARGV_ENV];
  process.env[SERVE_ARGV_ENV] = JSON.stringify(await mcpServeCommand());
  writeTree(root, {
    'agents/parity/dataset.json': { name: 'parity', type: 'agent', thresholds: { pass_rate: 0 } },
    'agents/parity/tools.json': TOOLS,
    'agents/parity/cases.jsonl': CASES,
    'agents/named/dataset.json': {
      name: 'named',
      type: 'agent',
      mcp_server: 'docs',
      thresholds: { pass_rate: 0 },
      scorers: { trajectory_matcher: null },
    },
    'agents/named/tools.json': TOOLS,
    'agents/named/cases.jsonl': [
      {
        id: 'named',
        input: { task: 'What is the largest object S3 can store?' },
        tools: { search_docs: { response: { passages: ['Up to 5 TB.'] } } },
        expected: {
          answer: '5 TB',
          answer_match: 'contains',
          must_call: ['docs__search_docs'],
          must_not_call: ['search_docs'],
          tool_sequence: ['docs__search_docs'],
        },
        assert: [{ type: 'trajectory:tool-used', value: 'docs__search_docs' }],
      },
    ],
    'agents/bad-name/dataset.json': { name: 'bad-name', type: 'agent', mcp_server: 'docs__v2' },
    'agents/bad-name/cases.jsonl': [CASES[0]],
  });
});
afterAll(() => {
  if (saved === undefined) delete process.env[SERVE_ARGV_ENV];
  else process.env[SERVE_ARGV_ENV] = saved;
});

/** What a case's verdict is made of, without the timings. */
function verdicts(results: EvalResults) {
  return results.cases.map((c) => {
    const r = c.results[0]!;
    const scores = Object.fromEntries(Object.entries(r.scores ?? {}).filter(([name]) => !name.includes('latency')));
    return {
      id: c.id,
      status: c.status,
      score: c.score,
      output: r.output,
      error: r.error,
      scores,
      failure_reasons: r.failure_reasons,
      asserts: r.asserts.map((a) => [a.type, a.pass, a.reason]),
      tool_calls: r.tool_calls,
    };
  });
}

describe('the same agent over the JSON-lines protocol and over MCP', () => {
  it('gives the same verdicts, scores and tool calls', async () => {
    const runs: Record<string, ReturnType<typeof verdicts>> = {};
    for (const [name, agent] of Object.entries(AGENTS)) {
      const r = await runCli('run', `${root}/agents/parity`, '--agent', agent, '--format', 'json', '-q');
      runs[name] = verdicts(JSON.parse(r.stdout) as EvalResults);
    }
    const exec = runs['exec']!;
    // The cases mean what they say: one passes, three fail, each for its reason; none is an error.
    expect(exec.map((c) => [c.id, c.status])).toEqual([
      ['passes', 'pass'],
      ['too-many-steps', 'fail'],
      ['unknown-tool', 'fail'],
      ['runs-out-of-steps', 'fail'],
    ]);
    expect(exec[1]!.failure_reasons).toEqual(expect.arrayContaining(['Step count 5 exceeds max 4', 'Tool call count 2 exceeds max 1']));
    expect(exec[2]!.tool_calls).toEqual([{ name: 'delete_bucket', arguments: { bucket: 'tmp-artifacts' } }]);
    expect(exec[3]!.failure_reasons).toContain('Agent error: Reached max steps (3) without producing an answer');
    for (const name of ['http', 'stdio', 'http, final_answer tool']) expect(runs[name], name).toEqual(exec);
  });

  it('runs the docs/cli.md example: the MCP client agent on the cloud-support example, offline, both ways', async () => {
    const example = (...args: string[]) =>
      `mcp:${node} ${shellQuote(fileURLToPath(new URL('../../examples/agents/mcp-agent.mjs', import.meta.url)))} ${args.join(' ')}`;
    const dataset = fileURLToPath(new URL('../../examples/datasets/agents/cloud-support', import.meta.url));
    for (const agent of [example(), example('--stdio')]) {
      const r = await runCli('run', dataset, '--agent', agent, '--format', 'json', '-q');
      const results = JSON.parse(r.stdout) as EvalResults;
      expect(results.cases.map((c) => [c.id, c.status])).toEqual([
        ['max-object-size', 'pass'],
        ['bucket-region', 'fail'],
        ['cleanup-request', 'fail'],
      ]);
      expect(results.cases[0]!.results[0]!.output).toBe(
        'search_docs said {"passages":["Individual Amazon S3 objects can range from 0 bytes to 5 TB."]}',
      );
    }
  });

  it('records calls as <server>__<tool> for a dataset that names its mcp_server, whichever runner', async () => {
    const runs: Record<string, ReturnType<typeof verdicts>> = {};
    for (const [name, agent] of Object.entries(AGENTS)) {
      const r = await runCli('run', `${root}/agents/named`, '--agent', agent, '--format', 'json', '-q');
      runs[name] = verdicts(JSON.parse(r.stdout) as EvalResults);
    }
    const exec = runs['exec']!;
    expect(exec[0]!.status).toBe('pass');
    expect(exec[0]!.tool_calls).toEqual([{ name: 'docs__search_docs', arguments: { query: 'What is the largest object S3 can store?' } }]);
    expect(exec[0]!.scores['trajectory_matcher']).toBe(1);
    for (const name of ['http', 'stdio', 'http, final_answer tool']) expect(runs[name], name).toEqual(exec);
  });

  it('refuses an mcp_server that is not a plain name, naming the field', async () => {
    const r = await runCli('validate', `${root}/agents/bad-name`);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/dataset\.json.*mcp_server.*must not hold "__"/);
  });
});
