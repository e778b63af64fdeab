// EvalBench's LLM scorers: the formulas and the reading of each reply (pure),
// the conversation the judge is shown, each scorer's pass, fail, garbage reply
// and failed judge call through a real Judge over a canned provider, and
// llm_consistency's pairs of trials.
import { describe, expect, it } from 'vitest';
import { DatasetMetaSchema } from '../../src/config/schemas.js';
import type { Trajectory } from '../../src/config/trajectory.js';
import { LLM_CONSISTENCY, llmConsistency, parseConsistencyReply, parseEquivalenceReply } from '../../src/score/evalbench/consistency.js';
import {
  behavioralScore,
  calledTools,
  conversationHistory,
  parseBehavioral,
  parseBinaryRubric,
  parsePassFail,
  runAgentScorers,
  scorerProblems,
  type AgentRun,
} from '../../src/score/evalbench/llm-scorers.js';
import { createJudge, JudgeError } from '../../src/score/judge/judge.js';
import { cannedProvider } from '../helpers/canned-provider.js';
import { KINDS } from '../../src/kinds/index.js';

const throwsJudgeError = (f: () => unknown, raw: string) => {
  let caught: unknown;
  try {
    f();
  } catch (error) {
    caught = error;
  }
  expect(caught).toBeInstanceOf(JudgeError);
  expect((caught as JudgeError).raw).toBe(raw);
};

describe('behavioral_metrics', () => {
  it('is 100 minus 50 per hallucination and 20 per unnecessary clarification, floored at 0', () => {
    expect(behavioralScore(0, 0)).toBe(100);
    expect(behavioralScore(1, 0)).toBe(50);
    expect(behavioralScore(0, 1)).toBe(80);
    expect(behavioralScore(1, 2)).toBe(10);
    expect(behavioralScore(0, 5)).toBe(0);
    expect(behavioralScore(3, 0)).toBe(0);
  });

  it('reads both counts, bold labels too; a reply without either is an error', () => {
    expect(parseBehavioral('Hallucination Count: 2\nClarification Count: 1\nReasoning: x')).toEqual({ hallucinations: 2, clarifications: 1 });
    expect(parseBehavioral('**Hallucination Count:** 0\n**Clarification Count:** 3')).toEqual({ hallucinations: 0, clarifications: 3 });
    throwsJudgeError(() => parseBehavioral('Hallucination Count: 1\nNo clarifications.'), 'Hallucination Count: 1\nNo clarifications.');
    throwsJudgeError(() => parseBehavioral('The agent behaved well.'), 'The agent behaved well.');
  });
});

describe('PASS / FAIL replies', () => {
  it('read the first line; neither word, or both, is an error', () => {
    expect(parsePassFail('PASS\nReasoning: done', 'goal')).toBe(true);
    expect(parsePassFail('**FAIL**\nReasoning: not done', 'goal')).toBe(false);
    expect(parsePassFail('  Passed.', 'goal')).toBe(true);
    throwsJudgeError(() => parsePassFail('Reasoning first.\nPASS', 'goal'), 'Reasoning first.\nPASS');
    throwsJudgeError(() => parsePassFail('PASS or FAIL', 'goal'), 'PASS or FAIL');
  });

  it('binary_rubric_scorer also takes N/1 on the first line', () => {
    expect(parseBinaryRubric('1/1\nmet')).toBe(true);
    expect(parseBinaryRubric('0/1\nnot met')).toBe(false);
    expect(parseBinaryRubric('FAIL\nnot met')).toBe(false);
    throwsJudgeError(() => parseBinaryRubric('The criterion is met.'), 'The criterion is met.');
  });
});

const trajectory: Pick<Trajectory, 'steps' | 'final_answer'> = {
  steps: [
    { type: 'thought', text: 'Search first.' },
    { type: 'tool_call', id: 't1', name: 'search_docs', arguments: { query: 'limit' }, result: { passages: ['5 TB'] }, latency_ms: 1 },
    { type: 'tool_call', id: 't2', name: 'delete_bucket', arguments: { bucket: 'b' }, error: 'not allowed', latency_ms: 1 },
    { type: 'answer', text: 'Up to 5 TB.' },
  ],
  final_answer: 'Up to 5 TB.',
};

