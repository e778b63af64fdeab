import { describe, expect, it } from 'vitest';
import { resolveThresholds } from '../../src/config/thresholds.js';
import { agent } from '../../src/kinds/agent.js';
import { trajectoryOf } from '../helpers/trajectories.js';
import { defaultPrompt, loadCases } from './helpers.js';

const tools = { search_docs: { response: { passages: ['S3 objects can be up to 5 TB.'] } } };
const line = (expected: object) => ({ id: 'a1', input: { task: 'How big can an S3 object be?' }, tools, expected });
const catalog = [
  { name: 'search_docs', description: 'Searches the docs.', parameters: { type: 'object', properties: { query: { type: 'string' } } } },
];

describe('agent kind', () => {
  it('keys the whole input, reads tools.json, and is implied by an agents/ folder', async () => {
    const d = await loadCases({ type: 'agent' }, [line({ answer: '5 TB' })], { 'tools.json': catalog });
    expect(d.cases[0]!.vars).toEqual({ task: 'How big can an S3 object be?' });
    expect(d.tools?.map((t) => t.name)).toEqual(['search_docs']);
    expect(d.files.tools).toMatch(/tools\.json$/);
    expect([agent.folder, agent.toolsFile]).toEqual(['agents', 'tools.json']);
  });

  it('gives the task as its default prompt and has no built-in assertions', async () => {
    const d = await loadCases({ type: 'agent' }, [line({ answer: '5 TB' })]);
    expect(defaultPrompt(d)).toBe('How big can an S3 object be?');
    expect(agent.builtInAssertions(d.cases[0]!)).toEqual([]);
    expect(agent.expectedSummary(d.cases[0]!)).toBe('5 TB');
  });

  it('finds an invalid answer regex before any call, and leaves a regex-looking contains answer alone', () => {
    expect(agent.scoringProblems({ input: {}, expected: { answer: '[', answer_match: 'regex' } })).toEqual([
      { field: 'expected.answer', message: expect.stringContaining('not a usable Python regular expression') },
    ]);
    // Python syntax is the syntax: a named group is fine, a Python-only error is an error.
    expect(agent.scoringProblems({ input: {}, expected: { answer: '(?P<n>\\d+)', answer_match: 'regex' } })).toEqual([]);
    expect(agent.scoringProblems({ input: {}, expected: { answer: 'a(?i)b', answer_match: 'regex' } })).toEqual([
      { field: 'expected.answer', message: expect.stringContaining('global flags not at the start of the expression at position 1') },
    ]);
    expect(agent.scoringProblems({ input: {}, expected: { answer: '[', answer_match: 'contains' } })).toEqual([]);
  });

  it('declares its thresholds with the defaults the Python tool uses', () => {
    expect(Object.keys(agent.thresholds)).toEqual([
      'min_answer_score',
      'min_tool_score',
      'min_reasoning_score',
      'min_efficiency_score',
      'max_tool_calls',
      'max_scorer_totals',
      'answer_weight',
      'tool_weight',
      'reasoning_weight',
      'efficiency_weight',
    ]);
    expect(resolveThresholds(null)).toMatchObject({
      min_answer_score: 0.8,
      min_tool_score: 1,
      min_reasoning_score: null,
      min_efficiency_score: null,
      max_tool_calls: null,
      max_scorer_totals: {},
      answer_weight: 0.4,
      tool_weight: 0.4,
      reasoning_weight: 0.15,
      efficiency_weight: 0.05,
    });
  });

  it('turns a case into a task with its tools, and scores the trajectory on its dimensions', async () => {
    const d = await loadCases({ type: 'agent' }, [line({ answer: '5 TB', must_call: ['search_docs'], max_steps: 4 })], { 'tools.json': catalog });
    const testCase = d.cases[0]!;
    const { scorer } = agent;
    if (scorer.runs !== 'agent') throw new Error('agent cases are agent tasks');
    const task = scorer.task(testCase, d.tools, { caseId: testCase.id });
    expect(task).toMatchObject({ caseId: 'a1', task: 'How big can an S3 object be?', maxSteps: 4 });
    expect(task.tools.map((t) => t.name)).toEqual(['search_docs']);

    const context = { model: 'exec:agent', testCase, thresholds: d.thresholds, judge: null };
    const good = await scorer.score(
      await trajectoryOf([{ call: 'search_docs', args: { query: 'size' } }, { answer: 'Up to 5 TB.' }], { tools }),
      context,
    );
    expect(good).toMatchObject({ model: 'exec:agent', status: 'pass', output: 'Up to 5 TB.', scores: { answer_score: 1, tool_score: 1 } });
    const lazy = await scorer.score(await trajectoryOf([{ answer: 'Up to 5 TB.' }], { tools }), context);
    expect(lazy).toMatchObject({ status: 'fail', scores: { answer_score: 1, tool_score: 0 } });
  });

  it('is matched by case_id in a baseline.json that names its runner_id', () => {
    expect(agent.baseline).toMatchObject({ matchBy: 'case_id', who: 'runner_id' });
  });
});
