// Cases for the kind tests, loaded the way a run loads them (schema, vars, key).
import path from 'node:path';
import { loadDataset } from '../../src/dataset/load.js';
import type { KindDataset } from '../../src/kinds/types.js';
import { renderTemplate, templateVars, defaultTemplate } from '../../src/prompt/template.js';
import { tempDir, writeTree } from '../helpers/tmp.js';
import { KINDS } from '../../src/kinds/index.js';

const root = tempDir('supereval-kinds-');
let n = 0;

/** A dataset of the given type holding `cases`, loaded from disk. */
export async function loadCases(meta: Record<string, unknown>, cases: object[], extra: Record<string, object> = {}): Promise<KindDataset> {
  const dir = writeTree(path.join(root, `d${++n}`), { 'dataset.json': { name: `d${n}`, ...meta }, 'cases.jsonl': cases, ...extra });
  return loadDataset(dir, KINDS);
}

/** The kind's default prompt, filled for case `index` of the dataset. */
export function defaultPrompt(dataset: KindDataset, index = 0): string {
  return renderTemplate(defaultTemplate(dataset), templateVars(dataset, dataset.cases[index]!));
}
