// EvalBench's mcp_tool_metrics: a real MCP server's tool listing (stdio, the
// SDK's server) counted and sized, passing within its token budget and failing
// when bloated descriptions pass it; EvalBench's formulas on their own.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { EvalResults } from '../../src/results/results.js';
import { DATASET_CODE } from '../../src/score/assertions/index.js';
import { listTools } from '../../src/score/evalbench/mcp/tool-listing.js';
import { toolMetrics } from '../../src/score/evalbench/mcp/tool-metrics.js';
import { runCli } from '../helpers/cli.js';
import { nodeCommand, tempDir, writeTree } from '../helpers/tmp.js';

const SERVER = path.resolve(import.meta.dirname, '../fixtures/agent-programs/mcp-tools-server.mjs');
const endpoint = (tools: number, words: number) => ({ command: process.execPath, args: [SERVER, String(tools), String(words)] });

describe('mcp_tool_metrics', () => {
  it('flags the server whose listing passes its token budget, and passes the one within it', async () => {
    const dir = path.join(tempDir('supereval-mcp-metrics-'), 'mcp');
    writeTree(dir, {
      'dataset.json': { name: 'mcp', type: 'instruction' },
      'cases.jsonl': [
        {
          id: 'lean',
          input: { instruction: 'x' },
          expected: { rubric: 'lists its tools' },
          assert: [{ type: 'mcp_tool_metrics', value: { endpoint: endpoint(3, 5), token_budget: 200 } }],
        },
        {
          id: 'bloated',
          input: { instruction: 'x' },
          expected: { rubric: 'lists its tools' },
          assert: [{ type: 'mcp_tool_metrics', value: { endpoint: endpoint(3, 200), token_budget: 200 } }],
        },
      ],
    });
    const r = await runCli('run', dir, '-m', 'echo', '--format', 'json', '-q');
    if (!r.stdout) throw new Error(r.stderr);
    const results = JSON.parse(r.stdout) as EvalResults;
    const row = (id: string) => results.cases.find((c) => c.id === id)?.results[0]?.asserts.find((a) => a.type === 'mcp_tool_metrics');
    expect(row('lean')).toMatchObject({
      status: 'pass',
      reason: expect.stringMatching(/^4 tool\(s\), about \d+ tokens: [\d.]+% of the token_budget 200, within budget\.$/),
    });
    expect(row('bloated')).toMatchObject({ status: 'fail', reason: expect.stringContaining('over budget') });
  }, 60_000);

  it("lists every tool over stdio, and the server gets none of the runner's variables", async () => {
    process.env['SUPEREVAL_TEST_SECRET_TOKEN'] = 'hush';
    try {
      const tools = await listTools(endpoint(2, 1));
      expect(tools.map((t) => t['name'])).toEqual(['tool_0', 'tool_1', 'env']);
      expect(tools.find((t) => t['name'] === 'env')?.['title']).toBe('clean');
    } finally {
      delete process.env['SUPEREVAL_TEST_SECRET_TOKEN'];
    }
  }, 30_000);

  it('is dataset code (refused on runs from forks), naming the program it starts', () => {
    expect(DATASET_CODE['mcp_tool_metrics']?.({ endpoint: { command: 'node', args: ['server.js'] } })).toBe('mcp_tool_metrics server node');
    expect(DATASET_CODE['mcp_tool_metrics']?.({ endpoint: { url: 'https://mcp.example.com/mcp' } })).toBe('mcp_tool_metrics endpoint');
  });

  it('names a server that cannot start', async () => {
    await expect(listTools({ command: '/nonexistent/mcp-server' }, { timeoutMs: 5000 })).rejects.toThrow(
      /\/nonexistent\/mcp-server: could not list its tools/,
    );
  }, 30_000);

  it("counts as EvalBench: JSON length / 4, Python's round (halves to even), the budget's share to 2 places", () => {
    const tool = { name: 'x', description: 'hello', inputSchema: { type: 'object' } };
    const chars = JSON.stringify(tool).length;
    expect(toolMetrics([tool, tool], 1000)).toEqual({
      total_tools: 2,
      estimated_tokens: Math.round((2 * chars) / 4),
      token_budget_used_percent: Math.round(((2 * chars) / 4 / 1000) * 10000) / 100,
    });
    // {"ab":"c"} is 10 characters: 2.5 tokens round to 2, as Python's round does.
    expect(toolMetrics([{ ab: 'c' }], null)).toEqual({ total_tools: 1, estimated_tokens: 2, token_budget_used_percent: null });
    expect(toolMetrics([], 100)).toEqual({ total_tools: 0, estimated_tokens: 0, token_budget_used_percent: 0 });
  });
});

