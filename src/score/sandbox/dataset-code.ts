// The code a dataset carries: what runs on the runner, or sends the case's
// data out, because the dataset says so (code assertions and their `file://`
// scripts, transforms, webhooks, script scorers, templates that could run
// code: template-code.ts). A pull request can change all of it, so a run may
// refuse it (allow-dataset-code, src/app/dataset-code.ts); this lists it, per
// case and field, so the refusal can name them. It reads the loaded dataset
// and runs nothing; a rubric prompt's file is read by the reader handed in.
import { type Assertion, scriptScorers } from '../../config/index.js';
import { caseOptions, type Dataset, type LoadedCase, type LoaderKind } from '../../dataset/index.js';
import { DATASET_CODE } from '../assertions/index.js';
import { TRANSFORM_SCORERS, transformProgram } from '../evalbench/transform-scorers.js';
import { caseAssertions, defaultAsserts, type ScoringKind } from '../promptfoo/evaluate.js';
import { templateCode } from './template-code.js';

const NEGATION = 'not-';

/** One case that carries code of its own, and what (each kind once, in the order written). */
export interface CaseCode {
  id: string;
  code: string[];
}

export interface DatasetCode {
  dataset: string;
  /** Code dataset.json gives every case: `defaultTest.assert`, script scorers. */
  everyCase: string[];
  /** The cases with code of their own, in file order. */
  cases: CaseCode[];
  /** How many cases the dataset runs. */
  caseCount: number;
}

/** What one assertion runs, an assert-set's members and transforms included. */
function assertionCode(assertion: Assertion): string[] {
  const type = assertion.type.startsWith(NEGATION) ? assertion.type.slice(NEGATION.length) : assertion.type;
  const describe = Object.hasOwn(DATASET_CODE, type) ? DATASET_CODE[type] : undefined;
  return [
    ...(describe ? [describe(assertion.value)] : []),
    ...(assertion.transform !== undefined ? ['transform'] : []),
    ...(assertion.contextTransform !== undefined ? ['contextTransform'] : []),
    ...(assertion.assert ?? []).flatMap(assertionCode),
  ];
}

const distinct = (items: string[]): string[] => [...new Set(items)];

/** A promptfoo test's `options.transform` (run over every output of the case) and `transformVars` (over its vars): JavaScript, or a file. */
const outputTransform = (testCase: Pick<LoadedCase, 'data'>): string[] =>
  (['transform', 'transformVars'] as const).flatMap((key) => (typeof caseOptions(testCase)[key] === 'string' ? [key] : []));

/**
 * Script scorers, and the transform scorers: dbt runs a project's Jinja macros
 * and Python models, Dataform its JavaScript, and a pull request can change
 * that project (or the agent that writes it).
 */
const scorerCode = (meta: Dataset['meta']): string[] => [
  ...scriptScorers(meta.scorers).map((s) =>
    s.script_path !== undefined ? `python_scorer ${s.script_path}` : `script_scorer ${s.command?.[0] ?? ''}`,
  ),
  ...TRANSFORM_SCORERS.filter((name) => meta.scorers != null && Object.hasOwn(meta.scorers, name)).map(
    (name) => `${name} (runs ${transformProgram(name)} on the project in the working folder)`,
  ),
];

// --- templates -------------------------------------------------------------

/** A rubric prompt's `file://` text, read from the dataset's folder as its grader reads it; null when it cannot be (the grader then fails too). */
export type TemplateFileReader = (datasetDir: string, reference: string) => string | null;

const isReference = (text: string) => text.startsWith('file://') || text.startsWith('package:');

/** The texts an assertion's value is rendered from: a text, or the texts of a list (file:// and package: values are not rendered). */
const valueTexts = (value: unknown): string[] =>
  (Array.isArray(value) ? value : [value]).filter((v): v is string => typeof v === 'string' && !isReference(v));

