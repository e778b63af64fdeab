// The CLI run in-process (main() from src/cli/main.ts) against fake Bedrock
// servers on 127.0.0.1, through the real AWS SDK. The fake's URL reaches the
// SDK the way a user's would, through AWS_ENDPOINT_URL_BEDROCK_RUNTIME, with
// fake credentials; retries back off in milliseconds (SUPEREVAL_RETRY_BASE_DELAY_MS)
// so throttling costs no real seconds. Call once per test file, at top level.
import { afterAll, afterEach, beforeAll } from 'vitest';
import { main } from '../../src/cli/main.js';
import { RETRY_DELAY_ENV } from '../../src/app/environment.js';
import { closeBedrockClients } from '../../src/providers/bedrock/converse.js';
import { useFakeAwsEnv } from '../fakes/aws-env.js';
import { startFakeBedrock, type FakeBedrock, type FakeBedrockOptions, type FakeHandler } from '../fakes/bedrock.js';
import { capture } from './io.js';

export interface CliRun {
  code: number;
  stdout: string;
  stderr: string;
}

/** The fake's InvokeModel and ApplyGuardrail handlers, beside the Converse one. */
export type MoreFakeHandlers = Omit<FakeBedrockOptions, 'handler' | 'record'>;

export function useBedrockCli(): {
  startFake: (handler: FakeHandler, more?: MoreFakeHandlers) => Promise<FakeBedrock>;
  cli: (...args: string[]) => Promise<CliRun>;
} {
  let restoreEnv = () => {};
  let savedDelay: string | undefined;
  const fakes: FakeBedrock[] = [];
  beforeAll(() => {
    restoreEnv = useFakeAwsEnv();
    savedDelay = process.env[RETRY_DELAY_ENV];
    process.env[RETRY_DELAY_ENV] = '5';
  });
  afterAll(() => {
    restoreEnv();
    if (savedDelay === undefined) delete process.env[RETRY_DELAY_ENV];
    else process.env[RETRY_DELAY_ENV] = savedDelay;
  });
  afterEach(async () => {
    // A later fake may get this one's port; its clients must not be reused.
    closeBedrockClients();
    await Promise.all(fakes.splice(0).map((fake) => fake.close()));
  });
  return {
    async startFake(handler, more = {}) {
      const fake = await startFakeBedrock({ handler, ...more });
      fakes.push(fake);
      process.env['AWS_ENDPOINT_URL_BEDROCK_RUNTIME'] = fake.url;
      return fake;
    },
    async cli(...args) {
      const out = capture();
      const err = capture();
      const code = await main(args, { stdout: out.stream, stderr: err.stream });
      return { code, stdout: out.text(), stderr: err.text() };
    },
  };
}

/** The text of the first user turn of a Converse request body (the rendered prompt or the agent's task). */
export function firstUserText(body: unknown): string {
  const messages = (body as { messages?: { role?: string; content?: { text?: unknown }[] }[] }).messages ?? [];
  const text = messages.find((m) => m.role === 'user')?.content?.find((b) => typeof b.text === 'string')?.text;
  return typeof text === 'string' ? text : '';
}
