// A promptfoo config's prompt, rendered over a test's vars exactly as
// promptfoo 0.121.20's renderPrompt does (src/evaluatorHelpers.ts): one
// trailing newline off each text var; `{{name}}` references between vars
// resolved; a prompt that is JSON has each of its strings rendered and is
// written back as indented JSON; any other prompt is rendered once its vars
// are rendered themselves. Templates run in the sandbox (render-value.ts),
// which, unlike promptfoo, offers no `env`.
import { renderText, type TemplateFilters } from './render-value.js';
import { DEFAULT_SCRIPT_TIME_LIMIT_MS } from '../sandbox/js.js';

/** promptfoo's resolveVariables: a var holding `{{other}}` gets that var's value, at most five rounds. */
function resolveVariables(vars: Record<string, unknown>): void {
  const reference = /\{\{\s*(\w+)\s*\}\}/;
  for (let round = 0; round < 5; round++) {
    let changed = false;
    for (const key of Object.keys(vars)) {
      const value = vars[key];
      if (typeof value !== 'string') continue;
      const match = reference.exec(value);
      if (!match) continue;
      const [placeholder, name] = match as unknown as [string, string];
      if (vars[name] === undefined) continue;
      vars[key] = value.replace(placeholder, () => String(vars[name]));
      changed = true;
    }
    if (!changed) return;
  }
}

/** promptfoo's autoWrapRawIfPartialNunjucks: a text with an unclosed tag is taken literally. */
function wrapPartialTags(text: string): string {
  const partial = /({%[^%]*$|{{[^}]*$|{#[^#]*$)/m.test(text);
  const wrapped = /{%\s*raw\s*%}/.test(text) && /{%\s*endraw\s*%}/.test(text);
  return partial && !wrapped ? `{% raw %}${text}{% endraw %}` : text;
}

/** The variables a template names (promptfoo's extractVariablesFromTemplate). */
function templateVariables(template: string): string[] {
  const names = new Set<string>();
  const text = template.replace(/\{#[\s\S]*?#\}/g, '');
  for (const match of text.matchAll(/\{\{[\s]*([^{}\s|]+)[\s]*(?:\|[^}]+)?\}\}|\{%[\s]*(?:if|for)[\s]+([^{}\s]+)[\s]*.*?%\}/g)) {
    const name = match[1] ?? match[2];
    if (name) names.add(name);
  }
  for (const match of text.matchAll(/\{%[\s]*for[\s]+(\w+)[\s]+in[\s]+(\w+)[\s]*%\}/g)) {
    names.delete(match[1] as string);
    names.add(match[2] as string);
  }
  return [...names];
}

/** Whether a var's own template names a var the test does not have (promptfoo then leaves it as written). */
function referencesUndefined(template: string, vars: Record<string, unknown>): boolean {
  return templateVariables(template).some((name) => {
    const root = /^([A-Za-z_]\w*)/.exec(name)?.[1];
    return root !== undefined && root !== 'env' && vars[root] === undefined;
  });
}

/** promptfoo's renderVarsInObject: every string of a JSON value rendered. */
async function renderStrings(value: unknown, vars: Record<string, unknown>, timeLimitMs: number, filters?: TemplateFilters): Promise<unknown> {
  if (typeof value === 'string') return renderText(value, vars, timeLimitMs, filters);
  if (Array.isArray(value)) return Promise.all(value.map((item: unknown) => renderStrings(item, vars, timeLimitMs, filters)));
  if (value !== null && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) out[key] = await renderStrings(item, vars, timeLimitMs, filters);
    return out;
  }
  return value;
}

export async function renderPromptfooPrompt(
  raw: string,
  testVars: Record<string, unknown>,
  timeLimitMs = DEFAULT_SCRIPT_TIME_LIMIT_MS,
  /** The config's nunjucksFilters: promptfoo's renderPrompt offers them to the prompt and to the vars it renders. */
  filters?: TemplateFilters,
): Promise<string> {
  const vars: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(testVars)) vars[key] = typeof value === 'string' ? value.replace(/\n$/, '') : value;
  resolveVariables(vars);
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    const rendered: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(vars)) {
      rendered[key] =
        typeof value !== 'string' || referencesUndefined(value, vars) ? value : await renderText(wrapPartialTags(value), vars, timeLimitMs, filters);
    }
    return renderText(wrapPartialTags(raw), rendered, timeLimitMs, filters);
  }
  return JSON.stringify(await renderStrings(parsed, vars, timeLimitMs, filters), null, 2);
}
