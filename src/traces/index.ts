// The face of traces/: the run's OTLP receiver, and what spans say an agent did.
export { SKILL_TOOL, skillOfToolCall, skillsFromSpans, toolCallsFromSpans } from './gen-ai.js';
export { CASE_RESOURCE_ATTRIBUTE, createTraceReceiver, MAX_SPANS_PER_CASE, type CaseSpans, type CaseTrace, type TraceReceiver } from './receiver.js';
