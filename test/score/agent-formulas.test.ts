import { describe, expect, it } from 'vitest';
import {
  AGENT_WEIGHTS,
  AgentScoringError,
  answerMatches,
  compositeScore,
  efficiencyScore,
  isSubset,
  levenshtein,
  toolChecks,
  toolScore,
  trajectoryMatchScore,
} from '../../src/score/agent-formulas.js';
import type { ToolCallStep } from '../../src/run/agent/trajectory.js';

const call = (name: string, args: Record<string, unknown> = {}): ToolCallStep => ({
  type: 'tool_call',
  id: name,
  name,
  arguments: args,
  result: null,
  latency_ms: 0,
});

describe('efficiency', () => {
  it('is 1.0 for a single step and 0.0 at max_steps', () => {
    expect(efficiencyScore(1, 5)).toBe(1);
    expect(efficiencyScore(5, 5)).toBe(0);
  });
  it('falls linearly in between and never below 0', () => {
    expect(efficiencyScore(3, 5)).toBe(0.5);
    expect(efficiencyScore(2, 5)).toBe(0.75);
    expect(efficiencyScore(9, 5)).toBe(0);
  });
  it('is 1.0 without max_steps, however many steps', () => {
    expect(efficiencyScore(40, null)).toBe(1);
    expect(efficiencyScore(40, undefined)).toBe(1);
  });
  it('at max_steps 1 gives 1.0 to one step and 0.0 to more', () => {
    expect(efficiencyScore(1, 1)).toBe(1);
    expect(efficiencyScore(2, 1)).toBe(0);
  });
  it('never exceeds 1.0', () => {
    expect(efficiencyScore(0, 5)).toBe(1);
  });
});

describe('answer matching', () => {
  it('contains is case-insensitive', async () => {
    expect(await answerMatches('contains', 'The limit is 256 KB.', '256 kb')).toBe(true);
    expect(await answerMatches('contains', 'The limit is 256 kilobytes.', '256 KB')).toBe(false);
  });
  it('exact ignores case and surrounding whitespace only', async () => {
    expect(await answerMatches('exact', '  Paris \n', 'paris')).toBe(true);
    expect(await answerMatches('exact', 'Paris, France', 'paris')).toBe(false);
  });
  it('regex searches, and reads a leading (?i) as a flag', async () => {
    expect(await answerMatches('regex', 'order #4521 shipped', '#\\d{4}')).toBe(true);
    expect(await answerMatches('regex', 'SHIPPED', 'shipped')).toBe(false);
    expect(await answerMatches('regex', 'SHIPPED', '(?i)shipped')).toBe(true);
  });
  it('an invalid regex is a scoring error, not a mismatch', async () => {
    await expect(answerMatches('regex', 'x', '(unclosed')).rejects.toThrow(AgentScoringError);
  });
});

describe('tool checks', () => {
  const calls = [call('search', { query: 's3', limit: 5, filter: { region: 'eu', tier: 'std' } }), call('fetch')];

  it('must_call passes per name called, fails per name missing', () => {
    const checks = toolChecks({ must_call: ['search', 'delete'] }, calls);
    expect(checks.map((c) => [c.kind, c.tool, c.passed])).toEqual([
      ['must_call', 'search', true],
      ['must_call', 'delete', false],
    ]);
    expect(toolScore(checks)).toBe(0.5);
  });

  it('must_not_call fails when the tool was called, even if the call failed', () => {
    const failed: ToolCallStep = { ...call('delete'), result: undefined, error: 'not available' };
    const checks = toolChecks({ must_not_call: ['delete', 'drop'] }, [...calls, failed]);
    expect(checks.map((c) => c.passed)).toEqual([false, true]);
    expect(checks[0]?.detail).toBe('delete was called 1 time');
  });

  it('must_call_with matches a subset of the arguments, recursively', () => {
    const checks = toolChecks(
      {
        must_call_with: [
          { tool: 'search', args: { query: 's3' } },
          { tool: 'search', args: { filter: { region: 'eu' } } },
          { tool: 'search', args: { query: 'S3' } },
          { tool: 'search', args: { limit: '5' } },
          { tool: 'fetch', args: {} },
          { tool: 'missing', args: {} },
        ],
      },
      calls,
    );
    expect(checks.map((c) => c.passed)).toEqual([true, true, false, false, true, false]);
    expect(toolScore(checks)).toBe(0.5);
  });

  it('compares arrays in arguments whole, in order', () => {
    expect(isSubset({ ids: [1, 2] }, { ids: [1, 2], x: 1 })).toBe(true);
    expect(isSubset({ ids: [1, 2] }, { ids: [2, 1] })).toBe(false);
    expect(isSubset({ ids: [1] }, { ids: [1, 2] })).toBe(false);
  });

  it('scores 1.0 when the case defines no checks', () => {
    expect(toolScore(toolChecks({}, calls))).toBe(1);
  });

  it('counts every check in the total', () => {
    const checks = toolChecks(
      { must_call: ['search'], must_not_call: ['fetch'], must_call_with: [{ tool: 'search', args: { query: 's3' } }] },
      calls,
    );
    expect(toolScore(checks)).toBeCloseTo(2 / 3, 12);
  });
});

describe('composite', () => {
  it('uses the 40/40/5/15 weights with a judge', () => {
    expect(AGENT_WEIGHTS).toEqual({ answer: 0.4, tool: 0.4, efficiency: 0.05, reasoning: 0.15 });
    expect(compositeScore({ answer: 1, tool: 0.5, efficiency: 0, reasoning: 0.5 })).toBeCloseTo(0.4 + 0.2 + 0.075, 12);
  });
  it('hands the reasoning weight to the others in proportion without a judge', () => {
    expect(compositeScore({ answer: 1, tool: 1, efficiency: 1, reasoning: null })).toBe(1);
    expect(compositeScore({ answer: 0, tool: 1, efficiency: 1, reasoning: null })).toBeCloseTo(0.45 / 0.85, 12);
    expect(compositeScore({ answer: 1, tool: 0, efficiency: 0, reasoning: null })).toBeCloseTo(0.4 / 0.85, 12);
  });
});

describe('trajectory match (EvalBench)', () => {
  it('Jaccard compares the sets of tool names', () => {
    expect(trajectoryMatchScore(['a', 'b'], ['b', 'c'], false)).toBeCloseTo(1 / 3, 12);
    expect(trajectoryMatchScore(['a', 'b'], ['b', 'a', 'a'], false)).toBe(1);
    expect(trajectoryMatchScore(['a'], [], false)).toBe(0);
    expect(trajectoryMatchScore([], [], false)).toBe(1);
  });
  it('with enforce_order uses 1 - Levenshtein / longer length', () => {
    expect(trajectoryMatchScore(['a', 'b', 'c'], ['a', 'c'], true)).toBeCloseTo(2 / 3, 12);
    expect(trajectoryMatchScore(['a', 'b'], ['b', 'a'], true)).toBe(0);
    expect(trajectoryMatchScore(['a', 'b'], ['a', 'b'], true)).toBe(1);
    expect(trajectoryMatchScore([], [], true)).toBe(1);
    expect(trajectoryMatchScore(['a'], ['a', 'a', 'a', 'a'], true)).toBe(0.25);
  });
  it('Levenshtein counts insertions, deletions and substitutions of whole names', () => {
    expect(levenshtein(['search', 'fetch', 'answer'], ['search', 'answer', 'answer', 'log'])).toBe(2);
    expect(levenshtein([], ['x', 'y'])).toBe(2);
    expect(levenshtein(['kitten'], ['sitting'])).toBe(1);
  });
});
