// What an assertion sees and what it returns. Assertions are pure apart from
// the judge, which reaches them through the context.
import type { Assertion, AssertResult, Trajectory } from '../config/index.js';
import type { TemplateKind } from '../prompt/index.js';
import type { ProviderResponse } from '../providers/index.js';
import type { Embedder } from './judge/embedder.js';
import type { GuardrailChecker } from './judge/guardrail-checker.js';
import type { Judge } from './judge/judge.js';
import type { TimeLimits } from './sandbox/time-limit.js';
import type { Dataset, LoadedCase, LoaderKind } from '../dataset/index.js';

export interface AssertContext {
  /**
   * `dir` resolves the `file://` scripts of code assertions; without it, the working folder does.
   * `tools`: the dataset's tool catalog, which the tool-call assertions check calls against.
   */
  dataset: Pick<Dataset<LoaderKind & TemplateKind>, 'name' | 'type' | 'meta' | 'kind'> & Partial<Pick<Dataset, 'tools'>> & { dir?: string };
  testCase: LoadedCase;
  prompt: string;
  /** The model's reply; for an agent case, its final answer (empty when it gave none) with the trajectory's totals. */
  response: ProviderResponse;
  /** An agent case's whole run: steps, tool calls and their results. */
  trajectory?: Trajectory;
  /** null when no judge is configured: judged assertions are then skipped. */
  judge: Judge | null;
  /** The run's embedding model (similar, answer-relevance); absent or null: those assertions are skipped. */
  embedder?: Embedder | null;
  /**
   * A judge over the model an assertion names as its `provider` (a Bedrock
   * model spec), created once per run and counted in the judge's spend.
   * Absent where the run offers none.
   */
  graderFor?: (spec: string) => Promise<Judge>;
  /** Bedrock Guardrails' ApplyGuardrail, for the moderation assertion. */
  guardrails?: GuardrailChecker | null;
  /** The run's interrupt (Ctrl-C): stops a regex match in progress. */
  signal?: AbortSignal;
  /** The time limits of the run's regex matches, dataset code and webhooks; absent, the defaults (src/score/sandbox/time-limit.ts). */
  limits?: TimeLimits;
  /**
   * The output as a transform left it when that is not text (a promptfoo
   * test's `options.transform` returning an object): what code assertions and
   * transforms are handed, as promptfoo hands them; the text checks read it as JSON.
   */
  outputValue?: unknown;
}

/** An assertion's verdict before negation and weighting are applied. */
export interface AssertOutcome {
  pass: boolean;
  score: number;
  reason: string;
  judge?: AssertResult['judge'];
  /**
   * The handler applied the assertion's `not-` itself, by promptfoo's rules
   * for its type (a negated script's number keeps its score; a script that
   * throws fails either way; an invalid regex fails both `regex` and
   * `not-regex`), so the verdict is final.
   */
  negated?: boolean;
}

/** Returned instead of an outcome when the assertion cannot run (no judge). */
export interface AssertSkip {
  skipped: true;
  reason: string;
}

/**
 * A handler receives the assertion with its `value` already rendered over the
 * case's vars (nunjucks, as promptfoo does) and the output after the
 * assertion's `transform`.
 */
export type AssertionHandler = (output: string, assertion: Assertion, context: AssertContext) => Promise<AssertOutcome | AssertSkip>;

/** Thrown by a handler whose assertion is written wrongly (e.g. an invalid regex). */
export class AssertionConfigError extends Error {
  override name = 'AssertionConfigError';
}

/**
 * Why an assertion's `value` cannot serve its type, or null. Run when the
 * dataset loads and again when the assertion runs.
 */
export type ValueCheck = (value: unknown, scope?: CheckScope) => string | null;

/** Where the assertion is written: `file://` values are relative to the dataset's folder. */
export interface CheckScope {
  datasetDir: string;
  /** A value's nunjucks that does not parse is said, and errs when the case runs (promptfoo configs), rather than refusing the dataset. */
  templatesAtRun?: boolean;
}

/**
 * A file of assertions: each type's handler, and the check of its `value`
 * that runs when a dataset loads. One line in assertions/index.ts adds it.
 */
export interface AssertionFamily {
  handlers: Readonly<Record<string, AssertionHandler>>;
  valueChecks: Readonly<Record<string, ValueCheck>>;
  /**
   * Values that can run but decide every output the same way (an SQL dialect
   * the parser does not know): promptfoo runs them, so the dataset loads with
   * a warning naming the field, and the assertion fails as in promptfoo.
   */
  valueWarnings?: Readonly<Record<string, ValueCheck>>;
  /**
   * The types that run code the dataset carries, or send its data out (a
   * script, a URL): what one runs, said from its `value` ("python
   * file://check.py"), for the refusal of dataset code (src/score/sandbox/dataset-code.ts).
   */
  datasetCode?: Readonly<Record<string, DatasetCodeOf>>;
  /**
   * The types that read a file when they run (a `file://` script), and which,
   * from the `value` as written: the loaded dataset lists them
   * (src/score/dataset-files.ts), so the cache key covers them.
   */
  files?: Readonly<Record<string, FilesOf>>;
}

/** The files an assertion of one type reads, from its `value` as written: paths relative to the dataset's folder. */
export type FilesOf = (value: unknown) => string[];

/** What code an assertion of one type carries, from its `value` as written, in a few words. */
export type DatasetCodeOf = (value: unknown) => string;
