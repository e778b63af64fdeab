// The promptfoo parity corpus as test/parity/promptfoo.test.ts reads it: the
// cases (test/parity/promptfoo/corpus/*.yaml), promptfoo's verdicts on them
// (verdicts/*.json, written by scripts/promptfoo-oracle.mjs), the listed
// differences (differences.yaml), our verdict on a case, and the rule that
// compares the two. The contract is test/parity/promptfoo/README.md.
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parse as parseYaml } from 'yaml';
import { z } from 'zod';
import type { ModelResult } from '../../src/config/results.js';
import type { Span } from '../../src/config/spans.js';
import { DatasetError, formatIssue } from '../../src/base/errors.js';
import { loadDatasets, templateFor } from '../../src/app/load.js';
import type { Provider, ProviderResponse, ToolCall } from '../../src/providers/types.js';
import { runCases } from '../../src/run/runner.js';
import { FunctionCallSchema, ourGuardrail, ourTools, scoreWithTrajectory, TrajectoryStepSchema } from './promptfoo-response.js';

export const PARITY_DIR = path.join(import.meta.dirname, 'promptfoo');
export const CORPUS_DIR = path.join(PARITY_DIR, 'corpus');
export const VERDICTS_DIR = path.join(PARITY_DIR, 'verdicts');
export const DIFFERENCES_FILE = path.join(PARITY_DIR, 'differences.yaml');
/** Files the asserts name as `file://files/<name>` (scripts, schemas): copied into each case's dataset folder. */
export const FILES_DIR = path.join(PARITY_DIR, 'files');
export const PROMPTFOO_VERSION = '0.121.20';
export const REGENERATE = 'PROMPTFOO_DIR=/tmp/pf-oracle/node_modules/promptfoo node scripts/promptfoo-oracle.mjs';

/** The prompt each case answers; scripts/promptfoo-oracle.mjs gives promptfoo the same. */
export const PROMPT = 'parity prompt';

/** An OpenAI-format tool call, as promptfoo's OpenAI provider returns it. */
const OpenAiToolCallSchema = z.looseObject({
  id: z.string().optional(),
  type: z.literal('function').optional(),
  function: z.looseObject({ name: z.string(), arguments: z.union([z.string(), z.record(z.string(), z.unknown())]).optional() }),
});

/** Provider extras (the keys scripts/promptfoo-oracle.mjs documents in its header). */
const CorpusResponseSchema = z.strictObject({
  latencyMs: z.number().min(0).optional(),
  cost: z.number().min(0).optional(),
  finishReason: z.string().optional(),
  stopReason: z.string().optional(),
  toolCalls: z.array(OpenAiToolCallSchema).optional(),
  spans: z.array(z.looseObject({ name: z.string() })).optional(),
  trajectory: z.array(TrajectoryStepSchema).optional(),
  functionCall: FunctionCallSchema.optional(),
  guardrails: z.record(z.string(), z.unknown()).optional(),
  logProbs: z.array(z.number()).optional(),
  metadata: z.record(z.string(), z.unknown()).optional(),
  tokenUsage: z.record(z.string(), z.unknown()).optional(),
});

// The instruction kind's own fields carry the prompt; a var of the same name would replace it.
const RESERVED_VARS = ['instruction', 'document'];

export const CorpusCaseSchema = z.strictObject({
  id: z.string().min(1),
  note: z.string().min(1),
  output: z.string(),
  vars: z
    .record(z.string(), z.unknown())
    .refine((vars) => !RESERVED_VARS.some((name) => Object.hasOwn(vars, name)), `vars may not be named ${RESERVED_VARS.join(' or ')}`)
    .optional(),
  threshold: z.number().optional(),
  response: CorpusResponseSchema.optional(),
  tools: z.array(z.unknown()).optional(),
  // Kept as the user wrote them: our loader is what checks them.
  assert: z.array(z.unknown()).min(1),
});
export type CorpusCase = z.infer<typeof CorpusCaseSchema>;

const VerdictSchema = z.enum(['pass', 'fail', 'error']);
export type ParityVerdict = z.infer<typeof VerdictSchema>;

