// A promptfoo config file (promptfooconfig.yaml) as written: the fields
// supereval reads are checked loosely here and shaped by
// src/dataset/promptfoo/read.ts; promptfoo has many more, kept (loose).
import { z } from 'zod';

export const PromptfooRawConfigSchema = z.looseObject({
  description: z.string().nullish(),
  prompts: z.unknown().optional(),
  providers: z.unknown().optional(),
  targets: z.unknown().optional(),
  tests: z.unknown().optional(),
  defaultTest: z.union([z.string(), z.looseObject({})]).nullish(),
  scenarios: z.unknown().optional(),
  metadata: z.record(z.string(), z.unknown()).nullish(),
  nunjucksFilters: z.unknown().optional(),
  // supereval's own block (name, thresholds), which promptfoo's schema drops unread.
  supereval: z.unknown().optional(),
});
export type PromptfooRawConfig = z.infer<typeof PromptfooRawConfigSchema>;

/** Fields promptfoo reads that change nothing supereval decides: read past with a warning. */
export const PROMPTFOO_IGNORED_FIELDS = [
  'outputPath',
  'evaluateOptions',
  'sharing',
  'env',
  'derivedMetrics',
  'extensions',
  'tags',
  'commandLineOptions',
  'tracing',
  'redteam',
  'writeLatestResults',
] as const;

/** Fields that would change verdicts in ways supereval cannot follow: refused. */
export const PROMPTFOO_REFUSED_FIELDS: Readonly<Record<string, string>> = {};

/**
 * The fields of a promptfoo test (promptfoo 0.121.20's TestCaseSchema, which
 * drops any other key without a word): a test, a defaultTest, a scenario's
 * `config` entry. Which of them supereval reads or refuses is read.ts's to say.
 */
export const PROMPTFOO_TEST_FIELDS = [
  'description',
  'vars',
  'provider',
  'providers',
  'prompts',
  'providerOutput',
  'assert',
  'assertScoringFunction',
  'options',
  'threshold',
  'metadata',
] as const;

/** The fields of a promptfoo scenario (its ScenarioSchema). */
export const PROMPTFOO_SCENARIO_FIELDS = ['description', 'config', 'tests'] as const;
