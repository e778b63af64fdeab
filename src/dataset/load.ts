// Finds and loads dataset folders (dataset.json + cases.jsonl, and the files
// a kind adds, such as an agent dataset's tools.json), unchanged from the
// Python tool's format. What differs by type, the dataset's kind says (src/kinds/).
import { createHash } from 'node:crypto';
import { open, readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import type { z } from 'zod';
import {
  DatasetMetaSchema,
  ToolCatalogSchema,
  type DatasetMeta,
  type ToolCatalog,
  resolveThresholds,
  scriptScorerArguments,
  scriptScorerFiles,
  DATASET_TYPES,
  type DatasetType,
  PROMPTFOO_CASE_FIELDS,
} from '../config/index.js';
import { parseRecord, DatasetError, type DatasetIssue, readUserFile, appendAll } from '../base/index.js';
import { duplicateKey, duplicateKeyMessage, lineOfOffset, MAX_JSON_DEPTH, scanJson, TOO_DEEP, topLevelKeyOffset } from './json-scan.js';
import { parseJsonArray } from './json-array.js';
import { numberId, parseJsonl, type JsonlRecord } from './jsonl.js';
import { pythonJsonDumps, superevalCaseKey } from './python-json.js';
import type { Dataset, DatasetFileRef, KindTable, LoadedCase, LoaderKind } from './dataset.js';
import { unknownFieldMessage, unknownFields } from './unknown-fields.js';
import { misnamedCasesFiles } from './misnamed-cases.js';
import type { EvalsetOptions, EvalsetReader } from './scenario-env.js';
import { zodIssues } from './zod-issues.js';
import { existingFiles, insideDataset } from './dataset-paths.js';

export { zodIssues };

export const DATASET_FILE = 'dataset.json';
export const CASES_FILE = 'cases.jsonl';

/** promptfoo's default config names, in the order a folder is searched for one. */
export const CONFIG_FILES = ['promptfooconfig.yaml', 'promptfooconfig.yml', 'promptfooconfig.json'] as const;

/** Whether a path names a promptfoo config rather than a dataset folder (what findDatasetDirs gives back is one or the other). */
export function isConfigPath(p: string): boolean {
  return /\.(ya?ml|json)$/i.test(p) && path.basename(p) !== DATASET_FILE;
}

/** Whether a YAML file is an EvalBench run config (it names a `dataset_config`, or an `orchestrator` such as mcp_readability), read from its first 64 KiB. */
export async function isRunConfigFile(file: string): Promise<boolean> {
  if (!/\.ya?ml$/i.test(file)) return false;
  const handle = await open(file, 'r').catch(() => null);
  if (!handle) return false;
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(64 * 1024), 0, 64 * 1024, 0);
    return /^(dataset_config|orchestrator)\s*:/m.test(buffer.subarray(0, bytesRead).toString('utf8'));
  } finally {
    await handle.close();
  }
}

/** What a folder with neither holds, for messages. */
export const NO_DATASET = `no ${DATASET_FILE} (nor a promptfoo config, ${CONFIG_FILES[0]}) in this folder or below it`;

/**
 * Expands the paths the user gave into dataset folders and promptfoo config
 * files: a folder holding dataset.json is one dataset; a folder holding
 * promptfooconfig.yaml (.yml, .json) and no dataset.json is that config; any
 * other folder is searched (a Python tool root with `agents/` and `rag/` below
 * it, for example). A file named on its own is its folder's dataset when a
 * dataset.json is beside it, else a promptfoo config when it is YAML or JSON.
 */
export async function findDatasetDirs(paths: string[]): Promise<string[]> {
  const found: string[] = [];
  const issues: DatasetIssue[] = [];
  for (const p of paths) {
    const info = await stat(p).catch(() => null);
    if (!info) {
      issues.push({ file: p, field: '(path)', message: 'no such file or folder' });
      continue;
    }
    if (info.isFile() && isConfigPath(p) && !(await stat(path.join(path.dirname(p), DATASET_FILE)).catch(() => null))) {
      found.push(p);
      continue;
    }
    const dir = info.isDirectory() ? p : path.dirname(p);
    const before = found.length;
    await collect(dir, 0, found);
    if (found.length === before) issues.push({ file: p, field: '(path)', message: NO_DATASET });
  }
  if (issues.length > 0) throw new DatasetError(issues);
  return [...new Set(found.map((d) => path.normalize(d)))];
}

const MAX_SEARCH_DEPTH = 4;

