export const id = 5987;
export const ids = [5987];
export const modules = {

/***/ 5987:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  baselineDir: () => (/* binding */ baselineDir),
  restoreBaseline: () => (/* binding */ restoreBaseline),
  saveBaseline: () => (/* binding */ saveBaseline)
});

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./node_modules/@actions/cache/lib/cache.js + 35 modules
var cache = __webpack_require__(60142);
// EXTERNAL MODULE: ./lib/base/index.js + 13 modules
var base = __webpack_require__(88986);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
;// CONCATENATED MODULE: ./lib/baseline/cache-key.js
// Cache keys for baselines: `supereval-v1-<dataset>-<model>-<configHash>-<runId>`.
// Restores match by prefix, so each part is reduced to characters that cannot
// be mistaken for the `-` separator: dataset `a` with model `b-c` and dataset
// `a-b` with model `c` must not share a prefix. Pure.

const BASELINE_KEY_PREFIX = 'supereval-v1';
/** @actions/cache rejects keys longer than this. */
const CACHE_KEY_MAX_CHARS = 512;
/** Longest slug per part; with the fixed parts the key stays far below 512. */
const PART_MAX_CHARS = {
    dataset: 120,
    model: 160,
    configHash: 64,
    runId: 64,
};
/** Hex characters of the original's sha256 appended to a shortened slug. */
const SLUG_HASH_CHARS = 8;
function baselineCacheKey(parts) {
    return `${sameConfigPrefix(parts)}${keyPart('runId', String(parts.runId))}`;
}
/**
 * Restore prefixes, most specific first: the same config (newest run with it),
 * then the same dataset and models under any config, then the dataset under
 * any models, so a pull request that swaps a model still meets the default
 * branch's latest baseline of the dataset.
 */
function baselineRestoreKeys(scope) {
    return [sameConfigPrefix(scope), sameModelPrefix(scope), sameDatasetPrefix(scope)];
}
/** Whether a key returned by a restore was saved under `scope`'s config. */
function isSameConfigKey(key, scope) {
    return key.startsWith(sameConfigPrefix(scope));
}
/** Whether a key returned by a restore was saved by a run of `scope`'s models. */
function isSameModelKey(key, scope) {
    return key.startsWith(sameModelPrefix(scope));
}
/**
 * A key-safe form of one part: letters, digits, `.` and `_` kept, anything
 * else becomes `_`. Long parts keep a readable head plus a short hash of the
 * original so distinct long names stay distinct. A dataset name with any
 * character beyond letters, digits, `.` and `-` gets that hash too: `-`
 * becomes `_`, so a name with `_` in it (`eval_x`) would share its slug with
 * one with `-` there (`eval-x`), as `eval/x` would with `eval x`. Names of
 * letters, digits, `.` and `-` keep the keys existing caches were saved under.
 */
function keyPart(name, value) {
    if (value.length === 0)
        throw new TypeError(`baseline cache key: ${name} is empty`);
    const slug = value.replace(/[^A-Za-z0-9._]/g, '_');
    const max = PART_MAX_CHARS[name];
    const lossy = name === 'dataset' && /[^A-Za-z0-9.-]/.test(value);
    if (slug.length <= max && !lossy)
        return slug;
    const digest = (0,external_node_crypto_.createHash)('sha256').update(value, 'utf8').digest('hex').slice(0, SLUG_HASH_CHARS);
    return `${slug.slice(0, max - SLUG_HASH_CHARS - 1)}.${digest}`;
}
function sameDatasetPrefix(scope) {
    return `${BASELINE_KEY_PREFIX}-${keyPart('dataset', scope.dataset)}-`;
}
function sameModelPrefix(scope) {
    return `${sameDatasetPrefix(scope)}${keyPart('model', scope.model)}-`;
}
function sameConfigPrefix(scope) {
    return `${sameModelPrefix(scope)}${keyPart('configHash', scope.configHash)}-`;
}

;// CONCATENATED MODULE: ./lib/baseline/cache.js
// Baseline results in the GitHub Actions cache, through @actions/cache. One
// directory per dataset holds the results JSON file(s); it is saved under a
// fresh key each time (keys are immutable) and restored by prefix.
//
// The directory names the dataset only: the cache "version" is a hash of the
// path, and an entry is restorable only under the same version, so a path
// naming the models would hide every baseline of other models. Entries of
// earlier versions, saved under <dataset>/<model>, are still looked up there
// when nothing else is found.
//
// Caching is best effort: every fault is reported to `log.warning` (or, for
// faults @actions/cache swallows itself, to the runner log by @actions/core)
// and the result says "not found" / "not saved". Nothing here throws, except
// for arguments that can only come from a bug (empty names, bad file names).
//
// @actions/cache reads its environment (ACTIONS_RESULTS_URL,
// ACTIONS_RUNTIME_TOKEN, ACTIONS_CACHE_SERVICE_V2, GITHUB_SERVER_URL,
// RUNNER_TEMP, GITHUB_WORKSPACE) on each call, not at import. tar runs in
// GITHUB_WORKSPACE and stores paths relative to it, so save and restore need
// the same workspace and root layout as well as the same path strings.