describe('an mcp_readability dataset', () => {
  it('runs without a model: each case lists its endpoint, within its budget or flagged over it', async () => {
    const example = path.resolve(import.meta.dirname, '../../examples/datasets/mcp/tool-budget');
    const ok = await runCli('run', example, '--format', 'json', '-q');
    if (!ok.stdout) throw new Error(ok.stderr);
    const passed = JSON.parse(ok.stdout) as EvalResults;
    expect(passed.models).toEqual(['mcp:tools/list']);
    expect(passed.cases[0]?.results[0]?.asserts[0]).toMatchObject({
      type: 'mcp_tool_metrics',
      status: 'pass',
      reason: expect.stringContaining('2 tool(s)'),
    });

    const dir = path.join(tempDir('supereval-mcp-readability-'), 'bloated');
    writeTree(dir, {
      'dataset.json': { name: 'bloated', type: 'mcp_readability' },
      'cases.jsonl': [{ id: 'bloated', input: { endpoint: endpoint(20, 100), token_budget: 500 } }],
    });
    const r = await runCli('run', dir, '--format', 'markdown', '-q');
    expect(r.stdout).toContain('mcp\\_tool\\_metrics: 21 tool\\(s\\)');
    expect(r.stdout).toContain('over budget');
  }, 60_000);
});

describe('mcp_style_readability', () => {
  // A judge (an exec: model) that reviews by the product's name: "strict" gets a P0 finding, any other one P2 only.
  const JUDGE = nodeCommand(`
let prompt = '';
process.stdin.on('data', (c) => (prompt += c)).on('end', () => {
  const strict = /### PRODUCT\\n(strict)/.test(prompt) && prompt.includes('tool_0') && prompt.includes('Name tools by action');
  const finding = (severity, rule_id) => ({ severity, rule_id, title: rule_id + ' broken', message: 'm', suggestion: 's' });
  process.stdout.write(JSON.stringify({
    readability_score: strict ? 40 : 85,
    findings_by_tool: [{ tool: 'tool_0', findings: strict ? [finding('P0', 'Tool Names'), finding('P2', 'Concise Descriptions')] : [finding('P2', 'Concise Descriptions')] }],
    waived: [],
    summary: 'reviewed',
  }));
});
`);

  it('fails an endpoint with a P0 finding and passes one without, scored by readability; skipped without a judge', async () => {
    const dir = path.join(tempDir('supereval-mcp-style-'), 'style');
    writeTree(dir, {
      'dataset.json': { name: 'style', type: 'mcp_readability' },
      'style-guide.md': '### Tool Names <!-- priority: p0 -->\nName tools by action_resource.\n',
      'cases.jsonl': [
        { id: 'strict', input: { endpoint: endpoint(2, 3), style_guide: 'style-guide.md', product_name: 'strict' } },
        { id: 'lenient', input: { endpoint: endpoint(2, 3), style_guide: 'style-guide.md', product_name: 'lenient' } },
      ],
    });
    const r = await runCli('run', dir, '--judge-model', `exec:${JUDGE}`, '--format', 'json', '-q');
    if (!r.stdout) throw new Error(r.stderr);
    const results = JSON.parse(r.stdout) as EvalResults;
    const row = (id: string) => results.cases.find((c) => c.id === id)?.results[0]?.asserts.find((a) => a.type === 'mcp_style_readability');
    expect(row('strict')).toMatchObject({
      status: 'fail',
      score: 0.4,
      reason: 'P0 1, P1 0, P2 1; readability 40/100. P0: tool_0: Tool Names (Tool Names broken). reviewed',
    });
    expect(row('lenient')).toMatchObject({ status: 'pass', score: 0.85 });
    const unjudged = JSON.parse((await runCli('run', dir, '--format', 'json', '-q')).stdout) as EvalResults;
    expect(unjudged.cases[0]?.results[0]?.asserts.find((a) => a.type === 'mcp_style_readability')?.status).toBe('skipped');
  }, 60_000);
});
