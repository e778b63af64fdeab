export const id = 5314;
export const ids = [5314];
export const modules = {

/***/ 55314:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  loadPromptfooConfig: () => (/* reexport */ loadPromptfooConfig)
});

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./lib/config/index.js + 22 modules
var lib_config = __webpack_require__(67594);
// EXTERNAL MODULE: ./lib/base/index.js + 13 modules
var base = __webpack_require__(88986);
// EXTERNAL MODULE: ./lib/dataset/python-json.js
var python_json = __webpack_require__(70079);
// EXTERNAL MODULE: ./lib/dataset/load.js + 2 modules
var load = __webpack_require__(47627);
;// CONCATENATED MODULE: ./lib/dataset/promptfoo/dataset.js
// A promptfoo config, read (read.ts), as a supereval dataset: each test is a
// case whose input is its vars; the config's prompts and providers are the
// dataset's cells. Pure: the config is already read.





/** The config file's name without its extension; promptfoo's default name says nothing, so its folder's name stands in. */
function configDatasetName(file) {
    const base = external_node_path_.basename(file).replace(/\.(ya?ml|json)$/i, '');
    return base === 'promptfooconfig' ? external_node_path_.basename(external_node_path_.dirname(external_node_path_.resolve(file))) : base;
}
/**
 * The cases of the config's tests. A test's id is its description, made unique
 * with ` (2)`, ` (3)`... when tests share one (a cartesian expansion does);
 * a test without one is `#<position>`, counted from 1 over all tests.
 */
function testIds(tests) {
    const seen = new Map();
    const taken = new Set(tests.flatMap((t) => (t.description ? [t.description] : [])));
    return tests.map((test, index) => {
        const base = test.description ?? `#${index + 1}`;
        const count = (seen.get(base) ?? 0) + 1;
        seen.set(base, count);
        if (count === 1)
            return base;
        let suffix = count;
        while (taken.has(`${base} (${suffix})`))
            suffix++;
        const id = `${base} (${suffix})`;
        taken.add(id);
        return id;
    });
}
/** defaultTest's assertions lead a test's list unless the test set disableDefaultAsserts (read.ts's mergeDefault). */
const leadingDefaults = (test, defaults) => defaults.count > 0 && test.options['disableDefaultAsserts'] !== true && test.assert.length >= defaults.count ? defaults : null;
function testCase(test, id, config, issues) {
    const configFile = config.file;
    const where = { file: test.file, ...(test.line === null ? {} : { line: test.line }) };
    const defaults = leadingDefaults(test, config.defaultTest);
    const assertions = [];
    test.assert.forEach((raw, i) => {
        const parsed = lib_config/* AssertionSchema */.So.safeParse(raw, { reportInput: true });
        if (parsed.success)
            assertions.push(parsed.data);
        else
            (0,base/* appendAll */.u2)(issues, (0,load/* zodIssues */.mZ)(parsed.error, test.file, test.line ?? undefined).map((issue) => ({
                ...issue,
                ...where,
                field: `${test.field}.assert[${i}].${issue.field}`,
            })));
    });
    const threshold = test.threshold === null ? null : lib_config/* weightFraction */.X_.safeParse(test.threshold);
    if (threshold && !threshold.success) {
        issues.push({ ...where, field: `${test.field}.threshold`, message: threshold.error.issues[0]?.message ?? 'invalid' });
    }
    for (const key of ['transform', 'transformVars']) {
        const code = test.options[key];
        if (code !== undefined && typeof code !== 'string')
            issues.push({ ...where, field: `${test.field}.options.${key}`, message: 'must be JavaScript, or a file:// path to a .js, .ts or .py file' });
    }
    if (assertions.length !== test.assert.length || (threshold && !threshold.success) || issues.length > 0)
        return null;
    const tags = test.metadata['tags'];
    // The same rule as a case line's `cluster`.
    const cluster = lib_config/* CaseCommon */.wl.cluster.safeParse(test.metadata['cluster']);
    if (!cluster.success) {
        (0,base/* appendAll */.u2)(issues, (0,load/* zodIssues */.mZ)(cluster.error, test.file, test.line ?? undefined).map((issue) => ({ ...issue, ...where, field: `${test.field}.metadata.cluster` })));
        return null;
    }
    return {
        id,
        key: (0,python_json/* superevalCaseKey */.pG)(test.vars),
        vars: test.vars,
        // Where the config writes the test, or names the file it comes from (its top when neither is known).
        line: test.file === configFile && test.line !== null ? test.line : (test.configLine ?? 1),
        ...(test.file === configFile ? {} : { source: { file: test.file, line: test.line } }),
        tags: Array.isArray(tags) ? tags.filter((t) => typeof t === 'string') : [],
        ...(cluster.data === undefined || cluster.data === null ? {} : { cluster: String(cluster.data) }),
        mustPass: test.metadata['must_pass'] === true,
        ...(defaults ? { defaultAsserts: defaults } : {}),
        description: test.description,
        input: test.vars,
        expected: {},
        assert: assertions,
        threshold: test.threshold,
        data: { vars: test.vars, options: test.options, metadata: test.metadata },
    };
}
/** The config's `supereval` block: the name and thresholds supereval reads, which promptfoo ignores. */
function superevalBlock(config, issues) {
    const block = config.supereval;
    if (block === undefined || block === null)
        return {};
    const parsed = lib_config/* DatasetMetaSchema */.FY.pick({ name: true, thresholds: true }).strict().safeParse(block, { reportInput: true });
    if (!parsed.success) {
        (0,base/* appendAll */.u2)(issues, (0,load/* zodIssues */.mZ)(parsed.error, config.file).map((i) => ({ ...i, field: `supereval.${i.field}` })));
        return {};
    }
    return { ...(parsed.data.name ? { name: parsed.data.name } : {}), ...(parsed.data.thresholds ? { thresholds: parsed.data.thresholds } : {}) };
}
/** The dataset a read config makes; problems with its tests throw one DatasetError. */
function promptfooDataset(config, kinds, options = {}) {
    const issues = [];
    const block = superevalBlock(config, issues);
    const ids = testIds(config.tests);
    const cases = config.tests.flatMap((test, i) => testCase(test, ids[i], config, issues) ?? []);
    if (config.prompts.length === 0)
        issues.push({ file: config.file, field: 'prompts', message: 'required: at least one prompt' });
    if (issues.length > 0)
        throw new base/* DatasetError */.zm(issues);
    // PROMPTFOO_PASS_RATE_THRESHOLD counts cells, as promptfoo does (every prompt on every provider of every
    // test), and then replaces the rule that every test passes; the config's own thresholds come over it.
    const fromEnv = options.passRate === undefined ? {} : { pass_rate: 0, result_pass_rate: options.passRate };
    const thresholds = lib_config/* ThresholdsSchema */._7.parse({ ...fromEnv, ...block.thresholds });
    const meta = {
        name: block.name ?? configDatasetName(config.file),
        type: 'promptfoo',
        ...(config.description ? { description: config.description } : {}),
        thresholds,
    };
    return {
        dir: config.dir,
        name: meta.name,
        type: 'promptfoo',
        kind: kinds.promptfoo,
        meta,
        thresholds: (0,lib_config/* resolveThresholds */.pz)(thresholds),
        files: { meta: config.file, cases: config.file, tools: null, referenced: config.files.filter((f) => f !== config.file) },
        cases,
        tools: null,
        warnings: config.warnings,
        hash: config.hash,
        cells: {
            prompts: config.prompts,
            providers: config.providers,
            storesOutputs: config.tests.some((test) => typeof test.options['storeOutputAs'] === 'string'),
            nunjucksFilters: config.nunjucksFilters,
        },
    };
}

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
// EXTERNAL MODULE: ./lib/dataset/workspace-glob.js
var workspace_glob = __webpack_require__(54028);
// EXTERNAL MODULE: ./node_modules/yaml/dist/index.js
var dist = __webpack_require__(38815);
;// CONCATENATED MODULE: ./lib/dataset/promptfoo/yaml.js
// YAML files of a promptfoo config, read as promptfoo reads them (src/base/yaml.ts),
// with the line of a parse error for the message.


