// Loads a promptfoo config as a dataset: read.ts follows its files (and hashes
// them), and dataset.ts makes the cases.
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
  return promptfooDataset(config, kinds, options.passRate === undefined ? {} : { passRate: options.passRate });
}
