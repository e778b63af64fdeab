// A promptfoo config (promptfooconfig.yaml) as supereval reads it: what
// read.ts gives after following every file:// reference, expanding globs,
// CSV rows, scenarios and the cartesian product of list vars, and merging
// defaultTest into each test, in the order promptfoo 0.121.20 runs them.
// Nothing here is rendered or run: prompts stay nunjucks templates, and
// assertions stay as written (their file:// values resolve against `dir`).
import type { Assertion } from '../../config/index.js';
import type { DatasetIssue } from '../../base/index.js';

/** One entry of `prompts`, after files are read and split. */
export interface PromptfooPrompt {
  /** The entry's `id`, or null. */
  id: string | null;
  /** promptfoo's label for it: the entry's `label`, or a default built from its file and text. */
  label: string;
  /** The entry's own `label` as written, or null: what supereval names the prompt by. */
  name: string | null;
  /** The template text (nunjucks), as promptfoo renders it over a test's vars. */
  raw: string;
  /** Where it was written: a file path, or the config's `prompts[2]`. */
  source: string;
}

/** One entry of `providers`, as written (supereval decides which it runs). */
export interface PromptfooProvider {
  /** The provider id: `echo`, `bedrock:<model>`, `openai:gpt-4o`, `file://x.js`... */
  id: string;
  label: string | null;
  /** Its `config` object (temperature, max_tokens, ...), or {} */
  config: Record<string, unknown>;
  /** The field that names it, for errors: `providers[1]`. */
  field: string;
  /** The positions in `prompts` of those it runs, as its `prompts:` filter picks them (labels, ids, `x*`, `Group`); null: every prompt. */
  promptIndexes: number[] | null;
}

/** One test, after defaultTest, scenarios and list vars are applied: one supereval case. */
export interface PromptfooTest {
  description: string | null;
  /** The test's vars, defaultTest's below them; file:// values loaded as promptfoo loads them. */
  vars: Record<string, unknown>;
  /** defaultTest's assertions first, then the test's, as promptfoo concatenates them. */
  assert: Assertion[];
  threshold: number | null;
  /** The test's `options` over defaultTest's (transform, provider, rubricPrompt, ...). */
  options: Record<string, unknown>;
  metadata: Record<string, unknown>;
  /** Where the test was written: the file, and its line (a CSV row, a JSONL line) when it has one. */
  file: string;
  line: number | null;
  /** The field or row that made it, for errors: `tests[3]`, `row 4`, `scenarios[0].tests[1]`. */
  field: string;
  /** The line of the config's `tests` entry that writes or names it (a test file's entry for each of its tests), when known. */
  configLine: number | null;
}

/** Where a promptfoo config's defaultTest assertions are written, and how many lead each test's list. */
export interface DefaultAsserts {
  count: number;
  file: string;
  line: number | null;
}

export interface PromptfooConfig {
  /** The config file, as given. */
  file: string;
  /** Its folder: every relative path in the config is relative to it. */
  dir: string;
  description: string | null;
  prompts: PromptfooPrompt[];
  providers: PromptfooProvider[];
  tests: PromptfooTest[];
  /** defaultTest's assertions, which lead every test's list (but a test's that sets disableDefaultAsserts): how many, and where written. */
  defaultTest: DefaultAsserts;
  /** `nunjucksFilters`: filter name to its JavaScript module (absolute), which the prompts' templates may use. */
  nunjucksFilters: Record<string, string>;
  /** Every file read to build the above (the config first). */
  files: string[];
  /** sha256 (hex, 16) over their texts: changes whenever any of them does. */
  hash: string;
  /** The config's `supereval` block as written (name, thresholds), which promptfoo ignores; undefined without one. */
  supereval?: unknown;
  /** What promptfoo accepts but supereval does not use (a field it ignores), said once. */
  warnings: DatasetIssue[];
}
