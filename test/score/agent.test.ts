import { describe, expect, it } from 'vitest';
import { ModelResultSchema } from '../../src/config/results.js';
import { resolveThresholds, type Thresholds } from '../../src/config/thresholds.js';
import { agentModelResult, scoreAgentCase } from '../../src/score/python-tool/agent.js';
import type { Judge } from '../../src/score/judge/judge.js';
import { scriptedJudge } from '../helpers/scripted-judge.js';
import { trajectoryOf, type Action } from '../helpers/trajectories.js';
import { AgentCaseSchema } from '../../src/config/agent-case.js';

const TOOLS = { search: { response: { hits: ['S3 max object size is 5 TB'] } }, delete_bucket: { response: 'ok' } };

async function score(
  expected: Record<string, unknown>,
  actions: Action[],
  options: { thresholds?: Thresholds; judge?: Judge | null; maxSteps?: number; regexMs?: number } = {},
) {
  const testCase = AgentCaseSchema.parse({ id: 'c1', input: { task: 'How big can an S3 object be?' }, tools: TOOLS, expected });
  const trajectory = await trajectoryOf(actions, { tools: TOOLS, ...(options.maxSteps ? { maxSteps: options.maxSteps } : {}) });
  const result = await scoreAgentCase({
    testCase,
    trajectory,
    thresholds: resolveThresholds(options.thresholds),
    judge: options.judge ?? null,
    caseId: 'c1',
    ...(options.regexMs ? { bounds: { timeLimitMs: options.regexMs } } : {}),
  });
  return { result, trajectory };
}

const searchThenAnswer: Action[] = [
  { thought: 'search the docs' },
  { call: 'search', args: { query: 's3 object size' } },
  { answer: 'An S3 object can be up to 5 TB.' },
];