/** One YAML document (JSON is YAML), or the parse error's 1-based line and message. Empty text gives undefined. */
function parseYaml(content) {
    try {
        return { value: (0,base/* loadYaml */.yv)(content) };
    }
    catch (error) {
        const mark = error.mark;
        const reason = error.reason ?? error.message;
        // Refused aliases are valid YAML: the reason says what is wrong.
        const message = error instanceof base/* YamlAliasError */.Q$ ? reason : `not valid YAML: ${reason}`;
        return { line: mark?.line === undefined ? undefined : mark.line + 1, message };
    }
}
function textLines(text) {
    const lineCounter = new dist/* LineCounter */.HN();
    const doc = (0,dist/* parseDocument */.Tp)(text, { lineCounter, uniqueKeys: false });
    const lineOf = (node) => {
        const start = node?.range?.[0];
        return start === undefined ? null : lineCounter.linePos(start).line;
    };
    return {
        items(key) {
            const list = key === null ? doc.contents : doc.get(key, true);
            return (0,dist/* isSeq */.oP)(list) ? list.items.map(lineOf) : [];
        },
        key(key) {
            const pair = (0,dist/* isMap */.jh)(doc.contents) ? doc.contents.items.find((p) => (0,dist/* isScalar */.jn)(p.key) && p.key.value === key) : undefined;
            return lineOf(pair?.key);
        },
    };
}

;// CONCATENATED MODULE: ./lib/dataset/promptfoo/context.js




/**
 * The most tests a config may expand to, list vars, repeats and scenarios
 * multiplied out: as many cases as the largest dataset the benchmarks run,
 * where eight list vars of ten values (a 300-byte config) make 10^8.
 */
const MAX_EXPANDED_TESTS = 100_000;
/**
 * Counts `count` more tests against MAX_EXPANDED_TESTS before they are built;
 * false, with the problem named once (at the first test past it), when they
 * would go past it. `what` says how the test multiplies (`8 list vars`).
 */
function makeRoomFor(ctx, count, where, what) {
    const before = ctx.expanded;
    ctx.expanded += count;
    if (ctx.expanded <= MAX_EXPANDED_TESTS)
        return true;
    if (before <= MAX_EXPANDED_TESTS)
        ctx.issues.push({
            file: where.file,
            ...(where.line ? { line: where.line } : {}),
            field: where.field,
            message: tooManyTests(count, what, before),
        });
    return false;
}
/** The problem of `count` tests made by `what` after `before` others: past MAX_EXPANDED_TESTS. */
function tooManyTests(count, what, before) {
    const after = before > 0 ? ` after ${countText(before)} others` : '';
    return `expands to ${countText(count)} tests (${what})${after}, past the ${countText(MAX_EXPANDED_TESTS)} a config may run; split the values over several tests or configs`;
}
const countText = (n) => (n < 1e15 ? n.toLocaleString('en-US') : 'over 10^15');
/** A path written in the config (`file://` or not), as a path from the current folder. */
function resolvePath(ctx, written, from = ctx.dir) {
    const bare = written.startsWith('file://') ? written.slice('file://'.length) : written;
    return external_node_path_.isAbsolute(bare) ? bare : external_node_path_.join(from, bare);
}
/** A file's path as promptfoo shows it when run in the config's folder (its prompt labels, `file://` var values). */
function shownPath(ctx, file) {
    return external_node_path_.relative(ctx.dir, file).split(external_node_path_.sep).join('/');
}
/** The file's text (recorded for the hash), or null with the reason in ctx.issues. */
async function readText(ctx, file) {
    const text = await (0,base/* readUserFile */.E1)(file, ctx.issues, ctx.within === undefined ? {} : { within: ctx.within });
    if (text !== null && !ctx.files.includes(file)) {
        ctx.files.push(file);
        ctx.hash.update(text).update('\0');
    }
    return text;
}
/** A YAML or JSON file's value, or null with the problem (and its line) in ctx.issues. */
async function readYamlFile(ctx, file) {
    const text = await readText(ctx, file);
    if (text === null)
        return null;
    const parsed = parseYaml(text);
    if ('value' in parsed)
        return { value: parsed.value, text };
    ctx.issues.push({ file, ...(parsed.line === undefined ? {} : { line: parsed.line }), field: '(yaml)', message: parsed.message });
    return null;
}
/**
 * The files a written path names: itself, or a glob's matches in name order
 * (promptfoo's glob walk has no fixed order; sorting gives one). A glob never
 * walks out of the workspace.
 */
async function expandPath(ctx, written, from = ctx.dir) {
    const file = resolvePath(ctx, written, from);
    if (!(0,workspace_glob/* isGlob */.fg)(written))
        return [file];
    const relative = external_node_path_.relative(from, file).split(external_node_path_.sep).join('/');
    const found = await (0,workspace_glob/* globWithin */.eg)([relative], { cwd: from, onlyFiles: true, expandDirectories: false }, ctx.within);
    // Refused, not dropped: a prompt glob matching nothing would otherwise be read as the prompt's text.
    const outside = [...found.refusedPatterns.map((pattern) => external_node_path_.join(from, pattern)), ...found.refusedLinks];
    for (const refused of outside)
        ctx.issues.push({ file: refused, field: '(file)', message: `${base/* OUTSIDE_WORKSPACE */.Mi}; copy the files in` });
    return found.matches.map((match) => external_node_path_.join(from, match)).sort();
}
const isScriptFile = (file) => /\.(js|cjs|mjs|ts|cts|mts|py)$/i.test(file.replace(/:[^:/\\]+$/, ''));
const isObject = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);
/** The line of its own file a test is written on, when it can be told. */
function lineOfTest(ctx, located) {
    return located.line ?? located.itemLine?.() ?? (located.file === ctx.files[0] ? (located.configLine ?? null) : null);
}

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
;// CONCATENATED MODULE: ./lib/dataset/promptfoo/filters.js
// A config's `nunjucksFilters`: filter name to a JavaScript module that
// exports the filter, as promptfoo 0.121.20's readFilters reads them (the
// path joined to the config's folder, a glob's last match wins). Only the
// files are found and read here (for the hash and the workspace bound); the
// modules load in the sandbox when a prompt renders (score/promptfoo).


const FILTER_MODULE = /\.(js|cjs|mjs|ts|cts|mts)$/i;
const FILTER_NAME = /^[A-Za-z_$][\w$]*$/;
/** Filter name to its module's absolute path; problems go to ctx.issues, each naming the config and the filter's key. */
async function readNunjucksFilters(ctx, written, file) {
    const filters = {};
    if (written === undefined || written === null)
        return filters;
    const problem = (field, message) => void ctx.issues.push({ file, field, message });
    if (!isObject(written)) {
        problem('nunjucksFilters', 'must map each filter name to the path of a JavaScript file that exports it');
        return filters;
    }
    for (const [name, filterPath] of Object.entries(written)) {
        const field = `nunjucksFilters.${name}`;
        if (!FILTER_NAME.test(name))
            problem(field, 'a filter name must be a name a template can write after `|`');
        else if (typeof filterPath !== 'string')
            problem(field, 'must be the path of a JavaScript file that exports the filter');
        else {
            const matches = await expandPath(ctx, filterPath);
            const module = matches.at(-1);
            if (module === undefined || !(0,external_node_fs_.existsSync)(module))
                problem(field, `no file ${filterPath} beside the config`);
            else if (!FILTER_MODULE.test(module))
                problem(field, 'must be a .js, .cjs, .mjs or .ts file (promptfoo imports it as a module)');
            else if ((await readText(ctx, module)) !== null)
                filters[name] = module;
        }
    }
    return filters;
}

;// CONCATENATED MODULE: ./lib/dataset/promptfoo/prompts.js
// `prompts` and `providers` as promptfoo 0.121.20 reads them
// (src/prompts/index.ts: normalizeInput, processPrompt; processors/*.ts;
// src/providers/index.ts: resolveProviderConfigs). Labels are promptfoo's
// when it runs in the config's folder: `p.txt: <text>` for a file's prompt.