const ComponentSchema = z.strictObject({ type: z.string().nullable(), pass: z.boolean(), score: z.number(), reason: z.string() });
const TheirsSchema = z
  .strictObject({
    verdict: VerdictSchema,
    score: z.number(),
    reason: z.string(),
    components: z.array(ComponentSchema),
    namedScores: z.record(z.string(), z.number()),
    // A case a bug of promptfoo keeps from scoring: the verdict above is the
    // oracle's run as promptfoo intends (scripts/promptfoo-oracle.mjs, INTENDED),
    // the bug is intendedBecause, and promptfoo's real verdict is promptfooActual.
    oracle: z.literal('promptfoo-intended').optional(),
    intendedBecause: z.string().min(1).optional(),
    promptfooActual: z.strictObject({ verdict: VerdictSchema, score: z.number(), reason: z.string() }).optional(),
  })
  .refine(
    (v) => (v.oracle === undefined) === (v.intendedBecause === undefined) && (v.oracle === undefined) === (v.promptfooActual === undefined),
    'oracle, intendedBecause and promptfooActual come together',
  );
export type Theirs = z.infer<typeof TheirsSchema>;

const VerdictFileSchema = z.strictObject({
  promptfoo: z.literal(PROMPTFOO_VERSION),
  generatedBy: z.literal('scripts/promptfoo-oracle.mjs'),
  cases: z.record(z.string(), TheirsSchema),
});

const OursSchema = z.strictObject({ verdict: VerdictSchema, score: z.number() });
const DifferenceSchema = z.strictObject({
  file: z.string().regex(/^[\w-]+\.yaml$/, 'a corpus file name, e.g. text.yaml'),
  id: z.string().min(1),
  ours: OursSchema,
  why: z.string().min(1),
  pending: z.literal(true).optional(),
  // promptfoo cannot score the case because of a bug of its own: ours is compared with its verdict as it intends.
  category: z.literal('promptfoo-bug').optional(),
});
export type Difference = z.infer<typeof DifferenceSchema>;

export interface Ours {
  verdict: ParityVerdict;
  score: number;
  reason: string;
}

