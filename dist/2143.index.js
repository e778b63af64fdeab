export const id = 2143;
export const ids = [2143];
export const modules = {

/***/ 22143:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  loadRunConfig: () => (/* reexport */ loadRunConfig)
});

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./lib/base/index.js + 13 modules
var lib_base = __webpack_require__(88986);
// EXTERNAL MODULE: ./lib/dataset/load.js + 2 modules
var load = __webpack_require__(47627);
;// CONCATENATED MODULE: ./lib/dataset/evalbench/shared.js
// What the run config reader (run-config.ts) and its readers per dataset kind
// share: the config as read, the keys supereval does not run, its YAML.


/** Keys EvalBench reads that supereval does not run: one warning each, saying what stands in. */
const NOT_RUN = {
    model_config: "supereval does not read EvalBench model configs: the run's models (--model, or the action's `models`) answer",
    prompt_generator: "supereval's NL2SQL prompt (the request, the dialect and the schema) is sent; --prompt replaces it",
    reporting: 'supereval writes its results file, comment and report; CSV and BigQuery reporting are not done',
    runners: 'supereval schedules the calls itself (--concurrency)',
};
/**
 * The config's YAML, or null with the problem in `issues`. pyaml_env's `!ENV
 * ${VAR}` tags (database credentials) are read as the text after them:
 * supereval takes no credential from a run config.
 */
function parseRunConfigYaml(text, file, issues) {
    let value;
    try {
        value = (0,lib_base/* loadYaml */.yv)(text.replace(/!ENV\s+/g, ''));
    }
    catch (error) {
        const mark = error.mark;
        issues.push({
            file,
            ...(mark?.line === undefined ? {} : { line: mark.line + 1 }),
            field: '(yaml)',
            message: `not valid YAML: ${error.message.split('\n')[0] ?? ''}`,
        });
        return null;
    }
    if (value === null || typeof value !== 'object' || Array.isArray(value)) {
        issues.push({ file, field: '(file)', message: 'must be a mapping of run settings (dataset_config, database_configs, scorers...)' });
        return null;
    }
    return value;
}
/** The run's name: the config file's, or its folder's for a `run_config.yaml`. */
function runName(file) {
    const base = external_node_path_.basename(file).replace(/\.ya?ml$/i, '');
    return /^(example_)?run_config$/.test(base) ? external_node_path_.basename(external_node_path_.dirname(external_node_path_.resolve(file))) : base;
}

;// CONCATENATED MODULE: ./lib/dataset/evalbench/mcp-readability.js
// An EvalBench run config of the mcp_readability orchestrator
// (datasets/mcp_readability/run_config.yaml in GoogleCloudPlatform/evalbench)
// as one supereval mcp_readability dataset: a case per endpoint of its
// endpoints_config (product_name, endpoint_type, tools_source stdio or http),
// the token budget from the endpoint, else the file's `defaults`, else
// scorers.mcp_tool_metrics.token_budget (or the older top-level token_budget),
// the style guide from scorers.mcp_style_readability.style_guide (or the older
// top-level style_guide), the endpoint_types filter, and the waivers of
// exceptions_config that match the endpoint, handed to the judge.




