// The face of config/: what the layers above use from it. Code outside config/ imports
// this file, never one behind it (test/layers.test.ts).
export { AgentCaseSchema, type MockToolSchema } from './agent-case.js';
export { AssertionSchema, CaseCommon, PROMPTFOO_CASE_FIELDS, pyText, weightFraction, type Assertion, type CaseLine } from './case.js';
export {
  ChangeDecisionSchema,
  CLASSIFICATIONS,
  ComparisonSchema,
  type ChangeDecisionRecord,
  ProvenanceSchema,
  type Classification,
  type Comparison,
  type ComparisonCase,
  type ModelChange,
  type PairedDifference,
  type Provenance,
  type TagCount,
} from './comparison.js';
export { DATASET_TYPES, DatasetTypeSchema, type DatasetType } from './dataset-type.js';
export {
  CONFIRM_RUNS,
  DURATION_MS,
  FRACTION,
  MAX_DROP_TRIALS,
  numberProblem,
  OPEN_FRACTION,
  POINTS,
  POSITIVE_INT,
  TRIALS,
  USD,
  type NumberRule,
} from './numbers.js';
export { PriceOverridesSchema, TokenPriceSchema, type PriceOverrides, type TokenPrice } from './prices.js';
export {
  PROMPTFOO_IGNORED_FIELDS,
  PROMPTFOO_REFUSED_FIELDS,
  PROMPTFOO_SCENARIO_FIELDS,
  PROMPTFOO_TEST_FIELDS,
  PromptfooRawConfigSchema,
} from './promptfoo-config.js';
export { RagCaseSchema } from './rag-case.js';
export { SkillCallSchema, SpanSchema, type SkillCall, type Span } from './spans.js';
export { caseResult, changedResult, modelResult, NO_CALL, type CallFields, type ResultExtras } from './result-builders.js';
export {
  AssertResultSchema,
  CaseResultSchema,
  ModelResultSchema,
  RESULTS_SCHEMA_VERSION,
  ResultsSchema,
  StatusSchema,
  ToolCallRecordSchema,
  ConversationRecordSchema,
  type AssertResult,
  type CaseResult,
  type ConfigParts,
  type Confirmation,
  type Gate,
  type HistoryPoint,
  type ModelResult,
  type Results,
  type RunSource,
  type ScorerTotal,
  type SelectionRecord,
  type SetupError,
  type Status,
  type Summary,
  type ToolCallRecord,
  type ConversationRecord,
  type ConversationTurnRecord,
} from './results.js';
export { FIGURE_SCORERS, isRunScorer, RUN_SCORERS, type RunScorerName } from './run-scorers.js';
export {
  DatasetMetaSchema,
  GuardrailSchema,
  ToolCatalogSchema,
  type DatasetMeta,
  type GradingOptions,
  type Guardrail,
  type Inference,
  type ToolCatalog,
} from './schemas.js';
export { AGENT_SCORERS, scorerOptions, ScorersSchema, type Scorers } from './scorers.js';
export { extraOptions, scriptScorerArguments, scriptScorerFiles, scriptScorers, type ScriptScorer } from './script-scorers.js';
export {
  defaultPassOn,
  enabledSqlScorers,
  SQL_SCORERS,
  type RecallMatchOptions,
  type RegexpMatcherOptions,
  type SqlScorerName,
  type SqlScorers,
} from './sql-scorers.js';
export type { ThresholdShape } from './threshold-fields.js';
export { AGENT_THRESHOLDS, RAG_THRESHOLDS, resolveThresholds, ThresholdsSchema, type ResolvedThresholds, type Thresholds } from './thresholds.js';
export {
  pythonStepCount,
  toolCalls,
  MAX_TURNS_CAP,
  type ToolCallStep,
  type Trajectory,
  type TrajectoryStep,
  type Conversation,
  type ConversationTurn,
  type ConversationEnd,
} from './trajectory.js';
export { UsageSchema, type Usage } from './usage.js';
