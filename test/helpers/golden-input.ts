// A golden input (test/golden/inputs/): one dataset's results, or several (a
// run over many datasets), each checked against the schemas.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { ComparisonSchema } from '../../src/config/comparison.js';
import { ResultsSchema } from '../../src/config/results.js';
import type { EvalResults } from '../../src/results/results.js';

export const GOLDEN_INPUTS = path.join(import.meta.dirname, '../golden/inputs');

export function readGoldenInput(file: string): EvalResults[] {
  const raw = JSON.parse(readFileSync(path.join(GOLDEN_INPUTS, file), 'utf8')) as unknown;
  return (Array.isArray(raw) ? raw : [raw]).map((one: Record<string, unknown>) => ({
    ...ResultsSchema.parse(one),
    comparison: ComparisonSchema.nullable().parse(one['comparison']),
    baseline_note: z.string().nullable().parse(one['baseline_note']),
  }));
}
