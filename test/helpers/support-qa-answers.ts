// Answers to examples/datasets/support-qa for the fake model APIs
// (test/fakes/llm-server.ts handlers): each question answered by its truth,
// but for two answered wrong on purpose, so a run passes six and fails two.
import type { FakeLlmHandler } from '../fakes/llm-server.js';

const TRUTHS: Record<string, string> = {
  'maximum size of an SQS message': '256 KB',
  'keep a message by default': '4 days',
  'longest retention period': '14 days',
  'FIFO queue support': '300',
  'default visibility timeout': '30 seconds',
  'maximum wait time for long polling': '20 seconds',
  'dead-letter queue used for': "messages that can't be processed",
  'maximum delay for a delay queue': '15 minutes',
};
const WRONG = new Set(['longest retention period', 'maximum delay for a delay queue']);

/** The answer to a support-qa prompt, 1000 input tokens (200 of them cached) and 100 output tokens each. */
export const supportQaAnswer: FakeLlmHandler = ({ prompt }) => {
  const [question, truth] = Object.entries(TRUTHS).find(([q]) => prompt.includes(q)) ?? ['', ''];
  return { text: WRONG.has(question) ? 'I do not know.' : `It is ${truth}.`, usage: { input: 1000, output: 100, cachedInput: 200 } };
};
