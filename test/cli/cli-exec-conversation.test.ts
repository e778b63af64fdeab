// exec: agents in a conversation, through the CLI: a dataset.json naming an
// EvalBench evalset, the agent a Python program (examples/agents/conversation-agent.py)
// that asks a question, acts on the answer and replies again, each user turn
// sent as {"type": "user"} after its final; the simulated user a model on a
// fake Bedrock. A single-turn agent that exits after its first final still
// works: its conversation ends there.
import { realpathSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Results } from '../../src/config/results.js';
import type { FakeHandler } from '../fakes/bedrock.js';
import { repoRoot, useBedrockCli } from '../helpers/cli.js';
import { firstUserText } from '../helpers/fake-bedrock.js';
import { tempDir, writeTree } from '../helpers/tmp.js';
import { readResultsFile } from '../helpers/results-file.js';

const USER = 'us.amazon.nova-lite-v1:0';
const root = tempDir();
const { startFake, cli } = useBedrockCli();

writeTree(root, {
  'storage/dataset.json': {
    name: 'storage-conversations',
    type: 'agent',
    evalset: 'evalset.json',
    scorers: { turn_count: {}, agent_steps: {}, trajectory_matcher: { filter_native_tools: false } },
  },
  'storage/evalset.json': {
    scenarios: [
      {
        id: 'bucket-size',
        starting_prompt: 'How big is my bucket?',
        conversation_plan: 'Your bucket is logs-2024. Answer the question, read the size, say thanks once, then end.',
        expected_trajectory: ['bucket_info'],
        max_turns: 6,
        tools: { bucket_info: { response: { size_gb: 12 } } },
      },
    ],
  },
  'placed/evalset.json': {
    scenarios: [{ id: 'where', starting_prompt: 'Where are you?', env: { GREETING: 'hi there' }, work_dir: 'work/where' }],
  },
  'refused/evalset.json': {
    scenarios: [
      { id: 'path', starting_prompt: 'x', env: { PATH: '/tmp/evil' } },
      { id: 'token', starting_prompt: 'x', env: { GITHUB_TOKEN: 'x' } },
      { id: 'outside', starting_prompt: 'x', work_dir: '../elsewhere' },
    ],
  },
  // Answers once with its variable and folder, then exits.
  'where-agent.py':
    'import json, os, sys\nsys.stdin.readline()\nprint(json.dumps({"type": "final", "answer": os.environ.get("GREETING", "") + " @ " + os.getcwd()}), flush=True)\n',
});

/** The simulated user: names the bucket, thanks once, then ends; asks the single-turn agent more. */
const user: FakeHandler = (request) => {
  const last = firstUserText(request.body).split('# Last Agent Reply:\n')[1] ?? '';
  if (last.startsWith('Which bucket')) return { text: 'logs-2024' };
  if (last.startsWith('logs-2024')) return { text: 'Thanks!' };
  // The single-turn agent's reply: the user goes on, the agent has gone.
  if (last.startsWith('bucket_info said')) return { text: 'And the size?' };
  return { text: 'TERMINATE' };
};

const run = (agent: string, output: string) =>
  cli('run', path.join(root, 'storage'), '--agent', agent, '--user-model', `bedrock:${USER}`, '--output', output, '-q');

