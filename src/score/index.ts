// The face of score/: what the layers above use from it. Code outside score/
// imports this file, never one behind it (test/layers.test.ts). Behind it the
// scoring is laid out by lineage: promptfoo/, evalbench/, python-tool/, judge/,
// with the assertion families (assertions/, FAMILIES), the metrics (metrics/)
// and the sandbox for dataset code (sandbox/) beside them.

// What every assertion sees, and the files a dataset's assertions read.
export type { AssertContext } from './types.js';
export { scoringFiles } from './dataset-files.js';

// EvalBench's scorers: LLM scorers, consistency, run and script scorers, the nl2sql ones.
export { LLM_CONSISTENCY, llmConsistency } from './evalbench/consistency.js';
export { runAgentScorers, scorerProblems, type ScorerKind } from './evalbench/llm-scorers.js';
export { exactMatchConsistency, type SqlTrial } from './evalbench/nl2sql/consistency.js';
export { executeCase, runSide, type CaseSql } from './evalbench/nl2sql/execute.js';
export type { Nl2SqlExecution, SqlRun } from './evalbench/nl2sql/execution.js';
export { scoreSqlRun, sqlCaseVerdict, sqlScoring, verdictRow, type SqlScoring } from './evalbench/nl2sql/index.js';
export { runRunScorers, trajectoryMatcherWarnings } from './evalbench/run-scorers.js';
export { runTransformScorers } from './evalbench/transform-scorers.js';
export { skillsBestPracticesProblem, skillsBestPracticesRow } from './evalbench/skills-best-practices.js';
export { sqlContext } from './evalbench/script-scorers.js';

// The judge, the embedder and the guardrail checker the assertions are handed.
export { createEmbedder, type Embedder, type EmbeddingCache } from './judge/embedder.js';
export { createGuardrailChecker, type GuardrailChecker } from './judge/guardrail-checker.js';
export { createJudge, type Judge, type JudgeReplies } from './judge/judge.js';

// promptfoo's assertions run over a case, its comparisons, prompts and transforms.
export { isComparison, MAX_SCORE, mergeComparison, runMaxScore, runSelectBest, SELECT_BEST } from './promptfoo/compare-models.js';
export {
  assertionProblems,
  caseAssertions,
  caseProblems,
  caseVars,
  decide,
  defaultAsserts,
  namedScoresField,
  runAssertion,
  withCaseAsserts,
  type ScoringKind,
} from './promptfoo/evaluate.js';
export { renderPromptfooPrompt } from './promptfoo/promptfoo-prompt.js';
export { coerceString, runTransform, runVarsTransform } from './promptfoo/transform.js';

// The Python supereval tool's agent and RAG scoring.
export { expectedAnswerProblem } from './python-tool/agent-formulas.js';
export { agentModelResult, scoreAgentCase, withScorerRows } from './python-tool/agent.js';
export { ragModelResult, scoreRagCase, type RagCase } from './python-tool/rag.js';

// Dataset code and user regexes: bounded, sandboxed, refused from forks.
export { regexBounds } from './sandbox/bounded-regex.js';
export { datasetCode, type DatasetCode, type TemplateFileReader } from './sandbox/dataset-code.js';
export { closeSandbox } from './sandbox/host.js';
export { runScriptScorers } from './sandbox/script-scorer.js';
export { scriptLimitOf, timeLimitsOf, type TimeLimits } from './sandbox/time-limit.js';
export { McpMetricsValueSchema } from './assertions/mcp.js';
