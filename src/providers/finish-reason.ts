// promptfoo's normalised finish reasons (OpenAI's words: stop, length,
// content_filter, tool_calls), so a `finish-reason` assertion written for
// promptfoo reads the same here. The table is promptfoo's
// src/util/finishReason.ts (FINISH_REASON_MAP, normalizeFinishReason): its
// Anthropic entries are Bedrock Converse's stopReason values too. A reason
// it does not list (guardrail_intervened, content_filtered, ...) passes
// through lowercased, as there.
const FINISH_REASONS: Readonly<Record<string, string>> = {
  stop: 'stop',
  length: 'length',
  content_filter: 'content_filter',
  tool_calls: 'tool_calls',
  function_call: 'tool_calls',
  end_turn: 'stop',
  stop_sequence: 'stop',
  max_tokens: 'length',
  tool_use: 'tool_calls',
  refusal: 'content_filter',
  pause_turn: 'pause_turn',
};

/** The normalised reason for a provider's raw stop reason; undefined for none or a blank one. */
export function normaliseFinishReason(raw: string | null | undefined): string | undefined {
  const key = raw?.trim().toLowerCase();
  if (!key) return undefined;
  return Object.hasOwn(FINISH_REASONS, key) ? FINISH_REASONS[key] : key;
}
