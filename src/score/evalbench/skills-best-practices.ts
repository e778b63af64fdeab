// EvalBench's skills_best_practices (evalbench/scorers/skillsbestpractices.py
// and prompt/skillsbestpractices.py): the judge grades each activated skill's
// SKILL.md, read from `skills_dir/<skill>/SKILL.md` (the folder's name
// matched exactly, else in any letter case), on EvalBench's five 20-point
// categories (metadata, conciseness, progressive disclosure, clarity, content:
// no TODOs), and the case scores their mean. No skill activated scores full
// marks; a SKILL.md not found, or a reply without a `score`, scores 0 for that
// skill, as in EvalBench. Scores are EvalBench's 0-100 divided by 100, with a
// `threshold`. `skills_dir` is relative to the run's working folder.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { AssertResult } from '../../config/index.js';
import type { Judge } from '../judge/judge.js';
import { errorAssert, NO_JUDGE_REASON, skippedAssert, thresholdAssert } from '../python-tool/dimensions.js';

/** A SKILL.md longer than this is not read whole (a skill body is meant to stay under 500 lines). */
const MAX_SKILL_BYTES = 256 * 1024;
const CATEGORIES = ['metadata_quality', 'conciseness', 'progressive_disclosure', 'clarity', 'content_quality'] as const;

// EvalBench's prompt, word for word (evalbench/scorers/prompt/skillsbestpractices.py).
export const SKILLS_BEST_PRACTICES_PROMPT = `You are an expert evaluator assessing the quality of a skill definition (SKILL.md file) against Claude's official best practices from https://platform.claude.com/docs/en/agents-and-tools/agent-skills/best-practices.

Evaluate the SKILL.md file on these core best practice dimensions:

### SKILL.md Content
{skill_md_content}

### Skill Directory Name
{skill_dir_name}

### Evaluation Criteria (100 pts total)

**1. Metadata Quality (20 pts)**
- Name field: hyphen-case, ≤64 chars, no reserved words (anthropic, claude), lowercase only
- Description field: ≤1024 chars, non-empty, no XML tags
- Description clarity: specifies WHAT the skill does AND WHEN to use it (triggers/contexts)
- Description POV: written in third person (not "I can" or "you can")
Score: 20 pts (full compliance), 10-15 pts (minor issues), 0-5 pts (metadata missing/invalid)

**2. Conciseness & Efficiency (20 pts)**
- SKILL.md body ≤500 lines (optimal performance)
- Assumes Claude is already smart—avoids over-explaining concepts
- Minimal viable information included
- Complex details deferred to separate reference files
Score: 20 pts if ≤300 lines and well-targeted, 15 pts if ≤500 lines, 10 pts if 500-700 lines, <10 pts if >700 lines

**3. Progressive Disclosure Design (20 pts)**
- SKILL.md serves as overview/table of contents
- Complex details in separate reference files (FORMS.md, REFERENCE.md, EXAMPLES.md, etc.)
- Reference files are one level deep from SKILL.md (no nested references)
- Long reference files (>100 lines) have table of contents
- Clear links from SKILL.md to supporting files
Score: 20 pts (well-structured), 10-15 pts (some organization issues), 0-5 pts (no organization or all content in main file)

**4. Degrees of Freedom & Clarity (20 pts)**
- Appropriate specificity level for the task (high/medium/low freedom)
- Clear when exact steps must be followed vs. when variation is acceptable
- Workflows include checkboxes/checklists for multi-step processes
- Instructions avoid ambiguity about execution intent (execute vs. read as reference)
Score: 20 pts (clear, well-structured), 10-15 pts (generally clear with minor ambiguities), <10 pts (unclear or confusing)

**5. Content Quality (20 pts)**
- Consistent terminology throughout (no mixing "field"/"box"/"element")
- Concrete examples (not abstract descriptions)
- No time-sensitive information (or isolated in "old patterns" section)
- Actionable instructions (not pure TODOs or placeholders)
- Templates provided when output format is critical
Score: 20 pts (high quality), 10-15 pts (good with minor issues), <10 pts (lacks examples, vague, or contains TODOs)

### Output Format

Return ONLY a JSON object (no prose, no Markdown fences) with this exact shape:

{
  "score": <integer 0-100, the sum of the five category scores>,
  "metadata_quality": {"score": <0-20>, "comment": "<one sentence>"},
  "conciseness": {"score": <0-20>, "comment": "<one sentence>"},
  "progressive_disclosure": {"score": <0-20>, "comment": "<one sentence>"},
  "clarity": {"score": <0-20>, "comment": "<one sentence>"},
  "content_quality": {"score": <0-20>, "comment": "<one sentence>"},
  "summary": "<2-3 sentences on overall alignment with best practices, highlighting 1-2 key strengths and the most impactful improvement areas>"
}
`;

