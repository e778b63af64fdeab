// What an agent's spans say it did, by OpenTelemetry's GenAI semantic
// conventions (gen-ai-spans: `gen_ai.operation.name` "execute_tool",
// `gen_ai.tool.name`, `gen_ai.tool.call.id`, `gen_ai.tool.call.arguments`,
// `gen_ai.tool.call.result`): its tool calls, for the trajectory scorers when
// the agent reported none over the protocol; and the skills it activated: a
// call of the `Skill` tool with a `skill` argument (as promptfoo derives them
// from Claude's agent SDK), or a span with a `gen_ai.skill.name` or
// `skill.name` attribute.
import type { SkillCall, Span, ToolCallStep } from '../config/index.js';

/** The tool an agent activates a skill with (Claude Code's, and the built-in agent's: src/agents/skills.ts). */
export const SKILL_TOOL = 'Skill';
const SKILL_ATTRIBUTES = ['gen_ai.skill.name', 'skill.name'];

/** The tool spans, in the order they started. */
function toolSpans(spans: readonly Span[]): Span[] {
  return spans
    .filter((s) => s.attributes['gen_ai.operation.name'] === 'execute_tool' && typeof s.attributes['gen_ai.tool.name'] === 'string')
    .sort((a, b) => a.start_ms - b.start_ms);
}

/** A JSON text's object, or the value under `value` when it is not one. */
function argumentsOf(raw: unknown): Record<string, unknown> {
  if (raw && typeof raw === 'object' && !Array.isArray(raw)) return raw as Record<string, unknown>;
  if (typeof raw !== 'string' || raw.trim() === '') return {};
  try {
    const parsed: unknown = JSON.parse(raw);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : { value: parsed };
  } catch {
    return { value: raw };
  }
}

/** The tool calls the spans record, as trajectory steps. */
export function toolCallsFromSpans(spans: readonly Span[]): ToolCallStep[] {
  return toolSpans(spans).map((span) => {
    const a = span.attributes;
    const step: ToolCallStep = {
      type: 'tool_call',
      id: typeof a['gen_ai.tool.call.id'] === 'string' ? a['gen_ai.tool.call.id'] : span.span_id,
      name: a['gen_ai.tool.name'] as string,
      arguments: argumentsOf(a['gen_ai.tool.call.arguments']),
      latency_ms: span.end_ms === undefined ? 0 : Math.max(0, span.end_ms - span.start_ms),
    };
    if (span.status_code === 2) step.error = span.status_message ?? 'the tool span ended in error';
    else if (a['gen_ai.tool.call.result'] !== undefined) step.result = a['gen_ai.tool.call.result'];
    return step;
  });
}

/** A Skill tool call's skill, or null. */
export function skillOfToolCall(name: string, args: Record<string, unknown>): string | null {
  if (name !== SKILL_TOOL) return null;
  const skill = args['skill'];
  return typeof skill === 'string' && skill.trim() !== '' ? skill.trim() : null;
}

/** The skills the spans show activated, in the order they started; failed activations are left out. */
export function skillsFromSpans(spans: readonly Span[]): SkillCall[] {
  const out: SkillCall[] = [];
  for (const span of [...spans].sort((a, b) => a.start_ms - b.start_ms)) {
    if (span.status_code === 2) continue;
    const a = span.attributes;
    const named = SKILL_ATTRIBUTES.map((key) => a[key]).find((v): v is string => typeof v === 'string' && v.trim() !== '');
    const fromTool =
      a['gen_ai.operation.name'] === 'execute_tool' && typeof a['gen_ai.tool.name'] === 'string'
        ? skillOfToolCall(a['gen_ai.tool.name'], argumentsOf(a['gen_ai.tool.call.arguments']))
        : null;
    const name = named?.trim() ?? fromTool;
    if (name) out.push({ name, source: 'span' });
  }
  return out;
}
