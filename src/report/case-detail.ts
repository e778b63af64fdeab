// What a reviewer reads for one compared case: its id linked to its line of
// cases.jsonl, its tags, what was asked, what was expected, why it failed,
// the score change, the baseline's output beside today's in a two-column
// table and, for agents, the tool calls that differ from the baseline's.
// Pure: the link's target comes in as plain input. Every untrusted string is
// cut first (by code points, so a surrogate pair is never split), then
// escaped; the tables and lists around it are ours, so a cut never leaves a
// tag or a fence open.
import type { CaseResult, ModelResult, ToolCallRecord, ComparisonCase } from '../config/index.js';
import { escapeMarkdown, excerpt, plural } from '../base/index.js';
import { canonical } from './canonical.js';
import { conversationDetail } from './conversation.js';

export { canonical };

export interface CaseDetailOptions {
  /**
   * cases.jsonl at the commit under review (`<server>/<owner>/<repo>/blob/<sha>/<path>`):
   * a case links to `#L<line>`. Without it the line is named in words.
   */
  casesUrl?: string | undefined;
  /** The input field that says what was asked (the dataset kind's `inputField`); null: none is shown. */
  inputField: string | null;
  /** Most characters shown of each output (and of the input, expected value and reason, within their own caps). */
  chars: number;
  /** Name the model compared (when the run had several). */
  showModel: boolean;
}

/** A comparison entry with the case and the result a report shows for it. */
export interface DetailRow {
  entry: ComparisonCase;
  testCase: CaseResult | undefined;
  result: ModelResult | undefined;
}

/** Most lines of an output kept in its table cell. */
const MAX_OUTPUT_LINES = 12;
/** Most tool-call differences listed per case. */
const MAX_CALL_ROWS = 10;

/** The case id, linked to its line of cases.jsonl when the commit is known; else, if `sayLine`, with the line in words. */
export function caseLink(id: string, line: number | undefined, casesUrl: string | undefined, sayLine = false): string {
  const text = escapeMarkdown(excerpt(id, 60));
  if (line === undefined) return text;
  if (casesUrl) return `[${text}](${casesUrl}#L${line})`;
  return sayLine ? `${text} (line ${line})` : text;
}

/** The markdown of one case: a heading line, a list of what was asked and why it failed, the outputs side by side. */
export function caseDetail(row: DetailRow, options: CaseDetailOptions): string[] {
  const { entry, testCase, result } = row;
  const head = [
    `**${caseLink(entry.id, testCase?.line, options.casesUrl, true)}**`,
    ...(entry.model && options.showModel ? [escapeMarkdown(excerpt(entry.model, 60))] : []),
    ...(entry.tags.length > 0 ? [`tags: ${entry.tags.map((t) => escapeMarkdown(excerpt(t, 30))).join(', ')}`] : []),
    statusChange(entry),
    ...scoreChange(entry),
  ];
  const input = options.inputField === null ? undefined : testCase?.vars?.[options.inputField];
  const facts = [
    ...(typeof input === 'string' ? [`- **Input:** ${inline(input, Math.max(options.chars, 120) / 2)}`] : []),
    ...(testCase?.expected ? [`- **Expected:** ${inline(testCase.expected, Math.max(options.chars, 120) / 3)}`] : []),
    ...(result && reasonText(result) ? [`- **Reason:** ${inline(reasonText(result), Math.max(options.chars, 120) / 2)}`] : []),
    ...(typeof entry.confirmation?.passed_output === 'string'
      ? [`- **Passed on re-run:** ${inline(entry.confirmation.passed_output, Math.max(options.chars, 120) / 2)}`]
      : []),
  ];
  const parts = [
    [head.join(' · ')],
    facts,
    outputsTable(entry, result, options.chars),
    toolCallTable(entry, result),
    // A conversation with the simulated user: every turn, folded, beside the baseline's.
    conversationDetail(entry, result, options.chars),
  ];
  return parts.filter((p) => p.length > 0).flatMap((p, i) => (i === 0 ? p : ['', ...p]));
}

