// The CLI's --help: the commands, every option, examples, and the exit codes (src/cli/exit.ts).
import { modelSpecHelp } from '../providers/index.js';
import { VERSION } from '../base/index.js';

export const HELP = `supereval ${VERSION}: run LLM eval datasets and gate on the results

Usage:
  supereval run <path>... --model SPEC [--model SPEC]... [options]
  supereval validate <path>... [--prompt TEXT | --prompt-file FILE]
  supereval merge <results file or folder>... [--compare-baseline FILE]
                  [--update-baseline FILE] [--output PATH] [--format FORMAT]
  supereval report <results file or folder>... [--html FILE] [--format FORMAT]
  supereval init [FOLDER]

<path> is a dataset folder (dataset.json + cases.jsonl) or a folder holding
many, such as the Python CLI's datasets/ root with agents/ and rag/ below it, or a
quoted glob ('evals/*'; '!evals/wip' excludes), expanded as the action does.

merge takes the results of \`run --shard I/N\` runs (every shard of each
dataset exactly once, of one config), merges them and compares, gates and
reports as one \`run\` of the whole dataset would; run it where the datasets
are (their folders as the shards named them).

report renders results files written earlier (-o, the action's output-dir)
again: the HTML report with --html, else the report on stdout; it exits 0
whatever the verdicts.

init writes a four-case qa dataset (datasets/support-qa/) and the workflow
that gates pull requests on it (.github/workflows/evals.yml) into FOLDER
(default: the current one); it overwrites nothing (docs/first-dataset.md).

Model specs (the same everywhere):
${modelSpecHelp()}

Options:
  -m, --model SPEC       model to evaluate; repeat for several (a case passes
                         only if it passes on every model)
      --judge-model SPEC model that grades judged assertions (llm-rubric);
                         without it they are skipped and reported as such
      --user-model SPEC  model that plays the user in agent cases that are
                         conversations (EvalBench evalsets; default: the
                         --judge-model); see docs/conversations.md
      --embedding-model SPEC
                         Bedrock embedding model for similar and
                         answer-relevance: amazon.titan-embed-text-v2:0
                         (the default when a model or the judge is on
                         Bedrock) or a cohere.embed-* model
      --require-judge    block the run when judged assertions were skipped
                         because no --judge-model is given
      --agent exec:CMD   agent datasets: run this program as the agent (JSON
                         lines on stdin/stdout, see docs/agent-protocol.md);
                         without it, the built-in tool-use loop drives --model
      --agent mcp:CMD    the same, with each case's mock tools served over MCP
                         (SUPEREVAL_MCP_URL, SUPEREVAL_MCP_COMMAND; see
                         docs/agent-mcp.md)
      --prompt TEXT      prompt template with {{field}} placeholders over the
                         case's input fields
      --prompt-file FILE the same, read from a file
      --system TEXT      system prompt (overrides the dataset's "system")
      --temperature X, --max-tokens N, --top-p X
                         inference settings (override the dataset's
                         "inference"); judges always run at temperature 0
      --region REGION    AWS region for Bedrock (default: AWS_REGION)
      --prices FILE      JSON {"<model id>": {"input", "output", "cache_read",
                         "cache_write"}} in USD per 1M tokens, overriding the
                         built-in price table
  -o, --output PATH      write the results JSON here (into a folder, one
                         <dataset>.json each, when several datasets run or
                         PATH is an existing folder)
      --html FILE        also write the HTML report here: one file, no server,
                         every case with its output beside the baseline's,
                         filters and search (written when the gate blocks too)
      --format FORMAT    report on stdout: text (default), markdown or json
      --concurrency N    calls in flight at once across all datasets, which run
                         side by side (default 8, or the dataset's)
      --trials K         run every case K times per model (1 to 100, default 1)
      --exec-timeout MS  time limit for one exec: call, or one case of an exec:
                         or mcp: agent (default 120000)
      --tags TAG[,TAG]   run only the cases with any of these tags; !TAG
                         leaves out the cases with that tag (repeatable)
      --scenario ID      run only this scenario of an evalset (repeatable)
      --scenario-pattern GLOB
                         run only the evalset's scenarios whose id matches
                         (* and ?)
      --sample N|P%      run a seeded random sample of the cases (after
                         --tags); the comparison covers the selected cases
      --sample-seed S    seed of --sample (default 0): the same seed picks
                         the same cases as the action's sample-seed
      --shard I/N        run shard I of N (1-based) of the cases --tags and
                         --sample keep, sliced by case key; merge the shards'
                         results with \`supereval merge\`
      --max-cost-usd X   cap the spend of the whole run (models and judge, all
                         datasets) at X dollars: once reached no call starts,
                         and the cases left are errors saying so
      --max-duration T   a time budget for the whole run (90s, 25m, 1.5h; a
                         plain number is minutes): past it no call starts,
                         and the cases left are errors saying so
      --stop-early       once a dataset's verdict can no longer change (a
                         must-pass case failed, a regression, a pass rate
                         out of reach) start no new call for it; the cases
                         left are errors saying so, never passes (not
                         with --shard: a shard sees only its slice)
      --confirm-regressions K|auto
                         re-run each regression and failing must-pass case,
                         one call at a time, until a sequential test decides
                         flaky (not blocking), dropped (blocks) or, after K
                         re-runs, undecided. auto: K = 15 on models that
                         sample (Bedrock, exec:), none on replayed or echoed
                         ones. Default 0 (none)
      --flaky-tolerance P
                         the least pass rate a flaky case may have (default:
                         the dataset's flaky_tolerance, else 0.9)
      --on-undecided block|pass
                         what an undecided failure does (default block; run
                         and merge)
      --fail-on-flaky    flaky cases (failed, then passed a re-run) block too
                         (run and merge)
      --max-drop PTS     the largest drop in pass rate allowed, in points:
                         the change's interval decides pass, block or
                         inconclusive (default: the dataset's max_drop)
      --on-inconclusive block|pass
                         what a change max_drop leaves inconclusive does
                         (default block)
      --batch auto|true|false
                         Bedrock batch inference for qa, classification,
                         instruction and rag datasets (default auto: batch
                         when --batch-s3-uri and --batch-role-arn are given
                         and a model has enough calls for a job; see
                         docs/bedrock.md); true also sends openai: and
                         anthropic:messages: models to their vendor's batch
                         API (up to 24 h; docs/batch.md)
      --batch-s3-uri S3URI
                         where batch jobs write their input and output
                         (s3://bucket/prefix)
      --batch-role-arn ARN
                         the service role Bedrock runs batch jobs as
      --batch-fallback on-demand|error
                         a call the batch job did not answer: made on demand
                         (default), or an error carrying the job's reason
      --allow-dataset-code auto|true|false
                         whether the code datasets carry may run (code
                         assertions, file:// scripts, transforms, script
                         scorers, webhooks, and exec:/mcp: commands that run
                         files of the workspace): false refuses it before
                         any call; auto (default) runs it, except inside a
                         GitHub Actions job of a fork's pull_request_target
                         or workflow_run, or of an issue_comment on a pull
                         request (docs/security.md)
      --database-url-env NAME[,NAME...]
                         the variables an nl2sql dataset's database.url_env
                         may name (default DATABASE_URL); a dataset naming
                         another is refused before any call (repeatable)
      --api-hosts HOST[,HOST...]
                         hosts a config's apiBaseUrl/apiHost may send a
                         model API key from the environment to, besides the
                         vendor's and OPENAI_BASE_URL-style variables'
                         (repeatable; docs/security.md)
      --compare-baseline [FILE]
                         compare every case with a baseline: our results JSON
                         or the Python CLI's baseline.json; without FILE, each
                         dataset's own baseline.json (a folder of
                         <dataset>.json files when several datasets run);
                         a FILE missing or unusable is an error (exit 2)
      --reuse cases|dataset|none
                         take the --compare-baseline results file's answer
                         for each call whose request (model, prompt, system,
                         settings) it recorded, instead of calling the model;
                         cases are scored anew. dataset: only when every
                         call has one. Default none; cases reproduces a CI
                         pull request's verdict (docs/baselines.md)
      --update-baseline [FILE]
                         write a baseline (the Python CLI's baseline.json,
                         with each model's output kept) from this run;
                         without FILE, each dataset's own baseline.json (a
                         folder of <dataset>.json files when several
                         datasets run)
  -q, --quiet            no progress on stderr
  -h, --help             this help
  -v, --version          the version

Examples (from a checkout of supereval; in your repository, your own paths):
  supereval validate examples/datasets
  supereval run examples/datasets/support-qa \\
    --model replay:examples/outputs/support-qa.jsonl
  supereval run datasets/support-qa --region us-east-1 \\
    --model us.anthropic.claude-sonnet-4-5-20250929-v1:0 \\
    --judge-model us.anthropic.claude-sonnet-4-5-20250929-v1:0
  supereval run examples/datasets/agents/cloud-support \\
    --agent "exec:node examples/agents/echo-agent.mjs"
  supereval run datasets --model "exec:python my_model.py" \\
    --compare-baseline -o results/

Exit codes: 0 passed, 1 a gate blocked, 2 usage or input error (or a file
that could not be written), 3 internal error, 4 setup error (a model or the
judge could not be called: model id, access, credentials or region; not a
regression), 130 interrupted (Ctrl-C), 143 terminated (SIGTERM); either way
the results of the cases that finished are written.
`;
