// EvalBench's LLM scorers end to end: `supereval run` on an agent dataset
// whose dataset.json enables them, and on a qa dataset with llm_consistency
// over --trials 2, against one fake Bedrock (HTTP/2, the real AWS SDK) serving
// the model under test and the judge. Each scorer's pass, fail, garbage reply
// and throttled judge.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { EXIT } from '../../src/cli/exit.js';
import type { Results } from '../../src/config/results.js';
import { LABEL_SCALES } from '../../src/score/judge/judge-prompts.js';
import { throttling, type FakeHandler, type FakeRequest } from '../fakes/bedrock.js';
import { useBedrockCli } from '../helpers/cli.js';
import { firstUserText } from '../helpers/fake-bedrock.js';
import { qaCase, qaMeta, tempDir, writeTree } from '../helpers/tmp.js';
import { readResultsFile } from '../helpers/results-file.js';

const MODEL = 'us.amazon.nova-pro-v1:0';
const JUDGE = 'us.anthropic.claude-haiku-4-5-20251001-v1:0';
const root = tempDir();
const { startFake, cli } = useBedrockCli();

const readResults = (file: string): Results => readResultsFile(file);
const judgeText = (q: FakeRequest) => firstUserText(q.body);
/** The Python tool's labelled-scale judges (the agent's reasoning) get the top label. */
function labelReply(prompt: string) {
  const top: Record<string, string> = {
    faithfulness: 'all',
    logical_coherence: 'yes',
    correctness: 'correct',
    completeness: 'yes',
    helpfulness: 'very helpful',
  };
  const scale = Object.entries(LABEL_SCALES).find(([, s]) => prompt.startsWith(`Question: ${s.question}`))?.[0];
  return scale ? JSON.stringify({ reasoning: 'fine', label: top[scale] }) : null;
}

const TASKS = {
  pass: 'TASK-PASS: how big can an S3 object be?',
  fail: 'TASK-FAIL: how big can an S3 object be?',
  garbled: 'TASK-GARBLED: how big?',
  throttled: 'TASK-THROTTLED: how big?',
};

