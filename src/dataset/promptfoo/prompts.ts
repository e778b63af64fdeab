// `prompts` and `providers` as promptfoo 0.121.20 reads them
// (src/prompts/index.ts: normalizeInput, processPrompt; processors/*.ts;
// src/providers/index.ts: resolveProviderConfigs). Labels are promptfoo's
// when it runs in the config's folder: `p.txt: <text>` for a file's prompt.
import { appendAll } from '../../base/index.js';
import path from 'node:path';
import type { PromptfooPrompt, PromptfooProvider } from './config.js';
import { expandPath, isObject, isScriptFile, readText, readYamlFile, resolvePath, shownPath, type ReadContext } from './context.js';
import { parseYaml } from './yaml.js';

const FILE_EXTENSIONS = ['.cjs', '.cts', '.j2', '.js', '.json', '.jsonl', '.md', '.mjs', '.mts', '.py', '.ts', '.txt', '.yml', '.yaml'];

/** promptfoo's maybeFilePath: whether a prompt string names a file rather than being the prompt's text. */
function looksLikeFile(raw: string): boolean {
  if (raw.includes('\n')) return false;
  const tokens = raw.split(':');
  const last = tokens.at(-1) ?? '';
  const beforeLast = tokens.at(-2) ?? '';
  return (
    raw.startsWith('file://') ||
    FILE_EXTENSIONS.some((ext) => last.endsWith(ext) || beforeLast.endsWith(ext)) ||
    raw.charAt(raw.length - 3) === '.' ||
    raw.charAt(raw.length - 4) === '.' ||
    /[*/\\]/.test(raw)
  );
}

/** promptfoo's combineConfigs: an object prompt needs an `id` with a `raw` or `label`, or both `raw` and `label`. */
function promptfooAcceptsObject(entry: Record<string, unknown>): boolean {
  const hasRaw = typeof entry.raw === 'string';
  const hasLabel = typeof entry.label === 'string';
  return typeof entry.id === 'string' && entry.id !== '' ? hasRaw || hasLabel : hasRaw && hasLabel;
}

interface PromptEntry {
  raw: string;
  id: string | null;
  label: string | null;
  field: string;
}

export async function readPrompts(ctx: ReadContext, prompts: unknown, configFile: string): Promise<PromptfooPrompt[]> {
  const entries: PromptEntry[] = [];
  if (typeof prompts === 'string') entries.push({ raw: prompts, id: null, label: null, field: 'prompts' });
  else if (Array.isArray(prompts)) {
    prompts.forEach((entry: unknown, index) => {
      const field = `prompts[${index}]`;
      if (typeof entry === 'string') entries.push({ raw: entry, id: null, label: null, field });
      else if (isObject(entry) && promptfooAcceptsObject(entry)) {
        const id = typeof entry.id === 'string' ? entry.id : null;
        entries.push({
          raw: (entry.raw as string | undefined) || id || '',
          id,
          label: typeof entry.label === 'string' ? entry.label : null,
          field,
        });
      } else
        ctx.issues.push({
          file: configFile,
          field,
          message: 'must be a prompt text, a file:// path, or an object with `raw` and `label`, or `id` and one of them',
        });
    });
  } else if (isObject(prompts)) {
    for (const [raw, label] of Object.entries(prompts)) entries.push({ raw, id: null, label: String(label), field: `prompts.${raw}` });
  } else ctx.issues.push({ file: configFile, field: 'prompts', message: 'must be a prompt, a list of prompts, or a map of file to label' });
  const read: PromptfooPrompt[] = [];
  for (const entry of entries) {
    const before = ctx.issues.length;
    const found = await readPrompt(ctx, entry, configFile);
    if (found.length === 0 && ctx.issues.length === before)
      ctx.issues.push({ file: configFile, field: entry.field, message: `there are no prompts in ${entry.raw}` });
    appendAll(read, found);
  }
  return read;
}

