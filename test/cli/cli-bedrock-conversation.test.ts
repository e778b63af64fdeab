// Conversations through the CLI: an EvalBench evalset of three scenarios run
// with the built-in agent on a fake Bedrock scripted per turn, the simulated
// user another model on the same fake. One scenario needs a clarifying
// question answered from the plan before the agent calls its tools; one
// chatty user never says TERMINATE and is stopped at max_turns; one ends
// after the first reply. An unresolved ${VAR} fails the load in one line.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { EXIT } from '../../src/cli/exit.js';
import type { Results } from '../../src/config/results.js';
import type { FakeHandler, FakeRequest } from '../fakes/bedrock.js';
import { useBedrockCli } from '../helpers/cli.js';
import { firstUserText } from '../helpers/fake-bedrock.js';
import { tempDir, writeTree } from '../helpers/tmp.js';
import { readResultsFile } from '../helpers/results-file.js';
import { LABEL_SCALES } from '../../src/score/judge/judge-prompts.js';

const AGENT = 'us.amazon.nova-pro-v1:0';
const JUDGE = 'us.anthropic.claude-haiku-4-5-20251001-v1:0';
const USER = 'us.amazon.nova-lite-v1:0';
const root = tempDir();
const { startFake, cli } = useBedrockCli();

const REFUND_PROMPT = 'I want a refund from ${SHOP_NAME}.';
const CHATTY_PROMPT = 'Tell me about S3.';
const HELLO_PROMPT = 'Say hello.';

const evalset = {
  scenarios: [
    {
      id: 'refund',
      starting_prompt: REFUND_PROMPT,
      conversation_plan: 'You want a refund for order 42. When asked which order, answer "Order 42". Once the refund is confirmed, end.',
      expected_trajectory: ['shop__lookup_order', 'shop__refund'],
      max_turns: 5,
      kind: 'refund',
      tools: { shop__lookup_order: { response: { order: 42, paid: 30 } }, shop__refund: { response: { refunded: 30 } } },
      tags: ['billing'],
      expected: { must_call: ['shop__refund'] },
    },
    {
      id: 'chatty',
      starting_prompt: CHATTY_PROMPT,
      conversation_plan: 'Keep asking for more detail; never stop.',
      expected_trajectory: [],
      max_turns: 3,
    },
    { id: 'hello', starting_prompt: HELLO_PROMPT, conversation_plan: 'Get a greeting, then end.', expected_trajectory: [], max_turns: 4 },
  ],
};

writeTree(root, {
  'shop/evalset.json': evalset,
  // The refund scenario again, judged: conversation-relevance over its turns, and a rubric.
  'judged/evalset.json': {
    scenarios: [
      {
        ...evalset.scenarios[0],
        starting_prompt: 'I want a refund from Acme.',
        binary_rubric: ['The agent asked which order before refunding.'],
        assert: [{ type: 'conversation-relevance' }],
      },
    ],
  },
  'broken/evalset.json': { scenarios: [{ id: 'needs-var', starting_prompt: 'Use ${NOT_SET_ANYWHERE_48}.', max_turns: 2 }] },
});

type Block = { text?: string; toolUse?: unknown; toolResult?: unknown };
const messagesOf = (request: FakeRequest) => (request.body as { messages: { role: string; content: Block[] }[] }).messages;
const textOf = (blocks: Block[]) => blocks.map((b) => b.text ?? '').join('');
/** The user messages of the agent's request, tool results aside. */
const userTexts = (request: FakeRequest) =>
  messagesOf(request)
    .filter((m) => m.role === 'user' && m.content.some((b) => typeof b.text === 'string'))
    .map((m) => textOf(m.content));
const toolResultCount = (request: FakeRequest) => messagesOf(request).flatMap((m) => m.content.filter((b) => b.toolResult)).length;

/** Set by the regression test: the agent cancels the order in the second turn instead of refunding it. */
let cancelsInstead = false;

/** The agent under test: asks which order, then calls both tools and confirms; chats; greets. */
const agentModel: FakeHandler = (request) => {
  const task = firstUserText(request.body);
  const said = userTexts(request);
  if (task === 'I want a refund from Acme.') {
    if (!said.some((t) => t.includes('42'))) return { text: 'Which order should I refund?' };
    const results = toolResultCount(request);
    if (results === 0) return { toolUses: [{ toolUseId: 't1', name: 'shop__lookup_order', input: { order: 42 } }] };
    if (results === 1)
      return { toolUses: [{ toolUseId: 't2', name: cancelsInstead ? 'shop__cancel' : 'shop__refund', input: { order: 42, amount: 30 } }] };
    return { text: cancelsInstead ? 'Cancelled order 42.' : 'Refunded 30 for order 42.' };
  }
  if (task === CHATTY_PROMPT) return { text: `S3 detail number ${said.length}.` };
  if (task === HELLO_PROMPT) return { text: 'Hello!' };
  throw new Error(`unexpected task ${JSON.stringify(task)}`);
};

