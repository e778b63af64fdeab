// The fake Bedrock set-up every test of the real AWS SDK shares: fake
// credentials and no reach to real AWS for the file (useFakeAwsEnv), and after
// each test the SDK's cached clients dropped and the test's fakes closed, since
// a later fake may get a closed one's port. Call once per test file, at top level.
import { afterAll, afterEach, beforeAll } from 'vitest';
import { closeBedrockClients } from '../../src/providers/bedrock/converse.js';
import { useFakeAwsEnv } from '../fakes/aws-env.js';
import { startFakeBedrock, type FakeBedrock, type FakeBedrockOptions, type FakeHandler } from '../fakes/bedrock.js';

/** The fake's InvokeModel and ApplyGuardrail handlers, beside the Converse one. */
export type MoreFakeHandlers = Omit<FakeBedrockOptions, 'handler' | 'record'>;

export function useFakeBedrock(): {
  /** A fake Bedrock on 127.0.0.1 for this test, closed after it. */
  startFake: (handler?: FakeHandler, more?: MoreFakeHandlers) => Promise<FakeBedrock>;
} {
  let restoreEnv = () => {};
  const fakes: FakeBedrock[] = [];
  beforeAll(() => {
    restoreEnv = useFakeAwsEnv();
  });
  afterAll(() => restoreEnv());
  afterEach(async () => {
    closeBedrockClients();
    await Promise.all(fakes.splice(0).map((fake) => fake.close()));
  });
  return {
    async startFake(handler, more = {}) {
      const fake = await startFakeBedrock({ handler, ...more });
      fakes.push(fake);
      return fake;
    },
  };
}

/** The text of the first user turn of a Converse request body (the rendered prompt or the agent's task). */
export function firstUserText(body: unknown): string {
  const messages = (body as { messages?: { role?: string; content?: { text?: unknown }[] }[] }).messages ?? [];
  const text = messages.find((m) => m.role === 'user')?.content?.find((b) => typeof b.text === 'string')?.text;
  return typeof text === 'string' ? text : '';
}
