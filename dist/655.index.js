export const id = 655;
export const ids = [655];
export const modules = {

/***/ 70655:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   runBatch: () => (/* binding */ runBatch),
/* harmony export */   runJudgeBatch: () => (/* binding */ runJudgeBatch)
/* harmony export */ });
/* unused harmony export BATCH_DEFERRED */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var _base_index_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(88986);
/* harmony import */ var _providers_index_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(71338);
/* harmony import */ var _runner_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(99360);
/* harmony import */ var _plan_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(76439);
/* harmony import */ var _settings_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(52365);
// Batch inference for one dataset: every call the run would make on demand is
// rendered first (runner.ts's promptRequest, the same function the run uses),
// sent as records to batch jobs of the model's provider, and read back by
// record id. The cases are then run as usual against a provider that answers
// from those outputs, so scoring, results and reports are those of an
// on-demand run. A record the job did not answer (an `error`, or missing from
// a job that failed, expired, was stopped or only partly completed) is called
// on demand instead: nothing is lost, and nothing passes that was not
// answered.
//
// The jobs themselves (their files, creation, status and output) are the
// provider's batch adapter (src/providers/batch.ts), which its registration
// imports only when a dataset goes to batch, so the CLI's start-up never
// loads the provider's SDK.






/** The error of a call the dry pass does not make: it is made (or answered by a job) in the real pass. */
const BATCH_DEFERRED = 'BatchDeferred';
/**
 * Runs one batch job (or several, past a job's limits) per model and returns
 * the providers the dataset's cases should call instead, by model label.
 */
