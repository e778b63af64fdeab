// A config's `nunjucksFilters`: filter name to a JavaScript module that
// exports the filter, as promptfoo 0.121.20's readFilters reads them (the
// path joined to the config's folder, a glob's last match wins). Only the
// files are found and read here (for the hash and the workspace bound); the
// modules load in the sandbox when a prompt renders (score/promptfoo).
import { existsSync } from 'node:fs';
import type { DatasetIssue } from '../../base/index.js';
import { expandPath, isObject, readText, type ReadContext } from './context.js';

const FILTER_MODULE = /\.(js|cjs|mjs|ts|cts|mts)$/i;
const FILTER_NAME = /^[A-Za-z_$][\w$]*$/;

/** Filter name to its module's absolute path; problems go to ctx.issues, each naming the config and the filter's key. */
export async function readNunjucksFilters(ctx: ReadContext, written: unknown, file: string): Promise<Record<string, string>> {
  const filters: Record<string, string> = {};
  if (written === undefined || written === null) return filters;
  const problem = (field: string, message: string): void => void ctx.issues.push({ file, field, message } satisfies DatasetIssue);
  if (!isObject(written)) {
    problem('nunjucksFilters', 'must map each filter name to the path of a JavaScript file that exports it');
    return filters;
  }
  for (const [name, filterPath] of Object.entries(written)) {
    const field = `nunjucksFilters.${name}`;
    if (!FILTER_NAME.test(name)) problem(field, 'a filter name must be a name a template can write after `|`');
    else if (typeof filterPath !== 'string') problem(field, 'must be the path of a JavaScript file that exports the filter');
    else {
      const matches = await expandPath(ctx, filterPath);
      const module = matches.at(-1);
      if (module === undefined || !existsSync(module)) problem(field, `no file ${filterPath} beside the config`);
      else if (!FILTER_MODULE.test(module)) problem(field, 'must be a .js, .cjs, .mjs or .ts file (promptfoo imports it as a module)');
      else if ((await readText(ctx, module)) !== null) filters[name] = module;
    }
  }
  return filters;
}
