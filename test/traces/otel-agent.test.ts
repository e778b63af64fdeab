// The measure: an exec: agent instrumented with OpenTelemetry's JS SDK,
// exporting over OTLP/HTTP as it would in production (JSON, and protobuf),
// run by the CLI on an agent dataset whose cases carry promptfoo's trace
// assertions. Its spans reach the run's receiver on their case, and each
// assertion gets the verdict promptfoo 0.121.20 gave on the same spans
// (test/parity/promptfoo/verdicts/trace.json, recorded by
// scripts/promptfoo-oracle.mjs from corpus/trace.yaml, whose main trace is
// this agent's).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import type { EvalResults } from '../../src/results/results.js';
import { runCli } from '../helpers/cli.js';
import { shellQuote, tempDir, writeTree } from '../helpers/tmp.js';

const agent = path.resolve(import.meta.dirname, '../fixtures/agent-programs/otel-agent.mjs');
const parity = path.resolve(import.meta.dirname, '../parity/promptfoo');
const corpus = parseYaml(readFileSync(path.join(parity, 'corpus/trace.yaml'), 'utf8')) as {
  id: string;
  assert: unknown[];
  response?: { spans?: unknown };
}[];
const verdicts = (JSON.parse(readFileSync(path.join(parity, 'verdicts/trace.json'), 'utf8')) as { cases: Record<string, { verdict: string }> }).cases;
// The corpus cases on the agent's own trace (the others hand-make theirs), but for a value promptfoo refuses: the dataset would not load.
const agentCases = corpus.filter((c) => c.response?.spans && corpus[0]?.response?.spans === c.response.spans && verdicts[c.id]?.verdict !== 'error');

function dataset(dir: string): void {
  writeTree(dir, {
    'dataset.json': { name: 'otel', type: 'agent' },
    'cases.jsonl': agentCases.map((c) => ({
      id: c.id,
      input: { task: 'How big can an S3 object be?' },
      expected: { max_steps: 10 },
      assert: c.assert,
    })),
  });
}

describe.each(['http/json', 'http/protobuf'])('an OpenTelemetry-instrumented exec: agent (%s)', (protocol) => {
  it("gets promptfoo's verdict on each trace assertion, over the spans it exported", async () => {
    const dir = path.join(tempDir('supereval-otel-'), 'otel');
    dataset(dir);
    process.env['OTEL_EXPORTER_OTLP_PROTOCOL'] = protocol;
    try {
      const r = await runCli('run', dir, '--agent', `exec:${shellQuote(process.execPath)} ${shellQuote(agent)}`, '--format', 'json', '-q');
      if (!r.stdout) throw new Error(r.stderr);
      const results = JSON.parse(r.stdout) as EvalResults;
      expect(agentCases.length).toBeGreaterThan(15);
      for (const c of agentCases) {
        const result = results.cases.find((x) => x.id === c.id)?.results[0];
        const row = result?.asserts.find((a) => a.type.startsWith('trace-'));
        expect({ id: c.id, verdict: row?.status, reason: row?.reason }).toMatchObject({ id: c.id, verdict: verdicts[c.id]?.verdict });
        // Seven spans on the case, a tree under agent.run.
        expect(result?.spans?.map((s) => s.name).sort()).toEqual(
          ['agent.run', 'execute_tool Skill', 'execute_tool fetch', 'execute_tool search', 'llm.call', 'llm.call', 'llm.call'].sort(),
        );
        const root = result?.spans?.find((s) => s.name === 'agent.run');
        expect(result?.spans?.filter((s) => s.parent_span_id === root?.span_id)).toHaveLength(6);
        expect(result?.skills).toEqual([{ name: 'pdf', source: 'span' }]);
      }
    } finally {
      delete process.env['OTEL_EXPORTER_OTLP_PROTOCOL'];
    }
  }, 60_000);
});

describe('the trace checks in the report', () => {
  it("appear in the PR comment's failures, with promptfoo's reason", async () => {
    const dir = path.join(tempDir('supereval-otel-md-'), 'otel');
    writeTree(dir, {
      'dataset.json': { name: 'otel', type: 'agent' },
      'cases.jsonl': [
        {
          id: 'slow-calls',
          input: { task: 'How big can an S3 object be?' },
          expected: { max_steps: 10 },
          assert: [{ type: 'trace-span-duration', value: { pattern: 'llm.call', percentile: 95, max: 250 } }],
        },
      ],
    });
    const r = await runCli('run', dir, '--agent', `exec:${shellQuote(process.execPath)} ${shellQuote(agent)}`, '--format', 'markdown', '-q');
    expect(r.stdout).toContain('trace-span-duration');
    // Markdown-escaped, as every output in the comment is.
    expect(r.stdout).toContain('trace-span-duration: 95th percentile duration \\(300ms\\) exceeds threshold 250ms');
  }, 60_000);
});