const NOT_FOUND = { found: false, sameModel: false, sameConfig: false };
/** The directory a dataset's baseline files are saved from and restored to, whatever the models. */
function baselineDir(scope, location) {
    return (0,external_node_path_.join)(location.root, keyPart('dataset', scope.dataset));
}
/** Where versions before the dataset-wide lookup kept a dataset and model's files. */
function legacyBaselineDir(scope, location) {
    return (0,external_node_path_.join)(baselineDir(scope, location), keyPart('model', scope.model));
}
async function restoreBaseline(input) {
    const { log } = input;
    const [sameConfig, sameModel, sameDataset] = baselineRestoreKeys(input);
    const dir = baselineDir(input, input);
    const legacyDir = legacyBaselineDir(input, input);
    if (!cache/* isFeatureAvailable */.w3()) {
        log.warning('The GitHub Actions cache is not available here (ACTIONS_RESULTS_URL is not set); no baseline was restored.');
        return NOT_FOUND;
    }
    try {
        // Stale files from an earlier step must not mix with the restored ones.
        await (0,promises_.rm)(dir, { recursive: true, force: true });
        // Datasets restore side by side, each with its own tar, and all need this
        // parent. GNU tar fails ("Cannot mkdir") when another tar creates a missing
        // parent between its mkdir and its retry: made here first, there is no race.
        await (0,promises_.mkdir)((0,external_node_path_.dirname)(dir), { recursive: true });
        // The same-config prefix goes first as the "primary key": a full key with
        // this run's id would also prefix-match other runs whose id starts with it.
        let key = await cache/* restoreCache */.P3([dir], sameConfig, [sameModel, sameDataset]);
        let restoredDir = dir;
        if (key === undefined) {
            key = await cache/* restoreCache */.P3([legacyDir], sameConfig, [sameModel]);
            restoredDir = legacyDir;
        }
        if (key === undefined) {
            // @actions/cache answers a restore that failed (a download or tar
            // error, with its own "Failed to restore" warning) as it answers a
            // miss. A lookup without the download tells the two apart.
            const present = (await cache/* restoreCache */.P3([dir], sameConfig, [sameModel, sameDataset], { lookupOnly: true })) ??
                (await cache/* restoreCache */.P3([legacyDir], sameConfig, [sameModel], { lookupOnly: true }));
            if (present !== undefined) {
                log.warning(`The cached baseline ${present} for ${input.dataset} is in the cache but could not be restored (the warning above says why): this run has no baseline to compare with.`);
                return { ...NOT_FOUND, failed: true };
            }
            log.info(`No cached baseline for ${input.dataset} (looked for ${sameConfig}*, then ${sameModel}*, then ${sameDataset}*).`);
            return NOT_FOUND;
        }
        // The archive holds the directory itself: keep only the files at its top.
        const files = await listFiles(restoredDir);
        if (files.length === 0) {
            log.warning(`The cached baseline ${key} restored no files; treating it as missing.`);
            return NOT_FOUND;
        }
        const config = isSameConfigKey(key, input);
        const models = isSameModelKey(key, input);
        log.info(`Restored baseline ${key} (${config ? 'same config' : models ? 'different config' : 'another model set'}).`);
        return { found: true, key, sameModel: models, sameConfig: config, path: restoredDir, files };
    }
    catch (err) {
        log.warning(`Could not restore the baseline for ${input.dataset} / ${input.model}: ${messageOf(err)}`);
        return NOT_FOUND;
    }
}
async function saveBaseline(input) {
    const { log } = input;
    const key = baselineCacheKey(input);
    const dir = baselineDir(input, input);
    const names = Object.keys(input.files);
    if (names.length === 0)
        throw new TypeError('saveBaseline: no files to save');
    for (const name of names)
        assertPlainFileName(name);
    if (!cache/* isFeatureAvailable */.w3()) {
        log.warning('The GitHub Actions cache is not available here (ACTIONS_RESULTS_URL is not set); the baseline was not saved.');
        return { saved: false, key, path: dir };
    }
    try {
        await (0,promises_.rm)(dir, { recursive: true, force: true });
        await (0,promises_.mkdir)(dir, { recursive: true });
        for (const name of names)
            await (0,base/* writeFileAtomic */.Zf)((0,external_node_path_.join)(dir, name), input.files[name] ?? '');
        const id = await cache/* saveCache */.Io([dir], key);
        if (id === -1) {
            // @actions/cache has already logged why (reservation refused, write denied...).
            log.warning(`The baseline was not saved to the cache under ${key}.`);
            return { saved: false, key, path: dir };
        }
        log.info(`Saved baseline ${key}.`);
        return { saved: true, key, id, path: dir };
    }
    catch (err) {
        log.warning(`Could not save the baseline under ${key}: ${messageOf(err)}`);
        return { saved: false, key, path: dir };
    }
}
async function listFiles(dir) {
    try {
        const entries = await (0,promises_.readdir)(dir, { withFileTypes: true });
        return entries
            .filter((e) => e.isFile())
            .map((e) => e.name)
            .sort();
    }
    catch {
        return [];
    }
}
function assertPlainFileName(name) {
    if (name === '' || (0,external_node_path_.isAbsolute)(name) || (0,external_node_path_.normalize)(name) !== name || name.includes('/') || name.includes(external_node_path_.sep) || name === '..' || name === '.') {
        throw new TypeError(`saveBaseline: ${JSON.stringify(name)} is not a plain file name`);
    }
}
function messageOf(err) {
    return err instanceof Error ? err.message : String(err);
}


/***/ })

};
