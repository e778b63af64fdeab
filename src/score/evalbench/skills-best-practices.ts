// EvalBench's skills_best_practices (evalbench/scorers/skillsbestpractices.py
// and prompt/skillsbestpractices.py): the judge grades each activated skill's
// SKILL.md, read from `skills_dir/<skill>/SKILL.md` (the folder's name
// matched exactly, else in any letter case), on EvalBench's five 20-point
// categories (metadata, conciseness, progressive disclosure, clarity, content:
// no TODOs), and the case scores their mean. No skill activated scores full
// marks; a SKILL.md not found, or a reply without a `score`, scores 0 for that
// skill, as in EvalBench. Scores are EvalBench's 0-100 divided by 100, with a
// `threshold`. `skills_dir` is relative to the run's working folder; without
// one, the SKILL.md files are the dataset's own skills (its `skills_dir`, the
// skills the built-in agent was offered), as EvalBench falls back to the
// skills folder its generator set up.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { AssertResult } from '../../config/index.js';
import type { SkillPackage } from '../../dataset/index.js';
import type { Judge } from '../judge/judge.js';
import { errorAssert, NO_JUDGE_REASON, skippedAssert, thresholdAssert } from '../python-tool/dimensions.js';

/** A SKILL.md longer than this is not read whole (a skill body is meant to stay under 500 lines). */
const MAX_SKILL_BYTES = 256 * 1024;
const CATEGORIES = ['metadata_quality', 'conciseness', 'progressive_disclosure', 'clarity', 'content_quality'] as const;

// The judge's prompt. The wording is ours; the five categories, their
// 20-point bands and the JSON reply follow EvalBench's
// evalbench/scorers/prompt/skillsbestpractices.py (itself after Anthropic's
// skill-authoring best practices). {skill_md_content} and {skill_dir_name}
// are filled in below.
export const SKILLS_BEST_PRACTICES_PROMPT = `You review a skill definition (a SKILL.md file) against the published best practices for agent skills (https://platform.claude.com/docs/en/agents-and-tools/agent-skills/best-practices).

### SKILL.md Content
{skill_md_content}

### Skill Directory Name
{skill_dir_name}

### Criteria (100 points)

**1. Metadata Quality (20 points)**
- name: hyphen-case, lowercase, at most 64 characters, none of the reserved words (anthropic, claude)
- description: non-empty, at most 1024 characters, no XML tags
- the description says WHAT the skill does and WHEN to use it (its triggers)
- the description is in the third person (not "I can" or "you can")
20: fully compliant; 10-15: minor issues; 0-5: metadata missing or invalid.

**2. Conciseness & Efficiency (20 points)**
- the body is at most 500 lines
- it assumes a capable model and does not over-explain
- it holds the least information that does the job
- complex details live in separate reference files
20: at most 300 lines and focused; 15: at most 500 lines; 10: 500-700 lines; under 10: over 700 lines.

**3. Progressive Disclosure Design (20 points)**
- SKILL.md is an overview, a table of contents
- details are in separate reference files (FORMS.md, REFERENCE.md, EXAMPLES.md, ...)
- reference files are one level below SKILL.md, not nested
- reference files over 100 lines have a table of contents
- SKILL.md links clearly to its supporting files
20: well structured; 10-15: some organization issues; 0-5: no organization, everything in the main file.

**4. Degrees of Freedom & Clarity (20 points)**
- the specificity fits the task (high, medium or low freedom)
- it is clear where steps must be followed exactly and where variation is fine
- multi-step workflows have checklists
- it is clear whether a file is to be executed or read as reference
20: clear and well structured; 10-15: clear with minor ambiguities; under 10: unclear or confusing.

**5. Content Quality (20 points)**
- one term for one thing throughout (not "field", "box" and "element" for the same thing)
- concrete examples rather than abstract description
- no time-sensitive information (or kept apart in an "old patterns" section)
- actionable instructions, no TODOs or placeholders
- templates where the output format matters
20: high quality; 10-15: good with minor issues; under 10: no examples, vague, or holds TODOs.

### Reply

Reply with ONLY a JSON object, no prose and no Markdown fence, shaped exactly so:

{
  "score": <integer 0-100, the sum of the five category scores>,
  "metadata_quality": {"score": <0-20>, "comment": "<one sentence>"},
  "conciseness": {"score": <0-20>, "comment": "<one sentence>"},
  "progressive_disclosure": {"score": <0-20>, "comment": "<one sentence>"},
  "clarity": {"score": <0-20>, "comment": "<one sentence>"},
  "content_quality": {"score": <0-20>, "comment": "<one sentence>"},
  "summary": "<2-3 sentences: how well it follows the practices, one or two strengths, the improvements that matter most>"
}
`;