describe('the agent scorers on Bedrock', () => {
  it('record each scorer on the 0-1 scale: pass, fail, an error for a garbage reply or a throttled judge', async () => {
    const agentCase = (id: keyof typeof TASKS) => ({
      id,
      input: { task: TASKS[id] },
      tools: { search_docs: { response: { passages: ['Objects can be up to 5 TB.'] } } },
      expected: { answer: '5 TB' },
      binary_rubric: ['RUBRIC-CITES: cites the 5 TB limit', 'RUBRIC-SHORT: answers in one sentence'],
    });
    writeTree(root, {
      'agent/dataset.json': {
        name: 'agent-evalbench',
        type: 'agent',
        scorers: {
          goal_completion: null,
          behavioral_metrics: { threshold: 0.8 },
          parameter_analysis: {},
          binary_rubric_scorer: { include_tool_calls: true },
        },
      },
      'agent/tools.json': [
        { name: 'search_docs', description: 'Search the docs.', parameters: { type: 'object', properties: { query: { type: 'string' } } } },
      ],
      'agent/cases.jsonl': (Object.keys(TASKS) as (keyof typeof TASKS)[]).map(agentCase),
    });
    const replies: Record<string, Record<string, string>> = {
      'TASK-PASS': {
        goal: 'PASS\nReasoning: it answered',
        behaviour: 'Hallucination Count: 0\nClarification Count: 0\nReasoning: clean',
        params: 'Analysis: the query was apt\nSuggestions: none',
        'RUBRIC-CITES': 'PASS\ncites it',
        'RUBRIC-SHORT': 'PASS\none sentence',
      },
      'TASK-FAIL': {
        goal: 'FAIL\nReasoning: wrong size',
        behaviour: 'Hallucination Count: 1\nClarification Count: 1\nReasoning: invented a tool',
        params: 'Analysis: the query was vague\nSuggestions: describe the query',
        'RUBRIC-CITES': 'FAIL\nno limit cited',
        'RUBRIC-SHORT': 'PASS\none sentence',
      },
      'TASK-GARBLED': {
        goal: 'The agent did a decent job overall.',
        behaviour: 'No hallucinations that I can see.',
        params: 'Looks fine.',
        'RUBRIC-CITES': 'Yes, it does.',
        'RUBRIC-SHORT': 'Sure.',
      },
    };
    const scorerOf = (prompt: string) =>
      prompt.startsWith('You judge whether an AI agent accomplished')
        ? 'goal'
        : prompt.startsWith('You judge the behaviour')
          ? 'behaviour'
          : prompt.startsWith('You review the arguments')
            ? 'params'
            : (['RUBRIC-CITES', 'RUBRIC-SHORT'].find((k) => prompt.includes(`Criterion:\n${k}`)) ?? null);
    const handler: FakeHandler = (request) => {
      const prompt = firstUserText(request.body);
      if (request.modelId === JUDGE) {
        const label = labelReply(prompt);
        if (label) return { text: label };
        const task = Object.keys(replies).find((t) => prompt.includes(t));
        const scorer = scorerOf(prompt);
        if (prompt.includes('TASK-THROTTLED')) return throttling();
        if (!task || !scorer) throw new Error(`judge: no reply for ${prompt.slice(0, 120)}`);
        return { text: replies[task]![scorer]! };
      }
      const answered = (request.body as { messages: { content: { toolResult?: unknown }[] }[] }).messages.some((m) =>
        m.content.some((b) => b.toolResult),
      );
      return answered
        ? { text: 'Objects can be up to 5 TB.' }
        : { toolUses: [{ toolUseId: 't1', name: 'search_docs', input: { query: 'object size' } }] };
    };
    const fake = await startFake(handler);
    const output = path.join(root, 'agent.json');
    const r = await cli(
      'run',
      path.join(root, 'agent'),
      '--model',
      `bedrock:${MODEL}`,
      '--judge-model',
      `bedrock:${JUDGE}`,
      '--output',
      output,
      '-q',
    );
    const results = readResults(output);
    const row = (id: string) => results.cases.find((c) => c.id === id)!.results[0]!;
    const evalbench = (id: string) =>
      row(id)
        .asserts.filter((a) => /^(goal_completion|behavioral_metrics|parameter_analysis|binary_rubric_scorer)/.test(a.type))
        .map((a) => [a.type, a.status, a.score]);

    expect(evalbench('pass')).toEqual([
      ['goal_completion', 'pass', 1],
      ['behavioral_metrics', 'pass', 1],
      ['parameter_analysis', 'pass', 1],
      ['binary_rubric_scorer_0', 'pass', 1],
      ['binary_rubric_scorer_1', 'pass', 1],
    ]);
    expect(row('pass').status).toBe('pass');
    expect(row('pass').scores).toMatchObject({ goal_completion: 1, behavioral_metrics: 1, binary_rubric_scorer_0: 1 });

    // 100 - 50 - 20 = 30 on EvalBench's scale: 0.3 here, below the 0.8 asked for.
    expect(evalbench('fail')).toEqual([
      ['goal_completion', 'fail', 0],
      ['behavioral_metrics', 'fail', 0.3],
      ['parameter_analysis', 'pass', 1],
      ['binary_rubric_scorer_0', 'fail', 0],
      ['binary_rubric_scorer_1', 'pass', 1],
    ]);
    expect(row('fail').status).toBe('fail');
    // The agent's own dimensions passed; the Python tool's failure reasons stay its own.
    expect(row('fail').failure_reasons).toEqual([]);

    for (const id of ['garbled', 'throttled']) {
      expect(row(id).status, id).toBe('error');
      expect(
        evalbench(id).map((e) => e[1]),
        id,
      ).toEqual(['error', 'error', 'error', 'error', 'error']);
      expect(row(id).score).toBe(0);
    }
    expect(row('garbled').asserts.find((a) => a.type === 'goal_completion')).toMatchObject({ judge: { raw: 'The agent did a decent job overall.' } });
    expect(row('throttled').error).toContain('ThrottlingException');
    expect(r.code).toBe(EXIT.blocked);

    // The judges ran at temperature 0; include_tool_calls showed the rubric judge the call, not the goal judge.
    const judgeRequests = fake.requests.filter((q) => q.modelId === JUDGE);
    expect(new Set(judgeRequests.map((q) => (q.body as { inferenceConfig?: { temperature?: number } }).inferenceConfig?.temperature))).toEqual(
      new Set([0]),
    );
    const passPrompts = judgeRequests.map(judgeText).filter((p) => p.includes('TASK-PASS'));
    expect(passPrompts.find((p) => p.includes('Criterion:\nRUBRIC-CITES'))).toContain(
      'Agent invoked search_docs({"query":"object size"}) -> EXECUTED',
    );
    expect(passPrompts.find((p) => p.startsWith('You judge whether'))).not.toContain('Agent invoked');
    // Every judge call that answered is in the judge's spend: 2 reasoning labels for each of the 4 cases, 5 scorers for 3 of them.
    expect(results.summary.judge?.calls).toBe(23);
  });
});

