export const id = 6572;
export const ids = [6572];
export const modules = {

/***/ 13100:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   d: () => (/* binding */ EXIT)
/* harmony export */ });
/* harmony import */ var _base_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(88986);
// The CLI's exit codes: 0 every gate passed, 1 a gate blocked, 2 usage or
// input error (or a file that could not be written), 3 an unexpected internal
// error, 4 a setup error (a model or the judge could not be called at all),
// 130 interrupted (SIGINT), 143 terminated (SIGTERM).

const EXIT = {
    passed: 0,
    blocked: 1,
    usage: 2,
    internal: 3,
    setup: 4,
    interrupted: _base_index_js__WEBPACK_IMPORTED_MODULE_0__/* .SIGNAL_EXIT_CODES */ .td.SIGINT,
    terminated: _base_index_js__WEBPACK_IMPORTED_MODULE_0__/* .SIGNAL_EXIT_CODES */ .td.SIGTERM,
};


/***/ }),

/***/ 86572:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  main: () => (/* binding */ main)
});

// EXTERNAL MODULE: ./lib/base/index.js + 13 modules
var base = __webpack_require__(88986);
// EXTERNAL MODULE: ./lib/providers/index.js + 17 modules
var providers = __webpack_require__(71338);
// EXTERNAL MODULE: ./lib/cli/exit.js
var exit = __webpack_require__(13100);
;// CONCATENATED MODULE: ./lib/cli/help.js
// The CLI's --help: the commands, every option, examples, and the exit codes (src/cli/exit.ts).


