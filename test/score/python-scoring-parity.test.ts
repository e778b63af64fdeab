// Our agent and RAG scorers against the verdicts python3 computes with the
// Python supereval tool's rules (scripts/python-scoring-oracle.py, which
// writes test/fixtures/python-oracle/scoring.json): pass/fail, every failure
// reason word for word and in order, the step count and the scores to the
// last bit.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { resolveThresholds, type ResolvedThresholds } from '../../src/config/thresholds.js';
import { scoreAgentCase } from '../../src/score/python-tool/agent.js';
import { scoreRagCase } from '../../src/score/python-tool/rag.js';
import { pyFixed, pyRepr } from '../../src/score/python-tool/python-values.js';
import type { AgentCase } from '../../src/agents/index.js';
import type { RagCase } from '../../src/score/python-tool/rag.js';
import { scriptedJudge } from '../helpers/scripted-judge.js';
import { trajectoryOf, type Action } from '../helpers/trajectories.js';

interface AgentParityCase {
  name: string;
  expected: AgentCase['expected'];
  thresholds: Partial<ResolvedThresholds>;
  actions: Action[];
  error?: string;
  python: {
    passed: boolean;
    failure_reasons: string[];
    answer_score: number;
    tool_score: number;
    efficiency_score: number;
    composite_score: number;
    step_count: number;
    tool_call_count: number;
  };
}
interface RagParityCase {
  name: string;
  answer: string;
  ground_truth: string;
  thresholds: Partial<ResolvedThresholds>;
  judge: { correctness: string; faithfulness: string } | null;
  python: {
    passed: boolean;
    failure_reasons: string[];
    contains_score: number;
    answer_correctness_score: number;
    faithfulness_score: number;
    composite_score: number;
  };
}
const oracle = JSON.parse(readFileSync(new URL('../fixtures/python-oracle/scoring.json', import.meta.url), 'utf8')) as {
  values: { repr: [unknown, string][]; fixed2: [number, string][] };
  agent: AgentParityCase[];
  rag: RagParityCase[];
};

// The thresholds as the Python models take them, past our load-time checks (a min_tool_score of 1.5 is the loader's business).
const thresholdsOf = (raw: Partial<ResolvedThresholds>): ResolvedThresholds => ({ ...resolveThresholds(null), ...raw });

describe("Python's repr() and format(x, '.2f'), as failure reasons write values", () => {
  it('writes every value as python3 does', () => {
    expect(oracle.values.repr.map(([value]) => pyRepr(value))).toEqual(oracle.values.repr.map(([, repr]) => repr));
  });
  it('rounds every score as python3 does, ties to even', () => {
    expect(oracle.values.fixed2.map(([x]) => pyFixed(x, 2))).toEqual(oracle.values.fixed2.map(([, text]) => text));
  });
});

describe('agent scoring against the Python scorer (python3 oracle)', () => {
  it('has the oracle cases', () => {
    expect(oracle.agent.length).toBeGreaterThanOrEqual(30);
  });

  it.each(oracle.agent.map((c) => [c.name, c] as const))('%s', async (_name, c) => {
    // Every tool the actions call answers; a run with an agent error is stopped by the step budget.
    const tools = Object.fromEntries(c.actions.flatMap((a) => ('call' in a ? [[a.call, { response: 'ok' }]] : [])));
    const trajectory = await trajectoryOf(c.actions, { tools, ...(c.error && c.expected.max_steps ? { maxSteps: c.expected.max_steps } : {}) });
    const testCase = { id: c.name, input: { task: 'task' }, tools, expected: c.expected } as AgentCase;
    const result = await scoreAgentCase({ testCase, trajectory, thresholds: thresholdsOf(c.thresholds), judge: null });
    expect({
      passed: result.pass,
      failure_reasons: result.failure_reasons,
      step_count: trajectory.step_count,
      tool_call_count: trajectory.tool_call_count,
      answer_score: result.scores.answer_score,
      tool_score: result.scores.tool_score,
      efficiency_score: result.scores.efficiency_score,
      composite_score: result.scores.composite_score,
    }).toEqual(c.python);
  });
});

describe('RAG scoring against the Python scorer (python3 oracle)', () => {
  it.each(oracle.rag.map((c) => [c.name, c] as const))('%s', async (_name, c) => {
    const testCase = { id: c.name, input: { query: 'q', retrieved_contexts: ['ctx'] }, expected: { ground_truth: c.ground_truth } } as RagCase;
    const judge = c.judge ? scriptedJudge(c.judge) : null;
    const result = await scoreRagCase({ testCase, output: c.answer, thresholds: thresholdsOf(c.thresholds), judge });
    const { failure_reasons, ...scores } = c.python;
    // One deliberate difference (docs/python-differences.md): without a judge the
    // Python tool writes an unverified 1.0 for faithfulness, supereval n/a (null).
    const expected = c.judge ? scores : { ...scores, faithfulness_score: null };
    expect({ passed: result.pass, ...result.scores }).toEqual(expected);
    // The judge's reason differs (the oracle's judge gives none): compared up to it.
    expect(result.failure_reasons.map((r) => (c.judge ? r.replace(/: .*$/s, ': ...') : r))).toEqual(failure_reasons);
  });
});
