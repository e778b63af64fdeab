// promptfoo 0.121.20 is the oracle for its model-graded assertions: for every
// case of test/parity/promptfoo/graded/cases.yaml, promptfoo's verdict and the
// prompts it sent its grader were recorded (verdicts.json, by
// scripts/promptfoo-oracle-graded.mjs). Here the same assertion runs through
// our engine with a real judge over a provider giving the same replies: the
// judge must be sent the same prompts, and the verdict must be promptfoo's,
// except where the case's `expect` names a deliberate difference
// (docs/scoring.md, "Model-graded assertions").
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import type { Assertion } from '../../src/config/case.js';
import type { ProviderRequest } from '../../src/providers/types.js';
import { runAssertion } from '../../src/score/promptfoo/evaluate.js';
import { createJudge } from '../../src/score/judge/judge.js';
import { assertContext } from '../helpers/assert-context.js';
import { cannedProvider } from '../helpers/canned-provider.js';
import { trajectoryOf, type Action } from '../helpers/trajectories.js';

const DIR = path.resolve(import.meta.dirname, 'promptfoo/graded');

interface GradedCase {
  id: string;
  type: string;
  value?: unknown;
  threshold?: number;
  rubricPrompt?: unknown;
  config?: Record<string, unknown>;
  prompt?: string;
  output: string;
  vars?: Record<string, unknown>;
  options?: Record<string, unknown>;
  trajectory?: ({ thought: string } | { tool: string; args?: Record<string, unknown> } | { answer: string })[];
  replies: string[];
  expect?: 'error' | 'negated' | 'default-threshold';
}

interface Theirs {
  pass?: boolean;
  score?: number;
  reason?: string;
  threw?: string;
  prompts: string[];
}

const cases = parseYaml(readFileSync(path.join(DIR, 'cases.yaml'), 'utf8')) as GradedCase[];
const verdicts = (JSON.parse(readFileSync(path.join(DIR, 'verdicts.json'), 'utf8')) as { cases: Record<string, Theirs> }).cases;

/** The texts of a prompt as promptfoo sends it: a chat's message contents, or the text. */
function theirTexts(prompt: string): string[] {
  try {
    const parsed: unknown = JSON.parse(prompt);
    if (Array.isArray(parsed) && parsed.every((m) => typeof m === 'object' && m !== null && 'role' in m)) {
      return (parsed as { content: unknown }[]).map((m) => (typeof m.content === 'string' ? m.content : JSON.stringify(m.content)));
    }
  } catch {
    // plain text
  }
  return [prompt];
}

/** The same for a request our judge made: its system prompt, then its turns (or the prompt). */
function ourTexts(request: ProviderRequest): string[] {
  const turns = request.messages?.length ? request.messages.map((m) => ('text' in m ? m.text : '')) : [request.prompt];
  return [...(request.system ? [request.system] : []), ...turns];
}

const TOOLS = { search_orders: { response: { status: 'shipped' } }, delete_account: { response: 'deleted' } };

const toActions = (steps: NonNullable<GradedCase['trajectory']>): Action[] =>
  steps.map((s) => ('thought' in s ? { thought: s.thought } : 'tool' in s ? { call: s.tool, args: s.args ?? {} } : { answer: s.answer }));

async function runOurs(c: GradedCase) {
  const provider = cannedProvider([...c.replies]);
  const base = assertContext({
    testCase: { input: c.vars ?? {}, vars: {} },
    prompt: c.prompt ?? 'parity prompt',
    ...(c.trajectory ? { trajectory: await trajectoryOf(toActions(c.trajectory), { tools: TOOLS }) } : {}),
  });
  const context = {
    ...base,
    dataset: { ...base.dataset, meta: c.options ? { defaultTest: { options: c.options } } : {} },
    judge: createJudge(provider),
  };
  const assertion: Assertion = {
    type: c.type,
    ...(c.value !== undefined ? { value: c.value } : {}),
    ...(c.threshold !== undefined ? { threshold: c.threshold } : {}),
    ...(c.rubricPrompt !== undefined ? { rubricPrompt: c.rubricPrompt as Assertion['rubricPrompt'] } : {}),
    ...(c.config !== undefined ? { config: c.config } : {}),
  };
  const result = await runAssertion(assertion, c.output, context);
  return { result, prompts: provider.requests.map(ourTexts) };
}

describe('promptfoo parity: model-graded assertions (graded/cases.yaml)', () => {
  it('has a promptfoo verdict for exactly its cases', () => {
    expect(Object.keys(verdicts).sort()).toEqual(cases.map((c) => c.id).sort());
  });

  it.each(cases.map((c) => [c.id, c] as const))('%s', async (_id, c) => {
    const theirs = verdicts[c.id] as Theirs;
    const { result, prompts } = await runOurs(c);
    // The judge is asked what promptfoo asks its grader, call for call (up to the first unreadable reply).
    expect(prompts).toEqual(theirs.prompts.slice(0, prompts.length).map(theirTexts));
    if (c.expect === 'error') {
      expect(result.status).toBe('error');
      expect(c.replies).toContain(result.judge?.raw);
      return;
    }
    expect(prompts).toHaveLength(theirs.prompts.length);
    expect(result.status).not.toBe('error');
    if (c.expect === 'negated') {
      expect(result.pass).toBe(!theirs.pass);
      expect(result.score).toBeCloseTo(1 - (theirs.score as number), 12);
      return;
    }
    expect(result.score).toBeCloseTo(theirs.score as number, 12);
    if (c.expect === 'default-threshold') {
      expect(result.pass).toBe((result.score as number) >= 0.5);
      return;
    }
    expect(result.pass).toBe(theirs.pass);
    if (!c.type.startsWith('not-') || c.type === 'not-trajectory:goal-success') expect(result.reason).toBe(theirs.reason);
  });
});