const HELP = `supereval ${base/* VERSION */.xv}: run LLM eval datasets and gate on the results

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
${(0,providers/* modelSpecHelp */.wy)()}

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

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./lib/baseline/index.js + 6 modules
var lib_baseline = __webpack_require__(79748);
// EXTERNAL MODULE: ./lib/dataset/index.js + 4 modules
var lib_dataset = __webpack_require__(87895);
// EXTERNAL MODULE: ./lib/kinds/index.js + 12 modules
var kinds = __webpack_require__(41593);
// EXTERNAL MODULE: ./lib/app/index.js + 22 modules
var app = __webpack_require__(92693);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
;// CONCATENATED MODULE: ./lib/cli/dataset-ports.js
// The CLI's ports for the dataset step (src/app/dataset-step.ts), the same
// for `run` and `merge`: baselines in the files --compare-baseline and
// --update-baseline name, the results file under --output, notes on stderr
// as they come, problems after the report.




function cliSteps(c) {
    const note = (line) => c.io.stderr.line(`supereval: ${line}`);
    const baseline = (0,lib_baseline/* plannedBaseline */.wW)(c.plan, {
        many: c.many,
        // The CLI has no workflow run: the baseline records one named by when the results were made.
        runId: (r) => `run_${r.run.started_at.replace(/\D/g, '').slice(0, 14)}`,
    });
    return async (dataset, source) => {
        const done = await (0,app/* runDatasetStep */.Q1)(dataset, {
            source,
            gate: c.gate,
            scrub: c.scrub,
            baseline,
            resultsFile: { path: () => resultsFile(c.output, dataset, c.many), show: (file) => file, elsewhere: 'give another --output path' },
            log: { note, problem: (line) => c.lateErrors.push(line) },
        });
        if (done.baselineFile)
            note(`wrote baseline ${done.baselineFile}`);
        return done.results;
    };
}
/** Where --output puts a dataset's results: the file named, or <dataset>.json in the folder named (an existing one, or for several datasets). */
async function resultsFile(output, dataset, many) {
    if (output === undefined)
        return null;
    const isDir = await (0,promises_.stat)(output).then((s) => s.isDirectory(), () => false);
    return many || isDir ? external_node_path_.join(output, `${(0,lib_baseline/* safeFileName */.Tx)(dataset.name)}.json`) : output;
}

// EXTERNAL MODULE: ./lib/report/index.js + 12 modules
var report = __webpack_require__(18306);
;// CONCATENATED MODULE: ./lib/cli/report.js
// Where `run` and `merge` report: the report on stdout, the HTML report, the
// late errors after them on stderr, and the exit code. The results files are
// the dataset step's (dataset-ports.ts).




/** The report on stdout, the late errors after it, and the exit code: the same for `run` and `merge`. */
function report_report(all, inputFields, lateErrors, format, io, stopped) {
    const setupErrors = (0,app/* distinctSetupErrors */.PV)(all);
    for (const e of setupErrors)
        io.stderr.line(...(0,report/* setupLogText */.LI)(e)
            .split('\n')
            .map((l, i) => (i === 0 ? `supereval: ${l}` : `  ${l}`)));
    if (format === 'json') {
        io.stdout.block(`${(0,base/* inertJson */.nl)(all.length === 1 ? all[0] : all)}\n`);
    }
    else {
        // Markdown is the job summary's layout (an overview table for several datasets), for other CI systems' summaries.
        io.stdout.block(format === 'markdown' ? (0,report/* renderSummary */.Br)({ results: all, inputFields }) : all.map((r) => (0,report/* renderText */.S5)(r)).join('\n'));
    }
    const empty = (0,app/* nothingEvaluated */.Fb)(all);
    if (empty)
        io.stderr.line(`supereval: ${app/* NO_CASES */.kr}: ${(0,app/* noCasesWhy */.Zn)(all.map((r) => r.dataset.name))}`);
    for (const failure of lateErrors)
        io.stderr.line(`supereval: ${failure}`);
    if (stopped !== null)
        return stopped;
    if (setupErrors.length > 0)
        return exit/* EXIT */.d.setup;
    if (lateErrors.length > 0 || empty)
        return exit/* EXIT */.d.usage;
    return all.every((r) => r.gate.passed) ? exit/* EXIT */.d.passed : exit/* EXIT */.d.blocked;
}
/** The HTML report under --html, if given (also when a gate blocked); one that cannot be written is a late error. */
async function writeHtml(file, all, inputFields, lateErrors) {
    if (file === undefined)
        return;
    // Loaded only when asked for: the renderer's page script and styles stay out of every other run.
    const { renderHtml } = await __webpack_require__.e(/* import() */ 4488).then(__webpack_require__.bind(__webpack_require__, 64488));
    try {
        await (0,base/* writeFileAtomic */.Zf)(file, renderHtml(all, { inputFields }));
    }
    catch (error) {
        if (!(error instanceof base/* WriteError */.QM))
            throw error;
        lateErrors.push(`HTML report not written: ${error.message}; ${error.fix('give another --html path')}`);
    }
}

;// CONCATENATED MODULE: ./lib/cli/merge.js
// `supereval merge <results>...`: the shards' results files merged, then
// compared with the baseline, gated, masked, written and reported as
// `supereval run` would have for the whole dataset: each dataset goes through
// the same step as a run's (src/app/dataset-step.ts), its results taken from
// the shards. The dataset itself is loaded again from the folder the shards
// recorded (its thresholds decide the gate, its cases which shards must be
// there), and must be the files the shards ran.









/** Merges; a set that cannot be merged throws ShardSetError, a dataset that cannot be loaded DatasetError. */
async function mergeCommand(cmd, io) {
    const merged = (0,app/* mergeShardFiles */.Wg)(await (0,app/* readShardFiles */.WP)(cmd.paths));
    const prepared = [];
    for (const m of merged) {
        const dir = external_node_path_.resolve(m.results.dataset.path);
        let loaded;
        try {
            loaded = await (0,lib_dataset/* loadDataset */.Zh)(dir, kinds/* KINDS */.G);
        }
        catch (error) {
            if (!(error instanceof base/* DatasetError */.zm))
                throw error;
            throw new app/* ShardSetError */.zT([
                `${m.name}: the dataset the shards ran (${m.results.dataset.path}) cannot be loaded from here; run merge where the shards ran, in the same checkout`,
                ...error.issues.map((i) => `  ${i.file}: ${i.field}: ${i.message}`),
            ]);
        }
        prepared.push((0,app/* forDataset */.Ml)(m, loaded));
    }
    const subset = prepared.some((p) => p.dataset.selection !== undefined);
    const planned = (0,lib_baseline/* cliBaselinePlan */.JM)(cmd.baseline, subset);
    if (!planned.ok)
        throw new app/* ShardSetError */.zT([planned.problem]);
    const lateErrors = [];
    const step = cliSteps({
        plan: planned.plan,
        gate: (0,app/* gatePolicy */.Cy)({ frontEnd: 'cli', requireJudge: cmd.requireJudge, failOnFlaky: cmd.failOnFlaky, onUndecided: cmd.onUndecided }),
        // Results made elsewhere are masked with the secrets of the environment this command runs in, as run's are.
        scrub: (0,base/* scrubber */.ty)((0,app/* readEnvironment */.Qo)().secrets),
        output: cmd.report.output,
        many: prepared.length > 1,
        io,
        lateErrors,
    });
    const all = [];
    for (const { results, dataset } of prepared)
        all.push(await step(dataset, () => Promise.resolve(results)));
    return { all, inputFields: prepared.map((p) => p.dataset.kind.inputField), lateErrors };
}
/** `supereval merge`: the shards' results merged, then compared, gated, written and reported as `run` does. */
async function merge(cmd, io) {
    let merged;
    try {
        merged = await mergeCommand(cmd, io);
    }
    catch (error) {
        if (!(error instanceof app/* ShardSetError */.zT))
            throw error;
        io.stderr.line(...error.problems.map((p) => `supereval: merge: ${p}`));
        return exit/* EXIT */.d.usage;
    }
    await writeHtml(cmd.report.html, merged.all, merged.inputFields, merged.lateErrors);
    return report_report(merged.all, merged.inputFields, merged.lateErrors, cmd.report.format, io, null);
}

;// CONCATENATED MODULE: ./lib/cli/report-files.js
// `supereval report <results>... [--html FILE]`: results files written
// earlier (by `run -o`, `merge -o` or the action's output-dir) rendered
// again: the HTML report when --html is given, else the report on stdout in
// --format. It runs, compares and gates nothing, so it exits 0 whatever the
// verdicts; 2 when a file is not a results file (naming it) or the page
// cannot be written. A results file leaves each case's input and expected
// value to its dataset: they are read from the dataset folder the results
// name, as `merge` does, when it is there.







async function reportFiles(cmd, io) {
    const all = [];
    try {
        for (const read of await (0,app/* readReportFiles */.Ak)(cmd.paths))
            all.push(await withDatasetFields(read, (line) => io.stderr.line(`supereval: report: ${line}`)));
    }
    catch (error) {
        if (!(error instanceof app/* ShardSetError */.zT))
            throw error;
        io.stderr.line(...error.problems.map((p) => `supereval: report: ${p}`));
        return exit/* EXIT */.d.usage;
    }
    // What each case was asked: its dataset kind's input field, as `run` shows it.
    const inputFields = all.map((r) => kinds/* KINDS */.G[r.dataset.type].inputField);
    const lateErrors = [];
    if (cmd.report.html === undefined) {
        report_report(all, inputFields, [], cmd.report.format, io, null);
        return exit/* EXIT */.d.passed;
    }
    await writeHtml(cmd.report.html, all, inputFields, lateErrors);
    for (const failure of lateErrors)
        io.stderr.line(`supereval: ${failure}`);
    if (lateErrors.length > 0)
        return exit/* EXIT */.d.usage;
    io.stderr.line(`supereval: wrote ${cmd.report.html}`);
    return exit/* EXIT */.d.passed;
}
/** The cases' inputs and expected values put back from the dataset the results name; without it, shown without them (a note says so). */
async function withDatasetFields(results, note) {
    if (results.cases.every((c) => c.vars !== undefined))
        return results;
    const without = `${results.dataset.name}: cases are shown without their input and expected value`;
    let dataset;
    try {
        dataset = await (0,lib_dataset/* loadDataset */.Zh)(external_node_path_.resolve(results.dataset.path), kinds/* KINDS */.G);
    }
    catch (error) {
        if (!(error instanceof base/* DatasetError */.zm))
            throw error;
        note(`${without}: the dataset ${results.dataset.path} cannot be loaded from here`);
        return results;
    }
    const restored = (0,app/* restoreDatasetFields */.tp)(results, dataset);
    if (restored.unmatched > 0)
        note(`${without} where they no longer match ${results.dataset.path} (${restored.unmatched})`);
    return restored.results;
}

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: external "node:util"
var external_node_util_ = __webpack_require__(57975);
// EXTERNAL MODULE: ./lib/config/index.js + 22 modules
var config = __webpack_require__(67594);
;// CONCATENATED MODULE: ./lib/cli/parse.js
// The CLI's argv, parsed once: the command, its paths, the run's settings
// (src/app/settings.ts) and where the report goes. A problem is a UsageError.







const OPTIONS = {
    model: { type: 'string', multiple: true, short: 'm' },
    'judge-model': { type: 'string' },
    'user-model': { type: 'string' },
    'embedding-model': { type: 'string' },
    'require-judge': { type: 'boolean' },
    agent: { type: 'string' },
    prompt: { type: 'string' },
    'prompt-file': { type: 'string' },
    system: { type: 'string' },
    region: { type: 'string' },
    temperature: { type: 'string' },
    'max-tokens': { type: 'string' },
    'top-p': { type: 'string' },
    prices: { type: 'string' },
    output: { type: 'string', short: 'o' },
    html: { type: 'string' },
    format: { type: 'string', default: 'text' },
    concurrency: { type: 'string' },
    trials: { type: 'string' },
    'exec-timeout': { type: 'string' },
    tags: { type: 'string', multiple: true },
    scenario: { type: 'string', multiple: true },
    'scenario-pattern': { type: 'string' },
    sample: { type: 'string' },
    'sample-seed': { type: 'string' },
    shard: { type: 'string' },
    'max-cost-usd': { type: 'string' },
    'max-duration': { type: 'string' },
    'stop-early': { type: 'boolean' },
    'confirm-regressions': { type: 'string' },
    'fail-on-flaky': { type: 'boolean' },
    'flaky-tolerance': { type: 'string' },
    'on-undecided': { type: 'string' },
    'max-drop': { type: 'string' },
    'max-drop-trials': { type: 'string' },
    'on-inconclusive': { type: 'string' },
    batch: { type: 'string' },
    'batch-fallback': { type: 'string' },
    'batch-s3-uri': { type: 'string' },
    'batch-role-arn': { type: 'string' },
    'compare-baseline': { type: 'string' },
    reuse: { type: 'string' },
    'update-baseline': { type: 'string' },
    'allow-dataset-code': { type: 'string' },
    'database-url-env': { type: 'string', multiple: true },
    'api-hosts': { type: 'string', multiple: true },
    quiet: { type: 'boolean', short: 'q' },
    help: { type: 'boolean', short: 'h' },
    version: { type: 'boolean', short: 'v' },
};
/** The options `merge` takes; the rest are run's. */
const MERGE_OPTIONS = [
    'output',
    'html',
    'format',
    'compare-baseline',
    'update-baseline',
    'require-judge',
    'fail-on-flaky',
    'on-undecided',
    'quiet',
    'help',
    'version',
];
/** The options `report` takes: it renders results files again, it runs and compares nothing. */
const REPORT_OPTIONS = ['html', 'format', 'help', 'version'];
class UsageError extends Error {
    saysFix;
    name = 'UsageError';
    /** `saysFix`: the message names the fix itself ("did you mean"), so no pointer to --help follows it. */
    constructor(message, saysFix = false) {
        super(message);
        this.saysFix = saysFix;
    }
}
function parseCommandLine(argv) {
    const args = bindOptionalValues(argv);
    refuseSingleDashNames(args);
    refuseUnknownOptions(args);
    const { values, positionals } = (0,external_node_util_.parseArgs)({ args, options: OPTIONS, allowPositionals: true, strict: true });
    if (values.version)
        return { command: 'version' };
    const [command, ...paths] = positionals;
    if (values.help || command === undefined || command === 'help')
        return { command: 'help', asked: command !== undefined || !!values.help };
    if (command === 'init') {
        const given = Object.keys(values).filter((k) => k !== 'format' || values.format !== 'text');
        if (given.length > 0)
            throw new UsageError(`init: ${given.map((k) => `--${k}`).join(', ')} applies to run, not init: init takes only a folder`);
        if (paths.length > 1)
            throw new UsageError('init: give one folder to write into (default: the current one)');
        return { command, dir: paths[0] ?? '.' };
    }
    if (command !== 'run' && command !== 'validate' && command !== 'merge' && command !== 'report') {
        const near = (0,base/* nearestName */.qb)(command.toLowerCase(), COMMANDS, 2);
        if (near)
            throw new UsageError(`unknown command "${command}"; did you mean ${near}?`, true);
        throw new UsageError(`unknown command "${command}"; the commands are ${COMMANDS.join(', ')}`);
    }
    if (paths.length === 0)
        throw new UsageError(command === 'merge'
            ? "merge: give the shards' results files or folders"
            : command === 'report'
                ? 'report: give the results files or folders to render'
                : `${command}: give at least one dataset path`);
    const format = values.format;
    if (format !== 'text' && format !== 'markdown' && format !== 'json') {
        throw new UsageError(`--format must be text, markdown or json, got "${format}"`);
    }
    const report = { format, output: values.output, html: values.html };
    const baseline = { compareBaseline: values['compare-baseline'], updateBaseline: values['update-baseline'] };
    if (command === 'report') {
        const others = Object.keys(values).filter((k) => !REPORT_OPTIONS.includes(k));
        if (others.length > 0)
            throw new UsageError(`report: ${others.map((k) => `--${k}`).join(', ')} applies to run, not report: report renders results files as they are`);
        return { command, paths, report };
    }
    if (command === 'merge') {
        // The shards' results carry the models and settings they ran with; a run option here would be ignored.
        const runOnly = Object.keys(values).filter((k) => !MERGE_OPTIONS.includes(k));
        if (runOnly.length > 0)
            throw new UsageError(`merge: ${runOnly.map((k) => `--${k}`).join(', ')} applies to run, not merge: the shards' results carry what they ran with`);
        const onUndecided = policyFlag(values['on-undecided'], '--on-undecided');
        return { command, paths, report, baseline, requireJudge: !!values['require-judge'], failOnFlaky: !!values['fail-on-flaky'], onUndecided };
    }
    // validate reads only the prompt, which the datasets' templates are checked against.
    if (command === 'validate')
        return { command, paths, prompt: promptChoice(values) };
    const settings = runSettings(values);
    return { command, paths, settings, report, baseline: { ...baseline, reuse: settings.reuse }, quiet: !!values.quiet };
}
/** The commands, for "did you mean" (`runn`: run). */
const COMMANDS = ['run', 'validate', 'merge', 'report', 'init', 'help'];
/**
 * `-model` is read as `-m odel` (a short option and its value), and the
 * words after it then as paths: an option's long name after one dash is
 * refused first, with the two-dash spelling.
 */
