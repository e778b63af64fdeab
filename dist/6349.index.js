export const id = 6349;
export const ids = [6349];
export const modules = {

/***/ 86349:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  run: () => (/* binding */ run)
});

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./node_modules/@actions/core/lib/core.js + 7 modules
var core = __webpack_require__(33838);
// EXTERNAL MODULE: ./lib/base/index.js + 13 modules
var base = __webpack_require__(88986);
// EXTERNAL MODULE: ./lib/baseline/index.js + 6 modules
var baseline = __webpack_require__(79748);
// EXTERNAL MODULE: ./lib/app/index.js + 22 modules
var app = __webpack_require__(92693);
// EXTERNAL MODULE: ./lib/agents/index.js + 3 modules
var agents = __webpack_require__(44807);
// EXTERNAL MODULE: ./lib/kinds/index.js + 12 modules
var kinds = __webpack_require__(41593);
// EXTERNAL MODULE: ./lib/dataset/index.js + 4 modules
var dataset = __webpack_require__(87895);
// EXTERNAL MODULE: ./lib/providers/index.js + 17 modules
var providers = __webpack_require__(71338);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
;// CONCATENATED MODULE: ./lib/publish/leg.js
// Matrix legs: every leg of a matrix job runs with the same workflow, job id
// and check-name, so without the leg's own values two legs (two models, say)
// would report under one check name and edit one sticky comment, and the
// last leg to finish would hide the others' verdicts. Pure.

/** A value as GitHub prints it in a leg's job name: strings bare, anything else as JSON. */
function show(value) {
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- JSON.stringify returns undefined for undefined, functions and symbols, whatever its type says.
    return typeof value === 'string' ? value : (JSON.stringify(value) ?? String(value));
}
/**
 * The check run's name for this leg: `check-name` with the leg's matrix
 * values appended in the matrix's order, as GitHub names the legs' jobs
 * (`eval (model-a)`), unless the name already names every value as a whole
 * token (a `check-name: evals ${{ matrix.model }}` the user wrote per leg).
 * A value inside a word does not count: legs `eval` and `super` would both
 * keep `supereval` and hide each other's verdict.
 */
function legCheckName(checkName, matrix) {
    if (!matrix)
        return checkName;
    const values = Object.values(matrix).map(show);
    if (values.length === 0 || values.every((v) => namesToken(checkName, v)))
        return checkName;
    return `${checkName} (${values.join(', ')})`;
}
/** A letter, digit or mark: the characters a word is made of. Anything else (whitespace, punctuation, the ends) delimits. */
const WORD_CHAR = /[\p{L}\p{N}\p{M}]/u;
/** Whether `value` occurs in `name` with no word character right before or after it. An empty value never does. */
function namesToken(name, value) {
    if (value === '')
        return false;
    for (let at = name.indexOf(value); at !== -1; at = name.indexOf(value, at + 1)) {
        // Whole code points, so a letter outside the BMP is a letter too.
        const before = [...name.slice(0, at)].at(-1);
        const after = [...name.slice(at + value.length)][0];
        if ((before === undefined || !WORD_CHAR.test(before)) && (after === undefined || !WORD_CHAR.test(after)))
            return true;
    }
    return false;
}
/**
 * A short, stable id of the leg for the sticky comment's marker: a hash of the
 * matrix with its keys sorted at every level, so the same leg finds its own
 * comment on the next run whatever order the runner prints the keys in.
 * Undefined outside a matrix, which keeps markers of plain jobs as they were.
 */
function legId(matrix) {
    if (!matrix)
        return undefined;
    return (0,external_node_crypto_.createHash)('sha256').update(canonicalJson(matrix)).digest('hex').slice(0, 16);
}
function canonicalJson(value) {
    if (Array.isArray(value))
        return `[${value.map(canonicalJson).join(',')}]`;
    if (value !== null && typeof value === 'object') {
        const entries = Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
        return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
    }
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- JSON.stringify returns undefined for undefined, functions and symbols, whatever its type says.
    return JSON.stringify(value) ?? 'null';
}

;// CONCATENATED MODULE: ./lib/publish/artifact.js
// The shards' results between the jobs of a workflow run, as artifacts of the
// run (@actions/artifact, the results service the cache uses too): each shard
// job uploads its results files as `supereval-shard-<i>-of-<n>`, and the merge
// job lists the run's artifacts and downloads those of its shards.
//
// Legs: a matrix over models (or anything else) besides the shards makes one
// shard set per leg. The leg's other matrix values go into the name as a hash
// (src/publish/leg.ts legId), so a merge job with the same matrix minus the
// shard finds its own leg's shards only. Which matrix entry is the shard: the
// one whose value is the shard's index (or the whole `i/n`), and the one named
// `shard` when others have that value too (shardEntry).



const PREFIX = 'supereval-shard-';
/** The artifact of shard `shard` of the leg `group` (null outside a matrix with other values). */
function shardArtifactName(shard, group) {
    return `${PREFIX}${shard.index}-of-${shard.count}${group ? `-${group}` : ''}`;
}
/** A shard artifact's name read back; null for any other artifact of the run. */
function parseShardArtifactName(name) {
    const m = /^supereval-shard-(\d+)-of-(\d+)(?:-([0-9a-f]{16}))?$/.exec(name);
    if (!m)
        return null;
    return { shard: { index: Number(m[1]), count: Number(m[2]) }, group: m[3] ?? null };
}
/** A matrix key that names the shard's entry outright; preferred when other entries have the same value. */
const SHARD_KEY = /^shards?$/i;
/**
 * Which matrix entry is the shard's: among the entries whose value is the
 * shard's index (or `i/n`), the one named `shard`, else the only one. Null
 * when none is (the shard does not come from the matrix). Two or more
 * without a `shard` key cannot be told apart, and guessing would put this
 * shard in another leg than its siblings (where shard 1 of a
 * `{part: [1, 2], temperature: [1]}` matrix would drop both entries and
 * shard 2 one), so that is an error naming them.
 */
function shardEntry(matrix, shard) {
    const own = [String(shard.index), `${shard.index}/${shard.count}`];
    const candidates = Object.keys(matrix).filter((k) => {
        const v = matrix[k];
        return own.includes(typeof v === 'string' ? v.trim() : JSON.stringify(v));
    });
    const named = candidates.filter((k) => SHARD_KEY.test(k));
    if (named.length === 1)
        return { key: named[0] };
    if (candidates.length <= 1)
        return { key: candidates[0] ?? null };
    return { ambiguous: candidates };
}
/** A shard job's leg: its matrix without the shard's own entry, as a hash; null when nothing else is left. Throws ShardLegError when the entry is ambiguous. */
function shardGroup(matrix, shard) {
    if (!matrix)
        return null;
    const entry = shardEntry(matrix, shard);
    if ('ambiguous' in entry)
        throw new ShardLegError(entry.ambiguous, shard);
    const rest = Object.fromEntries(Object.entries(matrix).filter(([k]) => k !== entry.key));
    return Object.keys(rest).length === 0 ? null : (legId(rest) ?? null);
}
class ShardLegError extends Error {
    name = 'ShardLegError';
    constructor(keys, shard) {
        super(`the matrix entries ${keys.join(', ')} all have the shard's value ${shard.index}, so which one is the shard cannot be told, and with it this shard's leg: name the shard's matrix entry \`shard\``);
    }
}
/** The merge job's leg: its whole matrix (it has no shard entry), null outside a matrix. */
function mergeGroup(matrix) {
    return legId(matrix) ?? null;
}
async function client() {
    // Imported when a shard uploads or a merge downloads: it brings @actions/github and the Azure SDK.
    const { DefaultArtifactClient } = await Promise.all(/* import() */[__webpack_require__.e(5824), __webpack_require__.e(6501), __webpack_require__.e(1351), __webpack_require__.e(6799)]).then(__webpack_require__.bind(__webpack_require__, 76799));
    return new DefaultArtifactClient();
}
/** Uploads a shard's results files (paths under `root`); the artifact's id. */
async function uploadShardArtifact(name, files, root) {
    // The merge job reads them within the run; a week is plenty to look at a failed merge's inputs.
    return uploadFiles(name, files, root, { retentionDays: 7 });
}
/** Uploads the HTML report (a path under `root`), kept as long as the repository keeps artifacts; the artifact's id. */
async function uploadReportArtifact(name, file, root) {
    return uploadFiles(name, [file], root, {});
}
async function uploadFiles(name, files, root, options) {
    const artifacts = await client();
    const uploaded = await artifacts.uploadArtifact(name, [...files], root, options);
    return uploaded.id;
}
/**
 * The report artifact's name: unique within the workflow run, as GitHub
 * requires: the job, the step (several supereval steps may share a job), the
 * matrix leg, and the attempt when the job is re-run. Characters GitHub
 * refuses in a name become `_`.
 */
function reportArtifactName(parts) {
    const leg = legId(parts.matrix);
    const name = ['supereval-report', parts.job, parts.step, ...(leg ? [leg] : []), ...(parts.attempt > 1 ? [`attempt-${parts.attempt}`] : [])]
        .filter((p) => p !== '')
        .join('-');
    return name.replace(/[^A-Za-z0-9_.-]/g, '_');
}
/** A shard artifact that cannot be used as it came. */
class ShardArtifactError extends Error {
    artifact;
    name = 'ShardArtifactError';
    constructor(artifact, why) {
        super(`the artifact ${artifact} cannot be used: ${why}`);
        this.artifact = artifact;
    }
}
/**
 * Lists this run's artifacts and downloads the shard artifacts of leg
 * `group` into `into/<name>/`. Entries cannot land outside it: the client's
 * unzip (unzip-stream 0.3.4) turns `..` path segments into `.` and writes
 * links as plain files; only the folder's own .json files are read back.
 */
async function downloadShardArtifacts(group, into) {
    const artifacts = await client();
    // latest: a re-run of a shard job uploads its artifact again; the newest counts.
    const { artifacts: listed } = await artifacts.listArtifacts({ latest: true });
    const shards = [];
    const otherLegs = [];
    for (const artifact of [...listed].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))) {
        const parsed = parseShardArtifactName(artifact.name);
        if (!parsed)
            continue;
        if (parsed.group !== group) {
            otherLegs.push(artifact.name);
            continue;
        }
        const dir = external_node_path_.join(into, artifact.name);
        // The digest the upload recorded: a zip changed since is refused, not merged.
        const downloaded = await artifacts.downloadArtifact(artifact.id, { path: dir, ...(artifact.digest ? { expectedHash: artifact.digest } : {}) });
        if (downloaded.digestMismatch)
            throw new ShardArtifactError(artifact.name, 'its contents do not match the digest recorded when it was uploaded');
        const files = (await (0,promises_.readdir)(dir, { withFileTypes: true }))
            .filter((e) => e.isFile() && e.name.endsWith('.json'))
            .map((e) => external_node_path_.join(dir, e.name))
            .sort();
        shards.push({ name: artifact.name, files });
    }
    return { shards, otherLegs };
}

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 4 modules
var schemas = __webpack_require__(41514);
;// CONCATENATED MODULE: ./lib/publish/context.js
// What the action needs to know about the run it is in, from the runner's
// environment variables and the event payload. parseActionContext is pure;
// readActionContext adds reading the event file.
//
// We do not use @actions/github's `context`: it reads the environment once,
// when the module is imported, which makes it awkward to test and to reason
// about.


