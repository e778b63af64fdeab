// Untrusted text (model outputs, dataset strings) must stay text wherever we
// render it: no HTML tags, no table breaks, no @-mentions, no terminal escapes.

/** Escapes text for inline GitHub markdown, including table cells. Newlines become spaces. */
export function escapeMarkdown(text: string): string {
  return (
    stripControl(text)
      .replace(/\r?\n|\r/g, ' ')
      .replace(/&/g, '&amp;')
      .replace(/</g, '&lt;')
      .replace(/>/g, '&gt;')
      .replace(/[\\`*_{}[\]()#+!|~]/g, (c) => `\\${c}`)
      // An entity for @ keeps GitHub from mentioning (and notifying) anyone.
      .replace(/@/g, '&#64;')
      // Keep bare URLs from turning into links (a mild guard against phishing text).
      .replace(/:\/\//g, ':&#47;&#47;')
  );
}

/** Escapes text for an HTML context such as <summary> or an attribute. */
export function escapeHtml(text: string): string {
  return stripControl(text)
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;')
    .replace(/@/g, '&#64;');
}

/**
 * Removes terminal control sequences and other C0/C1 controls except tab and
 * newline, and shows invisible characters (bidi controls, zero-width and other
 * format characters, line separators, lone surrogates) as `<U+XXXX>`: a
 * reader sees the text in its real order, and that something was hidden there.
 */
export function stripControl(text: string): string {
  return text
    .replace(/\u001b\[[0-?]*[ -/]*[@-~]/g, '')
    .replace(/\u001b\][^\u0007\u001b]*(\u0007|\u001b\\)?/g, '')
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/g, '')
    .replace(INVISIBLE, codePointName);
}

/** Invisible characters that reorder or hide text: format (Cf), line/paragraph separators, lone surrogates. */
const INVISIBLE = /[\p{Cf}\p{Zl}\p{Zp}\p{Cs}]/gu;

/** `<U+202E>` for a character: how logs and reports show one that would otherwise act unseen. */
export function codePointName(char: string): string {
  return `<U+${(char.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}>`;
}

/** `stripControl`, and line breaks become spaces: for a piece of text inside one line of a report. */
export function oneLine(text: string): string {
  return stripControl(text).replace(/\r\n|[\r\n]/g, ' ');
}

/** A one-line excerpt of at most `max` characters (whitespace folded). */
export function excerpt(text: string | null | undefined, max = 120): string {
  if (!text) return '';
  const folded = text.replace(/\s+/g, ' ').trim();
  const chars = [...folded];
  return chars.length > max ? `${chars.slice(0, max - 1).join('')}…` : folded;
}
