export const id = 655;
export const ids = [655];
export const modules = {

/***/ 70655:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   runBatch: () => (/* binding */ runBatch),
/* harmony export */   runJudgeBatch: () => (/* binding */ runJudgeBatch)
/* harmony export */ });
/* unused harmony exports BATCH_POLL_ENV, BATCH_DEFERRED, parseOutputLine */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var _aws_sdk_client_bedrock__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(43701);
/* harmony import */ var _aws_sdk_client_s3__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(53711);
/* harmony import */ var _providers_bedrock_converse_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(39482);
/* harmony import */ var _providers_bedrock_errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(12620);
/* harmony import */ var _providers_types_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(65163);
/* harmony import */ var _runner_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(59691);
/* harmony import */ var _limits_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(16520);
/* harmony import */ var _plan_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(76439);
/* harmony import */ var _settings_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(52365);
// Bedrock batch inference for one dataset: every call the run would make on
// demand is rendered first (runner.ts's promptRequest, the same function the
// run uses), written as JSONL records to S3, answered by
// CreateModelInvocationJob, and read back by recordId. The cases are then run
// as usual against a provider that answers from those outputs, so scoring,
// results and reports are those of an on-demand run. A record the job did not
// answer (an `error`, or missing from a job that failed, expired, was stopped
// or only partly completed) is called on demand instead: nothing is lost, and
// nothing passes that was not answered.
//
// This module and the two SDK clients it uses are imported only when a
// dataset goes to batch (pipeline.ts, `await import`), so the CLI's start-up
// never loads them.










/** Environment variable: the first wait between two status checks of a job, in ms (tests set it low). */
const BATCH_POLL_ENV = 'SUPEREVAL_BATCH_POLL_MS';
const DEFAULT_FIRST_POLL_MS = 15_000;
/** Checks back off to at most this far apart: a job takes minutes to hours, and each check is a line in the log. */
const MAX_POLL_MS = 120_000;
const TERMINAL = new Set(['Completed', 'PartiallyCompleted', 'Failed', 'Stopped', 'Expired']);
/** The error of a call the dry pass does not make: it is made (or answered by a job) in the real pass. */
const BATCH_DEFERRED = 'BatchDeferred';
/**
 * Runs one batch job (or several, past a job's limits) per model and returns
 * the providers the dataset's cases should call instead, by model label.
 */
