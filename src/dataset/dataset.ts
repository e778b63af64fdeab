// What a loaded dataset is: its cases, its files, its kind (as much of the
// kind as the loader asks for: LoaderKind), and a subset run's selection.
// src/dataset/load.ts makes them.
import type { z } from 'zod';
import type { DatasetIssue } from '../base/index.js';
import type { Assertion, CaseLine, DatasetType, SelectionRecord, DatasetMeta, ToolCatalog, ResolvedThresholds } from '../config/index.js';
import type { DefaultAsserts, PromptfooPrompt, PromptfooProvider } from './promptfoo/config.js';

/** A case as a kind reads it: the validated line's input and expected parts. */
export type KindCase = Pick<LoadedCase, 'input' | 'expected'>;

/** A problem with one case; the caller adds the file and line. */
export interface CaseIssue {
  /** Dotted path within the case, e.g. `expected.label`. */
  field: string;
  message: string;
}

/** A file a kind reads besides dataset.json and its cases (an NL2SQL dataset's schema.sql), named in dataset.json. */
export interface DatasetFileRef {
  /** Dotted path of the dataset.json field that names it, for errors. */
  field: string;
  /** The path as written, relative to the dataset's folder. */
  path: string;
  /** An items file's format: a JSON array (EvalBench's items), or an EvalBench evalset `{"scenarios": [...]}`. */
  format?: 'array' | 'evalset';
}

/**
 * What the loader asks of a dataset's kind; the kinds (src/kinds/types.ts)
 * declare this and more. The loader is handed the table of kinds by type.
 */
export interface LoaderKind {
  /** A folder of this name above a dataset implies this type (the Python tool keeps `agents/` and `rag/` so). */
  readonly folder: string | null;
  /** One line of cases.jsonl. */
  readonly caseSchema: z.ZodType<CaseLine>;
  /** A tool catalog file read next to dataset.json, when the kind has one (tools.json). */
  readonly toolsFile: string | null;
  /** dataset.json's fields the kind reads beyond the common ones, checked at load (errors name the field). */
  readonly metaSchema?: z.ZodType;
  /**
   * The vars the Python tool hands promptfoo for a case, which a case's `key`
   * hashes: only the fields its prompts use, so extra input fields do not change the key.
   */
  caseVars(input: Record<string, unknown>): Record<string, unknown>;
  /**
   * What the Python tool accepts but is probably a mistake (a label outside the
   * dataset's labels, an empty ground truth): the case loads, with a warning
   * that says what it does to the verdict.
   */
  caseWarnings(testCase: KindCase, meta: DatasetMeta): CaseIssue[];
  /** Where the cases are when not in cases.jsonl: a JSON array file dataset.json names (EvalBench's items file), relative to the dataset. */
  itemsFile?(meta: DatasetMeta): DatasetFileRef | null;
  /** An EvalBench evalset named on its own is a dataset of this kind, its scenarios the cases (src/dataset/evalset/load.ts). */
  readonly readsEvalsets?: boolean;
  /** Files the dataset also reads (relative to its folder, which they may not leave): checked at load, and listed in files.referenced so the cache key covers them. */
  dataFiles?(meta: DatasetMeta): DatasetFileRef[];
  /** A folder of SKILL.md packages offered to the built-in agent (src/dataset/skills/); each SKILL.md is in files.referenced. */
  skillsDir?(meta: DatasetMeta): DatasetFileRef | null;
  /** Why a case is left out of this dataset's runs (an NL2SQL item for other dialects), said as a warning; null to keep it. */
  excludeCase?(testCase: KindCase & { data: Record<string, unknown> }, meta: DatasetMeta): string | null;
}

/** The kinds by dataset type, as the loader is handed them. */
export type KindTable<K extends LoaderKind = LoaderKind> = Readonly<Record<DatasetType, K>>;