const READ_KEYS = ['orchestrator', 'scorers', 'endpoints_config', 'exceptions_config', 'endpoint_types', 'token_budget', 'style_guide'];
/** Keys of this orchestrator that supereval does without, and why. */
const NOT_RUN_HERE = {
    tools_generator_config: 'supereval lists the tools itself (tools/list over stdio or streamable HTTP)',
    previous_results_csv: "supereval does not carry an earlier run's findings forward",
    environments: 'the older environment filter is not read; use endpoint_types',
};
const SCORERS = ['mcp_tool_metrics', 'mcp_style_readability'];
const isMap = (value) => value !== null && typeof value === 'object' && !Array.isArray(value);
const mcp_readability_text = (value) => (typeof value === 'string' && value !== '' ? value : undefined);
/** A scalar as YAML wrote it (`PROD`, 3), or '' for anything else. */
const scalar = (value) => (typeof value === 'string' || typeof value === 'number' ? String(value) : '');
/** The run config's dataset; problems go to config.issues (the caller throws them, all at once). */
async function readMcpReadabilityRunConfig(config, kinds, options) {
    const { raw, file, issues, warnings } = config;
    const problem = (field, message) => issues.push({ file, field, message });
    const within = options.within === undefined ? {} : { within: options.within };
    for (const [key, why] of Object.entries({ ...NOT_RUN, ...NOT_RUN_HERE }))
        if (raw[key] !== undefined)
            warnings.push({ file, field: key, message: `not run: ${why}` });
    for (const key of Object.keys(raw)) {
        if (READ_KEYS.includes(key) || Object.hasOwn(NOT_RUN, key) || Object.hasOwn(NOT_RUN_HERE, key))
            continue;
        const near = (0,lib_base/* nearestName */.qb)(key, READ_KEYS, 2);
        warnings.push({ file, field: key, message: `not a run config key supereval reads, ignored${near ? `; did you mean \`${near}\`?` : ''}` });
    }
    const scorers = isMap(raw['scorers']) ? raw['scorers'] : {};
    for (const name of Object.keys(scorers))
        if (!SCORERS.includes(name))
            problem(`scorers.${name}`, `not an mcp_readability scorer supereval runs (it runs: ${SCORERS.join(', ')})`);
    const metrics = isMap(scorers['mcp_tool_metrics']) ? scorers['mcp_tool_metrics'] : {};
    const style = isMap(scorers['mcp_style_readability']) ? scorers['mcp_style_readability'] : null;
    if (style?.['model_config'] !== undefined)
        warnings.push({ file, field: 'scorers.mcp_style_readability.model_config', message: "not run: the run's judge model (--judge-model) reviews" });
    const budget = metrics['token_budget'] ?? raw['token_budget'];
    const styleGuide = mcp_readability_text(style?.['style_guide']) ?? mcp_readability_text(raw['style_guide']);
    const types = Array.isArray(raw['endpoint_types']) ? raw['endpoint_types'].map((t) => scalar(t).trim().toUpperCase()) : [];
    const endpointsFile = mcp_readability_text(raw['endpoints_config']);
    if (!endpointsFile)
        problem('endpoints_config', 'required: the YAML file listing the endpoints to check');
    const read = async (written, field) => {
        const at = external_node_path_.resolve(config.base, written);
        const body = await (0,lib_base/* readUserFile */.E1)(at, issues, within);
        const parsed = body === null ? null : parseRunConfigYaml(body, at, issues);
        if (body !== null && parsed === null && issues.length === 0)
            problem(field, `${written} holds no mapping`);
        return parsed;
    };
    const endpointsRaw = endpointsFile ? await read(endpointsFile, 'endpoints_config') : null;
    const exceptionsFile = mcp_readability_text(raw['exceptions_config']);
    const waivers = exceptionsFile ? await read(exceptionsFile, 'exceptions_config') : null;
    if (!endpointsRaw || !endpointsFile)
        return [];
    const defaults = isMap(endpointsRaw['defaults']) ? endpointsRaw['defaults'] : {};
    const listed = Array.isArray(endpointsRaw['endpoints']) ? endpointsRaw['endpoints'] : [];
    const endpointsAt = external_node_path_.resolve(config.base, endpointsFile);
    const cases = [];
    const ids = new Set();
    for (const [i, entry] of listed.entries()) {
        const field = `endpoints[${i}]`;
        const issue = (message, at = '') => issues.push({ file: endpointsAt, field: `${field}${at}`, message });
        if (!isMap(entry)) {
            issue('must be a mapping (product_name, endpoint_type, tools_source)');
            continue;
        }
        const value = (key) => (key in entry ? entry[key] : defaults[key]);
        const type = (scalar(value('endpoint_type')) || 'DEV').toUpperCase();
        if (types.length > 0 && !types.includes(type))
            continue;
        const endpoint = endpointOf(entry['tools_source'], (message, at) => issue(message, `.tools_source${at}`), warnings, endpointsAt, field);
        if (!endpoint)
            continue;
        const product = mcp_readability_text(entry['product_name']) ?? `endpoint ${i + 1}`;
        let id = `${product} (${type})`;
        for (let n = 2; ids.has(id); n++)
            id = `${product} (${type}) ${n}`;
        ids.add(id);
        const tokenBudget = value('token_budget') ?? budget;
        const waived = waivedRules(waivers, product, type);
        cases.push({
            id,
            input: {
                endpoint,
                ...(typeof tokenBudget === 'number' && tokenBudget > 0 ? { token_budget: tokenBudget } : {}),
                ...(styleGuide ? { style_guide: styleGuide, product_name: product } : {}),
                ...(styleGuide && waived ? { exceptions: waived } : {}),
            },
        });
    }
    if (listed.length === 0)
        issues.push({ file: endpointsAt, field: 'endpoints', message: 'required: a list of endpoints' });
    else if (cases.length === 0 && issues.length === 0)
        problem('endpoint_types', `no endpoint is of the types ${JSON.stringify(types)}`);
    if (issues.length > 0)
        return [];
    const meta = { name: runName(file), type: 'mcp_readability' };
    const casesText = cases.map((c) => JSON.stringify(c)).join('\n');
    try {
        const dataset = await (0,load/* loadDataset */.Zh)(config.base, kinds, {
            ...options,
            meta: { file, text: JSON.stringify(meta) },
            cases: { file: endpointsAt, text: casesText },
        });
        // The waivers file decides verdicts too: the cache key covers it with the dataset's other files.
        const referenced = exceptionsFile ? [...dataset.files.referenced, external_node_path_.resolve(config.base, exceptionsFile)] : dataset.files.referenced;
        return [{ ...dataset, files: { ...dataset.files, referenced }, warnings: [...warnings, ...dataset.warnings] }];
    }
    catch (error) {
        if (error instanceof Error && 'issues' in error)
            (0,lib_base/* appendAll */.u2)(issues, error.issues);
        else
            throw error;
        return [];
    }
}
/** An endpoint's tools_source as the kind's endpoint: stdio {command, args} or http {url, headers}. */
function endpointOf(source, issue, warnings, file, field) {
    if (!isMap(source)) {
        issue('required: {type: stdio, command, args} or {type: http, url}', '');
        return null;
    }
    const type = source['type'] ?? ('url' in source ? 'http' : 'stdio');
    if (type === 'stdio') {
        const command = mcp_readability_text(source['command']);
        const args = source['args'] ?? [];
        if (!command)
            issue('required: the program that starts the server', '.command');
        if (!Array.isArray(args) || !args.every((a) => typeof a === 'string'))
            issue('must be a list of strings', '.args');
        if (source['env'] !== undefined)
            warnings.push({
                file,
                field: `${field}.tools_source.env`,
                message: 'not passed: a stdio server runs with the allow-listed environment (security.md)',
            });
        return command && Array.isArray(args) ? { command, args } : null;
    }
    if (type === 'http') {
        const url = mcp_readability_text(source['url']);
        if (!url || !URL.canParse(url))
            issue('required: the server URL', '.url');
        const headers = source['headers'];
        const headersOk = headers === undefined || (isMap(headers) && Object.values(headers).every((h) => typeof h === 'string'));
        if (!headersOk)
            issue('must be a mapping of header names to texts', '.headers');
        return url && URL.canParse(url) && headersOk ? { url, ...(headers !== undefined ? { headers } : {}) } : null;
    }
    const near = (0,lib_base/* nearestName */.qb)(scalar(type), ['stdio', 'http'], 2);
    issue(type === 'file'
        ? 'a tools/list dump (type file) is not read: supereval lists a live server, so name it with type stdio or http'
        : `${JSON.stringify(type)} is not a tools source (stdio, http)${near ? `; did you mean ${near}?` : ''}`, '.type');
    return null;
}
/** The waivers of the exceptions file that match the endpoint (a missing field or "*" matches any), one `rule_id: reason` line each. */
function waivedRules(file, product, type) {
    const entries = Array.isArray(file?.['exceptions']) ? file['exceptions'] : [];
    const matches = (want, have) => want === undefined || want === '*' || scalar(want).toUpperCase() === have.toUpperCase();
    const lines = entries
        .filter(isMap)
        .filter((e) => matches(e['product_name'], product) && matches(e['endpoint_type'], type) && mcp_readability_text(e['rule_id']))
        .map((e) => `- ${String(e['rule_id'])}: ${mcp_readability_text(e['reason']) ?? '(no reason given)'}`);
    return lines.length > 0 ? lines.join('\n') : null;
}

;// CONCATENATED MODULE: ./lib/dataset/evalbench/nl2sql.js
// An EvalBench run config of NL2SQL items (evalbench-standard-format) as
// supereval nl2sql datasets: one per database the items use and database
// config (dialect) they run on, each built from the setup_directory as
// EvalBench builds it (evaluator/db_manager.py _get_setup_values:
// <setup_directory>/<database>/<db_type>/pre_setup.sql, setup.sql, the
// database's data/*.csv, post_setup.sql), with the config's filters
// (dialects, databases, query_types), num_trials and scorers.





/** The run config keys read here, besides those named in NOT_RUN. */
const nl2sql_READ_KEYS = [
    'dataset_config',
    'dataset_format',
    'orchestrator',
    'database_configs',
    'database_config',
    'dialects',
    'dialect',
    'databases',
    'query_types',
    'num_trials',
    'scenarios',
    'scenario_pattern',
    'setup_directory',
    'scorers',
];
/** EvalBench's engines supereval has: db_type -> the dialect it runs. */
const ENGINES = { sqlite: 'sqlite', postgres: 'postgres' };
/** Scorer options EvalBench reads that name its own model config: the run's judge rates instead. */
const SCORER_MODEL_CONFIG = ['llmrater', 'llm_consistency'];
const stringList = (value) => Array.isArray(value) && value.every((v) => typeof v === 'string') ? value : typeof value === 'string' ? [value] : null;
/** The run config's datasets; problems go to config.issues (the caller throws them, all at once). */
async function readNl2SqlRunConfig(config, kinds, options) {
    const { raw, file, issues, warnings } = config;
    const problem = (field, message) => issues.push({ file, field, message });
    for (const [key, why] of Object.entries(NOT_RUN))
        if (raw[key] !== undefined)
            warnings.push({ file, field: key, message: `not run: ${why}` });
    for (const key of Object.keys(raw)) {
        if (nl2sql_READ_KEYS.includes(key) || Object.hasOwn(NOT_RUN, key))
            continue;
        const near = (0,lib_base/* nearestName */.qb)(key, [...nl2sql_READ_KEYS, ...Object.keys(NOT_RUN)], 2);
        warnings.push({ file, field: key, message: `not a run config key supereval reads, ignored${near ? `; did you mean \`${near}\`?` : ''}` });
    }
    for (const key of ['scenarios', 'scenario_pattern'])
        if (raw[key] !== undefined)
            warnings.push({ file, field: key, message: 'selects scenarios of an agentic dataset; NL2SQL items have none, so it selects nothing here' });
    const items = raw['dataset_config'];
    if (typeof items !== 'string' || items === '')
        problem('dataset_config', 'required: the path of the JSON file of evaluation items');
    const dbFiles = stringList(raw['database_configs'] ?? raw['database_config']);
    if (!dbFiles || dbFiles.length === 0)
        problem('database_configs', 'required: a list of database config files (db_type sqlite or postgres)');
    const trials = raw['num_trials'];
    if (trials !== undefined && !(Number.isInteger(trials) && trials >= 1))
        problem('num_trials', 'must be a whole number of 1 or more');
    const filters = {
        dialects: stringList(raw['dialects'] ?? raw['dialect']),
        databases: stringList(raw['databases']),
        queryTypes: stringList(raw['query_types']),
    };
    const setupDir = raw['setup_directory'];
    if (setupDir !== undefined && typeof setupDir !== 'string')
        problem('setup_directory', 'must be a folder path');
    const scorers = scorersOf(raw['scorers'], file, issues, warnings);
    const dbs = await readDbConfigs(config, dbFiles ?? [], filters.dialects, options);
    if (issues.length > 0 || typeof items !== 'string')
        return [];
    const databases = await itemDatabases(config, items, filters.databases, options);
    const datasets = [];
    const several = dbs.length * databases.length > 1;
    for (const db of dbs) {
        for (const database of databases) {
            const setup = typeof setupDir === 'string' ? setupFiles(config, setupDir, database, db) : null;
            if (setup === null || setup.length === 0) {
                const where = typeof setupDir === 'string' ? `${setupDir}/${database}/${db.dbType}/ has no setup.sql` : 'the config has no setup_directory';
                problem('setup_directory', `${database} on ${db.dbType}: ${where}; supereval builds each database from its setup SQL`);
                continue;
            }
            const meta = {
                name: several ? `${runName(file)}-${database}-${db.dialect}` : runName(file),
                type: 'nl2sql',
                dialect: db.dialect,
                database: { setup },
                items: external_node_path_.relative(config.base, external_node_path_.resolve(config.base, items)),
                ...(scorers ? { scorers } : {}),
                ...(trials !== undefined ? { trials } : {}),
            };
            const dataset = await (0,load/* loadDataset */.Zh)(config.base, kinds, { ...options, meta: { file, text: JSON.stringify(meta) } }).catch((error) => {
                if (error instanceof Error && 'issues' in error)
                    (0,lib_base/* appendAll */.u2)(issues, error.issues);
                else
                    throw error;
                return null;
            });
            // The config's own warnings once, with its first dataset; the db config it read is among the files the cache key covers.
            if (dataset) {
                const withDbConfig = { ...dataset, files: { ...dataset.files, referenced: [...dataset.files.referenced, db.file] } };
                datasets.push(filtered(withDbConfig, database, filters.queryTypes, datasets.length === 0 ? warnings : []));
            }
        }
    }
    return datasets;
}
/** The scorers as supereval's nl2sql datasets read them: EvalBench's, with their own model_config dropped (the run's judge rates). */
function scorersOf(value, file, issues, warnings) {
    if (value === undefined || value === null)
        return null;
    if (typeof value !== 'object' || Array.isArray(value)) {
        issues.push({ file, field: 'scorers', message: 'must be a mapping of scorer names to their options' });
        return null;
    }
    const scorers = {};
    for (const [name, options] of Object.entries(value)) {
        if (SCORER_MODEL_CONFIG.includes(name) && options !== null && typeof options === 'object' && 'model_config' in options) {
            const { model_config: _dropped, ...rest } = options;
            warnings.push({ file, field: `scorers.${name}.model_config`, message: "not run: the run's judge model (--judge-model) rates instead" });
            scorers[name] = Object.keys(rest).length > 0 ? rest : null;
        }
        else
            scorers[name] = options;
    }
    return scorers;
}
/** Each database config the dialect filter keeps, mapped onto an engine supereval has; another engine is a problem naming it. */
async function readDbConfigs(config, files, dialects, options) {
    const { issues, file: runFile } = config;
    const found = [];
    for (const [i, written] of files.entries()) {
        const file = external_node_path_.resolve(config.base, written);
        // In the action, only files inside the workspace are read.
        const text = await (0,lib_base/* readUserFile */.E1)(file, issues, options.within === undefined ? {} : { within: options.within });
        if (text === null)
            continue;
        const raw = parseRunConfigYaml(text, file, issues);
        if (raw === null)
            continue;
        const asText = (value) => (typeof value === 'string' ? value : '');
        const dbType = asText(raw['db_type']);
        const dialect = asText(raw['dialect']) || dbType;
        if (dialects && !dialects.includes(dialect))
            continue;
        const engine = Object.hasOwn(ENGINES, dbType) ? ENGINES[dbType] : undefined;
        if (!engine) {
            issues.push({
                file: runFile,
                field: `database_configs[${i}]`,
                message: `${written}: db_type ${dbType || '(none)'} is not an engine supereval runs (it runs sqlite and postgres); leave it out, or filter it with \`dialects\``,
            });
            continue;
        }
        found.push({ file, dialect: engine, dbType });
    }
    if (found.length === 0 && issues.length === 0)
        issues.push({ file: runFile, field: 'dialects', message: `no database config is left for the dialects ${JSON.stringify(dialects)}` });
    return found;
}
/** The databases the items use, in first-seen order, the `databases` filter applied. */
async function itemDatabases(config, items, only, options) {
    const text = await (0,lib_base/* readUserFile */.E1)(external_node_path_.resolve(config.base, items), config.issues, options.within === undefined ? {} : { within: options.within });
    if (text === null)
        return [];
    let list;
    try {
        list = JSON.parse(text);
    }
    catch {
        return []; // The dataset's own loader names the JSON problem.
    }
    const databaseOf = (item) => {
        const name = item !== null && typeof item === 'object' ? item.database : undefined;
        return typeof name === 'string' ? [name] : [];
    };
    const names = Array.isArray(list) ? list.flatMap(databaseOf) : [];
    const databases = [...new Set(names)].filter((name) => !only || only.includes(name));
    if (databases.length === 0)
        config.issues.push({ file: config.file, field: only ? 'databases' : 'dataset_config', message: 'no item is left to run on any database' });
    return databases;
}
/** EvalBench's setup for one database on one engine, relative to the config's base: pre_setup, setup, the data CSVs, post_setup. */
function setupFiles(config, setupDir, database, db) {
    const folder = external_node_path_.join(setupDir, database);
    const at = (...parts) => external_node_path_.join(folder, ...parts);
    const exists = (relative) => (0,external_node_fs_.existsSync)(external_node_path_.resolve(config.base, relative));
    if (!exists(at(db.dbType, 'setup.sql')))
        return [];
    const data = exists(at('data'))
        ? (0,external_node_fs_.readdirSync)(external_node_path_.resolve(config.base, at('data')))
            .filter((name) => name.toLowerCase().endsWith('.csv'))
            .sort()
            .map((name) => at('data', name))
        : [];
    return [at(db.dbType, 'pre_setup.sql'), at(db.dbType, 'setup.sql'), ...data, at(db.dbType, 'post_setup.sql')].filter(exists);
}
/** The dataset's cases on `database`, of the query types asked for. */
function filtered(dataset, database, queryTypes, warnings) {
    const cases = dataset.cases.filter((c) => c.data['database'] === database && (!queryTypes || queryTypes.includes(String(c.data['query_type']))));
    return { ...dataset, cases, warnings: [...warnings, ...dataset.warnings] };
}

