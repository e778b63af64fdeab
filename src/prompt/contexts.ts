// Retrieved passages as prompts and judges show them.

/** `[1] first passage`, a blank line, `[2] second passage`, ... */
export function formatContexts(contexts: readonly string[]): string {
  return contexts.map((c, i) => `[${i + 1}] ${c}`).join('\n\n');
}
