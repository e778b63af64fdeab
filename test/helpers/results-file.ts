// Reads a results file as the tool itself does (version 1 or 2), failing the test with the reason when it cannot.
import { readFileSync } from 'node:fs';
import type { Results } from '../../src/config/results.js';
import { decodeResultsFile } from '../../src/results/results-file-read.js';

export function readResultsFile(file: string): Results {
  const decoded = decodeResultsFile(readFileSync(file, 'utf8'));
  if (!decoded.ok) throw new Error(`${file} ${decoded.why}`);
  return decoded.results;
}