const RepoRef = schemas/* object */.Ikc({ full_name: schemas/* string */.YjP() }).nullable().optional();
const EventSchema = schemas/* object */.Ikc({
    repository: schemas/* object */.Ikc({ full_name: schemas/* string */.YjP().optional(), default_branch: schemas/* string */.YjP().optional() }).optional(),
    pull_request: schemas/* object */.Ikc({
        number: schemas/* number */.aig().int(),
        head: schemas/* object */.Ikc({ sha: schemas/* string */.YjP(), repo: RepoRef }),
        base: schemas/* object */.Ikc({ repo: RepoRef }),
    })
        .optional(),
});
class ActionContextError extends Error {
    name = 'ActionContextError';
}
function parseActionContext(env, event) {
    const parsed = EventSchema.safeParse(event ?? {});
    if (!parsed.success) {
        const issue = parsed.error.issues[0];
        throw new ActionContextError(`The event payload (GITHUB_EVENT_PATH) is not what GitHub sends: ${issue?.path.join('.') || '(root)'}: ${issue?.message ?? 'invalid'}`);
    }
    const payload = parsed.data;
    const eventName = required(env, 'GITHUB_EVENT_NAME');
    const fullName = env['GITHUB_REPOSITORY'] || payload.repository?.full_name;
    if (!fullName)
        throw new ActionContextError('GITHUB_REPOSITORY is not set: is this running in GitHub Actions?');
    const [owner, repo, ...rest] = fullName.split('/');
    if (!owner || !repo || rest.length > 0)
        throw new ActionContextError(`GITHUB_REPOSITORY is not owner/repo: ${fullName}`);
    const runId = required(env, 'GITHUB_RUN_ID');
    const sha = required(env, 'GITHUB_SHA');
    const ref = env['GITHUB_REF'] ?? '';
    const pr = payload.pull_request;
    const defaultBranch = payload.repository?.default_branch ?? null;
    const serverUrl = (env['GITHUB_SERVER_URL'] || 'https://github.com').replace(/\/+$/, '');
    const attempt = Number(env['GITHUB_RUN_ATTEMPT'] || '1');
    const isDefaultBranch = defaultBranch !== null ? ref === `refs/heads/${defaultBranch}` : eventName === 'schedule' && ref.startsWith('refs/heads/');
    return {
        eventName,
        owner,
        repo,
        runId,
        runAttempt: Number.isInteger(attempt) && attempt > 0 ? attempt : 1,
        workflow: env['GITHUB_WORKFLOW'] ?? '',
        job: env['GITHUB_JOB'] ?? '',
        sha,
        ref,
        headSha: pr?.head.sha ?? sha,
        prNumber: pr?.number ?? null,
        // A deleted fork leaves head.repo null: treat it as a fork (no write token).
        isFork: pr !== undefined && (pr.head.repo?.full_name ?? null) !== (pr.base.repo?.full_name ?? fullName),
        defaultBranch,
        isPushToDefaultBranch: eventName === 'push' && isDefaultBranch,
        isDefaultBranch,
        apiUrl: (env['GITHUB_API_URL'] || 'https://api.github.com').replace(/\/+$/, ''),
        serverUrl,
        runUrl: `${serverUrl}/${owner}/${repo}/actions/runs/${runId}`,
        runNumber: positiveInteger(env['GITHUB_RUN_NUMBER']),
        branch: env['GITHUB_HEAD_REF'] || (ref.startsWith('refs/heads/') ? ref.slice('refs/heads/'.length) : null),
        step: env['GITHUB_ACTION'] ?? '',
        stepSummary: env['GITHUB_STEP_SUMMARY'] || null,
        artifactService: Boolean(env['ACTIONS_RUNTIME_TOKEN'] && env['ACTIONS_RESULTS_URL']),
        runnerTemp: env['RUNNER_TEMP'] || null,
    };
}
function positiveInteger(text) {
    const n = Number(text);
    return text && Number.isInteger(n) && n > 0 ? n : null;
}
/** The results' `source`: where this run happened, for a later run that takes it as its baseline. */
function runSourceOf(ctx) {
    return {
        repository: `${ctx.owner}/${ctx.repo}`,
        server_url: ctx.serverUrl,
        ...(ctx.branch ? { branch: ctx.branch } : {}),
        ...(ctx.ref ? { ref: ctx.ref } : {}),
        commit: ctx.headSha,
        run_id: ctx.runId,
        ...(ctx.runNumber !== null ? { run_number: ctx.runNumber } : {}),
        run_attempt: ctx.runAttempt,
        event: ctx.eventName,
        ...(ctx.prNumber !== null ? { pr_number: ctx.prNumber } : {}),
    };
}
/** Read GITHUB_EVENT_PATH (when set) with `readFile` and parse the context (`env`: the environment the front end read). */
function readActionContext(env, readFile = (p) => (0,external_node_fs_.readFileSync)(p, 'utf8')) {
    const path = env['GITHUB_EVENT_PATH'];
    let event = {};
    if (path) {
        let text;
        try {
            text = readFile(path);
        }
        catch (err) {
            throw new ActionContextError(`Cannot read the event file ${path}: ${err instanceof Error ? err.message : String(err)}`);
        }
        try {
            event = JSON.parse(text);
        }
        catch (err) {
            throw new ActionContextError(`The event file ${path} is not JSON: ${err instanceof Error ? err.message : String(err)}`);
        }
    }
    return parseActionContext(env, event);
}
function required(env, name) {
    const v = env[name];
    if (!v)
        throw new ActionContextError(`${name} is not set: is this running in GitHub Actions?`);
    return v;
}
/**
 * The link to a file of the repository at the commit under review (the PR's
 * head, not the merge commit GITHUB_SHA names), or undefined for a path
 * outside the repository or one a URL cannot carry (a lone surrogate). The
 * path is `/`-separated; each segment is percent-encoded, parentheses too,
 * so that the URL can stand in a markdown link.
 */
function blobUrl(ctx, repoRelativePath) {
    const segments = repoRelativePath.split('/').filter((s) => s !== '' && s !== '.');
    if (repoRelativePath.startsWith('/') || segments.length === 0 || segments.includes('..'))
        return undefined;
    const encode = (s) => encodeURIComponent(s).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
    try {
        return `${ctx.serverUrl}/${encode(ctx.owner)}/${encode(ctx.repo)}/blob/${encode(ctx.headSha)}/${segments.map(encode).join('/')}`;
    }
    catch {
        return undefined;
    }
}

;// CONCATENATED MODULE: ./lib/publish/action-log.js
// The action's log: @actions/core, with every line scrubbed of credentials
// (src/base/redact.ts) and made inert first (src/base/log.ts says why).
// core.warning and core.setFailed escape their message into one annotation,
// but core.info writes raw lines, so both get inert lines.


const lines = (parts) => (0,base/* secretScrubber */.vt)().lines(parts).map(base/* inertLine */.Fq).join('\n');
const actionLog = {
    info: (...parts) => core/* info */.pq(lines(parts)),
    warning: (...parts) => core/* warning */.$e(lines(parts)),
    /** An error annotation that does not fail the step by itself. */
    error: (...parts) => core/* error */.z3(lines(parts)),
    /** Marks the step failed with this message (one line per argument). */
    fail: (...parts) => core/* setFailed */.C1(lines(parts)),
};

;// CONCATENATED MODULE: ./lib/publish/publisher.js
// The action's publishers: each takes the finished run to one place (the job
// summary, the PR comment, the check run, the baseline cache, the step
// outputs). They run one after another in the order of ACTION_PUBLISHERS
// (src/publish/publishers/index.ts); what one makes that a later one reports
// (the summary file, the comment's URL, the saved cache keys) is passed on in
// `published`. Adding a publisher: one file implementing Publisher, one line
// in that list.



/** The runs' results, in the order the datasets were given. */
function resultsOf(run) {
    return run.runs.map((r) => r.results);
}
/** Per run, its cases.jsonl at the commit under review, for the report's links to each case's line. */
function casesUrls(run) {
    return run.runs.map((r) => blobUrl(run.ctx, external_node_path_.relative(run.workspace, external_node_path_.resolve(r.dataset.files.cases)).split(external_node_path_.sep).join('/')));
}
/** Per run, the case field its report shows as what was asked (the dataset kind's). */
function inputFields(run) {
    return run.runs.map((r) => r.dataset.kind.inputField);
}
/** Every dataset reused cached results: no model was called. */
function allReused(run) {
    return run.runs.length > 0 && run.runs.every((r) => r.skipped);
}
/** Runs the publishers in order, each seeing what the earlier ones made. */
async function runPublishers(publishers, run) {
    for (const publisher of publishers) {
        run.published = { ...run.published, ...(await publisher.publish(run)) };
    }
    return run.published;
}
/**
 * GitHub's API for the comment and the check, made (and its absence explained)
 * the first time one asks. @actions/github is imported then, not at start-up:
 * it takes about 0.2 s to load, all of it before the first model call, and a
 * run without a token never needs it.
 */
function lazyGitHub(inputs, ctx, cancelled) {
    let octokit;
    const make = async () => {
        const token = inputs['github-token'];
        // Cancelled: no network calls that could outlast the runner's grace period; the job shows as cancelled anyway.
        if (cancelled)
            actionLog.info('supereval: cancelled, so the PR comment and the check run are skipped; the job summary and outputs are written.');
        if (!token)
            actionLog.warning('No github-token: the PR comment and the check run are skipped; the job summary and the gate still apply.');
        if (!token || cancelled)
            return null;
        const { getOctokit } = await __webpack_require__.e(/* import() */ 1351).then(__webpack_require__.bind(__webpack_require__, 61351));
        return getOctokit(token, { baseUrl: ctx.apiUrl });
    };
    return () => (octokit ??= make());
}

;// CONCATENATED MODULE: ./lib/publish/publishers/baseline-cache.js
// 4. The baseline cache: complete, new results saved for later runs when the
// plan says so (src/baseline/policy.ts). Before the outputs, which name the
// keys saved. A cancelled job still saves the datasets that finished before
// the signal (interrupted ones are incomplete and never saved): a job cut off
// by its timeout keeps the baselines it did make.


const baselineCache = {
    name: 'baseline cache',
    async publish(run) {
        const runId = `${run.ctx.runId}.${run.ctx.runAttempt}`;
        const cacheKeys = [];
        const root = (0,baseline/* baselineRoot */._n)(run.ctx.runnerTemp);
        for (const [i, r] of run.runs.entries()) {
            const saved = await (0,baseline/* savePlannedCache */.cR)(run.plan, { dataset: r.dataset, scope: r.scope, results: r.results, reused: r.skipped, root }, runId, actionLog);
            cacheKeys.push(saved ?? run.published.cacheKeys[i] ?? null);
        }
        return { cacheKeys };
    },
};

// EXTERNAL MODULE: ./lib/report/index.js + 12 modules
var report = __webpack_require__(18306);
;// CONCATENATED MODULE: ./lib/publish/octokit.js
/**
 * Octokit rejects with a RequestError carrying the HTTP `status` (network
 * failures included, as status 500). Anything else is a bug and is not ours
 * to swallow.
 */
