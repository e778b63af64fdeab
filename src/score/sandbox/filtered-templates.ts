// A promptfoo config's prompts rendered with its own nunjucksFilters
// (promptfoo's readFilters and getNunjucksEngine): each module is a filter.
// They render on the evaluator thread of the sandbox process that runs
// `file://` checks (host.ts), which may read the config's repository; one
// environment per set of filters is kept, so a run loads each module once.
// The evaluator is replaced at a request's time limit (sandboxMain), and the
// rendered text is bounded here. Sent into that thread as source text, as
// host-main.ts's functions are: nothing imported, no helper outside it.

/** The longest text a template rendered with the dataset's own filters may give (a filter can build any text). */
export const FILTERED_TEMPLATE_MAX_CHARS = 4 * 1024 * 1024;

/**
 * How a module is loaded, shared by the `file://` check worker and the
 * evaluator (source text; `require` and `pathToFileURL` are the thread's). A
 * TypeScript file (.ts, .cts, .mts) loses its types as promptfoo runs it: by
 * Node's own type stripping where Node has it (22.18 and later, on by
 * default; the action's Node 24), else by the repository's own typescript
 * package (transpileModule), as a module of its own text. A module's value
 * is promptfoo's importModule's: `default.default`, else `default`, else the
 * namespace.
 */
export const MODULE_LOADER_SOURCE = `
const TS_REQUIRES = 'needs Node 22.18 or later (which strips types itself), or the typescript package installed in its repository';
const loadModule = async (file) => {
  if (!/[.][cm]?ts$/i.test(file) || process.features.typescript) return import(pathToFileURL(file).href);
  let ts;
  try { ts = require('node:module').createRequire(file)('typescript'); }
  catch { throw new Error(file + ': a TypeScript check ' + TS_REQUIRES + '; this is Node ' + process.version); }
  const source = require('node:fs').readFileSync(file, 'utf8');
  const compilerOptions = { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 };
  const js = ts.transpileModule(source, { fileName: file, compilerOptions }).outputText;
  return import('data:text/javascript;base64,' + Buffer.from(js, 'utf8').toString('base64'));
};
const moduleOf = (ns) => (ns && ns.default && ns.default.default) || (ns && ns.default) || ns;`;

type Template = { render(vars: unknown): string };
type Env = { addFilter(name: string, fn: unknown): void };
type Nunjucks = {
  Environment: new (loaders: null, options: object) => Env;
  Template: new (text: string, env: Env, path: undefined, eager: boolean) => Template;
};

/** The renderer the evaluator calls: the template over the vars, with the filters given (name to module path). */
export function filteredRenderer(
  loadNunjucks: () => unknown,
  loadModule: (file: string) => Promise<unknown>,
  moduleOf: (ns: unknown) => unknown,
  maxChars: number,
): (template: string, vars: Record<string, unknown>, filters: Record<string, string>) => Promise<string> {
  const envs = new Map<string, Promise<{ nunjucks: Nunjucks; env: Env }>>();
  const envOf = async (filters: Record<string, string>) => {
    const nunjucks = loadNunjucks() as Nunjucks;
    const env = new nunjucks.Environment(null, { autoescape: false, throwOnUndefined: false });
    env.addFilter('load', (text: string): unknown => JSON.parse(text) as unknown);
    for (const [name, file] of Object.entries(filters)) {
      const filter = moduleOf(await loadModule(file));
      if (typeof filter !== 'function') throw new Error(`nunjucksFilters.${name}: ${file} must export a function`);
      env.addFilter(name, filter);
    }
    return { nunjucks, env };
  };
  return async (template, vars, filters) => {
    const key = JSON.stringify(Object.entries(filters));
    let ready = envs.get(key);
    if (!ready) {
      // A run has one set of filters per config; many distinct sets keep only the latest.
      if (envs.size >= 16) envs.clear();
      ready = envOf(filters);
      envs.set(key, ready);
    }
    const { nunjucks, env } = await ready;
    const text = new nunjucks.Template(template, env, undefined, true).render(vars);
    if (text.length > maxChars) throw new Error(`the prompt rendered with nunjucksFilters is longer than ${maxChars} characters`);
    return text;
  };
}
