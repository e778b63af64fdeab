// The judge prompts of EvalBench's LLM scorers. The wording is ours; what
// each gives the judge and the reply it asks for follow EvalBench
// (evalbench/scorers/prompt/ in GoogleCloudPlatform/evalbench: goalcompletion.py
// in the version goalcompletionrate.py reads as PASS or FAIL on the first
// line, behavioralmetrics.py, parameteranalysis.py, binaryrubricscorer.py;
// llm_consistency_comparator.py for the consistency prompts). Placeholders
// such as {conversation_plan} are filled by fillPrompt.

export const GOAL_COMPLETION_PROMPT = `You judge whether an AI agent accomplished the task it was given.
Judge only whether the agent achieved what the conversation plan intends.

### Input
**Conversation plan (the goal):** {conversation_plan}
**Conversation history:** {conversation_history}

### Task
Decide whether the agent fulfilled the requirements and the intent of the conversation plan.

### Reply format
First line: the single word PASS or FAIL.
Then: Reasoning: <why the agent passed or failed>
`;

export const BEHAVIORAL_METRICS_PROMPT = `You judge the behaviour of an AI agent in a conversation, on two counts: hallucination and clarification.

### Input
**Conversation plan:** {conversation_plan}
**Conversation history:** {conversation_history}

### What to count
**1. Hallucinations:** each time the agent made up a tool, a resource, a table or a parameter value that does not exist or was never given (for example a placeholder such as "<your-project-id>" passed as a real value, or a call to a tool that is not defined). Bad data supplied by the user is not a hallucination; something the agent invented is.

**2. Unnecessary clarifications:** each question the agent asked although it already had, or should have known, the answer, or that the task did not need in order to go on. Questions that were truly needed to make progress do not count.

### Reply format
Hallucination Count: <integer>
Clarification Count: <integer>
Reasoning: <your analysis>
`;

export const PARAMETER_ANALYSIS_PROMPT = `You review the arguments an AI agent passed to its tools during a conversation: where it built them well or struggled, and how the tools' descriptions could help it do better.

### Input
**Conversation history:** {conversation_history}
**Tools called:** {accumulated_tools}

### Good tool design, to guide your suggestions
- Names in snake_case, <action>_<resource>, without product prefixes.
- One focused job per tool, complete enough to finish a task in one call.
- Idempotent where possible.
- Error messages that say what went wrong, why, and how to fix it.
- Simple parameter types, fewer than five parameters, enums for exclusive choices, concise descriptions, the same parameter names across tools, and names that state the consequences of destructive or costly options.
- Secure defaults, no secrets in clear text, explicit protection for high-risk actions.

### Task
Say whether the agent constructed its tool arguments correctly or struggled, and suggest how the tool descriptions, schemas or names could help it supply better arguments.

### Reply format
Analysis: <your critique of the arguments the agent passed>
Suggestions: <changes to the tool descriptions, schemas or names>
`;

export const BINARY_RUBRIC_PROMPT = `Read the conversation log and decide whether the agent met this criterion.

Criterion:
{rubric_item}

Conversation log:
{conversation_history}

Reply in exactly two lines:
Line 1: PASS if the criterion is met, FAIL if it is not.
Line 2: one line explaining why.
`;

export const CONSISTENCY_PROMPT = `You judge whether an AI model answers consistently. It was given the same request twice and answered twice.

REQUEST: {nl_prompt}

OUTPUT #1 (trial 1):
{trial1_output}

OUTPUT #2 (trial 2):
{trial2_output}

Compare the information the two outputs give, step by step.
Do not count differences of wording, order, formatting or presentation that the request does not constrain, nor differences of rounding or precision.

Do the two outputs give the same core information?
FINAL ANSWER: exactly one of
- INFORMATION_MATCHES: they give the same core information (any differences are of the kinds not counted above)
- INCONSISTENT: they contradict each other, or break the request's explicit constraints in different ways
`;

export const CONSISTENCY_ERROR_PROMPT = `You judge whether an AI model fails consistently. It was given the same request twice, and both attempts ended in an error.

REQUEST: {nl_prompt}

Trial 1 error:
{trial1_error}

Trial 2 error:
{trial2_error}

Compare the two errors step by step, ignoring details such as timestamps, ids or memory addresses.
Did both attempts fail for the same core reason?
FINAL ANSWER: exactly one of
- EQUIVALENT: the errors mean the same
- NOT_EQUIVALENT: they do not
`;

/** Python's str.format over named fields, in one pass: a value holding `{x}` is not filled again. */
export function fillPrompt(template: string, fields: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (Object.hasOwn(fields, name) ? (fields[name] as string) : whole));
}
