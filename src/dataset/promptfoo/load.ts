// Loads a promptfoo config as a dataset: read.ts follows its files, and
// dataset.ts makes the cases; the bytes of every file read make its hash.
import { readFile } from 'node:fs/promises';
import type { Dataset, KindTable, LoaderKind } from '../dataset.js';
import type { LoadOptions } from '../load.js';
import { promptfooDataset, type PromptfooDatasetOptions } from './dataset.js';
import { readPromptfooConfig } from './read.js';

export async function loadPromptfooConfig<K extends LoaderKind>(
  file: string,
  kinds: KindTable<K>,
  options: LoadOptions & PromptfooDatasetOptions = {},
): Promise<Dataset<K>> {
  const config = await readPromptfooConfig(file, options.within === undefined ? {} : { within: options.within });
  // Read once more for the hash: the reader checked them (bounded, inside the workspace) a moment ago.
  const contents = await Promise.all(config.files.map((f) => readFile(f)));
  return promptfooDataset(config, contents, kinds, options.passRate === undefined ? {} : { passRate: options.passRate });
}