/** "pass → fail", with what says it may be noise: trials that disagree, re-runs that passed (or held) after a regression. */
export function statusChange(entry: ComparisonCase, missing = { before: 'new', after: 'removed' }): string {
  const reruns = entry.confirmation ? `, ${confirmationText(entry.confirmation)}` : '';
  return `${entry.baseline_status ?? missing.before} → ${entry.status ?? missing.after}${entry.flaky ? ' (flaky)' : ''}${reruns}`;
}

/** "passed 1 of 2 re-runs", "failed 2 of 2 re-runs"; "not re-run" when the budget was too small to decide anything. */
export function confirmationText({ runs, passes }: { runs: number; passes: number }): string {
  if (runs === 0) return 'not re-run (the budget cannot decide)';
  return passes > 0 ? `passed ${passes} of ${runs} re-runs` : `failed ${runs} of ${runs} re-runs`;
}

function scoreChange(entry: ComparisonCase): string[] {
  if (entry.score === null) return [];
  if (entry.baseline_score === null || entry.score_delta === null) return [`score ${entry.score.toFixed(2)}`];
  if (entry.score_delta === 0) return [`score ${entry.score.toFixed(2)}, unchanged`];
  const sign = entry.score_delta > 0 ? '+' : '−';
  return [`score ${entry.baseline_score.toFixed(2)} → ${entry.score.toFixed(2)} (${sign}${Math.abs(entry.score_delta).toFixed(2)})`];
}

/** Why the result failed: its error, or the assertions that failed. */
export function reasonText(result: ModelResult): string {
  if (result.error) return result.error;
  return result.asserts
    .filter((a) => a.status === 'fail' || a.status === 'error')
    .map((a) => `${a.type}: ${a.reason}`)
    .join('; ');
}

const inline = (text: string, max: number) => escapeMarkdown(excerpt(text, Math.floor(max)));

function outputsTable(entry: ComparisonCase, result: ModelResult | undefined, chars: number): string[] {
  const now = result ? result.output : undefined;
  const before = entry.baseline_output;
  if (now === undefined && before === undefined) return [];
  const failed = 'no output: the call failed';
  const cellNow = now === undefined ? '_not run_' : outputCell(now, chars, failed);
  if (before !== undefined && before === now && !entry.baseline_model) return ['| Output (the same as the baseline’s) |', '|---|', `| ${cellNow} |`];
  if (typeof before === 'string' && typeof now === 'string' && before.trim() !== '' && now.trim() !== '') {
    const [marked, markedNow] = markedCells(before, now, chars);
    return [outputsHead(entry), '|---|---|', `| ${marked} | ${markedNow} |`];
  }
  const cellBefore =
    before === undefined ? (entry.baseline_status === null ? '_new case_' : '_not recorded in the baseline_') : outputCell(before, chars, failed);
  return [outputsHead(entry), '|---|---|', `| ${cellBefore} | ${cellNow} |`];
}

function outputsHead(entry: ComparisonCase): string {
  const head = entry.baseline_model ? `Baseline output (${escapeMarkdown(excerpt(entry.baseline_model, 60))})` : 'Baseline output';
  return `| ${head} | Output now |`;
}

/**
 * An output for a table cell: cut to `chars` code points and a few lines,
 * each line escaped, line breaks kept as `<br>`.
 */
export function outputCell(text: string | null, chars: number, whenNull: string): string {
  if (text === null) return `_${whenNull}_`;
  if (text.trim() === '') return '_empty_';
  const lines = cutLines(text, chars, MAX_OUTPUT_LINES);
  return lines.map((l) => escapeMarkdown(l)).join('<br>');
}

// Beyond this many words a side, the outputs are shown without marks (the word alignment is quadratic).
const MAX_MARKED_WORDS = 400;
// Below this share of words in common, marking nearly every word would only add noise.
const MIN_SHARED = 0.3;

/**
 * Both outputs for their table cells (cut, escaped, line breaks as `<br>`),
 * with the words only one side has marked: `<del>` in the baseline's,
 * `<ins>` in today's. Words are aligned as a longest common subsequence.
 * Outputs that share too little are left unmarked. The tags are ours and
 * close on the line they open, so a cut never leaves one open.
 */