async function readPrompt(ctx: ReadContext, entry: PromptEntry, configFile: string): Promise<PromptfooPrompt[]> {
  const inline = (): PromptfooPrompt[] => [{ id: entry.id, label: entry.label ?? entry.raw, name: entry.label, raw: entry.raw, source: entry.field }];
  if (entry.raw.startsWith('exec:') || isScriptFile(entry.raw)) {
    ctx.issues.push({
      file: configFile,
      field: entry.field,
      message: `${entry.raw}: supereval does not run prompt functions; write the prompt as text, or in a .txt, .md, .j2 or .json file`,
    });
    return [];
  }
  if (!looksLikeFile(entry.raw)) return inline();
  const files = await expandPath(ctx, entry.raw);
  // A glob that matches nothing is the prompt's own text to promptfoo (`Tell me a *joke*`).
  if (files.length === 0) return inline();
  const prompts: PromptfooPrompt[] = [];
  for (const file of files) appendAll(prompts, await readPromptFile(ctx, file, entry, configFile));
  return prompts;
}

async function readPromptFile(ctx: ReadContext, file: string, entry: PromptEntry, configFile: string): Promise<PromptfooPrompt[]> {
  const ext = path.extname(file).toLowerCase();
  const shown = shownPath(ctx, file);
  if (['.csv', '.jsonl', '.sh', '.bash', '.exe', '.bat', '.cmd', '.ps1', '.rb', '.pl'].includes(ext)) {
    ctx.issues.push({
      file: configFile,
      field: entry.field,
      message: `${shown}: supereval does not read ${ext} prompt files (nor run executables); write the prompts in .txt, .md, .j2 or .json files`,
    });
    return [];
  }
  const text = await readText(ctx, file);
  if (text === null) return [];
  const one = (raw: string, label: string): PromptfooPrompt[] => [
    { id: entry.id, label: entry.label ?? label, name: entry.label, raw, source: shown },
  ];
  if (ext === '.json' || ext === '.yaml' || ext === '.yml') {
    // promptfoo keeps the text as it is when it does not parse, and JSON re-serialised when it does.
    const parsed = ext === '.json' ? tryJson(text) : parseYaml(text);
    const raw = 'value' in parsed ? JSON.stringify(parsed.value) : text;
    return one(raw, ext === '.json' ? `${shown}: ${raw}` : `${shown}: ${raw.slice(0, 80)}`);
  }
  if (ext === '.md' || ext === '.j2') return one(text, `${shown}: ${text.slice(0, 50)}...`);
  // .txt and any other extension: promptfoo's text processor splits on lines of `---`.
  return splitText(text).map((raw) => ({
    id: entry.id,
    label: entry.label ? `${entry.label}: ${shown}: ${raw}` : `${shown}: ${raw}`,
    name: entry.label,
    raw,
    source: shown,
  }));
}

const tryJson = (text: string): { value: unknown } | { message: string } => {
  try {
    return { value: JSON.parse(text) as unknown };
  } catch (error) {
    return { message: (error as Error).message };
  }
};

/** A text file's prompts: the parts between lines that are `---` (promptfoo's processTxtFile), each trimmed, empty ones dropped. */
function splitText(text: string): string[] {
  const prompts: string[] = [];
  let buffer: string[] = [];
  const flush = () => {
    const raw = buffer.join('\n').trim();
    if (raw.length > 0) prompts.push(raw);
    buffer = [];
  };
  for (const line of text.split(/\r?\n/)) {
    if (line.trim() === '---') flush();
    else buffer.push(line);
  }
  flush();
  return prompts;
}

