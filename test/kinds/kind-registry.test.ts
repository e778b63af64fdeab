import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { resolveThresholds, ThresholdsSchema, type ResolvedThresholds } from '../../src/config/thresholds.js';
import { loadDataset } from '../../src/dataset/load.js';
import { loadPromptfooConfig } from '../../src/dataset/promptfoo/load.js';
import { DATASET_TYPES, DatasetTypeSchema, type DatasetType } from '../../src/config/dataset-type.js';
import { KINDS, runsAgents } from '../../src/kinds/index.js';

const kindOf = (type: DatasetType) => KINDS[type];

const examples = path.resolve(import.meta.dirname, '../../examples/datasets');
// One example dataset per kind, under examples/datasets.
const EXAMPLES: Record<DatasetType, string> = {
  qa: 'support-qa',
  classification: 'ticket-triage',
  instruction: 'incident-summary',
  agent: 'agents/cloud-support',
  rag: 'rag/sqs-docs',
  nl2sql: 'sql/world-cities',
  promptfoo: '../promptfoo/promptfooconfig.yaml',
  mcp_readability: 'mcp/tool-budget',
};

describe('the kinds registry', () => {
  it('has a kind for every dataset type, filed under its own type', () => {
    expect(DATASET_TYPES).toEqual(['qa', 'classification', 'instruction', 'agent', 'rag', 'nl2sql', 'promptfoo', 'mcp_readability']);
    expect(DatasetTypeSchema.options).toEqual(DATASET_TYPES);
    for (const type of DATASET_TYPES) expect(kindOf(type).type).toBe(type);
    expect(Object.keys(KINDS)).toEqual(DATASET_TYPES);
  });

  it("promptfoo: the example config loads as that type, each test a case the kind's schema parses", async () => {
    const dataset = await loadPromptfooConfig(path.join(examples, EXAMPLES.promptfoo), KINDS);
    expect(dataset.type).toBe('promptfoo');
    // Two inline tests and two CSV rows.
    expect(dataset.cases.map((c) => c.id)).toEqual(['refund window', 'reset steps', 'wpa3 support', 'warranty length']);
    // A case's line is where the config writes it, or names the file it comes from (the report links there).
    expect(dataset.cases.map((c) => c.line)).toEqual([20, 27, 34, 34]);
    for (const c of dataset.cases) expect(kindOf('promptfoo').caseSchema.safeParse({ input: c.input, assert: c.assert }).success).toBe(true);
  });

  it.each(DATASET_TYPES.filter((t) => t !== 'promptfoo'))(
    "%s: the kind's schema parses every case of its example dataset, which loads as that type",
    async (type) => {
      const dir = path.join(examples, EXAMPLES[type]);
      const lines = readFileSync(path.join(dir, 'cases.jsonl'), 'utf8')
        .split('\n')
        .filter((l) => l.trim() !== '');
      expect(lines.length).toBeGreaterThan(0);
      for (const l of lines) expect(kindOf(type).caseSchema.safeParse(JSON.parse(l)).success).toBe(true);
      const dataset = await loadDataset(dir, KINDS);
      expect(dataset.type).toBe(type);
      expect(dataset.cases).toHaveLength(lines.length);
    },
  );

  // A qa line is also a RAG line without passages, as in the Python tool
  // (rag/models.py RagInput.retrieved_contexts defaults to []).
  it("refuses another kind's case line (each kind's schema is its own)", () => {
    const qaLine = JSON.parse(readFileSync(path.join(examples, 'support-qa/cases.jsonl'), 'utf8').split('\n')[0]!) as unknown;
    for (const type of ['classification', 'instruction', 'agent'] as const) expect(kindOf(type).caseSchema.safeParse(qaLine).success).toBe(false);
  });

  it('gives each implying folder to one kind, and only agent cases run as agent tasks', () => {
    const folders = DATASET_TYPES.map((t) => kindOf(t).folder).filter((f) => f !== null);
    expect(folders).toEqual(['agents', 'rag', 'sql']);
    expect(DATASET_TYPES.filter((t) => runsAgents(kindOf(t)))).toEqual(['agent']);
  });

  it("accepts every kind's thresholds on any dataset and resolves each to its declared default", () => {
    for (const type of DATASET_TYPES) {
      for (const key of Object.keys(kindOf(type).thresholds)) {
        expect(ThresholdsSchema.safeParse({ [key]: null }).success).toBe(true);
        expect(key in resolveThresholds({})).toBe(true);
      }
    }
    expect(resolveThresholds({ pass_rate: 0.5, min_tool_score: null })).toMatchObject({
      pass_rate: 0.5,
      min_tool_score: 1,
      fail_on_regression: true,
      must_pass_tags: [],
      tag_floors: {},
    });
    // Each dataset gets its own default objects.
    const a = resolveThresholds(null);
    a.must_pass_tags.push('x');
    expect(resolveThresholds(null).must_pass_tags).toEqual([]);
  });

  it('types the resolved thresholds from the declarations', () => {
    expectTypeOf<ResolvedThresholds['pass_rate']>().toEqualTypeOf<number>();
    expectTypeOf<ResolvedThresholds['max_score_drop']>().toEqualTypeOf<number | null>();
    expectTypeOf<ResolvedThresholds['require_contains']>().toEqualTypeOf<boolean>();
    expectTypeOf<ResolvedThresholds['must_pass_tags']>().toEqualTypeOf<string[]>();
    expectTypeOf<ResolvedThresholds['max_tool_calls']>().toEqualTypeOf<number | null>();
  });
});
