export const id = 3799;
export const ids = [3799];
export const modules = {

/***/ 83799:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   batchedJudge: () => (/* binding */ batchedJudge),
/* harmony export */   batchedProviders: () => (/* binding */ batchedProviders)
/* harmony export */ });
/* harmony import */ var _providers_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(71338);
/* harmony import */ var _plan_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76439);
/* harmony import */ var _settings_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(52365);



/**
 * The providers the dataset's cases call: the run's own, with each model that
 * went to a batch job replaced by one answering from the job's output.
 */
async function batchedProviders(step) {
    const { settings, providers } = step;
    const mode = { dry: false };
    const unchanged = { providers, allBatched: false, mode };
    if (!(0,_settings_js__WEBPACK_IMPORTED_MODULE_2__/* .batchConfigured */ .zO)(settings))
        return unchanged;
    const choice = (0,_plan_js__WEBPACK_IMPORTED_MODULE_1__/* .chooseBatch */ .An)(settings.mode, step.dataset, providers.map((p) => p.spec), step.trials, (0,_settings_js__WEBPACK_IMPORTED_MODULE_2__/* .hasLocation */ .em)(settings));
    for (const note of choice.notes)
        step.notify(note.text, note.warning);
    const labels = new Set(choice.batched.map((spec) => spec.label));
    const models = providers.filter((p) => labels.has(p.spec.label));
    if (models.length === 0 || step.signal?.aborted)
        return unchanged;
    const { runBatch } = await __webpack_require__.e(/* import() */ 655).then(__webpack_require__.bind(__webpack_require__, 70655));
    const answering = await runBatch({
        ...(settings.s3Uri ? { s3Uri: settings.s3Uri } : {}),
        ...(settings.roleArn ? { roleArn: settings.roleArn } : {}),
        ...(settings.fallback ? { fallback: settings.fallback } : {}),
        dataset: step.dataset,
        template: step.template,
        ...(step.system ? { system: step.system } : {}),
        ...(step.inference ? { inference: step.inference } : {}),
        trials: step.trials,
        models,
        caps: step.caps,
        ...(step.prices ? { prices: step.prices } : {}),
        ...(step.region ? { region: step.region } : {}),
        ...(step.aws ? { aws: step.aws } : {}),
        ...(step.env ? { env: step.env } : {}),
        ...(step.apiHosts ? { apiHosts: step.apiHosts } : {}),
        ...(step.signal ? { signal: step.signal } : {}),
        log: (line, warning) => step.notify(line, warning ?? false),
    }, mode);
    const replaced = providers.map((p) => answering.get(p.spec.label) ?? p);
    return { providers: replaced, allBatched: replaced.every((p, i) => p !== providers[i]), mode };
}
/**
 * The judge provider the dataset's cases use: the run's, or (a judge whose
 * provider has batch jobs, of a dataset whose every model went to batch
 * jobs) one answering the judge's calls from batch jobs of its own.
 */
async function batchedJudge(step) {
    const { settings, judge } = step;
    if (!(0,_settings_js__WEBPACK_IMPORTED_MODULE_2__/* .batchConfigured */ .zO)(settings) || !(0,_plan_js__WEBPACK_IMPORTED_MODULE_1__/* .batchAllowed */ .Hz)(judge.spec.kind, settings.mode, (0,_settings_js__WEBPACK_IMPORTED_MODULE_2__/* .hasLocation */ .em)(settings)) || step.signal?.aborted)
        return judge;
    if (!step.models.allBatched || (0,_plan_js__WEBPACK_IMPORTED_MODULE_1__/* .datasetProblem */ .e7)(step.dataset) !== null)
        return judge;
    const { runJudgeBatch } = await __webpack_require__.e(/* import() */ 655).then(__webpack_require__.bind(__webpack_require__, 70655));
    return runJudgeBatch({
        ...(settings.s3Uri ? { s3Uri: settings.s3Uri } : {}),
        ...(settings.roleArn ? { roleArn: settings.roleArn } : {}),
        ...(settings.fallback ? { fallback: settings.fallback } : {}),
        dataset: step.dataset,
        ...(step.system ? { system: step.system } : {}),
        ...(step.inference ? { inference: step.inference } : {}),
        caps: step.caps,
        ...(step.prices ? { prices: step.prices } : {}),
        ...(step.region ? { region: step.region } : {}),
        ...(step.aws ? { aws: step.aws } : {}),
        ...(step.env ? { env: step.env } : {}),
        ...(step.apiHosts ? { apiHosts: step.apiHosts } : {}),
        ...(step.signal ? { signal: step.signal } : {}),
        log: (line, warning) => step.notify(line, warning ?? false),
        judge,
        mode: step.models.mode,
        dryRun: (recorder) => step.dryRun(recorder, deferringProvider(judge.spec.kind)),
    });
}
/**
 * Graders for the judge's dry pass: every call is deferred to the real pass
 * (graders other than the judge are not batched). The spec holds the label
 * and, for a kind, the judge's: the dry pass reads no more than the label.
 */
