// A model-graded prompt, from its template to the judge call, as promptfoo
// 0.121.20 builds it (loadRubricPrompt and renderLlmRubricPrompt in
// src/matchers/rubric.ts): a template that is JSON has each of its strings
// rendered with nunjucks, otherwise the whole text is; object and list
// variables are given to the template as JSON text. A JSON list of
// {role, content} messages is a chat: its system messages become the judge's
// system prompt and the others its turns. A chat of system messages alone
// (promptfoo's closed-QA prompt) is sent as one user turn, as Bedrock's
// Converse needs one.
import path from 'node:path';
import { type DatasetIssue, readUserFile } from '../../base/index.js';
import type { Message } from '../../providers/index.js';
import type { JudgeCall } from '../judge/judge.js';
import { renderText } from './render-value.js';
import { DEFAULT_SCRIPT_TIME_LIMIT_MS } from '../sandbox/js.js';
import { AssertionConfigError } from '../types.js';

/** A prompt template given as promptfoo's `rubricPrompt`: text, a `file://` path, or a chat (a list of messages). */
export type RubricPromptValue = string | readonly unknown[] | Readonly<Record<string, unknown>>;

/** A chat template as promptfoo writes its defaults: a system and a user message. */
export function chatTemplate(system: string, user?: string): string {
  return JSON.stringify([{ role: 'system', content: system }, ...(user === undefined ? [] : [{ role: 'user', content: user }])]);
}

/**
 * The template text of a `rubricPrompt` (promptfoo's loadRubricPrompt): a
 * list or object is its JSON; `file://<path>` is the file's text, the path
 * relative to the dataset's folder and kept inside it (the file is sent to a
 * model). Empty: the default.
 */
export async function loadTemplate(given: unknown, fallback: string, datasetDir: string | undefined): Promise<string> {
  if (given === undefined || given === null || given === '') return fallback;
  if (typeof given === 'object') return Object.keys(given).length === 0 ? fallback : JSON.stringify(given);
  if (typeof given !== 'string')
    throw new AssertionConfigError(`rubricPrompt must be text, a file:// path or a list of messages, got ${JSON.stringify(given)}`);
  if (!given.startsWith('file://')) return given;
  const dir = datasetDir ?? process.cwd();
  const file = path.resolve(dir, given.slice('file://'.length));
  if (/\.(c|m)?(j|t)s$/.test(file)) throw new AssertionConfigError(`rubricPrompt ${given}: a script cannot be a prompt here; give the prompt's text`);
  const issues: DatasetIssue[] = [];
  const text = await readUserFile(file, issues, { within: dir });
  if (text === null) throw new AssertionConfigError(`rubricPrompt ${given}: ${issues.map((i) => i.message).join('; ') || 'cannot be read'}`);
  return text;
}

/** promptfoo's processContextForTemplating: objects (and objects in lists) as JSON text. */
function templateContext(vars: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(vars).map(([key, value]) => {
      if (value && typeof value === 'object') {
        if (Array.isArray(value)) return [key, value.map((item: unknown) => (item && typeof item === 'object' ? JSON.stringify(item) : item))];
        return [key, JSON.stringify(value)];
      }
      return [key, value];
    }),
  );
}

/** promptfoo's tryParse: text that is JSON is given to templates as its value (so an object reaches them as compact JSON). */
export function tryParse(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** Renders a template over `vars` and shapes the judge call: a chat's messages, or one user turn. */
export async function renderGraderCall(
  template: string,
  vars: Record<string, unknown>,
  caseId: string,
  timeLimitMs = DEFAULT_SCRIPT_TIME_LIMIT_MS,
): Promise<JudgeCall> {
  const context = templateContext(vars);
  let json: unknown;
  try {
    json = JSON.parse(template);
  } catch {
    return { prompt: await renderPlainTemplate(template, context, timeLimitMs), system: '', caseId };
  }
  let parsed: unknown;
  try {
    parsed = await renderStrings(json, context, timeLimitMs);
  } catch (error) {
    throw new AssertionConfigError(`the grading prompt does not render: ${(error as Error).message}`);
  }
  if (!isChat(parsed)) return { prompt: JSON.stringify(parsed), system: '', caseId };
  const text = (content: unknown) => (typeof content === 'string' ? content : JSON.stringify(content));
  const system = parsed
    .filter((m) => m.role === 'system')
    .map((m) => text(m.content))
    .join('\n\n');
  const turns: Message[] = parsed
    .filter((m) => m.role !== 'system')
    .map((m) => (m.role === 'assistant' ? { role: 'assistant', text: text(m.content) } : { role: 'user', text: text(m.content) }));
  if (turns.length === 0) return { prompt: system, system: '', caseId };
  const first = turns[0]?.role === 'user' ? turns[0].text : '';
  return { prompt: first, system, caseId, messages: turns };
}

/** Each text in a JSON value rendered as a template (what promptfoo's JSON.parse reviver does), keys as they are. */
async function renderStrings(value: unknown, context: Record<string, unknown>, timeLimitMs: number): Promise<unknown> {
  if (typeof value === 'string') return renderText(value, context, timeLimitMs);
  if (Array.isArray(value)) return Promise.all(value.map((item: unknown) => renderStrings(item, context, timeLimitMs)));
  if (value === null || typeof value !== 'object') return value;
  const entries = await Promise.all(
    Object.entries(value).map(async ([key, item]) => [key, await renderStrings(item, context, timeLimitMs)] as const),
  );
  return Object.fromEntries(entries);
}

/** A template rendered as one text with nunjucks, its variables as given. */
export async function renderPlainTemplate(
  template: string,
  context: Record<string, unknown>,
  timeLimitMs = DEFAULT_SCRIPT_TIME_LIMIT_MS,
): Promise<string> {
  try {
    return await renderText(template, context, timeLimitMs);
  } catch (error) {
    throw new AssertionConfigError(`the grading prompt does not render: ${(error as Error).message.replace(/\s+/g, ' ').trim()}`);
  }
}

function isChat(value: unknown): value is { role: string; content: unknown }[] {
  return (
    Array.isArray(value) &&
    value.length > 0 &&
    value.every((m) => typeof m === 'object' && m !== null && typeof (m as { role?: unknown }).role === 'string')
  );
}
