// Reading judge replies: models wrap their JSON in prose or code fences, so we
// look for every top-level JSON object in the text instead of parsing it whole.

/** Every top-level JSON object found in `text`, in order of appearance. */
export function extractJsonObjects(text: string): Record<string, unknown>[] {
  const found: Record<string, unknown>[] = [];
  for (let start = text.indexOf('{'); start >= 0; start = text.indexOf('{', start + 1)) {
    const end = matchingBrace(text, start);
    if (end < 0) continue;
    const value = tryParse(text.slice(start, end + 1));
    if (value !== undefined) {
      found.push(value);
      start = end;
    }
  }
  return found;
}

/** Index of the `}` closing the `{` at `start`, skipping braces inside strings; -1 if none. */
function matchingBrace(text: string, start: number): number {
  let depth = 0;
  let inString = false;
  for (let i = start; i < text.length; i++) {
    const ch = text[i];
    if (inString) {
      if (ch === '\\') i++;
      else if (ch === '"') inString = false;
    } else if (ch === '"') {
      inString = true;
    } else if (ch === '{') {
      depth++;
    } else if (ch === '}') {
      depth--;
      if (depth === 0) return i;
    }
  }
  return -1;
}

function tryParse(candidate: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(candidate);
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A label as the scales spell it: lower case, single spaces, `_` read as a
 * space, no space around `/`, no quotes or closing punctuation.
 */
export function normaliseLabel(label: string): string {
  return label
    .toLowerCase()
    .replace(/[\s_]+/g, ' ')
    .replace(/ ?\/ ?/g, '/')
    .trim()
    .replace(/^["'`*]+|["'`*.!]+$/g, '')
    .trim();
}