export interface LoadedCase {
  /** The case's own id, or its key when it has none. */
  id: string;
  /** The Python tool's key: sha256 of the case's vars as Python's json.dumps writes them. */
  key: string;
  /** The promptfoo vars the Python tool derives from the input (the kind's caseVars). */
  vars: Record<string, unknown>;
  line: number;
  /** Where the case is written when that is not the dataset's cases file (a promptfoo test in a tests file: `tests.csv` and its row), for problems to name. */
  source?: { file: string; line: number | null };
  tags: string[];
  /** The case's `cluster` as text, when it has one. */
  cluster?: string;
  mustPass: boolean;
  description: string | null;
  input: Record<string, unknown>;
  expected: Record<string, unknown>;
  /** Extra promptfoo-style assertions written on the case. */
  assert: Assertion[];
  /**
   * A promptfoo test's first `count` assertions are defaultTest's (written
   * once, at `file`:`line`): a problem with one of them is reported once there,
   * not once per test. One object shared by the config's tests.
   */
  defaultAsserts?: DefaultAsserts;
  threshold: number | null;
  /** The whole validated line, for providers and scorers that need more. */
  data: Record<string, unknown>;
}

/** A subset run's choice of cases (src/dataset/select.ts makes it). */
export interface Selection {
  record: SelectionRecord;
  /** Ids and keys of the cases left out, so a baseline's entries for them are not read as removed. */
  unselected: ReadonlySet<string>;
}

/** One skill the built-in agent may activate (dataset.json `skills_dir`, src/dataset/skills/). */
export interface SkillPackage {
  name: string;
  description: string;
  /** SKILL.md after its front matter: what the agent gets when it activates the skill. */
  body: string;
  /** The whole SKILL.md, front matter and all: what skills_best_practices' judge reads. */
  text: string;
  /** The SKILL.md, absolute. */
  file: string;
  /** The SKILL.md from the dataset's folder, with / separators: what results and reports show. */
  path: string;
}

/** A loaded dataset; it carries its kind (K: as much of the kind as the code at hand reads). */
export interface Dataset<K extends LoaderKind = LoaderKind> {
  dir: string;
  name: string;
  type: DatasetType;
  readonly kind: K;
  meta: DatasetMeta;
  thresholds: ResolvedThresholds;
  /**
   * dataset.json (a promptfoo config's own file), the cases file (the config
   * again), tools.json; `referenced`: every other file the dataset's run
   * reads, by absolute path (a kind's data files such as an NL2SQL setup SQL,
   * script scorers, a config's prompt, test and var files, and, added by
   * app/load.ts, the assertions' `file://` scripts and grading prompts). The
   * cache key covers them all (src/baseline/config-scope.ts): a reader of a
   * new kind of file adds it here.
   */
  files: { meta: string; cases: string; tools: string | null; referenced: string[] };
  cases: LoadedCase[];
  /** The catalog offered to agents: dataset.json `tools`, else tools.json. */
  tools: ToolCatalog | null;
  /** The skills offered to the built-in agent (dataset.json `skills_dir`); absent when the dataset gives none. */
  skills?: SkillPackage[];
  /**
   * What the Python tool accepts but is probably a mistake (no cases.jsonl, a
   * label outside `labels`, duplicate ids, an empty ground truth): loaded, and
   * said once in the log and in the report.
   */
  warnings: DatasetIssue[];
  /** sha256 (hex, 16) over the dataset's files: changes whenever they do. */
  hash: string;
  /** An evalset whose `${VAR}` were expanded: the hash of its scenarios as expanded, which the files' bytes do not show (the cache key adds it). */
  expandedHash?: string;
  /**
   * A dataset that brings its own prompts and models (a promptfoo config):
   * each case runs once per prompt and provider, a cell, and passes only when
   * every cell does.
   */
  cells?: DatasetCells;
  /** Set when a subset run (tags, sample) left cases out; see select.ts. */
  selection?: Selection;
}

/** A promptfoo config's prompts and providers, as written (the run decides how each is rendered and called). */
export interface DatasetCells {
  prompts: PromptfooPrompt[];
  providers: PromptfooProvider[];
  /** Some test keeps its output for later ones (`options.storeOutputAs`): the cells run one at a time, in order. */
  storesOutputs: boolean;
  /** The config's `nunjucksFilters` (name to module path): dataset code, offered to its prompts as promptfoo offers them. */
  nunjucksFilters: Record<string, string>;
}

/** A case's promptfoo `options` (a test's transform, prefix, suffix, grading provider...), or none. */
export function caseOptions(testCase: Pick<LoadedCase, 'data'>): Record<string, unknown> {
  const options = testCase.data['options'];
  return options !== null && typeof options === 'object' && !Array.isArray(options) ? (options as Record<string, unknown>) : {};
}