function refuseSingleDashNames(args) {
    for (const arg of args) {
        if (arg === '--')
            return;
        const name = /^-([a-z][a-z-]{2,})(?:=.*)?$/.exec(arg)?.[1];
        if (name === undefined)
            continue;
        const near = name in OPTIONS ? name : (0,base/* nearestName */.qb)(name, Object.keys(OPTIONS), typoDistance(name));
        if (near)
            throw new UsageError(`${arg}: long options take two dashes; did you mean --${near}?`, true);
    }
}
const typoDistance = (name) => Math.max(2, Math.floor(name.length / 3));
/**
 * An option no command takes: one line naming it and the nearest option of
 * the command given (`--modle`: `--model`), or the option its name starts
 * with (`--html-report`: `--html`) or that starts with it (`--update`).
 */
function refuseUnknownOptions(args) {
    const { tokens } = (0,external_node_util_.parseArgs)({ args, options: OPTIONS, allowPositionals: true, strict: false, tokens: true });
    const unknown = tokens.find((t) => t.kind === 'option' && !(t.name in OPTIONS));
    if (unknown?.kind !== 'option')
        return;
    const command = tokens.find((t) => t.kind === 'positional')?.value;
    const known = command === 'merge' ? MERGE_OPTIONS : command === 'report' ? REPORT_OPTIONS : Object.keys(OPTIONS);
    const near = unknown.rawName.startsWith('--') ? nearestOption(unknown.name, known) : null;
    if (near)
        throw new UsageError(`unknown option ${unknown.rawName}; did you mean --${near}?`, true);
    throw new UsageError(`unknown option ${unknown.rawName}`);
}
/** --scenario (repeatable) and --scenario-pattern: which of an evalset's scenarios run. */
function scenarioSelection(values) {
    const ids = (values.scenario ?? [])
        .flatMap((s) => s.split(','))
        .map((s) => s.trim())
        .filter((s) => s !== '');
    const pattern = values['scenario-pattern'];
    if (pattern !== undefined && (pattern.trim() === '' || pattern.length > 200))
        throw new UsageError('--scenario-pattern must be a glob of 1 to 200 characters (* and ?)');
    if (ids.length === 0 && pattern === undefined)
        return undefined;
    return { ids, ...(pattern !== undefined ? { pattern: pattern.trim() } : {}) };
}
function nearestOption(name, known) {
    const near = (0,base/* nearestName */.qb)(name, known, typoDistance(name));
    if (near)
        return near;
    const prefixes = known.filter((k) => k.length > 2 && (name.startsWith(`${k}-`) || k.startsWith(`${name}-`)));
    return prefixes.sort((a, b) => b.length - a.length)[0] ?? null;
}
function promptChoice(values) {
    return { text: values.prompt, file: values['prompt-file'] };
}
function runSettings(values) {
    // Before any provider is created: no credential lookup, no call.
    const specs = [
        ...(values.model ?? []).map((m) => ['--model', m]),
        ['--judge-model', values['judge-model']],
        ['--user-model', values['user-model']],
        ['--embedding-model', values['embedding-model']],
    ];
    for (const [flag, spec] of specs) {
        const problem = spec === undefined ? null : (0,providers/* modelSpecProblem */.oT)(spec);
        if (problem)
            throw new UsageError(`${flag}: ${problem}`);
    }
    const selection = readSelection(values);
    if (values['stop-early'] === true && selection.shard !== null)
        throw new UsageError((0,app/* STOP_EARLY_IN_SHARD */.sC)('cli'));
    const concurrency = numberFlag(values.concurrency, '--concurrency', config/* POSITIVE_INT */.ol);
    const trials = numberFlag(values.trials, '--trials', config/* TRIALS */.aO);
    const execTimeoutMs = numberFlag(values['exec-timeout'], '--exec-timeout', config/* POSITIVE_INT */.ol);
    const maxCostUsd = numberFlag(values['max-cost-usd'], '--max-cost-usd', config/* USD */.B3);
    const maxDurationMs = numberFlag(values['max-duration'], '--max-duration', config/* DURATION_MS */.iF);
    const batch = (0,app/* readBatchSettings */.Kn)({ mode: values.batch, fallback: values['batch-fallback'], s3Uri: values['batch-s3-uri'], roleArn: values['batch-role-arn'] }, app/* CLI_BATCH_NAMES */.vL, (0,providers/* batchNeedsLocation */.B9)(specs.filter(([flag]) => flag !== '--embedding-model').map(([, spec]) => spec)));
    if (typeof batch === 'string')
        throw new UsageError(batch);
    const temperature = numberFlag(values.temperature, '--temperature', config/* FRACTION */.B1);
    const top_p = numberFlag(values['top-p'], '--top-p', config/* FRACTION */.B1);
    const max_tokens = numberFlag(values['max-tokens'], '--max-tokens', config/* POSITIVE_INT */.ol);
    const allowGiven = values['allow-dataset-code'] ?? 'auto';
    const allowDatasetCode = allowGiven.trim().toLowerCase();
    if (!(0,app/* isAllowDatasetCode */.Rd)(allowDatasetCode))
        throw new UsageError(`--allow-dataset-code must be one of ${app/* ALLOW_DATASET_CODE */.V$.join(', ')}, got "${allowGiven}"`);
    const databaseUrlEnv = (0,app/* parseDatabaseUrlEnv */.py)(values['database-url-env'] ?? [], 'cli');
    if ('problem' in databaseUrlEnv)
        throw new UsageError(databaseUrlEnv.problem);
    const apiHosts = (0,app/* parseApiHosts */.Xc)(values['api-hosts'] ?? [], 'cli');
    if ('problem' in apiHosts)
        throw new UsageError(apiHosts.problem);
    const confirmGiven = values['confirm-regressions'] ?? '0';
    const confirmRegressions = config/* CONFIRM_RUNS */.A6.parse(confirmGiven);
    if (confirmRegressions === null)
        throw new UsageError(`--confirm-regressions must be ${config/* CONFIRM_RUNS */.A6.describe}, got "${confirmGiven}"`);
    const reuseGiven = values.reuse ?? 'none';
    const reuse = reuseGiven.trim().toLowerCase();
    if (!app/* REUSE_MODES */.KG.includes(reuse))
        throw new UsageError(`--reuse must be one of ${app/* REUSE_MODES */.KG.join(', ')}, got "${reuseGiven}"`);
    return {
        frontEnd: 'cli',
        models: values.model ?? [],
        judgeModel: values['judge-model'],
        userModel: values['user-model'],
        scenarios: scenarioSelection(values),
        embeddingModel: values['embedding-model'],
        requireJudge: !!values['require-judge'],
        agent: values.agent,
        prompt: promptChoice(values),
        system: values.system,
        inference: { temperature, max_tokens, top_p },
        region: values.region,
        pricesFile: values.prices,
        concurrency,
        trials,
        execTimeoutMs,
        selection,
        maxCostUsd,
        maxDurationMs,
        batch,
        stopEarly: values['stop-early'] === true,
        allowDatasetCode,
        databaseUrlEnv: databaseUrlEnv.names,
        apiHosts: apiHosts.hosts,
        reuse: reuse,
        // The results file (--output) is what a later run's --compare-baseline reads answers from (the Python CLI's baseline.json keeps none).
        recordRequests: values.output !== undefined || reuse !== 'none',
        confirmRegressions,
        failOnFlaky: values['fail-on-flaky'] === true,
        flakyTolerance: numberFlag(values['flaky-tolerance'], '--flaky-tolerance', config/* OPEN_FRACTION */.eU),
        onUndecided: policyFlag(values['on-undecided'], '--on-undecided'),
        maxDrop: numberFlag(values['max-drop'], '--max-drop', config/* POINTS */.iN),
        maxDropTrials: numberFlag(values['max-drop-trials'], '--max-drop-trials', config/* MAX_DROP_TRIALS */.Jk) ?? 0,
        onInconclusive: policyFlag(values['on-inconclusive'], '--on-inconclusive'),
    };
}
/** --on-undecided and --on-inconclusive: block (default) or pass. */
function policyFlag(value, flag) {
    const given = (value ?? 'block').trim().toLowerCase();
    if (given !== 'block' && given !== 'pass')
        throw new UsageError(`${flag} must be block or pass, got "${value ?? ''}"`);
    return given;
}
function numberFlag(value, flag, rule) {
    if (value === undefined)
        return undefined;
    const n = rule.parse(value);
    if (n === null)
        throw new UsageError((0,config/* numberProblem */.vy)(flag, rule, value));
    return n;
}
function readSelection(values) {
    const sample = values.sample === undefined ? null : (0,lib_dataset/* parseSampleSize */.r_)(values.sample);
    if (values.sample !== undefined && sample === null) {
        throw new UsageError(`--sample must be ${lib_dataset/* SAMPLE_SIZE_RULE */.CO}, got "${values.sample}"`);
    }
    const shard = values.shard === undefined ? null : (0,lib_dataset/* parseShard */.uK)(values.shard);
    if (shard && !shard.ok)
        throw new UsageError(`--shard must be ${shard.why}`);
    return {
        tags: (0,lib_dataset/* parseTagList */.cl)(values.tags ?? []),
        sample,
        seed: values['sample-seed']?.trim() || lib_dataset/* DEFAULT_SAMPLE_SEED */.NZ,
        shard: shard?.ok ? shard.shard : null,
    };
}
// Flags whose value is optional: bare, they mean "the dataset's own baseline.json".
const OPTIONAL_VALUE_FLAGS = ['--compare-baseline', '--update-baseline'];
/**
 * Gives each optional-value flag an explicit value: the next word when it is
 * clearly a baseline (a .json file, or a folder of them that is no dataset),
 * else empty. `--flag=FILE` is taken as written.
 */
