// The Python tool's three baseline.json writers, as data: which fields each
// writes for a case and in its summary, in its order. The writer
// (src/compare/supereval-baseline.ts) knows how to fill each field; a kind
// names its writer's fields here.
import type { PythonBaselineFormat } from './types.js';

/** runner.py RunResult.to_dict and CaseResult.to_dict (qa, classification, instruction). */
export const LLM_BASELINE: PythonBaselineFormat = {
  matchBy: 'key',
  who: 'providers',
  varsFields: null,
  caseFields: ['key', 'vars', 'passed', 'score', 'latency_ms', 'cost_usd'],
  summaryFields: [
    'total',
    'passed',
    'failed',
    'pass_rate',
    'total_cost_usd',
    'total_tokens',
    'prompt_tokens',
    'completion_tokens',
    'avg_latency_ms',
    'p50_latency_ms',
    'p95_latency_ms',
  ],
};

/** agent/models.py AgentRunResult.to_dict and AgentCaseResult.to_dict; vars as agent/runner.py run_agent_eval sets them. */
export const AGENT_BASELINE: PythonBaselineFormat = {
  matchBy: 'case_id',
  who: 'runner_id',
  varsFields: ['task'],
  caseFields: [
    'case_id',
    'description',
    'vars',
    'passed',
    'composite_score',
    'answer_score',
    'tool_score',
    'efficiency_score',
    'reasoning_score',
    'failure_reasons',
    'step_count',
    'tool_call_count',
    'latency_ms',
    'cost_usd',
  ],
  summaryFields: [
    'total',
    'passed',
    'failed',
    'pass_rate',
    'avg_composite_score',
    'avg_answer_score',
    'avg_tool_score',
    'total_cost_usd',
    'avg_latency_ms',
    'p95_latency_ms',
  ],
};

/** rag/models.py RagRunResult.to_dict and RagCaseResult.to_dict; vars as rag/runner.py run_rag_eval sets them. */
export const RAG_BASELINE: PythonBaselineFormat = {
  matchBy: 'case_id',
  who: 'model_id',
  varsFields: ['query'],
  caseFields: [
    'case_id',
    'description',
    'vars',
    'answer',
    'passed',
    'composite_score',
    'contains_score',
    'answer_correctness_score',
    'faithfulness_score',
    'failure_reasons',
    'latency_ms',
    'cost_usd',
    // Only when a judge gave the dimension a label.
    'faithfulness',
    'answer_correctness',
  ],
  summaryFields: ['total', 'passed', 'failed', 'pass_rate', 'avg_composite_score', 'total_cost_usd', 'avg_latency_ms', 'p95_latency_ms'],
};
