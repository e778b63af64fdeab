// Every assertion supereval knows, by promptfoo's name. A new family of
// assertions is a file in this folder exporting an AssertionFamily, and one
// line in FAMILIES.
import type { AssertionFamily, AssertionHandler, DatasetCodeOf, FilesOf, ValueCheck } from '../types.js';
import { codeFamily } from './code.js';
import { compareFamily } from './compare.js';
import { embeddingFamily } from './embedding.js';
import { htmlFamily } from './html.js';
import { jsonFamily } from './json.js';
import { rubricFamily } from './llm-rubric.js';
import { measuresFamily } from './measures.js';
import { modelGradedFamily } from './model-graded.js';
import { moderationFamily } from './moderation.js';
import { refusalFamily } from './refusal.js';
import { responseFamily } from './response.js';
import { similarityFamily } from './similarity.js';
import { sqlFamily } from './sql.js';
import { textFamily } from './text.js';
import { toolsFamily } from './tools.js';
import { traceFamily } from './trace.js';
import { skillsFamily } from './skills.js';
import { mcpFamily } from './mcp.js';
import { trajectoryFamily } from './trajectory.js';
import { webhookFamily } from './webhook.js';
import { xmlFamily } from './xml.js';

export const FAMILIES: readonly AssertionFamily[] = [
  textFamily,
  rubricFamily,
  modelGradedFamily,
  codeFamily,
  webhookFamily,
  jsonFamily,
  xmlFamily,
  htmlFamily,
  sqlFamily,
  refusalFamily,
  measuresFamily,
  similarityFamily,
  embeddingFamily,
  moderationFamily,
  responseFamily,
  toolsFamily,
  trajectoryFamily,
  traceFamily,
  skillsFamily,
  mcpFamily,
  compareFamily,
];

/**
 * One part of every family, merged into one map. A type defined twice would
 * silently take the later file's entry, so it stops the program at start-up.
 */
export function mergeFamilies<T>(parts: readonly Readonly<Record<string, T>>[]): Readonly<Record<string, T>> {
  const merged: Record<string, T> = {};
  for (const part of parts) {
    for (const [name, entry] of Object.entries(part)) {
      if (Object.hasOwn(merged, name)) throw new Error(`assertion type "${name}" is defined by two families`);
      merged[name] = entry;
    }
  }
  return merged;
}

export const ASSERTIONS: Readonly<Record<string, AssertionHandler>> = mergeFamilies(FAMILIES.map((f) => f.handlers));

/** Each assertion's warning about a `value` that decides every output alike, when a dataset loads. */
export const VALUE_WARNINGS: Readonly<Record<string, ValueCheck>> = mergeFamilies(FAMILIES.map((f) => f.valueWarnings ?? {}));

/** Each assertion's check of its `value`, run when a dataset loads. */
export const VALUE_CHECKS: Readonly<Record<string, ValueCheck>> = mergeFamilies(FAMILIES.map((f) => f.valueChecks));

/** The types that run the dataset's code or send its data out, and how each says what it runs. */
export const DATASET_CODE: Readonly<Record<string, DatasetCodeOf>> = mergeFamilies(FAMILIES.map((f) => f.datasetCode ?? {}));

/** The types that read a file when they run, and which (the cache key covers them). */
export const ASSERTION_FILES: Readonly<Record<string, FilesOf>> = mergeFamilies(FAMILIES.map((f) => f.files ?? {}));
