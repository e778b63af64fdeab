// A conversation through dist/index.js as a runner runs it: a push saves the
// baseline of an EvalBench evalset held with a simulated user (the
// `user-model` input); on a pull request the agent goes wrong in the second
// turn, and the comment shows both conversations turn by turn, folded, with
// the turn where they first differ.
import { describe, expect, it } from 'vitest';
import type { FakeHandler, FakeRequest } from '../fakes/bedrock.js';
import { OWNER, REPO, pullRequestEvent, pushEvent, sha, useActionFakes } from './action-runner.js';

const AGENT = 'us.amazon.nova-pro-v1:0';
const USER = 'us.amazon.nova-lite-v1:0';

type Block = { text?: string; toolResult?: unknown };
const messagesOf = (request: FakeRequest) => (request.body as { messages: { role: string; content: Block[] }[] }).messages;
const said = (request: FakeRequest) => messagesOf(request).flatMap((m) => (m.role === 'user' ? m.content.map((b) => b.text ?? '') : []));

let cancels = false;
const handler: FakeHandler = (request) => {
  if (request.modelId === USER) {
    const last = JSON.stringify(request.body).split('# Last Agent Reply:\\n')[1] ?? '';
    return { text: last.startsWith('Which order') ? 'Order 42' : 'TERMINATE' };
  }
  if (!said(request).some((t) => t.includes('42'))) return { text: 'Which order should I refund?' };
  const results = messagesOf(request).flatMap((m) => m.content.filter((b) => b.toolResult)).length;
  if (results === 0) return { toolUses: [{ toolUseId: 't1', name: cancels ? 'cancel' : 'refund', input: { order: 42 } }] };
  return { text: cancels ? 'Cancelled order 42.' : 'Refunded order 42.' };
};

const files = () => ({
  'datasets/shop/dataset.json': { name: 'shop', type: 'agent', evalset: 'evalset.json', scorers: { turn_count: {} } },
  'datasets/shop/evalset.json': {
    scenarios: [
      {
        id: 'refund',
        starting_prompt: 'I want a refund.',
        conversation_plan: 'Order 42; end once refunded.',
        max_turns: 4,
        tools: { refund: { response: { ok: true } }, cancel: { response: { ok: true } } },
        expected: { must_call: ['refund'] },
      },
    ],
  },
});

const fakes = useActionFakes('supereval-e2e-conversation-', handler);
const step = (options: Parameters<typeof fakes.runner.run>[0]) => fakes.runner.run({ ...options, bedrockUrl: fakes.bedrock.url });

describe('a conversation on a pull request', () => {
  it('shows a second-turn regression in the comment with both conversations', async () => {
    const inputs = { models: `bedrock:${AGENT}`, 'user-model': `bedrock:${USER}` };
    expect((await step({ event: pushEvent(sha('convo-main')), files: files(), inputs })).code).toBe(0);
    // The pull request changes the agent's system prompt (so nothing is reused), and the agent goes wrong in the second turn.
    cancels = true;
    const pr = 48;
    const run = await step({
      event: pullRequestEvent({ number: pr, headSha: sha('convo-head'), mergeSha: sha('convo-merge') }),
      files: files(),
      inputs: { ...inputs, system: 'Check the order before acting.' },
    });
    expect(run.code).toBe(1);
    const body = fakes.github.commentsOn(OWNER, REPO, pr)[0]?.body ?? '';
    expect(body).toContain(
      '<summary>Conversation: 2 turns (the user said TERMINATE); baseline 2 turns (the user said TERMINATE); first differs at turn 2</summary>',
    );
    expect(body).toMatch(
      /\| 2 ⟵ first difference \| \*\*user:\*\* Order 42<br>\*\*calls:\*\* refund<br>\*\*agent:\*\* Refunded order 42\. \| \*\*user:\*\* Order 42<br>\*\*calls:\*\* cancel<br>\*\*agent:\*\* Cancelled order 42\. \|/,
    );
  });
});