describe('llm_consistency on Bedrock', () => {
  const questions = {
    same: 'Q-SAME: largest SQS message?',
    matches: 'Q-MATCHES: default timeout?',
    differs: 'Q-DIFFERS: retention?',
    garbled: 'Q-GARBLED: max batch?',
    throttled: 'Q-THROTTLED: max delay?',
  };

  it('passes a model whose trials agree, fails one whose trials contradict, and is an error for a garbage reply or a throttled judge', async () => {
    writeTree(root, {
      'consistency/dataset.json': qaMeta({ name: 'consistency', scorers: { llm_consistency: null } }),
      'consistency/cases.jsonl': Object.entries(questions).map(([id, q]) => qaCase(id, q, 'x')),
    });
    const answers: Record<string, [string, string]> = {
      'Q-SAME': ['x: 256 KB', 'x: 256 KB'],
      'Q-MATCHES': ['x: 30 seconds', 'x: thirty seconds'],
      'Q-DIFFERS': ['x: 4 days', 'x: 14 days'],
      'Q-GARBLED': ['x: 10', 'x: ten'],
      'Q-THROTTLED': ['x: 15 minutes', 'x: 900 seconds'],
    };
    const seen: Record<string, number> = {};
    const verdicts: Record<string, string> = {
      'Q-MATCHES': 'Same value.\nFINAL ANSWER: INFORMATION_MATCHES',
      'Q-DIFFERS': 'FINAL ANSWER: INCONSISTENT',
      'Q-GARBLED': 'They look alike.',
    };
    const fake = await startFake((request) => {
      const prompt = firstUserText(request.body);
      const key = Object.keys(answers).find((k) => prompt.includes(k))!;
      if (request.modelId === JUDGE) {
        if (!prompt.includes('OUTPUT #1')) return { text: JSON.stringify({ reason: 'ok', pass: true, score: 1 }) };
        return key === 'Q-THROTTLED' ? throttling() : { text: verdicts[key]! };
      }
      seen[key] = (seen[key] ?? 0) + 1;
      return { text: answers[key]![(seen[key] - 1) % 2]! };
    });
    const output = path.join(root, 'consistency.json');
    await cli(
      'run',
      path.join(root, 'consistency'),
      '--model',
      `bedrock:${MODEL}`,
      '--judge-model',
      `bedrock:${JUDGE}`,
      '--trials',
      '2',
      '--output',
      output,
      '-q',
    );
    const results = readResults(output);
    const consistency = (id: string) =>
      results.cases.find((c) => c.id === id)!.results.map((r) => [r.trial, r.status, r.asserts.at(-1)?.type, r.asserts.at(-1)?.status]);

    expect(consistency('same')).toEqual([
      [0, 'pass', 'llm_consistency', 'pass'],
      [1, 'pass', 'llm_consistency', 'pass'],
    ]);
    expect(consistency('matches').map((c) => c[3])).toEqual(['pass', 'pass']);
    expect(consistency('differs')).toEqual([
      [0, 'fail', 'llm_consistency', 'fail'],
      [1, 'fail', 'llm_consistency', 'fail'],
    ]);
    expect(consistency('garbled').map((c) => [c[1], c[3]])).toEqual([
      ['error', 'error'],
      ['error', 'error'],
    ]);
    expect(results.cases.find((c) => c.id === 'garbled')!.results[0]!.asserts.at(-1)).toMatchObject({ judge: { raw: 'They look alike.' } });
    expect(consistency('throttled').map((c) => c[3])).toEqual(['error', 'error']);
    // Equal answers are not sent to the judge: one consistency call per other case.
    const asked = fake.requests.filter((q) => q.modelId === JUDGE && judgeText(q).includes('OUTPUT #1')).map(judgeText);
    expect(asked.some((p) => p.includes('Q-SAME'))).toBe(false);
    expect(asked.filter((p) => !p.includes('Q-THROTTLED'))).toHaveLength(3);
  });

  it('refuses to run with one trial, naming the field', async () => {
    writeTree(root, {
      'one-trial/dataset.json': qaMeta({ name: 'one-trial', scorers: { llm_consistency: null } }),
      'one-trial/cases.jsonl': [qaCase('c', 'Q?', 'x')],
    });
    await startFake(() => ({ text: 'x' }));
    const r = await cli('run', path.join(root, 'one-trial'), '--model', `bedrock:${MODEL}`, '-q');
    expect(r.code).toBe(EXIT.usage);
    expect(r.stderr).toContain('scorers.llm_consistency');
    expect(r.stderr).toContain('--trials 2 or more');
  });
});
