// action.yml and the inputs parser must agree: every input documented, every
// output set by main.ts declared.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseDocument } from 'yaml';
import { ACTION_INPUT_NAMES, DEFAULT_TIME_BUDGET_MS } from '../../src/action/inputs.js';
import { DURATION_MS } from '../../src/config/numbers.js';

const yml = readFileSync(path.resolve(import.meta.dirname, '../../action.yml'), 'utf8');
const section = (name: string) => {
  const start = yml.indexOf(`\n${name}:\n`);
  const rest = yml.slice(start + name.length + 3);
  const end = rest.search(/\n\S/);
  return rest.slice(0, end === -1 ? undefined : end);
};
const keys = (text: string) => [...text.matchAll(/^ {2}([a-z0-9-]+):$/gm)].map((m) => m[1]);

describe('action.yml', () => {
  // The runner refuses an action whose metadata is not YAML: an unquoted
  // "replay: file" in one description once made this file unloadable.
  it('is valid YAML whose inputs and outputs the runner can read', () => {
    const doc = parseDocument(yml, { strict: true, uniqueKeys: true });
    expect(doc.errors.map((e) => e.message)).toEqual([]);
    const action = doc.toJS() as {
      name: string;
      description: string;
      inputs: Record<string, { description: string; required?: boolean; default?: string }>;
      outputs: Record<string, { description: string }>;
      runs: Record<string, string>;
    };
    expect(action.name).toBeTruthy();
    expect(action.runs).toMatchObject({ using: 'node24', main: 'dist/index.js' });
    expect(Object.keys(action.inputs).sort()).toEqual([...ACTION_INPUT_NAMES].sort());
    for (const [name, input] of Object.entries(action.inputs)) {
      expect(typeof input.description, name).toBe('string');
      if (input.default !== undefined) expect(typeof input.default, `${name}: the runner passes defaults as strings`).toBe('string');
    }
    for (const [name, output] of Object.entries(action.outputs)) expect(typeof output.description, name).toBe('string');
  });

  it("gives max-duration the parser's default time budget", () => {
    const action = parseDocument(yml).toJS() as { inputs: Record<string, { default?: string }> };
    expect(DURATION_MS.parse(action.inputs['max-duration']?.default ?? '')).toBe(DEFAULT_TIME_BUDGET_MS);
  });

  it('runs the committed bundle on node24', () => {
    expect(section('runs')).toContain('using: node24');
    expect(section('runs')).toContain('main: dist/index.js');
  });

  it('declares exactly the inputs the action parses, each with a description', () => {
    expect(keys(section('inputs')).sort()).toEqual([...ACTION_INPUT_NAMES].sort());
    for (const name of ACTION_INPUT_NAMES) expect(section('inputs')).toMatch(new RegExp(`  ${name}:\\n    description: \\S`));
  });

  it('declares every output', () => {
    expect(keys(section('outputs')).sort()).toEqual(
      [
        'passed',
        'pass-rate',
        'regressions',
        'fixed',
        'errors',
        'cost-usd',
        'p95-latency-ms',
        'baseline-found',
        'baseline-key',
        'results-path',
        'report-path',
        'report-url',
        'comment-url',
        'skipped',
        'setup-error',
        'model-cost-usd',
        'judge-cost-usd',
        'spent-usd',
        'reused-answers',
        'calls',
        'datasets',
        'regressed-cases',
        'summary-path',
        'stopped-early',
      ].sort(),
    );
  });
});
