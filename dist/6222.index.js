export const id = 6222;
export const ids = [6222];
export const modules = {

/***/ 86222:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  evalsetRecords: () => (/* reexport */ evalsetRecords),
  expandVariables: () => (/* reexport */ expandVariables),
  globMatches: () => (/* reexport */ globMatches),
  isEvalsetText: () => (/* reexport */ isEvalsetText),
  loadEvalsetFile: () => (/* reexport */ loadEvalsetFile)
});

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./lib/base/index.js + 13 modules
var base = __webpack_require__(88986);
// EXTERNAL MODULE: ./lib/config/index.js + 22 modules
var config = __webpack_require__(67594);
// EXTERNAL MODULE: ./lib/dataset/scenario-env.js
var scenario_env = __webpack_require__(23610);
// EXTERNAL MODULE: ./lib/dataset/json-array.js
var json_array = __webpack_require__(47880);
;// CONCATENATED MODULE: ./lib/dataset/evalset/scenarios.js
// EvalBench's agentic evalsets, read unchanged (its docs/configs/agentic-dataset-config.md):
// one JSON object `{"scenarios": [...]}`, each scenario a conversation to hold
// with the agent (starting_prompt, conversation_plan, expected_trajectory,
// max_turns, env, kind, work_dir, binary_rubric, expected_skills), plus
// supereval's agent-case fields (a `tools` block of mock responses, tags,
// expected, assert). `${VAR}` in any string is expanded from the environment
// at load. Each scenario becomes an agent case; the agent kind runs it as a
// conversation with a simulated user (src/agents/conversation.ts).



/** Variables an evalset may not read: credentials would go into prompts sent to models, and into the results. */
const CREDENTIAL_VARIABLE = /^((GITHUB|ACTIONS|AWS|AZURE|GOOGLE|OPENAI|ANTHROPIC|GEMINI)_[A-Z0-9_]*|[A-Z0-9_]*(TOKEN|SECRET|PASSWORD|API_KEY|CREDENTIALS?|PRIVATE_KEY)[A-Z0-9_]*)$/;
/** The longest a string may grow to by expansion: far above any prompt, far below what would exhaust memory. */
const MAX_EXPANDED_CHARS = 1_000_000;
/** Whether a parsed JSON value is an EvalBench evalset: its `scenarios` hold `starting_prompt`s (a promptfoo config's hold `config` lists). */
function isEvalset(value) {
    if (typeof value !== 'object' || value === null || Array.isArray(value))
        return false;
    const scenarios = value['scenarios'];
    return (Array.isArray(scenarios) &&
        scenarios.length > 0 &&
        scenarios.every((s) => typeof s === 'object' && s !== null && typeof s['starting_prompt'] === 'string'));
}
/** Whether the text is an evalset (a JSON text only; a promptfoo config in YAML never is). */
function isEvalsetText(text) {
    try {
        return isEvalset(JSON.parse(text.replace(/^\uFEFF/, '')));
    }
    catch {
        return false;
    }
}
/** Whether `id` matches a glob of `*` (any run) and `?` (one character): no regex, linear in practice. */
function globMatches(pattern, id) {
    let p = 0;
    let s = 0;
    let star = -1;
    let mark = 0;
    while (s < id.length) {
        if (p < pattern.length && (pattern[p] === '?' || pattern[p] === id[s])) {
            p++;
            s++;
        }
        else if (p < pattern.length && pattern[p] === '*') {
            star = p++;
            mark = s;
        }
        else if (star >= 0) {
            p = star + 1;
            s = ++mark;
        }
        else
            return false;
    }
    while (pattern[p] === '*')
        p++;
    return p === pattern.length;
}
/**
 * The evalset's scenarios as agent case records, each with the line its
 * object starts on; problems (not an evalset, an unresolved `${VAR}`, an env
 * that would set a credential or PATH, a work_dir outside the folder) all at once.
 */