describe('the conversation shown to the judge', () => {
  it('is the task and the final answer; the tool calls only with include_tool_calls', () => {
    expect(conversationHistory('How big?', trajectory, false)).toBe('User: How big?\nAgent: Up to 5 TB.\n');
    expect(conversationHistory('How big?', trajectory, true)).toBe(
      'User: How big?\n' +
        'Agent invoked search_docs({"query":"limit"}) -> EXECUTED:\n  {"passages":["5 TB"]}\n' +
        'Agent invoked delete_bucket({"bucket":"b"}) -> ERROR:\n  not allowed\n' +
        'Agent: Up to 5 TB.\n',
    );
    expect(JSON.parse(calledTools(trajectory))).toEqual([
      { tool_name: 'search_docs', parameters: { query: 'limit' } },
      { tool_name: 'delete_bucket', parameters: { bucket: 'b' }, error: 'not allowed' },
    ]);
  });
});

/** A judge answering each scorer's prompt from a table keyed by the prompt's opening words. */
function judgeBy(replies: Record<string, string | Error>) {
  const provider = cannedProvider([
    (request) => {
      const key = Object.keys(replies).find((k) => request.prompt.includes(k));
      if (key === undefined) throw new Error(`no reply for ${request.prompt.slice(0, 60)}`);
      const reply = replies[key]!;
      if (reply instanceof Error) throw reply;
      return reply;
    },
  ]);
  return { judge: createJudge(provider), provider };
}

const GOAL = 'accomplished the task';
const BEHAVIOUR = 'judge the behaviour';
const PARAMS = 'review the arguments';
const rubricKey = (criterion: string) => `Criterion:\n${criterion}`;
const run = (judge: AgentRun['judge'], rubric: string[] | null = ['Cites the limit', 'Is polite']): AgentRun => ({
  testCase: { input: { task: 'How big can an object be?' }, binary_rubric: rubric, conversation_plan: null },
  trajectory,
  judge,
  caseId: 'c1',
});
const ALL = {
  goal_completion: null,
  behavioral_metrics: { threshold: 0.8 },
  parameter_analysis: {},
  binary_rubric_scorer: { include_tool_calls: true },
};