function httpRefusal(err, what, permission) {
    if (typeof err !== 'object' || err === null)
        return undefined;
    const status = err.status;
    if (typeof status !== 'number')
        return undefined;
    const text = err.message;
    const message = typeof text === 'string' ? text : 'no message';
    const hint = status === 403 || status === 404
        ? ` The token may not write here: fork pull requests get a read-only token; otherwise the workflow needs \`permissions: ${permission}\`.`
        : '';
    return { status, reason: `${what} failed: HTTP ${status}: ${message}.${hint}` };
}

;// CONCATENATED MODULE: ./lib/publish/check.js
// The check run on the pull request's head commit: verdict, summary and
// annotations on the cases file. GitHub takes 50 annotations per request, so
// the first 50 go with the create and the rest follow in updates.



const PERMISSION = 'checks: write';
const CUT_NOTE = "\n\n_Cut at GitHub's check run size limit; the job summary has the full report._";
async function publishCheckRun(octokit, input) {
    const { owner, repo } = input;
    // Every text scrubbed of credentials, then cut to GitHub's limits.
    const scrub = (0,base/* secretScrubber */.vt)().text;
    const annotations = (input.annotations ?? []).map((a) => fitAnnotation(scrubbedAnnotation(a, scrub)));
    const batches = chunk(annotations, report/* CHECK_ANNOTATIONS_PER_REQUEST */._q);
    const summary = (0,report/* cutToChars */.RD)(scrub(input.summary), report/* CHECK_OUTPUT_MAX_CHARS */.QY, CUT_NOTE);
    const text = input.text === undefined ? undefined : (0,report/* cutToChars */.RD)(scrub(input.text), report/* CHECK_OUTPUT_MAX_CHARS */.QY, CUT_NOTE);
    const output = { title: scrub(input.title), summary: summary.text };
    let created;
    try {
        const { data } = await octokit.rest.checks.create({
            owner,
            repo,
            name: input.name,
            head_sha: input.headSha,
            status: 'completed',
            conclusion: input.conclusion,
            completed_at: new Date().toISOString(),
            ...(input.detailsUrl === undefined ? {} : { details_url: input.detailsUrl }),
            output: { ...output, ...(text ? { text: text.text } : {}), annotations: batches[0] ?? [] },
        });
        created = { id: data.id, url: data.html_url ?? '' };
    }
    catch (err) {
        const refusal = httpRefusal(err, 'Creating the check run', PERMISSION);
        if (!refusal)
            throw err;
        return { action: 'skipped', ...refusal };
    }
    const truncated = summary.truncated || (text?.truncated ?? false);
    let sent = batches[0]?.length ?? 0;
    for (const batch of batches.slice(1)) {
        try {
            // Updates append annotations; title and summary are required with them.
            await octokit.rest.checks.update({ owner, repo, check_run_id: created.id, output: { ...output, annotations: batch } });
            sent += batch.length;
        }
        catch (err) {
            const refusal = httpRefusal(err, 'Adding check run annotations', PERMISSION);
            if (!refusal)
                throw err;
            return { action: 'created', ...created, annotationsSent: sent, truncated, incomplete: refusal.reason };
        }
    }
    return { action: 'created', ...created, annotationsSent: sent, truncated };
}
function scrubbedAnnotation(a, scrub) {
    return { ...a, message: scrub(a.message), ...(a.title === undefined ? {} : { title: scrub(a.title) }) };
}
function fitAnnotation(a) {
    if (!Number.isInteger(a.start_line) || !Number.isInteger(a.end_line) || a.start_line < 1 || a.end_line < a.start_line) {
        throw new RangeError(`check annotation on ${a.path}: lines ${a.start_line}-${a.end_line} are not a valid range`);
    }
    const fitted = {
        path: a.path,
        start_line: a.start_line,
        end_line: a.end_line,
        annotation_level: a.annotation_level,
        message: (0,report/* cutToUtf8Bytes */.C_)(a.message, report/* CHECK_ANNOTATION_MESSAGE_MAX_BYTES */.IJ, ' …').text,
    };
    if (a.title !== undefined)
        fitted.title = (0,report/* cutToChars */.RD)(a.title, report/* CHECK_ANNOTATION_TITLE_MAX_CHARS */.lh, '…').text;
    return fitted;
}
function chunk(items, size) {
    const out = [];
    for (let i = 0; i < items.length; i += size)
        out.push(items.slice(i, i + size));
    return out;
}

;// CONCATENATED MODULE: ./lib/publish/publishers/check-run.js
// 3. The check run on the head commit, with an annotation per failing case.






const checkRun = {
    name: 'check run',
    async publish(run) {
        const { inputs, ctx } = run;
        const octokit = await run.github();
        if (!octokit)
            return {};
        const all = resultsOf(run);
        const check = await publishCheckRun(octokit, {
            owner: ctx.owner,
            repo: ctx.repo,
            headSha: ctx.headSha,
            // Matrix legs share workflow, job and check-name: each gets its own check.
            name: legCheckName(inputs['check-name'], inputs.matrix),
            conclusion: run.passed ? 'success' : inputs['fail-on-gate'] || run.failsAnyway ? 'failure' : 'neutral',
            title: (0,report/* checkTitle */.Tq)(all),
            summary: (0,report/* checkSummary */.Z4)(all),
            text: (0,report/* renderComment */.wQ)({ results: all, runUrl: ctx.runUrl, skipped: allReused(run), casesUrls: casesUrls(run), inputFields: inputFields(run) }, report/* CHECK_OUTPUT_MAX_CHARS */.QY).body,
            annotations: run.runs.flatMap((r) => (0,report/* caseAnnotations */.z1)(r.results, external_node_path_.relative(run.workspace, external_node_path_.resolve(r.dataset.files.cases)))),
            detailsUrl: ctx.runUrl,
        });
        if (check.action === 'skipped')
            actionLog.warning(`Check run not created: ${check.reason}${ctx.isFork ? ' (pull requests from forks get a read-only token)' : ''}`);
        else if (check.incomplete)
            actionLog.warning(check.incomplete);
        return {};
    },
};

;// CONCATENATED MODULE: ./lib/publish/publishers/history-file.js
// 1b. Each dataset's history in output-dir, beside summary.md: its pass rate,
// cost and p95 over the default branch's saved runs, its baseline and this
// run, for anyone who wants to plot more than the report's chart
// (docs/results.md). In a folder of their own: output-dir's top holds one
// <dataset>.json of results per dataset, which a `*.json` glob must not mix
// with these (and a dataset named "history" must not overwrite them).





const HISTORY_DIR = 'history';
const historyFiles = {
    name: 'history files',
    async publish(run) {
        for (const results of resultsOf(run)) {
            const file = external_node_path_.join(run.outputDir, HISTORY_DIR, `${(0,baseline/* safeFileName */.Tx)(results.dataset.name)}.json`);
            try {
                await (0,base/* writeFileAtomic */.Zf)(file, `${(0,base/* inertJson */.nl)((0,report/* historyFile */.p2)(results))}\n`);
            }
            catch (error) {
                if (!(error instanceof base/* WriteError */.QM))
                    throw error;
                run.lateErrors.push(`history not written: cannot write ${(0,base/* repoPath */.qN)(error.file, run.workspace)}: ${error.reason}; ${error.fix('change the output-dir input')}`);
            }
        }
        return {};
    },
};

;// CONCATENATED MODULE: ./lib/publish/publishers/html-report.js
// 0. The HTML report: every case on one self-contained page, written to
// output-dir as report.html and uploaded as an artifact of the run, so that
// the job summary and the comment after it can link it. First because they
// do; a failed upload is a warning (the page is still in output-dir).






const REPORT_FILE = 'report.html';
const htmlReport = {
    name: 'HTML report',
    async publish(run) {
        if (!run.inputs['html-report'])
            return {};
        // Loaded only here: the page's renderer is a chunk of its own.
        const { renderHtml } = await __webpack_require__.e(/* import() */ 4488).then(__webpack_require__.bind(__webpack_require__, 64488));
        const html = (0,base/* secretScrubber */.vt)().text(renderHtml(resultsOf(run), { inputFields: inputFields(run), title: legCheckName(run.inputs['check-name'], run.inputs.matrix) }));
        const file = external_node_path_.join(run.outputDir, REPORT_FILE);
        try {
            await (0,base/* writeFileAtomic */.Zf)(file, html);
        }
        catch (error) {
            if (!(error instanceof base/* WriteError */.QM))
                throw error;
            run.lateErrors.push(`HTML report not written: cannot write ${(0,base/* repoPath */.qN)(error.file, run.workspace)}: ${error.reason}; ${error.fix('change the output-dir input')}`);
            return {};
        }
        // Off a runner (no results service), there is nowhere to upload to.
        const { ctx } = run;
        if (!ctx.artifactService) {
            actionLog.info(`HTML report written to ${(0,base/* repoPath */.qN)(file, run.workspace)}; not uploaded: no artifact service in this environment.`);
            return { reportPath: file };
        }
        const name = reportArtifactName({ job: ctx.job, step: ctx.step, matrix: run.inputs.matrix, attempt: ctx.runAttempt });
        try {
            const id = await uploadReportArtifact(name, file, run.outputDir);
            actionLog.info(`HTML report uploaded as the artifact ${name}.`);
            return { reportPath: file, reportUrl: id === undefined ? null : `${ctx.runUrl}/artifacts/${id}` };
        }
        catch (error) {
            actionLog.warning(`HTML report not uploaded as the artifact ${name}: ${error instanceof Error ? error.message : String(error)}; it is in ${(0,base/* repoPath */.qN)(file, run.workspace)}.`);
            return { reportPath: file };
        }
    },
};

;// CONCATENATED MODULE: ./lib/publish/summary.js
// The job summary: the markdown report appended to GITHUB_STEP_SUMMARY
// through @actions/core, cut so the step stays within GitHub's 1 MiB.




const SUMMARY_TRUNCATION_NOTE = "\n\n---\n**The report was cut at GitHub's 1 MiB job summary limit; the results JSON files have everything.**\n";
/**
 * Append `markdown` to this step's summary, `file` (GITHUB_STEP_SUMMARY,
 * which @actions/core writes). What the step has already written counts
 * against the limit. A missing or unwritable summary file is a warning
 * result, not an exception.
 */
async function writeJobSummary(markdown, file) {
    // Checked here because @actions/core remembers the path of its first write.
    if (!file)
        return { written: false, reason: 'GITHUB_STEP_SUMMARY is not set: there is no job summary to write to.' };
    const budget = report/* JOB_SUMMARY_MAX_BYTES */.m9 - (await sizeOf(file));
    if (budget < Buffer.byteLength(SUMMARY_TRUNCATION_NOTE)) {
        return { written: false, reason: 'The job summary is already at its 1 MiB limit; the report was not added.' };
    }
    // At a line end, with open <details> and code fences closed, so the note is not swallowed by them.
    const { text, truncated } = (0,report/* cutMarkdownToUtf8Bytes */.hX)((0,base/* secretScrubber */.vt)().text(markdown), budget, SUMMARY_TRUNCATION_NOTE);
    try {
        await core/* summary */.z.addRaw(text).write();
        return { written: true, bytes: Buffer.byteLength(text), truncated };
    }
    catch (err) {
        core/* summary */.z.emptyBuffer();
        return { written: false, reason: `Could not write the job summary: ${err instanceof Error ? err.message : String(err)}` };
    }
}
async function sizeOf(file) {
    try {
        return (await (0,promises_.stat)(file)).size;
    }
    catch {
        return 0;
    }
}

