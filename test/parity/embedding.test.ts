// supereval against promptfoo 0.121.20 on the embedding assertions: 400
// seeded cases (similar and its metrics, not- forms, one or several expected
// texts, thresholds inside and outside 0-1, zero and repeated vectors), whose
// verdicts promptfoo itself recorded (scripts/embedding-oracle.mjs). Each must
// match exactly: pass, score and reason.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createEmbedder } from '../../src/score/judge/embedder.js';
import { runAssertion } from '../../src/score/promptfoo/evaluate.js';
import { assertContext } from '../helpers/assert-context.js';
import { cannedProvider } from '../helpers/canned-provider.js';

interface Recorded {
  id: string;
  type: string;
  value: string | string[];
  threshold?: number;
  vectors: Record<string, number[]>;
  promptfoo: { pass: boolean; score: number; reason: string } | { error: string };
}

const { cases } = JSON.parse(readFileSync(path.join(import.meta.dirname, 'embedding/verdicts.json'), 'utf8')) as { cases: Recorded[] };

describe('embedding assertions match promptfoo 0.121.20', () => {
  it('has the recorded corpus, with every kind of case in it', () => {
    expect(cases).toHaveLength(400);
    expect(new Set(cases.map((c) => c.type)).size).toBe(8);
    expect(cases.some((c) => 'pass' in c.promptfoo && c.promptfoo.pass)).toBe(true);
    expect(cases.some((c) => 'pass' in c.promptfoo && !c.promptfoo.pass)).toBe(true);
  });

  it.each(cases.map((c) => [c.id, c] as const))('%s', async (_id, c) => {
    const provider = cannedProvider([(request) => ({ embedding: c.vectors[request.prompt] as number[] })]);
    const context = { ...assertContext(), embedder: createEmbedder(provider, new Map()) };
    const assertion = { type: c.type, value: c.value, ...(c.threshold === undefined ? {} : { threshold: c.threshold }) };
    const ours = await runAssertion(assertion, 'output', context);
    if ('error' in c.promptfoo) {
      expect(ours.status).toBe('error');
      return;
    }
    expect({ pass: ours.pass, score: ours.score, reason: ours.reason }).toEqual(c.promptfoo);
  });
});