function bindOptionalValues(argv) {
    const out = [];
    for (let i = 0; i < argv.length; i++) {
        const arg = argv[i];
        if (!OPTIONAL_VALUE_FLAGS.includes(arg)) {
            out.push(arg);
            continue;
        }
        const next = argv[i + 1];
        if (next !== undefined && looksLikeBaseline(next)) {
            out.push(`${arg}=${next}`);
            i++;
        }
        else {
            out.push(`${arg}=`);
        }
    }
    return out;
}
function looksLikeBaseline(word) {
    if (word.startsWith('-'))
        return false;
    if (word.toLowerCase().endsWith('.json'))
        return true;
    try {
        const entries = (0,external_node_fs_.readdirSync)(word);
        return !entries.includes('dataset.json') && entries.some((e) => e.endsWith('.json'));
    }
    catch {
        return false;
    }
}

// EXTERNAL MODULE: external "node:child_process"
var external_node_child_process_ = __webpack_require__(31421);
;// CONCATENATED MODULE: ./lib/cli/git-source.js
// The CLI's `source` for its results: the commit and branch of the git
// checkout the datasets live in, when git can say. Anything git cannot tell
// (no git, not a repository, a detached HEAD's branch) is left out: the
// results are the same without it.

const GIT_TIMEOUT_MS = 2_000;
function git(cwd, args) {
    return new Promise((resolve) => {
        (0,external_node_child_process_.execFile)('git', args, { cwd, timeout: GIT_TIMEOUT_MS, windowsHide: true }, (error, stdout) => {
            resolve(error ? null : stdout.trim() || null);
        });
    });
}
/** The commit and branch of the checkout holding `dir`; undefined outside a repository or without git. */
async function gitSource(dir) {
    const [commit, branch] = await Promise.all([git(dir, ['rev-parse', 'HEAD']), git(dir, ['symbolic-ref', '--short', '-q', 'HEAD'])]);
    if (!commit || !/^[0-9a-f]{40,64}$/.test(commit))
        return undefined;
    return { commit, ...(branch ? { branch, ref: `refs/heads/${branch}` } : {}) };
}