function deferringProvider(kind) {
    return (label) => ({
        spec: { kind, target: label, label },
        deterministic: false,
        call: () => Promise.reject(new _providers_index_js__WEBPACK_IMPORTED_MODULE_0__/* .ProviderError */ .mZ('deferred: graders answer after the batch jobs', { code: 'BatchDeferred' })),
    });
}


/***/ }),

/***/ 76439:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   An: () => (/* binding */ chooseBatch),
/* harmony export */   DQ: () => (/* binding */ splitRecords),
/* harmony export */   Hz: () => (/* binding */ batchAllowed),
/* harmony export */   e7: () => (/* binding */ datasetProblem),
/* harmony export */   y2: () => (/* binding */ recordIdFor)
/* harmony export */ });
/* unused harmony export BATCH_KINDS */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var _score_index_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(67295);
/* harmony import */ var _providers_index_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(71338);
/* harmony import */ var _base_index_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(88986);
// What a batch run sends, decided before any I/O: which datasets and models
// go to a job, each record's id, and how the records split into jobs and
// files within the provider's quotas (its registration's `batch`). Pure, and
// free of any SDK: the evaluator reads it on every dataset of a batch-configured
// run.




/** The dataset kinds whose calls are single-turn prompts a batch record can carry. */
const BATCH_KINDS = new Set(['qa', 'classification', 'instruction', 'rag']);
/** Assertion types that read what a batch cannot give: the call's own wall time. */
const NEEDS_WALL_TIME = new Set(['latency']);
/**
 * Which of the dataset's models run as batch jobs. A dataset batch cannot
 * serve (an agent or nl2sql kind, tools, a guardrail, a latency assertion)
 * and a model with fewer records than its job minimum run on demand, in one
 * line each: a note under `auto`, a warning under `true`, as a job would be
 * refused or would answer differently from the calls it replaces.
 */
function chooseBatch(mode, dataset, models, trials, hasLocation = true) {
    const warning = mode === 'true';
    if (mode === 'false')
        return { batched: [], notes: [] };
    const eligible = models.filter((model) => batchAllowed(model.kind, mode, hasLocation));
    if (eligible.length === 0)
        return { batched: [], notes: [] };
    const problem = datasetProblem(dataset);
    if (problem !== null)
        return { batched: [], notes: [{ text: `${dataset.name}: on demand, not batch: ${problem}`, warning }] };
    const records = dataset.cases.length * trials;
    const batched = [];
    const notes = [];
    for (const model of eligible) {
        const batch = (0,_providers_index_js__WEBPACK_IMPORTED_MODULE_2__/* .batchSupport */ .e9)(model.kind);
        if (!batch)
            continue;
        const { minRecordsPerJob } = batch.limits(model.target);
        if (records < minRecordsPerJob) {
            notes.push({
                text: `${dataset.name}: ${model.label} on demand, not batch: ${records} calls, under the ${minRecordsPerJob} records ${batch.service}'s batch job needs at least`,
                warning,
            });
            continue;
        }
        batched.push(model);
    }
    return { batched, notes };
}
/**
 * Whether a kind's calls may go to batch jobs under this mode: a provider
 * with batch support, given the location and role it needs (Bedrock's), and
 * for a vendor's batch API only when asked for (`true`): its jobs may take
 * up to 24 h, which `auto` must not let a run wait for unasked.
 */
