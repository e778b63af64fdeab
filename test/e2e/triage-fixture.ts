// A small classification dataset and a deterministic fake model for it: the
// fake Bedrock answers each ticket's label, except that under a "terse"
// prompt it gets one ticket wrong, the kind of regression a prompt change
// brings. Same prompt, same answers: reusing results is then legitimate.
import type { FakeHandler } from '../fakes/bedrock.js';

export const MODEL_ID = 'anthropic.claude-test-v1:0';
export const MODEL = `bedrock:${MODEL_ID}`;
export const DATASET = 'triage';
export const CASES_PATH = `datasets/${DATASET}/cases.jsonl`;

export const TICKETS = [
  { id: 'refund', text: 'I was charged twice this month, please refund one payment.', label: 'billing' },
  { id: 'login-loop', text: 'I reset my password but the login page keeps sending me back.', label: 'account' },
  { id: 'api-timeout', text: 'Every call to the export endpoint times out after 30 seconds.', label: 'technical' },
  { id: 'invoice-address', text: 'The invoice shows my old company address.', label: 'billing' },
  { id: 'lost-2fa', text: 'I lost the phone with my two-factor codes.', label: 'account' },
  { id: 'upload-crash', text: 'The desktop app crashes when I upload a folder.', label: 'technical' },
] as const;

/** The ticket the terse prompt gets wrong, and its line in cases.jsonl. */
export const REGRESSING_TICKET = 'api-timeout';
export const REGRESSING_LINE = TICKETS.findIndex((t) => t.id === REGRESSING_TICKET) + 1;
export const REGRESSING_TICKET_TEXT = TICKETS[REGRESSING_LINE - 1]?.text ?? '';

/** A PR's prompt under which the model misroutes REGRESSING_TICKET. */
export const TERSE_PROMPT = 'Reply tersely. Categories: {{labels}}.\nTicket: {{text}}';
/** The PR's follow-up prompt, which gets everything right again. */
export const FIXED_PROMPT = 'Reply with exactly one category name from: {{labels}}.\nTicket: {{text}}';

export function triageFiles(thresholds: object = { pass_rate: 0.8 }): Record<string, object | object[]> {
  return {
    [`datasets/${DATASET}/dataset.json`]: { name: DATASET, type: 'classification', labels: ['billing', 'technical', 'account'], thresholds },
    [CASES_PATH]: TICKETS.map((t) => ({ id: t.id, input: { text: t.text }, expected: { label: t.label } })),
  };
}

function lastUserText(body: unknown): string {
  const messages = (body as { messages?: { role?: string; content?: { text?: unknown }[] }[] }).messages ?? [];
  const last = messages.filter((m) => m.role === 'user').at(-1);
  const text = last?.content?.find((b) => typeof b.text === 'string')?.text;
  return typeof text === 'string' ? text : '';
}

export const triageModel: FakeHandler = ({ body }) => {
  const prompt = lastUserText(body);
  const ticket = TICKETS.find((t) => prompt.includes(t.text));
  if (!ticket) return { text: 'I cannot tell.' };
  const wrong = ticket.id === REGRESSING_TICKET && prompt.startsWith('Reply tersely.');
  return { text: wrong ? 'billing' : ticket.label, usage: { inputTokens: 40, outputTokens: 2 } };
};
