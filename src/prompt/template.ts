// Prompt templates: `{{field}}` placeholders over a case's `input` fields,
// plus `labels` from dataset.json, `contexts` from retrieved passages, and
// what the dataset's kind adds; the default prompt is the kind's.
import type { DatasetIssue } from '../base/index.js';
import { formatContexts } from './contexts.js';
import type { Dataset, LoadedCase, LoaderKind } from '../dataset/index.js';

const PLACEHOLDER = /\{\{\s*([A-Za-z_][\w.-]*)\s*\}\}/g;

/** What templates ask of a dataset's kind (src/kinds/types.ts declares the rest). */
export interface TemplateKind {
  /** Template values the kind adds to the case's input fields. */
  templateVars(input: Record<string, unknown>): Record<string, unknown>;
  /** The prompt used when neither the user nor dataset.json gives one. */
  readonly defaultPrompt: string;
  /** The template values the kind's per-dataset resources provide, once open (an NL2SQL database's schema). */
  readonly resources?: { readonly vars: readonly string[] };
}

/** A dataset whose kind fills templates. */
type TemplateDataset = Dataset<LoaderKind & TemplateKind>;

export interface PromptTemplate {
  /** Where the template came from: `default:<type>`, `--prompt`, or a file path. */
  source: string;
  text: string;
}

export function defaultTemplate(dataset: Pick<TemplateDataset, 'type' | 'kind'>): PromptTemplate {
  return { source: `default:${dataset.type}`, text: dataset.kind.defaultPrompt };
}

export function placeholders(template: string): string[] {
  return [...new Set([...template.matchAll(PLACEHOLDER)].map((m) => m[1] as string))];
}

/**
 * The values a case offers to a template: its input fields; `labels` when
 * dataset.json lists them and `contexts` when the case has retrieved_contexts
 * (documented for any dataset); then what its kind adds.
 */
export function templateVars(
  dataset: Pick<TemplateDataset, 'meta' | 'kind'>,
  testCase: Pick<LoadedCase, 'input'>,
  /** What the kind's per-dataset resources provide (an NL2SQL database's schema), once they are open. */
  datasetVars: Record<string, unknown> = {},
): Record<string, unknown> {
  const vars: Record<string, unknown> = { ...testCase.input };
  if (dataset.meta.labels) vars['labels'] = dataset.meta.labels.join(', ');
  const contexts = testCase.input['retrieved_contexts'];
  if (Array.isArray(contexts)) vars['contexts'] = formatContexts(contexts.map(String));
  // Assigned onto the copy (the same keys, in the same order, as spreading all three into a new object).
  return Object.assign(vars, dataset.kind.templateVars(testCase.input), datasetVars);
}

export class TemplateError extends Error {
  override name = 'TemplateError';
}

/** A template's text split once at its placeholders: literal texts at even indices, placeholder names at odd ones. */
const compiled = new Map<string, readonly string[]>();

function partsOf(text: string): readonly string[] {
  let parts = compiled.get(text);
  if (!parts) {
    // split with a capture group keeps the names between the literals.
    parts = text.split(PLACEHOLDER);
    // The same few templates serve every case of a run; a process that renders many distinct texts keeps only the latest.
    if (compiled.size >= 64) compiled.clear();
    compiled.set(text, parts);
  }
  return parts;
}

/** Fills a template for one case; a placeholder without a value is an error for that case. */
export function renderTemplate(template: PromptTemplate, vars: Record<string, unknown>): string {
  const parts = partsOf(template.text);
  let out = parts[0] as string;
  for (let i = 1; i < parts.length; i += 2) {
    const name = parts[i] as string;
    const value = vars[name];
    if (value === undefined || value === null) {
      throw new TemplateError(`the prompt's {{${name}}} has no value in this case (${template.source})`);
    }
    out += (typeof value === 'string' ? value : JSON.stringify(value)) + (parts[i + 1] as string);
  }
  return out;
}

/** Placeholders that no case of the dataset can fill: a mistake in the template, reported before any call. */
export function checkTemplate(template: PromptTemplate, dataset: TemplateDataset): DatasetIssue[] {
  // A dataset with no cases yet (no cases.jsonl) renders nothing: there is nothing to check against.
  if (dataset.cases.length === 0) return [];
  const fillable = new Set<string>();
  // What the kind adds serves its default prompt (instruction's document_section); the hint names the fields users write.
  const helpers = new Set<string>();
  const { kind } = dataset;
  // The resources' values exist only once they are open, for every case alike.
  for (const name of kind.resources?.vars ?? []) {
    fillable.add(name);
    helpers.add(name);
  }
  const wanted = placeholders(template.text);
  const allFillable = () => wanted.every((name) => fillable.has(name));
  // The cases are read until every placeholder is found fillable (the first
  // case, as a rule, of 100,000); all of them only when one is not, for the
  // message's list of the fields there are.
  for (const c of dataset.cases) {
    if (allFillable()) break;
    for (const k of Object.keys(templateVars(dataset, c))) fillable.add(k);
    for (const k of Object.keys(kind.templateVars(c.input))) helpers.add(k);
  }
  return wanted
    .filter((name) => !fillable.has(name))
    .map((name) => ({
      file: template.source,
      field: `{{${name}}}`,
      message: `no case of ${dataset.name} has this field; available: ${[...fillable]
        .filter((f) => !helpers.has(f))
        .sort()
        .join(', ')}`,
    }));
}
