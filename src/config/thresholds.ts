// Thresholds with seed 000's defaults filled in. The dataset file keeps only
// what the user wrote; everything downstream sees the resolved values.
import type { DatasetType, Thresholds } from './schemas.js';

export interface ResolvedThresholds {
  pass_rate: number;
  fail_on_regression: boolean;
  max_score_drop: number | null;
  max_cost_usd: number | null;
  max_p95_latency_ms: number | null;
  must_pass_tags: string[];
  tag_floors: Record<string, number>;
  // agent
  min_answer_score: number;
  min_tool_score: number;
  min_reasoning_score: number | null;
  min_efficiency_score: number | null;
  max_tool_calls: number | null;
  // rag
  require_contains: boolean;
  min_faithfulness_score: number | null;
  min_answer_correctness_score: number;
  faithfulness_weight: number;
  answer_correctness_weight: number;
}

export function resolveThresholds(raw: Thresholds | null | undefined, _type: DatasetType): ResolvedThresholds {
  const t = raw ?? {};
  return {
    pass_rate: t.pass_rate ?? 1.0,
    fail_on_regression: t.fail_on_regression ?? true,
    max_score_drop: t.max_score_drop ?? null,
    max_cost_usd: t.max_cost_usd ?? null,
    max_p95_latency_ms: t.max_p95_latency_ms ?? null,
    must_pass_tags: t.must_pass_tags ?? [],
    tag_floors: t.tag_floors ?? {},
    min_answer_score: t.min_answer_score ?? 0.8,
    min_tool_score: t.min_tool_score ?? 1.0,
    min_reasoning_score: t.min_reasoning_score ?? null,
    min_efficiency_score: t.min_efficiency_score ?? null,
    max_tool_calls: t.max_tool_calls ?? null,
    require_contains: t.require_contains ?? true,
    min_faithfulness_score: t.min_faithfulness_score ?? null,
    min_answer_correctness_score: t.min_answer_correctness_score ?? 0.5,
    faithfulness_weight: t.faithfulness_weight ?? 0.5,
    answer_correctness_weight: t.answer_correctness_weight ?? 0.5,
  };
}
