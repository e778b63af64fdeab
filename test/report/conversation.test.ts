// A conversation as the comment shows it (src/report/conversation.ts): folded,
// turn by turn beside the baseline's, the first differing turn named, every
// text from the run escaped so that it cannot break the table or add markup.
import { describe, expect, it } from 'vitest';
import type { ComparisonCase, ConversationRecord, ModelResult } from '../../src/config/index.js';
import { conversationDetail, firstDifference } from '../../src/report/conversation.js';

const turn = (user: string, reply: string | null, calls: string[] = []) => ({
  user,
  reply,
  tool_calls: calls.map((name) => ({ name, arguments: { id: 1 } })),
});
const convo = (...turns: ReturnType<typeof turn>[]): ConversationRecord => ({ turns, ended: 'terminate' });
const entry = (baseline?: ConversationRecord) => ({ id: 'c', baseline_conversation: baseline }) as unknown as ComparisonCase;
const result = (conversation: ConversationRecord) => ({ conversation }) as unknown as ModelResult;

describe('conversationDetail', () => {
  it('names the first turn that differs: the user, the reply or a call', () => {
    const base = convo(turn('a', 'b'), turn('c', 'd', ['x']));
    expect(firstDifference(base, convo(turn('a', 'b'), turn('c', 'd', ['x'])))).toBeNull();
    expect(firstDifference(base, convo(turn('a', 'b'), turn('c', 'd', ['y'])))).toBe(2);
    expect(firstDifference(base, convo(turn('a', 'B')))).toBe(1);
    expect(firstDifference(base, convo(turn('a', 'b')))).toBe(2);
  });

  it('escapes what the agent and the user wrote: no table cell broken, no markup', () => {
    const hostile = convo(turn('<img src=x onerror=alert(1)> | pipe', '</details><script>x</script>\nnext line', ['t|ool']));
    const lines = conversationDetail(entry(convo(turn('hi', 'there'))), result(hostile), 400);
    const text = lines.join('\n');
    expect(text).not.toContain('<img');
    expect(text).not.toContain('<script>');
    expect(text.match(/<\/details>/g)).toHaveLength(1);
    const row = lines.find((l) => l.startsWith('| 1'))!;
    // Three cells: the turn, the baseline's, now's; every | from the run escaped.
    expect(row.replace(/\\\|/g, '').split('|').length - 2).toBe(3);
    expect(lines[1]).toBe(
      '<summary>Conversation: 1 turn (the user said TERMINATE); baseline 1 turn (the user said TERMINATE); first differs at turn 1</summary>',
    );
  });

  it('shows at most 20 turns, says how many more, and has one column without a baseline', () => {
    const long = convo(...Array.from({ length: 23 }, (_, i) => turn(`u${i}`, `r${i}`)));
    const lines = conversationDetail(entry(), result(long), 200);
    expect(lines).toContain('| Turn | Now |');
    expect(lines.filter((l) => /^\| \d/.test(l))).toHaveLength(20);
    expect(lines).toContain('…and 3 more turns.');
    expect(conversationDetail(entry(), { conversation: undefined } as unknown as ModelResult, 200)).toEqual([]);
  });
});