describe('agent scoring without a judge', () => {
  it('scores answer, tools and efficiency, leaves reasoning unscored without a judge, and passes', async () => {
    const { result } = await score({ answer: '5 TB', must_call: ['search'], max_steps: 5 }, searchThenAnswer);
    // thought, tool call, its observation, answer: 4 steps of 5.
    expect(result.scores).toMatchObject({ answer_score: 1, tool_score: 1, efficiency_score: 0.25, reasoning_score: null });
    expect(result.scores.composite_score).toBeCloseTo((0.4 + 0.4 + 0.05 * 0.25) / 0.85, 12);
    expect(result.failure_reasons).toEqual([]);
    expect(result.status).toBe('pass');
    const reasoning = result.asserts.find((a) => a.type === 'reasoning_score');
    expect(reasoning?.status).toBe('skipped');
  });

  it('reaches composite 1.0 on a one-step run with no judge', async () => {
    const { result } = await score({ answer: '5 TB', max_steps: 3 }, [{ answer: '5 tb' }]);
    expect(result.scores.composite_score).toBe(1);
  });

  it('falls back from llm_judge to contains, with a note', async () => {
    const { result } = await score({ answer: '5 TB', answer_match: 'llm_judge' }, searchThenAnswer);
    expect(result.answer_method).toBe('contains');
    expect(result.scores.answer_score).toBe(1);
    expect(result.notes.join(' ')).toMatch(/fell back to contains/);
    expect(result.asserts.find((a) => a.type === 'answer_score')?.reason).toMatch(/fell back to contains/);
  });

  it('uses exact (case-sensitive, stripped) and regex when asked', async () => {
    const exact = await score({ answer: '5 TB', answer_match: 'exact' }, [{ answer: ' 5 TB ' }]);
    expect(exact.result.scores.answer_score).toBe(1);
    const otherCase = await score({ answer: '5 tb', answer_match: 'exact' }, [{ answer: '5 TB' }]);
    expect(otherCase.result.failure_reasons).toEqual(['Answer score 0.00 below threshold 0.80']);
    const notExact = await score({ answer: '5 TB', answer_match: 'exact' }, [{ answer: 'It is 5 TB' }]);
    expect(notExact.result.scores.answer_score).toBe(0);
    expect(notExact.result.status).toBe('fail');
    const regex = await score({ answer: '\\b\\d+ TB\\b', answer_match: 'regex' }, [{ answer: 'It is 5 TB' }]);
    expect(regex.result.scores.answer_score).toBe(1);
  });

  it('makes an invalid regex an error, with no composite', async () => {
    const { result } = await score({ answer: '([', answer_match: 'regex' }, [{ answer: 'x' }]);
    expect(result.status).toBe('error');
    expect(result.scores.composite_score).toBeNull();
    expect(result.reasons.join(' ')).toMatch(/not a usable Python regular expression: unterminated character set at position 1/);
  });

  it('makes an expected answer regex past the time limit an error naming the limit', async () => {
    const { result } = await score({ answer: '^(a+)+$', answer_match: 'regex' }, [{ answer: `${'a'.repeat(40)}!` }], { regexMs: 200 });
    expect(result.status).toBe('error');
    expect(result.scores.answer_score).toBeNull();
    expect(result.reasons.join(' ')).toContain('did not finish within the 200 ms time limit');
  });

  it('fails a run on each failed tool check, in the Python wording', async () => {
    const { result } = await score(
      { answer: '5 TB', must_call: ['search'], must_not_call: ['delete_bucket'], must_call_with: [{ tool: 'search', args: { query: 's3' } }] },
      [{ call: 'search', args: { query: 's3' } }, { call: 'delete_bucket' }, { answer: '5 TB' }],
    );
    expect(result.scores.tool_score).toBe(1 - 1 / 3);
    expect(result.status).toBe('fail');
    expect(result.failure_reasons).toEqual(["Forbidden tool was called: 'delete_bucket'"]);
  });

  it('fails on a failed tool check whatever min_tool_score says, as agent/scorer.py never compares it', async () => {
    const actions: Action[] = [{ call: 'search' }, { answer: '5 TB' }];
    const expected = { answer: '5 TB', must_call: ['search', 'fetch'] };
    for (const min_tool_score of [0, 0.5, 1]) {
      const { result } = await score(expected, actions, { thresholds: { min_tool_score } });
      expect(result.status).toBe('fail');
      expect(result.failure_reasons).toEqual(["Required tool not called: 'fetch'"]);
    }
  });

  it('applies min_answer_score: a miss (0) fails the default 0.8, passes a 0 minimum', async () => {
    const actions: Action[] = [{ answer: 'no idea' }];
    expect((await score({ answer: '5 TB' }, actions)).result.status).toBe('fail');
    expect((await score({ answer: '5 TB' }, actions, { thresholds: { min_answer_score: 0 } })).result.status).toBe('pass');
  });

  it('applies min_efficiency_score only when set, at its edge', async () => {
    const actions: Action[] = [{ call: 'search' }, { call: 'search' }, { answer: '5 TB' }];
    // 2 x (call + observation) + answer = 5 steps of 9.
    const expected = { answer: '5 TB', max_steps: 9 };
    const free = await score(expected, actions);
    expect(free.result.scores.efficiency_score).toBe(0.5);
    expect(free.result.status).toBe('pass');
    expect((await score(expected, actions, { thresholds: { min_efficiency_score: 0.5 } })).result.status).toBe('pass');
    expect((await score(expected, actions, { thresholds: { min_efficiency_score: 0.51 } })).result.status).toBe('fail');
  });

  it('applies max_tool_calls from the case, else from the thresholds', async () => {
    const actions: Action[] = [{ call: 'search' }, { call: 'search' }, { answer: '5 TB' }];
    expect((await score({ answer: '5 TB', max_tool_calls: 2 }, actions)).result.status).toBe('pass');
    const over = await score({ answer: '5 TB', max_tool_calls: 1 }, actions);
    expect(over.result.status).toBe('fail');
    expect(over.result.failure_reasons).toEqual(['Tool call count 2 exceeds max 1']);
    expect((await score({ answer: '5 TB' }, actions, { thresholds: { max_tool_calls: 1 } })).result.status).toBe('fail');
    expect((await score({ answer: '5 TB', max_tool_calls: 3 }, actions, { thresholds: { max_tool_calls: 1 } })).result.status).toBe('pass');
  });

  it('fails a run stopped at the step budget as the Python tool fails an agent error: zero scores, one reason', async () => {
    const { result, trajectory } = await score(
      { answer: '5 TB', must_call: ['search'], max_steps: 2 },
      [{ call: 'search' }, { call: 'search' }, { answer: 'never reached' }],
      { maxSteps: 2 },
    );
    expect(trajectory.stop_reason).toBe('max_steps');
    expect(trajectory.step_count).toBe(4);
    expect(result.scores).toEqual({ answer_score: 0, tool_score: 0, efficiency_score: 1, reasoning_score: null, composite_score: 0 });
    expect(result.status).toBe('fail');
    expect(result.failure_reasons).toEqual(['Agent error: Reached max steps (2) without producing an answer']);
  });

  it('fails a run over max_steps, counting thoughts, tool calls, observations and the answer', async () => {
    const { result, trajectory } = await score({ answer: '5 TB', max_steps: 3 }, searchThenAnswer);
    expect(trajectory.step_count).toBe(4);
    expect(result.scores.efficiency_score).toBe(0);
    expect(result.failure_reasons).toEqual(['Step count 4 exceeds max 3']);
    expect((await score({ answer: '5 TB', max_steps: 4 }, searchThenAnswer)).result.status).toBe('pass');
  });

  it('gives full answer marks when the case gives no expected answer, as the Python tool does', async () => {
    const { result } = await score({ must_call: ['search'], answer_match: 'exact' }, [{ call: 'search' }, { answer: 'x' }]);
    expect(result.scores.answer_score).toBe(1);
    expect(result.scores.composite_score).toBe(1);
    expect(result.status).toBe('pass');
    // An empty expected answer is an expected answer: exact then wants an empty final answer.
    expect((await score({ answer: '', answer_match: 'exact' }, [{ answer: 'x' }])).result.status).toBe('fail');
  });

  it('adds the trajectory match score when a tool sequence is expected', async () => {
    const actions: Action[] = [{ call: 'delete_bucket' }, { call: 'search' }, { answer: '5 TB' }];
    const unordered = await score({ answer: '5 TB', tool_sequence: ['search', 'delete_bucket'] }, actions);
    expect(unordered.result.scores.trajectory_match_score).toBe(1);
    const ordered = await score({ answer: '5 TB', tool_sequence: ['search', 'delete_bucket'], enforce_order: true }, actions);
    expect(ordered.result.scores.trajectory_match_score).toBe(0);
    // Informational: no threshold, so it does not fail the case.
    expect(ordered.result.status).toBe('pass');
  });
});

