// A dataset's skills (dataset.json `skills_dir`, EvalBench's name for the
// folder in a model config's `setup` and in skills_best_practices): a folder
// of SKILL.md packages, found as EvalBench's skills_catalog.py finds them: the
// folder is one skill when it holds a SKILL.md, else its `skills/` subfolder's
// folders are the skills when there is one, else its own folders. A skill is
// named by its SKILL.md's front matter (`name`), else by its folder; its
// `description` is what an agent is shown before it activates the skill, and
// the body after the front matter is what it gets when it does. Unlike
// EvalBench, which skips a folder without SKILL.md and keeps the first of two
// skills of one name, both are refused here, naming the files, so a skill
// that does not load is never silently left out of the agent's choice.
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import type { DatasetFileRef, SkillPackage } from '../dataset.js';
import { insideDataset } from '../dataset-paths.js';
import { decodeUtf8, describeInvalidUtf8, invalidUtf8, loadYaml, readBoundedFile, type DatasetIssue } from '../../base/index.js';

export const SKILL_FILE = 'SKILL.md';
/** A SKILL.md is meant to stay under 500 lines; one larger than this is refused. */
export const MAX_SKILL_FILE_BYTES = 256 * 1024;
/** The most skills one dataset offers (each is listed in the agent's Skill tool). */
export const MAX_SKILLS = 100;

// A leading `---` block, as EvalBench's _FRONTMATTER_PATTERN reads it.
const FRONT_MATTER = /^---[ \t]*\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/;

/**
 * The skills under `ref` (inside the dataset's folder `dir`; none without one), or [] with each
 * problem added to `issues` (the folder missing, a skill folder without
 * SKILL.md, one too large or not UTF-8, bad front matter, two skills of one
 * name). Each SKILL.md is read with the bounded reader, inside `within`.
 */
export async function loadSkills(
  dir: string,
  ref: DatasetFileRef | null,
  metaPath: string,
  issues: DatasetIssue[],
  within: string,
): Promise<{ skills: SkillPackage[]; files: string[]; texts: string[] }> {
  const none = { skills: [], files: [], texts: [] };
  if (!ref) return none;
  const root = insideDataset(dir, ref, metaPath, issues, 'a folder');
  if (root === null) return none;
  if (!(await isFolder(root))) {
    issues.push({
      file: metaPath,
      field: ref.field,
      message: `"${ref.path}" is not a folder (expected a folder of skills, each with its ${SKILL_FILE})`,
    });
    return none;
  }
  const folders = await skillFolders(root);
  if (folders.length === 0) {
    issues.push({ file: metaPath, field: ref.field, message: `"${ref.path}" holds no skill: no ${SKILL_FILE} in it, nor a folder below it` });
    return none;
  }
  if (folders.length > MAX_SKILLS) {
    issues.push({
      file: metaPath,
      field: ref.field,
      message: `"${ref.path}" holds ${folders.length} skill folders; at most ${MAX_SKILLS} are offered`,
    });
    return none;
  }
  const out: { skills: SkillPackage[]; files: string[]; texts: string[] } = { skills: [], files: [], texts: [] };
  const byName = new Map<string, string>();
  for (const folder of folders) {
    const file = path.join(folder, SKILL_FILE);
    const text = await readSkillFile(file, issues, within);
    out.files.push(file);
    out.texts.push(text ?? '');
    if (text === null) continue;
    const skill = parseSkill(text, file, path.relative(dir, file).split(path.sep).join('/'), issues);
    if (!skill) continue;
    const key = skill.name.toLowerCase();
    const other = byName.get(key);
    if (other !== undefined) {
      issues.push({ file, field: 'name', message: `skill "${skill.name}" is also the name of ${other}: each skill needs its own name` });
      continue;
    }
    byName.set(key, file);
    out.skills.push(skill);
  }
  return out;
}

/** The folders that are skills, by EvalBench's three layouts; each must hold a SKILL.md (read later, so a missing one is named). */
async function skillFolders(root: string): Promise<string[]> {
  if (await isFile(path.join(root, SKILL_FILE))) return [root];
  const nested = path.join(root, 'skills');
  const parent = (await isFolder(nested)) ? nested : root;
  const entries = await readdir(parent, { withFileTypes: true }).catch(() => []);
  const folders: string[] = [];
  for (const entry of entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))) {
    if (entry.name.startsWith('.')) continue;
    const full = path.join(parent, entry.name);
    if (entry.isDirectory() || (entry.isSymbolicLink() && (await isFolder(full)))) folders.push(full);
    // Past the bound: enough to say how many there are is not needed, only that there are too many.
    if (folders.length > MAX_SKILLS) break;
  }
  return folders;
}

async function readSkillFile(file: string, issues: DatasetIssue[], within: string): Promise<string | null> {
  const read = await readBoundedFile(file, { maxBytes: MAX_SKILL_FILE_BYTES, within });
  if ('refused' in read) {
    const { missing, message, tooLarge } = read.refused;
    const why = missing
      ? `not found: each folder of skills_dir is a skill and needs its ${SKILL_FILE}`
      : tooLarge
        ? `${message}: a SKILL.md is an overview; move details into files beside it`
        : message;
    issues.push({ file, field: '(file)', message: why });
    return null;
  }
  const invalid = invalidUtf8(read.bytes);
  if (invalid !== null) {
    issues.push({ file, line: invalid.line, field: '(encoding)', message: describeInvalidUtf8(invalid) });
    return null;
  }
  return decodeUtf8(read.bytes);
}

/** A SKILL.md's name, description and body; null (with the problem) when its front matter is not a YAML mapping. */
function parseSkill(text: string, file: string, shown: string, issues: DatasetIssue[]): SkillPackage | null {
  const folder = path.basename(path.dirname(file));
  const match = FRONT_MATTER.exec(text);
  if (!match) return { name: folder, description: '', body: text.trim(), text, file, path: shown };
  let meta: unknown;
  try {
    meta = loadYaml(match[1] ?? '');
  } catch (error) {
    issues.push({ file, line: 2, field: '(front matter)', message: `is not valid YAML: ${(error as Error).message.split('\n')[0] ?? ''}` });
    return null;
  }
  if (meta !== null && meta !== undefined && (typeof meta !== 'object' || Array.isArray(meta))) {
    issues.push({ file, line: 2, field: '(front matter)', message: 'must be a YAML mapping (name: ..., description: ...)' });
    return null;
  }
  const fields = (meta ?? {}) as Record<string, unknown>;
  const name = textField(fields['name']) ?? folder;
  const description = textField(fields['description']) ?? '';
  return { name, description, body: text.slice(match[0].length).trim(), text, file, path: shown };
}

const textField = (value: unknown): string | undefined =>
  typeof value === 'string' || typeof value === 'number' ? String(value).trim() || undefined : undefined;

const isFolder = async (p: string) => (await stat(p).catch(() => null))?.isDirectory() === true;
const isFile = async (p: string) => (await stat(p).catch(() => null))?.isFile() === true;