/** The simulated user: answers the question from the plan, ends once refunded or greeted, never ends the chatty one. */
const userModel: FakeHandler = (request) => {
  const prompt = firstUserText(request.body);
  expect(prompt).toMatch(/^You are a simulated user interacting with Gemini CLI agent\./);
  const last = prompt.split('# Last Agent Reply:\n')[1] ?? '';
  if (last.startsWith('Which order')) return { text: 'Order 42' };
  if (last.startsWith('Refunded') || last.startsWith('Cancelled') || last.startsWith('Hello')) return { text: 'TERMINATE' };
  return { text: 'Tell me more.' };
};

const scripted: FakeHandler = (request) => (request.modelId === USER ? userModel(request) : agentModel(request));

/** The shop evalset run with SHOP_NAME set, its results written to `output`. */
async function runShop(output: string, ...more: string[]) {
  process.env['SHOP_NAME'] = 'Acme';
  try {
    const evalsetFile = path.join(root, 'shop/evalset.json');
    return await cli('run', evalsetFile, '--model', `bedrock:${AGENT}`, '--user-model', `bedrock:${USER}`, ...more, '--output', output, '-q');
  } finally {
    delete process.env['SHOP_NAME'];
  }
}

describe('conversations: an EvalBench evalset with a simulated user', () => {
  it('holds each scenario as a conversation: a clarifying question answered, TERMINATE, max_turns', async () => {
    const fake = await startFake(scripted);
    const output = path.join(root, 'shop.json');
    const r = await runShop(output);
    expect(r.stderr).not.toMatch(/error|warning/i);
    const results: Results = readResultsFile(output);
    const byId = new Map(results.cases.map((c) => [c.id, c.results[0]!]));

    const refund = byId.get('refund')!;
    expect(refund.output).toBe('Refunded 30 for order 42.');
    expect(refund.scores).toMatchObject({ turn_count: 2, trajectory_matcher: 1 });
    expect(refund.conversation).toEqual({
      turns: [
        { user: 'I want a refund from Acme.', reply: 'Which order should I refund?', tool_calls: [] },
        {
          user: 'Order 42',
          reply: 'Refunded 30 for order 42.',
          tool_calls: [
            { name: 'shop__lookup_order', arguments: { order: 42 } },
            { name: 'shop__refund', arguments: { order: 42, amount: 30 } },
          ],
        },
      ],
      ended: 'terminate',
    });
    // The agent was given the whole conversation: its question and the user's answer before the tools.
    const lastRefundCall = fake.requests.filter((q) => q.modelId === AGENT && firstUserText(q.body) === 'I want a refund from Acme.').at(-1)!;
    expect(
      messagesOf(lastRefundCall)
        .slice(0, 3)
        .map((m) => [m.role, textOf(m.content)]),
    ).toEqual([
      ['user', 'I want a refund from Acme.'],
      ['assistant', 'Which order should I refund?'],
      ['user', 'Order 42'],
    ]);

    const chatty = byId.get('chatty')!;
    expect(chatty.scores).toMatchObject({ turn_count: 3 });
    expect(chatty.conversation?.ended).toBe('max_turns');
    expect(chatty.conversation?.turns.map((t) => t.user)).toEqual([CHATTY_PROMPT, 'Tell me more.', 'Tell me more.']);

    const hello = byId.get('hello')!;
    expect(hello.scores).toMatchObject({ turn_count: 1 });
    expect(hello.conversation?.ended).toBe('terminate');

    // The user is asked after each reply but the last allowed: 2 (refund) + 2 (chatty) + 1 (hello).
    expect(fake.requests.filter((q) => q.modelId === USER)).toHaveLength(5);
    expect(r.code).not.toBe(EXIT.usage);
  });

  it('a regression in the second turn is shown with both conversations, where they first differ', async () => {
    await startFake(scripted);
    const baseline = path.join(root, 'baseline.json');
    const before = await runShop(baseline);
    expect(readResultsFile(baseline).cases.find((c) => c.id === 'refund')?.status).toBe('pass');
    expect(before.code).toBe(EXIT.passed);
    cancelsInstead = true;
    try {
      const html = path.join(root, 'regressed.html');
      const regressed = path.join(root, 'regressed.json');
      const r = await runShop(regressed, '--compare-baseline', baseline, '--format', 'markdown', '--html', html, '--confirm-regressions', '2');
      expect(r.code).toBe(EXIT.blocked);
      // Each re-run is a whole conversation, and the failure held on both.
      const refund = readResultsFile(regressed).cases.find((c) => c.id === 'refund')!;
      expect(refund.confirmation).toEqual([expect.objectContaining({ runs: 2, passes: 0 })]);
      // The HTML report's data holds both conversations, line by line, and where they part.
      const page = readFileSync(html, 'utf8');
      expect(page).toContain('first differs at turn 2');
      expect(page).toContain('Turn 2 · call: shop__refund({\\"amount\\":30,\\"order\\":42})');
      expect(page).toContain('Turn 2 · call: shop__cancel(');
      const detail = r.stdout.slice(r.stdout.indexOf('<summary>Conversation: 2 turns'));
      expect(detail).toContain(
        '<summary>Conversation: 2 turns (the user said TERMINATE); baseline 2 turns (the user said TERMINATE); first differs at turn 2</summary>',
      );
      expect(detail).toContain('| Turn | Baseline | Now |');
      const rows = detail.split('\n').filter((l) => /^\| \d/.test(l));
      expect(rows[0]).toMatch(
        /^\| 1 \| \*\*user:\*\* I want a refund from Acme\.<br>\*\*agent:\*\* Which order should I refund\? \| \*\*user:\*\* I want a refund/,
      );
      expect(rows[1]).toMatch(
        /^\| 2 ⟵ first difference \| .*shop\\_\\_refund.*Refunded 30 for order 42\. \| .*shop\\_\\_cancel.*Cancelled order 42\. \|$/,
      );
    } finally {
      cancelsInstead = false;
    }
  });

  it('--scenario and --scenario-pattern pick scenarios', async () => {
    const fake = await startFake(scripted);
    const output = path.join(root, 'picked.json');
    await runShop(output, '--scenario', 'hello', '--scenario-pattern', 'ch*');
    expect(
      readResultsFile(output)
        .cases.map((c) => c.id)
        .sort(),
    ).toEqual(['chatty', 'hello']);
    expect(fake.requests.some((q) => firstUserText(q.body).includes('refund'))).toBe(false);
  });

  it('holds a whole conversation for each trial', async () => {
    const fake = await startFake(scripted);
    const output = path.join(root, 'trials.json');
    await runShop(output, '--scenario', 'refund', '--trials', '2');
    const results = readResultsFile(output).cases[0]!.results;
    expect(results.map((r) => [r.trial, r.conversation?.turns.length, r.conversation?.ended])).toEqual([
      [0, 2, 'terminate'],
      [1, 2, 'terminate'],
    ]);
    // Each trial's conversation asked the user twice.
    expect(fake.requests.filter((q) => q.modelId === USER)).toHaveLength(4);
  });

  it('an unresolved ${VAR} fails the load in one line naming the file, the scenario and the variable', async () => {
    await startFake(scripted);
    const r = await cli('run', path.join(root, 'broken/evalset.json'), '--model', `bedrock:${AGENT}`, '-q');
    expect(r.code).toBe(EXIT.usage);
    const lines = r.stderr.split('\n').filter((l) => l.includes('NOT_SET_ANYWHERE_48'));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(path.join(root, 'broken/evalset.json'));
    expect(lines[0]).toContain('scenario "needs-var"');
  });

  it('the judged scorers read the whole conversation: goal_completion, behavioral_metrics, the rubric and conversation-relevance', async () => {
    const judge: FakeHandler = (request) => {
      const prompt = firstUserText(request.body);
      if (Object.values(LABEL_SCALES).some((s) => prompt.startsWith(`Question: ${s.question}`)))
        return { text: '{"reasoning": "fine", "label": "yes"}' };
      if (prompt.startsWith('You judge whether an AI agent accomplished')) return { text: 'PASS\nThe refund was made.' };
      if (prompt.startsWith('You judge the behaviour')) return { text: 'Hallucination Count: 0\nClarification Count: 0' };
      if (prompt.includes('Criterion:')) return { text: 'PASS\nIt asked.' };
      return { text: '{"verdict": "yes"}' };
    };
    const fake = await startFake((request) => (request.modelId === JUDGE ? judge(request) : scripted(request)));
    const output = path.join(root, 'judged.json');
    const r = await cli(
      'run',
      path.join(root, 'judged/evalset.json'),
      '--model',
      `bedrock:${AGENT}`,
      '--user-model',
      `bedrock:${USER}`,
      '--judge-model',
      `bedrock:${JUDGE}`,
      '--output',
      output,
      '-q',
    );
    expect(r.stderr).not.toMatch(/error/i);
    const result = readResultsFile(output).cases[0]!.results[0]!;
    expect(result.scores).toMatchObject({ goal_completion: 1, behavioral_metrics: 1, binary_rubric_scorer_0: 1 });
    const judged = fake.requests.filter((q) => q.modelId === JUDGE).map((q) => firstUserText(q.body));
    const goal = judged.find((p) => p.startsWith('You judge whether an AI agent accomplished'))!;
    // Both turns, in order, as EvalBench's history writes them.
    expect(goal).toContain('User: I want a refund from Acme.\nAgent: Which order should I refund?\nUser: Order 42\nAgent: Refunded 30 for order 42.');
    // conversation-relevance judged one window per turn: two.
    const relevance = result.asserts.find((a) => a.type === 'conversation-relevance');
    expect(relevance).toMatchObject({ status: 'pass', reason: '2 out of 2 conversation windows were relevant' });
  });
});