/** The strings of a JSON text, each rendered on its own when a prompt is JSON (promptfoo's chat prompts). */
function jsonStrings(text: string): string[] {
  if (!/^\s*[[{]/.test(text)) return [];
  try {
    return strings(JSON.parse(text));
  } catch {
    return [];
  }
}

const strings = (value: unknown): string[] => {
  if (typeof value === 'string') return [value];
  if (value !== null && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
};

/** A prompt's file that was not read here, so not checked: it counts as code. */
interface Unread {
  unread: string;
}

/**
 * The texts a prompt is rendered from: each text of it (a file:// one read),
 * and the strings inside a JSON one. A file the reader cannot read is read by
 * no grader either; without a reader, a file is unchecked. `source` null: a
 * text that names no file (a prompt already read, a prefix).
 */
function promptTexts(value: unknown, source: TemplateSource | null): (string | Unread)[] {
  return strings(value).flatMap((text): (string | Unread)[] => {
    if (!text.startsWith('file://') || source === null) return [text, ...jsonStrings(text)];
    if (!source.read || source.dir === undefined) return [{ unread: text }];
    const loaded = source.read(source.dir, text);
    return loaded === null ? [] : [loaded, ...jsonStrings(loaded)];
  });
}

/** `template <field>: <why>` for the first of the texts that could run code. */
function templateAt(field: string, texts: readonly (string | Unread)[]): string[] {
  for (const text of texts) {
    const why = typeof text === 'string' ? templateCode(text) : `${text.unread} is not read to check it`;
    if (why) return [`template ${field}: ${why}`];
  }
  return [];
}

interface TemplateSource {
  dir?: string | undefined;
  read?: TemplateFileReader | undefined;
}

function assertionTemplates(assertion: Assertion, at: string, source: TemplateSource): string[] {
  return [
    ...templateAt(`${at}.value`, valueTexts(assertion.value)),
    ...templateAt(`${at}.metric`, typeof assertion.metric === 'string' ? [assertion.metric] : []),
    ...templateAt(`${at}.rubricPrompt`, promptTexts(assertion.rubricPrompt, source)),
    ...(assertion.assert ?? []).flatMap((child, i) => assertionTemplates(child, `${at}.assert.${i}`, source)),
  ];
}

type CodeDataset = Pick<Dataset<LoaderKind & ScoringKind>, 'name' | 'kind' | 'meta' | 'cases'> & Partial<Pick<Dataset, 'dir' | 'cells'>>;

/** The templates of one case that could run code: its kind's assertions (their values may be the case's expected fields), its own, its options, and a promptfoo test's vars. */
function caseTemplates(dataset: CodeDataset, testCase: LoadedCase, source: TemplateSource): string[] {
  const options = caseOptions(testCase);
  return [
    ...dataset.kind.builtInAssertions(testCase).flatMap((a) => templateAt(`built-in ${a.type}.value`, valueTexts(a.value))),
    ...testCase.assert.flatMap((a, i) => assertionTemplates(a, `assert.${i}`, source)),
    ...templateAt('options.rubricPrompt', promptTexts(options['rubricPrompt'], source)),
    ...(['prefix', 'suffix'] as const).flatMap((key) => templateAt(`options.${key}`, promptTexts(options[key], null))),
    // A promptfoo config's prompt renders each text var as a template of its own first.
    ...(dataset.cells
      ? Object.entries(testCase.vars).flatMap(([key, value]) => templateAt(`vars.${key}`, typeof value === 'string' ? [value] : []))
      : []),
  ];
}

/** A promptfoo config's nunjucksFilters: JavaScript modules every prompt renders with (one entry naming the key and its filters). */
const filterCode = (dataset: CodeDataset): string[] => {
  const names = Object.keys(dataset.cells?.nunjucksFilters ?? {});
  return names.length > 0 ? [`nunjucksFilters (${names.join(', ')})`] : [];
};

/** The templates every case renders: dataset.json's default assertions and rubric prompt, a promptfoo config's prompts. */
function everyCaseTemplates(dataset: CodeDataset, source: TemplateSource): string[] {
  return [
    ...defaultAsserts(dataset.meta).flatMap((a, i) => assertionTemplates(a, `defaultTest.assert.${i}`, source)),
    ...templateAt('defaultTest.options.rubricPrompt', promptTexts(dataset.meta.defaultTest?.options?.rubricPrompt, source)),
    ...filterCode(dataset),
    ...(dataset.cells?.prompts ?? []).flatMap((prompt) =>
      templateAt(prompt.source.startsWith('prompts[') ? prompt.source : `prompt ${prompt.source}`, promptTexts(prompt.raw, null)),
    ),
  ];
}

/** The code `dataset` carries, or null when it carries none. */
export function datasetCode(dataset: CodeDataset, read?: TemplateFileReader): DatasetCode | null {
  const source: TemplateSource = { dir: dataset.dir, read };
  const everyCase = distinct([
    ...defaultAsserts(dataset.meta).flatMap(assertionCode),
    ...scorerCode(dataset.meta),
    ...everyCaseTemplates(dataset, source),
  ]);
  const cases = dataset.cases.flatMap((testCase): CaseCode[] => {
    const code = distinct([
      ...caseAssertions(dataset.kind, testCase).flatMap(assertionCode),
      ...outputTransform(testCase),
      ...caseTemplates(dataset, testCase, source),
    ]);
    return code.length > 0 ? [{ id: testCase.id, code }] : [];
  });
  // A shard given none of the cases runs no code.
  if (dataset.cases.length === 0 || (everyCase.length === 0 && cases.length === 0)) return null;
  return { dataset: dataset.name, everyCase, cases, caseCount: dataset.cases.length };
}
