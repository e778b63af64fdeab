// Prompt templates: `{{field}}` placeholders over a case's `input` fields,
// plus `labels` (classification) and `contexts` (RAG) from the dataset.
import type { DatasetIssue } from '../dataset/errors.js';
import type { Dataset, LoadedCase } from '../dataset/load.js';
import type { DatasetType } from '../config/schemas.js';

const PLACEHOLDER = /\{\{\s*([A-Za-z_][\w.-]*)\s*\}\}/g;

// The defaults say what supereval's own prompts say (qa asks the question,
// classification names the labels and asks for exactly one, instruction gives
// the instruction and the document), worded the same so that outputs stay
// comparable with baselines the Python tool recorded.
const DEFAULT_TEMPLATES: Record<DatasetType, string> = {
  qa: 'Answer the following question accurately and concisely.\n\nQuestion: {{query}}',
  classification:
    'Classify the following text into exactly one of these categories: {{labels}}.\n' +
    'Respond with only the category name, nothing else.\n\nText: {{text}}',
  instruction: '{{instruction}}{{document_section}}',
  rag:
    'Answer the question using only the information in the numbered context passages below. ' +
    'If the passages do not contain the answer, say that they do not.\n\n' +
    'Context:\n{{contexts}}\n\nQuestion: {{query}}',
  agent: '{{task}}',
};

export interface PromptTemplate {
  /** Where the template came from: `default:<type>`, `--prompt`, or a file path. */
  source: string;
  text: string;
}

export function defaultTemplate(type: DatasetType): PromptTemplate {
  return { source: `default:${type}`, text: DEFAULT_TEMPLATES[type] };
}

export function placeholders(template: string): string[] {
  return [...new Set([...template.matchAll(PLACEHOLDER)].map((m) => m[1] as string))];
}

/** The values a case offers to a template. */
export function templateVars(dataset: Pick<Dataset, 'meta'>, testCase: Pick<LoadedCase, 'input'>): Record<string, unknown> {
  const vars: Record<string, unknown> = { ...testCase.input };
  if (dataset.meta.labels) vars['labels'] = dataset.meta.labels.join(', ');
  const contexts = testCase.input['retrieved_contexts'];
  if (Array.isArray(contexts)) vars['contexts'] = formatContexts(contexts.map(String));
  const document = testCase.input['document'];
  vars['document_section'] = typeof document === 'string' && document !== '' ? `\n\n---\n${document}` : '';
  return vars;
}

/** `[1] first passage`, a blank line, `[2] second passage`, ... */
export function formatContexts(contexts: readonly string[]): string {
  return contexts.map((c, i) => `[${i + 1}] ${c}`).join('\n\n');
}

export class TemplateError extends Error {
  override name = 'TemplateError';
}

/** Fills a template for one case; a placeholder without a value is an error for that case. */
export function renderTemplate(template: PromptTemplate, vars: Record<string, unknown>): string {
  return template.text.replace(PLACEHOLDER, (_whole, name: string) => {
    const value = vars[name];
    if (value === undefined || value === null) {
      throw new TemplateError(`the prompt's {{${name}}} has no value in this case (${template.source})`);
    }
    return typeof value === 'string' ? value : JSON.stringify(value);
  });
}

/** Placeholders that no case of the dataset can fill: a mistake in the template, reported before any call. */
export function checkTemplate(template: PromptTemplate, dataset: Dataset): DatasetIssue[] {
  const fillable = new Set<string>();
  for (const c of dataset.cases) for (const k of Object.keys(templateVars(dataset, c))) fillable.add(k);
  return placeholders(template.text)
    .filter((name) => !fillable.has(name))
    .map((name) => ({
      file: template.source,
      field: `{{${name}}}`,
      message: `no case of ${dataset.name} has this field; available: ${[...fillable].filter((f) => f !== 'document_section').sort().join(', ')}`,
    }));
}
