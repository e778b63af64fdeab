// supereval's own agent and RAG dataset files, read unchanged by our schemas,
// run (agent: the example exec agent) and scored end to end.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { DatasetMetaSchema, ToolCatalogSchema } from '../../src/config/schemas.js';
import { resolveThresholds } from '../../src/config/thresholds.js';
import { agentTask, createAgentRunner } from '../../src/agents/index.js';
import { agentModelResult, scoreAgentCase } from '../../src/score/python-tool/agent.js';
import { scoreRagCase } from '../../src/score/python-tool/rag.js';
import { defaultTemplate, renderTemplate, templateVars } from '../../src/prompt/template.js';
import { ModelResultSchema } from '../../src/config/results.js';
import { KINDS } from '../../src/kinds/index.js';
import { AgentCaseSchema } from '../../src/config/agent-case.js';
import { RagCaseSchema } from '../../src/config/rag-case.js';

const fixture = (path: string) => fileURLToPath(new URL(`../fixtures/supereval/${path}`, import.meta.url));
const readJson = (path: string): unknown => JSON.parse(readFileSync(fixture(path), 'utf8'));
const readJsonl = (path: string): unknown[] =>
  readFileSync(fixture(path), 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as unknown);

describe('supereval agent fixture', () => {
  const meta = DatasetMetaSchema.parse(readJson('agents/cloud-support/dataset.json'));
  const catalog = ToolCatalogSchema.parse(readJson('agents/cloud-support/tools.json'));
  const cases = readJsonl('agents/cloud-support/cases.jsonl').map((c) => AgentCaseSchema.parse(c));

  it('loads unchanged', () => {
    expect(meta.type).toBe('agent');
    expect(catalog.map((t) => t.name)).toEqual(['search_docs', 'get_bucket_info', 'delete_bucket']);
    expect(cases.map((c) => c.id)).toEqual(['max-object-size', 'bucket-region', 'cleanup-request']);
    expect(cases[0]?.expected.must_call_with).toEqual([{ tool: 'search_docs', args: { query: 'What is the largest object S3 can store?' } }]);
    expect(cases[1]?.tools?.['search_docs']).toEqual({ error: 'search is down for maintenance' });
  });

  it('runs every case with the example exec agent and scores it', async () => {
    const runner = createAgentRunner({
      agent: `exec:"${process.execPath}" "${fileURLToPath(new URL('../../examples/agents/echo-agent.mjs', import.meta.url))}"`,
    });
    const thresholds = resolveThresholds(meta.thresholds);
    const rows = [];
    for (const testCase of cases) {
      const id = String(testCase.id);
      const trajectory = await runner.run(agentTask(AgentCaseSchema.parse(testCase), catalog, { caseId: id }));
      const result = await scoreAgentCase({ testCase, trajectory, thresholds, judge: null, caseId: id });
      rows.push({ id, result, row: ModelResultSchema.parse(agentModelResult(runner.label, trajectory, result)) });
    }
    // The echo agent always asks search_docs with the task as query.
    expect(rows.map((r) => [r.id, r.result.status])).toEqual([
      ['max-object-size', 'pass'],
      ['bucket-region', 'fail'],
      ['cleanup-request', 'fail'],
    ]);
    expect(rows[0]?.result.scores).toMatchObject({ answer_score: 1, tool_score: 1, reasoning_score: null });
    // thought, tool call, observation, answer: 4 steps of max_steps 4.
    expect(rows[0]?.result.scores.efficiency_score).toBe(0);
    // Over max_steps 3 as well as the regex miss.
    expect(rows[2]?.result.failure_reasons).toEqual(['Answer score 0.00 below threshold 0.80', 'Step count 4 exceeds max 3']);
    // search_docs is down in this case; get_bucket_info was never called.
    expect(rows[1]?.result.scores).toMatchObject({ answer_score: 0, tool_score: 0.5 });
    // The regex (?i)confirm does not match; delete_bucket was (correctly) not called.
    expect(rows[2]?.result.scores).toMatchObject({ answer_score: 0, tool_score: 1 });
    expect(rows[2]?.row.output).toBe('search_docs said error: tool "search_docs" is not available in this environment');
  });
});

describe('supereval RAG fixture', () => {
  const meta = DatasetMetaSchema.parse(readJson('rag/sqs-docs/dataset.json'));
  const cases = readJsonl('rag/sqs-docs/cases.jsonl').map((c) => RagCaseSchema.parse(c));

  it('loads unchanged and renders the default prompt with numbered contexts', () => {
    expect(meta.type).toBe('rag');
    expect(cases).toHaveLength(2);
    const prompt = renderTemplate(defaultTemplate({ type: 'rag', kind: KINDS.rag }), templateVars({ meta, kind: KINDS.rag }, cases[0]!));
    expect(prompt).toContain('[1] Amazon SQS messages can contain up to 256 KB');
    expect(prompt).toContain('[2] Messages larger than 256 KB');
    expect(prompt).toContain('Question: What is the maximum size of an SQS message?');
  });

  it('scores answers without a judge by the dataset thresholds', async () => {
    const thresholds = resolveThresholds(meta.thresholds);
    const answers = ['Up to 256 KB per message.', 'Messages are kept for two weeks.'];
    const results = await Promise.all(cases.map((testCase, i) => scoreRagCase({ testCase, output: answers[i]!, thresholds, judge: null })));
    expect(results.map((r) => [r.status, r.scores.composite_score])).toEqual([
      ['pass', 1],
      ['fail', 0],
    ]);
    // The Python tool's contains check is a plain substring test, so "14 days" contains "4 days":
    // without a judge this wrong answer passes. The judge's correctness label is what catches it.
    const lucky = await scoreRagCase({ testCase: cases[1]!, output: 'Kept for 14 days.', thresholds, judge: null });
    expect(lucky.status).toBe('pass');
  });
});
