// Every line supereval writes to stdout or stderr is scrubbed of credentials
// (src/base/redact.ts) and goes through `inertLine`.
// Dataset and folder names, case ids, reasons and model outputs are untrusted:
// on a runner, a line that starts with `::` (after whitespace) or holds `##[`
// anywhere is a workflow command (`::error::`, `::add-mask::`, and
// `::stop-commands::` which silences the step's real errors), and a newline
// inside a name would start such a line. On a terminal, escapes and bidi
// controls redraw or reorder what the reader sees. So untrusted text is shown,
// never obeyed: controls become visible symbols and command markers get a
// backslash. Only `src/base/log.ts` and `src/publish/action-log.ts` write to the streams
// (test/base/log-guard.test.ts fails on any other writer).
import { codePointName } from './escape.js';
import { secretScrubber } from './redact.js';

/**
 * Characters the reader cannot see or that move the cursor: controls (C0, DEL,
 * C1), format characters (bidi marks and overrides, zero-width characters,
 * BOM, tag characters), line and paragraph separators, lone surrogates.
 */
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Cs}\p{Zl}\p{Zp}]/gu;

// Marks that a culture-aware string comparison (the runner is .NET) may skip,
// so `#\u0301#[` could still read as `##[`; they stay in the text, the check looks through them.
const MARKS = '[\\p{Mn}\\p{Me}]*';
/** `##[` anywhere on a line: the runner's legacy command form (`##[error]`, `##[add-mask]`). */
export const LEGACY_COMMAND = new RegExp(`(#${MARKS}#${MARKS})\\[`, 'gu');
/** `::` at the start of a line, after whitespace: the runner's command form. */
const LEADING_COMMAND = new RegExp(`^([\\s\\p{Mn}\\p{Me}]*)(?=:${MARKS}:)`, 'u');

function visible(char: string): string {
  const code = char.codePointAt(0) ?? 0;
  // C0 controls and DEL have Unicode "control pictures": ␊ for a newline, ␛ for ESC.
  if (code < 0x20) return String.fromCodePoint(0x2400 + code);
  if (code === 0x7f) return '\u2421';
  return codePointName(char);
}

/**
 * One log line that nothing downstream interprets: no line break, no control,
 * escape, bidi or zero-width character (each shown as a visible symbol), no
 * workflow command. Printable text without command markers is returned as is.
 */
export function inertLine(text: string): string {
  return text.replace(INVISIBLE, visible).replace(LEGACY_COMMAND, '$1\\[').replace(LEADING_COMMAND, '$1\\');
}

/** Our own multi-line text (a report, the help): each line made inert, our line breaks kept. */
export function inertBlock(text: string): string {
  return text.split('\n').map(inertLine).join('\n');
}

/**
 * JSON for stdout that `inertLine` leaves unchanged: the characters it would
 * rewrite are written as `\uXXXX` escapes instead, so the JSON means exactly
 * what `JSON.stringify` would have said.
 */
export function inertJson(value: unknown, indent = 2): string {
  return inertJsonText(JSON.stringify(value, null, indent));
}

// UTF-16 units, so a character beyond U+FFFF becomes its surrogate pair, as JSON spells it.
const escapeUnits = (c: string) => Array.from({ length: c.length }, (_, i) => `\\u${c.charCodeAt(i).toString(16).padStart(4, '0')}`).join('');

/** A character outside printable ASCII and the line break. */
const NOT_PLAIN = /[^\x20-\x7e\n]/;

/**
 * inertJson's escapes applied to JSON text already written (JSON.stringify's
 * output, or pieces of it joined by line breaks): the same text inertJson
 * gives, for writers that stringify in pieces and make a whole chunk inert at once.
 */
export function inertJsonText(json: string): string {
  // Most JSON is printable ASCII and line breaks, in which only `##[` needs escaping: one quick scan finds it so.
  if (!NOT_PLAIN.test(json)) return json.includes('##[') ? json.replaceAll('##[', '##\\u005b') : json;
  return json.replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu, (c) => (c === '\n' ? c : escapeUnits(c))).replace(LEGACY_COMMAND, '$1\\u005b');
}

/** Where log lines go: each argument is one line, made inert. */
export interface Log {
  info(...lines: string[]): void;
  warning(...lines: string[]): void;
}

type Stream = NodeJS.WritableStream & { isTTY?: boolean };

/** Writes inert lines to a stream: the CLI's stdout and stderr. */
export interface LineWriter {
  readonly isTTY: boolean;
  /** One line per argument. */
  line(...lines: string[]): void;
  /** Our own multi-line text, written as is apart from `inertBlock`. */
  block(text: string): void;
  /** Redraws the terminal's current line (a progress bar); `endStatus` moves past it. */
  status(text: string): void;
  endStatus(): void;
}

export function lineWriter(stream: Stream): LineWriter {
  return {
    isTTY: Boolean(stream.isTTY),
    line: (...lines) => void stream.write(`${secretScrubber().lines(lines).map(inertLine).join('\n')}\n`),
    block: (text) => void stream.write(inertBlock(secretScrubber().text(text))),
    // \r and "erase line" are ours; the text after them is inert.
    status: (text) => void stream.write(`\r\u001b[2K${inertLine(secretScrubber().text(text))}`),
    endStatus: () => void stream.write('\n'),
  };
}

/** A `Log` on a stream, each line prefixed (the CLI's `supereval: ` notes). */
export function streamLog(writer: LineWriter, prefix = ''): Log {
  const write = (lines: string[]) => writer.line(...lines.map((l) => `${prefix}${l}`));
  return { info: (...lines) => write(lines), warning: (...lines) => write(lines) };
}
