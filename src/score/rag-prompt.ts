// The default prompt of a RAG case: the query and its numbered contexts.
// Custom templates may use the same two placeholders.

export const DEFAULT_RAG_TEMPLATE =
  'Answer the question using only the information in the numbered context passages below. ' +
  'If the passages do not contain the answer, say that they do not.\n\n' +
  'Context:\n{{contexts}}\n\nQuestion: {{query}}';

/** `[1] first passage`, a blank line, `[2] second passage`, ... */
export function formatContexts(contexts: readonly string[]): string {
  return contexts.map((c, i) => `[${i + 1}] ${c}`).join('\n\n');
}

/** The values a RAG template can use. */
export function ragTemplateVars(input: { query: string; retrieved_contexts: readonly string[] }): { query: string; contexts: string } {
  return { query: input.query, contexts: formatContexts(input.retrieved_contexts) };
}
