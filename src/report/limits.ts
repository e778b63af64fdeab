// GitHub's size limits as named constants, and the two ways we cut text to
// fit them. Pure: no I/O.

/** Issue and pull-request comment bodies (GitHub answers 422 above this). */
export const COMMENT_BODY_MAX_CHARS = 65_536;
/** Check run `output.summary` and `output.text`, each. */
export const CHECK_OUTPUT_MAX_CHARS = 65_535;
/** Check run annotations accepted in one create or update request. */
export const CHECK_ANNOTATIONS_PER_REQUEST = 50;
/** Check run annotation `title`. */
export const CHECK_ANNOTATION_TITLE_MAX_CHARS = 255;
/** Check run annotation `message` (documented as 64 KB). */
export const CHECK_ANNOTATION_MESSAGE_MAX_BYTES = 64 * 1024;
/** Job summary written by one step (GITHUB_STEP_SUMMARY). */
export const JOB_SUMMARY_MAX_BYTES = 1024 * 1024;

export interface CutResult {
  text: string;
  truncated: boolean;
}

/**
 * Cut `text` so that it is at most `maxChars` UTF-16 code units long,
 * `note` included when a cut happens. UTF-16 units are never fewer than the
 * characters GitHub counts, so the result is within the limit either way. A
 * surrogate pair is never split.
 */
export function cutToChars(text: string, maxChars: number, note = ''): CutResult {
  if (text.length <= maxChars) return { text, truncated: false };
  if (note.length > maxChars) throw new RangeError(`truncation note is longer than the limit (${maxChars})`);
  let end = maxChars - note.length;
  if (end > 0 && isHighSurrogate(text.charCodeAt(end - 1))) end -= 1;
  return { text: text.slice(0, end) + note, truncated: true };
}

/**
 * Cut markdown to at most `maxChars` at the end of a line, then close what the
 * cut left open (a code fence, `<details>` blocks), so the rest still renders
 * as written and nothing after the cut (the note) lands inside a table or a
 * collapsed block.
 */
export function cutMarkdown(text: string, maxChars: number, note = ''): CutResult {
  return cutMarkdownBy(
    text,
    maxChars,
    note,
    (s) => s.length,
    (s, budget) => cutToChars(s, budget).text,
  );
}

/** cutMarkdown for a limit in UTF-8 bytes (the job summary's). */
export function cutMarkdownToUtf8Bytes(text: string, maxBytes: number, note = ''): CutResult {
  return cutMarkdownBy(
    text,
    maxBytes,
    note,
    (s) => Buffer.byteLength(s, 'utf8'),
    (s, budget) => cutToUtf8Bytes(s, budget).text,
  );
}

function cutMarkdownBy(text: string, max: number, note: string, size: (s: string) => number, cut: (s: string, budget: number) => string): CutResult {
  if (size(text) <= max) return { text, truncated: false };
  let budget = max - size(note);
  for (;;) {
    const head = cut(text, Math.max(0, budget));
    // At a line end; one long line has no blocks to keep whole.
    const end = head.lastIndexOf('\n');
    const kept = end > 0 ? head.slice(0, end) : head;
    const result = `${kept}${closersOf(kept)}${note}`;
    if (size(result) <= max || budget <= 0) {
      if (size(result) > max) throw new RangeError(`truncation note is longer than the limit (${max})`);
      return { text: result, truncated: true };
    }
    budget -= size(result) - max;
  }
}

/** What closes the code fence and `<details>` blocks still open at the end of `markdown`. */
function closersOf(markdown: string): string {
  let fence: string | null = null;
  let open = 0;
  for (const line of markdown.split('\n')) {
    const marker = /^ {0,3}(`{3,}|~{3,})/.exec(line)?.[1];
    if (fence !== null) {
      if (marker !== undefined && marker[0] === fence[0] && marker.length >= fence.length && line.trim() === marker) fence = null;
      continue;
    }
    if (marker !== undefined) {
      fence = marker;
      continue;
    }
    open += (line.match(/<details[\s>]/g) ?? []).length - (line.match(/<\/details>/g) ?? []).length;
  }
  return `${fence === null ? '' : `\n${fence}`}${'\n\n</details>'.repeat(Math.max(0, open))}`;
}

/**
 * Cut `text` so that its UTF-8 encoding is at most `maxBytes` bytes, `note`
 * included when a cut happens. Never splits a character.
 */
export function cutToUtf8Bytes(text: string, maxBytes: number, note = ''): CutResult {
  if (Buffer.byteLength(text, 'utf8') <= maxBytes) return { text, truncated: false };
  const budget = maxBytes - Buffer.byteLength(note, 'utf8');
  if (budget < 0) throw new RangeError(`truncation note is longer than the limit (${maxBytes} bytes)`);
  // Step back to the start of a character: UTF-8 continuation bytes are 10xxxxxx.
  const bytes = Buffer.from(text, 'utf8');
  let end = budget;
  while (end > 0 && ((bytes[end] ?? 0) & 0xc0) === 0x80) end -= 1;
  const head = bytes.subarray(0, end).toString('utf8');
  return { text: head + note, truncated: true };
}

function isHighSurrogate(code: number): boolean {
  return code >= 0xd800 && code <= 0xdbff;
}
