// EvalBench's skills_best_practices: each activated skill's SKILL.md, found in
// skills_dir, goes to the judge with EvalBench's prompt; the case scores the
// mean of the judge's 0-100 scores, on the 0-1 scale.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { findSkillMd, skillsBestPracticesRow } from '../../src/score/evalbench/skills-best-practices.js';
import { createJudge } from '../../src/score/judge/judge.js';
import { cannedProvider } from '../helpers/canned-provider.js';
import { tempDir, writeTree } from '../helpers/tmp.js';

const root = tempDir('supereval-skills-bp-');
writeTree(path.join(root, 'skills'), {
  'pdf/SKILL.md': '---\nname: pdf\ndescription: Fills PDF forms. Use when the user asks to fill a PDF.\n---\n# PDF\nSee FORMS.md.\n',
  'XLSX/SKILL.md': '---\nname: xlsx\ndescription: TODO\n---\nTODO\n',
});

function judgeAnswering(scores: Record<string, number | string>) {
  const provider = cannedProvider([
    (request) => {
      const name = /### Skill Directory Name\n(\S+)/.exec(request.prompt)?.[1] ?? '';
      const score = scores[name];
      if (typeof score === 'string') return score;
      return `\`\`\`json\n${JSON.stringify({ score, metadata_quality: { score: 20, comment: 'ok' }, summary: `${name} reviewed` })}\n\`\`\``;
    },
  ]);
  return { judge: createJudge(provider), provider };
}

describe('skills_best_practices', () => {
  it("scores the mean of the judge's scores, each skill's SKILL.md in EvalBench's prompt", async () => {
    const { judge, provider } = judgeAnswering({ pdf: 90, xlsx: 30 });
    const row = await skillsBestPracticesRow(['pdf', 'xlsx'], { skills_dir: 'skills', threshold: 0.7 }, judge, root);
    expect(row).toMatchObject({ type: 'skills_best_practices', status: 'fail', score: 0.6 });
    expect(row.reason).toContain('Mean best practices score across 2 skill(s): 60.00');
    expect(row.reason).toContain('[pdf] Score=90: metadata_quality: 20/20 — ok');
    const prompts = provider.requests.map((r) => r.prompt);
    expect(prompts[0]).toContain('name: pdf\ndescription: Fills PDF forms.');
    expect(prompts[0]).toContain('best practices for agent skills');
    // The folder XLSX is found for the skill xlsx, in any letter case.
    expect(prompts[1]).toContain('description: TODO');
  });

  it('scores 0 for a skill without SKILL.md or a reply without a score; full marks when no skill was activated', async () => {
    const { judge } = judgeAnswering({ pdf: 'I like it.' });
    const row = await skillsBestPracticesRow(['pdf', 'docx'], { skills_dir: 'skills' }, judge, root);
    expect(row.score).toBe(0);
    expect(row.reason).toContain("[docx] Score=0: SKILL.md not found for skill 'docx'");
    expect(row.reason).toContain('[pdf] Score=0: Invalid JSON in response: I like it.');
    expect(await skillsBestPracticesRow([], { skills_dir: 'skills' }, null, root)).toMatchObject({ status: 'pass', score: 1 });
    expect(await skillsBestPracticesRow(['pdf'], { skills_dir: 'skills' }, null, root)).toMatchObject({ status: 'skipped' });
    expect(findSkillMd(path.join(root, 'skills'), '../skills/pdf')).toBeNull();
  });
});
