export const id = 9585;
export const ids = [9585];
export const modules = {

/***/ 3867:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   AD: () => (/* binding */ interruptedJob),
/* harmony export */   Mx: () => (/* binding */ MAX_POLL_MS),
/* harmony export */   Wh: () => (/* binding */ DEFAULT_FIRST_POLL_MS),
/* harmony export */   ZR: () => (/* binding */ failedJob),
/* harmony export */   rF: () => (/* binding */ jsonLine),
/* harmony export */   rI: () => (/* binding */ readOutputLines),
/* harmony export */   yy: () => (/* binding */ sleep)
/* harmony export */ });
/** The first wait between two status checks of a job, in ms, unless the environment sets it (AwsEnvironment.batchFirstPollMs: tests set it low). */
const DEFAULT_FIRST_POLL_MS = 15_000;
/** Checks back off to at most this far apart: a job takes minutes to hours, and each check is a line in the log. */
const MAX_POLL_MS = 120_000;
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
/** The outcome of a job the run interrupted: nothing answered. */
function interruptedJob() {
    return { found: new Map(), unanswered: 'the run was interrupted' };
}
/** The outcome of a job that did no work (`what` names it: `batch job <name>`), said in the log as a warning. */
function failedJob(settings, job, what, why) {
    settings.log(`${job.label}: ${what} ${why}; its ${job.records} calls ${settings.unansweredCalls}`, true);
    return { found: new Map(), unanswered: `${what} ${why}` };
}
/**
 * Each line of an output file read into `found` by record id, line by line
 * from the bytes (a file may be longer than one string may be). A line
 * `parse` does not take is skipped (its call goes unanswered); a record that
 * appears twice keeps its first answer.
 */
function readOutputLines(bytes, parse, found) {
    for (let start = 0; start < bytes.length;) {
        const newline = bytes.indexOf(10, start);
        const end = newline < 0 ? bytes.length : newline;
        const outcome = parse(bytes.toString('utf8', start, end));
        if (outcome && !found.has(outcome.recordId))
            found.set(outcome.recordId, outcome.outcome);
        start = end + 1;
    }
}
/** A line of an output file as a JSON object, or null (a blank line, or one that is not an object). */
function jsonLine(line) {
    if (line.trim() === '')
        return null;
    try {
        const value = JSON.parse(line);
        return typeof value === 'object' && value !== null && !Array.isArray(value) ? value : null;
    }
    catch {
        return null;
    }
}


/***/ }),

/***/ 99585:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   bedrockBatch: () => (/* binding */ bedrockBatch),
/* harmony export */   parseOutputLine: () => (/* binding */ parseOutputLine)
/* harmony export */ });
/* harmony import */ var _aws_sdk_client_bedrock__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(43701);
/* harmony import */ var _aws_sdk_client_s3__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(53711);
/* harmony import */ var _converse_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(14452);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(12620);
/* harmony import */ var _batch_jobs_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(3867);
// Bedrock batch inference jobs (the adapter of src/providers/batch.ts): each
// job's records written as JSONL files to S3, the job created with
// CreateModelInvocationJob (Converse records: the very body of the call on
// demand), its status checked until it ends, and its output files read back
// by recordId. What goes to a job, and what becomes of a record it did not
// answer, is the run's (src/run/batch/).
//
// This module and the two SDK clients it uses are imported only when a
// dataset goes to batch (registration.ts, `await import`), so the CLI's
// start-up never loads them.