async function collect(dir: string, depth: number, out: string[]): Promise<void> {
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
  if (entries.some((e) => e.isFile() && e.name === DATASET_FILE)) {
    out.push(dir);
    return;
  }
  const config = CONFIG_FILES.find((name) => entries.some((e) => e.isFile() && e.name === name));
  if (config !== undefined) {
    out.push(path.join(dir, config));
    return;
  }
  if (depth >= MAX_SEARCH_DEPTH) return;
  const subdirs = entries
    .filter((e) => e.isDirectory() && !e.name.startsWith('.') && e.name !== 'node_modules')
    .map((e) => e.name)
    .sort();
  for (const name of subdirs) await collect(path.join(dir, name), depth + 1, out);
}

/** A dataset with no case where a file beside it looks like its cases under another name. */
function misnamedMessage(missing: boolean, files: readonly string[]): string {
  const here = `${files.join(', ')} ${files.length === 1 ? 'is' : 'are'} here`;
  return `${missing ? 'not found' : 'holds no cases'}, but ${here}: did you mean ${CASES_FILE}? The cases are read from ${CASES_FILE} only (one JSON object a line), so rename the file (or convert it)`;
}

/** The Python tool keeps some kinds' datasets under folders named for them (agents/, rag/); the nearest such folder wins. */
function typeFromFolder(dir: string, folders: ReadonlyMap<string, DatasetType>): DatasetType | undefined {
  const parts = path.resolve(dir).split(path.sep);
  for (let i = parts.length - 2; i >= 0; i--) {
    const type = folders.get(parts[i] as string);
    if (type) return type;
  }
  return undefined;
}

export interface LoadOptions extends EvalsetOptions {
  /** Refuse files whose real path leaves this folder (the action: GITHUB_WORKSPACE); the CLI follows links anywhere. */
  within?: string;
  /** Reads the evalset a dataset.json names (`"evalset"`); absent, such a dataset is refused. */
  readEvalset?: EvalsetReader;
  /** dataset.json's text made from another file (an EvalBench run config), in place of reading the folder's; problems name `file`. */
  meta?: { file: string; text: string };
  /** cases.jsonl's text made from another file (an EvalBench endpoints_config); problems name `file`. */
  cases?: { file: string; text: string };
}

