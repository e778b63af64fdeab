// analytics_scorer's rubric and prompt. The wording is ours; what they give
// the judge, the rubric's eleven tolerated differences and the closing
// `VERDICT: PASS` / `VERDICT: FAIL` follow EvalBench's
// evalbench/scorers/prompt/analyticsscorer.py (GoogleCloudPlatform/evalbench,
// the Conversational Analytics "Data Results" rubric). Placeholders such as
// {user_prompt} are filled by analyticsScorer.
export const DATA_RESULTS_RUBRIC = `The trial meets this rubric when its data result answers the user prompt and carries the key outcomes of the ground truth data result, even where the two do not match exactly. A ground truth trajectory with a non-null data result (after its 'Data:' prefix) and a trial trajectory with none does not meet it; nor does a trial with a data result where the ground truth has none. Do not hold these differences against the trial:
    1) Same content, but different column names, column order or row order, where the user prompt asks for no particular names or order.
    2) The prompt asks for a count without saying whether of all or of distinct instances, and it is not implied; one side counts distinct cases and the other all of them, the rest of the logic being sound.
    3) Different rounding, where the prompt gives no rounding rule.
    4) The prompt asks for the 'first' or 'top' X entries without naming the field to order by, so the two sides list different subsets.
    5) The prompt does not say whether 'null' or 'NA' values belong in the result, and one side keeps them while the other drops them.
    6) The prompt asks for the 'top'/'highest' or 'bottom'/'lowest' entries meeting a criterion without saying how many, and the two sides list different numbers of them.
    7) The prompt asks for a list of items without saying whether by ID or by name, and one side gives IDs, the other names.
    8) The trial has a few extra columns the prompt neither asked for nor excluded, which do not make the result wrong.
    9) The two results were truncated for display differently: from different numbers of rows, to different numbers of rows, or, where the prompt sets no order, to different subsets; as long as the trial answers the prompt.
   10) The prompt asks for the 'first' or 'top' X entries, and fewer than X meet its criteria.
   11) The prompt asks for data relative to the current date or time (e.g. the last two years), the trial's logic is sound, and the results differ only because the two queries ran at different times.

When, by the criteria above, the trial data result does not answer the user prompt, the rubric is not met.`;

export const ANALYTICS_SCORER_PROMPT = `You compare a Conversational Analytics agent's trial response to a user prompt with the ground truth response, for one conversational turn.
The ground truth is a reference for the trial, not a template it must match exactly. The rubric below says how to judge the trial against it.

You are given the rubric, the user prompt the responses address, the ground truth trajectory and the trial trajectory. When the trial falls short, explain what is missing or wrong in it.

# Rubric
{rubric}

# User Prompt
{user_prompt}

# Ground Truth Trajectory
{ground_truth_trajectory}

# Trial Trajectory
{trial_trajectory}

Finish with exactly one of these labels: \`VERDICT: PASS\` or \`VERDICT: FAIL\`.`;
