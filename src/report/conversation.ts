// An agent's conversation with the simulated user, as a reviewer reads it in
// the comment: folded (a <details> block), turn by turn beside the
// baseline's, the first turn where they part named in the summary. Pure;
// every text from the run is cut, then escaped (the table around it is ours).
import type { ComparisonCase, ConversationRecord, ConversationTurnRecord, ModelResult } from '../config/index.js';
import { escapeMarkdown, excerpt, plural } from '../base/index.js';
import { canonical } from './canonical.js';

/** The most turns a comment shows of one conversation: real evalsets ask for 15 at most. */
const MAX_TURN_ROWS = 20;

const ENDED: Record<string, string> = {
  terminate: 'the user said TERMINATE',
  max_turns: 'stopped at max_turns',
  agent_exit: 'the agent exited',
  no_reply: 'a turn ended without a reply',
};

/** Whether two turns are the same: the user's text, the reply and the tool calls (arguments in any key order). */
function sameTurn(a: ConversationTurnRecord, b: ConversationTurnRecord): boolean {
  if (a.user !== b.user || a.reply !== b.reply || a.tool_calls.length !== b.tool_calls.length) return false;
  return a.tool_calls.every((c, i) => {
    const d = b.tool_calls[i];
    return d !== undefined && c.name === d.name && canonical(c.arguments) === canonical(d.arguments);
  });
}

/** The 1-based turn where two conversations first differ, or null when they are the same. */
export function firstDifference(before: ConversationRecord, now: ConversationRecord): number | null {
  const n = Math.max(before.turns.length, now.turns.length);
  for (let i = 0; i < n; i++) {
    const a = before.turns[i];
    const b = now.turns[i];
    if (!a || !b || !sameTurn(a, b)) return i + 1;
  }
  return null;
}

/** A conversation as lines, `Turn N · user: …`, `Turn N · call: name({…})`, `Turn N · agent: …`: the HTML report lists them side by side. */
export function conversationLines(conversation: ConversationRecord): string[] {
  return conversation.turns.flatMap((turn, i) => [
    `Turn ${i + 1} · user: ${turn.user}`,
    ...turn.tool_calls.map((c) => `Turn ${i + 1} · call: ${c.name}(${canonical(c.arguments)})`),
    `Turn ${i + 1} · agent: ${turn.reply ?? '(no reply)'}`,
  ]);
}

/** What a folded conversation says before it is opened: its turns, how it ended, the baseline's, where they first differ. */
export function conversationSummary(now: ConversationRecord, before: ConversationRecord | undefined): string {
  const at = before ? firstDifference(before, now) : null;
  return [
    `Conversation: ${plural(now.turns.length, 'turn')} (${ended(now)})`,
    ...(before ? [`baseline ${plural(before.turns.length, 'turn')} (${ended(before)})`] : []),
    ...(before ? [at === null ? 'the same turns' : `first differs at turn ${at}`] : []),
  ].join('; ');
}

/** One side of a turn as a table cell: the user's message, the calls, the reply; `<br>` between them. */
function turnCell(turn: ConversationTurnRecord | undefined, chars: number): string {
  if (!turn) return '–';
  const calls = turn.tool_calls.map((c) => escapeMarkdown(excerpt(c.name, 80)));
  const parts = [
    `**user:** ${escapeMarkdown(excerpt(turn.user, chars))}`,
    ...(calls.length > 0 ? [`**calls:** ${calls.join(', ')}`] : []),
    `**agent:** ${turn.reply === null ? '_(no reply)_' : escapeMarkdown(excerpt(turn.reply, chars))}`,
  ];
  return parts.join('<br>').replace(/\r?\n/g, ' ');
}

function ended(conversation: ConversationRecord): string {
  return ENDED[conversation.ended] ?? conversation.ended;
}

/** The conversation of a compared case, folded, beside the baseline's when it recorded one; nothing for a single task. */
export function conversationDetail(entry: ComparisonCase, result: ModelResult | undefined, chars: number): string[] {
  const now = result?.conversation;
  if (!now) return [];
  const before = entry.baseline_conversation;
  const at = before ? firstDifference(before, now) : null;
  const summary = conversationSummary(now, before);
  const n = Math.min(Math.max(now.turns.length, before?.turns.length ?? 0), MAX_TURN_ROWS);
  const cell = Math.max(40, Math.floor(chars / 2));
  const rows: string[] = [];
  for (let i = 0; i < n; i++) {
    const mark = at === i + 1 ? ' ⟵ first difference' : '';
    rows.push(
      before
        ? `| ${i + 1}${mark} | ${turnCell(before.turns[i], cell)} | ${turnCell(now.turns[i], cell)} |`
        : `| ${i + 1} | ${turnCell(now.turns[i], cell)} |`,
    );
  }
  const more = Math.max(now.turns.length, before?.turns.length ?? 0) - n;
  return [
    '<details>',
    // Our words and numbers only: nothing from the run is in the summary.
    `<summary>${summary}</summary>`,
    '',
    before ? '| Turn | Baseline | Now |' : '| Turn | Now |',
    before ? '|---|---|---|' : '|---|---|',
    ...rows,
    ...(more > 0 ? ['', `…and ${plural(more, 'more turn')}.`] : []),
    '',
    '</details>',
  ];
}