function batchAllowed(kind, mode, hasLocation) {
    const support = (0,_providers_index_js__WEBPACK_IMPORTED_MODULE_2__/* .batchSupport */ .e9)(kind);
    if (!support || mode === 'false')
        return false;
    return support.needsLocation ? hasLocation : mode === 'true';
}
/** Why no call of this dataset can go to a batch job, or null when its calls can. */
function datasetProblem(dataset) {
    if (!BATCH_KINDS.has(dataset.type))
        return `batch inference serves qa, classification, instruction and rag datasets; this one is ${dataset.type}`;
    // Bedrock's batch jobs of the Converse type refuse toolConfig (the batch-inference page).
    if (dataset.tools?.length)
        return 'the dataset offers tools, which batch jobs of the Converse type refuse';
    if (dataset.meta.guardrail)
        return 'the dataset applies a guardrail, whose verdict batch records do not carry';
    const asserts = (0,_score_index_js__WEBPACK_IMPORTED_MODULE_1__/* .defaultAsserts */ .F4)(dataset.meta);
    if (dataset.cases.some((c) => (0,_score_index_js__WEBPACK_IMPORTED_MODULE_1__/* .caseAssertions */ .qy)(dataset.kind, c, asserts).some((a) => NEEDS_WALL_TIME.has(a.type)))) {
        return 'a latency assertion needs the wall time of each call, which a batch job does not measure';
    }
    // A p95 of no measured latency passes the gate (compare/gate.ts), so the gate would go blind.
    if (dataset.thresholds.max_p95_latency_ms !== null) {
        return 'its max_p95_latency_ms threshold needs the wall time of each call, which a batch job does not measure';
    }
    return null;
}
/**
 * A record's id: stable across runs (from the case key, the trial and, for
 * cases whose inputs repeat, which repetition it is) and alphanumeric, as
 * Bedrock asks. 11 characters, as AWS's examples show ("CALL0000001"), from
 * 56 bits of a SHA-256: two ids of one job colliding is checked, not assumed.
 */
function recordIdFor(caseKey, trial, repetition = 0) {
    const digest = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(`${caseKey}\n${trial}\n${repetition}`).digest();
    const value = digest.readBigUInt64BE(0) >> 8n;
    return value.toString(36).toUpperCase().padStart(11, '0');
}
/**
 * Splits records into jobs and each job's input files within the limits. The
 * records are spread evenly over as few jobs as the record and byte limits
 * allow, so no job falls under the minimum when one job is not enough.
 */
function splitRecords(records, limits) {
    const size = (r) => Buffer.byteLength(r.line) + 1;
    const left = [];
    const fitting = records.filter((r) => {
        if (size(r) <= limits.maxFileBytes && size(r) <= limits.maxJobBytes)
            return true;
        left.push(r);
        return false;
    });
    const totalBytes = fitting.reduce((sum, r) => sum + size(r), 0);
    const jobCount = Math.max(1, Math.ceil(fitting.length / limits.maxRecordsPerJob), Math.ceil(totalBytes / limits.maxJobBytes));
    const perJob = Math.ceil(fitting.length / jobCount);
    const jobs = [];
    let job = null;
    let file = null;
    for (const record of fitting) {
        const bytes = size(record);
        if (!job || job.records >= perJob || job.bytes + bytes > limits.maxJobBytes) {
            job = { files: [], records: 0, bytes: 0 };
            jobs.push(job);
            file = null;
        }
        if (!file || file.records.length >= limits.maxRecordsPerFile || file.bytes + bytes > limits.maxFileBytes) {
            file = { records: [], bytes: 0 };
            job.files.push(file);
        }
        file.records.push(record);
        file.bytes += bytes;
        job.records += 1;
        job.bytes += bytes;
    }
    // Byte limits can leave a short job at the end; Bedrock would refuse it.
    const kept = jobs.filter((j) => {
        if (j.records >= limits.minRecordsPerJob)
            return true;
        for (const f of j.files)
            (0,_base_index_js__WEBPACK_IMPORTED_MODULE_3__/* .appendAll */ .u2)(left, f.records);
        return false;
    });
    return { jobs: kept, left };
}


/***/ })

};
