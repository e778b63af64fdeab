// Reads a promptfoo config into PromptfooConfig (./config.ts) with promptfoo
// 0.121.20's semantics: tests in the order it evaluates them
// (src/evaluator.ts: buildTestsFromSuite, prepareTestCaseForEval,
// appendRunEvalOptionsForTestCase), defaultTest merged as it merges it.
import { appendAll, nearestName, DatasetError } from '../../base/index.js';
import { createHash } from 'node:crypto';
import path from 'node:path';
import {
  AssertionSchema,
  type Assertion,
  PROMPTFOO_IGNORED_FIELDS,
  PROMPTFOO_REFUSED_FIELDS,
  PROMPTFOO_SCENARIO_FIELDS,
  PROMPTFOO_TEST_FIELDS,
  PromptfooRawConfigSchema,
} from '../../config/index.js';
import type { PromptfooConfig, PromptfooTest } from './config.js';
import {
  isObject,
  lineOfTest,
  makeRoomFor,
  MAX_EXPANDED_TESTS,
  readYamlFile,
  tooManyTests,
  resolvePath,
  type LocatedTest,
  type RawTest,
  type ReadContext,
} from './context.js';
import { readNunjucksFilters } from './filters.js';
import { readPrompts, readProviders } from './prompts.js';
import { resolveRefs } from './refs.js';
import { readTestEntries, readVarsFiles } from './tests-file.js';
import { textLines } from './yaml.js';
import { nearestField, unknownFieldMessage } from '../unknown-fields.js';
import { loadFileVars, varCombinations } from './vars.js';

/** Every top-level field promptfoo 0.121.20 knows (its UnifiedConfigSchema), and supereval's own block. */
const KNOWN_FIELDS = new Set([
  ...Object.keys(PromptfooRawConfigSchema.shape),
  ...PROMPTFOO_IGNORED_FIELDS,
  ...Object.keys(PROMPTFOO_REFUSED_FIELDS),
  '$schema',
]);

/** Test fields that choose which cells run or what they output: supereval runs every prompt x provider. */
const REFUSED_TEST_FIELDS: Record<string, string> = {
  provider: 'a test-level provider',
  providers: 'a test-level providers filter',
  prompts: 'a test-level prompts filter',
  providerOutput: 'a fixed output (providerOutput)',
  assertScoringFunction: 'a custom assertScoringFunction',
};

