// llmrater's judge prompts. The wording is ours; what each gives the judge,
// its rules and the answer tokens it asks for follow EvalBench's
// evalbench/scorers/llmrater.py (GoogleCloudPlatform/evalbench): the data
// comparison (INFORMATION_MATCHES and EXTRA_INFORMATION score 100), the SQL
// logic comparison used when both results are empty (EQUIVALENT scores 100),
// and the error analysis asked after a 0, which only explains it.
// Placeholders such as {nl_prompt} are filled by fillPrompt.

export const LLMRATER_DATA_PROMPT = `You judge whether a generated database query answers a question as well as the correct query does.

QUESTION: {nl_prompt}

OUTPUT #1 (the gold standard: the correct query's rows):
{golden_result}

OUTPUT #2 (the generated query's rows):
{generated_result}

Compare the two outputs step by step:
1. The QUESTION: does it explicitly ask for a sort order (e.g. "ordered by date", "top 5") or a limit?
2. Columns: every column of OUTPUT #1 must have a column in OUTPUT #2 that holds the same information; OUTPUT #2 may have extra descriptive columns.
3. Data: compare the values of each pair of mapped columns.
4. Row order: ignore it unless the QUESTION explicitly asks for a sort order; otherwise treat the rows as unordered sets.
5. Extra rows: when OUTPUT #2 holds all of OUTPUT #1 and more rows, decide whether the extra rows break the QUESTION's constraints. When the QUESTION is ambiguous about a limit (it asks for "the highest" and OUTPUT #2 gives a ranked list), EXTRA_INFORMATION is the right answer.

RULES (follow them strictly):
1. OUTPUT #1 is the gold standard: its core values are always correct.
2. Column names may differ; assume nothing from them.
3. Do NOT count against OUTPUT #2 any of these differences:
   - column names, column order or row order, when the QUESTION sets no requirement;
   - integer or decimal rounding or precision, when the QUESTION gives no rule;
   - a different number of entries when the QUESTION asks for "top"/"highest" or "bottom"/"lowest" without a concrete limit;
   - ids instead of names (or the reverse) when the QUESTION asks for a list of items without saying which;
   - a few extra columns that are not excluded and do not make the result wrong.

FINAL QUESTION: Does OUTPUT #2 give the same information as OUTPUT #1?
FINAL ANSWER: exactly one of
- INFORMATION_MATCHES: OUTPUT #1 and OUTPUT #2 give the same core information (or differ only as the rules allow)
- MISSING_INFORMATION: something the QUESTION asks for is missing from OUTPUT #2 (dropped data points, missing expected columns)
- EXTRA_INFORMATION: OUTPUT #2 holds the correct answer plus harmless extra relevant columns, or harmless extra rows from an ambiguous limit or order in the QUESTION
- INCORRECT_INFORMATION: OUTPUT #2 holds wrong data: wrong aggregations, bad joins, missing expected rows, or it breaks an explicit constraint of the QUESTION
`;

export const LLMRATER_SQL_PROMPT = `You judge whether a generated database query answers a question as the correct query does. Both queries returned no rows (the test data probably has none that fit), so judge the SQL logic itself.

QUESTION: {nl_prompt}

The golden SQL (correct):
{golden_sql}

The generated SQL:
{generated_sql}

Compare the two queries step by step:
1. The QUESTION: does it explicitly ask for a sort order or a limit?
2. Logic: does the generated SQL carry out the same operations (joins, filters, aggregations) as the golden SQL to answer the QUESTION?
3. Variations: differences of syntax are fine when the logic is equivalent.

RULES (follow them strictly):
1. The golden SQL's core logic is correct.
2. Column names and aliases may differ; assume nothing from them.
3. Do NOT count against the generated SQL any of these differences:
   - column names, column order or row order, when the QUESTION sets no requirement;
   - integer or decimal rounding or precision, when the QUESTION gives no rule;
   - a different number of entries when the QUESTION asks for "top"/"highest" or "bottom"/"lowest" without a concrete limit;
   - ids instead of names (or the reverse) when the QUESTION asks for a list of items without saying which;
   - a few extra columns that are not excluded and do not make the result wrong.

FINAL QUESTION: Is the generated SQL logically equivalent to the golden SQL?
FINAL ANSWER: exactly one of
- EQUIVALENT: it is logically equivalent and handles the QUESTION correctly (or differs only as the rules allow)
- NOT_EQUIVALENT: it has logical flaws, missing conditions or a wrong structure compared with the golden SQL
`;

export const LLMRATER_ERROR_ANALYSIS_PROMPT = `You are an expert in SQL. A generated query was judged not to answer a question as the golden (correct) query does. Find what is wrong with it.

**Question:** {nl_prompt}
**Golden SQL:**
{golden_sql}
**Golden result:**
{golden_result}
**Generated SQL:**
{generated_sql}
**Generated result:**
{generated_result}

Compare the queries and their results. If the generated SQL is in fact equivalent to the golden SQL (even with a different syntax), say it is correct.
Otherwise name its errors with these tags only:
1. [EntityError]: the wrong table or entity.
2. [ValueLinkingError]: a wrong literal value (string or number).
3. [ColumnLinkingError]: a wrong column selected or used in a condition.
4. [OrderingError]: a wrong sort order or sort column (only when the question asks for an order).
5. [InstructionError]: a constraint of the question not followed (e.g. "return the top 5").
6. [IntentError]: the request itself misunderstood.
7. [DataTypesError]: data types mishandled (casts, dates).
8. [CountingError]: wrong aggregation or counting.
9. [FilterError]: the right columns with a wrong operator or filter condition.
10. [LogicError]: another flaw of logic (e.g. the wrong join type).
11. [OtherError]: anything else.

Reply in this format:
**Reasoning:**
<the differences between the queries and their results>

**Tags & Explanations:**
<Tag>: <one line on that error>
`;