export function markedCells(before: string, now: string, chars: number): [string, string] {
  const a = tokens(cutLines(before, chars, MAX_OUTPUT_LINES));
  const b = tokens(cutLines(now, chars, MAX_OUTPUT_LINES));
  const wordsA = a.filter(isWord);
  const wordsB = b.filter(isWord);
  const plain = (t: string[]) => render(t, () => false, '');
  if (wordsA.length > MAX_MARKED_WORDS || wordsB.length > MAX_MARKED_WORDS) return [plain(a), plain(b)];
  const [keptA, keptB] = commonWords(wordsA, wordsB);
  if (keptA.size < MIN_SHARED * Math.max(wordsA.length, wordsB.length)) return [plain(a), plain(b)];
  return [render(a, (i) => !keptA.has(i), 'del'), render(b, (i) => !keptB.has(i), 'ins')];
}

const NEWLINE = '\n';
const isWord = (t: string) => t !== NEWLINE && /\S/.test(t);

/** Lines as tokens: words, runs of white space, and a newline token between lines. */
function tokens(lines: readonly string[]): string[] {
  return lines.flatMap((line, i) => [...(i > 0 ? [NEWLINE] : []), ...line.split(/(\s+)/).filter((t) => t !== '')]);
}

/** The indexes (among the words) of each side's words that the longest common subsequence keeps. */
function commonWords(a: readonly string[], b: readonly string[]): [Set<number>, Set<number>] {
  const width = b.length + 1;
  const lengths = new Uint16Array((a.length + 1) * width);
  const at = (i: number, j: number) => lengths[i * width + j] ?? 0;
  for (let i = a.length - 1; i >= 0; i--) {
    for (let j = b.length - 1; j >= 0; j--) lengths[i * width + j] = a[i] === b[j] ? at(i + 1, j + 1) + 1 : Math.max(at(i + 1, j), at(i, j + 1));
  }
  const keptA = new Set<number>();
  const keptB = new Set<number>();
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      keptA.add(i++);
      keptB.add(j++);
    } else if (at(i + 1, j) >= at(i, j + 1)) i++;
    else j++;
  }
  return [keptA, keptB];
}

/** Tokens as one cell: each escaped, runs of marked words (with the space between them) inside `<tag>`, newlines as `<br>`. */
function render(list: readonly string[], marked: (word: number) => boolean, tag: string): string {
  let out = '';
  let open = false;
  let space = '';
  let word = 0;
  const close = () => {
    if (open) out += `</${tag}>`;
    open = false;
  };
  for (const t of list) {
    if (t === NEWLINE) {
      close();
      out += `${escapeMarkdown(space)}<br>`;
      space = '';
    } else if (!isWord(t)) {
      space += t;
    } else {
      const mark = marked(word++);
      if (open && !mark) close();
      out += escapeMarkdown(space);
      space = '';
      if (mark && !open) {
        out += `<${tag}>`;
        open = true;
      }
      out += escapeMarkdown(t);
    }
  }
  close();
  return out + escapeMarkdown(space);
}

/**
 * `text` as at most `maxLines` lines and `maxChars` code points in all
 * (blank-line runs folded, trailing space dropped); a cut ends in `…`.
 * Code points, so a surrogate pair is never split.
 */
export function cutLines(text: string, maxChars: number, maxLines: number): string[] {
  const lines = text
    .replace(/\r\n?/g, '\n')
    .replace(/\n\s*\n(\s*\n)*/g, '\n\n')
    .trim()
    .split('\n')
    .map((l) => l.trimEnd());
  const out: string[] = [];
  let left = Math.max(1, maxChars);
  for (const line of lines) {
    if (out.length === maxLines || left <= 0) {
      out[out.length - 1] = `${out[out.length - 1] ?? ''}…`;
      return out;
    }
    const chars = [...line];
    if (chars.length > left) {
      out.push(`${chars.slice(0, Math.max(0, left - 1)).join('')}…`);
      return out;
    }
    out.push(line);
    left -= chars.length + 1;
  }
  return out;
}

