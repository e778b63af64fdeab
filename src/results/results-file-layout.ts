// The results file's layout (docs/results.md): its version 2 shapes, checked
// as strictly as version 1, and what its writer (results-file.ts) and its
// reader (results-file-read.ts) share. Every writer and reader of a results
// file goes through those two, so the file's layout is decided in one place.
//
// Version 2 (written now) holds what version 1 held, minus what is stored
// elsewhere or is the same for every case:
// - no copy of the dataset per case (vars, description, expected): the
//   dataset's path and hash name the files that hold them, and a reader with
//   the dataset at hand puts them back (restoreDatasetFields);
// - no field a reader derives: a case's status, score, flaky and trials (from
//   its results, by combineModelResults), an assertion's `pass` (from its
//   status), nulls and empty lists;
// - a result's model as its index in `models`, left out with one model;
// - an assertion row met more than once (a skipped judge, the same check
//   passing the same way) stored once in `assert_rows` and named by index;
// - in the comparison, only the entries that are not still passing.
// Every case is one line, so the file is written as a stream of lines and
// never as one string the size of the run.
import { z } from 'zod';
import { AssertResultSchema, CaseResultSchema, ModelResultSchema, ResultsSchema, type AssertResult } from '../config/index.js';

/** The version of the files this build writes; version 1 files are still read. */
export const RESULTS_FILE_VERSION = 2;

// ---- the compact shapes (version 2), validated as strictly as version 1 ----

export type CompactAssert = Omit<AssertResult, 'pass' | 'asserts'> & { pass?: boolean | null; asserts?: CompactAssert[] };

const CompactAssertSchema: z.ZodType<CompactAssert> = AssertResultSchema.omit({ pass: true, asserts: true }).extend({
  pass: z.boolean().nullable().optional(),
  get asserts() {
    return z.array(CompactAssertSchema).optional();
  },
});

// The fields in the order the writer puts them (compactResult, plainResultText,
// with the assertions last): a line as written is then in the schema's shape,
// and the fast path takes it as it is, without a copy of every result.
const M = ModelResultSchema.shape;
const CompactModelResultSchema = z.object({
  /** Index in the file's `models`; absent for the first. */
  model: z.number().int().min(0).optional(),
  output: M.output.optional(),
  trial: M.trial,
  status: M.status,
  score: M.score,
  stop_reason: M.stop_reason,
  scores: M.scores,
  failure_reasons: M.failure_reasons,
  named_scores: M.named_scores,
  tool_calls: M.tool_calls,
  conversation: M.conversation,
  spans: M.spans,
  skills: M.skills,
  request: M.request,
  reused: M.reused,
  masked: M.masked,
  latency_ms: M.latency_ms.optional(),
  usage: M.usage.optional(),
  cost_usd: M.cost_usd.optional(),
  error: z.string().optional(),
  /** A row, or the index of a row in the file's `assert_rows`. */
  asserts: z.array(z.union([z.number().int().min(0), CompactAssertSchema])).optional(),
});
export type CompactModelResult = z.infer<typeof CompactModelResultSchema>;

/** A case's fields, in the order the writer puts them. */
const C = CaseResultSchema.shape;
export const CompactCaseSchema = z.object({
  id: C.id,
  key: C.key,
  line: C.line,
  tags: z.array(z.string()).optional(),
  cluster: C.cluster,
  must_pass: C.must_pass,
  confirmation: C.confirmation,
  results: z.array(CompactModelResultSchema),
});

const CompactFileSchema = ResultsSchema.omit({ schema_version: true, cases: true }).extend({
  schema_version: z.literal(RESULTS_FILE_VERSION),
  assert_rows: z.array(CompactAssertSchema).optional(),
  cases: z.array(CompactCaseSchema),
});
/** The file without its cases, which are checked one by one (decodeResultsValue). */
export const CompactHeadSchema = CompactFileSchema.extend({ cases: z.array(z.unknown()) });

/** An assertion's `pass` as its status says it: written only when it says otherwise. */
export const derivedPass = (status: AssertResult['status']): boolean | null => (status === 'pass' ? true : status === 'fail' ? false : null);

/** Fields of a result written in their own place, or left out when null. */
export const PLACED = new Set(['model', 'output', 'latency_ms', 'usage', 'cost_usd', 'asserts', 'error']);