describe('exec: agents hold a conversation', () => {
  it('a Python agent answers three user turns, each sent after its final', async () => {
    const fake = await startFake(user);
    const output = path.join(root, 'python.json');
    const r = await run(`exec:python3 ${path.join(repoRoot, 'examples/agents/conversation-agent.py')}`, output);
    expect(r.stderr).not.toMatch(/error/i);
    const result = (readResultsFile(output) as Results).cases[0]!.results[0]!;
    expect(result.status).not.toBe('error');
    expect(result.conversation).toEqual({
      turns: [
        { user: 'How big is my bucket?', reply: 'Which bucket do you mean?', tool_calls: [] },
        { user: 'logs-2024', reply: 'logs-2024: {"size_gb": 12}', tool_calls: [{ name: 'bucket_info', arguments: { bucket: 'logs-2024' } }] },
        { user: 'Thanks!', reply: 'Reply 3: noted.', tool_calls: [] },
      ],
      ended: 'terminate',
    });
    expect(result.scores).toMatchObject({ turn_count: 3, agent_steps: 1, trajectory_matcher: 1 });
    // Each final's usage, summed over the conversation.
    expect(result.usage).toEqual({ input_tokens: 30, output_tokens: 15 });
    expect(fake.requests).toHaveLength(3);
  });

  it('an mcp: agent gets each user turn on its stdin after final_answer, and holds the same three turns', async () => {
    await startFake(user);
    const output = path.join(root, 'mcp.json');
    const r = await run(`mcp:node ${path.join(repoRoot, 'test/fixtures/agent-programs/conversation-mcp-agent.mjs')}`, output);
    expect(r.stderr).not.toMatch(/error/i);
    const result = (readResultsFile(output) as Results).cases[0]!.results[0]!;
    expect(result.conversation?.turns.map((t) => [t.user, t.reply])).toEqual([
      ['How big is my bucket?', 'Which bucket do you mean?'],
      ['logs-2024', 'logs-2024: {"size_gb":12}'],
      ['Thanks!', 'Reply 3: noted.'],
    ]);
    expect(result.conversation?.ended).toBe('terminate');
    expect(result.scores).toMatchObject({ turn_count: 3, agent_steps: 1, trajectory_matcher: 1 });
    expect(result.usage).toEqual({ input_tokens: 30, output_tokens: 15 });
  });

  it('a single-turn agent that exits after its first final ends the conversation there', async () => {
    await startFake(user);
    const output = path.join(root, 'echo.json');
    const r = await run(`exec:node ${path.join(repoRoot, 'examples/agents/echo-agent.mjs')}`, output);
    expect(r.stderr).not.toMatch(/error/i);
    const result = (readResultsFile(output) as Results).cases[0]!.results[0]!;
    expect(result.status).not.toBe('error');
    expect(result.conversation?.ended).toBe('agent_exit');
    expect(result.conversation?.turns).toHaveLength(1);
    expect(result.scores).toMatchObject({ turn_count: 1 });
  });

  it("runs an exec: agent with its scenario's env and in its work_dir, created inside the folder", async () => {
    await startFake(user);
    const output = path.join(root, 'where.json');
    const r = await cli(
      'run',
      path.join(root, 'placed/evalset.json'),
      '--agent',
      `exec:python3 ${path.join(root, 'where-agent.py')}`,
      '--output',
      output,
      '-q',
    );
    expect(r.stderr).not.toMatch(/error/i);
    const result = (readResultsFile(output) as Results).cases[0]!.results[0]!;
    expect(result.output).toBe(`hi there @ ${realpathSync(path.join(root, 'placed/work/where'))}`);
  });

  it('refuses a scenario env that sets PATH or a credential, and a work_dir outside the folder, all at once', async () => {
    const r = await cli('validate', path.join(root, 'refused/evalset.json'));
    expect(r.stderr).toContain('scenarios[0].env.PATH: may not be set by a scenario');
    expect(r.stderr).toContain('scenarios[1].env.GITHUB_TOKEN: may not be set by a scenario');
    expect(r.stderr).toContain("scenarios[2].work_dir: must be a folder inside the evalset's folder");
  });

  it('runs the offline example: examples/datasets/agents/storage-conversations with a scripted user', async () => {
    const output = path.join(root, 'example.json');
    const example = (file: string) => path.join(repoRoot, file);
    const r = await cli(
      'run',
      example('examples/datasets/agents/storage-conversations'),
      '--agent',
      `exec:python3 ${example('examples/agents/conversation-agent.py')}`,
      '--user-model',
      `exec:python3 ${example('examples/agents/scripted-user.py')}`,
      '--output',
      output,
      '-q',
    );
    expect(r.code).toBe(0);
    const byId = new Map((readResultsFile(output) as Results).cases.map((c) => [c.id, c.results[0]!]));
    expect(byId.get('bucket-size')?.conversation?.ended).toBe('terminate');
    expect(byId.get('bucket-size')?.scores).toMatchObject({ turn_count: 3, trajectory_matcher: 1 });
    expect(byId.get('chatty')?.conversation?.ended).toBe('max_turns');
    expect(byId.get('chatty')?.scores).toMatchObject({ turn_count: 3 });
  });
});
