import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { unknownFieldMessage, unknownFields } from '../../src/dataset/unknown-fields.js';
import { AgentCaseSchema } from '../../src/config/agent-case.js';
import { PROMPTFOO_CASE_FIELDS } from '../../src/config/case.js';
import { DatasetMetaSchema } from '../../src/config/schemas.js';
import { AgentMetaSchema } from '../../src/kinds/agent.js';
import { Nl2SqlItemSchema } from '../../src/kinds/nl2sql.js';
import { QaCaseSchema } from '../../src/kinds/qa.js';

const caseOptions = { open: ['input'], known: PROMPTFOO_CASE_FIELDS };

describe('unknown fields, from the schemas', () => {
  it('names a case field no schema knows, and the one it probably means', () => {
    const line = { input: { query: 'q' }, expected: { ground_truth: 'g' }, mustpass: true, tag: ['x'], descripton: 'd', zzqqxx: 1 };
    expect(unknownFields(line, [QaCaseSchema], caseOptions)).toEqual([
      { field: 'mustpass', near: 'must_pass' },
      { field: 'tag', near: 'tags' },
      { field: 'descripton', near: 'description' },
      { field: 'zzqqxx', near: null },
    ]);
  });

  it("walks the objects, lists and maps of objects a schema defines, not the input (the template's variables) or free-form maps", () => {
    const line = {
      input: { task: 't', anything: 1 },
      metadata: { whatever: 1 },
      vars: { x: 1 },
      options: {},
      assert: [{ type: 'contains', value: 'a', extra: 1 }],
      tools: { search: { response: 'r', latancy_ms: 5 } },
      expected: { must_cal: ['search'], must_call_with: [{ tool: 'search', args: { q: 1 }, arg: {} }] },
    };
    expect(unknownFields(line, [AgentCaseSchema], caseOptions)).toEqual([
      { field: 'tools.search.latancy_ms', near: 'latency_ms' },
      { field: 'expected.must_cal', near: 'must_call' },
      { field: 'expected.must_call_with.0.arg', near: 'args' },
    ]);
  });

  it("reads a transformed schema's input side (EvalBench items)", () => {
    const item = { id: 1, nl_prompt: 'p', query_type: 'dql', database: 'db', dialects: ['sqlite'], golden_sql: {}, gold_sql: {} };
    expect(unknownFields(item, [Nl2SqlItemSchema])).toEqual([{ field: 'gold_sql', near: 'golden_sql' }]);
  });

  it("takes the union of dataset.json's schemas, and leaves strict objects to their own errors", () => {
    const meta = { name: 'n', mcp_server: 's', tools: [], author: 'me', created_at: 'x', inference: { temprature: 0 }, mcp_sever: 's' };
    expect(unknownFields(meta, [DatasetMetaSchema, AgentMetaSchema])).toEqual([{ field: 'mcp_sever', near: 'mcp_server' }]);
    expect(unknownFields({ a: 1, b: 2 }, [z.strictObject({ a: z.number() })])).toEqual([]);
    expect(unknownFields({ a: 1, b: 2 }, [z.object({ a: z.number() })])).toEqual([{ field: 'b', near: null }]);
  });

  it('says what happens to the field', () => {
    expect(unknownFieldMessage('must_pass')).toBe('unknown field, ignored; did you mean "must_pass"?');
    expect(unknownFieldMessage(null)).toBe('unknown field, ignored');
  });
});