describe('agent scoring with a judge', () => {
  const goodJudge = () =>
    scriptedJudge({
      correctness: 'correct',
      completeness: 'generally yes',
      helpfulness: 'moderately helpful',
      faithfulness: 'most',
      logical_coherence: 'yes',
    });

  it('averages correctness, completeness and helpfulness into answer_score and keeps the labels', async () => {
    const { result } = await score({ answer: '5 TB', answer_match: 'llm_judge', max_steps: 5 }, searchThenAnswer, {
      judge: goodJudge(),
      thresholds: { min_answer_score: 0.75 },
    });
    expect(result.scores.answer_score).toBe(0.75);
    expect(result.status).toBe('pass');
    expect(result.judge_labels).toEqual({
      correctness: { label: 'correct', rank: 2, labels: 3, score: 1 },
      completeness: { label: 'generally yes', rank: 3, labels: 5, score: 0.75 },
      helpfulness: { label: 'moderately helpful', rank: 2, labels: 5, score: 0.5 },
      faithfulness: { label: 'most', rank: 3, labels: 5, score: 0.75 },
      logical_coherence: { label: 'yes', rank: 4, labels: 5, score: 1 },
    });
    const row = result.asserts.find((a) => a.type === 'answer_score/helpfulness');
    expect(row?.judge).toMatchObject({ label: 'moderately helpful', rank: 2, labels: 5 });
    expect(row?.weight).toBe(0);
  });

  it('fails an llm_judge answer just below min_answer_score', async () => {
    const { result } = await score({ answer: '5 TB', answer_match: 'llm_judge' }, searchThenAnswer, {
      judge: goodJudge(),
      thresholds: { min_answer_score: 0.76 },
    });
    expect(result.status).toBe('fail');
  });

  it('scores reasoning as the mean of faithfulness and logical coherence, weighted 15% once min_reasoning_score is set', async () => {
    const { result } = await score({ answer: '5 TB', max_steps: 5 }, searchThenAnswer, {
      judge: goodJudge(),
      thresholds: { min_reasoning_score: 0.5 },
    });
    expect(result.scores.reasoning_score).toBe(0.875);
    expect(result.scores.composite_score).toBeCloseTo(0.4 * 1 + 0.4 * 1 + 0.05 * 0.25 + 0.15 * 0.875, 12);
    // Without min_reasoning_score the Python tool does not judge reasoning: scored here for the record, outside the composite.
    const informational = await score({ answer: '5 TB', max_steps: 5 }, searchThenAnswer, { judge: goodJudge() });
    expect(informational.result.scores.reasoning_score).toBe(0.875);
    expect(informational.result.scores.composite_score).toBeCloseTo((0.4 + 0.4 + 0.05 * 0.25) / 0.85, 12);
    // A contains-matched answer asks no answer judges: only the two reasoning calls.
    expect(Object.keys(result.judge_labels).sort()).toEqual(['faithfulness', 'logical_coherence']);
  });

  it('never fails on reasoning while min_reasoning_score is null', async () => {
    const weak = scriptedJudge({ faithfulness: 'none', logical_coherence: 'not at all' });
    const lenient = await score({ answer: '5 TB' }, searchThenAnswer, { judge: weak });
    expect(lenient.result.scores.reasoning_score).toBe(0);
    expect(lenient.result.status).toBe('pass');
    const strict = await score({ answer: '5 TB' }, searchThenAnswer, { judge: weak, thresholds: { min_reasoning_score: 0.5 } });
    expect(strict.result.status).toBe('fail');
    expect(strict.result.failure_reasons).toEqual(['Reasoning score 0.00 below threshold 0.50: faithfulness "none", logical_coherence "not at all"']);
  });

  it('sends the judges the task, the expected answer and the steps', async () => {
    const judge = goodJudge();
    await score({ answer: '5 TB', answer_match: 'llm_judge', rubric: 'Mention the unit.' }, searchThenAnswer, { judge });
    const prompts = judge.provider.requests.map((r) => r.prompt);
    expect(prompts).toHaveLength(5);
    expect(judge.provider.requests.every((r) => r.caseId === 'c1')).toBe(true);
    const correctness = prompts.find((p) => p.includes('Reference answer')) ?? '';
    expect(correctness).toContain('5 TB');
    expect(correctness).toContain('Mention the unit.');
    const faithfulness = prompts.find((p) => p.includes('Agent steps')) ?? '';
    expect(faithfulness).toContain('tool call search({"query":"s3 object size"}) -> result: {"hits":["S3 max object size is 5 TB"]}');
  });

  it('makes an unparseable judge reply an error with the raw reply, never a pass', async () => {
    const judge = scriptedJudge({
      correctness: 'raw:I think it is right',
      completeness: 'yes',
      helpfulness: 'very helpful',
      faithfulness: 'all',
      logical_coherence: 'yes',
    });
    const { result } = await score({ answer: '5 TB', answer_match: 'llm_judge' }, searchThenAnswer, { judge });
    expect(result.status).toBe('error');
    expect(result.scores.answer_score).toBeNull();
    expect(result.scores.composite_score).toBeNull();
    const row = result.asserts.find((a) => a.type === 'answer_score/correctness');
    expect(row).toMatchObject({ status: 'error', judge: { raw: 'I think it is right' } });
  });

  it('makes an off-scale reasoning label an error', async () => {
    const judge = scriptedJudge({ faithfulness: 'mostly', logical_coherence: 'yes' });
    const { result } = await score({ answer: '5 TB' }, searchThenAnswer, { judge });
    expect(result.status).toBe('error');
    expect(result.scores.reasoning_score).toBeNull();
  });
});

describe('agent results row', () => {
  it("is a valid ModelResult with the Python tool's score names and the counts", async () => {
    const { result, trajectory } = await score({ answer: '5 TB', max_steps: 5, tool_sequence: ['search'] }, searchThenAnswer);
    const row = ModelResultSchema.parse(agentModelResult('exec:agent', trajectory, result));
    expect(row.output).toBe('An S3 object can be up to 5 TB.');
    expect(row.score).toBe(result.scores.composite_score);
    expect(row.scores).toMatchObject({
      answer_score: 1,
      tool_score: 1,
      efficiency_score: 0.25,
      reasoning_score: null,
      trajectory_match_score: 1,
      step_count: 4,
      turn_count: 1,
      tool_call_count: 1,
    });
    expect(row.error).toBeNull();
    expect(row.failure_reasons).toEqual([]);
  });

  it('carries the reasons as the error of an error case, score 0', async () => {
    const { result, trajectory } = await score({ answer: '(', answer_match: 'regex' }, [{ answer: 'x' }]);
    const row = agentModelResult('m', trajectory, result);
    expect(row.status).toBe('error');
    expect(row.score).toBe(0);
    expect(row.error).toMatch(/regular expression/);
  });
});
