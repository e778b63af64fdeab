// promptfoo 0.121.20 is the oracle for its assertions: every case of the
// parity corpus (test/parity/promptfoo/corpus/) must get promptfoo's verdict and
// score (verdicts/, recorded by scripts/promptfoo-oracle.mjs), or be listed in
// differences.yaml with what we give instead and why. promptfoo itself is not
// needed here. The contract: test/parity/promptfoo/README.md.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { tempDir } from '../helpers/tmp.js';
import {
  corpusFamilies,
  loadCorpus,
  loadDifferences,
  loadVerdicts,
  parityProblem,
  REGENERATE,
  scoreOurs,
  type Difference,
  type Ours,
  type Theirs,
} from './promptfoo-cases.js';

const SCORING_DOC = path.resolve(import.meta.dirname, '../../docs/scoring.md');

const families = corpusFamilies();
const differences = loadDifferences();
const byCase = new Map<string, Difference>(differences.map((d) => [`${d.file}#${d.id}`, d]));
const root = tempDir('supereval-parity-');
const tally = { cases: 0, agree: 0, pending: 0, pendingPasses: 0, deliberate: 0, promptfooBugs: 0 };

afterAll(() => {
  // The agreement figure, for whoever runs this file (the measure).
  process.stdout.write(
    `promptfoo parity: ${tally.cases} cases, ${tally.agree} agree, ${tally.pending} pending (gaps being fixed; ${tally.pendingPasses} of them pass where promptfoo does not), ${tally.deliberate} deliberate differences (${tally.promptfooBugs} of them promptfoo bugs, compared with promptfoo as it intends)\n`,
  );
});

describe.each(families)('promptfoo parity: corpus/%s.yaml', (family) => {
  const file = `${family}.yaml`;
  const cases = loadCorpus(family);
  const verdicts = loadVerdicts(family);

  it('has promptfoo verdicts for exactly its cases', () => {
    const missing = cases.filter((c) => !Object.hasOwn(verdicts, c.id)).map((c) => c.id);
    const stale = Object.keys(verdicts).filter((id) => !cases.some((c) => c.id === id));
    expect({ missing, stale }, `regenerate them: ${REGENERATE} ${family}`).toEqual({ missing: [], stale: [] });
  });

  it.each(cases.map((c, i) => [c.id, c, i] as const))('%s', async (id, c, i) => {
    const theirs: Theirs | undefined = verdicts[id];
    if (!theirs) throw new Error(`corpus/${file}: no promptfoo verdict for "${id}": run ${REGENERATE} ${family}`);
    const ours: Ours = await scoreOurs(c, path.join(root, family, String(i)));
    const difference = byCase.get(`${file}#${id}`);
    tally.cases += 1;
    if (!difference) tally.agree += 1;
    else if (difference.pending) {
      tally.pending += 1;
      if (ours.verdict === 'pass' && theirs.verdict !== 'pass') tally.pendingPasses += 1;
    } else {
      tally.deliberate += 1;
      if (difference.category === 'promptfoo-bug') tally.promptfooBugs += 1;
    }
    const problem = parityProblem(`corpus/${file}: ${id} (${c.note})`, theirs, ours, difference);
    if (problem) throw new Error(problem);
  });
});

describe('promptfoo parity: differences.yaml', () => {
  it('names only corpus cases, each once', () => {
    const ids = new Map(families.map((f) => [`${f}.yaml`, new Set(loadCorpus(f).map((c) => c.id))]));
    const unknown = differences.filter((d) => !ids.get(d.file)?.has(d.id)).map((d) => `${d.file}#${d.id}`);
    const keys = differences.map((d) => `${d.file}#${d.id}`);
    const twice = keys.filter((k, i) => keys.indexOf(k) !== i);
    expect({ unknown, twice }).toEqual({ unknown: [], twice: [] });
  });

  it('lists every deliberate difference in docs/scoring.md', () => {
    const doc = readFileSync(SCORING_DOC, 'utf8');
    const undocumented = differences
      .filter((d) => !d.pending && d.category !== 'promptfoo-bug' && !doc.includes(d.id))
      .map((d) => `${d.file}#${d.id}`);
    expect(undocumented, 'name each deliberate difference (its case id) in docs/scoring.md').toEqual([]);
  });

  it("names in docs/scoring.md, beside the oracle's command, each type a promptfoo bug keeps from scoring", () => {
    // promptfoo-bug entries are documented by type (a bug touches every case of its type), in the paragraph that says how they are verified.
    const paragraph = readFileSync(SCORING_DOC, 'utf8')
      .split(/\n\s*\n/)
      .find((p) => p.includes('scripts/promptfoo-oracle.mjs') && p.includes('as promptfoo intends'));
    const types = new Set(
      differences
        .filter((d) => d.category === 'promptfoo-bug')
        .flatMap((d) => loadCorpus(d.file.slice(0, -'.yaml'.length)).find((c) => c.id === d.id)?.assert ?? [])
        .map((a) => String((a as { type?: unknown }).type).replace(/^not-/, '')),
    );
    const unnamed = [...types].filter((type) => !paragraph?.includes(`\`${type}\``));
    expect(unnamed, 'a paragraph of docs/scoring.md naming the oracle command and "as promptfoo intends"').toEqual([]);
  });

  it('has no deliberate difference that passes where promptfoo does not', () => {
    // Except a promptfoo bug where promptfoo could not score at all (an error) and we pass as it intends.
    const excused = (d: Difference, theirs: Theirs) =>
      d.category === 'promptfoo-bug' &&
      theirs.promptfooActual?.verdict === 'error' &&
      theirs.verdict === 'pass' &&
      Math.abs(d.ours.score - theirs.score) < 1e-6;
    const refused = differences
      .filter((d) => !d.pending && d.ours.verdict === 'pass')
      .filter((d) => {
        const theirs = loadVerdicts(d.file.slice(0, -'.yaml'.length))[d.id];
        return theirs?.promptfooActual ? !excused(d, theirs) : theirs?.verdict !== 'pass';
      })
      .map((d) => `${d.file}#${d.id}`);
    expect(refused).toEqual([]);
  });
});
