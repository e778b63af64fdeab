// Tool-call arguments compared by content: the comment's tool-call table and
// conversations, and the HTML report, read them so.

/** JSON with object keys sorted: arguments that differ only in key order are the same call. */
export function canonical(value: unknown): string {
  return JSON.stringify(value, (_, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) : v,
  );
}