/** Reads and checks one dataset folder; `kinds` says what each type's files hold. */
export async function loadDataset<K extends LoaderKind>(dir: string, kinds: KindTable<K>, options: LoadOptions = {}): Promise<Dataset<K>> {
  const metaPath = options.meta?.file ?? path.join(dir, DATASET_FILE);
  const issues: DatasetIssue[] = [];
  const warnings: DatasetIssue[] = [];
  const within = options.within === undefined ? {} : { within: options.within };

  const metaText = options.meta ? options.meta.text : await readUserFile(metaPath, issues, within);
  // A dataset.json with wrong fields is still read for the rest (its type, the cases), so that one round lists every problem.
  const { meta, dropped } = metaText === null ? { meta: null, dropped: [] } : parseMetaFile(metaText, metaPath, issues);
  const folders = new Map(DATASET_TYPES.flatMap((t): [string, DatasetType][] => (kinds[t].folder ? [[kinds[t].folder, t]] : [])));
  const type = meta ? (meta.type ?? typeFromFolder(dir, folders)) : undefined;
  if (meta && !type && !dropped.includes('type')) {
    issues.push({
      file: metaPath,
      field: 'type',
      message: `required: one of ${DATASET_TYPES.join(', ')} (or keep the folder under ${[...folders.keys()].map((f) => `${f}/`).join(' or ')})`,
    });
  }
  const kind = type ? kinds[type] : null;
  const kindMeta = meta && kind?.metaSchema ? kindMetaValid(kind.metaSchema, meta, metaPath, issues) : true;
  if (meta && metaText !== null && kind) appendAll(warnings, unknownMetaFields(meta, metaText, metaPath, kind));

  // The cases: cases.jsonl, or the items file dataset.json names (a kind's JSON array).
  const itemsRef = meta && kind && kindMeta ? (kind.itemsFile?.(meta) ?? null) : null;
  const itemsPath = itemsRef ? insideDataset(dir, itemsRef, metaPath, issues) : null;
  const casesPath = itemsRef ? (itemsPath ?? path.join(dir, itemsRef.path)) : (options.cases?.file ?? path.join(dir, CASES_FILE));
  // A dataset created but not filled yet has no cases.jsonl; the Python tool's
  // loaders return no cases then (storage.py load_cases, agent/storage.py
  // load_agent_cases, rag/storage.py load_rag_cases). A named items file must exist.
  const casesText = options.cases
    ? options.cases.text
    : itemsRef
      ? itemsPath === null
        ? null
        : await readUserFile(itemsPath, issues, { within: options.within ?? dir })
      : await readUserFile(casesPath, issues, { ...within, optional: true });
  if (!itemsRef && casesText === null && !issues.some((i) => i.file === casesPath)) {
    warnings.push({ file: casesPath, field: '(file)', message: 'not found: the dataset has no cases yet, so nothing is run or gated' });
  }
  const dataTexts: (string | null)[] = [];
  // Every file the run reads besides dataset.json, the cases and tools.json: the cache key covers them.
  const referenced: string[] = [];
  for (const ref of meta && kind && kindMeta ? [...(kind.dataFiles?.(meta) ?? []), ...scriptScorerFiles(meta.scorers)] : []) {
    const file = insideDataset(dir, ref, metaPath, issues);
    if (file !== null && !referenced.includes(file)) referenced.push(file);
    dataTexts.push(file === null ? null : await readUserFile(file, issues, { within: options.within ?? dir }));
  }
  if (meta && kind && kindMeta) appendAll(referenced, await existingFiles(dir, scriptScorerArguments(meta.scorers), referenced));
  // The skills folder's SKILL.md files (an agent dataset's skills_dir): read, hashed and listed like the data files.
  const skillsRef = meta && kind && kindMeta ? (kind.skillsDir?.(meta) ?? null) : null;
  const skills = skillsRef
    ? await (await import('./skills/index.js')).loadSkills(dir, skillsRef, metaPath, issues, options.within ?? dir)
    : { skills: [], files: [], texts: [] };
  appendAll(referenced, skills.files);
  appendAll(dataTexts, skills.texts);

  let toolsText: string | null = null;
  let fileTools: ToolCatalog | null = null;
  const toolsPath = kind?.toolsFile ? path.join(dir, kind.toolsFile) : null;
  if (toolsPath) {
    toolsText = await readUserFile(toolsPath, issues, { ...within, optional: true });
    if (toolsText !== null) fileTools = parseJsonFile(ToolCatalogSchema, toolsText, toolsPath, issues);
  }
  const tools = kind?.toolsFile && meta ? chooseCatalog(meta, metaPath, fileTools, toolsPath, issues, warnings) : fileTools;

  const records =
    casesText === null ? null : itemsRef ? await parseItems(itemsRef, casesText, casesPath, options, warnings) : parseJsonl(casesText, casesPath);
  const cases = meta && kind && kindMeta && records !== null ? parseCases(records, casesPath, kind, meta, issues, warnings) : [];
  if (meta && !itemsRef && (records === null || (records.records.length === 0 && records.issues.length === 0))) {
    const misnamed = await misnamedCasesFiles(dir, CASES_FILE, [DATASET_FILE, ...(kind?.toolsFile ? [kind.toolsFile] : [])]);
    if (misnamed.length > 0) {
      issues.push({ file: casesPath, field: '(file)', message: misnamedMessage(casesText === null, misnamed) });
      // That problem says what the "no cases yet" warning would: said once.
      const noCases = warnings.findIndex((w) => w.file === casesPath && w.field === '(file)');
      if (noCases >= 0) warnings.splice(noCases, 1);
    }
  }
  if (issues.length > 0) throw new DatasetError(issues, warnings);

  const hash = createHash('sha256');
  // An evalset's scenarios as expanded (${VAR} read from the environment): a changed variable is a changed dataset.
  const expanded = itemsRef?.format === 'evalset' && records ? JSON.stringify(records.records.map((r) => r.value)) : null;
  for (const part of [metaText, casesText, toolsText, ...dataTexts, expanded]) hash.update(part ?? '').update('\0');
  return {
    dir,
    name: meta?.name ?? path.basename(path.resolve(dir)),
    type: type as DatasetType,
    kind: kind as K,
    meta: meta as DatasetMeta,
    thresholds: resolveThresholds(meta?.thresholds),
    files: { meta: metaPath, cases: casesPath, tools: toolsText === null ? null : toolsPath, referenced },
    cases,
    tools,
    ...(skills.skills.length > 0 ? { skills: skills.skills } : {}),
    warnings,
    hash: hash.digest('hex').slice(0, 16),
    // The cache key reads the files' bytes: an evalset's expanded scenarios are added there by this hash.
    ...(expanded !== null ? { expandedHash: createHash('sha256').update(expanded).digest('hex').slice(0, 16) } : {}),
  };
}