async function runBatch(input, mode = { dry: false }) {
    // The models of one provider share its clients.
    const kinds = [...new Set(input.models.map((model) => model.spec.kind))];
    const answered = await Promise.all(kinds.map(async (kind) => {
        const support = supportOf(kind);
        const adapter = await support.load();
        const models = input.models.filter((model) => model.spec.kind === kind);
        return adapter.withJobs(jobSettings(input), (jobs) => Promise.all(models.map((model) => batchModel(model, input, { support, adapter, jobs }, mode))));
    }));
    return new Map(answered.flat().map((provider) => [provider.spec.label, provider]));
}
/** How a provider's calls go to batch jobs; only kinds whose registration has `batch` come here (plan.ts, batched.ts). */
function supportOf(kind) {
    const support = (0,_providers_index_js__WEBPACK_IMPORTED_MODULE_2__/* .batchSupport */ .e9)(kind);
    if (!support)
        throw new Error(`${kind} models cannot answer from batch jobs`);
    return support;
}
/** What the provider's jobs need of the run. */
function jobSettings(input) {
    const location = input.s3Uri === undefined ? undefined : (0,_settings_js__WEBPACK_IMPORTED_MODULE_5__/* .parseS3Uri */ .yc)(input.s3Uri);
    if (location === null)
        throw new Error(`not an S3 location: ${input.s3Uri ?? ''}`);
    return {
        ...(location ? { location } : {}),
        ...(input.roleArn ? { roleArn: input.roleArn } : {}),
        ...(input.env ? { env: input.env } : {}),
        ...(input.apiHosts ? { apiHosts: input.apiHosts } : {}),
        ...(input.region ? { region: input.region } : {}),
        ...(input.aws ? { aws: input.aws } : {}),
        ...(input.signal ? { signal: input.signal } : {}),
        log: input.log,
        unansweredCalls: input.fallback === 'error' ? 'are errors' : 'are made on demand',
        // A run cap (--max-duration, or --max-cost-usd reached by other datasets) ends the wait for a job.
        stopReason: () => input.caps.find((c) => c.reached)?.refusal.replace(/^not run: /, '') ?? null,
        msUntilStop: () => (0,_base_index_js__WEBPACK_IMPORTED_MODULE_1__/* .minOf */ ._h)(input.caps.map((c) => c.msLeft?.() ?? Infinity)),
    };
}
/** Where answers are looked up: the case, the trial, and the request's own text (cases may share an id). */
function answerKey(caseId, trial, body) {
    return `${caseId}\u0000${trial}\u0000${body}`;
}
async function batchModel(model, input, batcher, mode) {
    const modelId = model.spec.target;
    // Every call, rendered as the run will render it; one that cannot render fails in the run as it would on demand.
    const calls = [];
    const repetitions = new Map();
    for (const testCase of input.dataset.cases) {
        for (let trial = 0; trial < input.trials; trial++) {
            const rendered = (0,_runner_js__WEBPACK_IMPORTED_MODULE_3__/* .promptRequest */ .cx)({ dataset: input.dataset, template: input.template, system: input.system, inference: input.inference }, testCase, trial, null);
            if (typeof rendered === 'string')
                continue;
            const body = batcher.adapter.recordBody(modelId, rendered.request, input.env ?? {});
            const seen = `${testCase.key}\u0000${trial}`;
            const repetition = repetitions.get(seen) ?? 0;
            repetitions.set(seen, repetition + 1);
            calls.push({ recordId: (0,_plan_js__WEBPACK_IMPORTED_MODULE_4__/* .recordIdFor */ .y2)(testCase.key, trial, repetition), key: answerKey(testCase.id, trial, JSON.stringify(body)), body });
        }
    }
    const keyOf = (request) => answerKey(request.caseId, request.trial ?? 0, JSON.stringify(batcher.adapter.recordBody(modelId, request, input.env ?? {})));
    return batchCalls(model, calls, keyOf, input, batcher, mode);
}
/** The calls as batch jobs of `model`, and the provider answering from their output. */
async function batchCalls(model, calls, keyOfRequest, input, batcher, mode) {
    const modelId = model.spec.target;
    const label = `${input.dataset.name}: ${model.spec.label}`;
    const keyOf = new Map();
    const records = [];
    for (const call of calls) {
        if (keyOf.has(call.recordId)) {
            input.log(`${label}: on demand, not batch: two calls would share the record id ${call.recordId}`, true);
            return model;
        }
        keyOf.set(call.recordId, call.key);
        records.push({ recordId: call.recordId, line: batcher.adapter.recordLine(call.recordId, call.body) });
    }
    const limits = batcher.support.limits(modelId);
    const plan = (0,_plan_js__WEBPACK_IMPORTED_MODULE_4__/* .splitRecords */ .DQ)(records, limits);
    if (plan.left.length > 0)
        input.log(`${label}: ${plan.left.length} calls do not fit a batch job's limits and are made on demand`, true);
    const stamp = `${Date.now().toString(36)}${(0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.randomBytes)(3).toString('hex')}`;
    const outcomes = new Map();
    const add = (recordId, outcome) => {
        const key = keyOf.get(recordId);
        const list = outcomes.get(key) ?? [];
        list.push(outcome);
        outcomes.set(key, list);
    };
    await Promise.all(plan.jobs.map(async (job, index) => {
        const name = batcher.adapter.jobName(input.dataset.name, modelId, stamp, plan.jobs.length > 1 ? index + 1 : null);
        const { found, unanswered } = await batcher.jobs.run({ name, target: modelId, label, files: job.files, records: job.records });
        // Each record sent: the job's outcome for it, or why the job gave none (an id we did not send answers nothing).
        for (const file of job.files) {
            for (const { recordId } of file.records)
                add(recordId, found.get(recordId) ?? { error: unanswered });
        }
    }));
    for (const { recordId } of plan.left)
        add(recordId, { error: "it does not fit a batch job's limits" });
    // An interrupted run's cases are not run at all: no summary of calls that will not be made.
    if (input.signal?.aborted)
        return model;
    const answered = [...outcomes.values()].flat().filter((o) => 'output' in o).length;
    if (plan.jobs.length > 0)
        input.log(`${label}: ${answered} of ${records.length} calls answered by batch; the other ${records.length - answered} ${input.fallback === 'error' ? 'are errors (batch fallback: error)' : 'are made on demand'}`);
    return answeringProvider(model, outcomes, keyOfRequest, input, batcher.adapter, mode);
}
/**
 * The provider the cases call: a batch answer when the job gave one (counted
 * by the cost cap like any answer), else the model on demand through the
 * run's own retries, circuit and caps. A record the job failed carries the
 * service's words into the error of a failed on-demand retry.
 */