;// CONCATENATED MODULE: ./lib/cli/run.js
// `supereval run` and `supereval validate`: the datasets loaded as the action
// loads them (src/app/), then, for run, evaluated side by side, each through
// the dataset step (results and baseline written as it finishes, with the
// CLI's ports: dataset-ports.ts), and reported on stdout.









/** Loading's notes and warnings on stderr; a dataset left out has its problems listed there, and fails the command at the end. */
const loadLog = (io, scenarios) => ({
    promptfooPassRate: (0,app/* promptfooPassRate */.WD)(process.env),
    // An evalset's ${VAR} are read from the environment the CLI was started with.
    evalset: { variables: process.env, ...(scenarios ? { scenarios } : {}) },
    expand: {},
    issue: base/* formatIssue */.Hd,
    note: (line) => io.stderr.line(`supereval: ${line}`),
    warning: (line) => io.stderr.line(`supereval: warning: ${line}`),
    problem: (line) => io.stderr.line(line),
});
/** `12 cases`, and for a promptfoo config how many prompts and providers each runs on. */
function describeCases(dataset) {
    const cases = `${dataset.cases.length} ${dataset.cases.length === 1 ? 'case' : 'cases'}`;
    if (!dataset.cells)
        return cases;
    const { prompts, providers } = dataset.cells;
    return `${cases} x ${prompts.length} ${prompts.length === 1 ? 'prompt' : 'prompts'} x ${providers.length} ${providers.length === 1 ? 'provider' : 'providers'}`;
}
async function validate(paths, prompt, io) {
    const { datasets, refused } = await (0,app/* loadForRun */.b3)(paths, prompt, loadLog(io));
    for (const d of datasets)
        io.stdout.line(`ok  ${d.cells ? d.files.meta : d.files.meta.replace(/dataset\.json$/, '')} (${d.type}, ${describeCases(d)})`);
    return refused.length > 0 ? exit/* EXIT */.d.usage : exit/* EXIT */.d.passed;
}
async function run(cmd, io) {
    const { settings } = cmd;
    const environment = (0,app/* readEnvironment */.Qo)();
    const { prompt, datasets: loaded, refused } = await (0,app/* loadForRun */.b3)(cmd.paths, settings.prompt, loadLog(io, settings.scenarios));
    const { selection } = settings;
    const planned = (0,lib_baseline/* cliBaselinePlan */.JM)(cmd.baseline, !(0,lib_dataset/* isFullSelection */.Sp)(selection));
    if (!planned.ok)
        throw new UsageError(planned.problem);
    const plan = planned.plan;
    const chosen = (0,lib_dataset/* selectDatasets */.Ck)(loaded, selection);
    for (const name of chosen.empty)
        io.stderr.line(`supereval: ${name}: no case matches --tags ${selection.tags.join(',')}; not run`);
    if (chosen.datasets.length === 0)
        throw new UsageError(`--tags ${selection.tags.join(',')} match no case in any dataset`);
    const datasets = chosen.datasets;
    const problems = [
        ...(0,app/* modelProblems */.QW)(datasets, settings.models, settings.agent, '--model'),
        ...(0,app/* environmentProblems */.MM)(datasets, settings.databaseUrlEnv, 'cli'),
    ];
    if (problems.length > 0)
        throw new base/* DatasetError */.zm(problems);
    // Before any call (src/app/dataset-code.ts).
    const refusal = (0,app/* refuseDatasetCode */.a1)(datasets, settings.allowDatasetCode, 'cli', (0,app/* runCommands */.aK)(settings, 'cli'), environment.vars);
    if (refusal) {
        io.stderr.line(...refusal);
        return exit/* EXIT */.d.usage;
    }
    const stop = (0,base/* watchStopSignals */.XL)((signal) => io.stderr.line('', `supereval: ${signal === 'SIGINT' ? 'interrupted' : 'terminated (SIGTERM)'}; stopping the calls in flight and writing what finished (${signal === 'SIGINT' ? 'Ctrl-C' : 'a second signal'} again to quit at once)`));
    const progress = cmd.quiet ? null : (0,app/* createProgressReporter */.lb)(io.stderr);
    // From the datasets given, not those selected: --tags must not turn -o from a folder into a file.
    const many = loaded.length > 1;
    const all = [];
    // Files that could not be written, baselines named but unusable: said after the report, exit 2.
    const lateErrors = (0,app/* refusedNotes */.cn)(refused);
    let evaluator;
    try {
        const opened = await (0,app/* openEvaluator */.Ew)(settings, prompt, {
            within: undefined,
            signal: stop.signal,
            onProgress: progress ? (d, p) => progress.update(d.name, p) : undefined,
            notify: (line, warning) => io.stderr.line(`supereval: ${warning ? 'warning: ' : ''}${line}`),
            // The checkout the (first) dataset lives in names the commit its results describe.
            source: await gitSource(datasets[0]?.dir ?? process.cwd()),
            environment,
        });
        evaluator = opened;
        const step = cliSteps({
            plan,
            gate: (0,app/* gatePolicy */.Cy)(settings),
            output: cmd.report.output,
            many,
            io,
            lateErrors,
            scrub: (0,base/* scrubber */.ty)(environment.secrets),
        });
        // Datasets run side by side over the evaluator's one pool of calls; the
        // reports keep the order given.
        (0,base/* appendAll */.u2)(all, await (0,app/* sideBySide */.Qp)(datasets, (dataset) => step(dataset, (0,app/* evaluated */.Wn)(opened))));
        progress?.done();
    }
    finally {
        stop.dispose();
        await evaluator?.close();
    }
    for (const note of evaluator.capNotes())
        io.stderr.line(`supereval: ${note}`);
    const inputFields = datasets.map((d) => d.kind.inputField);
    await writeHtml(cmd.report.html, all, inputFields, lateErrors);
    return report_report(all, inputFields, lateErrors, cmd.report.format, io, stop.exitCode());
}

