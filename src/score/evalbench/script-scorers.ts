// Script scorers (python_scorer, script_scorer): what a script is given and
// how its answer is read, both pure; src/score/sandbox/script-scorer.ts runs it.
// EvalBench's contract (evalbench/scorers/pythonscorer.py): the evaluation
// context as one JSON object on stdin, `{"score": <0-100>, "reason": "..."}`
// on stdout. EvalBench's context keys are filled with this project's
// equivalents; everything else about the case and its run is under
// `supereval`.
import { type AssertResult, type ModelResult, extraOptions, type ScriptScorer, toolCalls, type Trajectory } from '../../config/index.js';
import type { ProviderResponse } from '../../providers/index.js';
import { stripControl } from '../../base/index.js';
import type { QueryResult } from '../../sql/index.js';
import type { Nl2SqlExecution } from './nl2sql/execution.js';
import { thresholdAssert } from '../python-tool/dimensions.js';
import { expectedTrajectory } from './run-scorers.js';
import type { LoadedCase } from '../../dataset/index.js';

export interface ScriptRun {
  dataset: { name: string; type: string; dir: string };
  testCase: LoadedCase;
  model: string;
  trial: number;
  /** What the model was asked (the rendered prompt; an agent's task). */
  prompt: string;
  /** The kind's input field (question, task, nl_prompt...), as text. */
  request: string;
  /** The kind's expected value as short text, when it has one. */
  expected: string | null;
  response: Pick<ProviderResponse, 'output' | 'usage' | 'latency_ms' | 'cost_usd' | 'toolCalls' | 'stop_reason'>;
  trajectory?: Trajectory;
  /** The kind's own verdict on the run, before the script scorers (null for kinds whose checks are their assertions). */
  kindResult: ModelResult | null;
  /** The case's assertions' rows, before the script scorers. */
  caseAsserts: readonly AssertResult[];
  /** EvalBench's keys as the kind fills them (an NL2SQL case's SQL and results), over the generic ones. */
  kindContext?: Record<string, unknown>;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The JSON object a script reads on stdin. */
export function scriptContext(scorer: ScriptScorer, run: ScriptRun): Record<string, unknown> {
  const { testCase, trajectory } = run;
  const agent = trajectory
    ? {
        golden_execution_result: expectedTrajectory({
          expected_trajectory: testCase.data['expected_trajectory'] as string[] | null | undefined,
          expected: testCase.expected,
        }).names,
        generated_execution_result: toolCalls(trajectory).map((c) => c.name),
        // EvalBench's agent evaluations hand scorers the scenario and the conversation in eval_results.
        generated_eval_result: {
          scenario: testCase.data,
          conversation_history: [{ user: run.prompt, agent: trajectory.final_answer ?? '' }],
        },
      }
    : { golden_execution_result: null, generated_execution_result: null, generated_eval_result: null };
  const error = run.kindResult?.status === 'error' ? (run.kindResult.error ?? 'error') : '';
  return {
    ...extraOptions(scorer.options),
    nl_prompt: run.request,
    golden_query: run.expected ?? '',
    query_type: text(testCase.data['query_type']),
    golden_error: '',
    golden_eval_result: '',
    generated_query: run.response.output,
    generated_error: error,
    database: text(testCase.data['database']),
    sqlite_db_dir: '',
    config: scorer.options,
    kwargs: {},
    ...agent,
    ...run.kindContext,
    supereval: {
      scorer: scorer.name,
      dataset: { name: run.dataset.name, type: run.dataset.type },
      case: {
        id: testCase.id,
        tags: testCase.tags,
        description: testCase.description,
        input: testCase.input,
        expected: testCase.expected,
        data: testCase.data,
      },
      model: run.model,
      trial: run.trial,
      prompt: run.prompt,
      output: run.response.output,
      usage: run.response.usage,
      latency_ms: run.response.latency_ms,
      cost_usd: run.response.cost_usd,
      ...(run.response.toolCalls ? { tool_calls: run.response.toolCalls } : {}),
      ...(trajectory ? { trajectory } : {}),
      verdict: run.kindResult
        ? { status: run.kindResult.status, score: run.kindResult.score, scores: run.kindResult.scores ?? {}, asserts: run.kindResult.asserts }
        : null,
      asserts: run.caseAsserts,
    },
  };
}

/** A query result as EvalBench hands results to scorers: a list of rows, each a {column: value} object (bigints as numbers when exact, else text). */
export function resultRows(result: QueryResult | null): Record<string, unknown>[] {
  if (!result) return [];
  return result.rows.map((row) =>
    Object.fromEntries(
      result.columns.map((column, i) => {
        const cell = row[i];
        return [column, typeof cell === 'bigint' ? (Number.isSafeInteger(Number(cell)) ? Number(cell) : cell.toString()) : cell];
      }),
    ),
  );
}

/**
 * An NL2SQL run in EvalBench's context keys: the golden and generated SQL,
 * their results (DQL) or their eval_query results (DML, DDL, EvalBench's
 * *_eval_result), and their errors.
 */
export function sqlContext(execution: Nl2SqlExecution): Record<string, unknown> {
  const dql = execution.queryType === 'dql';
  const side = (run: Nl2SqlExecution['golden']) => ({
    query: run.sql,
    execution: dql ? resultRows(run.result) : [],
    eval: dql ? '' : resultRows(run.result),
    error: run.error ?? '',
  });
  const golden = side(execution.golden);
  const generated = side(execution.generated);
  return {
    query_type: execution.queryType,
    golden_query: golden.query,
    golden_execution_result: golden.execution,
    golden_eval_result: golden.eval,
    golden_error: golden.error,
    generated_query: generated.query,
    generated_execution_result: generated.execution,
    generated_eval_result: generated.eval,
    generated_error: generated.error,
  };
}

/** How much of a script's stderr or stdout an error row keeps: the end, where a traceback is. */
export const TAIL_CHARS = 800;

/** The end of a script's text for a reason: control characters removed, at most TAIL_CHARS. */
export function tail(raw: string): string {
  const clean = stripControl(raw).trim();
  return clean.length > TAIL_CHARS ? `…${clean.slice(-TAIL_CHARS)}` : clean;
}

const REASON_CHARS = 2000;

/** The start of a script's reason: control characters removed, at most REASON_CHARS. */
function head(raw: string): string {
  const clean = stripControl(raw).trim();
  return clean.length > REASON_CHARS ? `${clean.slice(0, REASON_CHARS)}…` : clean;
}

/** What a script process did: exited (with its output), or never finished. */
export type ScriptOutcome =
  { exited: true; code: number | null; signal: string | null; stdout: string; stderr: string } | { exited: false; problem: string; stderr: string };

const errorRow = (type: string, reason: string, stderr: string): AssertResult => {
  const end = tail(stderr);
  return { type, status: 'error', pass: null, score: null, reason: `${reason}${end ? `; stderr: ${end}` : ''}` };
};

/**
 * The row for a script's outcome: its score (0-100 read as 0-1) against the
 * scorer's threshold, or an error (crash, non-zero exit, time limit, an answer
 * that is not `{"score": 0-100, "reason": "..."}`), never a pass.
 */
export function scriptRow(scorer: ScriptScorer, outcome: ScriptOutcome): AssertResult {
  const { name } = scorer;
  if (!outcome.exited) return errorRow(name, outcome.problem, outcome.stderr);
  if (outcome.code !== 0) {
    const how = outcome.signal ? `was killed by ${outcome.signal}` : `exited with code ${String(outcome.code)}`;
    return errorRow(name, `the script ${how}`, outcome.stderr);
  }
  const stdout = outcome.stdout.trim();
  let answer: unknown;
  try {
    answer = JSON.parse(stdout);
  } catch {
    return errorRow(name, `the script's output is not JSON (${JSON.stringify(tail(stdout).slice(0, 200))})`, outcome.stderr);
  }
  if (typeof answer !== 'object' || answer === null || Array.isArray(answer)) {
    return errorRow(name, 'the script must print one JSON object, {"score": <0-100>, "reason": "..."}', outcome.stderr);
  }
  const { score, reason } = answer as { score?: unknown; reason?: unknown };
  if (typeof score !== 'number' || !Number.isFinite(score) || score < 0 || score > 100) {
    return errorRow(name, `"score" must be a number from 0 to 100, got ${score === undefined ? 'none' : JSON.stringify(score)}`, outcome.stderr);
  }
  if (reason !== undefined && typeof reason !== 'string') {
    return errorRow(name, `"reason" must be a string, got ${JSON.stringify(reason)}`, outcome.stderr);
  }
  const said = reason === undefined ? 'no reason given' : head(reason);
  return thresholdAssert(name, score / 100, scorer.threshold, `(${score} of 100) ${said}`);
}