/** `providers` as written: ids, `{id, label, config}` objects, `{ "<id>": {config...} }` maps, and file:// YAML or JSON files of them. */
export async function readProviders(
  ctx: ReadContext,
  providers: unknown,
  configFile: string,
  field: string,
  prompts: readonly PromptfooPrompt[],
): Promise<PromptfooProvider[]> {
  const list = Array.isArray(providers) ? providers : providers === undefined ? [] : [providers];
  const read: ReadProvider[] = [];
  for (const [index, entry] of list.entries()) {
    const entryField = Array.isArray(providers) ? `${field}[${index}]` : field;
    if (typeof entry === 'string' && entry.startsWith('file://') && /\.(ya?ml|json)$/.test(entry)) {
      const file = resolvePath(ctx, entry);
      const loaded = await readYamlFile(ctx, file);
      if (loaded === null) continue;
      const inFile = Array.isArray(loaded.value) ? loaded.value : [loaded.value];
      inFile.forEach((item, i) => {
        const provider = providerFrom(item, `${entryField}(${path.basename(file)}[${i}])`);
        if (provider) read.push(provider);
        else ctx.issues.push({ file, field: `[${i}]`, message: 'must be a provider object with an `id`' });
      });
      continue;
    }
    const provider = providerFrom(entry, entryField);
    if (provider) read.push(provider);
    else
      ctx.issues.push({
        file: configFile,
        field: entryField,
        message: 'must be a provider id, an object with an `id`, or a map of one id to its options',
      });
  }
  return withPromptFilters(read, prompts);
}

/** A provider entry as read, with the `prompts:` it writes (undefined: none) and the keys promptfoo files that filter under. */
interface ReadProvider {
  provider: Omit<PromptfooProvider, 'promptIndexes'>;
  prompts: unknown;
  keys: string[];
}

function providerFrom(entry: unknown, field: string): ReadProvider | null {
  if (typeof entry === 'string' && entry !== '') return { provider: { id: entry, label: null, config: {}, field }, prompts: undefined, keys: [] };
  if (!isObject(entry)) return null;
  const config = (options: Record<string, unknown>) => (isObject(options.config) ? options.config : {});
  const labelOf = (options: Record<string, unknown>) => (typeof options.label === 'string' ? options.label : null);
  if (typeof entry.id === 'string') {
    const label = labelOf(entry);
    const keys = label ? [entry.id, label] : [entry.id];
    return { provider: { id: entry.id, label, config: config(entry), field }, prompts: entry.prompts, keys };
  }
  const names = Object.keys(entry);
  const options = names.length === 1 ? entry[names[0] as string] : undefined;
  if (!isObject(options)) return null;
  const id = typeof options.id === 'string' ? options.id : (names[0] as string);
  // The map form files its filter under its id only (promptfoo's readProviderPromptMap).
  return { provider: { id, label: labelOf(options), config: config(options), field }, prompts: options.prompts, keys: [id] };
}

/**
 * Each provider with the prompts it runs, as promptfoo 0.121.20 picks them:
 * every entry files its `prompts:` (or every prompt) under its id and its
 * label, a later entry over an earlier one, and a provider runs what is
 * filed under its label, else its id (readProviderPromptMap; the evaluator's
 * getProviderIdentifier and isPromptAllowed).
 */
function withPromptFilters(read: readonly ReadProvider[], prompts: readonly PromptfooPrompt[]): PromptfooProvider[] {
  const filed = new Map<string, string[] | null>();
  for (const { prompts: filter, keys } of read) {
    for (const key of keys) filed.set(key, Array.isArray(filter) ? filter.map(String) : null);
  }
  return read.map(({ provider }) => {
    const filter = filed.get(provider.label || provider.id) ?? null;
    const promptIndexes = filter === null ? null : prompts.flatMap((prompt, i) => (promptAllowed(filter, prompt) ? [i] : []));
    return { ...provider, promptIndexes };
  });
}

/** Whether a provider's `prompts:` filter lets a prompt run: a label or id, `prefix*`, or `Group` for `Group:...` (promptfoo's doesPromptRefMatch). */
function promptAllowed(filter: readonly string[] | null, prompt: { id: string | null; label: string }): boolean {
  if (filter === null) return true;
  return filter.some((ref) => {
    const { id, label } = prompt;
    if (label === ref || (id !== null && id !== '' && id === ref)) return true;
    if (ref.endsWith('*')) {
      const prefix = ref.slice(0, -1);
      if (label.startsWith(prefix) || (id !== null && id.startsWith(prefix))) return true;
    }
    return label.startsWith(`${ref}:`) || (id !== null && id.startsWith(`${ref}:`));
  });
}
