// Runs the fake OpenAI (compiled from test/fakes/openai.ts) in its own
// process, as bench/fake-bedrock-server.mjs runs Bedrock's; the same
// protocol with bench/support.mjs's spawnFake:
//   argv[2] = JSON {latencyMs, quota?: {perSecond, burst}}
// A request past the quota gets OpenAI's 429 with Retry-After and
// retry-after-ms saying when the next token comes (test/fakes/llm-server.ts quota).
import { quota } from './.build/fakes/llm-server.js';
import { startFakeOpenAI } from './.build/fakes/openai.js';
import { serveFakeToParent } from './support.mjs';

const config = JSON.parse(process.argv[2] ?? '{}');
const answer = () => ({ text: 'ok', usage: { input: 20, output: 5 }, delayMs: config.latencyMs ?? 0 });
const handler = config.quota ? quota(config.quota, answer) : answer;
let firstRequestAt = null;
const fake = await startFakeOpenAI({
  handler: (request) => {
    firstRequestAt ??= performance.timeOrigin + performance.now();
    return handler(request);
  },
  record: false,
});

serveFakeToParent(fake, fake.baseURL, () => firstRequestAt);
