// Runs the fake Bedrock (compiled from test/fakes/bedrock.ts) in its own
// process, so the client under measurement does not share an event loop
// with the server. Started by bench/support.mjs with fork():
//   argv[2] = JSON {latencyMs, quota?: {perSecond, burst}}
// It sends {type: 'ready', url} once listening, answers {type: 'stats'} with
// {type: 'stats', stats}, and exits on {type: 'close'} or when the parent goes.
// stats.firstRequestAt is when the first request arrived, in ms on the
// machine-wide clock (performance.timeOrigin + performance.now()), so another
// process can time a start against it.
import { fixedLatency, quota, startFakeBedrock } from './.build/fakes/bedrock.js';
import { serveFakeToParent } from './support.mjs';

const config = JSON.parse(process.argv[2] ?? '{}');
const answer = fixedLatency(config.latencyMs ?? 0, () => ({ text: 'ok', usage: { inputTokens: 20, outputTokens: 5 } }));
const handler = config.quota ? quota(config.quota, answer) : answer;
let firstRequestAt = null;
const fake = await startFakeBedrock({
  handler: (request) => {
    firstRequestAt ??= performance.timeOrigin + performance.now();
    return handler(request);
  },
  record: false,
});

serveFakeToParent(fake, fake.url, () => firstRequestAt);