const TERMINAL = new Set(['Completed', 'PartiallyCompleted', 'Failed', 'Stopped', 'Expired']);
const bedrockBatch = {
    recordBody: modelInput,
    recordLine: (recordId, body) => JSON.stringify({ recordId, modelInput: body }),
    response: batchResponse,
    jobName,
    withJobs: withClients,
};
async function withClients(settings, use) {
    const region = (0,_converse_js__WEBPACK_IMPORTED_MODULE_0__/* .resolveRegion */ .Zv)(settings.region);
    const bedrock = new _aws_sdk_client_bedrock__WEBPACK_IMPORTED_MODULE_2__/* .BedrockClient */ .eDv({ region });
    // A custom S3 endpoint (MinIO, LocalStack, a test's fake) is addressed by path, not by a bucket subdomain.
    // followRegionRedirects: a bucket in another region than the run's answers with a redirect the client then follows.
    const s3 = new _aws_sdk_client_s3__WEBPACK_IMPORTED_MODULE_3__/* .S3Client */ .YxF({
        region,
        followRegionRedirects: true,
        forcePathStyle: settings.aws?.s3PathStyle ?? false,
    });
    const clients = { bedrock, s3, settings };
    try {
        return await use({ run: (job) => runJob(job, clients) });
    }
    finally {
        bedrock.destroy();
        s3.destroy();
    }
}
/** The Converse body of a request without its model id: what a record's modelInput holds. */
function modelInput(modelId, request) {
    const { modelId: _omitted, ...body } = (0,_converse_js__WEBPACK_IMPORTED_MODULE_0__/* .toConverseInput */ .z0)(modelId, request);
    return body;
}
/** A record's Converse reply as the on-demand call's response, priced at the batch rate; a job measures no wall time per call. */
function batchResponse(output, modelId, prices) {
    const response = (0,_converse_js__WEBPACK_IMPORTED_MODULE_0__/* .fromConverseOutput */ .pi)(output, modelId, 0, prices, false, 'batch');
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
async function runJob(job, clients) {
    const { name, target: modelId, label } = job;
    const { settings } = clients;
    // The run checks both are given before a Bedrock model goes to batch (src/run/batch/settings.ts).
    if (!settings.location || !settings.roleArn)
        throw new Error('Bedrock batch jobs need an S3 location and a service role');
    const { bucket, prefix } = settings.location;
    const { roleArn } = settings;
    const base = prefix ? `${prefix}/${name}` : name;
    const interrupted = (0,_batch_jobs_js__WEBPACK_IMPORTED_MODULE_4__/* .interruptedJob */ .AD)();
    const then = settings.unansweredCalls;
    const onDemand = (why) => (0,_batch_jobs_js__WEBPACK_IMPORTED_MODULE_4__/* .failedJob */ .ZR)(settings, job, `batch job ${name}`, why);
    let jobArn;
    try {
        await Promise.all(job.files.map((file, index) => clients.s3.send(new _aws_sdk_client_s3__WEBPACK_IMPORTED_MODULE_3__/* .PutObjectCommand */ .wKZ({
            Bucket: bucket,
            Key: `${base}/input/part-${String(index + 1).padStart(4, '0')}.jsonl`,
            // Line by line: a file may be up to 1 GB, longer than one string may be.
            Body: Buffer.concat(file.records.map((r) => Buffer.from(`${r.line}\n`))),
            ContentType: 'application/jsonl',
        }), settings.signal ? { abortSignal: settings.signal } : {})));
        if (settings.signal?.aborted)
            return interrupted;
        const created = await clients.bedrock.send(new _aws_sdk_client_bedrock__WEBPACK_IMPORTED_MODULE_2__/* .CreateModelInvocationJobCommand */ .Edi({
            jobName: name,
            // The SDK retries a create whose answer it did not get; the token makes that one job, not two.
            clientRequestToken: name,
            modelId,
            roleArn,
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
        if (settings.signal?.aborted)
            return interrupted;
        return onDemand(`could not be started (${describe(error, modelId)})`);
    }
    settings.log(`${label}: batch job ${name} submitted: ${job.records} records in ${job.files.length} files under ${s3Uri(bucket, base)}/`);
    const final = await poll(jobArn, name, clients, label);
    if (final === null)
        return interrupted;
    const ended = `batch job ${name} ended ${final.status ?? 'without a status'}${final.message ? `: ${final.message}` : ''}`;
    if (final.status !== 'Completed')
        settings.log(`${label}: ${ended}; the records it did not answer ${then}`, true);
    try {
        const found = await readOutputs(bucket, `${base}/output/`, clients.s3, settings.signal);
        return { found, unanswered: final.status === 'Completed' ? `batch job ${name} gave no output for it` : ended };
    }
    catch (error) {
        return onDemand(`ended ${final.status ?? 'without a status'}, but its output could not be read (${describe(error, modelId)})`);
    }
}
/** The job's last state, or null when the run was interrupted (the job is then stopped). */
async function poll(jobArn, name, clients, label) {
    const { settings } = clients;
    let delay = settings.aws?.batchFirstPollMs ?? _batch_jobs_js__WEBPACK_IMPORTED_MODULE_4__/* .DEFAULT_FIRST_POLL_MS */ .Wh;
    let failures = 0;
    for (;;) {
        // The time budget's end wakes the wait: a job is stopped then, not up to one interval later.
        if (!(await (0,_batch_jobs_js__WEBPACK_IMPORTED_MODULE_4__/* .sleep */ .yy)(Math.min(delay, settings.msUntilStop()), settings.signal))) {
            await stopJob(jobArn, name, clients, label);
            return null;
        }
        // A run cap (--max-duration, or --max-cost-usd reached by other datasets) ends the wait: the job is
        // stopped, what it answered is kept, and the rest is refused by the cap as any call would be.
        const reason = settings.stopReason();
        if (reason !== null) {
            settings.log(`${label}: batch job ${name}: ${reason}; stopping the job and keeping what it answered`);
            await stopJob(jobArn, name, clients, label);
            return { status: 'Stopped', $metadata: {} };
        }
        let job;
        try {
            job = await clients.bedrock.send(new _aws_sdk_client_bedrock__WEBPACK_IMPORTED_MODULE_2__/* .GetModelInvocationJobCommand */ .iP0({ jobIdentifier: jobArn }));
            failures = 0;
        }
        catch (error) {
            // The SDK has retried already; a few more checks later, then the job is given up on, and stopped.
            failures += 1;
            if (failures >= 5) {
                settings.log(`${label}: batch job ${name} could not be checked (${describe(error, '')}); stopping it`, true);
                await stopJob(jobArn, name, clients, label);
                return { status: 'Stopped', $metadata: {} };
            }
            delay = Math.min(delay * 2, _batch_jobs_js__WEBPACK_IMPORTED_MODULE_4__/* .MAX_POLL_MS */ .Mx);
            continue;
        }
        const status = job.status ?? 'unknown';
        const counts = job.totalRecordCount !== undefined
            ? `, ${job.processedRecordCount ?? 0}/${job.totalRecordCount} records processed, ${job.errorRecordCount ?? 0} errors`
            : '';
        if (TERMINAL.has(status)) {
            settings.log(`${label}: batch job ${name}: ${status}${counts}`);
            return job;
        }
        delay = Math.min(delay * 2, _batch_jobs_js__WEBPACK_IMPORTED_MODULE_4__/* .MAX_POLL_MS */ .Mx);
        settings.log(`${label}: batch job ${name}: ${status}${counts}; next check in ${Math.round(delay / 1000)}s`);
    }
}
async function stopJob(jobArn, name, clients, label) {
    try {
        await clients.bedrock.send(new _aws_sdk_client_bedrock__WEBPACK_IMPORTED_MODULE_2__/* .StopModelInvocationJobCommand */ .wte({ jobIdentifier: jobArn }));
        clients.settings.log(`${label}: batch job ${name} stopped`);
    }
    catch (error) {
        clients.settings.log(`${label}: batch job ${name} could not be stopped (${describe(error, '')}); stop it in the Bedrock console`, true);
    }
}
/** Every `.jsonl.out` under the output prefix, by recordId; a line that is not a record is skipped (its call is made on demand). */
async function readOutputs(bucket, prefix, s3, signal) {
    const keys = [];
    let token;
    do {
        const page = await s3.send(new _aws_sdk_client_s3__WEBPACK_IMPORTED_MODULE_3__/* .ListObjectsV2Command */ .u6x({ Bucket: bucket, Prefix: prefix, ...(token ? { ContinuationToken: token } : {}) }));
        for (const object of page.Contents ?? [])
            if (object.Key?.endsWith('.jsonl.out'))
                keys.push(object.Key);
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    const outcomes = new Map();
    for (const key of keys) {
        const object = await s3.send(new _aws_sdk_client_s3__WEBPACK_IMPORTED_MODULE_3__/* .GetObjectCommand */ .jLs({ Bucket: bucket, Key: key }), signal ? { abortSignal: signal } : {});
        // Bedrock writes each record once; should one appear twice, the first answer stands.
        (0,_batch_jobs_js__WEBPACK_IMPORTED_MODULE_4__/* .readOutputLines */ .rI)(Buffer.from((await object.Body?.transformToByteArray()) ?? new Uint8Array()), parseOutputLine, outcomes);
    }
    return outcomes;
}
/** One output line: `{recordId, modelInput, modelOutput}` or `{recordId, modelInput, error}`; null for anything else. */
function parseOutputLine(line) {
    const value = (0,_batch_jobs_js__WEBPACK_IMPORTED_MODULE_4__/* .jsonLine */ .rF)(line);
    if (value === null)
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
    return (0,_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .toProviderError */ .lE)(error, target || 'batch', undefined).message;
}


/***/ })

};
