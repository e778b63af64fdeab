// The file store: baseline files on disk. supereval keeps `baseline.json`
// beside each dataset; `--compare-baseline FILE` / `--update-baseline FILE`
// (the action's `baseline: file:<path>`) name another file, or a folder
// holding one `<dataset>.json` per dataset when several run. Results are saved
// as the Python tool's baseline.json.
import type { AnswerLookup } from '../run/index.js';
import { createHash } from 'node:crypto';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { expectationFor, parseBaseline, type Baseline, type FrontEnd, toSuperevalBaseline } from '../compare/index.js';
import { WriteError, writeFileAtomic, LEGACY_COMMAND, decodeUtf8, readBoundedFile } from '../base/index.js';
import type { KindDataset } from '../kinds/index.js';
import { pythonJsonIndented, type JsonPath, type Dataset } from '../dataset/index.js';
import type { BaselineStore } from './store.js';

export const BASELINE_FILE = 'baseline.json';
/** The largest baseline file read: a results file of 100,000 cases with long answers is far below it. */
export const BASELINE_MAX_BYTES = 256 * 1024 * 1024;

/** A path as the user knows it; the action shows paths relative to the workspace. */
export type ShowPath = (file: string) => string;
const asGiven: ShowPath = (file) => file;

export interface FileStoreOptions {
  /** '' is each dataset's own baseline.json; a path is that file, or a folder of <dataset>.json. */
  option: string;
  /** Several datasets were given: a named path is a folder of <dataset>.json. */
  many: boolean;
  /** Whose options the problems name. */
  frontEnd: FrontEnd;
  showPath?: ShowPath;
  /** The option this run writes baseline files to, or null: a file missing there is a first run, not a typo. */
  writes: string | null;
  /** Baseline files are read only inside this folder (the action's workspace); the CLI follows links anywhere. */
  within?: string | undefined;
  /** Keep the baseline's answers by request fingerprint, for answer reuse. */
  answers?: boolean;
}

/**
 * Baseline files at one option, for any dataset. A file the user named that
 * is missing or broken, or a file that cannot be written, comes back as a
 * problem naming the front end's own option.
 */
export function fileStore(options: FileStoreOptions): BaselineStore {
  const { option, many, frontEnd, writes } = options;
  const showPath = options.showPath ?? asGiven;
  return {
    async read(dataset) {
      const { file, origin } = await locateBaseline(dataset, option, many);
      // This run writes the file: its absence is a first run, not a typo.
      const willWrite = writes !== null && path.resolve(await baselinePath(dataset, writes, many)) === path.resolve(file);
      const loaded = await readBaselineFile(file, dataset, { origin, willWrite, within: options.within, answers: options.answers ?? false });
      const problem = loaded.problem ? readProblem(frontEnd, option, showPath(file), loaded.problem) : null;
      const baseline = { baseline: loaded.baseline, note: loaded.note, ...(loaded.answers ? { answers: loaded.answers } : {}) };
      return { baseline, reusable: null, cacheKey: null, problem };
    },
    async save(dataset, results, runId) {
      const file = await baselinePath(dataset, option, many);
      try {
        // Written into the workspace; committing it is the workflow's business.
        await writeBaselineFile(file, toSuperevalBaseline(results, dataset.kind.baseline, runId, results.run.finished_at));
        return { savedAt: file, problem: null };
      } catch (error) {
        if (!(error instanceof WriteError)) throw error;
        const where = frontEnd === 'action' ? 'change the baseline input' : 'give another --update-baseline path';
        return {
          savedAt: null,
          problem: `baseline of ${dataset.name} not updated: cannot write ${showPath(error.file)}: ${error.reason}; the previous file is unchanged; ${error.fix(where)}`,
        };
      }
    },
  };
}

function readProblem(frontEnd: FrontEnd, option: string, file: string, problem: BaselineProblem): string {
  if (frontEnd === 'action') {
    const input = option === '' ? 'baseline input file' : `baseline input file:${option}`;
    return problem.kind === 'missing'
      ? `${input}: ${file} does not exist; regressions were not checked. Commit a baseline there, or use baseline: file for each dataset's own baseline.json`
      : `${input}: ${file} cannot be used: ${problem.why}; regressions were not checked. Fix or replace the file`;
  }
  return problem.kind === 'missing'
    ? `--compare-baseline ${file}: no such file; regressions were not checked. Give an existing baseline (results JSON or baseline.json), or the flag alone for each dataset's own baseline.json`
    : `--compare-baseline ${file}: cannot be used: ${problem.why}; regressions were not checked. Fix or replace the file`;
}

interface LoadedBaseline {
  baseline: Baseline | null;
  answers?: AnswerLookup;
  /** One line for the report: where it came from, or why there is none. */
  note: string;
  /**
   * Set when the user named the file (or the folder holding it) and it cannot
   * be used: the run then fails once its results are written, because a
   * regression gate silently off is worse than a failed step.
   */
  problem?: BaselineProblem;
}

type BaselineProblem = { kind: 'missing' } | { kind: 'unusable'; why: string };