function parseFile<T>(schema: z.ZodType<T>, file: string, value: unknown): T {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const issues = parsed.error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`);
  throw new Error(`${path.relative(process.cwd(), file)}: ${issues.join('; ')}`);
}

/** The corpus files' families (text, scoring, ...), sorted. */
export function corpusFamilies(): string[] {
  return readdirSync(CORPUS_DIR)
    .filter((f) => f.endsWith('.yaml'))
    .map((f) => f.slice(0, -'.yaml'.length))
    .sort();
}

export function loadCorpus(family: string): CorpusCase[] {
  const file = path.join(CORPUS_DIR, `${family}.yaml`);
  const cases = parseFile(z.array(CorpusCaseSchema), file, parseYaml(readFileSync(file, 'utf8')));
  const seen = new Set<string>();
  for (const c of cases) {
    if (seen.has(c.id)) throw new Error(`corpus/${family}.yaml: the id "${c.id}" is used twice`);
    seen.add(c.id);
  }
  return cases;
}

export function loadVerdicts(family: string): Record<string, Theirs> {
  const file = path.join(VERDICTS_DIR, `${family}.json`);
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    throw new Error(`no verdicts for corpus/${family}.yaml: run ${REGENERATE} ${family}`);
  }
  return parseFile(VerdictFileSchema, file, JSON.parse(text)).cases;
}

export function loadDifferences(): Difference[] {
  return parseFile(z.array(DifferenceSchema), DIFFERENCES_FILE, parseYaml(readFileSync(DIFFERENCES_FILE, 'utf8')) ?? []);
}

// promptfoo's normalised finish reasons and the Bedrock stopReason each
// stands for (promptfoo's FINISH_REASON_MAP, src/util/finishReason.ts, read backwards).
const BEDROCK_STOP_REASON: Record<string, string> = {
  stop: 'end_turn',
  length: 'max_tokens',
  tool_calls: 'tool_use',
  content_filter: 'content_filtered',
};

/**
 * What our provider returns for the case: its output and the extras, as
 * Bedrock's Converse reply gives them to us: a legacy function call is the
 * one tool call made, `guardrails` the guardrail's verdict (promptfoo-response.ts).
 * `spans` are the spans the run's OTLP receiver keeps (ourSpans); `logProbs`
 * has no counterpart: Bedrock returns no log-probabilities. A `trajectory` is an
 * agent's run (scoreOurs).
 */
export function ourResponse(c: CorpusCase): ProviderResponse {
  const r = c.response ?? {};
  const stopReason = r.stopReason ?? (r.finishReason === undefined ? undefined : (BEDROCK_STOP_REASON[r.finishReason] ?? r.finishReason));
  const calls =
    r.toolCalls?.map((call) => ({ id: call.id, ...call.function })) ?? (r.functionCall ? [{ id: undefined, ...r.functionCall }] : undefined);
  const toolCalls: ToolCall[] | undefined = calls?.map((call, i) => ({
    id: call.id ?? `call_${i}`,
    name: call.name,
    arguments: toolArguments(call.arguments),
  }));
  return {
    output: c.output,
    // The oracle gives promptfoo 0 when the case names no latency (see its header).
    latency_ms: r.latencyMs ?? 0,
    usage: null,
    cost_usd: r.cost ?? null,
    ...(stopReason === undefined ? {} : { stop_reason: stopReason }),
    // The normalised reason as the case gives it: content_filter stands for no Bedrock stopReason.
    ...(r.finishReason === undefined ? {} : { finish_reason: r.finishReason }),
    ...(toolCalls ? { toolCalls } : {}),
    ...(r.guardrails ? { guardrail: ourGuardrail(r.guardrails) } : {}),
    ...(r.spans ? { spans: ourSpans(r.spans) } : {}),
  };
}

/** The corpus's spans as the receiver keeps them: as the oracle hands them to promptfoo, a span's times default to its position and 1 ms. */
function ourSpans(spans: Record<string, unknown>[]): Span[] {
  return spans.map((span, i) => {
    const start = typeof span['startTime'] === 'number' ? span['startTime'] : i;
    return {
      trace_id: 'parity',
      span_id: typeof span['spanId'] === 'string' ? span['spanId'] : `span-${i}`,
      ...(typeof span['parentSpanId'] === 'string' ? { parent_span_id: span['parentSpanId'] } : {}),
      name: String(span['name']),
      start_ms: start,
      end_ms: typeof span['endTime'] === 'number' ? span['endTime'] : start + 1,
      ...(typeof span['statusCode'] === 'number' ? { status_code: span['statusCode'] } : {}),
      ...(typeof span['statusMessage'] === 'string' ? { status_message: span['statusMessage'] } : {}),
      attributes: (span['attributes'] as Record<string, unknown> | undefined) ?? {},
    };
  });
}

function toolArguments(value: string | Record<string, unknown> | undefined): Record<string, unknown> {
  if (value === undefined) return {};
  if (typeof value !== 'string') return value;
  try {
    const parsed: unknown = JSON.parse(value);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : { value: parsed };
  } catch {
    return { value };
  }
}

/**
 * The case as a one-case dataset: an `instruction` dataset, whose one built-in
 * assertion (the rubric, for a judge) is skipped when no judge is configured
 * and then decides nothing, so the case's own `assert` and `threshold` alone
 * decide it. (A `qa` case would add `icontains` of its ground truth.) The vars
 * join the input, where prompts and assertion values find them.
 */
function writeCaseDataset(c: CorpusCase, dir: string): void {
  mkdirSync(dir, { recursive: true });
  // promptfoo resolves `file://files/...` in test/parity/promptfoo/ (the oracle runs there); this makes the same path resolve here.
  // A copy, not a link: scripts must lie inside the dataset's repository, and a link out of this temporary folder is refused.
  if (existsSync(FILES_DIR)) cpSync(FILES_DIR, path.join(dir, 'files'), { recursive: true });
  writeFileSync(path.join(dir, 'dataset.json'), JSON.stringify({ name: 'parity', type: 'instruction' }));
  const line = {
    id: c.id,
    input: { ...c.vars, instruction: PROMPT },
    expected: { rubric: 'parity' },
    assert: c.assert,
    ...(c.threshold === undefined ? {} : { threshold: c.threshold }),
  };
  writeFileSync(path.join(dir, 'cases.jsonl'), `${JSON.stringify(line)}\n`);
}

/**
 * Our verdict on a case, by the path a user's case takes: the loader and its
 * checks (a problem there is the verdict "error"), then the runner with a
 * provider that answers with the case's output, scored without a judge.
 */
export async function scoreOurs(c: CorpusCase, dir: string): Promise<Ours> {
  writeCaseDataset(c, dir);
  let dataset;
  try {
    // A refused dataset is the verdict "error", as a load that throws is.
    const loaded = await loadDatasets([dir], null);
    if (loaded.refused.length > 0) throw new DatasetError(loaded.refused);
    [dataset] = loaded.datasets;
  } catch (error) {
    if (!(error instanceof DatasetError)) throw error;
    const reason = error.issues.map((i) => formatIssue({ ...i, file: path.basename(i.file) })).join('; ');
    return { verdict: 'error', score: 0, reason };
  }
  if (!dataset) throw new Error(`${dir}: no dataset loaded`);
  // The provider's tools are the dataset's catalog, which our tool-call assertions check calls against.
  if (c.tools) dataset.tools = ourTools(c.tools);
  const response = ourResponse(c);
  if (c.response?.trajectory) return scoreWithTrajectory(dataset, response, c.response.trajectory, PROMPT);
  const provider: Provider = {
    spec: { kind: 'exec', target: 'parity', label: 'parity' },
    deterministic: true,
    call: async () => structuredClone(response),
  };
  const [result] = await runCases({ dataset, providers: [provider], template: templateFor(dataset, null), judge: null, concurrency: 1 });
  const model = result?.results[0];
  if (!model) throw new Error(`${c.id}: the runner returned no result`);
  return { verdict: model.status, score: model.score, reason: reasonOf(model) };
}