;// CONCATENATED MODULE: ./lib/publish/publishers/job-summary.js
// 1. The job summary: always first, whatever the token may do; the same
// markdown goes to summary.md in output-dir for later steps (the job summary
// may be cut to fit 1 MiB).







const jobSummary = {
    name: 'job summary',
    async publish(run) {
        // The comment's layout, with every case: the comment and the check run point here for what they leave out.
        // Scrubbed for summary.md too (the job summary's writer scrubs what it is given).
        const markdown = (0,base/* secretScrubber */.vt)().text((0,report/* renderSummary */.Br)({
            results: resultsOf(run),
            skipped: allReused(run),
            name: legCheckName(run.inputs['check-name'], run.inputs.matrix),
            casesUrls: casesUrls(run),
            inputFields: inputFields(run),
            ...(run.published.reportUrl ? { reportUrl: run.published.reportUrl } : {}),
        }));
        const file = external_node_path_.join(run.outputDir, 'summary.md');
        let summaryPath = file;
        try {
            await (0,base/* writeFileAtomic */.Zf)(file, markdown);
        }
        catch (error) {
            if (!(error instanceof base/* WriteError */.QM))
                throw error;
            run.lateErrors.push(`summary not written: cannot write ${(0,base/* repoPath */.qN)(error.file, run.workspace)}: ${error.reason}; ${error.fix('change the output-dir input')}`);
            summaryPath = null;
        }
        const summary = await writeJobSummary(markdown, run.ctx.stepSummary);
        if (!summary.written)
            actionLog.warning(`Job summary not written: ${summary.reason}`);
        return { summaryPath };
    },
};

;// CONCATENATED MODULE: ./lib/publish/outputs.js
// Step outputs from a typed object, every value turned into text the same
// way: numbers in plain decimal (never exponent notation), booleans as
// `true`/`false`, null as the empty string.


function setStepOutputs(outputs) {
    // Format everything first, so a bad value sets none rather than some.
    const scrub = (0,base/* secretScrubber */.vt)().text;
    const formatted = Object.entries(outputs).map(([name, value]) => [name, scrub(formatOutputValue(value, name))]);
    for (const [name, text] of formatted)
        core/* setOutput */.uH(name, text);
}
function formatOutputValue(value, name = 'value') {
    if (value === null)
        return '';
    if (typeof value === 'boolean')
        return value ? 'true' : 'false';
    if (typeof value === 'number') {
        if (!Number.isFinite(value))
            throw new RangeError(`output ${name}: ${value} is not a finite number`);
        return plainDecimal(value);
    }
    return value;
}
/** The shortest round-tripping digits of `n`, written without an exponent. */
function plainDecimal(n) {
    const s = String(n);
    const m = /^(-?)(\d)(?:\.(\d+))?e([+-]\d+)$/.exec(s);
    if (!m)
        return s;
    const [, sign = '', lead = '', frac = '', expText = '0'] = m;
    const digits = lead + frac;
    const exp = Number(expText);
    if (exp < 0)
        return `${sign}0.${'0'.repeat(-exp - 1)}${digits}`;
    const intLen = exp + 1;
    if (digits.length <= intLen)
        return sign + digits + '0'.repeat(intLen - digits.length);
    return `${sign}${digits.slice(0, intLen)}.${digits.slice(intLen)}`;
}

;// CONCATENATED MODULE: ./lib/publish/publishers/step-outputs.js
// 5. The step outputs (action.yml's `outputs`), last: they report what the
// publishers before made (the summary file, the comment, the cache keys).




const stepOutputs = {
    name: 'step outputs',
    async publish(run) {
        const all = resultsOf(run);
        const totals = aggregate(all);
        const regressed = (0,report/* regressedCases */.uA)(all);
        const outputs = {
            passed: run.passed,
            'pass-rate': totals.passRate,
            regressions: regressed.length,
            fixed: totals.fixed,
            errors: totals.errors,
            ...(0,report/* spendOutputs */.nS)(all),
            'p95-latency-ms': totals.p95,
            'baseline-found': run.runs.some((r) => r.results.comparison !== null),
            'baseline-key': run.published.cacheKeys.filter(Boolean).join('\n') || null,
            'results-path': run.resultsPath,
            'comment-url': run.published.commentUrl,
            skipped: allReused(run),
            'setup-error': run.setupErrors.length > 0,
            // JSON whose untrusted names cannot act as workflow commands where a later step echoes them.
            datasets: (0,base/* inertJson */.nl)((0,report/* datasetVerdicts */.nR)(run.runs), 0),
            'regressed-cases': (0,base/* inertJson */.nl)(regressed, 0),
            'summary-path': run.published.summaryPath,
            'report-path': run.published.reportPath,
            'report-url': run.published.reportUrl,
            'stopped-early': all.some((r) => r.stopped_early !== undefined),
        };
        setStepOutputs(outputs);
        return {};
    },
};
function aggregate(all) {
    const total = all.reduce((n, r) => n + r.summary.total, 0);
    const passed = all.reduce((n, r) => n + r.summary.passed, 0);
    const p95s = all.map((r) => r.summary.p95_latency_ms).filter((x) => x !== null);
    return {
        passRate: total === 0 ? null : passed / total,
        fixed: all.reduce((n, r) => n + (r.comparison?.fixed ?? 0), 0),
        errors: all.reduce((n, r) => n + r.summary.errors, 0),
        // The worst dataset's p95: a conservative figure for a gate on the whole run.
        p95: p95s.length === 0 ? null : (0,base/* maxOf */._)(p95s),
    };
}

;// CONCATENATED MODULE: ./lib/publish/comment.js
// The sticky pull-request comment: one per workflow, job and check name,
// found again through a hidden HTML marker and edited in place on every run.
// Only comments the token itself (or the workflow's GITHUB_TOKEN) wrote, with
// the marker as their first line, are ever edited: anyone can paste a marker.



const MARKER_TAG = 'supereval:sticky';
const comment_PERMISSION = 'pull-requests: write';
const COMMENT_TRUNCATION_NOTE = `\n\n---\n_This comment was cut at GitHub's ${report/* COMMENT_BODY_MAX_CHARS */.e4.toLocaleString('en-US')}-character limit; the job summary has the full report._\n`;
/**
 * The hidden marker, e.g. `<!-- supereval:sticky workflow=CI job=eval check=supereval -->`.
 * Values are percent-encoded (with `-` too) so that no value can end the
 * HTML comment early, carry a space that would fake another field, or make
 * one marker a prefix of another: distinct parts give distinct markers.
 */
function stickyMarker({ workflow, job, checkName, leg }) {
    const enc = (s) => encodeURIComponent(s).replace(/-/g, '%2D');
    return `<!-- ${MARKER_TAG} workflow=${enc(workflow)} job=${enc(job)} check=${enc(checkName)}${leg === undefined ? '' : ` leg=${enc(leg)}`} -->`;
}
async function upsertStickyComment(octokit, input) {
    const { owner, repo, issueNumber, marker } = input;
    assertMarker(marker);
    // Scrubbed of credentials whatever the body was made from, then cut: the mask never makes it longer than the limit.
    const full = `${marker}\n${(0,base/* secretScrubber */.vt)().text(input.body)}`;
    // Callers keep the body under the limit; this is the last line of defence
    // against a 422 that would lose the whole comment.
    const { text: body, truncated } = (0,report/* cutToChars */.RD)(full, report/* COMMENT_BODY_MAX_CHARS */.e4, COMMENT_TRUNCATION_NOTE);
    let step = 'Listing the pull request comments';
    try {
        const authors = await commentAuthors(octokit);
        const comments = await octokit.paginate(octokit.rest.issues.listComments, {
            owner,
            repo,
            issue_number: issueNumber,
            per_page: 100,
        });
        const existing = pickStickyComment(comments, marker, authors);
        if (existing) {
            step = 'Updating the pull request comment';
            const { data } = await octokit.rest.issues.updateComment({ owner, repo, comment_id: existing.id, body });
            return { action: 'updated', id: data.id, url: data.html_url, truncated };
        }
        if (input.updateOnly)
            return { action: 'none' };
        step = 'Creating the pull request comment';
        const { data } = await octokit.rest.issues.createComment({ owner, repo, issue_number: issueNumber, body });
        return { action: 'created', id: data.id, url: data.html_url, truncated };
    }
    catch (err) {
        const refusal = httpRefusal(err, step, comment_PERMISSION);
        if (!refusal)
            throw err;
        return { action: 'skipped', ...refusal };
    }
}
/** The login of comments that the workflow's own GITHUB_TOKEN writes. */
const ACTIONS_BOT_LOGIN = 'github-actions[bot]';
/**
 * Whose comments may be the sticky one: the token's own login when GitHub
 * says it, and always `github-actions[bot]` (GITHUB_TOKEN, or the token used
 * before a switch to a PAT or an App). `GET /user` answers for a personal
 * access token; installation tokens (GITHUB_TOKEN, GitHub Apps) get 403
 * there, and GraphQL `viewer` is asked next (reported to answer for App
 * tokens). Best effort: a refusal only narrows the list.
 */
async function commentAuthors(octokit) {
    const own = await ownLogin(octokit);
    return own && own !== ACTIONS_BOT_LOGIN ? [own, ACTIONS_BOT_LOGIN] : [ACTIONS_BOT_LOGIN];
}
async function ownLogin(octokit) {
    try {
        return (await octokit.rest.users.getAuthenticated()).data.login;
    }
    catch {
        // 403 "Resource not accessible by integration" for installation tokens.
    }
    try {
        const data = await octokit.graphql('query { viewer { login } }');
        return data.viewer?.login ?? null;
    }
    catch {
        // FORBIDDEN for GITHUB_TOKEN; fall back to github-actions[bot] alone.
        return null;
    }
}
/**
 * The comment to edit: its first line is exactly `marker` and one of
 * `authors` wrote it (earlier in the list ranks first); the oldest within an
 * author, so the choice is stable across runs. Exported for tests.
 */
function pickStickyComment(comments, marker, authors) {
    const rank = (c) => authors.indexOf(c.user?.login ?? '');
    return comments
        .filter((c) => rank(c) >= 0 && typeof c.body === 'string' && firstLine(c.body) === marker)
        .sort((a, b) => rank(a) - rank(b) || a.id - b.id)[0];
}
function firstLine(text) {
    const end = text.indexOf('\n');
    return (end < 0 ? text : text.slice(0, end)).replace(/\r$/, '');
}
function assertMarker(marker) {
    if (!/^<!-- \S[^]*\S -->$/.test(marker) || marker.slice(4, -3).includes('--')) {
        throw new TypeError(`upsertStickyComment: ${JSON.stringify(marker)} is not a marker from stickyMarker()`);
    }
}