export interface SkillsBestPracticesOptions {
  /** Absent: the dataset's own skills (dataset.json `skills_dir`), as EvalBench falls back to the skills its generator was given. */
  skills_dir?: string | undefined;
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

/** Where the SKILL.md files are: `skills_dir` (a folder), or the skills the dataset gave the built-in agent. */
type SkillSource = { dir: string } | { given: readonly SkillPackage[] };

/** A skill's whole SKILL.md (at most MAX_SKILL_BYTES), by name; null when the source has none of that name. */
function skillContent(name: string, source: SkillSource): string | null {
  if ('given' in source) {
    const skill = source.given.find((s) => s.name === name) ?? source.given.find((s) => s.name.toLowerCase() === name.toLowerCase());
    return skill ? skill.text : null;
  }
  const file = findSkillMd(source.dir, name);
  return file ? readFileSync(file).subarray(0, MAX_SKILL_BYTES).toString('utf8') : null;
}

/** One skill's 0-100 score and what the judge said. */
async function scoreSkill(
  name: string,
  source: SkillSource,
  judge: Judge,
  caseId?: string,
): Promise<{ score: number; detail: string; raw?: string }> {
  const content = skillContent(name, source);
  const where = 'dir' in source ? source.dir : "the dataset's skills_dir";
  if (content === null) return { score: 0, detail: `SKILL.md not found for skill '${name}' in ${where}` };
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

const SKILLS_DIR_REQUIRED = "needs the SKILL.md files: set its skills_dir (from the run's working folder), or give the dataset a skills_dir";

/** Why the dataset's skills_best_practices cannot find any SKILL.md (no skills_dir of its own, and the dataset gives no skills), or null. */
export function skillsBestPracticesProblem(options: SkillsBestPracticesOptions | null | undefined, datasetSkillsDir: unknown): string | null {
  if (options === undefined || options?.skills_dir || (typeof datasetSkillsDir === 'string' && datasetSkillsDir !== '')) return null;
  return SKILLS_DIR_REQUIRED;
}

/** The scorer's row over the skills the agent activated. */
export async function skillsBestPracticesRow(
  skills: readonly string[],
  options: SkillsBestPracticesOptions,
  judge: Judge | null,
  workdir: string,
  caseId?: string,
  given?: readonly SkillPackage[],
): Promise<AssertResult> {
  const type = 'skills_best_practices';
  const minimum = options.threshold ?? null;
  if (skills.length === 0) return thresholdAssert(type, 1, minimum, 'No skills were activated; best practices check skipped.');
  if (!judge) return skippedAssert(type, NO_JUDGE_REASON);
  const source: SkillSource | null = options.skills_dir ? { dir: path.resolve(workdir, options.skills_dir) } : given?.length ? { given } : null;
  // Refused at load (skillsBestPracticesProblem); kept for a caller that did not check.
  if (!source) return errorAssert(type, SKILLS_DIR_REQUIRED);
  const parts: string[] = [];
  let total = 0;
  for (const name of skills) {
    let scored;
    try {
      scored = await scoreSkill(name, source, judge, caseId);
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
