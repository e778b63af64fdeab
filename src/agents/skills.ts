// The skills a dataset gives the built-in agent (dataset.json `skills_dir`,
// loaded by src/dataset/skills/), offered as Claude Code offers its skills:
// one `Skill` tool whose description lists each skill's name and
// description, so the model sees them all up front; calling it with
// {"skill": "<name>"} activates that skill, and the call's result is the
// skill's SKILL.md body (progressive disclosure: the body is in the context
// only once the model asks for it). A name the list does not hold is a
// failed call, not an activation (promptfoo's skill-used counts only
// confirmed ones).
import type { SkillPackage } from '../dataset/index.js';
import type { ToolSpec } from '../providers/index.js';
import { SKILL_TOOL } from '../traces/index.js';
import type { ToolOutcome } from './environment.js';

export { SKILL_TOOL };

/** The Skill tool, listing the skills as Claude Code's `<available_skills>` does. */
export function skillTool(skills: readonly SkillPackage[]): ToolSpec {
  const listed = skills.map((s) => `<skill>\n<name>${s.name}</name>\n<description>${s.description}</description>\n</skill>`);
  return {
    name: SKILL_TOOL,
    description: [
      'Activate a skill: a package of instructions for a kind of task. When a task matches a skill below, call this tool',
      "with the skill's name before you start; the result is the skill's instructions, which you then follow.",
      '',
      '<available_skills>',
      ...listed,
      '</available_skills>',
    ].join('\n'),
    parameters: {
      type: 'object',
      properties: { skill: { type: 'string', description: 'The name of the skill to activate, as listed.' } },
      required: ['skill'],
    },
  };
}

/** A Skill call's outcome, and the skill it activated (null when it activated none). */
export function activateSkill(skills: readonly SkillPackage[], args: Record<string, unknown>): { outcome: ToolOutcome; skill: SkillPackage | null } {
  const raw = args['skill'] ?? args['name'];
  const wanted = typeof raw === 'string' ? raw.trim() : '';
  // Names compare exactly first, then in any letter case (as EvalBench finds a skill's folder).
  const skill = skills.find((s) => s.name === wanted) ?? skills.find((s) => s.name.toLowerCase() === wanted.toLowerCase()) ?? null;
  if (wanted === '' || !skill) {
    const known = skills.map((s) => s.name).join(', ');
    const error = wanted === '' ? `the Skill tool needs a "skill" argument: one of ${known}` : `no skill named "${wanted}": the skills are ${known}`;
    return { outcome: { ok: false, error }, skill: null };
  }
  return { outcome: { ok: true, result: skill.body }, skill };
}