;// CONCATENATED MODULE: ./lib/dataset/evalbench/run-config.js
// An EvalBench run config (run_config.yaml: docs/configs/run-config.md in
// GoogleCloudPlatform/evalbench), read as it is written, into supereval
// datasets. What its dataset config holds decides how it is read: a reader
// per kind of dataset (RUN_CONFIG_READERS, one line each; the NL2SQL items of
// evalbench-standard-format are nl2sql.ts's). What a run config sets that
// supereval does not run (model_config: `--model` gives the model; reporting
// to BigQuery; prompt generators) is named in one warning line each.






/** The readers, by the dataset config's kind (`orchestrator`, else `dataset_format`, else EvalBench's default format). */
const RUN_CONFIG_READERS = {
    'evalbench-standard-format': readNl2SqlRunConfig,
    mcp_readability: readMcpReadabilityRunConfig,
};
/** The datasets an EvalBench run config runs; its problems, all at once, as one DatasetError. */
async function loadRunConfig(file, kinds, options = {}) {
    const issues = [];
    const text = await (0,lib_base/* readUserFile */.E1)(file, issues, options.within === undefined ? {} : { within: options.within });
    if (text === null)
        throw new lib_base/* DatasetError */.zm(issues);
    const raw = parseRunConfigYaml(text, file, issues);
    if (raw === null)
        throw new lib_base/* DatasetError */.zm(issues);
    const named = raw['orchestrator'] ?? raw['dataset_format'];
    const format = typeof named === 'string' ? named : 'evalbench-standard-format';
    const reader = Object.hasOwn(RUN_CONFIG_READERS, format) ? RUN_CONFIG_READERS[format] : undefined;
    if (!reader) {
        const near = (0,lib_base/* nearestName */.qb)(format, Object.keys(RUN_CONFIG_READERS), 3);
        const field = raw['orchestrator'] !== undefined ? 'orchestrator' : 'dataset_format';
        const known = Object.keys(RUN_CONFIG_READERS).join(', ');
        throw new lib_base/* DatasetError */.zm([
            { file, field, message: `supereval does not run ${format} datasets (it runs: ${known})${near ? `; did you mean ${near}?` : ''}` },
        ]);
    }
    const dataset = raw['dataset_config'] ?? raw['endpoints_config'];
    const base = typeof dataset === 'string' && (0,external_node_fs_.existsSync)(external_node_path_.resolve(process.cwd(), dataset)) ? process.cwd() : external_node_path_.dirname(external_node_path_.resolve(file));
    const config = { file, base, raw, issues, warnings: [] };
    const datasets = await reader(config, kinds, options);
    if (issues.length > 0)
        throw new lib_base/* DatasetError */.zm(issues);
    return datasets;
}

;// CONCATENATED MODULE: ./lib/dataset/evalbench/index.js
// The face of the EvalBench run config loader, a chunk of its own: app/ loads
// it with import() only when a path is a run config (dataset/load.ts isRunConfigFile).



/***/ })

};
