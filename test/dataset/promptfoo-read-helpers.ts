// Shared by the promptfoo-read*.test.ts files: each config gets its own
// folder under one temporary root, and errors come back as their issues.
import path from 'node:path';
import { expect } from 'vitest';
import { DatasetError, type DatasetIssue } from '../../src/base/errors.js';
import type { PromptfooConfig } from '../../src/dataset/promptfoo/config.js';
import { readPromptfooConfig } from '../../src/dataset/promptfoo/read.js';
import { writeTree } from '../helpers/tmp.js';

let folders = 0;

/** Writes the files into a fresh folder under `root`; the config is `promptfooconfig.yaml` there. */
export function configFolder(root: string, files: Record<string, string>): string {
  return writeTree(path.join(root, `config-${++folders}`), files);
}

export async function readConfig(root: string, files: Record<string, string>, options: { within?: string } = {}): Promise<PromptfooConfig> {
  return readPromptfooConfig(path.join(configFolder(root, files), 'promptfooconfig.yaml'), options);
}

/** The issues reading the config fails with (the test fails if it reads). */
export async function readIssues(root: string, files: Record<string, string>, options: { within?: string } = {}): Promise<DatasetIssue[]> {
  const error = await readConfig(root, files, options).then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(DatasetError);
  return (error as DatasetError).issues;
}

/** A config's YAML from lines. */
export const yaml = (...lines: string[]): string => lines.join('\n') + '\n';

/** `type:value` of each assertion, for compact expectations. */
export const assertionTexts = (assert: { type: string; value?: unknown }[]): string[] =>
  assert.map((a) => `${a.type}:${typeof a.value === 'string' ? a.value : JSON.stringify(a.value)}`);