;// CONCATENATED MODULE: ./lib/cli/main.js
// The CLI: argv parsed once (parse.ts) -> the same core the action uses
// (src/app/) -> report on stdout, exit code (exit.ts says which).








async function main(argv, io = { stdout: process.stdout, stderr: process.stderr }) {
    const out = { stdout: (0,base/* lineWriter */.mA)(io.stdout), stderr: (0,base/* lineWriter */.mA)(io.stderr) };
    try {
        return await dispatch(argv, out);
    }
    catch (error) {
        if (error instanceof base/* DatasetError */.zm) {
            for (const line of (0,base/* listedIssues */.Ud)(error.issues, base/* formatIssue */.Hd, base/* moreProblems */.OI))
                out.stderr.line(line);
            return exit/* EXIT */.d.usage;
        }
        if (error instanceof UsageError || error instanceof providers/* SpecError */.G8 || isParseArgsError(error)) {
            out.stderr.line(`supereval: ${error.message}`);
            if (!(error instanceof UsageError && error.saysFix))
                out.stderr.line("Run 'supereval --help' for usage.");
            return exit/* EXIT */.d.usage;
        }
        out.stderr.line(`supereval: internal error: ${error.message}`);
        if (process.env['SUPEREVAL_DEBUG'])
            out.stderr.line(...String(error.stack).split('\n'));
        return exit/* EXIT */.d.internal;
    }
}
function isParseArgsError(error) {
    const code = error.code ?? '';
    return code.startsWith('ERR_PARSE_ARGS');
}
async function dispatch(argv, io) {
    const cmd = parseCommandLine(argv);
    switch (cmd.command) {
        case 'version':
            io.stdout.line(base/* VERSION */.xv);
            return exit/* EXIT */.d.passed;
        case 'help':
            io.stdout.block(HELP);
            return cmd.asked ? exit/* EXIT */.d.passed : exit/* EXIT */.d.usage;
        case 'validate':
            return validate(cmd.paths, cmd.prompt, io);
        case 'merge':
            return merge(cmd, io);
        case 'report':
            return reportFiles(cmd, io);
        case 'run':
            return run(cmd, io);
        case 'init':
            // Its templates load only for init: every other command's start-up stays as it was.
            return (await __webpack_require__.e(/* import() */ 2514).then(__webpack_require__.bind(__webpack_require__, 42514))).init(cmd.dir, io);
    }
}


/***/ })

};