;// CONCATENATED MODULE: ./lib/publish/publishers/sticky-comment.js
// 2. The sticky PR comment, one per workflow, job, check name and matrix leg.





const stickyComment = {
    name: 'PR comment',
    async publish(run) {
        const { inputs, ctx } = run;
        const octokit = await run.github();
        // on-failure while passing still edits an earlier run's comment: a stale "blocked" must not stay up.
        const mode = inputs.comment === 'always' || (inputs.comment === 'on-failure' && !run.passed)
            ? 'upsert'
            : inputs.comment === 'on-failure'
                ? 'update-only'
                : 'none';
        if (!octokit || ctx.prNumber === null || mode === 'none')
            return {};
        // Matrix legs share workflow, job and check-name: each gets its own comment.
        const checkName = legCheckName(inputs['check-name'], inputs.matrix);
        const marker = stickyMarker({ workflow: ctx.workflow, job: ctx.job, checkName, leg: legId(inputs.matrix) });
        const { body } = (0,report/* renderComment */.wQ)({
            results: resultsOf(run),
            runUrl: ctx.runUrl,
            skipped: allReused(run),
            name: checkName,
            casesUrls: casesUrls(run),
            inputFields: inputFields(run),
            ...(run.published.reportUrl ? { reportUrl: run.published.reportUrl } : {}),
        }, report/* COMMENT_BODY_MAX_CHARS */.e4 - marker.length - 1);
        const comment = await upsertStickyComment(octokit, {
            owner: ctx.owner,
            repo: ctx.repo,
            issueNumber: ctx.prNumber,
            marker,
            body,
            updateOnly: mode === 'update-only',
        });
        if (comment.action === 'skipped')
            actionLog.warning(`PR comment not posted: ${comment.reason}${ctx.isFork ? ' (pull requests from forks get a read-only token)' : ''}`);
        return comment.action === 'skipped' || comment.action === 'none' ? {} : { commentUrl: comment.url };
    },
};

;// CONCATENATED MODULE: ./lib/publish/publishers/index.js







const ACTION_PUBLISHERS = [htmlReport, jobSummary, historyFiles, stickyComment, checkRun, baselineCache, stepOutputs];

;// CONCATENATED MODULE: ./lib/publish/index.js
// The face of publish/: what the layers above use from it. Code outside publish/ imports
// this file, never one behind it (test/layers.test.ts).







;// CONCATENATED MODULE: ./lib/action/workspace.js
// The workspace the action runs in (GITHUB_WORKSPACE, else the working
// folder), and files named from it in the action's messages: the user knows a
// file by its place in the repository.

function workspaceDir() {
    return process.env['GITHUB_WORKSPACE'] || process.cwd();
}
/** `file` relative to the workspace; as given when it lies outside (or is the workspace itself). */
const repoPath = (file) => (0,base/* repoPath */.qN)(file, workspaceDir());

// EXTERNAL MODULE: ./node_modules/zod/v4/core/core.js
var core_core = __webpack_require__(88532);
// EXTERNAL MODULE: ./lib/config/index.js + 22 modules
var config = __webpack_require__(67594);
;// CONCATENATED MODULE: ./lib/action/load-log.js
// Where loading's lines go in the action (the loader's port, src/app/load.ts):
// notes and warnings in the log, a dataset left out as an error annotation,
// each file named from the repository's root.





/** A dataset problem or warning for the log, its file named from the repository's root. */
const inRepo = (issue) => (0,base/* formatIssue */.Hd)({ ...issue, file: repoPath(issue.file) });
/** Loading's notes and warnings in the log, and the problems of a dataset left out as error annotations. */
const loadLog = (workspace) => ({
    // A link committed in a pull request must not lead the action out of the repository.
    within: workspace,
    promptfooPassRate: (0,app/* promptfooPassRate */.WD)(process.env),
    // An evalset's ${VAR} are read from the step's environment.
    evalset: { variables: process.env },
    expand: { absolute: true, field: '(datasets)', within: workspace },
    issue: inRepo,
    note: (line) => actionLog.info(`datasets: ${line}`),
    warning: (line) => actionLog.warning(line),
    problem: (line) => actionLog.error(line),
});
/** What the `datasets` input is when it is not set (src/action/inputs.ts). */
const DEFAULT_DATASETS = 'datasets';
/**
 * A missing `datasets` folder, when the input was left to its default, says
 * so: the user never wrote that path, so "no such file or folder" alone
 * leaves them to find where it came from.
 */
function sayDefaultDatasets(given, workspace) {
    const folder = external_node_path_.resolve(workspace, DEFAULT_DATASETS);
    return (error) => {
        if (!(error instanceof base/* DatasetError */.zm) || given.length !== 1 || given[0] !== DEFAULT_DATASETS)
            throw error;
        const said = error.issues.map((issue) => external_node_path_.resolve(workspace, issue.file) === folder && issue.message === 'no such file or folder'
            ? {
                ...issue,
                message: `no such folder: the datasets input is not set, and this is its default; set datasets: to your dataset folders or globs`,
            }
            : issue);
        throw new base/* DatasetError */.zm(said, error.warnings);
    };
}

;// CONCATENATED MODULE: ./lib/action/inputs.js
// The action's inputs, parsed once into a typed object, and mapped into the
// run's settings the CLI gives too (src/app/settings.ts). Every input that
// changes results has a CLI option of the same meaning.







/**
 * max-duration's default, counted from the step's start: 30 minutes under a
 * hosted job's 6 hours, for the steps before this one, the calls in flight
 * and publishing. action.yml gives the same default.
 */
const DEFAULT_TIME_BUDGET_MS = 5.5 * 3_600_000;
const inputs_lines = (text) => text
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter((l) => l !== '' && !l.startsWith('#'));
const optionalText = schemas/* string */.YjP()
    .transform((s) => s.trim())
    .transform((s) => (s === '' ? undefined : s));
const bool = (name, fallback) => schemas/* string */.YjP().transform((s, ctx) => {
    const v = s.trim().toLowerCase();
    if (v === '')
        return fallback;
    if (['true', 'yes', '1', 'on'].includes(v))
        return true;
    if (['false', 'no', '0', 'off'].includes(v))
        return false;
    ctx.addIssue({ code: 'custom', message: `${name} must be true or false, got "${s}"` });
    return core_core/* NEVER */.tm;
});
const numberInput = (name, rule) => schemas/* string */.YjP().transform((s, ctx) => {
    if (s.trim() === '')
        return undefined;
    const n = rule.parse(s);
    if (n === null) {
        ctx.addIssue({ code: 'custom', message: (0,config/* numberProblem */.vy)(name, rule, s) });
        return core_core/* NEVER */.tm;
    }
    return n;
});
const oneOf = (name, values, fallback) => schemas/* string */.YjP().transform((s, ctx) => {
    const v = s.trim().toLowerCase();
    if (v === '')
        return fallback;
    if (values.includes(v))
        return v;
    ctx.addIssue({ code: 'custom', message: `${name} must be one of ${values.join(', ')}, got "${s}"` });
    return core_core/* NEVER */.tm;
});
const inputs_baseline = schemas/* string */.YjP().transform((s, ctx) => {
    const v = s.trim();
    if (v === '' || v === 'cache')
        return { kind: 'cache' };
    if (v === 'none')
        return { kind: 'none' };
    if (v === 'file')
        return { kind: 'file' };
    if (v.startsWith('file:') && v.length > 'file:'.length)
        return { kind: 'file', path: v.slice('file:'.length) };
    ctx.addIssue({ code: 'custom', message: `baseline must be cache, file, file:<path> or none, got "${s}"` });
    return core_core/* NEVER */.tm;
});
/**
 * `${{ toJSON(matrix) }}`: an object of the leg's values in a matrix job,
 * `null` outside one (how github/codeql-action tells legs apart too:
 * upload-sarif's `matrix` input).
 */
