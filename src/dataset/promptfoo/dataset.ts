// A promptfoo config, read (read.ts), as a supereval dataset: each test is a
// case whose input is its vars; the config's prompts and providers are the
// dataset's cells. Pure: the config is already read.
import path from 'node:path';
import {
  AssertionSchema,
  CaseCommon,
  weightFraction,
  type Assertion,
  DatasetMetaSchema,
  type DatasetMeta,
  resolveThresholds,
  ThresholdsSchema,
  type Thresholds,
} from '../../config/index.js';
import { DatasetError, type DatasetIssue, appendAll } from '../../base/index.js';
import { superevalCaseKey } from '../python-json.js';
import type { Dataset, KindTable, LoadedCase, LoaderKind } from '../dataset.js';
import type { DefaultAsserts, PromptfooConfig, PromptfooTest } from './config.js';
import { zodIssues } from '../load.js';

/** What the front end decides for every config: the pass rate promptfoo's PROMPTFOO_PASS_RATE_THRESHOLD sets, as a fraction. */
export interface PromptfooDatasetOptions {
  passRate?: number;
}

/** The config file's name without its extension; promptfoo's default name says nothing, so its folder's name stands in. */
export function configDatasetName(file: string): string {
  const base = path.basename(file).replace(/\.(ya?ml|json)$/i, '');
  return base === 'promptfooconfig' ? path.basename(path.dirname(path.resolve(file))) : base;
}

/**
 * The cases of the config's tests. A test's id is its description, made unique
 * with ` (2)`, ` (3)`... when tests share one (a cartesian expansion does);
 * a test without one is `#<position>`, counted from 1 over all tests.
 */
function testIds(tests: readonly PromptfooTest[]): string[] {
  const seen = new Map<string, number>();
  const taken = new Set(tests.flatMap((t) => (t.description ? [t.description] : [])));
  return tests.map((test, index) => {
    const base = test.description ?? `#${index + 1}`;
    const count = (seen.get(base) ?? 0) + 1;
    seen.set(base, count);
    if (count === 1) return base;
    let suffix = count;
    while (taken.has(`${base} (${suffix})`)) suffix++;
    const id = `${base} (${suffix})`;
    taken.add(id);
    return id;
  });
}

/** defaultTest's assertions lead a test's list unless the test set disableDefaultAsserts (read.ts's mergeDefault). */
const leadingDefaults = (test: PromptfooTest, defaults: DefaultAsserts): DefaultAsserts | null =>
  defaults.count > 0 && test.options['disableDefaultAsserts'] !== true && test.assert.length >= defaults.count ? defaults : null;

function testCase(test: PromptfooTest, id: string, config: Pick<PromptfooConfig, 'file' | 'defaultTest'>, issues: DatasetIssue[]): LoadedCase | null {
  const configFile = config.file;
  const where = { file: test.file, ...(test.line === null ? {} : { line: test.line }) };
  const defaults = leadingDefaults(test, config.defaultTest);
  const assertions: Assertion[] = [];
  test.assert.forEach((raw, i) => {
    const parsed = AssertionSchema.safeParse(raw, { reportInput: true });
    if (parsed.success) assertions.push(parsed.data);
    else
      appendAll(
        issues,
        zodIssues(parsed.error, test.file, test.line ?? undefined).map((issue) => ({
          ...issue,
          ...where,
          field: `${test.field}.assert[${i}].${issue.field}`,
        })),
      );
  });
  const threshold = test.threshold === null ? null : weightFraction.safeParse(test.threshold);
  if (threshold && !threshold.success) {
    issues.push({ ...where, field: `${test.field}.threshold`, message: threshold.error.issues[0]?.message ?? 'invalid' });
  }
  for (const key of ['transform', 'transformVars'] as const) {
    const code = test.options[key];
    if (code !== undefined && typeof code !== 'string')
      issues.push({ ...where, field: `${test.field}.options.${key}`, message: 'must be JavaScript, or a file:// path to a .js, .ts or .py file' });
  }
  if (assertions.length !== test.assert.length || (threshold && !threshold.success) || issues.length > 0) return null;
  const tags = test.metadata['tags'];
  // The same rule as a case line's `cluster`.
  const cluster = CaseCommon.cluster.safeParse(test.metadata['cluster']);
  if (!cluster.success) {
    appendAll(
      issues,
      zodIssues(cluster.error, test.file, test.line ?? undefined).map((issue) => ({ ...issue, ...where, field: `${test.field}.metadata.cluster` })),
    );
    return null;
  }
  return {
    id,
    key: superevalCaseKey(test.vars),
    vars: test.vars,
    // Where the config writes the test, or names the file it comes from (its top when neither is known).
    line: test.file === configFile && test.line !== null ? test.line : (test.configLine ?? 1),
    ...(test.file === configFile ? {} : { source: { file: test.file, line: test.line } }),
    tags: Array.isArray(tags) ? tags.filter((t): t is string => typeof t === 'string') : [],
    ...(cluster.data === undefined || cluster.data === null ? {} : { cluster: String(cluster.data) }),
    mustPass: test.metadata['must_pass'] === true,
    ...(defaults ? { defaultAsserts: defaults } : {}),
    description: test.description,
    input: test.vars,
    expected: {},
    assert: assertions,
    threshold: test.threshold,
    data: { vars: test.vars, options: test.options, metadata: test.metadata },
  };
}

