// The files scoring reads for a dataset, beyond those the loader reads
// itself: each assertion's `file://` script (its family says which types read
// one, AssertionFamily.files) and each grading prompt given as a file
// (`rubricPrompt: file://...`), wherever they are written: dataset.json's
// defaultTest, a case's own asserts and an assert-set's members, a promptfoo
// test's options. The loaded dataset lists them (files.referenced), so the
// cache key covers them. Pure: names files, reads none.
import path from 'node:path';
import type { Assertion } from '../config/index.js';
import { caseOptions, type Dataset } from '../dataset/index.js';
import { ASSERTION_FILES } from './assertions/index.js';
import { defaultAsserts } from './promptfoo/evaluate.js';

const NEGATION = 'not-';
const FILE_PREFIX = 'file://';
/** A rubricPrompt is text, a list of prompts or messages, or an object of prompts: files sit at most this deep. */
const PROMPT_DEPTH = 3;

/** The files scoring `dataset` reads, by absolute path, each once, in the order first met. */
export function scoringFiles(dataset: Pick<Dataset, 'dir' | 'meta' | 'cases'>): string[] {
  const written = new Set<string>();
  const add = (file: string) => written.add(file);
  const defaults = dataset.meta.defaultTest;
  for (const a of defaultAsserts(dataset.meta)) assertionFiles(a, add);
  promptFiles(defaults?.options?.rubricPrompt, add, 0);
  for (const c of dataset.cases) {
    for (const a of c.assert) assertionFiles(a, add);
    // A promptfoo test's grading options (its defaultTest's merged in).
    promptFiles(caseOptions(c)['rubricPrompt'], add, 0);
  }
  return [...written].map((file) => path.resolve(dataset.dir, file));
}

function assertionFiles(assertion: Assertion, add: (file: string) => void): void {
  const type = assertion.type.startsWith(NEGATION) ? assertion.type.slice(NEGATION.length) : assertion.type;
  const files = Object.hasOwn(ASSERTION_FILES, type) ? ASSERTION_FILES[type] : undefined;
  if (files) for (const file of files(assertion.value)) add(file);
  promptFiles(assertion.rubricPrompt, add, 0);
  for (const member of assertion.assert ?? []) assertionFiles(member, add);
}

/** Every `file://` text in a rubricPrompt: the prompt itself, or one of its parts (g-eval's steps, a message's content). */
function promptFiles(value: unknown, add: (file: string) => void, depth: number): void {
  if (typeof value === 'string') {
    if (value.startsWith(FILE_PREFIX) && value.length > FILE_PREFIX.length) add(value.slice(FILE_PREFIX.length));
    return;
  }
  if (depth >= PROMPT_DEPTH || value === null || typeof value !== 'object') return;
  for (const part of Array.isArray(value) ? (value as unknown[]) : Object.values(value)) promptFiles(part, add, depth + 1);
}