/**
 * How the file was chosen: named by the user, a named folder's
 * <dataset>.json, or the dataset's own baseline.json. Only the last may be
 * missing without complaint: a first run has nothing to compare with yet.
 * A named folder may miss a new dataset's entry too.
 */
type BaselineOrigin = 'named' | 'named-folder' | 'beside-dataset';

/** File names stay well under the 255 bytes file systems allow, with room for `.json`. */
const FILE_NAME_MAX_CHARS = 120;

/**
 * A dataset's file name (without `.json`): the name itself when it is a safe
 * file name already, so existing files keep their names; otherwise a slug
 * plus the first 8 hex digits of the name's sha256, so names that make the
 * same slug (`eval/x`, `eval x`) never share a file. A long slug is cut
 * (a 70k-character name would make no file at all).
 */
export function safeFileName(name: string): string {
  const slug = name.replace(/[^\w.-]+/g, '_').replace(/^\.+/, '_') || 'dataset';
  if (slug === name && slug.length <= FILE_NAME_MAX_CHARS) return slug;
  return `${slug.slice(0, FILE_NAME_MAX_CHARS - 9)}.${nameDigest(name)}`;
}

/** 8 hex digits of the name's sha256: enough to tell a repository's dataset names apart. */
function nameDigest(name: string): string {
  return createHash('sha256').update(name, 'utf8').digest('hex').slice(0, 8);
}

/** Where a dataset's baseline lives: '' (the option given without a value) means beside the dataset. */
async function baselinePath(dataset: Pick<Dataset, 'dir' | 'name'>, option: string, many: boolean): Promise<string> {
  return (await locateBaseline(dataset, option, many)).file;
}

async function locateBaseline(
  dataset: Pick<Dataset, 'dir' | 'name'>,
  option: string,
  many: boolean,
): Promise<{ file: string; origin: BaselineOrigin }> {
  if (option === '') return { file: path.join(dataset.dir, BASELINE_FILE), origin: 'beside-dataset' };
  const isDir = await stat(option).then(
    (s) => s.isDirectory(),
    () => false,
  );
  return many || isDir
    ? { file: path.join(option, `${safeFileName(dataset.name)}.json`), origin: 'named-folder' }
    : { file: option, origin: 'named' };
}

interface ReadPlace {
  origin: BaselineOrigin;
  /** This run writes the file, so its absence is a first run, not a typo. */
  willWrite: boolean;
  within: string | undefined;
  answers: boolean;
}

/**
 * Reads and checks a baseline; the run goes on without one that is missing or
 * broken, with a note, and with a `problem` when the user named it (see
 * BaselineOrigin). A file refused unread (a link leading out of the
 * workspace, a device, a FIFO, past BASELINE_MAX_BYTES) is a problem
 * wherever it is: no first run or old format looks like that.
 */
async function readBaselineFile(file: string, dataset: Pick<KindDataset, 'name' | 'type' | 'kind'>, place: ReadPlace): Promise<LoadedBaseline> {
  const named = place.origin !== 'beside-dataset';
  const read = await readBoundedFile(file, { maxBytes: BASELINE_MAX_BYTES, within: place.within });
  if ('refused' in read) {
    if (read.refused.missing) {
      const missing = place.origin === 'named' && !place.willWrite;
      return missing
        ? { baseline: null, note: `Baseline ${file} not found: regressions were not checked.`, problem: { kind: 'missing' } }
        : { baseline: null, note: `No baseline at ${file}: every case counts as new.` };
    }
    const why = `it ${read.refused.message}`;
    return { baseline: null, note: `Baseline ${file} ignored: ${why}.`, problem: { kind: 'unusable', why } };
  }
  const parsed = parseBaseline(decodeUtf8(read.bytes), expectationFor(dataset, file), { answers: place.answers });
  if (parsed.ok) return { baseline: parsed.baseline, note: `Baseline: ${file}.`, ...(parsed.answers ? { answers: parsed.answers } : {}) };
  return { baseline: null, note: parsed.reason, ...(named ? { problem: { kind: 'unusable', why: parsed.why } } : {}) };
}

/**
 * Throws WriteError; a previous file is left whole when the write fails. The
 * text is what the Python tool's writers make of the same values
 * (`json.dumps(result.to_dict(), indent=2)`, no final newline), so a team's
 * committed baseline.json changes only where the values do.
 */
async function writeBaselineFile(file: string, content: unknown): Promise<void> {
  // `##[` in a string (an answer, a case id) is spelled `##\u005b`: the same JSON, but no runner command when the file is printed.
  await writeFileAtomic(file, pythonJsonIndented(content, isPythonFloat).replace(LEGACY_COMMAND, '$1\\u005b'));
}

/** The fields the Python tool's writers hold as floats (models.py, runner.py to_dict): there 1 is written `1.0`. */
function isPythonFloat(where: JsonPath): boolean {
  const [top, second, third] = where;
  const key = where.length === 2 && top === 'summary' ? second : where.length === 3 && top === 'cases' ? third : undefined;
  if (typeof key !== 'string') return false;
  if (top === 'summary') return key === 'pass_rate' || key === 'total_cost_usd' || key.startsWith('avg_') || key.endsWith('_latency_ms');
  return key === 'score' || key === 'cost_usd' || key.endsWith('_score');
}