const matrix = schemas/* string */.YjP().transform((s, ctx) => {
    const v = s.trim();
    if (v === '' || v === 'null')
        return null;
    let parsed;
    try {
        parsed = JSON.parse(v);
    }
    catch {
        parsed = undefined;
    }
    if (parsed === null)
        return null;
    if (typeof parsed !== 'object' || Array.isArray(parsed)) {
        ctx.addIssue({
            code: 'custom',
            message: `matrix must be the job's matrix as JSON (leave the input unset: its default is \${{ toJSON(matrix) }}), got "${s.slice(0, 80)}"`,
        });
        return core_core/* NEVER */.tm;
    }
    return Object.keys(parsed).length === 0 ? null : parsed;
});
/** A spec that names no provider supereval runs is an input error, before any credential lookup or call. */
function specIssue(name, spec, ctx) {
    const problem = (0,providers/* modelSpecProblem */.oT)(spec);
    if (problem)
        ctx.addIssue({ code: 'custom', message: `${name}: ${problem}` });
}
const modelSpecInput = (name) => optionalText.transform((s, ctx) => {
    if (s !== undefined)
        specIssue(name, s, ctx);
    return s;
});
const ActionInputsSchema = schemas/* object */.Ikc({
    datasets: schemas/* string */.YjP().transform((s) => (inputs_lines(s).length > 0 ? inputs_lines(s) : [DEFAULT_DATASETS])),
    // Empty only for promptfoo configs, which name their own providers; a dataset without a model is refused when it runs.
    models: schemas/* string */.YjP().transform((s, ctx) => {
        const list = inputs_lines(s);
        for (const spec of list)
            specIssue('models', spec, ctx);
        return list;
    }),
    'judge-model': modelSpecInput('judge-model'),
    'user-model': modelSpecInput('user-model'),
    'embedding-model': modelSpecInput('embedding-model'),
    'require-judge': bool('require-judge', false),
    agent: optionalText,
    prompt: optionalText,
    'prompt-file': optionalText,
    system: optionalText,
    temperature: numberInput('temperature', config/* FRACTION */.B1),
    'max-tokens': numberInput('max-tokens', config/* POSITIVE_INT */.ol),
    'top-p': numberInput('top-p', config/* FRACTION */.B1),
    'aws-region': optionalText,
    'prices-file': optionalText,
    concurrency: numberInput('concurrency', config/* POSITIVE_INT */.ol),
    trials: numberInput('trials', config/* TRIALS */.aO),
    'exec-timeout': numberInput('exec-timeout', config/* POSITIVE_INT */.ol),
    'max-cost-usd': numberInput('max-cost-usd', config/* USD */.B3),
    // A hosted job is killed at 6 hours (timeout-minutes' default): by default the run stops in time to report.
    'max-duration': numberInput('max-duration', config/* DURATION_MS */.iF).transform((ms) => ms ?? DEFAULT_TIME_BUDGET_MS),
    // Checked together (src/run/batch/settings.ts) in runSettingsOf.
    batch: oneOf('batch', ['auto', 'true', 'false'], 'auto'),
    'batch-fallback': oneOf('batch-fallback', ['on-demand', 'error'], 'on-demand'),
    'batch-s3-uri': optionalText,
    'batch-role-arn': optionalText,
    baseline: inputs_baseline,
    'update-baseline': oneOf('update-baseline', ['auto', 'true', 'false'], 'auto'),
    'allow-dataset-code': oneOf('allow-dataset-code', app/* ALLOW_DATASET_CODE */.V$, 'auto'),
    'database-url-env': schemas/* string */.YjP().transform((s, ctx) => {
        const parsed = (0,app/* parseDatabaseUrlEnv */.py)([s], 'action');
        if ('names' in parsed)
            return parsed.names;
        ctx.addIssue({ code: 'custom', message: parsed.problem });
        return core_core/* NEVER */.tm;
    }),
    'api-hosts': schemas/* string */.YjP().transform((s, ctx) => {
        const parsed = (0,app/* parseApiHosts */.Xc)([s], 'action');
        if ('hosts' in parsed)
            return parsed.hosts;
        ctx.addIssue({ code: 'custom', message: parsed.problem });
        return core_core/* NEVER */.tm;
    }),
    comment: oneOf('comment', ['always', 'on-failure', 'never'], 'always'),
    'check-name': schemas/* string */.YjP().transform((s) => s.trim() || 'supereval'),
    matrix,
    'github-token': schemas/* string */.YjP().transform((s) => s.trim()),
    'fail-on-gate': bool('fail-on-gate', true),
    'html-report': bool('html-report', true),
    'stop-early': bool('stop-early', false),
    'confirm-regressions': schemas/* string */.YjP().transform((s, ctx) => {
        const runs = config/* CONFIRM_RUNS */.A6.parse(s.trim() === '' ? 'auto' : s);
        if (runs === null) {
            ctx.addIssue({ code: 'custom', message: `confirm-regressions must be ${config/* CONFIRM_RUNS */.A6.describe}, got "${s}"` });
            return core_core/* NEVER */.tm;
        }
        return runs;
    }),
    'fail-on-flaky': bool('fail-on-flaky', false),
    'flaky-tolerance': numberInput('flaky-tolerance', config/* OPEN_FRACTION */.eU),
    'on-undecided': oneOf('on-undecided', ['block', 'pass'], 'block'),
    'max-drop': numberInput('max-drop', config/* POINTS */.iN),
    'max-drop-trials': numberInput('max-drop-trials', config/* MAX_DROP_TRIALS */.Jk).transform((n) => n ?? 0),
    'on-inconclusive': oneOf('on-inconclusive', ['block', 'pass'], 'block'),
    'skip-unchanged': bool('skip-unchanged', true),
    reuse: oneOf('reuse', ['auto', ...app/* REUSE_MODES */.KG], 'auto'),
    'hash-files': schemas/* string */.YjP().transform(inputs_lines),
    /** Empty: the step's own folder (output-dir.ts). */
    'output-dir': optionalText,
    tags: schemas/* string */.YjP().transform((s) => (0,dataset/* parseTagList */.cl)([s])),
    sample: schemas/* string */.YjP().transform((s, ctx) => {
        if (s.trim() === '')
            return null;
        const size = (0,dataset/* parseSampleSize */.r_)(s);
        if (size === null) {
            ctx.addIssue({ code: 'custom', message: `sample must be ${dataset/* SAMPLE_SIZE_RULE */.CO}, got "${s}"` });
            return core_core/* NEVER */.tm;
        }
        return size;
    }),
    'sample-seed': schemas/* string */.YjP().transform((s) => s.trim() || dataset/* DEFAULT_SAMPLE_SEED */.NZ),
    /** `i/n`: evaluate one shard of a matrix and upload its results (docs/sharding.md). */
    shard: schemas/* string */.YjP().transform((s, ctx) => {
        if (s.trim() === '')
            return null;
        const parsed = (0,dataset/* parseShard */.uK)(s);
        if (!parsed.ok) {
            ctx.addIssue({ code: 'custom', message: `shard must be ${parsed.why}` });
            return core_core/* NEVER */.tm;
        }
        return parsed.shard;
    }),
    /** `evaluate` (default) runs the models; `merge` gathers the shards' results of this workflow run instead. */
    mode: oneOf('mode', ['evaluate', 'merge'], 'evaluate'),
});
const ACTION_INPUT_NAMES = Object.keys(ActionInputsSchema.shape);
/** Parses raw input strings (as core.getInput returns them: '' when unset). */
function parseActionInputs(read) {
    const raw = Object.fromEntries(ACTION_INPUT_NAMES.map((name) => [name, read(name)]));
    const parsed = ActionInputsSchema.safeParse(raw);
    if (!parsed.success) {
        // Each message names its input already.
        throw new InputError(parsed.error.issues.map((i) => i.message));
    }
    return parsed.data;
}
/** The settings the CLI gives too, from the inputs; a batch setup that cannot work is an InputError. */
function runSettingsOf(inputs, eventName = '') {
    const batch = (0,app/* readBatchSettings */.Kn)({ mode: inputs.batch, fallback: inputs['batch-fallback'], s3Uri: inputs['batch-s3-uri'], roleArn: inputs['batch-role-arn'] }, app/* ACTION_BATCH_NAMES */.Jp, (0,providers/* batchNeedsLocation */.B9)([...inputs.models, inputs['judge-model']]));
    if (typeof batch === 'string')
        throw new InputError([batch]);
    if (inputs['stop-early'] && inputs.shard)
        throw new InputError([(0,app/* STOP_EARLY_IN_SHARD */.sC)('action')]);
    return {
        frontEnd: 'action',
        models: inputs.models,
        judgeModel: inputs['judge-model'],
        userModel: inputs['user-model'],
        embeddingModel: inputs['embedding-model'],
        requireJudge: inputs['require-judge'],
        agent: inputs.agent,
        prompt: { text: inputs.prompt, file: inputs['prompt-file'] },
        system: inputs.system,
        inference: { temperature: inputs.temperature, max_tokens: inputs['max-tokens'], top_p: inputs['top-p'] },
        region: inputs['aws-region'],
        pricesFile: inputs['prices-file'],
        concurrency: inputs.concurrency,
        trials: inputs.trials,
        execTimeoutMs: inputs['exec-timeout'],
        selection: { tags: inputs.tags, sample: inputs.sample, seed: inputs['sample-seed'], shard: inputs.shard },
        maxCostUsd: inputs['max-cost-usd'],
        maxDurationMs: inputs['max-duration'],
        batch,
        stopEarly: inputs['stop-early'],
        allowDatasetCode: inputs['allow-dataset-code'],
        databaseUrlEnv: inputs['database-url-env'],
        apiHosts: inputs['api-hosts'],
        reuse: (0,baseline/* actionReuse */.HZ)(eventName, inputs),
        // Any action run's results may become a baseline (the cache, a merge of shards): each records what later runs reuse by.
        recordRequests: true,
        confirmRegressions: inputs['confirm-regressions'],
        failOnFlaky: inputs['fail-on-flaky'],
        flakyTolerance: inputs['flaky-tolerance'],
        onUndecided: inputs['on-undecided'],
        maxDrop: inputs['max-drop'],
        maxDropTrials: inputs['max-drop-trials'],
        onInconclusive: inputs['on-inconclusive'],
    };
}
class InputError extends Error {
    problems;
    constructor(problems) {
        // One line per problem, each naming its input.
        super(problems.join('\n'));
        this.name = 'InputError';
        this.problems = problems;
    }
}

;// CONCATENATED MODULE: ./lib/action/dataset.js
// One dataset in the action: its config's scope (what the cache is keyed by),
// then the dataset step (src/app/dataset-step.ts) with the action's ports:
// baselines as the plan reads and saves them (the Actions cache, baseline
// files), the results file in output-dir, notes in the log, problems failing
// the step once everything is published. And what datasets are hashed with,
// and how their progress is logged. Publishing comes after every dataset is
// done (src/publish/publishers/).











async function evaluateDataset(dataset, sc) {
    const { settings, evaluator, plan } = sc;
    const models = settings.agent && (0,kinds/* runsAgents */.f)(dataset.kind)
        ? [settings.agent]
        : (0,app/* modelSpecsOf */.nw)(dataset, evaluator.providers.map((p) => p.spec.label));
    const scope = (0,baseline/* usesCache */.V)(plan) || sc.recordConfig ? await scopeOf(dataset, models, sc) : null;
    const cache = scope ? { scope, log: actionLog, reproducible: (0,providers/* isReproducible */.hw)(models, evaluator.judgeSpec), root: (0,baseline/* baselineRoot */._n)(sc.ctx.runnerTemp) } : undefined;
    const done = await (0,app/* runDatasetStep */.Q1)(dataset, {
        source: sc.fromShards ? sc.fromShards(scope) : (0,app/* evaluated */.Wn)(evaluator),
        gate: sc.gate,
        scrub: sc.scrub,
        baseline: (0,baseline/* plannedBaseline */.wW)(plan, {
            many: sc.many,
            ...(cache ? { cache } : {}),
            showPath: repoPath,
            within: workspaceDir(),
            runId: () => `run_${sc.ctx.runId}`,
        }),
        resultsFile: {
            path: (d) => Promise.resolve(external_node_path_.join(sc.outputDir, `${(0,baseline/* safeFileName */.Tx)(d.name)}.json`)),
            show: repoPath,
            elsewhere: 'change the output-dir input',
        },
        log: { note: (line) => actionLog.info(line), problem: (line) => sc.lateErrors.push(line) },
        // Where this run happened and its config's parts: a later run that takes these results as its baseline names and compares them.
        provenance: { source: runSourceOf(sc.ctx), config: scope ? scope.parts : null },
    });
    return { dataset, results: done.results, scope, cacheKey: done.cacheKey, skipped: done.reused, resultsPath: done.resultsPath };
}
/** The dataset's cache entry: its name, its models and the hash of everything that decides its outputs. */
function scopeOf(dataset, models, sc) {
    const { settings, evaluator } = sc;
    const { inference } = settings;
    return (0,baseline/* scopeFor */.aN)({
        dataset,
        models,
        judge: evaluator.judgeSpec,
        prompt: sc.prompt ?? (0,app/* templateFor */.a3)(dataset, null).text,
        settings: {
            trials: settings.trials ?? dataset.meta.trials ?? 1,
            agent: settings.agent ?? null,
            system: settings.system ?? null,
            inference: { temperature: inference.temperature ?? null, max_tokens: inference.max_tokens ?? null, top_p: inference.top_p ?? null },
            prices: sc.pricesText,
            // The embedding model decides similar and answer-relevance verdicts; absent from the hash when there is none.
            ...(evaluator.embeddingSpec ? { embedding_model: evaluator.embeddingSpec } : {}),
            ...(sc.selection ? { selection: sc.selection } : {}),
            // Conversations: the simulated user decides them (only a dataset whose cases ask it: no other key changes), and an evalset's ${VAR} values.
            ...(settings.userModel && dataset.cases.some((c) => (0,agents/* asksUser */.QX)(c.data)) ? { user_model: settings.userModel } : {}),
            ...(dataset.expandedHash ? { evalset_expanded: dataset.expandedHash } : {}),
        },
        hashFiles: sc.hashFiles,
        within: workspaceDir(),
    });
}
/** Each hash-files match is read whole into memory: far above the code an exec: program runs, far below the runner's memory. */
const HASH_FILE_MAX_BYTES = 64 * 1024 * 1024;
/** All of them together. */
const HASH_FILES_MAX_TOTAL_BYTES = 1024 * 1024 * 1024;
/**
 * The files of the hash-files input, for the config hash: inside the
 * workspace only (a link leading out, to a runner secret or /dev/zero, is
 * never read), regular files only, each and all together within a limit.
 * A file that cannot be read stops the step: the config hash must cover
 * what the input names.
 */
