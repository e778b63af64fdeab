// Our translation of Python `re` patterns against python3's own verdicts:
// te../fixtures/python-oracle/regex.json, written by
// scripts/python-regex-oracle.py (re.search on each pair, as the Python tool's
// agent scorer runs `answer_match: regex`).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PythonRegexError, translatePythonRegex } from '../../src/score/python-regex.js';

interface OraclePair {
  pattern: string;
  text: string;
  python: boolean | 'error';
  error?: string;
  untranslatable?: boolean;
}
const oracle = JSON.parse(readFileSync(new URL('../fixtures/python-oracle/regex.json', import.meta.url), 'utf8')) as { pairs: OraclePair[] };

function ourVerdict(pattern: string, text: string): boolean | 'error' {
  try {
    const { source, flags } = translatePythonRegex(pattern);
    return new RegExp(source, flags).test(text);
  } catch (error) {
    if (error instanceof PythonRegexError) return 'error';
    throw error;
  }
}

describe('Python regex translation against python3 re.search', () => {
  it('has the oracle pairs', () => {
    expect(oracle.pairs.length).toBeGreaterThanOrEqual(150);
  });

  it('agrees with python3 on every pair', () => {
    const disagreements = oracle.pairs
      .map((p) => ({ ...p, ours: ourVerdict(p.pattern, p.text), want: p.untranslatable ? 'error' : p.python }))
      .filter((p) => p.ours !== p.want)
      .map((p) => `${JSON.stringify(p.pattern)} on ${JSON.stringify(p.text)}: python ${String(p.python)}, ours ${String(p.ours)}`);
    expect(disagreements).toEqual([]);
  });
});
