// database-url-env (--database-url-env on the CLI): the environment variables
// a dataset may name for its database server's URL (nl2sql's
// `database.url_env`). A dataset comes from the pull request, and what it
// reads can reach a message, so it may name only a variable the workflow (or
// the command line) lists; DATABASE_URL when none is listed. Any other name
// stops the run before any call, and no other variable is handed to the
// dataset's resources.
import type { DatasetIssue } from '../base/index.js';
import type { FrontEnd } from '../compare/index.js';
import type { DatasetEnvironment, KindDataset } from '../kinds/index.js';

export const DEFAULT_DATABASE_URL_ENV: readonly string[] = ['DATABASE_URL'];

const VARIABLE_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;

const optionOf = (frontEnd: FrontEnd) => (frontEnd === 'cli' ? '--database-url-env' : 'database-url-env');

/** The names given (comma- or line-separated; none: DATABASE_URL), or why one is not a variable's name. */
export function parseDatabaseUrlEnv(given: readonly string[], frontEnd: FrontEnd): { names: string[] } | { problem: string } {
  const names = given
    .flatMap((text) => text.split(/[,\n]/))
    .map((name) => name.trim())
    .filter((name) => name !== '');
  const bad = names.filter((name) => !VARIABLE_NAME.test(name));
  if (bad.length > 0)
    return { problem: `${optionOf(frontEnd)}: ${bad.map((name) => `"${name}"`).join(', ')} is not the name of an environment variable` };
  return { names: names.length > 0 ? [...new Set(names)] : [...DEFAULT_DATABASE_URL_ENV] };
}

/** Those variables and their values in `env`; nothing else. */
export function datasetEnvironment(names: readonly string[], env: Readonly<Record<string, string | undefined>>): DatasetEnvironment {
  const values: Record<string, string> = {};
  for (const name of names) {
    const value = env[name];
    if (value !== undefined) values[name] = value;
  }
  return { names, values };
}

/** Each variable a dataset names that the run does not let datasets read: stops the run before any call. */
export function environmentProblems(datasets: readonly KindDataset[], names: readonly string[], frontEnd: FrontEnd): DatasetIssue[] {
  const option = optionOf(frontEnd);
  const listed = names.join(', ');
  return datasets.flatMap((dataset) =>
    (dataset.kind.resources?.reads(dataset.meta) ?? [])
      .filter((read) => !names.includes(read.name))
      .map((read) => ({
        file: dataset.files.meta,
        field: read.field,
        message:
          `${read.name} is not a variable datasets may read (${option} lets them read ${listed}): a dataset may come from a pull request, ` +
          `and what it reads can reach the report. Nothing was read and no model was called. To use it, list it: ${frontEnd === 'cli' ? `${option} ${read.name}` : `${option}: ${read.name}`}`,
      })),
  );
}
