// Issue 45: the cache key must cover every file a dataset's run reads, and
// it does so from the list the loaded dataset keeps (dataset.files:
// meta, cases, tools, referenced). A module that starts reading files must
// say here which files and how the key covers them: this test lists every
// module of src/ that reads a file, and fails on one it does not know.
// Programs the run starts (a check script on the sandbox's worker, python3,
// a script scorer) are handed paths the same list holds (AssertionFamily.files,
// scriptScorerFiles); config-files.test.ts runs each dataset shape with
// every file off the list deleted.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const src = path.resolve(import.meta.dirname, '../../src');

/** A call that reads a file's contents. */
const READS = /\b(readFile|readFileSync|readUserFile|readBoundedFile|readText|readYamlFile|createReadStream|openSync)\(/;

/** Each module that reads files, and what of them the cache key covers. */
const READERS: Record<string, string> = {
  'base/read-file.ts': 'the bounded reader itself',
  'dataset/load.ts': 'dataset.json, the cases (or items) file, tools.json and data files: files.meta/cases/tools/referenced',
  'dataset/skills/load-skills.ts': "an agent dataset's skills (skills_dir): each SKILL.md, read for the built-in agent, in files.referenced",
  'dataset/promptfoo/context.ts': 'every file a promptfoo config reads, recorded in ctx.files: files.referenced',
  'dataset/promptfoo/prompts.ts': 'prompt and provider files, through context.ts readText',
  'dataset/promptfoo/read.ts': 'defaultTest and scenario files, through context.ts',
  'dataset/evalbench/run-config.ts': 'an EvalBench run config: it is files.meta of each dataset it makes, hashed as dataset.json is',
  'dataset/evalbench/nl2sql.ts':
    "a run config's items (files.cases) and database configs (files.referenced); the setup files through sql/setup-files.ts",
  'dataset/evalbench/mcp-readability.ts':
    "an mcp_readability run config's endpoints file (files.cases, the cases made from it) and exceptions file (files.referenced)",
  'dataset/promptfoo/filters.ts': 'nunjucksFilters modules, through context.ts readText: files.referenced',
  'score/sandbox/filtered-templates.ts': "nunjucksFilters modules on the sandbox's worker: the paths filters.ts listed in files.referenced",
  'dataset/evalset/load.ts': 'an evalset named on its own: files.meta and files.cases (the dataset hash is its text)',
  'dataset/promptfoo/tests-file.ts': 'test and vars files, through context.ts',
  'dataset/promptfoo/vars.ts': 'file:// var values, through context.ts',
  'score/promptfoo/grader-prompt.ts': 'rubricPrompt files: score/dataset-files.ts lists them in files.referenced',
  'sql/setup-files.ts': "database.setup: the nl2sql kind's dataFiles, files.referenced",
  'baseline/config-scope.ts': 'the hash itself reads the list',
  'app/load.ts': 'the prompt file (hashed as its text) and the prices file (hashed as its text)',
  'action/dataset.ts': 'hash-files and the prices file, for the hash',
  'providers/replay.ts': "a replay model's recordings: answersFile, hashed with the models",
  'baseline/cache-store.ts': 'a restored baseline, not a dataset file',
  'baseline/file-store.ts': 'a baseline file, not a dataset file',
  'results/read-files.ts': 'results files (report, merge), not a dataset file',
  'publish/context.ts': "the workflow's event payload, not a dataset file",
  'app/dataset-code.ts': "the workflow's event payload, not a dataset file",
  'agents/mcp-stdio.ts': "an MCP server's connection file, which supereval writes",
  'base/environ.ts': "the process's own starting environment block (/proc/self/environ), not a dataset file",
  'sql/pglite.ts': "the bundled database engine's files",
  'sql/sqlite.ts': "the bundled database engine's files",
  'score/assertions/mcp.ts': "mcp_style_readability's style guide: AssertionFamily.files lists it in files.referenced",
  'score/evalbench/skills-best-practices.ts':
    "skills_best_practices' SKILL.md files under skills_dir: the agent's own skills, which hash-files covers as it covers the agent's program",
};

function modules(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.ts'))
    .map((f) => f.split(path.sep).join('/'))
    .sort();
}

describe('modules that read files', () => {
  const readers = modules(src).filter((file) =>
    readFileSync(path.join(src, file), 'utf8')
      .split('\n')
      .some((line) => !/^\s*(\/\/|\*)/.test(line) && READS.test(line)),
  );

  it('are each known, with what the cache key covers of what they read', () => {
    const unknown = readers.filter((file) => !Object.hasOwn(READERS, file));
    expect(unknown, 'a new module reads files: if a dataset run reads them, add them to dataset.files.referenced, then list the module here').toEqual(
      [],
    );
  });

  it('lists no module that no longer reads files', () => {
    expect(Object.keys(READERS).filter((file) => !readers.includes(file))).toEqual([]);
  });
});