function answeringProvider(model, outcomes, keyOf, input, adapter, mode) {
    const modelId = model.spec.target;
    // The dry pass reads the answers without using them up: how many of each key it has read.
    const peeked = new Map();
    return {
        ...model,
        async call(request) {
            const key = keyOf(request);
            if (mode.dry) {
                const seen = peeked.get(key) ?? 0;
                peeked.set(key, seen + 1);
                const outcome = outcomes.get(key)?.[seen];
                if (outcome && 'output' in outcome)
                    return adapter.response(outcome.output, modelId, input.prices);
                throw new _providers_index_js__WEBPACK_IMPORTED_MODULE_2__/* .ProviderError */ .mZ('deferred: this call is made after the batch jobs', { code: BATCH_DEFERRED });
            }
            const outcome = outcomes.get(key)?.shift();
            if (outcome && 'output' in outcome) {
                const response = adapter.response(outcome.output, modelId, input.prices);
                for (const cap of input.caps)
                    cap.observe?.(response);
                return response;
            }
            if (!outcome)
                return model.call(request);
            if (input.fallback === 'error') {
                throw new _providers_index_js__WEBPACK_IMPORTED_MODULE_2__/* .ProviderError */ .mZ(`the batch job did not answer this call (${outcome.error}); with batch fallback error it is not made on demand`, {
                    code: 'BatchRecordFailed',
                });
            }
            try {
                return await model.call(request);
            }
            catch (error) {
                const e = error;
                // A cap's refusal keeps its own words: reports find and count the calls it refused by them.
                if (input.caps.some((cap) => cap.code === e.code))
                    throw error;
                throw new _providers_index_js__WEBPACK_IMPORTED_MODULE_2__/* .ProviderError */ .mZ(`the batch job did not answer this call (${outcome.error}), and the call on demand failed too: ${e.message}`, {
                    code: e.code ?? 'BatchRecordFailed',
                    cause: error,
                });
            }
        },
    };
}
/**
 * The judge's calls as batch jobs: the cases are run once dry (the models
 * answered from their jobs, nothing spent) to learn every request the judge
 * would get, those are sent as jobs of the judge model, and the provider
 * returned answers them; a judge call the dry pass could not foresee (one
 * that depends on another judge answer, or on a model call no job answered)
 * is made on demand.
 */
async function runJudgeBatch(input) {
    const { judge } = input;
    const modelId = judge.spec.target;
    const recorded = [];
    const recorder = {
        spec: judge.spec,
        deterministic: false,
        call(request) {
            recorded.push(request);
            return Promise.reject(new _providers_index_js__WEBPACK_IMPORTED_MODULE_2__/* .ProviderError */ .mZ('deferred: the judge answers after its batch job', { code: BATCH_DEFERRED }));
        },
    };
    input.mode.dry = true;
    try {
        await input.dryRun(recorder);
    }
    finally {
        input.mode.dry = false;
    }
    if (input.signal?.aborted)
        return judge;
    const support = supportOf(judge.spec.kind);
    const { minRecordsPerJob } = support.limits(modelId);
    if (recorded.length < minRecordsPerJob) {
        input.log(`${input.dataset.name}: judge ${judge.spec.label} on demand, not batch: ${recorded.length} calls, under the ${minRecordsPerJob} records ${support.service}'s batch job needs at least`);
        return judge;
    }
    const adapter = await support.load();
    const keyOf = (request) => `${request.caseId}\u0000${JSON.stringify(adapter.recordBody(modelId, request, input.env ?? {}))}`;
    const repetitions = new Map();
    const calls = recorded.map((request) => {
        const key = keyOf(request);
        const repetition = repetitions.get(key) ?? 0;
        repetitions.set(key, repetition + 1);
        // Stable while the judge's prompts are: they hold the models' answers.
        return { recordId: (0,_plan_js__WEBPACK_IMPORTED_MODULE_4__/* .recordIdFor */ .y2)(key, 0, repetition), key, body: adapter.recordBody(modelId, request, input.env ?? {}) };
    });
    return adapter.withJobs(jobSettings(input), (jobs) => batchCalls(judge, calls, keyOf, { ...input, models: [], template: { source: '', text: '' }, trials: 1 }, { support, adapter, jobs }, { dry: false }));
}


/***/ })

};