export async function readPromptfooConfig(file: string, options: { within?: string } = {}): Promise<PromptfooConfig> {
  const ctx: ReadContext = {
    dir: path.dirname(file),
    within: options.within,
    issues: [],
    warnings: [],
    files: [],
    hash: createHash('sha256'),
    expanded: 0,
  };
  const ext = path.extname(file).toLowerCase();
  if (!['.yaml', '.yml', '.json'].includes(ext))
    throw new DatasetError([
      { file, field: '(file)', message: 'a promptfoo config must be a .yaml, .yml or .json file (supereval does not run JavaScript configs)' },
    ]);
  const loaded = await readYamlFile(ctx, file);
  if (loaded === null) throw new DatasetError(ctx.issues);
  const refs = resolveRefs(loaded.value ?? {}, file, ctx.issues);
  // Unresolved references would be reported again as the malformed values they stand for.
  if (ctx.issues.length > 0) throw new DatasetError(ctx.issues);
  const parsed = PromptfooRawConfigSchema.safeParse(refs.value);
  if (!parsed.success) {
    throw new DatasetError(parsed.error.issues.map((issue) => ({ file, field: issue.path.join('.') || '(config)', message: issue.message })));
  }
  const raw = parsed.data;
  for (const field of PROMPTFOO_IGNORED_FIELDS)
    if (raw[field] !== undefined) ctx.warnings.push({ file, field, message: 'promptfoo reads it; supereval ignores it' });
  for (const [field, why] of Object.entries(PROMPTFOO_REFUSED_FIELDS))
    if (raw[field] !== undefined) ctx.issues.push({ file, field, message: `not supported: ${why}` });
  for (const field of Object.keys(raw)) {
    if (KNOWN_FIELDS.has(field) || refs.referenced.has(field)) continue;
    const near = nearestName(field, [...KNOWN_FIELDS], 2);
    // promptfoo drops a key it does not know without a word: a misspelt `test:` would run no test.
    ctx.warnings.push({ file, field, message: `not a field of a promptfoo config, so nothing reads it${near ? `; did you mean \`${near}\`?` : ''}` });
  }
  if (raw.targets !== undefined && raw.providers !== undefined)
    ctx.issues.push({ file, field: 'targets', message: 'give `providers` or `targets`, not both' });
  const prompts = await readPrompts(ctx, raw.prompts ?? ['{{prompt}}'], file);
  const providers = await readProviders(ctx, raw.providers ?? raw.targets, file, raw.providers === undefined ? 'targets' : 'providers', prompts);
  const nunjucksFilters = await readNunjucksFilters(ctx, raw.nunjucksFilters, file);
  const lines = textLines(loaded.text);
  const defaultTest = await readDefaultTest(ctx, raw.defaultTest, raw.metadata ?? undefined, file, lines.key('defaultTest'));
  const defaultAt =
    typeof raw.defaultTest === 'string' ? { file: resolvePath(ctx, raw.defaultTest), line: null } : { file, line: lines.key('defaultTest') };
  const top = await readTestEntries(ctx, raw.tests, file, 'tests', lines.items('tests'));
  const scenarioTests = await readScenarios(ctx, raw.scenarios, defaultTest, file, lines.items('scenarios'));
  const initial = top.length > 0 ? top : raw.scenarios !== undefined ? [] : [{ test: {}, file, line: null, field: 'tests' }];
  const tests: PromptfooTest[] = [];
  const merged: LocatedTest[] = [];
  for (const t of initial) merged.push({ ...t, test: mergeDefault(await checkTest(ctx, t), defaultTest) });
  for (const located of [...merged, ...scenarioTests]) {
    appendAll(tests, await expandTest(ctx, located));
  }
  if (ctx.issues.length > 0) throw new DatasetError(ctx.issues);
  return {
    file,
    dir: ctx.dir,
    description: raw.description ?? null,
    prompts,
    providers,
    tests,
    defaultTest: { count: asList(defaultTest.assert).length, ...defaultAt },
    nunjucksFilters,
    files: ctx.files,
    hash: ctx.hash.digest('hex').slice(0, 16),
    warnings: ctx.warnings,
    ...(raw.supereval === undefined ? {} : { supereval: raw.supereval }),
  };
}

/** defaultTest (inline or a file:// YAML/JSON file), with the config's `metadata` under it as promptfoo's resolveConfigs sets it. */
async function readDefaultTest(
  ctx: ReadContext,
  written: unknown,
  metadata: Record<string, unknown> | undefined,
  file: string,
  line: number | null,
): Promise<RawTest> {
  let test: unknown = written ?? {};
  let where = { file, line };
  if (typeof written === 'string') {
    where = { file: resolvePath(ctx, written), line: null };
    const loaded = await readYamlFile(ctx, where.file);
    test = loaded?.value ?? {};
  }
  if (!isObject(test)) {
    ctx.issues.push({ file, field: 'defaultTest', message: 'must be a test object or a file:// path to one' });
    return {};
  }
  const withVars = await checkTest(ctx, { test, ...where, field: 'defaultTest' });
  return { metadata, ...withVars };
}

/**
 * Keys of a test (or a scenario) that promptfoo does not know: its schema
 * drops them without a word, so `asserts:` for `assert:` would run the test
 * with no assertion, and pass. A warning each, with the did-you-mean an
 * unknown case field gets.
 */
function warnUnknownKeys(
  ctx: ReadContext,
  value: Record<string, unknown>,
  where: { file: string; line: () => number | null; field: string },
  known: readonly string[] = PROMPTFOO_TEST_FIELDS,
): void {
  for (const key of Object.keys(value)) {
    if (known.includes(key)) continue;
    const at = where.line();
    const line = at === null ? {} : { line: at };
    ctx.warnings.push({ file: where.file, ...line, field: `${where.field}.${key}`, message: unknownFieldMessage(nearestField(key, known)) });
  }
}

/** A test's own checks: unknown keys, refused fields, vars files, its assertions' shape. */
async function checkTest(ctx: ReadContext, located: LocatedTest): Promise<RawTest> {
  const { test, file, field } = located;
  warnUnknownKeys(ctx, test, { file, line: () => lineOfTest(ctx, located), field });
  for (const [key, what] of Object.entries(REFUSED_TEST_FIELDS)) {
    if (test[key] !== undefined)
      ctx.issues.push({ file, field: `${field}.${key}`, message: `${what} is not supported: supereval runs every prompt on every provider` });
  }
  const assert = test.assert ?? [];
  if (!Array.isArray(assert)) ctx.issues.push({ file, field: `${field}.assert`, message: 'must be a list of assertions' });
  else
    assert.forEach((assertion: unknown, i) => {
      const result = AssertionSchema.safeParse(assertion);
      if (!result.success)
        for (const issue of result.error.issues)
          ctx.issues.push({ file, field: [`${field}.assert[${i}]`, ...issue.path].join('.'), message: issue.message });
    });
  if (typeof test.vars === 'string' || Array.isArray(test.vars)) {
    return { ...test, vars: await readVarsFiles(ctx, test.vars as string | string[], path.dirname(file), { file, field: `${field}.vars` }) };
  }
  return test;
}

/** A top-level test with defaultTest under it (prepareTestVariables, prepareTestCaseForEval). */
function mergeDefault(test: RawTest, defaultTest: RawTest): RawTest {
  const options = isObject(test.options) ? test.options : {};
  const ownAssert = Array.isArray(test.assert) ? (test.assert as Assertion[]) : [];
  return {
    ...test,
    vars: { ...asObject(defaultTest.vars), ...asObject(test.vars) },
    assert: [...(options.disableDefaultAsserts === true ? [] : asList(defaultTest.assert)), ...ownAssert],
    threshold: test.threshold ?? defaultTest.threshold,
    options: { ...asObject(defaultTest.options), ...options },
    metadata: { ...asObject(defaultTest.metadata), ...asObject(test.metadata) },
  };
}

/** Each scenario's config entries x its tests, after the top-level tests (mergeScenarioTest). */
async function readScenarios(
  ctx: ReadContext,
  scenarios: unknown,
  defaultTest: RawTest,
  file: string,
  lines: readonly (number | null)[],
): Promise<LocatedTest[]> {
  if (scenarios === undefined) return [];
  const list = Array.isArray(scenarios) ? scenarios : [scenarios];
  const located: LocatedTest[] = [];
  let scenarioIndex = 0;
  for (const [index, scenario] of list.entries()) {
    const field = `scenarios[${index}]`;
    if (!isObject(scenario) || !Array.isArray(scenario.config)) {
      ctx.issues.push({ file, field, message: 'must be an object with a `config` list (a file:// scenarios file is not read)' });
      continue;
    }
    const line = lines[index] ?? null;
    warnUnknownKeys(ctx, scenario, { file, line: () => line, field }, PROMPTFOO_SCENARIO_FIELDS);
    scenario.config.forEach((data: unknown, i) => {
      if (isObject(data)) warnUnknownKeys(ctx, data, { file, line: () => line, field: `${field}.config[${i}]` });
    });
    const tests =
      scenario.tests === undefined
        ? [{ test: {}, file, line: null, field: `${field}.tests` }]
        : await readTestEntries(ctx, scenario.tests, file, `${field}.tests`);
    // Built below before any is expanded: counted first, so a config of thousands of entries x thousands of tests is refused at once.
    const pairs = (scenario.config as unknown[]).length * tests.length;
    if (located.length + pairs > MAX_EXPANDED_TESTS) {
      ctx.issues.push({
        file,
        field,
        message: tooManyTests(pairs, `${scenario.config.length} config entries x ${tests.length} tests`, located.length),
      });
      continue;
    }
    // Each test checked once, whatever the number of config entries it is crossed with.
    const checked: LocatedTest[] = [];
    for (const t of tests) checked.push({ ...t, test: await checkTest(ctx, { ...t, configLine: t.configLine ?? line }) });
    for (const data of scenario.config as unknown[]) {
      const d = asObject(data);
      for (const t of checked) {
        const test = t.test;
        const options = { ...asObject(defaultTest.options), ...asObject(d.options), ...asObject(test.options) };
        const merged: RawTest = {
          ...defaultTest,
          ...d,
          ...test,
          vars: { ...asObject(defaultTest.vars), ...asObject(d.vars), ...asObject(test.vars) },
          options,
          assert: [...(options.disableDefaultAsserts === true ? [] : asList(defaultTest.assert)), ...asList(d.assert), ...asList(test.assert)],
          metadata: {
            ...asObject(defaultTest.metadata),
            ...asObject(d.metadata),
            ...asObject(test.metadata),
            conversationId: `__scenario_${scenarioIndex}__`,
          },
        };
        if (isObject(test.metadata) && test.metadata.conversationId !== undefined)
          (merged.metadata as Record<string, unknown>).conversationId = test.metadata.conversationId;
        located.push({ ...t, test: merged, field: `${field}.config[${scenarioIndex}]/${t.field}` });
      }
      scenarioIndex++;
    }
  }
  return located;
}

/** One read test as the tests promptfoo runs: repeated `options.repeat` times, each time once per var combination. */
async function expandTest(ctx: ReadContext, located: LocatedTest): Promise<PromptfooTest[]> {
  const test = located.test;
  const options = asObject(test.options);
  // The line only when a problem is named: finding a tests file's lines costs more than reading it.
  const where = {
    file: located.file,
    field: located.field,
    get line() {
      return lineOfTest(ctx, located);
    },
  };
  const repeat = typeof options.repeat === 'number' && options.repeat >= 1 ? Math.floor(options.repeat) : 1;
  const combinations =
    options.disableVarExpansion === true
      ? makeRoomFor(ctx, repeat, where, `repeat ${repeat}`)
        ? [asObject(test.vars)]
        : null
      : await varCombinations(ctx, asObject(test.vars), where, repeat);
  if (combinations === null) return [];
  const expanded: PromptfooTest[] = [];
  for (let r = 0; r < repeat; r++) {
    for (const vars of combinations) {
      expanded.push({
        description: typeof test.description === 'string' && test.description !== '' ? test.description : null,
        vars: await loadFileVars(ctx, vars, where),
        assert: asList(test.assert),
        threshold: typeof test.threshold === 'number' ? test.threshold : null,
        options,
        metadata: asObject(test.metadata),
        file: located.file,
        line: located.line,
        field: located.field,
        configLine: located.configLine ?? null,
      });
    }
  }
  return expanded;
}

const asObject = (value: unknown): Record<string, unknown> => (isObject(value) ? value : {});
const asList = (value: unknown): Assertion[] => (Array.isArray(value) ? (value as Assertion[]) : []);
