// The face of dataset/skills/: an agent dataset's SKILL.md packages (`skills_dir`).
// Loaded with import() only by a dataset that gives skills: its YAML reader for the
// front matter is no part of other runs.
export { loadSkills, MAX_SKILL_FILE_BYTES, SKILL_FILE } from './load-skills.js';
