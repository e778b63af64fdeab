// `tests` as promptfoo 0.121.20 reads it (src/util/testCaseReader.ts,
// readTests / loadTestsFromGlob / readStandaloneTestsFile): inline objects,
// file:// paths and globs of YAML, JSON, JSONL and CSV files, in written order.
import { appendAll } from '../../base/index.js';
import path from 'node:path';
import { csvRowsAsTests } from './csv.js';
import { expandPath, isObject, isScriptFile, readText, readYamlFile, type LocatedTest, type ReadContext } from './context.js';
import { textLines } from './yaml.js';

/**
 * Every test `tests` names, in promptfoo's order. `single` is the form
 * `tests: file://x` (one string): promptfoo then reads JSON and JSONL files
 * through readStandaloneTestsFile, which names an undescribed test `Row #N`.
 */
export async function readTestEntries(
  ctx: ReadContext,
  tests: unknown,
  configFile: string,
  field: string,
  entryLines: readonly (number | null)[] = [],
): Promise<LocatedTest[]> {
  if (tests === undefined || tests === null) return [];
  if (typeof tests === 'string') return readTestFile(ctx, tests, field, { single: !/ya?ml$/.test(tests) });
  if (!Array.isArray(tests)) {
    ctx.issues.push({
      file: configFile,
      field,
      message: 'must be a list of tests or a file:// path (the {path, config} form runs a test generator, which supereval does not)',
    });
    return [];
  }
  const located: LocatedTest[] = [];
  for (const [index, entry] of tests.entries()) {
    const entryField = `${field}[${index}]`;
    const configLine = entryLines[index] ?? null;
    if (typeof entry === 'string') {
      for (const test of await readTestFile(ctx, entry, entryField, { single: false })) located.push({ ...test, configLine });
    } else if (isObject(entry)) {
      if (isEmptyTest(entry)) ctx.issues.push({ file: configFile, field: entryField, message: EMPTY_TEST });
      else located.push({ test: entry, file: configFile, line: configLine, field: entryField, configLine });
    } else ctx.issues.push({ file: configFile, field: entryField, message: 'must be a test object or a file:// path' });
  }
  return located;
}

const EMPTY_TEST = 'a test needs one of assert, vars, options, metadata or threshold (promptfoo refuses it too)';

/** promptfoo's readTest refuses a test with none of these (a lone `description`, say); readStandaloneTestsFile does not check. */
const isEmptyTest = (test: Record<string, unknown>): boolean =>
  !test.assert && !test.vars && !test.options && !test.metadata && !test.provider && !test.providerOutput && typeof test.threshold !== 'number';

async function readTestFile(ctx: ReadContext, written: string, field: string, { single }: { single: boolean }): Promise<LocatedTest[]> {
  const configFile = ctx.files[0] ?? ctx.dir;
  if (/^(huggingface|az|https?):\/\//.test(written)) {
    ctx.issues.push({
      file: configFile,
      field,
      message: `tests from ${written.split(':')[0] ?? written} are not read; save them as a CSV, JSON, JSONL or YAML file`,
    });
    return [];
  }
  if (isScriptFile(written) || /\.xlsx?(#.*)?$/.test(written)) {
    ctx.issues.push({
      file: configFile,
      field,
      message: `${written}: supereval does not run test generators or read spreadsheets; save the tests as a CSV, JSON, JSONL or YAML file`,
    });
    return [];
  }
  const files = await expandPath(ctx, written);
  if (files.length === 0) ctx.issues.push({ file: configFile, field, message: `no test files match ${written}` });
  const located: LocatedTest[] = [];
  for (const file of files) appendAll(located, await readOneTestFile(ctx, file, field, single));
  return located;
}

async function readOneTestFile(ctx: ReadContext, file: string, field: string, single: boolean): Promise<LocatedTest[]> {
  const ext = path.extname(file).toLowerCase();
  if (ext === '.csv') {
    const text = await readText(ctx, file);
    return text === null ? [] : csvRowsAsTests(ctx, text, file);
  }
  if (ext === '.jsonl') return readJsonl(ctx, file, single);
  if (ext !== '.json' && ext !== '.yaml' && ext !== '.yml') {
    ctx.issues.push({
      file: ctx.files[0] ?? file,
      field,
      message: `${file}: not a test file promptfoo reads (give .csv, .json, .jsonl, .yaml or .yml)`,
    });
    return [];
  }
  const read = await readYamlFile(ctx, file);
  if (read === null) return [];
  if (read.value === undefined || read.value === null) return [];
  const entries = Array.isArray(read.value) ? read.value : [read.value];
  let lines: (number | null)[] | undefined;
  const itemLine = (index: number) => (lines ??= textLines(read.text).items(null))[index] ?? null;
  const located: LocatedTest[] = [];
  for (const [index, entry] of entries.entries()) {
    if (!isObject(entry)) {
      ctx.issues.push({ file, field: `[${index}]`, message: 'must be a test object' });
      continue;
    }
    const test = single && ext === '.json' ? { ...entry, description: entry.description || `Row #${index + 1}` } : entry;
    if (!single && isEmptyTest(test)) ctx.issues.push({ file, field: `[${index}]`, message: EMPTY_TEST });
    else
      located.push({
        test,
        file,
        line: null,
        ...(Array.isArray(read.value) ? { itemLine: () => itemLine(index) } : {}),
        field: `${path.basename(file)}[${index}]`,
      });
  }
  return located;
}

async function readJsonl(ctx: ReadContext, file: string, single: boolean): Promise<LocatedTest[]> {
  const text = await readText(ctx, file);
  if (text === null) return [];
  const located: LocatedTest[] = [];
  for (const [index, line] of text.split('\n').entries()) {
    if (!line.trim()) continue;
    let value: unknown;
    try {
      value = JSON.parse(line);
    } catch (error) {
      ctx.issues.push({ file, line: index + 1, field: '(json)', message: `not valid JSON: ${(error as Error).message}` });
      continue;
    }
    if (!isObject(value)) {
      ctx.issues.push({ file, line: index + 1, field: '(json)', message: 'must be a test object' });
      continue;
    }
    const test = single ? { ...value, description: value.description || `Row #${located.length + 1}` } : value;
    if (!single && isEmptyTest(test)) ctx.issues.push({ file, line: index + 1, field: '(json)', message: EMPTY_TEST });
    else located.push({ test, file, line: index + 1, field: `line ${index + 1}` });
  }
  return located;
}

/** A test's `vars` given as a file or list of files (promptfoo's readTestFiles): their objects merged, later over earlier. */
export async function readVarsFiles(
  ctx: ReadContext,
  written: string | string[],
  from: string,
  where: { file: string; field: string },
): Promise<Record<string, unknown>> {
  const vars: Record<string, unknown> = {};
  for (const entry of Array.isArray(written) ? written : [written]) {
    const files = await expandPath(ctx, entry, from);
    if (files.length === 0) ctx.issues.push({ ...where, message: `no vars files match ${entry}` });
    for (const file of files) {
      const read = await readYamlFile(ctx, file);
      if (read !== null && isObject(read.value)) Object.assign(vars, read.value);
      else if (read !== null) ctx.issues.push({ file, field: '(vars)', message: 'must hold an object of vars' });
    }
  }
  return vars;
}
