// The run's caps over conversations (issue 48): the simulated user's calls
// go through the same capped providers as the agent's, so --max-cost-usd
// counts what the user spends and refuses its calls once reached, and
// --max-duration refuses them once the budget ran out. The user's spend is
// shown with the judge's (summary.judge), so the results' total holds it.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { EXIT } from '../../src/cli/exit.js';
import type { Results } from '../../src/config/results.js';
import type { FakeHandler } from '../fakes/bedrock.js';
import { useBedrockCli } from '../helpers/cli.js';
import { readResultsFile } from '../helpers/results-file.js';
import { tempDir, writeTree } from '../helpers/tmp.js';

const AGENT = 'us.amazon.nova-pro-v1:0';
const USER = 'us.amazon.nova-lite-v1:0';
const root = tempDir();
const { startFake, cli } = useBedrockCli();

// 1,000 input tokens a call at $10 per 1M: each call, the agent's or the user's, costs $0.01.
writeTree(root, {
  'prices.json': { [AGENT]: { input: 10, output: 0 }, [USER]: { input: 10, output: 0 } },
  'chat/evalset.json': {
    scenarios: [
      { id: 'chatty', starting_prompt: 'Tell me about S3.', conversation_plan: 'Keep asking; never stop.', expected_trajectory: [], max_turns: 10 },
    ],
  },
});

const usage = { inputTokens: 1000, outputTokens: 0 };
/** The agent chats, the user always asks for more: only a cap ends the conversation before its 10th reply. */
const chatty =
  (agentDelayMs = 0): FakeHandler =>
  ({ modelId }) =>
    modelId === USER ? { text: 'Tell me more.', usage } : { text: 'More about S3.', usage, delayMs: agentDelayMs };

const run = (output: string, ...more: string[]) =>
  cli(
    'run',
    path.join(root, 'chat/evalset.json'),
    '--model',
    `bedrock:${AGENT}`,
    '--user-model',
    `bedrock:${USER}`,
    ...more,
    '--output',
    output,
    '-q',
  );

describe("the run's caps count the simulated user", () => {
  it("--max-cost-usd counts the user's spend and refuses its call once reached", async () => {
    const fake = await startFake(chatty());
    const output = path.join(root, 'cost.json');
    const r = await run(output, '--prices', path.join(root, 'prices.json'), '--max-cost-usd', '0.03');

    // agent $0.01, user $0.02, agent $0.03: the cap is reached, so the user's next call is refused (uncounted, it would be two more).
    expect(fake.requests.map((q) => (q.modelId === USER ? 'user' : 'agent'))).toEqual(['agent', 'user', 'agent']);
    expect(r.code).toBe(EXIT.blocked);
    const results: Results = readResultsFile(output);
    const result = results.cases[0]!.results[0]!;
    expect(result.status).toBe('error');
    expect(result.error).toContain("not run: the run's cost cap of $0.03 (--max-cost-usd) was reached");
    expect(results.cost_cap).toEqual({ limit_usd: 0.03, option: '--max-cost-usd', not_run: 1 });
    // The user's call is shown where grading calls are, and the total holds it.
    // The user's answered call is shown where grading calls are, and the total holds it.
    expect(results.summary.judge).toEqual({ calls: 1, cost_usd: expect.closeTo(0.01, 9) });
    expect(results.summary.total_cost_usd).toBeCloseTo(results.summary.cost_usd! + 0.01, 9);
  });

  it("--max-duration refuses the user's call once the budget ran out", async () => {
    // The agent's first reply takes longer than the whole budget: the user's call after it comes too late.
    const fake = await startFake(chatty(1500));
    const output = path.join(root, 'duration.json');
    const r = await run(output, '--max-duration', '1s');

    expect(fake.requests.map((q) => (q.modelId === USER ? 'user' : 'agent'))).toEqual(['agent']);
    expect(r.code).toBe(EXIT.blocked);
    const results: Results = readResultsFile(output);
    const result = results.cases[0]!.results[0]!;
    expect(result.status).toBe('error');
    expect(result.error).toContain("not run: the run's time budget of 1s (--max-duration) ran out");
    expect(results.duration_cap).toEqual({ limit_ms: 1000, option: '--max-duration', not_run: 1 });
  });
});
