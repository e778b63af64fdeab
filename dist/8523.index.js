export const id = 8523;
export const ids = [8523];
export const modules = {

/***/ 38523:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  MAX_SKILL_FILE_BYTES: () => (/* reexport */ MAX_SKILL_FILE_BYTES),
  SKILL_FILE: () => (/* reexport */ SKILL_FILE),
  loadSkills: () => (/* reexport */ loadSkills)
});

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./lib/dataset/dataset-paths.js
var dataset_paths = __webpack_require__(55569);
// EXTERNAL MODULE: ./lib/base/index.js + 13 modules
var base = __webpack_require__(88986);
;// CONCATENATED MODULE: ./lib/dataset/skills/load-skills.js
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




const SKILL_FILE = 'SKILL.md';
/** A SKILL.md is meant to stay under 500 lines; one larger than this is refused. */
const MAX_SKILL_FILE_BYTES = 256 * 1024;
/** The most skills one dataset offers (each is listed in the agent's Skill tool). */
const MAX_SKILLS = 100;
// A leading `---` block, as EvalBench's _FRONTMATTER_PATTERN reads it.
const FRONT_MATTER = /^---[ \t]*\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/;
/**
 * The skills under `ref` (inside the dataset's folder `dir`; none without one), or [] with each
 * problem added to `issues` (the folder missing, a skill folder without
 * SKILL.md, one too large or not UTF-8, bad front matter, two skills of one
 * name). Each SKILL.md is read with the bounded reader, inside `within`.
 */
async function loadSkills(dir, ref, metaPath, issues, within) {
    const none = { skills: [], files: [], texts: [] };
    if (!ref)
        return none;
    const root = (0,dataset_paths/* insideDataset */.d)(dir, ref, metaPath, issues, 'a folder');
    if (root === null)
        return none;
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
    const out = { skills: [], files: [], texts: [] };
    const byName = new Map();
    for (const folder of folders) {
        const file = external_node_path_.join(folder, SKILL_FILE);
        const text = await readSkillFile(file, issues, within);
        out.files.push(file);
        out.texts.push(text ?? '');
        if (text === null)
            continue;
        const skill = parseSkill(text, file, external_node_path_.relative(dir, file).split(external_node_path_.sep).join('/'), issues);
        if (!skill)
            continue;
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
async function skillFolders(root) {
    if (await isFile(external_node_path_.join(root, SKILL_FILE)))
        return [root];
    const nested = external_node_path_.join(root, 'skills');
    const parent = (await isFolder(nested)) ? nested : root;
    const entries = await (0,promises_.readdir)(parent, { withFileTypes: true }).catch(() => []);
    const folders = [];
    for (const entry of entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))) {
        if (entry.name.startsWith('.'))
            continue;
        const full = external_node_path_.join(parent, entry.name);
        if (entry.isDirectory() || (entry.isSymbolicLink() && (await isFolder(full))))
            folders.push(full);
        // Past the bound: enough to say how many there are is not needed, only that there are too many.
        if (folders.length > MAX_SKILLS)
            break;
    }
    return folders;
}
async function readSkillFile(file, issues, within) {
    const read = await (0,base/* readBoundedFile */.Mv)(file, { maxBytes: MAX_SKILL_FILE_BYTES, within });
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
    const invalid = (0,base/* invalidUtf8 */.tR)(read.bytes);
    if (invalid !== null) {
        issues.push({ file, line: invalid.line, field: '(encoding)', message: (0,base/* describeInvalidUtf8 */.YB)(invalid) });
        return null;
    }
    return (0,base/* decodeUtf8 */._6)(read.bytes);
}
/** A SKILL.md's name, description and body; null (with the problem) when its front matter is not a YAML mapping. */
function parseSkill(text, file, shown, issues) {
    const folder = external_node_path_.basename(external_node_path_.dirname(file));
    const match = FRONT_MATTER.exec(text);
    if (!match)
        return { name: folder, description: '', body: text.trim(), text, file, path: shown };
    let meta;
    try {
        meta = (0,base/* loadYaml */.yv)(match[1] ?? '');
    }
    catch (error) {
        issues.push({ file, line: 2, field: '(front matter)', message: `is not valid YAML: ${error.message.split('\n')[0] ?? ''}` });
        return null;
    }
    if (meta !== null && meta !== undefined && (typeof meta !== 'object' || Array.isArray(meta))) {
        issues.push({ file, line: 2, field: '(front matter)', message: 'must be a YAML mapping (name: ..., description: ...)' });
        return null;
    }
    const fields = (meta ?? {});
    const name = textField(fields['name']) ?? folder;
    const description = textField(fields['description']) ?? '';
    return { name, description, body: text.slice(match[0].length).trim(), text, file, path: shown };
}
const textField = (value) => typeof value === 'string' || typeof value === 'number' ? String(value).trim() || undefined : undefined;
const isFolder = async (p) => (await (0,promises_.stat)(p).catch(() => null))?.isDirectory() === true;
const isFile = async (p) => (await (0,promises_.stat)(p).catch(() => null))?.isFile() === true;

;// CONCATENATED MODULE: ./lib/dataset/skills/index.js
// The face of dataset/skills/: an agent dataset's SKILL.md packages (`skills_dir`).
// Loaded with import() only by a dataset that gives skills: its YAML reader for the
// front matter is no part of other runs.



/***/ })

};