/** An items file's records: a JSON array, or an evalset's scenarios as agent cases (src/dataset/evalset/, read by the reader handed in). */
async function parseItems(
  ref: DatasetFileRef,
  text: string,
  file: string,
  options: LoadOptions,
  warnings: DatasetIssue[],
): Promise<{ records: JsonlRecord[]; issues: DatasetIssue[] }> {
  if (ref.format !== 'evalset') return parseJsonArray(text, file);
  if (!options.readEvalset)
    return { records: [], issues: [{ file, field: '(file)', message: 'an evalset is read only by a run (supereval run, validate, the action)' }] };
  const read = await options.readEvalset(text, file, options);
  appendAll(warnings, read.warnings);
  return read;
}

/**
 * The agent tool catalog. The Python tool keeps it in dataset.json
 * (agent/models.py AgentDatasetMeta.tools, handed to agent/runner.py
 * MockToolExecutor); tools.json is only the input of its `agent dataset create
 * --tool-specs`. Both are read; dataset.json wins when they disagree. An
 * empty list is what the Python tool writes when no catalog was given.
 */
function chooseCatalog(
  meta: DatasetMeta,
  metaPath: string,
  fileTools: ToolCatalog | null,
  toolsPath: string | null,
  issues: DatasetIssue[],
  warnings: DatasetIssue[],
): ToolCatalog | null {
  const raw = (meta as Record<string, unknown>)['tools'];
  if (raw === undefined || raw === null) return fileTools;
  const parsed = ToolCatalogSchema.safeParse(raw, { reportInput: true });
  if (!parsed.success) {
    appendAll(
      issues,
      zodIssues(parsed.error, metaPath).map((i) => ({ ...i, field: i.field === '(root)' ? 'tools' : `tools.${i.field}` })),
    );
    return null;
  }
  const metaTools = parsed.data;
  if (metaTools.length === 0) return fileTools;
  if (fileTools && toolsPath && catalogText(fileTools) !== catalogText(metaTools)) {
    warnings.push({
      file: toolsPath,
      field: '(file)',
      message: `differs from the \`tools\` of ${path.basename(metaPath)}, which the agent is offered (the Python tool reads only dataset.json)`,
    });
  }
  return metaTools;
}

/** A catalog as canonical text, to tell whether two say the same (key order aside). */
function catalogText(tools: ToolCatalog): string {
  return pythonJsonDumps(tools.map((t) => ({ name: t.name, description: t.description, parameters: t.parameters })));
}

function parseJson(text: string, file: string, issues: DatasetIssue[]): unknown {
  if (scanJson(text, MAX_JSON_DEPTH).tooDeep) {
    issues.push({ file, field: '(json)', message: TOO_DEEP });
    return undefined;
  }
  const source = text.replace(/^\uFEFF/, '');
  let value: unknown;
  try {
    value = JSON.parse(source);
  } catch (error) {
    issues.push({ file, field: '(json)', message: `invalid JSON: ${(error as Error).message}` });
    return undefined;
  }
  const duplicate = duplicateKey(source);
  if (duplicate) {
    issues.push({ file, line: lineOfOffset(source, duplicate.offset), field: '(json)', message: duplicateKeyMessage(duplicate.key) });
    return undefined;
  }
  return value;
}

/** Parses a JSON file against a schema; problems go to `issues` and give null. */
export function parseJsonFile<T>(schema: z.ZodType<T>, text: string, file: string, issues: DatasetIssue[]): T | null {
  const value = parseJson(text, file, issues);
  if (value === undefined) return null;
  const parsed = schema.safeParse(value, { reportInput: true });
  if (!parsed.success) {
    appendAll(issues, zodIssues(parsed.error, file, undefined, value));
    return null;
  }
  return parsed.data;
}

/**
 * dataset.json against its schema. When fields are wrong, their problems go to
 * `issues` and the rest is read without them (`dropped`), for the checks that
 * follow; the dataset is refused either way.
 */
function parseMetaFile(text: string, file: string, issues: DatasetIssue[]): { meta: DatasetMeta | null; dropped: string[] } {
  const value = parseJson(text, file, issues);
  if (value === undefined) return { meta: null, dropped: [] };
  const parsed = DatasetMetaSchema.safeParse(value, { reportInput: true });
  if (parsed.success) return { meta: parsed.data, dropped: [] };
  appendAll(issues, zodIssues(parsed.error, file, undefined, value));
  const dropped = [...new Set(parsed.error.issues.flatMap((i) => (typeof i.path[0] === 'string' ? [i.path[0]] : [])))];
  if (value === null || typeof value !== 'object' || Array.isArray(value) || dropped.length === 0) return { meta: null, dropped };
  const rest = Object.fromEntries(Object.entries(value).filter(([key]) => !dropped.includes(key)));
  const again = DatasetMetaSchema.safeParse(rest);
  return { meta: again.success ? again.data : null, dropped };
}

