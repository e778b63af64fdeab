// A test's vars as promptfoo 0.121.20 runs them: list values expand into the
// cartesian product (src/evaluator.ts, generateVarCombinations), a file://
// value is globbed there, then read when the prompt is rendered
// (src/evaluatorHelpers.ts, renderPrompt).
import path from 'node:path';
import { expandPath, isScriptFile, makeRoomFor, readText, shownPath, type ReadContext } from './context.js';
import { parseYaml } from './yaml.js';

const BINARY_VAR = /\.(pdf|png|jpe?g|gif|webp|bmp|tiff?|ico|avif|heic|svg|mp4|mov|webm|avi|mkv|mp3|wav|ogg|flac|m4a|aac)$/i;

/**
 * Each combination of the vars, in promptfoo's order: keys in order, each
 * key's values nested inside the earlier keys'. A list of strings expands; a
 * list whose first item is not a string is one value. A file:// string
 * expands to the files its glob matches. `repeat` times that many tests are
 * counted against the config's bound (makeRoomFor) before one is built; null
 * when they do not fit, or a glob matches nothing.
 */
export async function varCombinations(
  ctx: ReadContext,
  vars: Record<string, unknown>,
  where: { file: string; line?: number | null; field: string },
  repeat = 1,
): Promise<Record<string, unknown>[] | null> {
  const keys: string[] = [];
  const lists: unknown[][] = [];
  for (const [key, value] of Object.entries(vars)) {
    let values: unknown[];
    if (typeof value === 'string' && value.startsWith('file://')) {
      const files = await expandPath(ctx, value);
      if (files.length === 0) {
        ctx.issues.push({ file: where.file, field: `${where.field}.vars.${key}`, message: `no files match ${value}` });
        return null;
      }
      values = files.map((file) => `file://${shownPath(ctx, file)}`);
    } else if (Array.isArray(value) && typeof value[0] === 'string') values = value;
    else values = [value];
    keys.push(key);
    lists.push(values);
  }
  const count = lists.reduce((n, values) => n * values.length, 1);
  const listed = lists.filter((values) => values.length > 1).length;
  const what = [
    listed > 0 ? `${listed} list ${listed === 1 ? 'var' : 'vars'}` : 'one combination of its vars',
    repeat > 1 ? `repeat ${repeat}` : null,
  ];
  if (!makeRoomFor(ctx, count * repeat, where, what.filter(Boolean).join(', '))) return null;
  return cartesian(keys, lists, count);
}

/**
 * The `count` combinations of one value of each list, the last key's values
 * innermost; each built once, in one pass over its keys (adding the keys one
 * at a time to copies made each test with 10,000 CSV columns take 27 s).
 */
function cartesian(keys: readonly string[], lists: readonly (readonly unknown[])[], count: number): Record<string, unknown>[] {
  // How many combinations each value of a key spans: the product of the later keys' lengths.
  const spans = lists.map(() => 1);
  for (let k = lists.length - 2; k >= 0; k--) spans[k] = (spans[k + 1] as number) * (lists[k + 1] as unknown[]).length;
  const combinations: Record<string, unknown>[] = [];
  for (let i = 0; i < count; i++) {
    // fromEntries defines each key, `__proto__` too, as an own property, as the spread did.
    combinations.push(
      Object.fromEntries(keys.map((key, k) => [key, (lists[k] as unknown[])[Math.floor(i / (spans[k] as number)) % (lists[k] as unknown[]).length]])),
    );
  }
  return combinations;
}

/** The vars with each file:// string read as promptfoo's renderPrompt reads it: YAML as JSON text, other files as trimmed text. */
export async function loadFileVars(
  ctx: ReadContext,
  vars: Record<string, unknown>,
  where: { file: string; field: string },
): Promise<Record<string, unknown>> {
  const loaded: Record<string, unknown> = { ...vars };
  for (const [key, value] of Object.entries(vars)) {
    if (typeof value !== 'string' || !value.startsWith('file://')) continue;
    const field = `${where.field}.vars.${key}`;
    const file = path.join(ctx.dir, value.slice('file://'.length));
    if (isScriptFile(file)) {
      ctx.issues.push({
        file: where.file,
        field,
        message: `${value}: supereval does not run var functions; write the value in the test or in a text file`,
      });
      continue;
    }
    if (BINARY_VAR.test(file)) {
      ctx.issues.push({ file: where.file, field, message: `${value}: supereval does not load PDF, image, audio or video vars` });
      continue;
    }
    const text = await readText(ctx, file);
    if (text === null) continue;
    if (!/\.ya?ml$/.test(file)) {
      loaded[key] = text.trim();
      continue;
    }
    const parsed = parseYaml(text);
    if ('value' in parsed) loaded[key] = JSON.stringify(parsed.value);
    else ctx.issues.push({ file, ...(parsed.line === undefined ? {} : { line: parsed.line }), field: '(yaml)', message: parsed.message });
  }
  return loaded;
}
