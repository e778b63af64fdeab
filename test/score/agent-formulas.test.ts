import { describe, expect, it } from 'vitest';
import {
  AgentScoringError,
  answerMatches,
  compositeScore,
  efficiencyScore,
  toolChecks,
  toolScore,
  trajectoryMatchScore,
} from '../../src/score/python-tool/agent-formulas.js';
import type { ToolCallStep } from '../../src/config/trajectory.js';
import { AGENT_WEIGHTS } from '../../src/config/thresholds.js';
import { editDistance } from '../../src/base/edit-distance.js';

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
  it('is 1.0 at max_steps 1 or 0, however many steps (agent/scorer.py needs max_steps > 1)', () => {
    expect(efficiencyScore(1, 1)).toBe(1);
    expect(efficiencyScore(2, 1)).toBe(1);
    expect(efficiencyScore(7, 0)).toBe(1);
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
  it('exact is case-sensitive after str.strip()', async () => {
    expect(await answerMatches('exact', '  Paris \n', 'Paris')).toBe(true);
    expect(await answerMatches('exact', '  Paris \n', 'paris')).toBe(false);
    expect(await answerMatches('exact', 'Paris, France', 'Paris')).toBe(false);
  });
  it("exact strips Python's whitespace, not JavaScript's", async () => {
    // \x1c and \x85 are whitespace to str.strip(); \ufeff is not.
    expect(await answerMatches('exact', '\x1cParis\x85', 'Paris')).toBe(true);
    expect(await answerMatches('exact', '\ufeffParis', 'Paris')).toBe(false);
  });
  it('regex searches with Python syntax: (?i), named groups and (?P=name)', async () => {
    expect(await answerMatches('regex', 'order #4521 shipped', '#\\d{4}')).toBe(true);
    expect(await answerMatches('regex', 'SHIPPED', 'shipped')).toBe(false);
    expect(await answerMatches('regex', 'SHIPPED', '(?i)shipped')).toBe(true);
    expect(await answerMatches('regex', 'id 42 = 42', '(?P<n>\\d+) = (?P=n)')).toBe(true);
    expect(await answerMatches('regex', 'id 42 = 43', '(?P<n>\\d+) = (?P=n)$')).toBe(false);
  });
  it('a pattern Python refuses, or one without a translation, is a scoring error naming why', async () => {
    await expect(answerMatches('regex', 'x', '(unclosed')).rejects.toThrow(AgentScoringError);
    await expect(answerMatches('regex', 'x', '(unclosed')).rejects.toThrow(/missing \), unterminated subpattern at position 0/);
    await expect(answerMatches('regex', 'b', '(x)?(?(1)a|b)')).rejects.toThrow(/conditional group/);
  });
  it('keeps the time limit of bounded-regex.ts for a translated pattern', async () => {
    await expect(answerMatches('regex', `${'a'.repeat(40)}!`, '^(a+)+$', { timeLimitMs: 200 })).rejects.toThrow(/did not finish within the 200 ms/);
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
    expect(checks[0]?.detail).toBe("Forbidden tool was called: 'delete'");
  });

  it("must_call_with compares each listed argument with Python's ==: nested objects whole, True == 1, '5' != 5", () => {
    const checks = toolChecks(
      {
        must_call_with: [
          { tool: 'search', args: { query: 's3' } },
          { tool: 'search', args: { filter: { region: 'eu' } } },
          { tool: 'search', args: { filter: { tier: 'std', region: 'eu' } } },
          { tool: 'search', args: { query: 'S3' } },
          { tool: 'search', args: { limit: '5' } },
          { tool: 'search', args: { limit: 5.0, query: 's3' } },
          { tool: 'fetch', args: {} },
          { tool: 'fetch', args: { absent: null } },
          { tool: 'missing', args: {} },
        ],
      },
      calls,
    );
    expect(checks.map((c) => c.passed)).toEqual([true, false, true, false, false, true, true, true, false]);
    expect(checks.filter((c) => !c.passed).map((c) => c.detail)).toEqual([
      "Tool 'search' called but never with required args: filter={'region': 'eu'}",
      "Tool 'search' called but never with required args: query='S3'",
      "Tool 'search' called but never with required args: limit='5'",
      "Tool 'missing' required by must_call_with but was never called",
    ]);
  });

  it('must_call_with takes True as 1 and False as 0, as Python does', () => {
    const flagged = [call('deploy', { force: true, retries: 0 })];
    const passed = (args: Record<string, unknown>) => toolChecks({ must_call_with: [{ tool: 'deploy', args }] }, flagged)[0]?.passed;
    expect(passed({ force: 1 })).toBe(true);
    expect(passed({ retries: false })).toBe(true);
    expect(passed({ force: 'true' })).toBe(false);
    expect(passed({ retries: null })).toBe(false);
  });

  it('compares arrays in arguments whole, in order', () => {
    const matches = (args: Record<string, unknown>) =>
      toolChecks({ must_call_with: [{ tool: 't', args }] }, [call('t', { ids: [1, 2], x: 1 })])[0]?.passed;
    expect(matches({ ids: [1, 2] })).toBe(true);
    expect(matches({ ids: [2, 1] })).toBe(false);
    expect(matches({ ids: [1] })).toBe(false);
  });

  it('scores 1.0 when the case defines no checks', () => {
    expect(toolScore(toolChecks({}, calls))).toBe(1);
  });

  it('counts every check in the total', () => {
    const checks = toolChecks(
      { must_call: ['search'], must_not_call: ['fetch'], must_call_with: [{ tool: 'search', args: { query: 's3' } }] },
      calls,
    );
    // agent/scorer.py's 1 - failures / total, to the last bit.
    expect(toolScore(checks)).toBe(1 - 1 / 3);
  });
});

describe('composite', () => {
  const weights = { answer_weight: 0.4, tool_weight: 0.4, reasoning_weight: 0.15, efficiency_weight: 0.05 };
  it('uses the 40/40/5/15 weights when reasoning counts', () => {
    expect(AGENT_WEIGHTS).toEqual({ answer: 0.4, tool: 0.4, efficiency: 0.05, reasoning: 0.15 });
    expect(compositeScore({ answer: 1, tool: 0.5, efficiency: 0, reasoning: 0.5 }, weights)).toBeCloseTo(0.4 + 0.2 + 0.075, 12);
  });
  it('drops the reasoning weight when reasoning does not count', () => {
    expect(compositeScore({ answer: 1, tool: 1, efficiency: 1, reasoning: null }, weights)).toBe(1);
    expect(compositeScore({ answer: 0, tool: 1, efficiency: 1, reasoning: null }, weights)).toBeCloseTo(0.45 / 0.85, 12);
    expect(compositeScore({ answer: 1, tool: 0, efficiency: 0, reasoning: null }, weights)).toBeCloseTo(0.4 / 0.85, 12);
  });
  it("takes the dataset's weights, and is 0 when they add up to 0", () => {
    const custom = { answer_weight: 1, tool_weight: 0, reasoning_weight: 0, efficiency_weight: 1 };
    expect(compositeScore({ answer: 1, tool: 0, efficiency: 0, reasoning: null }, custom)).toBe(0.5);
    expect(compositeScore({ answer: 1, tool: 1, efficiency: 1, reasoning: null }, { ...custom, answer_weight: 0, efficiency_weight: 0 })).toBe(0);
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
    expect(editDistance(['search', 'fetch', 'answer'], ['search', 'answer', 'answer', 'log'])).toBe(2);
    expect(editDistance([], ['x', 'y'])).toBe(2);
    expect(editDistance(['kitten'], ['sitting'])).toBe(1);
  });
});