export type CallChange =
  | { kind: 'added'; now: ToolCallRecord }
  | { kind: 'removed'; before: ToolCallRecord }
  | { kind: 'changed'; before: ToolCallRecord; now: ToolCallRecord };

// Beyond this many calls a side, the alignment (quadratic) is skipped and the calls are compared position by position.
const MAX_ALIGNED_CALLS = 300;

/**
 * The tool calls that differ between the baseline's trajectory and today's:
 * calls are aligned by tool name (longest common subsequence, so an inserted
 * call does not shift every later one); an aligned pair with other arguments
 * is `changed`, an unaligned call `added` or `removed`. In today's order,
 * removed calls where they stood.
 */
export function toolCallChanges(before: readonly ToolCallRecord[], now: readonly ToolCallRecord[]): CallChange[] {
  const changes: CallChange[] = [];
  let i = 0;
  let j = 0;
  for (const [bi, nj] of [...alignByName(before, now), [before.length, now.length] as const]) {
    for (const b of before.slice(i, bi)) changes.push({ kind: 'removed', before: b });
    for (const n of now.slice(j, nj)) changes.push({ kind: 'added', now: n });
    const b = before[bi];
    const n = now[nj];
    if (b && n && canonical(b.arguments) !== canonical(n.arguments)) changes.push({ kind: 'changed', before: b, now: n });
    i = bi + 1;
    j = nj + 1;
  }
  return changes;
}

/** Index pairs of the calls aligned by name, in order. */
function alignByName(before: readonly ToolCallRecord[], now: readonly ToolCallRecord[]): [number, number][] {
  const a = before.map((c) => c.name);
  const b = now.map((c) => c.name);
  if (a.length > MAX_ALIGNED_CALLS || b.length > MAX_ALIGNED_CALLS) {
    return a.flatMap((name, k): [number, number][] => (k < b.length && b[k] === name ? [[k, k]] : []));
  }
  // at(i, j): the length of the longest common subsequence of a[i..] and b[j..].
  const width = b.length + 1;
  const lengths = new Uint16Array((a.length + 1) * width);
  const at = (i: number, j: number) => lengths[i * width + j] ?? 0;
  for (let i = a.length - 1; i >= 0; i--) {
    for (let j = b.length - 1; j >= 0; j--) lengths[i * width + j] = a[i] === b[j] ? at(i + 1, j + 1) + 1 : Math.max(at(i + 1, j), at(i, j + 1));
  }
  const pairs: [number, number][] = [];
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) pairs.push([i++, j++]);
    else if (at(i + 1, j) >= at(i, j + 1)) i++;
    else j++;
  }
  return pairs;
}

/** A call as one escaped line: `name({"arg":…})`, cut. */
function callText(call: ToolCallRecord): string {
  return escapeMarkdown(excerpt(`${call.name}(${canonical(call.arguments)})`, 160));
}

function toolCallTable(entry: ComparisonCase, result: ModelResult | undefined): string[] {
  const now = result?.tool_calls;
  if (!now) return [];
  const before = entry.baseline_tool_calls;
  if (!before) return entry.baseline_status === null ? [] : ['_The baseline recorded no tool calls to compare with._'];
  const changes = toolCallChanges(before, now);
  if (changes.length === 0) return [`Tool calls: the same ${plural(now.length, 'call')} as the baseline.`];
  const dash = '–';
  const rows = changes.slice(0, MAX_CALL_ROWS).map((c) => {
    if (c.kind === 'added') return `| added | ${dash} | ${callText(c.now)} |`;
    if (c.kind === 'removed') return `| removed | ${callText(c.before)} | ${dash} |`;
    return `| changed | ${callText(c.before)} | ${callText(c.now)} |`;
  });
  const more = changes.length > MAX_CALL_ROWS ? ['', `…and ${changes.length - MAX_CALL_ROWS} more tool-call differences.`] : [];
  return [
    `Tool calls that differ from the baseline's (${before.length} before, ${now.length} now):`,
    '',
    '| Call | Baseline | Now |',
    '|---|---|---|',
    ...rows,
    ...more,
  ];
}