const FILE_EXTENSIONS = ['.cjs', '.cts', '.j2', '.js', '.json', '.jsonl', '.md', '.mjs', '.mts', '.py', '.ts', '.txt', '.yml', '.yaml'];
/** promptfoo's maybeFilePath: whether a prompt string names a file rather than being the prompt's text. */
function looksLikeFile(raw) {
    if (raw.includes('\n'))
        return false;
    const tokens = raw.split(':');
    const last = tokens.at(-1) ?? '';
    const beforeLast = tokens.at(-2) ?? '';
    return (raw.startsWith('file://') ||
        FILE_EXTENSIONS.some((ext) => last.endsWith(ext) || beforeLast.endsWith(ext)) ||
        raw.charAt(raw.length - 3) === '.' ||
        raw.charAt(raw.length - 4) === '.' ||
        /[*/\\]/.test(raw));
}
/** promptfoo's combineConfigs: an object prompt needs an `id` with a `raw` or `label`, or both `raw` and `label`. */
function promptfooAcceptsObject(entry) {
    const hasRaw = typeof entry.raw === 'string';
    const hasLabel = typeof entry.label === 'string';
    return typeof entry.id === 'string' && entry.id !== '' ? hasRaw || hasLabel : hasRaw && hasLabel;
}
async function readPrompts(ctx, prompts, configFile) {
    const entries = [];
    if (typeof prompts === 'string')
        entries.push({ raw: prompts, id: null, label: null, field: 'prompts' });
    else if (Array.isArray(prompts)) {
        prompts.forEach((entry, index) => {
            const field = `prompts[${index}]`;
            if (typeof entry === 'string')
                entries.push({ raw: entry, id: null, label: null, field });
            else if (isObject(entry) && promptfooAcceptsObject(entry)) {
                const id = typeof entry.id === 'string' ? entry.id : null;
                entries.push({
                    raw: entry.raw || id || '',
                    id,
                    label: typeof entry.label === 'string' ? entry.label : null,
                    field,
                });
            }
            else
                ctx.issues.push({
                    file: configFile,
                    field,
                    message: 'must be a prompt text, a file:// path, or an object with `raw` and `label`, or `id` and one of them',
                });
        });
    }
    else if (isObject(prompts)) {
        for (const [raw, label] of Object.entries(prompts))
            entries.push({ raw, id: null, label: String(label), field: `prompts.${raw}` });
    }
    else
        ctx.issues.push({ file: configFile, field: 'prompts', message: 'must be a prompt, a list of prompts, or a map of file to label' });
    const read = [];
    for (const entry of entries) {
        const before = ctx.issues.length;
        const found = await readPrompt(ctx, entry, configFile);
        if (found.length === 0 && ctx.issues.length === before)
            ctx.issues.push({ file: configFile, field: entry.field, message: `there are no prompts in ${entry.raw}` });
        (0,base/* appendAll */.u2)(read, found);
    }
    return read;
}
async function readPrompt(ctx, entry, configFile) {
    const inline = () => [{ id: entry.id, label: entry.label ?? entry.raw, name: entry.label, raw: entry.raw, source: entry.field }];
    if (entry.raw.startsWith('exec:') || isScriptFile(entry.raw)) {
        ctx.issues.push({
            file: configFile,
            field: entry.field,
            message: `${entry.raw}: supereval does not run prompt functions; write the prompt as text, or in a .txt, .md, .j2 or .json file`,
        });
        return [];
    }
    if (!looksLikeFile(entry.raw))
        return inline();
    const files = await expandPath(ctx, entry.raw);
    // A glob that matches nothing is the prompt's own text to promptfoo (`Tell me a *joke*`).
    if (files.length === 0)
        return inline();
    const prompts = [];
    for (const file of files)
        (0,base/* appendAll */.u2)(prompts, await readPromptFile(ctx, file, entry, configFile));
    return prompts;
}
async function readPromptFile(ctx, file, entry, configFile) {
    const ext = external_node_path_.extname(file).toLowerCase();
    const shown = shownPath(ctx, file);
    if (['.csv', '.jsonl', '.sh', '.bash', '.exe', '.bat', '.cmd', '.ps1', '.rb', '.pl'].includes(ext)) {
        ctx.issues.push({
            file: configFile,
            field: entry.field,
            message: `${shown}: supereval does not read ${ext} prompt files (nor run executables); write the prompts in .txt, .md, .j2 or .json files`,
        });
        return [];
    }
    const text = await readText(ctx, file);
    if (text === null)
        return [];
    const one = (raw, label) => [
        { id: entry.id, label: entry.label ?? label, name: entry.label, raw, source: shown },
    ];
    if (ext === '.json' || ext === '.yaml' || ext === '.yml') {
        // promptfoo keeps the text as it is when it does not parse, and JSON re-serialised when it does.
        const parsed = ext === '.json' ? tryJson(text) : parseYaml(text);
        const raw = 'value' in parsed ? JSON.stringify(parsed.value) : text;
        return one(raw, ext === '.json' ? `${shown}: ${raw}` : `${shown}: ${raw.slice(0, 80)}`);
    }
    if (ext === '.md' || ext === '.j2')
        return one(text, `${shown}: ${text.slice(0, 50)}...`);
    // .txt and any other extension: promptfoo's text processor splits on lines of `---`.
    return splitText(text).map((raw) => ({
        id: entry.id,
        label: entry.label ? `${entry.label}: ${shown}: ${raw}` : `${shown}: ${raw}`,
        name: entry.label,
        raw,
        source: shown,
    }));
}
const tryJson = (text) => {
    try {
        return { value: JSON.parse(text) };
    }
    catch (error) {
        return { message: error.message };
    }
};
/** A text file's prompts: the parts between lines that are `---` (promptfoo's processTxtFile), each trimmed, empty ones dropped. */
function splitText(text) {
    const prompts = [];
    let buffer = [];
    const flush = () => {
        const raw = buffer.join('\n').trim();
        if (raw.length > 0)
            prompts.push(raw);
        buffer = [];
    };
    for (const line of text.split(/\r?\n/)) {
        if (line.trim() === '---')
            flush();
        else
            buffer.push(line);
    }
    flush();
    return prompts;
}
/** `providers` as written: ids, `{id, label, config}` objects, `{ "<id>": {config...} }` maps, and file:// YAML or JSON files of them. */
async function readProviders(ctx, providers, configFile, field, prompts) {
    const list = Array.isArray(providers) ? providers : providers === undefined ? [] : [providers];
    const read = [];
    for (const [index, entry] of list.entries()) {
        const entryField = Array.isArray(providers) ? `${field}[${index}]` : field;
        if (typeof entry === 'string' && entry.startsWith('file://') && /\.(ya?ml|json)$/.test(entry)) {
            const file = resolvePath(ctx, entry);
            const loaded = await readYamlFile(ctx, file);
            if (loaded === null)
                continue;
            const inFile = Array.isArray(loaded.value) ? loaded.value : [loaded.value];
            inFile.forEach((item, i) => {
                const provider = providerFrom(item, `${entryField}(${external_node_path_.basename(file)}[${i}])`);
                if (provider)
                    read.push(provider);
                else
                    ctx.issues.push({ file, field: `[${i}]`, message: 'must be a provider object with an `id`' });
            });
            continue;
        }
        const provider = providerFrom(entry, entryField);
        if (provider)
            read.push(provider);
        else
            ctx.issues.push({
                file: configFile,
                field: entryField,
                message: 'must be a provider id, an object with an `id`, or a map of one id to its options',
            });
    }
    return withPromptFilters(read, prompts);
}
function providerFrom(entry, field) {
    if (typeof entry === 'string' && entry !== '')
        return { provider: { id: entry, label: null, config: {}, field }, prompts: undefined, keys: [] };
    if (!isObject(entry))
        return null;
    const config = (options) => (isObject(options.config) ? options.config : {});
    const labelOf = (options) => (typeof options.label === 'string' ? options.label : null);
    if (typeof entry.id === 'string') {
        const label = labelOf(entry);
        const keys = label ? [entry.id, label] : [entry.id];
        return { provider: { id: entry.id, label, config: config(entry), field }, prompts: entry.prompts, keys };
    }
    const names = Object.keys(entry);
    const options = names.length === 1 ? entry[names[0]] : undefined;
    if (!isObject(options))
        return null;
    const id = typeof options.id === 'string' ? options.id : names[0];
    // The map form files its filter under its id only (promptfoo's readProviderPromptMap).
    return { provider: { id, label: labelOf(options), config: config(options), field }, prompts: options.prompts, keys: [id] };
}
/**
 * Each provider with the prompts it runs, as promptfoo 0.121.20 picks them:
 * every entry files its `prompts:` (or every prompt) under its id and its
 * label, a later entry over an earlier one, and a provider runs what is
 * filed under its label, else its id (readProviderPromptMap; the evaluator's
 * getProviderIdentifier and isPromptAllowed).
 */