/** The config's `supereval` block: the name and thresholds supereval reads, which promptfoo ignores. */
function superevalBlock(config: PromptfooConfig, issues: DatasetIssue[]): { name?: string; thresholds?: Thresholds } {
  const block = config.supereval;
  if (block === undefined || block === null) return {};
  const parsed = DatasetMetaSchema.pick({ name: true, thresholds: true }).strict().safeParse(block, { reportInput: true });
  if (!parsed.success) {
    appendAll(
      issues,
      zodIssues(parsed.error, config.file).map((i) => ({ ...i, field: `supereval.${i.field}` })),
    );
    return {};
  }
  return { ...(parsed.data.name ? { name: parsed.data.name } : {}), ...(parsed.data.thresholds ? { thresholds: parsed.data.thresholds } : {}) };
}

/** The dataset a read config makes; problems with its tests throw one DatasetError. */
export function promptfooDataset<K extends LoaderKind>(
  config: PromptfooConfig,
  kinds: KindTable<K>,
  options: PromptfooDatasetOptions = {},
): Dataset<K> {
  const issues: DatasetIssue[] = [];
  const block = superevalBlock(config, issues);
  const ids = testIds(config.tests);
  const cases = config.tests.flatMap((test, i) => testCase(test, ids[i] as string, config, issues) ?? []);
  if (config.prompts.length === 0) issues.push({ file: config.file, field: 'prompts', message: 'required: at least one prompt' });
  if (issues.length > 0) throw new DatasetError(issues);
  // PROMPTFOO_PASS_RATE_THRESHOLD counts cells, as promptfoo does (every prompt on every provider of every
  // test), and then replaces the rule that every test passes; the config's own thresholds come over it.
  const fromEnv = options.passRate === undefined ? {} : { pass_rate: 0, result_pass_rate: options.passRate };
  const thresholds = ThresholdsSchema.parse({ ...fromEnv, ...block.thresholds });
  const meta: DatasetMeta = {
    name: block.name ?? configDatasetName(config.file),
    type: 'promptfoo',
    ...(config.description ? { description: config.description } : {}),
    thresholds,
  };
  return {
    dir: config.dir,
    name: meta.name as string,
    type: 'promptfoo',
    kind: kinds.promptfoo,
    meta,
    thresholds: resolveThresholds(thresholds),
    files: { meta: config.file, cases: config.file, tools: null, referenced: config.files.filter((f) => f !== config.file) },
    cases,
    tools: null,
    warnings: config.warnings,
    hash: config.hash,
    cells: {
      prompts: config.prompts,
      providers: config.providers,
      storesOutputs: config.tests.some((test) => typeof test.options['storeOutputAs'] === 'string'),
      nunjucksFilters: config.nunjucksFilters,
    },
  };
}