export interface SkillsBestPracticesOptions {
  skills_dir: string;
  threshold?: number | null | undefined;
}

/** skills_dir/<name>/SKILL.md, the folder matched exactly, else in any case; null when there is none. */
export function findSkillMd(skillsDir: string, name: string): string | null {
  // A skill's name is what the agent said: one folder's name, never a path out of skills_dir.
  if (name === '' || name === '.' || name === '..' || /[/\\]/.test(name)) return null;
  const isFile = (file: string) => {
    try {
      return statSync(file).isFile();
    } catch {
      return false;
    }
  };
  const direct = path.join(skillsDir, name, 'SKILL.md');
  if (isFile(direct)) return direct;
  let entries: string[];
  try {
    entries = readdirSync(skillsDir);
  } catch {
    return null;
  }
  const folder = entries.find((e) => e.toLowerCase() === name.toLowerCase());
  return folder && isFile(path.join(skillsDir, folder, 'SKILL.md')) ? path.join(skillsDir, folder, 'SKILL.md') : null;
}

/** The reply's JSON object: bare, in a Markdown fence, or between its first `{` and last `}` (EvalBench's _extract_json). */
function replyObject(raw: string): Record<string, unknown> | null {
  let text = raw.trim();
  const fence = /^```(?:json)?\s*([\s\S]*?)\s*```\s*$/.exec(text);
  if (fence) text = (fence[1] ?? '').trim();
  const parse = (t: string) => {
    try {
      const v: unknown = JSON.parse(t);
      return v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : null;
    } catch {
      return undefined;
    }
  };
  const whole = parse(text);
  if (whole !== undefined) return whole;
  const start = text.indexOf('{');
  const end = text.lastIndexOf('}');
  return start !== -1 && end > start ? (parse(text.slice(start, end + 1)) ?? null) : null;
}

/** One skill's 0-100 score and what the judge said. */
async function scoreSkill(name: string, skillsDir: string, judge: Judge, caseId?: string): Promise<{ score: number; detail: string; raw?: string }> {
  const file = findSkillMd(skillsDir, name);
  if (!file) return { score: 0, detail: `SKILL.md not found for skill '${name}' in ${skillsDir}` };
  const content = readFileSync(file).subarray(0, MAX_SKILL_BYTES).toString('utf8');
  const prompt = SKILLS_BEST_PRACTICES_PROMPT.replace('{skill_md_content}', () => content).replace('{skill_dir_name}', () => name);
  const raw = await judge.complete({ prompt, ...(caseId !== undefined ? { caseId } : {}) });
  const data = replyObject(raw);
  if (!data || !('score' in data)) return { score: 0, detail: `Invalid JSON in response: ${raw.slice(0, 200)}`, raw };
  const n = Math.trunc(Number(data['score']));
  if (!Number.isFinite(n)) return { score: 0, detail: `score field is not an integer: ${JSON.stringify(data['score'])}`, raw };
  const lines = CATEGORIES.flatMap((cat) => {
    const part = data[cat];
    if (!part || typeof part !== 'object') return [];
    const { score, comment } = part as { score?: unknown; comment?: unknown };
    return typeof score === 'number' || typeof score === 'string' ? [`${cat}: ${score}/20 — ${typeof comment === 'string' ? comment : ''}`] : [];
  });
  if (typeof data['summary'] === 'string' && data['summary']) lines.push(`summary: ${data['summary']}`);
  return { score: Math.min(100, Math.max(0, n)), detail: lines.join('\n') || raw.slice(0, 500), raw };
}

/** The scorer's row over the skills the agent activated. */
export async function skillsBestPracticesRow(
  skills: readonly string[],
  options: SkillsBestPracticesOptions,
  judge: Judge | null,
  workdir: string,
  caseId?: string,
): Promise<AssertResult> {
  const type = 'skills_best_practices';
  const minimum = options.threshold ?? null;
  if (skills.length === 0) return thresholdAssert(type, 1, minimum, 'No skills were activated; best practices check skipped.');
  if (!judge) return skippedAssert(type, NO_JUDGE_REASON);
  const dir = path.resolve(workdir, options.skills_dir);
  const parts: string[] = [];
  let total = 0;
  for (const name of skills) {
    let scored;
    try {
      scored = await scoreSkill(name, dir, judge, caseId);
    } catch (error) {
      return errorAssert(type, `judge call failed for skill '${name}': ${(error as Error).message}`);
    }
    total += scored.score;
    parts.push(`[${name}] Score=${scored.score}: ${scored.detail.slice(0, 300)}`);
  }
  const mean = total / skills.length;
  return thresholdAssert(
    type,
    mean / 100,
    minimum,
    `Mean best practices score across ${skills.length} skill(s): ${mean.toFixed(2)}\n${parts.join('\n')}`,
  );
}
