// The bare-SDK floor as a whole process: import the Bedrock Runtime client,
// send N Converse calls with `concurrency` workers, exit. bench/cli.mjs times
// it from spawn to exit, exactly as it times the CLI, so the two compare.
//   argv[2] = JSON {n, concurrency, modelId, requestHandler}
// The endpoint, region and credentials come from the environment, as for the CLI.
import { BedrockRuntimeClient, ConverseCommand } from '@aws-sdk/client-bedrock-runtime';

const { n, concurrency, modelId, requestHandler } = JSON.parse(process.argv[2] ?? '{}');
const client = new BedrockRuntimeClient({ maxAttempts: 1, requestHandler });
let next = 0;
let failed = 0;
const worker = async () => {
  while (next < n) {
    const i = next++;
    await client.send(new ConverseCommand({ modelId, messages: [{ role: 'user', content: [{ text: `case ${i}` }] }] })).catch(() => (failed += 1));
  }
};
await Promise.all(Array.from({ length: concurrency }, worker));
client.destroy();
if (failed > 0) {
  console.error(`${failed} of ${n} calls failed`);
  process.exitCode = 1;
}