describe('the agent scorers on one run', () => {
  it('pass: each row on the 0-1 scale, one row per rubric criterion, the judge at temperature 0', async () => {
    const { judge, provider } = judgeBy({
      [GOAL]: 'PASS\nReasoning: answered',
      [BEHAVIOUR]: 'Hallucination Count: 0\nClarification Count: 1\nReasoning: one needless question',
      [PARAMS]: 'Analysis: fine\nSuggestions: none',
      [rubricKey('Cites the limit')]: 'PASS\ncites 5 TB',
      [rubricKey('Is polite')]: '1/1\npolite',
    });
    const { asserts, scores } = await runAgentScorers(ALL, run(judge));
    expect(asserts.map((a) => [a.type, a.status, a.score])).toEqual([
      ['goal_completion', 'pass', 1],
      ['behavioral_metrics', 'pass', 0.8],
      ['parameter_analysis', 'pass', 1],
      ['binary_rubric_scorer_0', 'pass', 1],
      ['binary_rubric_scorer_1', 'pass', 1],
    ]);
    expect(scores).toMatchObject({ goal_completion: 1, behavioral_metrics: 0.8, binary_rubric_scorer_1: 1 });
    expect(provider.requests.every((r) => r.inference?.temperature === 0)).toBe(true);
    // include_tool_calls: the rubric judge sees the calls, the goal judge does not.
    const prompt = (key: string) => provider.requests.find((r) => r.prompt.includes(key))!.prompt;
    expect(prompt(rubricKey('Is polite'))).toContain('Agent invoked search_docs');
    expect(prompt(GOAL)).not.toContain('Agent invoked');
    expect(prompt(GOAL)).toContain('**Conversation plan (the goal):** How big can an object be?');
  });

  it('fail: FAIL, a hallucination below the threshold, a criterion not met', async () => {
    const { judge } = judgeBy({
      [GOAL]: 'FAIL\nReasoning: no answer',
      [BEHAVIOUR]: 'Hallucination Count: 1\nClarification Count: 0',
      [PARAMS]: 'Analysis: bad args\nSuggestions: enums',
      [rubricKey('Cites the limit')]: 'FAIL\nno number',
      [rubricKey('Is polite')]: 'PASS\nok',
    });
    const { asserts } = await runAgentScorers(ALL, run(judge));
    expect(asserts.map((a) => [a.type, a.status, a.score])).toEqual([
      ['goal_completion', 'fail', 0],
      ['behavioral_metrics', 'fail', 0.5],
      // parameter_analysis always scores 1: its value is the analysis.
      ['parameter_analysis', 'pass', 1],
      ['binary_rubric_scorer_0', 'fail', 0],
      ['binary_rubric_scorer_1', 'pass', 1],
    ]);
  });

  it('a garbage reply is an error carrying it; a failed judge call is an error; neither passes', async () => {
    const { judge } = judgeBy({
      [GOAL]: 'Looks good to me.',
      [BEHAVIOUR]: 'No problems seen.',
      [PARAMS]: 'Fine.',
      [rubricKey('Cites the limit')]: new Error('ThrottlingException: Rate exceeded'),
      [rubricKey('Is polite')]: 'Yes',
    });
    const { asserts, scores } = await runAgentScorers(ALL, run(judge));
    expect(asserts.map((a) => a.status)).toEqual(['error', 'error', 'error', 'error', 'error']);
    expect(asserts[0]).toMatchObject({ pass: null, score: null, judge: { raw: 'Looks good to me.' } });
    expect(asserts[3]!.reason).toContain('ThrottlingException');
    expect(scores['goal_completion']).toBeNull();
  });

  it('without a judge the rows are skipped; a case without binary_rubric gets one unindexed passing row, no judge asked', async () => {
    const { asserts } = await runAgentScorers(ALL, run(null, null));
    expect(asserts.map((a) => [a.type, a.status])).toEqual([
      ['goal_completion', 'skipped'],
      ['behavioral_metrics', 'skipped'],
      ['parameter_analysis', 'skipped'],
      ['binary_rubric_scorer', 'pass'],
    ]);
    expect((await runAgentScorers(null, run(null))).asserts).toEqual([]);
  });
});

describe('the scorers block of dataset.json', () => {
  it("takes EvalBench's names with null or options, and refuses model_config and unknown names", () => {
    expect(DatasetMetaSchema.safeParse({ scorers: ALL }).success).toBe(true);
    const modelConfig = DatasetMetaSchema.safeParse({ scorers: { goal_completion: { model_config: 'x.yaml' } } });
    expect(modelConfig.success).toBe(false);
    expect(JSON.stringify(modelConfig.error?.issues)).toContain('judge model');
    expect(DatasetMetaSchema.safeParse({ scorers: { trajectory_match: null } }).success).toBe(false);
    expect(DatasetMetaSchema.safeParse({ scorers: { goal_completion: { threshold: 2 } } }).success).toBe(false);
  });

  it('refuses the agent scorers on another type of dataset, and allows llm_consistency on any', () => {
    expect(scorerProblems(KINDS.qa, { scorers: { goal_completion: null, llm_consistency: null } })).toEqual([
      { field: 'scorers.goal_completion', message: expect.stringContaining("scores an agent's run") },
    ]);
    expect(scorerProblems(KINDS.agent, { scorers: { goal_completion: null } })).toEqual([]);
  });

  it("refuses EvalBench's SQL scorers on a dataset that is not nl2sql", () => {
    expect(scorerProblems(KINDS.qa, { scorers: { exact_match: null, regexp_matcher: { regexp_string_list: ['x'] } } })).toEqual([
      { field: 'scorers.exact_match', message: "scores an nl2sql case's SQL; this dataset's type is qa" },
      { field: 'scorers.regexp_matcher', message: "scores an nl2sql case's SQL; this dataset's type is qa" },
    ]);
    expect(scorerProblems(KINDS.nl2sql, { scorers: { exact_match: null, exact_match_consistency: null, llm_consistency: null } })).toEqual([]);
  });

  it('the families a kind declares decide, not its name', () => {
    const scorers = { exact_match: null, goal_completion: null };
    expect(scorerProblems({ type: 'nl2sql' }, { scorers }).map((p) => p.field)).toEqual(['scorers.goal_completion', 'scorers.exact_match']);
    expect(scorerProblems({ type: 'qa', scorerFamilies: ['agent-run', 'sql'] }, { scorers })).toEqual([]);
  });
});

