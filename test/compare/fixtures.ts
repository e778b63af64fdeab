// Builders for plain results data used by the compare tests. They produce
// values that pass ResultsSchema, so the tests exercise real shapes.
import type { CaseResult, ModelResult, Results, Status, Summary } from '../../src/config/results.js';
import { RESULTS_SCHEMA_VERSION, ResultsSchema } from '../../src/config/results.js';
import type { DatasetType } from '../../src/config/dataset-type.js';

export function modelResult(model: string, status: Status, extra: Partial<ModelResult> = {}): ModelResult {
  return {
    model,
    output: status === 'error' ? null : `output of ${model}`,
    status,
    score: status === 'pass' ? 1 : 0,
    latency_ms: 100,
    usage: { input_tokens: 10, output_tokens: 5 },
    cost_usd: 0.001,
    asserts: [],
    error: status === 'error' ? 'boom' : null,
    ...extra,
  };
}

/** One case; `models` maps model -> status, or -> statuses of its trials. */
export function caseResult(id: string, models: Record<string, Status | Status[]>, extra: Partial<CaseResult> = {}): CaseResult {
  const results: ModelResult[] = [];
  for (const [model, s] of Object.entries(models)) {
    const trials = Array.isArray(s) ? s : [s];
    trials.forEach((status, trial) => results.push(modelResult(model, status, Array.isArray(s) ? { trial } : {})));
  }
  const allPass = results.every((r) => r.status === 'pass');
  const anyFail = results.some((r) => r.status === 'fail');
  return {
    id,
    key: keyOf(id),
    line: 1,
    tags: [],
    status: allPass ? 'pass' : anyFail ? 'fail' : 'error',
    score: Math.min(...results.map((r) => r.score)),
    results,
    ...extra,
  };
}

// A stand-in for the supereval key: 16 hex digits derived from the id.
export function keyOf(id: string): string {
  let h = 0;
  for (const ch of id) h = (h * 31 + ch.charCodeAt(0)) >>> 0;
  return h.toString(16).padStart(16, '0');
}

export function summaryOf(cases: CaseResult[], extra: Partial<Summary> = {}): Summary {
  const passed = cases.filter((c) => c.status === 'pass').length;
  return {
    total: cases.length,
    passed,
    failed: cases.filter((c) => c.status === 'fail').length,
    errors: cases.filter((c) => c.status === 'error').length,
    skipped_asserts: 0,
    pass_rate: cases.length === 0 ? 0 : passed / cases.length,
    cost_usd: 0.01,
    p95_latency_ms: 100,
    tokens: { input: 100, output: 50 },
    ...extra,
  };
}

export function resultsOf(
  cases: CaseResult[],
  opts: { name?: string; type?: DatasetType; models?: string[]; summary?: Partial<Summary> } = {},
): Results {
  const models = opts.models ?? [...new Set(cases.flatMap((c) => c.results.map((r) => r.model)))];
  return ResultsSchema.parse({
    schema_version: RESULTS_SCHEMA_VERSION,
    tool: { name: 'supereval', version: '0.1.0' },
    run: { started_at: '2026-01-02T03:04:05Z', finished_at: '2026-01-02T03:05:05Z', duration_ms: 60000 },
    dataset: { name: opts.name ?? 'support-qa', type: opts.type ?? 'qa', path: 'datasets/support-qa', hash: 'abc' },
    models,
    judge: null,
    summary: summaryOf(cases, opts.summary),
    cases,
    gate: { passed: true, reasons: [] },
  });
}