function evalsetRecords(text, file, options = {}) {
    const issues = [];
    const warnings = [];
    const source = text.replace(/^\uFEFF/, '');
    let value;
    try {
        value = JSON.parse(source);
    }
    catch (error) {
        return { records: [], issues: [{ file, field: '(json)', message: `invalid JSON: ${error.message}` }], warnings, expanded: false };
    }
    if (!isEvalset(value)) {
        return {
            expanded: false,
            records: [],
            issues: [{ file, field: 'scenarios', message: 'expected {"scenarios": [...]}, each scenario with a starting_prompt' }],
            warnings,
        };
    }
    // The scenarios' lines: the array's elements, read where the array sits in the text.
    const at = source.indexOf('[', source.search(/"scenarios"\s*:/));
    const before = source.slice(0, at).split('\n').length - 1;
    const lines = (0,json_array/* parseJsonArray */.d)(source.slice(at, arrayEnd(source, at) + 1), file).records.map((r) => r.line + before);
    const scenarios = value.scenarios;
    const selection = options.scenarios ?? {};
    const records = [];
    scenarios.forEach((scenario, index) => {
        const line = lines[index] ?? 1;
        const id = typeof scenario['id'] === 'string' || typeof scenario['id'] === 'number' ? String(scenario['id']) : `scenario ${index + 1}`;
        if (!selected(id, selection))
            return;
        const where = { file, line };
        const expanded = expandVariables(scenario, options.variables ?? {}, (variable, field) => issues.push({
            ...where,
            field: `scenarios[${index}].${field}`,
            message: CREDENTIAL_VARIABLE.test(variable.toUpperCase())
                ? `\${${variable}} names a credential, which an evalset may not read (scenario "${id}")`
                : `\${${variable}} is not set (scenario "${id}")`,
        }));
        for (const problem of scenarioProblems(expanded, external_node_path_.dirname(file)))
            issues.push({ ...where, field: `scenarios[${index}].${problem.field}`, message: problem.message });
        records.push({ line, value: scenarioCase(expanded), numberText: () => undefined });
    });
    if (records.length === 0 && (selection.ids?.length || selection.pattern !== undefined)) {
        warnings.push({ file, field: 'scenarios', message: `no scenario matches ${describeSelection(selection)}` });
    }
    // Whether any ${VAR} was read: the scenarios then differ from the file's bytes.
    return { records, issues, warnings, expanded: /\$\{[A-Za-z_]/.test(source) };
}
/** Where the array opened at `start` closes (strings skipped). */
function arrayEnd(text, start) {
    let depth = 0;
    for (let i = start; i < text.length; i++) {
        const c = text[i];
        if (c === '"') {
            for (i++; i < text.length && text[i] !== '"'; i++)
                if (text[i] === '\\')
                    i++;
        }
        else if (c === '[' || c === '{')
            depth++;
        else if (c === ']' || c === '}') {
            depth--;
            if (depth === 0)
                return i;
        }
    }
    return text.length - 1;
}
function selected(id, selection) {
    const { ids = [], pattern } = selection;
    if (ids.length === 0 && pattern === undefined)
        return true;
    return ids.includes(id) || (pattern !== undefined && globMatches(pattern, id));
}
function describeSelection(selection) {
    const parts = [
        ...(selection.ids ?? []).map((id) => `--scenario ${id}`),
        ...(selection.pattern !== undefined ? [`--scenario-pattern ${selection.pattern}`] : []),
    ];
    return parts.join(', ');
}
/** A scenario as an agent case line: starting_prompt is the task; EvalBench's max_turns defaults to 1. */
function scenarioCase(scenario) {
    const { starting_prompt: task, max_turns: maxTurns, input, ...rest } = scenario;
    return {
        ...rest,
        input: { ...(typeof input === 'object' && input !== null ? input : {}), task },
        max_turns: maxTurns ?? 1,
        // The plan the simulated user follows; a scenario without one is told its starting prompt.
        conversation_plan: scenario['conversation_plan'] ?? task,
    };
}
/** A scenario's env (no credential, PATH or runner variable) and work_dir (inside the evalset's folder). */
function scenarioProblems(scenario, dir) {
    const problems = (0,scenario_env/* envProblems */.C)(scenario['env']);
    const workDir = scenario['work_dir'];
    if (workDir !== undefined && workDir !== null && (0,scenario_env/* workDirIn */.w)(dir, workDir) === null)
        problems.push({ field: 'work_dir', message: `must be a folder inside the evalset's folder, given relative to it` });
    return problems;
}
/** Expands `${VAR}` in every string of a value (keys stay as written); an unset variable is reported, and left as written. */
function expandVariables(value, variables, unset, field = '') {
    if (typeof value === 'string') {
        if (!value.includes('${'))
            return value;
        const out = value.replace(/\$\{([A-Za-z_][A-Za-z0-9_]{0,127})\}/g, (whole, name) => {
            const v = CREDENTIAL_VARIABLE.test(name.toUpperCase()) ? undefined : variables[name];
            if (v === undefined) {
                unset(name, field || '(value)');
                return whole;
            }
            return v;
        });
        return out.length > MAX_EXPANDED_CHARS ? out.slice(0, MAX_EXPANDED_CHARS) : out;
    }
    if (Array.isArray(value))
        return value.map((v, i) => expandVariables(v, variables, unset, `${field}[${i}]`));
    if (typeof value === 'object' && value !== null) {
        const out = {};
        for (const [k, v] of Object.entries(value))
            out[k] = expandVariables(v, variables, unset, field ? `${field}.${k}` : k);
        return out;
    }
    return value;
}

// EXTERNAL MODULE: ./lib/dataset/load.js + 2 modules
var load = __webpack_require__(47627);
;// CONCATENATED MODULE: ./lib/dataset/evalset/load.js
// An EvalBench evalset named on its own (`supereval run path/to/evalset.json`):
// a dataset of the agent kind whose cases are its scenarios. Without a
// dataset.json, EvalBench's agentic scorers are on (the deterministic ones,
// and the judged ones, skipped without a judge); a dataset.json naming the
// evalset (`"evalset": "<file>"`) chooses its own, beside its tools catalog
// and thresholds.






/** The scorers a lone evalset runs: EvalBench's agentic ones (docs/scorers.md), binary_rubric_scorer when a scenario has a rubric. */
function evalsetScorers(rubric) {
    return {
        trajectory_matcher: {},
        turn_count: {},
        agent_steps: {},
        goal_completion: {},
        behavioral_metrics: {},
        ...(rubric ? { binary_rubric_scorer: {} } : {}),
    };
}
async function loadEvalsetFile(file, kinds, options = {}, 
// The file's text when the caller has read it already (to tell it from a promptfoo config).
given) {
    const issues = [];
    const warnings = [];
    const text = given ?? (await (0,base/* readUserFile */.E1)(file, issues, options.within === undefined ? {} : { within: options.within }));
    if (text === null)
        throw new base/* DatasetError */.zm(issues);
    const read = evalsetRecords(text, file, options);
    (0,base/* appendAll */.u2)(warnings, read.warnings);
    const name = external_node_path_.basename(file).replace(/\.json$/i, '');
    const rubric = read.records.some((r) => Array.isArray(r.value['binary_rubric']));
    // The kind that runs scenarios says so (the agent kind); the loader does not name it.
    const type = config/* DATASET_TYPES */.rP.find((t) => kinds[t].readsEvalsets);
    if (type === undefined)
        throw new base/* DatasetError */.zm([{ file, field: '(file)', message: 'no dataset kind runs EvalBench evalsets' }]);
    const meta = config/* DatasetMetaSchema */.FY.parse({ name, type, scorers: evalsetScorers(rubric) });
    const kind = kinds[type];
    const cases = (0,load/* parseCases */.Bq)({ records: read.records, issues: read.issues }, file, kind, meta, issues, warnings);
    if (issues.length > 0)
        throw new base/* DatasetError */.zm(issues);
    return {
        dir: external_node_path_.dirname(file),
        name,
        type,
        kind,
        meta,
        thresholds: (0,config/* resolveThresholds */.pz)(meta.thresholds),
        files: { meta: file, cases: file, tools: null, referenced: [] },
        cases,
        tools: null,
        warnings,
        // The scenarios as expanded (${VAR} read from the environment): a changed variable is a changed dataset.
        ...(read.expanded ? { expandedHash: hashOf(JSON.stringify(read.records.map((r) => r.value))) } : {}),
        hash: (0,external_node_crypto_.createHash)('sha256')
            .update(text)
            .update('\0')
            .update(JSON.stringify(read.records.map((r) => r.value)))
            .digest('hex')
            .slice(0, 16),
    };
}
const hashOf = (text) => (0,external_node_crypto_.createHash)('sha256').update(text).digest('hex').slice(0, 16);

;// CONCATENATED MODULE: ./lib/dataset/evalset/index.js
// EvalBench's agentic evalsets (src/dataset/evalset/scenarios.ts), loaded
// with import() only when a run names one: a dataset folder's run never loads it.




/***/ })

};