async function readHashFiles(patterns, workspace) {
    if (patterns.length === 0)
        return [];
    const { files, unmatched, refusedPatterns, refusedLinks } = await (0,dataset/* expandFilePatterns */.gT)(patterns, process.cwd(), workspace);
    // A typo here would silently leave the files out of the config hash.
    for (const pattern of unmatched)
        actionLog.warning(`hash-files: ${pattern} matches no file; it adds nothing to the config hash`);
    const problems = refusedPatterns.map((pattern) => `hash-files: ${pattern} ${base/* OUTSIDE_WORKSPACE */.Mi}; the action hashes only files inside the repository`);
    // Met on a glob's walk (a virtualenv's link to /usr/bin/python3, say): left out, and said.
    if (refusedLinks.length > 0)
        actionLog.warning(`hash-files: not hashed, as they lead outside the workspace (links to files elsewhere): ${refusedLinks.map(repoPath).join(', ')}`);
    const hashed = [];
    let total = 0;
    for (const file of files) {
        const read = await (0,base/* readBoundedFile */.Mv)(file, { maxBytes: HASH_FILE_MAX_BYTES, within: workspace });
        if ('refused' in read) {
            const advice = read.refused.tooLarge ? `; leave it out with !${repoPath(file)}` : '';
            problems.push(`hash-files: ${repoPath(file)} ${read.refused.message}${advice}`);
            continue;
        }
        total += read.bytes.length;
        if (total > HASH_FILES_MAX_TOTAL_BYTES) {
            problems.push(`hash-files: the files matched add up to more than the ${(0,base/* formatLimit */.tW)(HASH_FILES_MAX_TOTAL_BYTES)} limit; narrow the patterns`);
            break;
        }
        hashed.push({ path: external_node_path_.relative(workspace, file), content: read.bytes });
    }
    if (problems.length > 0)
        throw new InputError(problems);
    return hashed;
}
/** The prices file's text for the config hash (openEvaluator read and checked it already), bounded as every file the action reads. */
async function readPricesText(file, workspace) {
    const issues = [];
    const text = await (0,base/* readUserFile */.E1)(file, issues, { within: workspace });
    if (text === null)
        throw new base/* DatasetError */.zm(issues);
    return text;
}
/** Each dataset's progress in the log, every tenth of its calls. */
function progressLogger() {
    const last = new Map();
    return (dataset, p) => {
        const decile = p.total === 0 ? 10 : Math.floor((p.done / p.total) * 10);
        if ((last.get(dataset.name) ?? -1) >= decile)
            return;
        last.set(dataset.name, decile);
        actionLog.info(`${dataset.name}: ${p.done}/${p.total} calls done, ${p.errors} errors`);
    };
}

// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(48161);
;// CONCATENATED MODULE: ./lib/action/shards.js
// The action's two matrix modes (docs/sharding.md):
//
// `shard: i/n` evaluates one slice of the cases, writes the results as
// usual and uploads them as an artifact of the run. It reads no baseline
// and publishes nothing (no comment, check, cache or job summary): one
// shard's verdict is not the run's. Its job fails only when it could not
// produce or upload its results, so that a gate the shard's cases would
// block does not stop the merge job (`needs:` skips it when a shard fails).
//
// `mode: merge` downloads the shards' artifacts, refuses a set that is not
// exactly shards 1..n of this run's config, and hands each dataset's merged
// results to the same step as an evaluation's (src/app/dataset-step.ts:
// baseline, gate, mask, results file), then to the publishers.







/** A shard's plan: no baseline read, none reused, none saved; the merge job does all three. */
function shardPlan(shard) {
    return {
        frontEnd: 'action',
        read: { from: 'none' },
        mayReuse: false,
        reuseAnswers: false,
        saveToCache: false,
        writeFile: null,
        notes: [
            `shard ${(0,dataset/* formatShard */._D)(shard)}: this job evaluates its shard's cases and uploads the results; the merge job (mode: merge) compares them with the baseline, gates, comments, checks and saves the baseline, once.`,
        ],
    };
}
/** The end of a shard's job: upload, say what the merge will decide, and fail only without results. */
async function finishShard(end) {
    const { shard } = end;
    const which = `shard ${(0,dataset/* formatShard */._D)(shard)}`;
    for (const line of end.refused)
        actionLog.warning(`${line}; the merge job fails on it`);
    for (const e of (0,app/* distinctSetupErrors */.PV)(end.runs.map((r) => r.results)))
        actionLog.warning(...(0,report/* setupLogText */.LI)(e).split('\n'), 'The merge job reports it and fails.');
    if (end.cancelled) {
        actionLog.fail(`supereval: cancelled (${end.cancelled}); ${which}'s results were not uploaded, so the merge job would miss them.`);
        return;
    }
    const files = end.runs.flatMap((r) => (r.resultsPath === null ? [] : [r.resultsPath]));
    const failures = [...end.failures];
    let name = null;
    try {
        name = shardArtifactName(shard, shardGroup(end.matrix, shard));
    }
    catch (error) {
        if (!(error instanceof ShardLegError))
            throw error;
        failures.push(`${which}: the results were not uploaded: ${error.message}.`);
    }
    const root = external_node_path_.dirname(files[0] ?? '.');
    if (name !== null && failures.length === 0 && files.length > 0) {
        try {
            await uploadShardArtifact(name, files, root);
            actionLog.info(`${which}: uploaded ${files.map((f) => repoPath(f)).join(', ')} as the artifact ${name}.`);
        }
        catch (error) {
            failures.push(`${which}: the results could not be uploaded as the artifact ${name}: ${error instanceof Error ? error.message : String(error)}; the merge job cannot run without them. Artifact names are unique in a run: give each shard job its own shard i/n.`);
        }
    }
    for (const r of end.runs) {
        const s = r.results.summary;
        actionLog.info(`${which}: ${r.dataset.name}: ${s.passed} of ${s.total} cases passed on this shard; the merge job gives the verdict.`);
    }
    if (failures.length > 0)
        actionLog.fail(...failures);
}
/** Where the merge job downloads the artifacts: the runner's temp folder, emptied by the runner after the job. */
function downloadDir() {
    return external_node_path_.join(process.env['RUNNER_TEMP'] || external_node_os_.tmpdir(), 'supereval-shards');
}
/** The merge job's shards: downloaded, decoded, checked and merged per dataset; a ShardSetError naming what is wrong. */
async function downloadMergedShards(matrix, datasets) {
    const group = mergeGroup(matrix);
    const into = downloadDir();
    const got = await downloadShardArtifacts(group, into).catch((error) => {
        throw error instanceof ShardArtifactError ? new app/* ShardSetError */.zT([error.message]) : error;
    });
    if (got.shards.length === 0) {
        const elsewhere = got.otherLegs.length > 0
            ? `; the run has ${got.otherLegs.join(', ')} of other matrix legs: give the merge job the shard jobs' matrix without the shard`
            : '; run the shard jobs (shard: i/n) before this job, with needs:';
        throw new app/* ShardSetError */.zT([`mode merge: this workflow run has no shard artifact (supereval-shard-<i>-of-<n>) of this job${elsewhere}`]);
    }
    actionLog.info(`merge: ${got.shards.length} shard artifact(s): ${got.shards.map((s) => s.name).join(', ')}`);
    const files = await (0,app/* readShardFiles */.WP)(got.shards.flatMap((s) => s.files), (file) => `artifact ${external_node_path_.relative(into, file).split(external_node_path_.sep).join('/')}`);
    const merged = (0,app/* mergeShardFiles */.Wg)(files);
    const names = new Set(datasets.map((d) => d.name));
    const strays = merged.filter((m) => !names.has(m.name)).map((m) => m.name);
    const absent = datasets.filter((d) => !merged.some((m) => m.name === d.name)).map((d) => d.name);
    const problems = [
        ...strays.map((n) => `${n}: the shards ran this dataset, which this job does not load; give the merge job the same datasets input as the shards`),
        ...absent.map((n) => `${n}: no shard ran this dataset; give the shard jobs the same datasets input as this job`),
    ];
    if (problems.length > 0)
        throw new app/* ShardSetError */.zT(problems);
    return new Map(merged.map((m) => [m.name, m]));
}
/**
 * mode merge: each dataset's results from the shards, checked against the
 * dataset this job loaded and selected, and against this job's config (its
 * scope: the shards must have run with the same inputs).
 */
function fromShards(merged) {
    return (scope) => async (dataset) => {
        const m = merged.get(dataset.name);
        if (!m)
            throw new app/* ShardSetError */.zT([`${dataset.name}: no shard ran this dataset`]);
        const shardConfig = m.results.config;
        const mine = scope?.parts;
        if (shardConfig && mine) {
            const differ = Object.keys(mine).filter((k) => shardConfig[k] !== mine[k]);
            if (differ.length > 0) {
                throw new app/* ShardSetError */.zT([
                    `${dataset.name}: the shards ran another config than this job: their ${differ.join(', ')} differ; give the merge job the same inputs (models, prompt, judge, settings) as the shard jobs`,
                ]);
            }
        }
        return (0,app/* forDataset */.Ml)(m, dataset, dataset).results;
    };
}

;// CONCATENATED MODULE: ./lib/action/verdict.js
// The end of an evaluating step (a shard's ends in shards.ts): the
// publishers (src/publish/publishers/index.ts says their order), then the
// verdict. The step fails last, once everything is published. And the end of
// a step whose dataset code was refused: nothing ran, nothing is published.