/** dataset.json's fields that neither its schema nor its kind's names, each on the line of its top-level field. */
function unknownMetaFields(meta: DatasetMeta, text: string, file: string, kind: LoaderKind): DatasetIssue[] {
  return unknownFields(meta, [DatasetMetaSchema, ...(kind.metaSchema ? [kind.metaSchema] : [])]).map(({ field, near }) => {
    const offset = topLevelKeyOffset(text, field.split('.')[0] as string);
    const issue = { file, field, message: unknownFieldMessage(near) };
    return offset === null ? issue : { ...issue, line: lineOfOffset(text, offset) };
  });
}

/** Checks dataset.json's kind-specific fields; false when they are wrong (their problems are in `issues`). */
function kindMetaValid(schema: z.ZodType, meta: DatasetMeta, file: string, issues: DatasetIssue[]): boolean {
  const parsed = schema.safeParse(meta, { reportInput: true });
  if (!parsed.success) appendAll(issues, zodIssues(parsed.error, file, undefined, meta));
  return parsed.success;
}

const CASE_FIELDS = { open: ['input'], known: PROMPTFOO_CASE_FIELDS };

export function parseCases(
  parsedRecords: { records: JsonlRecord[]; issues: DatasetIssue[] },
  file: string,
  kind: LoaderKind,
  meta: DatasetMeta,
  issues: DatasetIssue[],
  warnings: DatasetIssue[],
): LoadedCase[] {
  const { records, issues: jsonIssues } = parsedRecords;
  appendAll(issues, jsonIssues);
  if (records.length === 0 && jsonIssues.length === 0) {
    warnings.push({ file, field: '(file)', message: 'holds no cases yet, so nothing is run or gated' });
  }
  const firstLineOfId = new Map<string, number>();
  const cases: LoadedCase[] = [];
  for (const { line, value, numberText } of records) {
    const parsed = parseRecord(kind.caseSchema, value, { reportInput: true });
    // The input's own fields are the prompt template's variables: any name is one.
    const unknown = unknownFields(value, [kind.caseSchema], CASE_FIELDS);
    if (!parsed.success) {
      const lineIssues = zodIssues(parsed.error, file, line, value);
      appendAll(issues, lineIssues);
      // The line's other unknown fields, said with its problems; one a problem already names as misspelt is not said twice.
      const named = (field: string) => lineIssues.some((i) => i.message.includes(`"${field.split('.').at(-1) ?? field}" is given`));
      for (const { field, near } of unknown) if (!named(field)) warnings.push({ file, line, field, message: unknownFieldMessage(near) });
      continue;
    }
    const data = parsed.data;
    for (const { field, near } of unknown) warnings.push({ file, line, field, message: unknownFieldMessage(near) });
    const { input, expected } = data;
    const excluded = kind.excludeCase?.({ input, expected, data }, meta) ?? null;
    if (excluded !== null) {
      warnings.push({ file, line, field: '(case)', message: `left out: ${excluded}` });
      continue;
    }
    for (const warning of kind.caseWarnings({ input, expected }, meta)) warnings.push({ file, line, ...warning });
    const vars = kind.caseVars(input);
    const key = superevalCaseKey(vars);
    const id = data.id === null || data.id === undefined ? key : numberId(data.id, numberText);
    // The Python tool checks no id for uniqueness; its agent and RAG baselines
    // keep one entry per id (agent/baseline.py compare_agent_to_baseline).
    const first = firstLineOfId.get(id);
    if (first === undefined) firstLineOfId.set(id, line);
    else {
      const what = data.id === null || data.id === undefined ? 'a case with the same input (no id)' : `id "${id}"`;
      warnings.push({
        file,
        line,
        field: 'id',
        message: `duplicate: ${what} is already on line ${first}; the two cannot be told apart in a baseline`,
      });
    }
    const loaded: LoadedCase = {
      id,
      key,
      vars,
      line,
      tags: data.tags ?? [],
      mustPass: data.must_pass ?? false,
      description: data.description ?? null,
      input,
      expected,
      assert: data.assert ?? [],
      // dataset.json's defaultTest.threshold serves the cases that set none (as promptfoo's defaultTest).
      threshold: data.threshold ?? meta.defaultTest?.threshold ?? null,
      data,
    };
    if (data.cluster !== null && data.cluster !== undefined) loaded.cluster = numberId(data.cluster, numberText, 'cluster');
    cases.push(loaded);
  }
  return cases;
}