async function runBatch(input, mode = { dry: false }) {
    return withClients(input, async (clients) => {
        const answered = await Promise.all(input.models.map((model) => batchModel(model, input, clients, mode)));
        return new Map(answered.map((provider) => [provider.spec.label, provider]));
    });
}
async function withClients(input, use) {
    const location = (0,_settings_js__WEBPACK_IMPORTED_MODULE_7__/* .parseS3Uri */ .yc)(input.s3Uri);
    if (!location)
        throw new Error(`not an S3 location: ${input.s3Uri}`);
    const region = (0,_providers_bedrock_converse_js__WEBPACK_IMPORTED_MODULE_1__/* .resolveRegion */ .Zv)(input.region);
    const bedrock = new _aws_sdk_client_bedrock__WEBPACK_IMPORTED_MODULE_8__/* .BedrockClient */ .eDv({ region });
    // A custom S3 endpoint (MinIO, LocalStack, a test's fake) is addressed by path, not by a bucket subdomain.
    // followRegionRedirects: a bucket in another region than the run's answers with a redirect the client then follows.
    const s3 = new _aws_sdk_client_s3__WEBPACK_IMPORTED_MODULE_9__/* .S3Client */ .YxF({
        region,
        followRegionRedirects: true,
        forcePathStyle: Boolean(process.env.AWS_ENDPOINT_URL_S3 ?? process.env.AWS_ENDPOINT_URL),
    });
    try {
        return await use({ bedrock, s3, location });
    }
    finally {
        bedrock.destroy();
        s3.destroy();
    }
}
/** Where answers are looked up: the case, the trial, and the request's own text (cases may share an id). */
function answerKey(caseId, trial, body) {
    return `${caseId}\u0000${trial}\u0000${body}`;
}
/** The Converse body of a request without its model id: what a record's modelInput holds. */
function modelInput(modelId, request) {
    const { modelId: _omitted, ...body } = (0,_providers_bedrock_converse_js__WEBPACK_IMPORTED_MODULE_1__/* .toConverseInput */ .z0)(modelId, request);
    return body;
}
async function batchModel(model, input, clients, mode) {
    const modelId = model.spec.target;
    // Every call, rendered as the run will render it; one that cannot render fails in the run as it would on demand.
    const calls = [];
    const repetitions = new Map();
    for (const testCase of input.dataset.cases) {
        for (let trial = 0; trial < input.trials; trial++) {
            const rendered = (0,_runner_js__WEBPACK_IMPORTED_MODULE_4__/* .promptRequest */ .cx)({ dataset: input.dataset, template: input.template, system: input.system, inference: input.inference }, testCase, trial, null);
            if (typeof rendered === 'string')
                continue;
            const body = modelInput(modelId, rendered.request);
            const seen = `${testCase.key}\u0000${trial}`;
            const repetition = repetitions.get(seen) ?? 0;
            repetitions.set(seen, repetition + 1);
            calls.push({ recordId: (0,_plan_js__WEBPACK_IMPORTED_MODULE_6__/* .recordIdFor */ .y2)(testCase.key, trial, repetition), key: answerKey(testCase.id, trial, JSON.stringify(body)), body });
        }
    }
    const keyOf = (request) => answerKey(request.caseId, request.trial ?? 0, JSON.stringify(modelInput(modelId, request)));
    return batchCalls(model, calls, keyOf, input, clients, mode);
}
/** The calls as batch jobs of `model`, and the provider answering from their output. */
async function batchCalls(model, calls, keyOfRequest, input, clients, mode) {
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
        records.push({ recordId: call.recordId, line: JSON.stringify({ recordId: call.recordId, modelInput: call.body }) });
    }
    const limits = (0,_limits_js__WEBPACK_IMPORTED_MODULE_5__/* .batchLimitsFor */ .o)(modelId);
    const plan = (0,_plan_js__WEBPACK_IMPORTED_MODULE_6__/* .splitRecords */ .DQ)(records, limits);
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
        const name = jobName(input.dataset.name, modelId, stamp, plan.jobs.length > 1 ? index + 1 : null);
        const { found, unanswered } = await runJob(job, name, modelId, input, clients, label);
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
    return answeringProvider(model, outcomes, keyOfRequest, input, mode);
}
/**
 * The provider the cases call: a batch answer when the job gave one (counted
 * by the cost cap like any answer), else the model on demand through the
 * run's own retries, circuit and caps. A record the job failed carries the
 * service's words into the error of a failed on-demand retry.
 */
