// What an agent activates is recorded and scored: skills named in an exec:
// agent's `final`, or read from its spans (a Skill tool call), by promptfoo's
// skill-used and EvalBench's skills_trajectory, passing and failing as each
// tool decides.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { EvalResults } from '../../src/results/results.js';
import { skillsTrajectoryScore } from '../../src/score/evalbench/skills-trajectory.js';
import { runCli } from '../helpers/cli.js';
import { shellQuote, tempDir, writeTree } from '../helpers/tmp.js';

const agent = `exec:${shellQuote(process.execPath)} ${shellQuote(path.resolve(import.meta.dirname, '../fixtures/agent-programs/otel-agent.mjs'))}`;

async function run(scorers: Record<string, unknown>, cases: Record<string, unknown>[]) {
  const dir = path.join(tempDir('supereval-skills-'), 'skills');
  writeTree(dir, {
    'dataset.json': { name: 'skills', type: 'agent', scorers },
    'cases.jsonl': cases.map((c) => ({ input: { task: 'skills-final: fill the form' }, expected: { max_steps: 10 }, ...c })),
  });
  const r = await runCli('run', dir, '--agent', agent, '--format', 'json', '-q');
  return { r, results: r.stdout ? (JSON.parse(r.stdout) as EvalResults) : null };
}

const row = (results: EvalResults | null, id: string, type: string) =>
  results?.cases.find((c) => c.id === id)?.results[0]?.asserts.find((a) => a.type === type);

describe('skills an agent activates', () => {
  it('skill-used and skills_trajectory pass and fail on the skills its final names', async () => {
    const { results } = await run({ skills_trajectory: { threshold: 1 } }, [
      { id: 'both', expected_skills: ['pdf', 'xlsx'], assert: [{ type: 'skill-used', value: ['pdf', 'xlsx'] }] },
      { id: 'missing', expected_skills: ['pdf', 'docx'], assert: [{ type: 'skill-used', value: ['pdf', 'docx'] }] },
      { id: 'forbidden', assert: [{ type: 'not-skill-used', value: 'xlsx' }] },
      { id: 'count', assert: [{ type: 'skill-used', value: { pattern: '*', min: 2, max: 2 } }] },
    ]);
    expect(results?.cases.find((c) => c.id === 'both')?.results[0]?.skills).toEqual([
      { name: 'pdf', source: 'final' },
      { name: 'xlsx', path: 'skills/xlsx/SKILL.md', source: 'final' },
    ]);
    expect(row(results, 'both', 'skill-used')).toMatchObject({
      status: 'pass',
      reason: expect.stringContaining('Observed required skill(s): pdf, xlsx'),
    });
    expect(row(results, 'both', 'skills_trajectory')).toMatchObject({ status: 'pass', score: 1 });
    expect(row(results, 'missing', 'skill-used')).toMatchObject({
      status: 'fail',
      reason: expect.stringContaining('Missing required skill(s): docx'),
    });
    // Jaccard of {pdf, docx} and {pdf, xlsx}: 1 of 3.
    expect(row(results, 'missing', 'skills_trajectory')).toMatchObject({ status: 'fail', score: 1 / 3 });
    expect(row(results, 'forbidden', 'not-skill-used')?.status).toBe('fail');
    expect(row(results, 'count', 'skill-used')?.status).toBe('pass');
    // No expected skills: full marks, as EvalBench gives.
    expect(row(results, 'count', 'skills_trajectory')).toMatchObject({ status: 'pass', score: 1 });
  }, 60_000);

  it('reads the skills from the spans when the final names none', async () => {
    const { results } = await run({ skills_trajectory: { allow_extra_skills: true, threshold: 1 } }, [
      { id: 'span', input: { task: 'fill the form' }, expected_skills: ['pdf'], assert: [{ type: 'skill-used', value: 'pdf' }] },
    ]);
    expect(results?.cases[0]?.results[0]?.skills).toEqual([{ name: 'pdf', source: 'span' }]);
    expect(row(results, 'span', 'skill-used')?.status).toBe('pass');
    expect(row(results, 'span', 'skills_trajectory')).toMatchObject({ status: 'pass', score: 1 });
  }, 60_000);

  it('refuses enforce_order with allow_extra_skills or ignore_extra_skills when the dataset loads', async () => {
    for (const extra of ['allow_extra_skills', 'ignore_extra_skills']) {
      const { r } = await run({ skills_trajectory: { enforce_order: true, [extra]: true } }, [{ id: 'a' }]);
      expect(r.code).not.toBe(0);
      expect(r.stderr).toContain('cannot be combined with enforce_order');
      expect(r.stderr).toContain('skills_trajectory');
    }
  }, 60_000);
});

describe("skills_trajectory's formulas (EvalBench's SkillsTrajectoryMatcher)", () => {
  it('Jaccard by default, Levenshtein with enforce_order, coverage with extra skills allowed', () => {
    expect(skillsTrajectoryScore(['a', 'b'], ['b', 'a', 'c'], {}).score).toBeCloseTo(2 / 3);
    expect(skillsTrajectoryScore(['a', 'b'], ['b', 'a'], { enforce_order: true }).score).toBe(0);
    expect(skillsTrajectoryScore(['a', 'b', 'c'], ['a', 'c'], { enforce_order: true }).score).toBeCloseTo(2 / 3);
    expect(skillsTrajectoryScore(['a', 'b'], ['a', 'z', 'y'], { ignore_extra_skills: true }).score).toBe(0.5);
    expect(skillsTrajectoryScore([], ['a'], {}).score).toBe(1);
    expect(skillsTrajectoryScore(['a'], [], {}).score).toBe(0);
  });
});
