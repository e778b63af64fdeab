// EvalBench's skills_trajectory (evalbench/scorers/skillstrajectorymatcher.py):
// the skills a case expects (`expected_skills`, an EvalBench scenario field)
// against the skills the agent activated, in the order it activated them
// (src/agents/traced.ts). Jaccard similarity of the two sets by default;
// `enforce_order`: 1 - Levenshtein distance / the longer list's length;
// `allow_extra_skills` (EvalBench's docs; `ignore_extra_skills` in its code):
// the share of the expected skills that were activated. No expected skills
// score full marks. EvalBench scores 0-100; here 0-1 with a `threshold`, as
// trajectory_matcher.
import type { AssertResult } from '../../config/index.js';
import { trajectoryMatchScore } from '../python-tool/agent-formulas.js';
import { thresholdAssert } from '../python-tool/dimensions.js';

export interface SkillsTrajectoryOptions {
  enforce_order?: boolean | null | undefined;
  allow_extra_skills?: boolean | null | undefined;
  ignore_extra_skills?: boolean | null | undefined;
  threshold?: number | null | undefined;
}

/** The score (0-1) and how it was reached. */
export function skillsTrajectoryScore(
  expected: readonly string[],
  actual: readonly string[],
  options: SkillsTrajectoryOptions,
): { score: number; detail: string } {
  const shown = `expected ${JSON.stringify(expected)}, activated ${JSON.stringify(actual)}`;
  if (expected.length === 0) return { score: 1, detail: `No expected skills specified; activated ${JSON.stringify(actual)}.` };
  if (options.enforce_order) {
    const score = trajectoryMatchScore(expected, actual, true);
    return { score, detail: `Levenshtein alignment: ${shown}.` };
  }
  if (options.allow_extra_skills || options.ignore_extra_skills) {
    const wanted = new Set(expected);
    const got = new Set(actual);
    const matched = [...wanted].filter((s) => got.has(s));
    return {
      score: matched.length / wanted.size,
      detail: `Coverage (extra skills allowed): ${matched.length} of ${wanted.size} expected; ${shown}.`,
    };
  }
  return { score: trajectoryMatchScore(expected, actual, false), detail: `Jaccard similarity: ${shown}.` };
}

/** The scorer's row for one case. */
export function skillsTrajectoryRow(
  expected: readonly string[] | null | undefined,
  actual: readonly string[],
  options: SkillsTrajectoryOptions,
): AssertResult {
  const { score, detail } = skillsTrajectoryScore(expected ?? [], actual, options);
  const from = expected ? '' : '(the case declares no expected_skills) ';
  return thresholdAssert('skills_trajectory', score, options.threshold ?? null, `${from}${detail}`);
}