describe('llm_consistency', () => {
  it('reads the answer token after FINAL ANSWER, or the only one given; both or neither is an error', () => {
    expect(parseConsistencyReply('Same facts.\nFINAL ANSWER: INFORMATION_MATCHES')).toBe(true);
    expect(parseConsistencyReply('Not INFORMATION_MATCHES here.\nFINAL ANSWER: INCONSISTENT')).toBe(false);
    expect(parseConsistencyReply('INCONSISTENT')).toBe(false);
    throwsJudgeError(() => parseConsistencyReply('They agree.'), 'They agree.');
    throwsJudgeError(() => parseConsistencyReply('INFORMATION_MATCHES or INCONSISTENT'), 'INFORMATION_MATCHES or INCONSISTENT');
    expect(parseEquivalenceReply('FINAL ANSWER: NOT_EQUIVALENT')).toBe(false);
    expect(parseEquivalenceReply('FINAL ANSWER: EQUIVALENT')).toBe(true);
  });

  const trials = (...outputs: (string | null)[]) => outputs.map((output) => ({ output, error: output === null ? 'boom' : null }));
  const options = (judge: AgentRun['judge']) => ({ judge, request: 'How big?', caseId: 'c', minimum: 1 });

  it('asks only for neighbouring pairs that differ; equal answers agree and an answer against a failure disagrees without a call', async () => {
    const { judge, provider } = judgeBy({ 'OUTPUT #1': 'FINAL ANSWER: INFORMATION_MATCHES' });
    const row = await llmConsistency(trials('5 TB', '5 TB', 'Five terabytes'), options(judge));
    expect(row).toMatchObject({ type: LLM_CONSISTENCY, status: 'pass', score: 1 });
    expect(provider.requests).toHaveLength(1);
    const mixed = await llmConsistency(trials('5 TB', null), options(judge));
    expect(mixed).toMatchObject({ status: 'fail', score: 0 });
    expect(provider.requests).toHaveLength(1);
  });

  it('fails when one pair is inconsistent; is an error on a garbage reply or a failed call; skipped without a judge', async () => {
    const inconsistent = judgeBy({ 'OUTPUT #1': 'FINAL ANSWER: INCONSISTENT' }).judge;
    expect(await llmConsistency(trials('5 TB', '5 GB'), options(inconsistent))).toMatchObject({ status: 'fail', score: 0 });
    const garbage = judgeBy({ 'OUTPUT #1': 'Hard to say.' }).judge;
    expect(await llmConsistency(trials('5 TB', '5 GB'), options(garbage))).toMatchObject({ status: 'error', judge: { raw: 'Hard to say.' } });
    const throttled = judgeBy({ 'OUTPUT #1': new Error('ThrottlingException') }).judge;
    expect((await llmConsistency(trials('5 TB', '5 GB'), options(throttled))).status).toBe('error');
    expect((await llmConsistency(trials('5 TB', '5 GB'), options(null))).status).toBe('skipped');
  });
});
