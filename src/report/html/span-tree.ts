// An agent's spans (src/traces/) as the lines of a tree for the report: each
// span under its parent, children in the order they started, with its
// duration and a mark when it ended in error. A span whose parent is not
// among them (the case's TRACEPARENT, or a span dropped by the bounds) is a
// root. At most MAX_LINES lines; the rest is counted. Pure.
import { stripControl } from '../../base/index.js';
import type { Span } from '../../config/index.js';

export const MAX_SPAN_LINES = 200;

const durationOf = (span: Span) => (span.end_ms === undefined ? 'unfinished' : `${Math.round((span.end_ms - span.start_ms) * 10) / 10} ms`);

/** The spans as indented lines: `name  12 ms`, children two spaces in, `✗ <message>` on an error. */
export function spanTreeLines(spans: readonly Span[]): string[] {
  const ids = new Set(spans.map((s) => s.span_id));
  const children = new Map<string | null, Span[]>();
  for (const span of spans) {
    const parent =
      span.parent_span_id !== undefined && ids.has(span.parent_span_id) && span.parent_span_id !== span.span_id ? span.parent_span_id : null;
    const list = children.get(parent) ?? [];
    list.push(span);
    children.set(parent, list);
  }
  for (const list of children.values()) list.sort((a, b) => a.start_ms - b.start_ms);
  const lines: string[] = [];
  const seen = new Set<Span>();
  // Depth first, iteratively: a deep or cyclic parent chain cannot overflow the stack.
  const stack: { span: Span; depth: number }[] = (children.get(null) ?? []).map((span) => ({ span, depth: 0 })).reverse();
  while (stack.length > 0 && lines.length < MAX_SPAN_LINES) {
    const { span, depth } = stack.pop() as { span: Span; depth: number };
    if (seen.has(span)) continue;
    seen.add(span);
    const error = span.status_code === 2 ? `  ✗ ${span.status_message ?? 'error'}` : '';
    lines.push(stripControl(`${'  '.repeat(Math.min(depth, 20))}${span.name}  ${durationOf(span)}${error}`));
    for (const child of [...(children.get(span.span_id) ?? [])].reverse()) stack.push({ span: child, depth: depth + 1 });
  }
  const left = spans.length - lines.length;
  if (left > 0) lines.push(`… ${left} more span(s) in the results JSON`);
  return lines;
}