function reasonOf(model: ModelResult): string {
  if (model.error) return model.error;
  const failing = model.asserts.filter((a) => a.status === 'fail' || a.status === 'error');
  return failing.length > 0 ? failing.map((a) => `${a.type}: ${a.reason}`).join('; ') : 'passed';
}

const SCORE_TOLERANCE = 1e-6;

const agrees = (a: { verdict: ParityVerdict; score: number }, b: { verdict: ParityVerdict; score: number }) =>
  a.verdict === b.verdict && Math.abs(a.score - b.score) < SCORE_TOLERANCE;

const show = (v: { verdict: ParityVerdict; score: number }) => `${v.verdict} (score ${v.score})`;

/**
 * Why our verdict on a case is not acceptable, or null: without an entry in
 * differences.yaml it must agree with promptfoo's (verdict, and score within
 * 1e-6); with one, it must be what the entry says, still differ from
 * promptfoo's (a fixed gap must leave the list), and never pass where promptfoo
 * does not, unless the entry is pending (a gap being fixed).
 */
export function parityProblem(where: string, theirs: Theirs, ours: Ours, difference: Difference | undefined): string | null {
  const detail = [
    ...(theirs.promptfooActual
      ? [`  promptfoo (real): ${show(theirs.promptfooActual)}: ${theirs.promptfooActual.reason}`, `  promptfoo (as it intends):`]
      : []),
    `  promptfoo: ${show(theirs)}: ${theirs.reason}`,
    ...theirs.components.map((p) => `    ${p.type ?? '(set)'}: ${p.pass ? 'pass' : 'fail'} ${p.score}: ${p.reason}`),
    `  ours:      ${show(ours)}: ${ours.reason}`,
  ].join('\n');
  if (theirs.promptfooActual) return promptfooBugProblem(where, theirs, theirs.promptfooActual, ours, difference, detail);
  if (difference?.category === 'promptfoo-bug') {
    return `${where}: a promptfoo-bug entry needs the oracle's verdict as promptfoo intends, and verdicts/ has promptfoo's real one only\n${detail}`;
  }
  if (!difference) {
    return agrees(theirs, ours) ? null : `${where}: we disagree with promptfoo (fix it, or list it in differences.yaml)\n${detail}`;
  }
  if (!agrees(difference.ours, ours)) {
    return `${where}: differences.yaml says ours is ${show(difference.ours)}, but it is ${show(ours)}\n${detail}`;
  }
  if (agrees(theirs, ours)) {
    return `${where}: we now agree with promptfoo: remove the entry from differences.yaml\n${detail}`;
  }
  if (!difference.pending && ours.verdict === 'pass' && theirs.verdict !== 'pass') {
    return `${where}: we pass a case promptfoo ${theirs.verdict === 'fail' ? 'fails' : 'reports as an error'}; that is no deliberate difference\n${detail}`;
  }
  return null;
}

/**
 * A case a bug of promptfoo keeps from scoring (its verdict is the oracle's as
 * promptfoo intends): it needs a non-pending promptfoo-bug entry, ours must be
 * exactly the intended verdict and score, and we may pass only where the real
 * promptfoo could not score at all (an error), never where it fails.
 */
function promptfooBugProblem(
  where: string,
  intended: Theirs,
  actual: { verdict: ParityVerdict; score: number },
  ours: Ours,
  difference: Difference | undefined,
  detail: string,
): string | null {
  if (difference?.category !== 'promptfoo-bug' || difference.pending) {
    return `${where}: promptfoo cannot score this case (${intended.intendedBecause ?? 'a bug of promptfoo'}): list it in differences.yaml with category promptfoo-bug, not pending\n${detail}`;
  }
  if (!agrees(difference.ours, ours)) {
    return `${where}: differences.yaml says ours is ${show(difference.ours)}, but it is ${show(ours)}\n${detail}`;
  }
  if (!agrees(intended, ours)) {
    return `${where}: we disagree with promptfoo as it intends (a promptfoo-bug entry must match it exactly)\n${detail}`;
  }
  if (ours.verdict === 'pass' && actual.verdict === 'fail') {
    return `${where}: we pass a case promptfoo fails; a promptfoo bug excuses a pass only where promptfoo could not score at all\n${detail}`;
  }
  return null;
}