function answeringProvider(model, outcomes, keyOf, input, mode) {
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
                    return batchResponse(outcome.output, modelId, input.prices);
                throw new _providers_types_js__WEBPACK_IMPORTED_MODULE_3__/* .ProviderError */ .mZ('deferred: this call is made after the batch jobs', { code: BATCH_DEFERRED });
            }
            const outcome = outcomes.get(key)?.shift();
            if (outcome && 'output' in outcome) {
                const response = batchResponse(outcome.output, modelId, input.prices);
                for (const cap of input.caps)
                    cap.observe?.(response);
                return response;
            }
            if (!outcome)
                return model.call(request);
            if (input.fallback === 'error') {
                throw new _providers_types_js__WEBPACK_IMPORTED_MODULE_3__/* .ProviderError */ .mZ(`the batch job did not answer this call (${outcome.error}); with batch fallback error it is not made on demand`, {
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
                throw new _providers_types_js__WEBPACK_IMPORTED_MODULE_3__/* .ProviderError */ .mZ(`the batch job did not answer this call (${outcome.error}), and the call on demand failed too: ${e.message}`, {
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
            return Promise.reject(new _providers_types_js__WEBPACK_IMPORTED_MODULE_3__/* .ProviderError */ .mZ('deferred: the judge answers after its batch job', { code: BATCH_DEFERRED }));
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
    const { minRecordsPerJob } = (0,_limits_js__WEBPACK_IMPORTED_MODULE_5__/* .batchLimitsFor */ .o)(modelId);
    if (recorded.length < minRecordsPerJob) {
        input.log(`${input.dataset.name}: judge ${judge.spec.label} on demand, not batch: ${recorded.length} calls, under the ${minRecordsPerJob} records Bedrock's batch job needs at least`);
        return judge;
    }
    const keyOf = (request) => `${request.caseId}\u0000${JSON.stringify(modelInput(modelId, request))}`;
    const repetitions = new Map();
    const calls = recorded.map((request) => {
        const key = keyOf(request);
        const repetition = repetitions.get(key) ?? 0;
        repetitions.set(key, repetition + 1);
        // Stable while the judge's prompts are: they hold the models' answers.
        return { recordId: (0,_plan_js__WEBPACK_IMPORTED_MODULE_6__/* .recordIdFor */ .y2)(key, 0, repetition), key, body: modelInput(modelId, request) };
    });
    return withClients(input, (clients) => batchCalls(judge, calls, keyOf, { ...input, models: [], template: { source: '', text: '' }, trials: 1 }, clients, { dry: false }));
}
/** A record's Converse reply as the on-demand call's response, priced at the batch rate; a job measures no wall time per call. */
function batchResponse(output, modelId, prices) {
    const response = (0,_providers_bedrock_converse_js__WEBPACK_IMPORTED_MODULE_1__/* .fromConverseOutput */ .pi)(output, modelId, 0, prices, false, 'batch');
    return { ...response, latency_ms: null };
}
/** A job name Bedrock takes (letters, digits, hyphens; at most 63), unique per run and job, saying what it is. */
function jobName(dataset, modelId, stamp, part) {
    const slug = (text, max) => text
        .replace(/[^a-zA-Z0-9]+/g, '-')
        .replace(/^-+|-+$/g, '')
        .slice(0, max)
        .replace(/-+$/, '') || 'x';
    const tail = `${stamp}${part !== null ? `-${part}` : ''}`;
    const set = slug(dataset, 16);
    return `supereval-${set}-${slug(modelId.replace(/^.*\//, ''), 63 - 'supereval---'.length - set.length - tail.length)}-${tail}`;
}
function s3Uri(bucket, key) {
    return `s3://${bucket}/${key}`;
}
/**
 * One job: its files written, the job created, checked until it ends (a
 * progress line each time), its outputs read. A job that cannot be created or
 * read leaves its records unanswered, so they are made on demand; an
 * interrupted run stops the job.
 */
async function runJob(job, name, modelId, input, clients, label) {
    const { bucket, prefix } = clients.location;
    const base = prefix ? `${prefix}/${name}` : name;
    const interrupted = { found: new Map(), unanswered: 'the run was interrupted' };
    const then = input.fallback === 'error' ? 'are errors' : 'are made on demand';
    const onDemand = (why) => {
        input.log(`${label}: batch job ${name} ${why}; its ${job.records} calls ${then}`, true);
        return { found: new Map(), unanswered: `batch job ${name} ${why}` };
    };
    let jobArn;
    try {
        await Promise.all(job.files.map((file, index) => clients.s3.send(new _aws_sdk_client_s3__WEBPACK_IMPORTED_MODULE_9__/* .PutObjectCommand */ .wKZ({
            Bucket: bucket,
            Key: `${base}/input/part-${String(index + 1).padStart(4, '0')}.jsonl`,
            // Line by line: a file may be up to 1 GB, longer than one string may be.
            Body: Buffer.concat(file.records.map((r) => Buffer.from(`${r.line}\n`))),
            ContentType: 'application/jsonl',
        }), input.signal ? { abortSignal: input.signal } : {})));
        if (input.signal?.aborted)
            return interrupted;
        const created = await clients.bedrock.send(new _aws_sdk_client_bedrock__WEBPACK_IMPORTED_MODULE_8__/* .CreateModelInvocationJobCommand */ .Edi({
            jobName: name,
            // The SDK retries a create whose answer it did not get; the token makes that one job, not two.
            clientRequestToken: name,
            modelId,
            roleArn: input.roleArn,
            // Converse records: one body for every model family, the very body of the on-demand call (see docs).
            modelInvocationType: 'Converse',
            inputDataConfig: { s3InputDataConfig: { s3Uri: s3Uri(bucket, `${base}/input/`), s3InputFormat: 'JSONL' } },
            outputDataConfig: { s3OutputDataConfig: { s3Uri: s3Uri(bucket, `${base}/output/`) } },
        }));
        if (!created.jobArn)
            return onDemand('was created without a job ARN');
        jobArn = created.jobArn;
    }
    catch (error) {
        if (input.signal?.aborted)
            return interrupted;
        return onDemand(`could not be started (${describe(error, modelId)})`);
    }
    input.log(`${label}: batch job ${name} submitted: ${job.records} records in ${job.files.length} files under ${s3Uri(bucket, base)}/`);
    const final = await poll(jobArn, name, input, clients, label);
    if (final === null)
        return interrupted;
    const ended = `batch job ${name} ended ${final.status ?? 'without a status'}${final.message ? `: ${final.message}` : ''}`;
    if (final.status !== 'Completed')
        input.log(`${label}: ${ended}; the records it did not answer ${then}`, true);
    try {
        const found = await readOutputs(bucket, `${base}/output/`, clients.s3, input.signal);
        return { found, unanswered: final.status === 'Completed' ? `batch job ${name} gave no output for it` : ended };
    }
    catch (error) {
        return onDemand(`ended ${final.status ?? 'without a status'}, but its output could not be read (${describe(error, modelId)})`);
    }
}
/** The job's last state, or null when the run was interrupted (the job is then stopped). */
async function poll(jobArn, name, input, clients, label) {
    let delay = firstPollMs();
    let failures = 0;
    for (;;) {
        if (!(await sleep(delay, input.signal))) {
            await stopJob(jobArn, name, input, clients, label);
            return null;
        }
        // A run cap (--max-duration, or --max-cost-usd reached by other datasets) ends the wait: the job is
        // stopped, what it answered is kept, and the rest is refused by the cap as any call would be.
        const cap = input.caps.find((c) => c.reached);
        if (cap) {
            input.log(`${label}: batch job ${name}: ${cap.refusal.replace(/^not run: /, '')}; stopping the job and keeping what it answered`);
            await stopJob(jobArn, name, input, clients, label);
            return { status: 'Stopped', $metadata: {} };
        }
        let job;
        try {
            job = await clients.bedrock.send(new _aws_sdk_client_bedrock__WEBPACK_IMPORTED_MODULE_8__/* .GetModelInvocationJobCommand */ .iP0({ jobIdentifier: jobArn }));
            failures = 0;
        }
        catch (error) {
            // The SDK has retried already; a few more checks later, then the job is given up on, and stopped.
            failures += 1;
            if (failures >= 5) {
                input.log(`${label}: batch job ${name} could not be checked (${describe(error, '')}); stopping it`, true);
                await stopJob(jobArn, name, input, clients, label);
                return { status: 'Stopped', $metadata: {} };
            }
            delay = Math.min(delay * 2, MAX_POLL_MS);
            continue;
        }
        const status = job.status ?? 'unknown';
        const counts = job.totalRecordCount !== undefined
            ? `, ${job.processedRecordCount ?? 0}/${job.totalRecordCount} records processed, ${job.errorRecordCount ?? 0} errors`
            : '';
        if (TERMINAL.has(status)) {
            input.log(`${label}: batch job ${name}: ${status}${counts}`);
            return job;
        }
        delay = Math.min(delay * 2, MAX_POLL_MS);
        input.log(`${label}: batch job ${name}: ${status}${counts}; next check in ${Math.round(delay / 1000)}s`);
    }
}
async function stopJob(jobArn, name, input, clients, label) {
    try {
        await clients.bedrock.send(new _aws_sdk_client_bedrock__WEBPACK_IMPORTED_MODULE_8__/* .StopModelInvocationJobCommand */ .wte({ jobIdentifier: jobArn }));
        input.log(`${label}: batch job ${name} stopped`);
    }
    catch (error) {
        input.log(`${label}: batch job ${name} could not be stopped (${describe(error, '')}); stop it in the Bedrock console`, true);
    }
}
/** Every `.jsonl.out` under the output prefix, by recordId; a line that is not a record is skipped (its call is made on demand). */
async function readOutputs(bucket, prefix, s3, signal) {
    const keys = [];
    let token;
    do {
        const page = await s3.send(new _aws_sdk_client_s3__WEBPACK_IMPORTED_MODULE_9__/* .ListObjectsV2Command */ .u6x({ Bucket: bucket, Prefix: prefix, ...(token ? { ContinuationToken: token } : {}) }));
        for (const object of page.Contents ?? [])
            if (object.Key?.endsWith('.jsonl.out'))
                keys.push(object.Key);
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    const outcomes = new Map();
    for (const key of keys) {
        const object = await s3.send(new _aws_sdk_client_s3__WEBPACK_IMPORTED_MODULE_9__/* .GetObjectCommand */ .jLs({ Bucket: bucket, Key: key }), signal ? { abortSignal: signal } : {});
        // Line by line from the bytes: an output file may be longer than one string may be.
        const bytes = Buffer.from((await object.Body?.transformToByteArray()) ?? new Uint8Array());
        for (let start = 0; start < bytes.length;) {
            const newline = bytes.indexOf(10, start);
            const end = newline < 0 ? bytes.length : newline;
            const outcome = parseOutputLine(bytes.toString('utf8', start, end));
            // Bedrock writes each record once; should one appear twice, the first answer stands.
            if (outcome && !outcomes.has(outcome.recordId))
                outcomes.set(outcome.recordId, outcome.outcome);
            start = end + 1;
        }
    }
    return outcomes;
}
/** One output line: `{recordId, modelInput, modelOutput}` or `{recordId, modelInput, error}`; null for anything else. */
function parseOutputLine(line) {
    if (line.trim() === '')
        return null;
    let value;
    try {
        value = JSON.parse(line);
    }
    catch {
        return null;
    }
    if (typeof value !== 'object' || value === null)
        return null;
    const { recordId, modelOutput, error } = value;
    if (typeof recordId !== 'string')
        return null;
    if (error !== undefined && error !== null)
        return { recordId, outcome: { error: errorText(error) } };
    if (typeof modelOutput !== 'object' || modelOutput === null)
        return { recordId, outcome: { error: 'the record has no modelOutput' } };
    return { recordId, outcome: { output: modelOutput } };
}
/** The service's error of a record (`{errorCode, errorMessage}`), as one line of text. */
function errorText(error) {
    if (typeof error === 'string')
        return error;
    const { errorCode, errorMessage } = error;
    const code = typeof errorCode === 'string' || typeof errorCode === 'number' ? String(errorCode) : null;
    const message = typeof errorMessage === 'string' ? errorMessage : JSON.stringify(error);
    return code ? `${code}: ${message}` : message;
}
function describe(error, target) {
    return (0,_providers_bedrock_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .toProviderError */ .lE)(error, target || 'batch', undefined).message;
}
function firstPollMs(env = process.env) {
    const raw = env[BATCH_POLL_ENV];
    const ms = raw === undefined || raw.trim() === '' ? NaN : Number(raw);
    return Number.isFinite(ms) && ms >= 0 ? ms : DEFAULT_FIRST_POLL_MS;
}
/** Waits `ms`; false when the signal aborted first. */
function sleep(ms, signal) {
    if (signal?.aborted)
        return Promise.resolve(false);
    return new Promise((resolve) => {
        const timer = setTimeout(() => {
            signal?.removeEventListener('abort', onAbort);
            resolve(true);
        }, ms);
        const onAbort = () => {
            clearTimeout(timer);
            resolve(false);
        };
        signal?.addEventListener('abort', onAbort, { once: true });
    });
}


/***/ })

};