function withPromptFilters(read, prompts) {
    const filed = new Map();
    for (const { prompts: filter, keys } of read) {
        for (const key of keys)
            filed.set(key, Array.isArray(filter) ? filter.map(String) : null);
    }
    return read.map(({ provider }) => {
        const filter = filed.get(provider.label || provider.id) ?? null;
        const promptIndexes = filter === null ? null : prompts.flatMap((prompt, i) => (promptAllowed(filter, prompt) ? [i] : []));
        return { ...provider, promptIndexes };
    });
}
/** Whether a provider's `prompts:` filter lets a prompt run: a label or id, `prefix*`, or `Group` for `Group:...` (promptfoo's doesPromptRefMatch). */
function promptAllowed(filter, prompt) {
    if (filter === null)
        return true;
    return filter.some((ref) => {
        const { id, label } = prompt;
        if (label === ref || (id !== null && id !== '' && id === ref))
            return true;
        if (ref.endsWith('*')) {
            const prefix = ref.slice(0, -1);
            if (label.startsWith(prefix) || (id !== null && id.startsWith(prefix)))
                return true;
        }
        return label.startsWith(`${ref}:`) || (id !== null && id.startsWith(`${ref}:`));
    });
}

;// CONCATENATED MODULE: ./lib/dataset/promptfoo/refs.js

const MAX_REF_DEPTH = 32;
const MAX_REF_VALUES = 1_000_000;
class RefError extends Error {
    field;
    constructor(field, message) {
        super(message);
        this.field = field;
    }
}
/** A JSON pointer's tokens (`#/a/b~1c/0` is a, b/c, 0), percent-decoded as a URI fragment is. */
function pointerTokens(ref) {
    const fragment = ref.slice(1);
    if (fragment === '' || fragment === '/')
        return fragment === '' ? [] : [''];
    return fragment
        .slice(1)
        .split('/')
        .map((token) => {
        let decoded = token;
        try {
            decoded = decodeURIComponent(token);
        }
        catch {
            // A stray % is taken as it is written.
        }
        return decoded.replace(/~1/g, '/').replace(/~0/g, '~');
    });
}
function fieldOf(path) {
    return path.reduce((text, key) => (typeof key === 'number' ? `${text}[${key}]` : text === '' ? key : `${text}.${key}`), '') || '(config)';
}
/** Whether `path` is a provider's function or tool schema, which promptfoo does not dereference. */
function isProviderSchema(path) {
    if (path[0] !== 'providers' && path[0] !== 'targets')
        return false;
    const rest = path.slice(2);
    // `providers[i].config...` or `providers[i].<id>.config...` (the one-key map form).
    const config = rest[0] === 'config' ? rest.slice(1) : rest[1] === 'config' ? rest.slice(2) : null;
    if (config === null)
        return false;
    if (config[0] === 'functions')
        return config[2] === 'parameters';
    return config[0] === 'tools' && config[2] === 'function' && config[3] === 'parameters';
}
/**
 * The config with every `$ref` resolved; the problems (a missing target, an
 * external file, a cycle, past a bound) are pushed to `issues`, naming `file`
 * and the field of the reference, and the value is then returned as read.
 */
function resolveRefs(root, file, issues) {
    let built = 0;
    // The top-level keys references reach into (`assertionTemplates`): read, so not unknown fields.
    const referenced = new Set();
    const follow = (ref, at, chain) => {
        if (!ref.startsWith('#'))
            throw new RefError(fieldOf(at), `$ref ${JSON.stringify(ref)}: supereval resolves references inside the config only ('#/...')`);
        if (chain.includes(ref))
            throw new RefError(fieldOf(at), `$ref ${JSON.stringify(ref)} refers to itself (${[...chain, ref].join(' -> ')})`);
        if (chain.length >= MAX_REF_DEPTH)
            throw new RefError(fieldOf(at), `$ref ${JSON.stringify(ref)}: references nest deeper than ${MAX_REF_DEPTH}`);
        let target = root;
        const tokens = pointerTokens(ref);
        if (tokens[0] !== undefined)
            referenced.add(tokens[0]);
        for (const token of tokens) {
            if (Array.isArray(target) && /^\d+$/.test(token) && Number(token) < target.length)
                target = target[Number(token)];
            else if (isObject(target) && Object.hasOwn(target, token))
                target = target[token];
            else
                throw new RefError(fieldOf(at), `$ref ${JSON.stringify(ref)}: the config has nothing at that path`);
        }
        return walk(target, at, [...chain, ref]);
    };
    const walk = (value, at, chain) => {
        if (++built > MAX_REF_VALUES)
            throw new RefError(fieldOf(at), `$ref: the references expand to more than ${MAX_REF_VALUES.toLocaleString('en-US')} values`);
        if (Array.isArray(value))
            return value.map((item, i) => walk(item, [...at, i], chain));
        if (!isObject(value) || isProviderSchema(at))
            return value;
        if (typeof value.$ref === 'string') {
            const resolved = follow(value.$ref, at, chain);
            const siblings = Object.keys(value).filter((key) => key !== '$ref');
            if (siblings.length === 0 || !isObject(resolved))
                return resolved;
            // fromEntries defines `__proto__` as an own key, as a parsed document holds it.
            return { ...resolved, ...Object.fromEntries(siblings.map((key) => [key, walk(value[key], [...at, key], chain)])) };
        }
        return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, walk(item, [...at, key], chain)]));
    };
    if (!hasRef(root, 0))
        return { value: root, referenced };
    try {
        return { value: walk(root, [], []), referenced };
    }
    catch (error) {
        if (!(error instanceof RefError))
            throw error;
        issues.push({ file, field: error.field, message: error.message });
        return { value: root, referenced };
    }
}
/** Whether a `$ref` key is anywhere in the value: most configs have none and are returned as read. */
function hasRef(value, depth) {
    if (depth > 200)
        return true;
    if (Array.isArray(value))
        return value.some((item) => hasRef(item, depth + 1));
    if (!isObject(value))
        return false;
    return Object.hasOwn(value, '$ref') || Object.values(value).some((item) => hasRef(item, depth + 1));
}

// EXTERNAL MODULE: ./node_modules/csv-parse/lib/sync.js + 9 modules
var sync = __webpack_require__(25175);
;// CONCATENATED MODULE: ./lib/dataset/promptfoo/csv.js
// CSV test files as promptfoo 0.121.20 reads them (src/csv.ts,
// testCaseFromCsvRow and assertionFromString; src/util/testCaseReader.ts,
// parseCsvRows): csv-parse with a header row, each other column a var,
// except the `__` columns.

