// Baseline files on disk: supereval keeps `baseline.json` beside each dataset;
// `--compare-baseline FILE` / `--update-baseline FILE` name another file, or a
// folder holding one `<dataset>.json` per dataset when several run.
import { mkdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseBaseline, type Baseline } from '../compare/baseline.js';
import type { Dataset } from './load.js';

export const BASELINE_FILE = 'baseline.json';

export interface LoadedBaseline {
  baseline: Baseline | null;
  /** One line for the report: where it came from, or why there is none. */
  note: string;
}

export function safeFileName(name: string): string {
  return name.replace(/[^\w.-]+/g, '_').replace(/^\.+/, '_') || 'dataset';
}

/** Where a dataset's baseline lives: '' (the option given without a value) means beside the dataset. */
export async function baselinePath(dataset: Pick<Dataset, 'dir' | 'name'>, option: string, many: boolean): Promise<string> {
  if (option === '') return path.join(dataset.dir, BASELINE_FILE);
  const isDir = await stat(option).then((s) => s.isDirectory(), () => false);
  return many || isDir ? path.join(option, `${safeFileName(dataset.name)}.json`) : option;
}

/** Reads and checks a baseline; anything wrong with it is reported and the run goes on without it. */
export async function readBaselineFile(file: string, dataset: Pick<Dataset, 'name' | 'type'>): Promise<LoadedBaseline> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    return { baseline: null, note: code === 'ENOENT' ? `No baseline at ${file}: every case counts as new.` : `Baseline ${file} ignored: cannot read it (${code}).` };
  }
  const parsed = parseBaseline(text, { datasetName: dataset.name, datasetType: dataset.type, source: file });
  return parsed.ok ? { baseline: parsed.baseline, note: `Baseline: ${file}.` } : { baseline: null, note: parsed.reason };
}

export async function writeBaselineFile(file: string, content: unknown): Promise<void> {
  await mkdir(path.dirname(path.resolve(file)), { recursive: true });
  await writeFile(file, `${JSON.stringify(content, null, 2)}\n`);
}