/** The step's exit code on a setup error (the CLI's too); @actions/core's failure is 1. */
const SETUP_ERROR_EXIT_CODE = 4;
async function publishAndJudge({ inputs, ctx, workspace, outputDir, plan, runs, lateErrors, cancelled }) {
    const all = runs.map((r) => r.results);
    const gatePassed = cancelled === null && all.every((r) => r.gate.passed);
    // Each model that could not be called (each database not set up), once, whole, in the step's log.
    const setupErrors = (0,app/* distinctSetupErrors */.PV)(all);
    // Every dataset empty: nothing was checked, which no gate setting makes a pass.
    const empty = cancelled === null && (0,app/* nothingEvaluated */.Fb)(all);
    // These fail the step whatever fail-on-gate says; `passed` and the check must not then say otherwise.
    const failsAnyway = setupErrors.length > 0 || lateErrors.length > 0 || empty;
    for (const e of setupErrors)
        actionLog.error(...(0,report/* setupLogText */.LI)(e).split('\n'));
    // A results file not written is named nowhere (its error fails the step).
    const resultsPath = runs.length === 1 ? (runs[0]?.resultsPath ?? null) : runs.some((r) => r.resultsPath !== null) ? outputDir : null;
    await runPublishers(ACTION_PUBLISHERS, {
        inputs,
        ctx,
        workspace,
        outputDir,
        plan,
        runs,
        resultsPath,
        cancelled,
        failsAnyway,
        setupErrors,
        lateErrors,
        passed: gatePassed && !failsAnyway,
        github: lazyGitHub(inputs, ctx, cancelled),
        published: { summaryPath: null, commentUrl: null, cacheKeys: runs.map((r) => r.cacheKey), reportPath: null, reportUrl: null },
    });
    // The verdict. A setup error fails the step whatever fail-on-gate says:
    // nothing was evaluated, and exit code 4 tells it apart from a gate's 1.
    if (cancelled) {
        const where = resultsPath === null ? 'could not be written (see below)' : `are in ${resultsPath}, marked interrupted`;
        actionLog.fail(`supereval: cancelled (${cancelled}); the results of the cases that finished ${where}.`);
    }
    else if (empty) {
        actionLog.fail(`supereval: ${app/* NO_CASES */.kr}: ${(0,app/* noCasesWhy */.Zn)(all.map((r) => r.dataset.name))}.`);
    }
    else if (setupErrors.length > 0) {
        actionLog.fail(`supereval: setup error, not a regression: ${(0,app/* setupHeadline */.g0)(setupErrors)} (see the error above).`);
    }
    else if (!gatePassed) {
        const reasons = all.flatMap((r) => r.gate.reasons.map((reason) => `${r.dataset.name}: ${reason}`));
        if (inputs['fail-on-gate'])
            actionLog.fail('supereval gate blocked:', ...reasons);
        else
            actionLog.warning('supereval gate would block (fail-on-gate is false):', ...reasons);
    }
    if (lateErrors.length > 0)
        actionLog.fail(...lateErrors);
    // Last: every log.fail sets 1.
    if (setupErrors.length > 0)
        process.exitCode = SETUP_ERROR_EXIT_CODE;
}
/**
 * The refusal fails the step and is the job summary; no comment, check,
 * results or baseline: nothing ran.
 */
async function refuse(lines) {
    actionLog.fail(...lines);
    const [head = '', ...rest] = lines;
    const written = await writeJobSummary(`## supereval: dataset code refused\n\n${[head.replace(/^supereval: /, ''), ...rest].map(base/* escapeMarkdown */.FV).join('\n\n')}\n`, process.env['GITHUB_STEP_SUMMARY']);
    if (!written.written)
        actionLog.warning(written.reason);
}

;// CONCATENATED MODULE: ./lib/action/output-dir.js
// Where a step writes its results, summary.md and history. Several supereval
// steps in one job (one per package of a monorepo, say) share the workspace,
// so by default each step gets a folder of its own under supereval-results/,
// named by GITHUB_ACTION: the step's `id`, or the name the runner makes
// unique within the job for a step without one (`__owner_repo`, then a
// numbered one). An output-dir the workflow gives is used as given.
const OUTPUT_ROOT = 'supereval-results';
/** The output folder, relative to the workspace. */
function stepOutputDir(given, stepName) {
    if (given !== undefined)
        return given;
    // The runner strips special characters already; a dot or slash must still never lead out of OUTPUT_ROOT.
    const folder = (stepName ?? '').trim().replace(/[^A-Za-z0-9_-]/g, '_');
    return folder === '' ? OUTPUT_ROOT : `${OUTPUT_ROOT}/${folder}`;
}

;// CONCATENATED MODULE: ./lib/action/baseline-hint.js
// A baseline.json committed beside a dataset is the Python tool's (and the
// CLI's --update-baseline) way to keep a baseline; under the action's default
// `baseline: cache` it is not read. Said once per such dataset, so that a
// team moving over does not wonder why its committed baseline is ignored.



/** One note per dataset folder holding a baseline.json that the `baseline` input leaves unread. */
function unreadBaselineNotes(source, datasetDirs, show) {
    if (source.kind !== 'cache')
        return [];
    return datasetDirs
        .map((dir) => external_node_path_.join(dir, baseline/* BASELINE_FILE */.tu))
        .filter((file) => (0,external_node_fs_.existsSync)(file))
        .map((file) => `${show(file)} is not read: baseline: cache (the default) compares with the default branch's baseline in the Actions cache. To compare with the committed file instead, set baseline: file.`);
}

;// CONCATENATED MODULE: ./lib/action/main.js
// The action: inputs (parsed once, mapped into the run's settings) -> the
// core the CLI also uses (src/app/) -> each dataset's step (dataset.ts) ->
// the publishers and the verdict (verdict.ts), or a shard's upload (shards.ts).
















async function run() {
    // The time budget (max-duration) counts from here: the job's clock was running before, never less.
    const stepStart = Date.now();
    // Cancelling a job sends SIGINT, then SIGTERM 7.5 s later, then kills: stop
    // at the first signal, publish what finished, and exit.
    const stop = (0,base/* watchStopSignals */.XL)((signal) => actionLog.info(`supereval: ${signal}: the job is being cancelled; stopping the calls in flight and writing what finished`));
    try {
        await runAction(stop, stepStart);
    }
    catch (error) {
        // Input problems are the user's to fix: one line each, no stack trace.
        if (error instanceof base/* DatasetError */.zm)
            actionLog.fail(...(0,base/* listedIssues */.Ud)(error.issues, inRepo, base/* moreProblems */.OI));
        else if (error instanceof InputError || error instanceof providers/* SpecError */.G8 || error instanceof ActionContextError)
            actionLog.fail(error.message);
        else if (error instanceof app/* DatasetCodeRefused */.mh)
            await refuse(error.lines);
        else if (error instanceof app/* ShardSetError */.zT)
            actionLog.fail('supereval: the shards cannot be merged:', ...error.problems);
        else
            actionLog.fail(...`supereval: internal error: ${error.stack ?? String(error)}`.split('\n'));
    }
    finally {
        stop.dispose();
    }
    // At once: an idle keep-alive socket must not hold the step past the runner's grace period.
    const code = stop.exitCode();
    if (code !== null)
        process.exit(code);
}
async function runAction(stop, stepStart) {
    const environment = (0,app/* readEnvironment */.Qo)();
    const inputs = parseActionInputs((name) => core/* getInput */.V4(name));
    const ctx = readActionContext(environment.vars);
    const workspace = workspaceDir();
    // A merge job calls no model: it needs no credentials.
    if (inputs.mode !== 'merge')
        for (const warning of (0,providers/* credentialWarnings */.N0)(inputs.models, inputs['judge-model'], process.env))
            actionLog.warning(warning);
    // The results mask the secrets we hold (src/app/dataset-step.ts); the runner masks them in the log too.
    const secrets = (0,base/* secretValues */.VX)(process.env);
    for (const secret of secrets)
        core/* setSecret */.Pq(secret);
    const settings = runSettingsOf(inputs, ctx.eventName);
    const { selection } = settings;
    const merging = inputs.mode === 'merge';
    if (merging && inputs.shard)
        throw new InputError(['shard and mode merge do not go together: the shard jobs set shard: i/n, the merge job after them mode: merge']);
    // A shard reads and saves no baseline; a merge has every result already, so none is reused.
    const planned = inputs.shard ? { ok: true, plan: shardPlan(inputs.shard) } : (0,baseline/* actionBaselinePlan */.vo)(ctx, inputs, !(0,dataset/* isFullSelection */.Sp)(selection));
    if (!planned.ok)
        throw new InputError([planned.problem]);
    const plan = merging ? { ...planned.plan, mayReuse: false, reuseAnswers: false } : planned.plan;
    // A dataset with problems is left out; the others run, and the step fails once they are published.
    const { prompt, datasets: loaded, refused, } = await (0,app/* loadForRun */.b3)(inputs.datasets, settings.prompt, loadLog(workspace)).catch(sayDefaultDatasets(inputs.datasets, workspace));
    const chosen = (0,dataset/* selectDatasets */.Ck)(loaded, selection);
    for (const name of chosen.empty)
        actionLog.info(`${name}: no case matches tags ${selection.tags.join(', ')}; not run.`);
    if (chosen.datasets.length === 0)
        throw new InputError([`tags: ${selection.tags.join(', ')} match no case in any dataset`]);
    for (const note of unreadBaselineNotes(inputs.baseline, chosen.datasets.map((d) => d.dir), repoPath))
        actionLog.info(note);
    const problems = [
        ...(0,app/* modelProblems */.QW)(chosen.datasets, settings.models, settings.agent, 'models'),
        // A merge opens no database.
        ...(merging ? [] : (0,app/* environmentProblems */.MM)(chosen.datasets, settings.databaseUrlEnv, 'action')),
    ];
    if (problems.length > 0)
        throw new InputError(problems.map(inRepo));
    // Before any call: a merge runs no dataset code.
    const refusal = merging
        ? null
        : (0,app/* refuseDatasetCode */.a1)(chosen.datasets, settings.allowDatasetCode, 'action', (0,app/* runCommands */.aK)(settings, 'action'), environment.vars);
    if (refusal)
        throw new app/* DatasetCodeRefused */.mh(refusal);
    const shards = merging ? await downloadMergedShards(inputs.matrix, chosen.datasets) : null;
    const hashFiles = await readHashFiles(inputs['hash-files'], workspace);
    const evaluator = await (0,app/* openEvaluator */.Ew)(settings, prompt, {
        within: workspace,
        signal: stop.signal,
        onProgress: progressLogger(),
        notify: (line, warning) => (warning ? actionLog.warning(`supereval: ${line}`) : actionLog.info(`supereval: ${line}`)),
        // Each dataset's results take the workflow run's source (dataset.ts).
        source: undefined,
        budgetStart: stepStart,
        environment,
    });
    const pricesText = settings.pricesFile ? await readPricesText(settings.pricesFile, workspace) : null;
    for (const note of plan.notes)
        actionLog.info(note);
    const outputDir = external_node_path_.resolve(workspace, stepOutputDir(inputs['output-dir'], process.env['GITHUB_ACTION']));
    // Files that could not be written, baselines named but unusable: the step fails on them once everything else is published.
    const refusedLines = (0,app/* refusedNotes */.cn)(refused, repoPath);
    const lateErrors = [...refusedLines];
    const step = {
        settings,
        ctx,
        evaluator,
        plan,
        gate: (0,app/* gatePolicy */.Cy)(settings),
        scrub: (0,base/* scrubber */.ty)(secrets),
        prompt: prompt?.text ?? null,
        hashFiles,
        pricesText,
        selection: (0,dataset/* selectionSettings */.sz)(selection),
        outputDir,
        many: loaded.length > 1,
        lateErrors,
        recordConfig: inputs.shard !== null,
        fromShards: shards ? fromShards(shards) : undefined,
    };
    let runs;
    try {
        // Datasets run side by side over the evaluator's one pool of calls.
        runs = await (0,app/* sideBySide */.Qp)(chosen.datasets, (dataset) => evaluateDataset(dataset, step));
    }
    finally {
        await evaluator.close();
    }
    for (const note of evaluator.capNotes())
        actionLog.warning(note);
    const cancelled = stop.received();
    if (inputs.shard) {
        const failures = lateErrors.slice(refusedLines.length);
        await finishShard({ shard: inputs.shard, matrix: inputs.matrix, runs, failures, refused: refusedLines, cancelled });
        return;
    }
    await publishAndJudge({ inputs, ctx, workspace, outputDir, plan, runs, lateErrors, cancelled });
}


/***/ })

};