// promptfoo's BaseAssertionTypesSchema, in its order: the regex tries them as written.
const BASE_TYPES = 'agent-rubric|answer-relevance|bleu|classifier|contains|contains-all|contains-any|contains-html|contains-json|contains-sql|contains-xml|context-faithfulness|context-recall|context-relevance|conversation-relevance|cost|equals|factuality|finish-reason|g-eval|gleu|guardrails|icontains|icontains-all|icontains-any|is-html|is-json|is-refusal|is-sql|is-valid-function-call|is-valid-openai-function-call|is-valid-openai-tools-call|is-xml|javascript|latency|levenshtein|llm-rubric|pi|meteor|model-graded-closedqa|model-graded-factuality|moderation|perplexity|perplexity-score|python|regex|rouge-n|ruby|similar|similar:cosine|similar:dot|similar:euclidean|starts-with|tool-call-f1|skill-used|trajectory:goal-success|trajectory:tool-args-match|trajectory:step-count|trajectory:tool-sequence|trajectory:tool-used|trace-error-spans|trace-span-count|trace-span-duration|search-rubric|webhook|word-count';
const ASSERTION = new RegExp(`^(not-)?(${BASE_TYPES})(?:\\((\\d+(?:\\.\\d+)?)\\))?(?::([\\s\\S]*))?$`);
const LIST_TYPES = new Set(['contains-all', 'contains-any', 'icontains-all', 'icontains-any']);
const THRESHOLD_TYPES = new Set('answer-relevance classifier context-faithfulness context-recall context-relevance cost latency levenshtein perplexity-score perplexity rouge-n similar starts-with'.split(' '));
/** A finite number written whole (`0.5`, `-1e3`), else undefined: promptfoo's parseFiniteNumber. */
function parseFiniteNumber(value) {
    const trimmed = value?.trim() ?? '';
    if (!/^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?$/.test(trimmed))
        return undefined;
    const parsed = Number(trimmed);
    return Number.isFinite(parsed) ? parsed : undefined;
}
/** An `__expected` cell as an assertion: promptfoo's mini-syntax, a plain value meaning equals. */
function assertionFromString(expected) {
    const jsPrefix = ['javascript:', 'fn:', 'eval:'].find((prefix) => expected.startsWith(prefix));
    if (jsPrefix !== undefined || (expected.startsWith('file://') && /\.(js|cjs|mjs|ts|cts|mts)$/i.test(expected.slice(7)))) {
        return { type: 'javascript', value: expected.slice(jsPrefix?.length ?? 0).trim() };
    }
    if (expected.startsWith('grade:') || expected.startsWith('llm-rubric:')) {
        return { type: 'llm-rubric', value: expected.slice(expected.startsWith('grade:') ? 6 : 11) };
    }
    if (expected.startsWith('python:') || (expected.startsWith('file://') && (expected.endsWith('.py') || expected.includes('.py:')))) {
        // promptfoo slices 7 characters off both forms, so a file:// value loses its prefix.
        return { type: 'python', value: expected.slice(7).trim() };
    }
    const match = ASSERTION.exec(expected);
    if (!match)
        return { type: 'equals', value: expected };
    const [, not, type = '', thresholdText, value] = match;
    const fullType = not ? `not-${type}` : type;
    if (LIST_TYPES.has(type))
        return { type: fullType, value: value ? splitList(value) : value };
    if (type === 'contains-json' || type === 'is-json')
        return { type: fullType, value };
    const threshold = parseFiniteNumber(thresholdText);
    if (THRESHOLD_TYPES.has(type))
        return { type: fullType, value: value?.trim(), threshold: threshold ?? (type === 'similar' ? 0.8 : 0.75) };
    return { type: fullType, value: value?.trim() };
}
/** `a, "b,c", d` as its fields: promptfoo's parseCommaSeparatedAssertionValues. */
function splitList(value) {
    const fields = [];
    let i = 0;
    const skipSpace = (at) => {
        while (at < value.length && /\s/.test(value[at]))
            at++;
        return at;
    };
    while (i < value.length) {
        i = skipSpace(i);
        while (value[i] === ',')
            i = skipSpace(i + 1);
        if (i >= value.length)
            break;
        if (value[i] === '"') {
            let field = '';
            i++;
            while (i < value.length) {
                const next = value[i + 1];
                const char = value[i];
                if (char === '\\' && (next === '"' || next === '\\')) {
                    field += next;
                    i += 2;
                }
                else if (char === '"' && next === '"') {
                    field += '"';
                    i += 2;
                }
                else if (char === '"')
                    break;
                else {
                    field += char;
                    i++;
                }
            }
            fields.push(field);
            i = skipSpace(i + 1);
        }
        else {
            const start = i;
            while (i < value.length && value[i] !== ',')
                i++;
            fields.push(value.slice(start, i).trim());
        }
    }
    return fields;
}
/** The rows of a CSV file, each with its last line; strict quoting first, then relaxed, as promptfoo tries. */
function parseCsv(text, file, issues) {
    const options = { columns: true, bom: true, info: true };
    try {
        try {
            return (0,sync/* parse */.qg)(text, options);
        }
        catch {
            return (0,sync/* parse */.qg)(text, { ...options, relax_quotes: true });
        }
    }
    catch (error) {
        const lines = error.lines;
        issues.push({ file, ...(lines === undefined ? {} : { line: lines }), field: '(csv)', message: `not valid CSV: ${error.message}` });
        return null;
    }
}
/** One CSV row as a test, or null with its problems in `issues`; `row` counts data rows from 1. */
function testFromCsvRow(row, where, issues, warnings) {
    const problem = (field, message) => issues.push({ file: where.file, line: where.line, field, message });
    const vars = {};
    const assert = [];
    const options = {};
    const metadata = {};
    const thresholds = new Map();
    let description;
    let metric;
    let threshold;
    const before = issues.length;
    for (const [rawKey, value] of Object.entries(row)) {
        const key = rawKey.trim();
        if (key.startsWith('__expected')) {
            if (value.trim() !== '')
                assert.push(assertionFromString(value.trim()));
        }
        else if (key === '__prefix')
            options.prefix = value;
        else if (key === '__suffix')
            options.suffix = value;
        else if (key === '__description')
            description = value;
        else if (key === '__metric')
            metric = value;
        else if (key === '__providerOutput') {
            if (value !== '')
                problem(key, 'a fixed output (providerOutput) is not read: supereval runs the providers');
        }
        else if (key === '__threshold') {
            threshold = parseFiniteNumber(value);
            // promptfoo reads a cell that is not a number as no threshold; a typo that silently drops the threshold is refused here.
            if (threshold === undefined && value.trim() !== '')
                problem(key, `must be a number, got ${JSON.stringify(value)}`);
        }
        else if (key.startsWith('__metadata:')) {
            const name = key.slice('__metadata:'.length);
            if (value.trim() === '')
                continue;
            if (name.endsWith('[]'))
                metadata[name.slice(0, -2)] = value.split(/(?<!\\),/).map((v) => v.trim().replace(/\\,/g, ','));
            else
                metadata[name] = value;
        }
        else if (key === '__metadata') {
            if (where.row === 1)
                warnings.push({
                    file: where.file,
                    field: key,
                    message: 'a __metadata column needs a key (__metadata:category); promptfoo ignores it, and so does supereval',
                });
        }
        else if (key.startsWith('__config:') && key.split(':').length !== 3) {
            // promptfoo warns and reads past a column of another shape (it refuses a bad target or key, as below).
            if (where.row === 1)
                warnings.push({ file: where.file, field: key, message: 'not __config:__expected<N>:threshold; promptfoo ignores it, and so does supereval' });
        }
        else if (key.startsWith('__config:')) {
            const index = configTarget(key);
            const number = parseFiniteNumber(value);
            if (index === null)
                problem(key, 'must be __config:__expected:threshold or __config:__expected<N>:threshold');
            else if (number === undefined)
                problem(key, `must be a number, got ${JSON.stringify(value)}`);
            else
                thresholds.set(index, number);
        }
        else
            vars[key] = value;
    }
    if (issues.length > before)
        return null;
    assert.forEach((assertion, index) => {
        // promptfoo sets every assertion's metric from __metric, undefined when there is none.
        if (metric !== undefined)
            assertion.metric = metric;
        const configured = thresholds.get(index);
        if (configured !== undefined) {
            assertion.threshold = configured;
            metadata.threshold = configured;
        }
    });
    return {
        vars,
        assert,
        options,
        description: description || `Row #${where.row}`,
        ...(threshold === undefined ? {} : { threshold }),
        ...(Object.keys(metadata).length > 0 ? { metadata } : {}),
    };
}
/** The 0-based assertion a `__config:__expected<N>:threshold` column sets, or null when it is not that shape. */
function configTarget(key) {
    const parts = key.slice('__config:'.length).split(':');
    if (parts[1] !== 'threshold')
        return null;
    if (parts[0] === '__expected')
        return 0;
    const match = /^__expected(\d+)$/.exec(parts[0] ?? '');
    const n = match ? Number.parseInt(match[1], 10) : 0;
    return n >= 1 ? n - 1 : null;
}
/** A CSV file's rows as tests, each named `Row #N` when it has no __description (promptfoo's csvRowsToTestCases). */
function csvRowsAsTests(ctx, text, file) {
    const rows = parseCsv(text, file, ctx.issues) ?? [];
    const located = [];
    rows.forEach(({ record, info }, index) => {
        const test = testFromCsvRow(record, { file, line: info.lines, row: index + 1 }, ctx.issues, ctx.warnings);
        if (test !== null)
            located.push({ test, file, line: info.lines, field: `row ${index + 1}` });
    });
    return located;
}

;// CONCATENATED MODULE: ./lib/dataset/promptfoo/tests-file.js
// `tests` as promptfoo 0.121.20 reads it (src/util/testCaseReader.ts,
// readTests / loadTestsFromGlob / readStandaloneTestsFile): inline objects,
// file:// paths and globs of YAML, JSON, JSONL and CSV files, in written order.





/**
 * Every test `tests` names, in promptfoo's order. `single` is the form
 * `tests: file://x` (one string): promptfoo then reads JSON and JSONL files
 * through readStandaloneTestsFile, which names an undescribed test `Row #N`.
 */
async function readTestEntries(ctx, tests, configFile, field, entryLines = []) {
    if (tests === undefined || tests === null)
        return [];
    if (typeof tests === 'string')
        return readTestFile(ctx, tests, field, { single: !/ya?ml$/.test(tests) });
    if (!Array.isArray(tests)) {
        ctx.issues.push({
            file: configFile,
            field,
            message: 'must be a list of tests or a file:// path (the {path, config} form runs a test generator, which supereval does not)',
        });
        return [];
    }
    const located = [];
    for (const [index, entry] of tests.entries()) {
        const entryField = `${field}[${index}]`;
        const configLine = entryLines[index] ?? null;
        if (typeof entry === 'string') {
            for (const test of await readTestFile(ctx, entry, entryField, { single: false }))
                located.push({ ...test, configLine });
        }
        else if (isObject(entry)) {
            if (isEmptyTest(entry))
                ctx.issues.push({ file: configFile, field: entryField, message: EMPTY_TEST });
            else
                located.push({ test: entry, file: configFile, line: configLine, field: entryField, configLine });
        }
        else
            ctx.issues.push({ file: configFile, field: entryField, message: 'must be a test object or a file:// path' });
    }
    return located;
}
const EMPTY_TEST = 'a test needs one of assert, vars, options, metadata or threshold (promptfoo refuses it too)';
/** promptfoo's readTest refuses a test with none of these (a lone `description`, say); readStandaloneTestsFile does not check. */
const isEmptyTest = (test) => !test.assert && !test.vars && !test.options && !test.metadata && !test.provider && !test.providerOutput && typeof test.threshold !== 'number';
async function readTestFile(ctx, written, field, { single }) {
    const configFile = ctx.files[0] ?? ctx.dir;
    if (/^(huggingface|az|https?):\/\//.test(written)) {
        ctx.issues.push({
            file: configFile,
            field,
            message: `tests from ${written.split(':')[0] ?? written} are not read; save them as a CSV, JSON, JSONL or YAML file`,
        });
        return [];
    }
    if (isScriptFile(written) || /\.xlsx?(#.*)?$/.test(written)) {
        ctx.issues.push({
            file: configFile,
            field,
            message: `${written}: supereval does not run test generators or read spreadsheets; save the tests as a CSV, JSON, JSONL or YAML file`,
        });
        return [];
    }
    const files = await expandPath(ctx, written);
    if (files.length === 0)
        ctx.issues.push({ file: configFile, field, message: `no test files match ${written}` });
    const located = [];
    for (const file of files)
        (0,base/* appendAll */.u2)(located, await readOneTestFile(ctx, file, field, single));
    return located;
}
async function readOneTestFile(ctx, file, field, single) {
    const ext = external_node_path_.extname(file).toLowerCase();
    if (ext === '.csv') {
        const text = await readText(ctx, file);
        return text === null ? [] : csvRowsAsTests(ctx, text, file);
    }
    if (ext === '.jsonl')
        return readJsonl(ctx, file, single);
    if (ext !== '.json' && ext !== '.yaml' && ext !== '.yml') {
        ctx.issues.push({
            file: ctx.files[0] ?? file,
            field,
            message: `${file}: not a test file promptfoo reads (give .csv, .json, .jsonl, .yaml or .yml)`,
        });
        return [];
    }
    const read = await readYamlFile(ctx, file);
    if (read === null)
        return [];
    if (read.value === undefined || read.value === null)
        return [];
    const entries = Array.isArray(read.value) ? read.value : [read.value];
    let lines;
    const itemLine = (index) => (lines ??= textLines(read.text).items(null))[index] ?? null;
    const located = [];
    for (const [index, entry] of entries.entries()) {
        if (!isObject(entry)) {
            ctx.issues.push({ file, field: `[${index}]`, message: 'must be a test object' });
            continue;
        }
        const test = single && ext === '.json' ? { ...entry, description: entry.description || `Row #${index + 1}` } : entry;
        if (!single && isEmptyTest(test))
            ctx.issues.push({ file, field: `[${index}]`, message: EMPTY_TEST });
        else
            located.push({
                test,
                file,
                line: null,
                ...(Array.isArray(read.value) ? { itemLine: () => itemLine(index) } : {}),
                field: `${external_node_path_.basename(file)}[${index}]`,
            });
    }
    return located;
}
async function readJsonl(ctx, file, single) {
    const text = await readText(ctx, file);
    if (text === null)
        return [];
    const located = [];
    for (const [index, line] of text.split('\n').entries()) {
        if (!line.trim())
            continue;
        let value;
        try {
            value = JSON.parse(line);
        }
        catch (error) {
            ctx.issues.push({ file, line: index + 1, field: '(json)', message: `not valid JSON: ${error.message}` });
            continue;
        }
        if (!isObject(value)) {
            ctx.issues.push({ file, line: index + 1, field: '(json)', message: 'must be a test object' });
            continue;
        }
        const test = single ? { ...value, description: value.description || `Row #${located.length + 1}` } : value;
        if (!single && isEmptyTest(test))
            ctx.issues.push({ file, line: index + 1, field: '(json)', message: EMPTY_TEST });
        else
            located.push({ test, file, line: index + 1, field: `line ${index + 1}` });
    }
    return located;
}
/** A test's `vars` given as a file or list of files (promptfoo's readTestFiles): their objects merged, later over earlier. */
async function readVarsFiles(ctx, written, from, where) {
    const vars = {};
    for (const entry of Array.isArray(written) ? written : [written]) {
        const files = await expandPath(ctx, entry, from);
        if (files.length === 0)
            ctx.issues.push({ ...where, message: `no vars files match ${entry}` });
        for (const file of files) {
            const read = await readYamlFile(ctx, file);
            if (read !== null && isObject(read.value))
                Object.assign(vars, read.value);
            else if (read !== null)
                ctx.issues.push({ file, field: '(vars)', message: 'must hold an object of vars' });
        }
    }
    return vars;
}

// EXTERNAL MODULE: ./lib/dataset/unknown-fields.js
var unknown_fields = __webpack_require__(86122);
;// CONCATENATED MODULE: ./lib/dataset/promptfoo/vars.js
// A test's vars as promptfoo 0.121.20 runs them: list values expand into the
// cartesian product (src/evaluator.ts, generateVarCombinations), a file://
// value is globbed there, then read when the prompt is rendered
// (src/evaluatorHelpers.ts, renderPrompt).



const BINARY_VAR = /\.(pdf|png|jpe?g|gif|webp|bmp|tiff?|ico|avif|heic|svg|mp4|mov|webm|avi|mkv|mp3|wav|ogg|flac|m4a|aac)$/i;
/**
 * Each combination of the vars, in promptfoo's order: keys in order, each
 * key's values nested inside the earlier keys'. A list of strings expands; a
 * list whose first item is not a string is one value. A file:// string
 * expands to the files its glob matches. `repeat` times that many tests are
 * counted against the config's bound (makeRoomFor) before one is built; null
 * when they do not fit, or a glob matches nothing.
 */
async function varCombinations(ctx, vars, where, repeat = 1) {
    const keys = [];
    const lists = [];
    for (const [key, value] of Object.entries(vars)) {
        let values;
        if (typeof value === 'string' && value.startsWith('file://')) {
            const files = await expandPath(ctx, value);
            if (files.length === 0) {
                ctx.issues.push({ file: where.file, field: `${where.field}.vars.${key}`, message: `no files match ${value}` });
                return null;
            }
            values = files.map((file) => `file://${shownPath(ctx, file)}`);
        }
        else if (Array.isArray(value) && typeof value[0] === 'string')
            values = value;
        else
            values = [value];
        keys.push(key);
        lists.push(values);
    }
    const count = lists.reduce((n, values) => n * values.length, 1);
    const listed = lists.filter((values) => values.length > 1).length;
    const what = [
        listed > 0 ? `${listed} list ${listed === 1 ? 'var' : 'vars'}` : 'one combination of its vars',
        repeat > 1 ? `repeat ${repeat}` : null,
    ];
    if (!makeRoomFor(ctx, count * repeat, where, what.filter(Boolean).join(', ')))
        return null;
    return cartesian(keys, lists, count);
}
/**
 * The `count` combinations of one value of each list, the last key's values
 * innermost; each built once, in one pass over its keys (adding the keys one
 * at a time to copies made each test with 10,000 CSV columns take 27 s).
 */
function cartesian(keys, lists, count) {
    // How many combinations each value of a key spans: the product of the later keys' lengths.
    const spans = lists.map(() => 1);
    for (let k = lists.length - 2; k >= 0; k--)
        spans[k] = spans[k + 1] * lists[k + 1].length;
    const combinations = [];
    for (let i = 0; i < count; i++) {
        // fromEntries defines each key, `__proto__` too, as an own property, as the spread did.
        combinations.push(Object.fromEntries(keys.map((key, k) => [key, lists[k][Math.floor(i / spans[k]) % lists[k].length]])));
    }
    return combinations;
}
/** The vars with each file:// string read as promptfoo's renderPrompt reads it: YAML as JSON text, other files as trimmed text. */
async function loadFileVars(ctx, vars, where) {
    const loaded = { ...vars };
    for (const [key, value] of Object.entries(vars)) {
        if (typeof value !== 'string' || !value.startsWith('file://'))
            continue;
        const field = `${where.field}.vars.${key}`;
        const file = external_node_path_.join(ctx.dir, value.slice('file://'.length));
        if (isScriptFile(file)) {
            ctx.issues.push({
                file: where.file,
                field,
                message: `${value}: supereval does not run var functions; write the value in the test or in a text file`,
            });
            continue;
        }
        if (BINARY_VAR.test(file)) {
            ctx.issues.push({ file: where.file, field, message: `${value}: supereval does not load PDF, image, audio or video vars` });
            continue;
        }
        const text = await readText(ctx, file);
        if (text === null)
            continue;
        if (!/\.ya?ml$/.test(file)) {
            loaded[key] = text.trim();
            continue;
        }
        const parsed = parseYaml(text);
        if ('value' in parsed)
            loaded[key] = JSON.stringify(parsed.value);
        else
            ctx.issues.push({ file, ...(parsed.line === undefined ? {} : { line: parsed.line }), field: '(yaml)', message: parsed.message });
    }
    return loaded;
}

;// CONCATENATED MODULE: ./lib/dataset/promptfoo/read.js
// Reads a promptfoo config into PromptfooConfig (./config.ts) with promptfoo
// 0.121.20's semantics: tests in the order it evaluates them
// (src/evaluator.ts: buildTestsFromSuite, prepareTestCaseForEval,
// appendRunEvalOptionsForTestCase), defaultTest merged as it merges it.












/** Every top-level field promptfoo 0.121.20 knows (its UnifiedConfigSchema), and supereval's own block. */
const KNOWN_FIELDS = new Set([
    ...Object.keys(lib_config/* PromptfooRawConfigSchema */.I$.shape),
    ...lib_config/* PROMPTFOO_IGNORED_FIELDS */.sn,
    ...Object.keys(lib_config/* PROMPTFOO_REFUSED_FIELDS */.Yw),
    '$schema',
]);
/** Test fields that choose which cells run or what they output: supereval runs every prompt x provider. */
const REFUSED_TEST_FIELDS = {
    provider: 'a test-level provider',
    providers: 'a test-level providers filter',
    prompts: 'a test-level prompts filter',
    providerOutput: 'a fixed output (providerOutput)',
    assertScoringFunction: 'a custom assertScoringFunction',
};
async function readPromptfooConfig(file, options = {}) {
    const ctx = {
        dir: external_node_path_.dirname(file),
        within: options.within,
        issues: [],
        warnings: [],
        files: [],
        hash: (0,external_node_crypto_.createHash)('sha256'),
        expanded: 0,
    };
    const ext = external_node_path_.extname(file).toLowerCase();
    if (!['.yaml', '.yml', '.json'].includes(ext))
        throw new base/* DatasetError */.zm([
            { file, field: '(file)', message: 'a promptfoo config must be a .yaml, .yml or .json file (supereval does not run JavaScript configs)' },
        ]);
    const loaded = await readYamlFile(ctx, file);
    if (loaded === null)
        throw new base/* DatasetError */.zm(ctx.issues);
    const refs = resolveRefs(loaded.value ?? {}, file, ctx.issues);
    // Unresolved references would be reported again as the malformed values they stand for.
    if (ctx.issues.length > 0)
        throw new base/* DatasetError */.zm(ctx.issues);
    const parsed = lib_config/* PromptfooRawConfigSchema */.I$.safeParse(refs.value);
    if (!parsed.success) {
        throw new base/* DatasetError */.zm(parsed.error.issues.map((issue) => ({ file, field: issue.path.join('.') || '(config)', message: issue.message })));
    }
    const raw = parsed.data;
    for (const field of lib_config/* PROMPTFOO_IGNORED_FIELDS */.sn)
        if (raw[field] !== undefined)
            ctx.warnings.push({ file, field, message: 'promptfoo reads it; supereval ignores it' });
    for (const [field, why] of Object.entries(lib_config/* PROMPTFOO_REFUSED_FIELDS */.Yw))
        if (raw[field] !== undefined)
            ctx.issues.push({ file, field, message: `not supported: ${why}` });
    for (const field of Object.keys(raw)) {
        if (KNOWN_FIELDS.has(field) || refs.referenced.has(field))
            continue;
        const near = (0,base/* nearestName */.qb)(field, [...KNOWN_FIELDS], 2);
        // promptfoo drops a key it does not know without a word: a misspelt `test:` would run no test.
        ctx.warnings.push({ file, field, message: `not a field of a promptfoo config, so nothing reads it${near ? `; did you mean \`${near}\`?` : ''}` });
    }
    if (raw.targets !== undefined && raw.providers !== undefined)
        ctx.issues.push({ file, field: 'targets', message: 'give `providers` or `targets`, not both' });
    const prompts = await readPrompts(ctx, raw.prompts ?? ['{{prompt}}'], file);
    const providers = await readProviders(ctx, raw.providers ?? raw.targets, file, raw.providers === undefined ? 'targets' : 'providers', prompts);
    const nunjucksFilters = await readNunjucksFilters(ctx, raw.nunjucksFilters, file);
    const lines = textLines(loaded.text);
    const defaultTest = await readDefaultTest(ctx, raw.defaultTest, raw.metadata ?? undefined, file, lines.key('defaultTest'));
    const defaultAt = typeof raw.defaultTest === 'string' ? { file: resolvePath(ctx, raw.defaultTest), line: null } : { file, line: lines.key('defaultTest') };
    const top = await readTestEntries(ctx, raw.tests, file, 'tests', lines.items('tests'));
    const scenarioTests = await readScenarios(ctx, raw.scenarios, defaultTest, file, lines.items('scenarios'));
    const initial = top.length > 0 ? top : raw.scenarios !== undefined ? [] : [{ test: {}, file, line: null, field: 'tests' }];
    const tests = [];
    const merged = [];
    for (const t of initial)
        merged.push({ ...t, test: mergeDefault(await checkTest(ctx, t), defaultTest) });
    for (const located of [...merged, ...scenarioTests]) {
        (0,base/* appendAll */.u2)(tests, await expandTest(ctx, located));
    }
    if (ctx.issues.length > 0)
        throw new base/* DatasetError */.zm(ctx.issues);
    return {
        file,
        dir: ctx.dir,
        description: raw.description ?? null,
        prompts,
        providers,
        tests,
        defaultTest: { count: asList(defaultTest.assert).length, ...defaultAt },
        nunjucksFilters,
        files: ctx.files,
        hash: ctx.hash.digest('hex').slice(0, 16),
        warnings: ctx.warnings,
        ...(raw.supereval === undefined ? {} : { supereval: raw.supereval }),
    };
}
/** defaultTest (inline or a file:// YAML/JSON file), with the config's `metadata` under it as promptfoo's resolveConfigs sets it. */
async function readDefaultTest(ctx, written, metadata, file, line) {
    let test = written ?? {};
    let where = { file, line };
    if (typeof written === 'string') {
        where = { file: resolvePath(ctx, written), line: null };
        const loaded = await readYamlFile(ctx, where.file);
        test = loaded?.value ?? {};
    }
    if (!isObject(test)) {
        ctx.issues.push({ file, field: 'defaultTest', message: 'must be a test object or a file:// path to one' });
        return {};
    }
    const withVars = await checkTest(ctx, { test, ...where, field: 'defaultTest' });
    return { metadata, ...withVars };
}
/**
 * Keys of a test (or a scenario) that promptfoo does not know: its schema
 * drops them without a word, so `asserts:` for `assert:` would run the test
 * with no assertion, and pass. A warning each, with the did-you-mean an
 * unknown case field gets.
 */
function warnUnknownKeys(ctx, value, where, known = lib_config/* PROMPTFOO_TEST_FIELDS */.aH) {
    for (const key of Object.keys(value)) {
        if (known.includes(key))
            continue;
        const at = where.line();
        const line = at === null ? {} : { line: at };
        ctx.warnings.push({ file: where.file, ...line, field: `${where.field}.${key}`, message: (0,unknown_fields/* unknownFieldMessage */.oO)((0,unknown_fields/* nearestField */.fo)(key, known)) });
    }
}
/** A test's own checks: unknown keys, refused fields, vars files, its assertions' shape. */
async function checkTest(ctx, located) {
    const { test, file, field } = located;
    warnUnknownKeys(ctx, test, { file, line: () => lineOfTest(ctx, located), field });
    for (const [key, what] of Object.entries(REFUSED_TEST_FIELDS)) {
        if (test[key] !== undefined)
            ctx.issues.push({ file, field: `${field}.${key}`, message: `${what} is not supported: supereval runs every prompt on every provider` });
    }
    const assert = test.assert ?? [];
    if (!Array.isArray(assert))
        ctx.issues.push({ file, field: `${field}.assert`, message: 'must be a list of assertions' });
    else
        assert.forEach((assertion, i) => {
            const result = lib_config/* AssertionSchema */.So.safeParse(assertion);
            if (!result.success)
                for (const issue of result.error.issues)
                    ctx.issues.push({ file, field: [`${field}.assert[${i}]`, ...issue.path].join('.'), message: issue.message });
        });
    if (typeof test.vars === 'string' || Array.isArray(test.vars)) {
        return { ...test, vars: await readVarsFiles(ctx, test.vars, external_node_path_.dirname(file), { file, field: `${field}.vars` }) };
    }
    return test;
}
/** A top-level test with defaultTest under it (prepareTestVariables, prepareTestCaseForEval). */
function mergeDefault(test, defaultTest) {
    const options = isObject(test.options) ? test.options : {};
    const ownAssert = Array.isArray(test.assert) ? test.assert : [];
    return {
        ...test,
        vars: { ...asObject(defaultTest.vars), ...asObject(test.vars) },
        assert: [...(options.disableDefaultAsserts === true ? [] : asList(defaultTest.assert)), ...ownAssert],
        threshold: test.threshold ?? defaultTest.threshold,
        options: { ...asObject(defaultTest.options), ...options },
        metadata: { ...asObject(defaultTest.metadata), ...asObject(test.metadata) },
    };
}
/** Each scenario's config entries x its tests, after the top-level tests (mergeScenarioTest). */
async function readScenarios(ctx, scenarios, defaultTest, file, lines) {
    if (scenarios === undefined)
        return [];
    const list = Array.isArray(scenarios) ? scenarios : [scenarios];
    const located = [];
    let scenarioIndex = 0;
    for (const [index, scenario] of list.entries()) {
        const field = `scenarios[${index}]`;
        if (!isObject(scenario) || !Array.isArray(scenario.config)) {
            ctx.issues.push({ file, field, message: 'must be an object with a `config` list (a file:// scenarios file is not read)' });
            continue;
        }
        const line = lines[index] ?? null;
        warnUnknownKeys(ctx, scenario, { file, line: () => line, field }, lib_config/* PROMPTFOO_SCENARIO_FIELDS */.uM);
        scenario.config.forEach((data, i) => {
            if (isObject(data))
                warnUnknownKeys(ctx, data, { file, line: () => line, field: `${field}.config[${i}]` });
        });
        const tests = scenario.tests === undefined
            ? [{ test: {}, file, line: null, field: `${field}.tests` }]
            : await readTestEntries(ctx, scenario.tests, file, `${field}.tests`);
        // Built below before any is expanded: counted first, so a config of thousands of entries x thousands of tests is refused at once.
        const pairs = scenario.config.length * tests.length;
        if (located.length + pairs > MAX_EXPANDED_TESTS) {
            ctx.issues.push({
                file,
                field,
                message: tooManyTests(pairs, `${scenario.config.length} config entries x ${tests.length} tests`, located.length),
            });
            continue;
        }
        // Each test checked once, whatever the number of config entries it is crossed with.
        const checked = [];
        for (const t of tests)
            checked.push({ ...t, test: await checkTest(ctx, { ...t, configLine: t.configLine ?? line }) });
        for (const data of scenario.config) {
            const d = asObject(data);
            for (const t of checked) {
                const test = t.test;
                const options = { ...asObject(defaultTest.options), ...asObject(d.options), ...asObject(test.options) };
                const merged = {
                    ...defaultTest,
                    ...d,
                    ...test,
                    vars: { ...asObject(defaultTest.vars), ...asObject(d.vars), ...asObject(test.vars) },
                    options,
                    assert: [...(options.disableDefaultAsserts === true ? [] : asList(defaultTest.assert)), ...asList(d.assert), ...asList(test.assert)],
                    metadata: {
                        ...asObject(defaultTest.metadata),
                        ...asObject(d.metadata),
                        ...asObject(test.metadata),
                        conversationId: `__scenario_${scenarioIndex}__`,
                    },
                };
                if (isObject(test.metadata) && test.metadata.conversationId !== undefined)
                    merged.metadata.conversationId = test.metadata.conversationId;
                located.push({ ...t, test: merged, field: `${field}.config[${scenarioIndex}]/${t.field}` });
            }
            scenarioIndex++;
        }
    }
    return located;
}
/** One read test as the tests promptfoo runs: repeated `options.repeat` times, each time once per var combination. */
async function expandTest(ctx, located) {
    const test = located.test;
    const options = asObject(test.options);
    // The line only when a problem is named: finding a tests file's lines costs more than reading it.
    const where = {
        file: located.file,
        field: located.field,
        get line() {
            return lineOfTest(ctx, located);
        },
    };
    const repeat = typeof options.repeat === 'number' && options.repeat >= 1 ? Math.floor(options.repeat) : 1;
    const combinations = options.disableVarExpansion === true
        ? makeRoomFor(ctx, repeat, where, `repeat ${repeat}`)
            ? [asObject(test.vars)]
            : null
        : await varCombinations(ctx, asObject(test.vars), where, repeat);
    if (combinations === null)
        return [];
    const expanded = [];
    for (let r = 0; r < repeat; r++) {
        for (const vars of combinations) {
            expanded.push({
                description: typeof test.description === 'string' && test.description !== '' ? test.description : null,
                vars: await loadFileVars(ctx, vars, where),
                assert: asList(test.assert),
                threshold: typeof test.threshold === 'number' ? test.threshold : null,
                options,
                metadata: asObject(test.metadata),
                file: located.file,
                line: located.line,
                field: located.field,
                configLine: located.configLine ?? null,
            });
        }
    }
    return expanded;
}
const asObject = (value) => (isObject(value) ? value : {});
const asList = (value) => (Array.isArray(value) ? value : []);

;// CONCATENATED MODULE: ./lib/dataset/promptfoo/load.js


async function loadPromptfooConfig(file, kinds, options = {}) {
    const config = await readPromptfooConfig(file, options.within === undefined ? {} : { within: options.within });
    return promptfooDataset(config, kinds, options.passRate === undefined ? {} : { passRate: options.passRate });
}

;// CONCATENATED MODULE: ./lib/dataset/promptfoo/index.js
// The face of the promptfoo config loader, a chunk of its own: app/ loads it
// with import() only when a dataset is a promptfooconfig, so a run without one
// never reads its code (test/layers.test.ts lets a dynamic import reach a
// folder's index.ts at any depth, a static one only the layer's).



/***/ })

};
