export const id = 8986;
export const ids = [8986];
export const modules = {

/***/ 88986:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  zm: () => (/* reexport */ DatasetError),
  WW: () => (/* reexport */ log/* LEGACY_COMMAND */.WW),
  qL: () => (/* reexport */ MAX_DATASET_FILE_MIB),
  Mi: () => (/* reexport */ OUTSIDE_WORKSPACE),
  sn: () => (/* reexport */ PythonRegexError),
  XF: () => (/* reexport */ redact/* REDACTED */.XF),
  td: () => (/* reexport */ SIGNAL_EXIT_CODES),
  xv: () => (/* reexport */ VERSION),
  QM: () => (/* reexport */ WriteError),
  Q$: () => (/* reexport */ YamlAliasError),
  u2: () => (/* reexport */ arrays/* appendAll */.u2),
  vG: () => (/* reexport */ compilePythonRegex),
  _6: () => (/* reexport */ decodeUtf8),
  Uc: () => (/* reexport */ describeError),
  YB: () => (/* reexport */ describeInvalidUtf8),
  YC: () => (/* reexport */ editDistance),
  ZD: () => (/* reexport */ base_escape/* escapeHtml */.ZD),
  FV: () => (/* reexport */ base_escape/* escapeMarkdown */.FV),
  Kb: () => (/* reexport */ base_escape/* excerpt */.Kb),
  BD: () => (/* reexport */ formatCost),
  a3: () => (/* reexport */ formatDuration),
  Hd: () => (/* reexport */ formatIssue),
  YL: () => (/* reexport */ formatLatency),
  tW: () => (/* reexport */ formatLimit),
  R8: () => (/* reexport */ formatPct),
  Xf: () => (/* reexport */ formatPoints),
  UK: () => (/* reexport */ formatUsd),
  nl: () => (/* reexport */ log/* inertJson */.nl),
  Q4: () => (/* reexport */ log/* inertJsonText */.Q4),
  Fq: () => (/* reexport */ log/* inertLine */.Fq),
  tR: () => (/* reexport */ invalidUtf8),
  CN: () => (/* reexport */ isPathInside),
  eh: () => (/* reexport */ redact/* isSecretName */.eh),
  i0: () => (/* reexport */ killGroup),
  mA: () => (/* reexport */ log/* lineWriter */.mA),
  Gs: () => (/* reexport */ listCapped),
  Ud: () => (/* reexport */ listedIssues),
  yv: () => (/* reexport */ loadYaml),
  _: () => (/* reexport */ arrays/* maxOf */._),
  _h: () => (/* reexport */ arrays/* minOf */._h),
  OI: () => (/* reexport */ moreProblems),
  Hj: () => (/* reexport */ moreWarnings),
  qb: () => (/* reexport */ nearestName),
  TN: () => (/* reexport */ base_escape/* oneLine */.TN),
  Hh: () => (/* reexport */ parseRecord),
  LS: () => (/* reexport */ plural),
  Mv: () => (/* reexport */ readBoundedFile),
  F3: () => (/* reexport */ readTextFileSync),
  E1: () => (/* reexport */ readUserFile),
  qN: () => (/* reexport */ repoPath),
  ty: () => (/* reexport */ redact/* scrubber */.ty),
  vt: () => (/* reexport */ redact/* secretScrubber */.vt),
  VX: () => (/* reexport */ redact/* secretValues */.VX),
  j8: () => (/* reexport */ spawnGroup),
  pO: () => (/* reexport */ spawnGroupFile),
  kU: () => (/* reexport */ base_escape/* stripControl */.kU),
  ku: () => (/* reexport */ translatePythonRegex),
  XL: () => (/* reexport */ watchStopSignals),
  Zf: () => (/* reexport */ writeFileAtomic)
});

// EXTERNAL MODULE: ./lib/base/arrays.js
var arrays = __webpack_require__(35011);
;// CONCATENATED MODULE: ./lib/base/edit-distance.js
// Edit distance over sequences (the characters of a word, the tool names of a
// trajectory), and the "did you mean" built on it.
/** Insertions, deletions and substitutions of one element each cost 1. */
function editDistance(a, b) {
    let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
    for (let i = 1; i <= a.length; i++) {
        const current = [i];
        for (let j = 1; j <= b.length; j++) {
            const substitution = previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1);
            current.push(Math.min(previous[j] + 1, current[j - 1] + 1, substitution));
        }
        previous = current;
    }
    return previous[b.length];
}
/**
 * The first of the names in `known` nearest to `word` (by characters), or
 * null when `known` is empty or the nearest is more than `maxDistance` away.
 */
function nearestName(word, known, maxDistance = Infinity) {
    const chars = [...word];
    let best = null;
    for (const name of known) {
        const distance = editDistance(chars, [...name]);
        if (!best || distance < best.distance)
            best = { name, distance };
    }
    return best && best.distance <= maxDistance ? best.name : null;
}

;// CONCATENATED MODULE: ./lib/base/errors.js
// One error type for everything wrong with a user's files: it carries every
// problem found (not only the first), each naming the file, the line and the field.
function formatIssue(issue) {
    const where = issue.line === undefined ? issue.file : `${issue.file}:${issue.line}`;
    return `${where}: ${issue.field}: ${issue.message}`;
}
/**
 * Most problems (or warnings) a log lists one by one. A file of 100,000 lines
 * with the same mistake on each is one mistake: the first lines say it, and
 * 100,000 log lines (annotations, in the action) would bury everything else.
 */
const MAX_LISTED_ISSUES = 100;
/** The issues a log lists, as lines, then `more(n)` for the n left out. */
function listedIssues(issues, format, more) {
    const lines = issues.slice(0, MAX_LISTED_ISSUES).map(format);
    if (issues.length > MAX_LISTED_ISSUES)
        lines.push(more(issues.length - MAX_LISTED_ISSUES));
    return lines;
}
/** The line after the problems a log lists. */
const moreProblems = (n) => `…and ${n} more ${n === 1 ? 'problem' : 'problems'}, not listed: fix the ones above and run again to see what is left`;
/** The line after the warnings a log lists (the results JSON of a dataset that runs keeps every one). */
const moreWarnings = (n) => `…and ${n} more ${n === 1 ? 'warning' : 'warnings'}, not listed (a results JSON lists every one)`;
class DatasetError extends Error {
    issues;
    /** What else was found on the way (an unknown field), said with the problems rather than hidden by them. */
    warnings;
    constructor(issues, warnings = []) {
        super(issues.map(formatIssue).join('\n'));
        this.name = 'DatasetError';
        this.issues = issues;
        this.warnings = warnings;
    }
}
/** A failure as a result's error text: its message, after its code when the message does not name it. */
function describeError(error) {
    const e = error;
    return e.code && !e.message.includes(e.code) ? `${e.code}: ${e.message}` : e.message;
}

// EXTERNAL MODULE: ./lib/base/escape.js
var base_escape = __webpack_require__(16714);
;// CONCATENATED MODULE: ./lib/base/fast-parse.js
/**
 * What a compiled check says of a value: its parsed value, or one of two
 * markers, that zod refuses it or that the check cannot tell. Markers rather
 * than a wrapper object, so that a check allocates nothing of its own.
 */
const REFUSED = Symbol('refused');
const UNSURE = Symbol('unsure');
const failed = (r) => r === REFUSED || r === UNSURE;
const defOf = (schema) => schema._zod.def;
/** A key zod does not copy as a field (JSON.parse makes it an own property). */
const UNSAFE_KEY = '__proto__';
class Unsupported extends Error {
}
/**
 * A part outside the subset is left to zod: its own parse of that value is
 * what the whole parse does with it (zod's parse is compositional), so the
 * fast path still covers the rest of the record.
 */
function compile(schema) {
    try {
        return compileExact(schema);
    }
    catch (error) {
        if (!(error instanceof Unsupported))
            throw error;
        return (v) => {
            const r = schema.safeParse(v);
            return r.success ? r.data : REFUSED;
        };
    }
}
/** The schemas being compiled: one met again inside itself is recursive, and left to zod where it recurs. */
const compiling = new Set();
/** Compiles a schema whose top is in the subset; throws Unsupported otherwise. */
function compileExact(schema) {
    if (compiling.has(schema))
        throw new Unsupported();
    compiling.add(schema);
    try {
        return compileNode(schema);
    }
    finally {
        compiling.delete(schema);
    }
}
function compileNode(schema) {
    const def = defOf(schema);
    const checks = (def.checks ?? []).map((c) => c._zod.def);
    switch (def.type) {
        case 'string': {
            if (def.coerce)
                throw new Unsupported();
            const limits = lengthLimits(checks);
            return (v) => (typeof v === 'string' && limits(v.length) ? v : REFUSED);
        }
        case 'number': {
            if (def.coerce)
                throw new Unsupported();
            const rules = numberRules(checks, def.format);
            return (v) => (typeof v === 'number' && Number.isFinite(v) && rules(v) ? v : REFUSED);
        }
        case 'boolean':
            noChecks(checks);
            if (def.coerce)
                throw new Unsupported();
            return (v) => (typeof v === 'boolean' ? v : REFUSED);
        case 'null':
            noChecks(checks);
            return (v) => (v === null ? v : REFUSED);
        case 'unknown':
        case 'any':
            noChecks(checks);
            return (v) => v;
        case 'enum': {
            noChecks(checks);
            const allowed = new Set(Object.values(def.entries ?? {}));
            return (v) => (allowed.has(v) ? v : REFUSED);
        }
        case 'literal': {
            noChecks(checks);
            const allowed = new Set(def.values ?? []);
            return (v) => (allowed.has(v) ? v : REFUSED);
        }
        case 'optional': {
            noChecks(checks);
            const inner = compile(def.innerType);
            return (v) => (v === undefined ? v : inner(v));
        }
        case 'nullable': {
            noChecks(checks);
            const inner = compile(def.innerType);
            return (v) => (v === null ? v : inner(v));
        }
        case 'array': {
            const limits = lengthLimits(checks);
            const element = compile(def.element);
            return (v) => {
                if (!Array.isArray(v))
                    return REFUSED;
                const items = v;
                if (!limits(items.length))
                    return REFUSED;
                // Copied only from the first element that parses to another value (see fastParse).
                let out;
                for (let i = 0; i < items.length; i++) {
                    const r = element(items[i]);
                    if (failed(r))
                        return r;
                    if (out === undefined && r !== items[i])
                        out = items.slice(0, i);
                    if (out !== undefined)
                        out.push(r);
                }
                return out ?? items;
            };
        }
        case 'record': {
            noChecks(checks);
            const key = defOf(def.keyType);
            if (key.type !== 'string' || (key.checks ?? []).length > 0 || key.coerce)
                throw new Unsupported();
            const value = compile(def.valueType);
            return (v) => {
                if (!isPlainRecord(v))
                    return REFUSED;
                let out;
                const keys = Object.keys(v);
                for (let i = 0; i < keys.length; i++) {
                    const k = keys[i];
                    if (k === UNSAFE_KEY)
                        return UNSURE;
                    const r = value(v[k]);
                    if (failed(r))
                        return r;
                    if (out === undefined && r !== v[k])
                        out = copyOf(v, keys, i);
                    if (out !== undefined)
                        out[k] = r;
                }
                return out ?? v;
            };
        }
        case 'union': {
            noChecks(checks);
            const options = (def.options ?? []).map(compile);
            // zod takes the first option that accepts the value.
            return (v) => {
                for (const option of options) {
                    const r = option(v);
                    if (r !== REFUSED)
                        return r;
                }
                return REFUSED;
            };
        }
        case 'object':
            noChecks(checks);
            return compileObject(def);
        default:
            throw new Unsupported();
    }
}
function compileObject(def) {
    const catchall = def.catchall ? defOf(def.catchall).type : 'strip';
    if (catchall !== 'strip' && catchall !== 'unknown' && catchall !== 'never')
        throw new Unsupported();
    const fields = Object.entries(def.shape ?? {}).map(([key, field]) => ({
        key,
        check: compile(field),
        optional: defOf(field).type === 'optional',
        defaulted: defOf(field).type === 'default',
    }));
    // A field named for a property every object has cannot be read as `v.name`; none of ours is.
    if (fields.some((f) => f.key in Object.prototype))
        throw new Unsupported();
    const known = new Set(fields.map((f) => f.key));
    const rest = (v, keys, at, out) => restOfObject(v, keys, at, out, known, catchall);
    return objectCheck(fields, rest);
}
/**
 * The check of an object's fields as a function written for its shape: each
 * field read by name and checked by its own call. A loop over the fields read
 * them by a key that changed at every turn, which V8 cannot make fast (a
 * generic keyed load and call for every field of every record). The code
 * holds no text of the value's: keys are JSON string literals of our schemas.
 */
function objectCheck(fields, rest) {
    // Two functions of one text. The first takes a field that reads undefined
    // for one that is absent (JSON holds no undefined) and counts the fields it
    // found: when they are not all of the record's (a field outside the shape,
    // or one set to undefined), the second, which asks Object.hasOwn of every
    // field it does not read, decides. Most records have only shape fields, and
    // one hasOwn call per absent optional field was a third of the check.
    const precise = generatedCheck(fields, rest, null);
    return generatedCheck(fields, rest, precise);
}
function generatedCheck(fields, rest, precise) {
    const lines = [
        'return function check(v) {',
        '  if (!isPlainRecord(v)) return REFUSED;',
        '  const keys = Object.keys(v);',
        // zod writes the shape's fields first, in the shape's order, then the
        // others in theirs. While the value is already so (its fields in that
        // order, each parsing to itself), it is its own result; `out` is made at
        // the first difference, from the fields before it.
        '  let out;',
        '  let at = 0;',
        '  let r;',
    ];
    // Only the first function counts the fields it finds (see objectCheck).
    if (precise)
        lines.push('  let seen = 0;');
    fields.forEach(({ key, optional, defaulted }, i) => {
        const k = JSON.stringify(key);
        const get = `v[${k}]`;
        // A value read is an own field: the record is plain and no field of the shape is a property of Object.prototype.
        lines.push(precise
            ? `  if (${get} !== undefined) {
    seen++;`
            : `  if (${get} !== undefined || hasOwn(v, ${k})) {`);
        lines.push(`    r = checks[${i}](${get});`);
        lines.push('    if (r === REFUSED || r === UNSURE) return r;');
        lines.push(`    if (out === undefined && (keys[at] !== ${k} || r !== ${get})) out = copyOf(v, keys, at);`);
        lines.push(`    if (out === undefined) at++; else out[${k}] = r;`);
        if (!optional) {
            // A required field that is missing: zod refuses it, or fills in its
            // default; a schema that takes undefined otherwise (unknown) is left to zod.
            lines.push('  } else {');
            lines.push(`    r = checks[${i}](undefined);`);
            lines.push('    if (r === REFUSED || r === UNSURE) return r;');
            lines.push(defaulted
                ? `    out ??= copyOf(v, keys, at);
    out[${k}] = r;`
                : '    return UNSURE;');
        }
        lines.push('  }');
    });
    if (precise)
        lines.push('  if (seen !== keys.length) return precise(v);');
    lines.push('  if (out === undefined && at === keys.length) return v;', '  return rest(v, keys, at, out);', '};');
    // Each field's check is a constant of the function, so every call in it sees one callee.
    let make;
    try {
        // zod compiles its object parsers the same way (its `jitless` option off).
        // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the body is ours: keys are JSON literals of our schemas' fields
        make = new Function('checks', 'rest', 'precise', 'isPlainRecord', 'copyOf', 'hasOwn', 'REFUSED', 'UNSURE', lines.join('\n'));
    }
    catch {
        // Code generation turned off (node --disallow-code-generation-from-strings): zod parses these objects.
        throw new Unsupported();
    }
    return make(fields.map((f) => f.check), rest, precise, isPlainRecord, copyOf, Object.hasOwn, REFUSED, UNSURE);
}
/** The fields not in the shape: kept (loose), refused (strict) or dropped. */
function restOfObject(v, keys, at, out, known, catchall) {
    const rest = out === undefined ? keys.slice(at) : keys.filter((k) => !known.has(k));
    for (const k of rest) {
        if (k === UNSAFE_KEY)
            return UNSURE;
        if (catchall === 'never')
            return REFUSED;
    }
    if (catchall === 'strip')
        return out ?? (rest.length === 0 ? v : copyOf(v, keys, at));
    if (out === undefined)
        return v;
    for (const k of rest)
        out[k] = v[k];
    return out;
}
/** A new record with the first `count` of `keys` of `v`. */
function copyOf(v, keys, count) {
    const copy = {};
    for (let i = 0; i < count; i++)
        copy[keys[i]] = v[keys[i]];
    return copy;
}
function isPlainRecord(v) {
    if (v === null || typeof v !== 'object' || Array.isArray(v))
        return false;
    const proto = Object.getPrototypeOf(v);
    return proto === Object.prototype || proto === null;
}
function noChecks(checks) {
    if (checks.length > 0)
        throw new Unsupported();
}
function lengthLimits(checks) {
    let min = 0;
    let max = Infinity;
    for (const c of checks) {
        if (c.check === 'min_length' && typeof c.minimum === 'number')
            min = Math.max(min, c.minimum);
        else if (c.check === 'max_length' && typeof c.maximum === 'number')
            max = Math.min(max, c.maximum);
        else
            throw new Unsupported();
    }
    return (length) => length >= min && length <= max;
}
function numberRules(checks, format) {
    const rules = [];
    const formatRule = (f) => {
        if (f === undefined)
            return;
        if (f !== 'safeint')
            throw new Unsupported();
        rules.push((n) => Number.isSafeInteger(n));
    };
    formatRule(format);
    for (const c of checks) {
        const bound = c.value;
        if (c.check === 'number_format')
            formatRule(c.format);
        else if (c.check === 'greater_than' && typeof bound === 'number')
            rules.push(c.inclusive ? (n) => n >= bound : (n) => n > bound);
        else if (c.check === 'less_than' && typeof bound === 'number')
            rules.push(c.inclusive ? (n) => n <= bound : (n) => n < bound);
        else
            throw new Unsupported();
    }
    return (n) => rules.every((rule) => rule(n));
}
const compiled = new WeakMap();
/**
 * The value zod's parse would give, when the fast path can vouch for it
 * (wrapped, as a valid value may be undefined); null when zod must decide.
 * Where zod's result would hold the same fields in the same order as the
 * value (most records as written), the value itself is returned rather than
 * a copy: callers hand over values they own, fresh from JSON.parse.
 */
function fastParse(schema, value) {
    let check = compiled.get(schema);
    if (check === undefined) {
        try {
            check = compileExact(schema);
        }
        catch (error) {
            if (!(error instanceof Unsupported))
                throw error;
            check = null;
        }
        compiled.set(schema, check);
    }
    if (check === null)
        return null;
    const r = check(value);
    return failed(r) ? null : { value: r };
}
/** Whether `schema` has a fast path at all (tests: the schemas it is meant for must). */
function hasFastPath(schema) {
    fastParse(schema, undefined);
    return compiled.get(schema) !== null;
}
/** zod's safeParse, the fast path first: a value the fast path declines is parsed by zod, which reports its issues. */
function parseRecord(schema, value, params) {
    const fast = fastParse(schema, value);
    if (fast)
        return { success: true, data: fast.value };
    return schema.safeParse(value, params);
}

;// CONCATENATED MODULE: ./lib/base/format.js
// Number and list formatting for everything we print: gate reasons,
// statistics sentences and reports. Short, unambiguous, the same everywhere.
/** A fraction as a percentage: 0.9 -> "90%", 0.8333 -> "83.3%". */
function formatPct(x) {
    return `${(x * 100).toFixed(1).replace(/\.0$/, '')}%`;
}
/** A fraction as percentage points: 0.059 -> "5.9 points". */
function formatPoints(x) {
    const pts = (x * 100).toFixed(1).replace(/\.0$/, '');
    return `${pts} ${pts === '1' ? 'point' : 'points'}`;
}
/** Dollars with as many decimals as it takes (up to 6), at least 2: "$1.00", "$0.0042". */
function formatUsd(x) {
    const s = x.toFixed(6).replace(/0+$/, '');
    const [whole = '0', frac = ''] = s.split('.');
    return `$${whole}.${frac.padEnd(2, '0')}`;
}
const MAX_LISTED = 5;
/** "a, b, c", or "a, b, c, d, e and 3 more" past `max` items. */
function listCapped(items, max = MAX_LISTED) {
    if (items.length <= max)
        return items.join(', ');
    return `${items.slice(0, max).join(', ')} and ${items.length - max} more`;
}
/** A cost, or "unknown" when a price is missing (never shown as $0). */
function formatCost(usd) {
    return usd === null ? 'unknown' : formatUsd(usd);
}
function formatLatency(ms) {
    if (ms === null)
        return 'n/a';
    return ms < 1000 ? `${Math.round(ms)} ms` : `${(ms / 1000).toFixed(2)} s`;
}
/** "1 case", "3 cases". */
function plural(n, one, many = `${one}s`) {
    return `${n} ${n === 1 ? one : many}`;
}
/** A time budget: "90s", "25 min", "1.5 h". */
function formatDuration(ms) {
    if (ms < 120_000)
        return `${Math.round(ms / 1000)}s`;
    if (ms < 3_600_000)
        return `${+(ms / 60_000).toFixed(1)} min`;
    return `${+(ms / 3_600_000).toFixed(2)} h`;
}

// EXTERNAL MODULE: ./lib/base/log.js
var log = __webpack_require__(33339);
// EXTERNAL MODULE: external "node:child_process"
var external_node_child_process_ = __webpack_require__(31421);
;// CONCATENATED MODULE: ./lib/base/process-group.js
// exec: programs (models, agents) run as leaders of their own process groups,
// so whatever they start in the background ends with their case: the leader
// exiting normally is not enough, `sleep 300 &` would outlive it. Groups still
// running are killed when this process exits, however it exits (a second
// Ctrl-C, the runner's SIGTERM after cancelling).

const running = new Set();
let exitHookInstalled = false;
/** Runs `command` through the shell as the leader of a new process group, stdio piped. */
function spawnGroup(command, options) {
    return track((0,external_node_child_process_.spawn)(command, { shell: true, cwd: options.cwd, detached: true, stdio: ['pipe', 'pipe', 'pipe'], env: options.env }));
}
/** Runs a program with its arguments, no shell between, as the leader of a new process group, stdio piped. */
function spawnGroupFile(file, args, options) {
    return track((0,external_node_child_process_.spawn)(file, args, { cwd: options.cwd, detached: true, stdio: ['pipe', 'pipe', 'pipe'], env: options.env }));
}
function track(child) {
    if (!exitHookInstalled) {
        process.on('exit', killAllGroups);
        exitHookInstalled = true;
    }
    if (child.pid !== undefined)
        running.add(child.pid);
    return child;
}
/**
 * Kills the child's whole process group, leader and all it started, whether
 * or not the leader has exited. Idempotent.
 */
function killGroup(child) {
    const pid = child.pid;
    if (pid === undefined)
        return;
    try {
        process.kill(-pid, 'SIGKILL');
    }
    catch (error) {
        // ESRCH: the group is gone already. Anything else: at least end the leader.
        if (error.code !== 'ESRCH')
            child.kill('SIGKILL');
    }
    running.delete(pid);
}
/** Kills every group spawnGroup started and no killGroup ended (synchronous, so it works in an 'exit' handler). */
function killAllGroups() {
    for (const pid of running) {
        try {
            process.kill(-pid, 'SIGKILL');
        }
        catch {
            // Gone already.
        }
    }
    running.clear();
}

;// CONCATENATED MODULE: ./lib/base/python-regex.js
// Python `re` patterns (the Python supereval tool scores `answer_match: regex`
// with `re.search(expected.answer, final_answer)`, agent/scorer.py
// score_trajectory) translated into an equivalent JavaScript RegExp.
//
// The pattern is parsed as CPython 3.11's re/_parser.py parses a str pattern
// (same syntax, same errors), then every construct is written out explicitly
// in a `v`-flag RegExp, so no JavaScript default leaks in:
// - `.` is [^\n] (Python excludes only \n), `^ $ \A \Z` are lookarounds with
//   Python's rules (`$` also matches before a final \n);
// - \d \w \s \b are Python 3's Unicode str classes (\w = letters, numbers, _;
//   \s includes \x1c-\x1f and \x85); with (?a) their ASCII forms;
// - ignore-case is Python's rule, not JavaScript's case folding: two
//   characters are equal when their lowercase forms are, plus the extra pairs
//   of re/_casefix.py (i/ı, s/ſ, µ/μ, ...); (?a) makes it ASCII-only;
// - scoped flags (?i:...) (?-i:...) (?s:...) (?m:...) (?x:...) (?a:...)
//   apply to their group only; atomic groups and possessive repeats become
//   (?=(...))\N.
// What has no faithful translation is a PythonRegexError at load time: a
// conditional (?(1)...), a backreference to a group that may not take part
// in the match (Python fails it, JavaScript matches it empty).
//
// Only whether a match exists is used, so the translation need not keep
// Python's group numbers; it keeps names for (?P=name).
class PythonRegexError extends Error {
    name = 'PythonRegexError';
}
const FLAG_I = 1;
const FLAG_M = 2;
const FLAG_S = 4;
const FLAG_X = 8;
const FLAG_A = 16;
const FLAG_U = 32;
const FLAG_L = 64;
const FLAG_T = 128;
const FLAG_BITS = { i: FLAG_I, m: FLAG_M, s: FLAG_S, x: FLAG_X, a: FLAG_A, u: FLAG_U, L: FLAG_L, t: FLAG_T };
// re/_constants.py MAXREPEAT on 64-bit CPython.
const MAXREPEAT = 4294967295;
const WHITESPACE = new Set([0x20, 0x09, 0x0a, 0x0b, 0x0c, 0x0d]);
const DIGIT = /^[0-9]$/;
const OCT = /^[0-7]$/;
const HEX = /^[0-9a-fA-F]$/;
const ASCII_LETTER = /^[a-zA-Z]$/;
/** Translates a Python `re` pattern; throws PythonRegexError where Python would raise re.error, or where no translation exists. */
function translatePythonRegex(pattern) {
    const parser = new Parser(pattern);
    const tree = parser.parsePattern();
    const emitter = new Emitter(parser.groupNames);
    const source = emitter.alt(tree);
    if (emitter.needsIgnoreCaseFlag && emitter.sawCaseSensitive) {
        throw new PythonRegexError('a backreference matched ignoring case, in a pattern with case-sensitive parts, cannot be translated');
    }
    const flags = emitter.needsIgnoreCaseFlag ? 'iv' : 'v';
    try {
        new RegExp(source, flags);
    }
    catch (error) {
        throw new PythonRegexError(`cannot be translated to a JavaScript regular expression (${error instanceof Error ? error.message : String(error)})`);
    }
    return { source, flags };
}
/** The translated RegExp (a search, as re.search). */
function compilePythonRegex(pattern) {
    const { source, flags } = translatePythonRegex(pattern);
    return new RegExp(source, flags);
}
class Parser {
    pattern;
    cps;
    pos = 0;
    globalFlags = 0;
    groupCount = 0;
    groupNames = new Map();
    openGroups = new Set();
    groupWidths = new Map();
    // Group numbers defined inside the lookbehind being parsed: they cannot be referred to from it.
    lookbehindFrom = null;
    constructor(pattern) {
        this.pattern = pattern;
        this.cps = Array.from(pattern, (c) => c.codePointAt(0));
    }
    error(message, at = this.pos) {
        return new PythonRegexError(`${message} at position ${at}`);
    }
    peek() {
        const cp = this.cps[this.pos];
        return cp === undefined ? null : String.fromCodePoint(cp);
    }
    next() {
        const c = this.peek();
        if (c !== null)
            this.pos++;
        return c;
    }
    match(c) {
        if (this.peek() === c) {
            this.pos++;
            return true;
        }
        return false;
    }
    parsePattern() {
        const alt = this.parseAlt(this.globalFlags, true, 0);
        if (this.peek() === ')')
            throw this.error('unbalanced parenthesis');
        return alt;
    }
    verbose(flags) {
        return (flags & FLAG_X) !== 0;
    }
    // re/_parser.py _parse_sub: branches separated by |.
    parseAlt(flags, top, nested) {
        const branches = [];
        for (;;) {
            branches.push(this.parseSeq(flags, top && branches.length === 0, nested));
            if (!this.match('|'))
                break;
        }
        return { branches };
    }
    // re/_parser.py _parse: one branch.
    parseSeq(flagsIn, first, nested) {
        let flags = flagsIn;
        const seq = [];
        for (;;) {
            const here = this.pos;
            const c = this.peek();
            if (c === null || c === '|' || c === ')')
                break;
            this.pos++;
            if (this.verbose(flags)) {
                if (WHITESPACE.has(c.codePointAt(0)))
                    continue;
                if (c === '#') {
                    while (this.peek() !== null && this.next() !== '\n')
                        ;
                    continue;
                }
            }
            if (c === '\\') {
                seq.push(this.escape(flags));
            }
            else if (c === '[') {
                seq.push(this.charClass(flags, here));
            }
            else if (c === '*' || c === '+' || c === '?' || c === '{') {
                let min;
                let max;
                if (c === '?')
                    [min, max] = [0, 1];
                else if (c === '*')
                    [min, max] = [0, MAXREPEAT];
                else if (c === '+')
                    [min, max] = [1, MAXREPEAT];
                else {
                    const bounds = this.braces();
                    if (bounds === null) {
                        seq.push({ t: 'char', cp: 0x7b, flags });
                        continue;
                    }
                    [min, max] = bounds;
                }
                const item = seq[seq.length - 1];
                if (item === undefined || item.t === 'at')
                    throw this.error('nothing to repeat', here);
                if (item.t === 'repeat')
                    throw this.error('multiple repeat', here);
                const mode = this.match('?') ? 'lazy' : this.match('+') ? 'possessive' : 'greedy';
                seq[seq.length - 1] = { t: 'repeat', min, max, mode, body: item };
            }
            else if (c === '.') {
                seq.push({ t: 'any', flags });
            }
            else if (c === '^') {
                seq.push({ t: 'at', anchor: flags & FLAG_M ? 'begin_line' : 'begin', flags });
            }
            else if (c === '$') {
                seq.push({ t: 'at', anchor: flags & FLAG_M ? 'end_line' : 'end', flags });
            }
            else if (c === '(') {
                const result = this.group(flags, first && seq.length === 0, nested, here);
                if (result === 'global') {
                    flags = this.globalFlags;
                    continue;
                }
                if (result !== null)
                    seq.push(result);
            }
            else {
                seq.push({ t: 'char', cp: c.codePointAt(0), flags });
            }
        }
        return seq;
    }
    // {m}, {m,}, {,n}, {m,n}; anything else makes the { a literal.
    braces() {
        const start = this.pos;
        if (this.peek() === '}')
            return null;
        let lo = '';
        let hi = '';
        while (this.peek() !== null && DIGIT.test(this.peek()))
            lo += this.next();
        if (this.match(',')) {
            while (this.peek() !== null && DIGIT.test(this.peek()))
                hi += this.next();
        }
        else {
            hi = lo;
        }
        if (!this.match('}')) {
            this.pos = start;
            return null;
        }
        const min = lo ? Number(lo) : 0;
        const max = hi ? Number(hi) : MAXREPEAT;
        if (min >= MAXREPEAT || (hi && max >= MAXREPEAT))
            throw new PythonRegexError('the repetition number is too large');
        if (max < min)
            throw this.error('min repeat greater than max repeat', start - 1);
        return [min, max];
    }
    group(flags, first, nested, start) {
        let capture = true;
        let atomic = false;
        let name = null;
        let subFlags = flags;
        if (this.match('?')) {
            const c = this.next();
            if (c === null)
                throw this.error('unexpected end of pattern');
            if (c === 'P') {
                if (this.match('<')) {
                    name = this.until('>', 'group name');
                    this.checkName(name);
                }
                else if (this.match('=')) {
                    const refName = this.until(')', 'group name');
                    this.checkName(refName);
                    const index = this.groupNames.get(refName);
                    if (index === undefined)
                        throw this.error(`unknown group name '${refName}'`);
                    return this.reference(index, flags);
                }
                else {
                    const d = this.next();
                    if (d === null)
                        throw this.error('unexpected end of pattern');
                    throw this.error(`unknown extension ?P${d}`);
                }
            }
            else if (c === ':') {
                capture = false;
            }
            else if (c === '#') {
                for (;;) {
                    if (this.peek() === null)
                        throw this.error('missing ), unterminated comment', start);
                    if (this.next() === ')')
                        break;
                }
                return null;
            }
            else if (c === '=' || c === '!' || c === '<') {
                let negative = c === '!';
                let behind = false;
                if (c === '<') {
                    const d = this.next();
                    if (d === null)
                        throw this.error('unexpected end of pattern');
                    if (d !== '=' && d !== '!')
                        throw this.error(`unknown extension ?<${d}`);
                    behind = true;
                    negative = d === '!';
                }
                const outer = this.lookbehindFrom;
                if (behind && outer === null)
                    this.lookbehindFrom = this.groupCount + 1;
                const body = this.parseAlt(flags, false, nested + 1);
                if (behind)
                    this.lookbehindFrom = outer;
                if (!this.match(')'))
                    throw this.error('missing ), unterminated subpattern', start);
                if (behind) {
                    const [lo, hi] = this.width(body);
                    if (lo !== hi)
                        throw new PythonRegexError('look-behind requires fixed-width pattern');
                }
                return { t: 'look', behind, negative, body };
            }
            else if (c === '(') {
                throw new PythonRegexError(`conditional group (?(...)...) at position ${start} cannot be translated: JavaScript regular expressions have no conditionals`);
            }
            else if (c === '>') {
                capture = false;
                atomic = true;
            }
            else if (c in FLAG_BITS || c === '-') {
                const parsed = this.inlineFlags(c);
                if (parsed === null) {
                    if (!first)
                        throw this.error('global flags not at the start of the expression', start);
                    return 'global';
                }
                capture = false;
                // re/_compiler.py _combine_flags: a type flag (a, u) replaces the other.
                const base = parsed.add & (FLAG_A | FLAG_U) ? flags & ~(FLAG_A | FLAG_U) : flags;
                subFlags = (base | parsed.add) & ~parsed.del;
            }
            else {
                throw this.error(`unknown extension ?${c}`);
            }
        }
        let index = null;
        if (capture) {
            index = ++this.groupCount;
            if (name !== null) {
                if (this.groupNames.has(name))
                    throw this.error(`redefinition of group name '${name}' as group ${index}; was group ${String(this.groupNames.get(name))}`);
                this.groupNames.set(name, index);
            }
            this.openGroups.add(index);
        }
        const body = this.parseAlt(subFlags, false, nested + 1);
        if (!this.match(')'))
            throw this.error('missing ), unterminated subpattern', start);
        if (index !== null) {
            this.openGroups.delete(index);
            this.groupWidths.set(index, this.width(body));
            return { t: 'group', index, name, body };
        }
        if (atomic)
            return { t: 'atomic', body };
        return { t: 'group', index: null, name: null, body };
    }
    reference(index, flags) {
        if (this.openGroups.has(index))
            throw this.error('cannot refer to an open group');
        if (this.lookbehindFrom !== null && index >= this.lookbehindFrom) {
            throw this.error('cannot refer to group defined in the same lookbehind subpattern');
        }
        return { t: 'ref', index, flags };
    }
    // re/_parser.py _parse_flags. Returns null for global flags (they are applied here).
    inlineFlags(firstChar) {
        let c = firstChar;
        let add = 0;
        let del = 0;
        if (c !== '-') {
            for (;;) {
                if (c === 'L')
                    throw this.error("bad inline flags: cannot use 'L' flag with a str pattern");
                const bit = FLAG_BITS[c];
                add |= bit;
                if (bit & (FLAG_A | FLAG_U) && (add & (FLAG_A | FLAG_U)) !== bit)
                    throw this.error("bad inline flags: flags 'a', 'u' and 'L' are incompatible");
                c = this.next();
                if (c === null)
                    throw this.error('missing -, : or )');
                if (c === ')' || c === '-' || c === ':')
                    break;
                if (!(c in FLAG_BITS))
                    throw this.error(/\p{L}/u.test(c) ? 'unknown flag' : 'missing -, : or )');
            }
        }
        if (c === ')') {
            if (add & FLAG_T)
                throw new PythonRegexError('the TEMPLATE flag (?t) cannot be translated');
            this.globalFlags |= add;
            return null;
        }
        if (add & FLAG_T)
            throw this.error('bad inline flags: cannot turn on global flag');
        if (c === '-') {
            c = this.next();
            if (c === null)
                throw this.error('missing flag');
            if (!(c in FLAG_BITS))
                throw this.error(/\p{L}/u.test(c) ? 'unknown flag' : 'missing flag');
            for (;;) {
                const bit = FLAG_BITS[c];
                if (bit & (FLAG_A | FLAG_U | FLAG_L))
                    throw this.error("bad inline flags: cannot turn off flags 'a', 'u' and 'L'");
                del |= bit;
                c = this.next();
                if (c === null)
                    throw this.error('missing :');
                if (c === ':')
                    break;
                if (!(c in FLAG_BITS))
                    throw this.error(/\p{L}/u.test(c) ? 'unknown flag' : 'missing :');
            }
        }
        if (del & FLAG_T)
            throw this.error('bad inline flags: cannot turn off global flag');
        if (add & del)
            throw this.error('bad inline flags: flag turned on and off');
        return { add, del };
    }
    until(end, what) {
        let out = '';
        for (;;) {
            const c = this.next();
            if (c === null)
                throw this.error(`missing ${end}, unterminated name`);
            if (c === end)
                break;
            out += c;
        }
        if (out === '')
            throw this.error(`missing ${what}`);
        return out;
    }
    checkName(name) {
        // str.isidentifier(): XID_Start (or _) then XID_Continue.
        if (!/^[\p{XID_Start}_][\p{XID_Continue}]*$/u.test(name))
            throw this.error(`bad character in group name '${name}'`);
    }
    // re/_parser.py _escape (outside a class).
    escape(flags) {
        const at = this.pos - 1;
        const c = this.next();
        if (c === null)
            throw this.error('bad escape (end of pattern)', at);
        switch (c) {
            case 'A':
                return { t: 'at', anchor: 'begin_string', flags };
            case 'Z':
                return { t: 'at', anchor: 'end_string', flags };
            case 'b':
                return { t: 'at', anchor: 'boundary', flags };
            case 'B':
                return { t: 'at', anchor: 'non_boundary', flags };
            case 'd':
            case 'D':
            case 'w':
            case 'W':
            case 's':
            case 'S':
                return { t: 'cat', cat: c, flags };
        }
        const literal = this.literalEscape(c, at, false);
        if (literal !== null)
            return { t: 'char', cp: literal, flags };
        // \1 .. \99, or a three-digit octal escape.
        let digits = c;
        if (this.peek() !== null && DIGIT.test(this.peek())) {
            digits += this.next();
            if (OCT.test(digits[0]) && OCT.test(digits[1]) && this.peek() !== null && OCT.test(this.peek())) {
                digits += this.next();
                const value = parseInt(digits, 8);
                if (value > 0o377)
                    throw this.error(`octal escape value \\${digits} outside of range 0-0o377`, at);
                return { t: 'char', cp: value, flags };
            }
        }
        const index = Number(digits);
        if (index <= this.groupCount)
            return this.reference(index, flags);
        throw this.error(`invalid group reference ${index}`, at + 1);
    }
    /** The code point of a literal escape (\n, \x41, \u00e9, \N{...}, \0, \.), null for a digit escape handled by the caller. */
    literalEscape(c, at, inClass) {
        const simple = { a: 7, f: 12, n: 10, r: 13, t: 9, v: 11, '\\': 92 };
        if (c in simple)
            return simple[c];
        if (inClass && c === 'b')
            return 8;
        if (c === 'x' || c === 'u' || c === 'U') {
            const n = c === 'x' ? 2 : c === 'u' ? 4 : 8;
            let hex = '';
            while (hex.length < n && this.peek() !== null && HEX.test(this.peek()))
                hex += this.next();
            if (hex.length !== n)
                throw this.error(`incomplete escape \\${c}${hex}`, at);
            const value = parseInt(hex, 16);
            if (value > 0x10ffff)
                throw this.error(`bad escape \\${c}${hex}`, at);
            return value;
        }
        if (c === 'N') {
            throw new PythonRegexError(`\\N{...} at position ${at} cannot be translated: write the character itself or \\uXXXX`);
        }
        if (c === '0' || (inClass && OCT.test(c))) {
            let oct = c;
            while (oct.length < 3 && this.peek() !== null && OCT.test(this.peek()))
                oct += this.next();
            const value = parseInt(oct, 8);
            if (value > 0o377)
                throw this.error(`octal escape value \\${oct} outside of range 0-0o377`, at);
            return value;
        }
        if (DIGIT.test(c)) {
            if (inClass)
                throw this.error(`bad escape \\${c}`, at);
            return null;
        }
        if (ASCII_LETTER.test(c))
            throw this.error(`bad escape \\${c}`, at);
        return c.codePointAt(0);
    }
    classEscape() {
        const at = this.pos - 1;
        const c = this.next();
        if (c === null)
            throw this.error('bad escape (end of pattern)', at);
        if ('dDwWsS'.includes(c))
            return { kind: 'cat', cat: c };
        return { kind: 'char', cp: this.literalEscape(c, at, true) };
    }
    // re/_parser.py: a set, `]` first is literal, `-` at either end is literal.
    charClass(flags, start) {
        const negated = this.match('^');
        const items = [];
        for (;;) {
            const c = this.next();
            if (c === null)
                throw this.error('unterminated character set', start);
            if (c === ']' && items.length > 0)
                break;
            const item = c === '\\' ? this.classEscape() : { kind: 'char', cp: c.codePointAt(0) };
            if (this.match('-')) {
                const d = this.next();
                if (d === null)
                    throw this.error('unterminated character set', start);
                if (d === ']') {
                    items.push(item, { kind: 'char', cp: 0x2d });
                    break;
                }
                const end = d === '\\' ? this.classEscape() : { kind: 'char', cp: d.codePointAt(0) };
                if (item.kind !== 'char' || end.kind !== 'char' || end.cp < item.cp)
                    throw this.error('bad character range', start);
                items.push({ kind: 'range', lo: item.cp, hi: end.cp });
            }
            else {
                items.push(item);
            }
        }
        return { t: 'class', negated, items, flags };
    }
    /** re/_parser.py SubPattern.getwidth: the [min, max] characters a pattern can match. */
    width(alt) {
        let lo = Infinity;
        let hi = 0;
        for (const seq of alt.branches) {
            let l = 0;
            let h = 0;
            for (const node of seq) {
                const [a, b] = this.nodeWidth(node);
                l += a;
                h += b;
            }
            lo = Math.min(lo, l);
            hi = Math.max(hi, h);
        }
        return [lo === Infinity ? 0 : Math.min(lo, MAXREPEAT), Math.min(hi, MAXREPEAT)];
    }
    nodeWidth(node) {
        switch (node.t) {
            case 'char':
            case 'any':
            case 'class':
            case 'cat':
                return [1, 1];
            case 'at':
            case 'look':
                return [0, 0];
            case 'group':
            case 'atomic':
                return this.width(node.body);
            case 'repeat': {
                const [a, b] = this.nodeWidth(node.body);
                return [a * node.min, b * node.max];
            }
            case 'ref':
                return this.groupWidths.get(node.index) ?? [0, MAXREPEAT];
        }
    }
}
// ---------------------------------------------------------------------------
// Case: Python's ignore-case rule (re/_compiler.py _compile, _optimize_charset).
// ---------------------------------------------------------------------------
// re/_casefix.py _EXTRA_CASES (CPython 3.11): lowercase characters that also
// match each other under IGNORECASE.
const EXTRA_CASES = {
    0x69: [0x131],
    0x73: [0x17f],
    0xb5: [0x3bc],
    0x131: [0x69],
    0x17f: [0x73],
    0x345: [0x3b9, 0x1fbe],
    0x390: [0x1fd3],
    0x3b0: [0x1fe3],
    0x3b2: [0x3d0],
    0x3b5: [0x3f5],
    0x3b8: [0x3d1],
    0x3b9: [0x345, 0x1fbe],
    0x3ba: [0x3f0],
    0x3bc: [0xb5],
    0x3c0: [0x3d6],
    0x3c1: [0x3f1],
    0x3c2: [0x3c3],
    0x3c3: [0x3c2],
    0x3c6: [0x3d5],
    0x3d0: [0x3b2],
    0x3d1: [0x3b8],
    0x3d5: [0x3c6],
    0x3d6: [0x3c0],
    0x3f0: [0x3ba],
    0x3f1: [0x3c1],
    0x3f5: [0x3b5],
    0x432: [0x1c80],
    0x434: [0x1c81],
    0x43e: [0x1c82],
    0x441: [0x1c83],
    0x442: [0x1c84, 0x1c85],
    0x44a: [0x1c86],
    0x463: [0x1c87],
    0x1c80: [0x432],
    0x1c81: [0x434],
    0x1c82: [0x43e],
    0x1c83: [0x441],
    0x1c84: [0x442, 0x1c85],
    0x1c85: [0x442, 0x1c84],
    0x1c86: [0x44a],
    0x1c87: [0x463],
    0x1c88: [0xa64b],
    0x1e61: [0x1e9b],
    0x1e9b: [0x1e61],
    0x1fbe: [0x345, 0x3b9],
    0x1fd3: [0x390],
    0x1fe3: [0x3b0],
    0xa64b: [0x1c88],
    0xfb05: [0xfb06],
    0xfb06: [0xfb05],
};
/** _sre.unicode_tolower: the first character of the full lowercase mapping. */
function lower(cp) {
    return String.fromCodePoint(cp).toLowerCase().codePointAt(0);
}
function upper(cp) {
    return String.fromCodePoint(cp).toUpperCase().codePointAt(0);
}
let caseTables = null;
// Built on first use from the engine's own case mappings (about 0.2 s, once).
function tables() {
    if (caseTables)
        return caseTables;
    const preimages = new Map();
    const cased = new Set();
    for (let cp = 0; cp <= 0x10ffff; cp++) {
        if (cp === 0xd800)
            cp = 0xe000;
        const l = lower(cp);
        if (l === cp)
            continue;
        cased.add(cp).add(l);
        const list = preimages.get(l);
        if (list)
            list.push(cp);
        else
            preimages.set(l, [cp]);
    }
    for (const [k, vs] of Object.entries(EXTRA_CASES)) {
        cased.add(Number(k));
        for (const v of vs)
            cased.add(v);
    }
    caseTables = { cased: [...cased].sort((a, b) => a - b), preimages };
    return caseTables;
}
/** The lowercase forms a character matches under (?i): its own and _EXTRA_CASES'. */
function caseKeys(cp) {
    const l = lower(cp);
    return [l, ...(EXTRA_CASES[l] ?? [])];
}
/** Every character whose lowercase is one of `keys`. */
function charsLowering(keys) {
    const out = new Set();
    const { preimages } = tables();
    for (const k of keys) {
        if (lower(k) === k)
            out.add(k);
        for (const p of preimages.get(k) ?? [])
            out.add(p);
    }
    return out;
}
function iscased(cp) {
    return lower(cp) !== cp || upper(cp) !== cp;
}
function asciiSwap(cp) {
    if (cp >= 0x41 && cp <= 0x5a)
        return cp + 32;
    if (cp >= 0x61 && cp <= 0x7a)
        return cp - 32;
    return null;
}
/** The characters a literal matches, under the node's flags. */
function literalChars(cp, flags) {
    if (!(flags & FLAG_I))
        return [cp];
    if (flags & FLAG_A) {
        const other = asciiSwap(cp);
        return other === null ? [cp] : [cp, other];
    }
    if (!iscased(cp))
        return [cp];
    return [...charsLowering(caseKeys(cp))].sort((a, b) => a - b);
}
function inItems(cp, items) {
    return items.some((it) => (it.kind === 'char' ? it.cp === cp : it.kind === 'range' ? cp >= it.lo && cp <= it.hi : false));
}
/** Characters a class matches under ignore-case beyond its own items. */
function classCaseExtras(items, flags) {
    if (!(flags & FLAG_I))
        return [];
    const extras = new Set();
    if (flags & FLAG_A) {
        for (const it of items) {
            if (it.kind === 'cat')
                continue;
            const [lo, hi] = it.kind === 'char' ? [it.cp, it.cp] : [it.lo, it.hi];
            for (let cp = Math.max(lo, 0x41); cp <= Math.min(hi, 0x7a); cp++) {
                const other = asciiSwap(cp);
                if (other !== null && !inItems(other, items))
                    extras.add(other);
            }
        }
        return [...extras];
    }
    // A character outside `cased` lowercases to itself and is nobody's
    // lowercase, so it matches exactly when it is an item: only `cased` can add.
    const { cased } = tables();
    const keys = new Set();
    for (const cp of cased)
        if (inItems(cp, items))
            for (const k of caseKeys(cp))
                keys.add(k);
    for (const cp of cased)
        if (!inItems(cp, items) && keys.has(lower(cp)))
            extras.add(cp);
    for (const k of keys)
        if (!inItems(k, items) && lower(k) === k)
            extras.add(k);
    return [...extras];
}
// ---------------------------------------------------------------------------
// Emitting the JavaScript source (v flag).
// ---------------------------------------------------------------------------
const hex = (cp) => `\\u{${cp.toString(16)}}`;
const PY_SPACE = [[0x09, 0x0d], [0x1c, 0x20], [0x85], [0xa0], [0x1680], [0x2000, 0x200a], [0x2028], [0x2029], [0x202f], [0x205f], [0x3000]];
const UNICODE_SPACE = `[${PY_SPACE.map((r) => r.map(hex).join('-')).join('')}]`;
const UNICODE_WORD = '[\\p{L}\\p{N}_]';
const ASCII_WORD = '[a-zA-Z0-9_]';
const ASCII_SPACE = '[\\t-\\r ]';
function categoryClass(cat, ascii) {
    switch (cat) {
        case 'd':
            return ascii ? '[0-9]' : '\\p{Nd}';
        case 'D':
            return ascii ? '[^0-9]' : '\\P{Nd}';
        case 'w':
            return ascii ? ASCII_WORD : UNICODE_WORD;
        case 'W':
            return `[^${(ascii ? ASCII_WORD : UNICODE_WORD).slice(1)}`;
        case 's':
            return ascii ? ASCII_SPACE : UNICODE_SPACE;
        case 'S':
            return `[^${(ascii ? ASCII_SPACE : UNICODE_SPACE).slice(1)}`;
    }
}
const ANY_CHAR = '[\\s\\S]';
function python_regex_anchor(kind, ascii) {
    const word = ascii ? ASCII_WORD : UNICODE_WORD;
    switch (kind) {
        case 'begin':
        case 'begin_string':
            return `(?<!${ANY_CHAR})`;
        case 'begin_line':
            return '(?<![^\\n])';
        case 'end':
            return `(?=\\n?(?!${ANY_CHAR}))`;
        case 'end_line':
            return '(?![^\\n])';
        case 'end_string':
            return `(?!${ANY_CHAR})`;
        // Python's \b and \B never match in an empty string.
        case 'boundary':
            return `(?:(?<=${word})(?!${word})|(?<!${word})(?=${word}))`;
        case 'non_boundary':
            return `(?:(?<=${word})(?=${word})|(?<!${word})(?!${word})(?:(?<=${ANY_CHAR})|(?=${ANY_CHAR})))`;
    }
}
class Emitter {
    /** A backreference under (?i): only JavaScript's i flag compares a captured text ignoring case. */
    needsIgnoreCaseFlag = false;
    sawCaseSensitive = false;
    jsGroups = 0;
    jsGroupOf = new Map();
    // Ancestors (by identity) of each Python group: for the participation check.
    optionalAncestors = new Map();
    path = [];
    pyNameOf;
    constructor(names) {
        this.pyNameOf = new Map([...names].map(([n, i]) => [i, n]));
    }
    alt(alt) {
        if (alt.branches.length === 1)
            return this.seq(alt.branches[0]);
        return alt.branches
            .map((branch) => {
            this.path.push(branch);
            const out = this.seq(branch);
            this.path.pop();
            return out;
        })
            .join('|');
    }
    seq(seq) {
        return seq.map((n) => this.node(n)).join('');
    }
    node(node) {
        switch (node.t) {
            case 'char': {
                if (!(node.flags & FLAG_I))
                    this.sawCaseSensitive = true;
                const chars = literalChars(node.cp, node.flags);
                return chars.length === 1 ? hex(chars[0]) : `[${chars.map(hex).join('')}]`;
            }
            case 'any':
                return node.flags & FLAG_S ? ANY_CHAR : '[^\\n]';
            case 'cat':
                return categoryClass(node.cat, (node.flags & FLAG_A) !== 0);
            case 'class':
                return this.charClass(node);
            case 'at':
                return python_regex_anchor(node.anchor, (node.flags & FLAG_A) !== 0);
            case 'group': {
                if (node.index === null)
                    return `(?:${this.alt(node.body)})`;
                const js = ++this.jsGroups;
                this.jsGroupOf.set(node.index, js);
                this.optionalAncestors.set(node.index, new Set(this.path));
                const name = node.name !== null ? `?<${node.name}>` : '';
                return `(${name}${this.alt(node.body)})`;
            }
            case 'look': {
                // A negative lookaround's groups never take part in the match.
                if (node.negative)
                    this.path.push(node);
                const body = this.alt(node.body);
                if (node.negative)
                    this.path.pop();
                return `(?${node.behind ? '<' : ''}${node.negative ? '!' : '='}${body})`;
            }
            case 'atomic':
                return this.atomic(this.alt(node.body));
            case 'repeat':
                return this.repeat(node);
            case 'ref':
                return this.reference(node);
        }
    }
    // An atomic group matches what its body first matches and never gives it back: (?=(X))\N.
    atomic(body) {
        const js = ++this.jsGroups;
        return `(?:(?=(${body}))\\${js})`;
    }
    repeat(node) {
        const optional = node.min === 0;
        if (optional)
            this.path.push(node);
        const inner = this.node(node.body);
        if (optional)
            this.path.pop();
        const max = node.max >= MAXREPEAT ? '' : String(node.max);
        const quantifier = node.min === 0 && max === '' ? '*' : node.min === 1 && max === '' ? '+' : node.min === 0 && max === '1' ? '?' : `{${node.min},${max}}`;
        const atom = `(?:${inner})`;
        if (node.mode === 'possessive')
            return this.atomic(`${atom}${quantifier}`);
        return `${atom}${quantifier}${node.mode === 'lazy' ? '?' : ''}`;
    }
    reference(node) {
        const ancestors = this.optionalAncestors.get(node.index);
        const js = this.jsGroupOf.get(node.index);
        if (ancestors === undefined || js === undefined)
            throw new PythonRegexError(`invalid group reference ${node.index}`);
        const here = new Set(this.path);
        for (const a of ancestors) {
            if (!here.has(a)) {
                const name = this.pyNameOf.get(node.index);
                throw new PythonRegexError(`the reference to group ${name !== undefined ? `'${name}'` : node.index} cannot be translated: that group may not take part in the match, and then Python fails the reference where JavaScript matches it as empty`);
            }
        }
        if (node.flags & FLAG_I) {
            if (node.flags & FLAG_A)
                throw new PythonRegexError('a backreference under (?a) with ignore-case cannot be translated');
            this.needsIgnoreCaseFlag = true;
        }
        return `(?:\\${js})`;
    }
    charClass(node) {
        if (!(node.flags & FLAG_I))
            this.sawCaseSensitive = true;
        const ascii = (node.flags & FLAG_A) !== 0;
        const parts = node.items.map((it) => 
        // Inside a v-flag class a \p escape stands as is and a class nests.
        it.kind === 'char' ? hex(it.cp) : it.kind === 'range' ? `${hex(it.lo)}-${hex(it.hi)}` : categoryClass(it.cat, ascii));
        for (const cp of classCaseExtras(node.items, node.flags))
            parts.push(hex(cp));
        return `[${node.negated ? '^' : ''}${parts.join('')}]`;
    }
}

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: external "node:buffer"
var external_node_buffer_ = __webpack_require__(4573);
;// CONCATENATED MODULE: ./lib/base/utf8.js
// Where a file stops being UTF-8. Node decodes malformed bytes as U+FFFD
// without a word, so a dataset saved in Latin-1 would be read, hashed and
// sent to models garbled; a file must be UTF-8, and the message says where
// it is not.

const REPLACEMENT = 0xfffd;
/** The first byte that is not UTF-8, or null when the whole buffer is. */
function invalidUtf8(bytes) {
    if ((0,external_node_buffer_.isUtf8)(bytes))
        return null;
    // Rare: walk the decoded text beside the bytes to the first U+FFFD the bytes do not spell (EF BF BD).
    const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('utf8');
    let offset = 0;
    for (const char of text) {
        const code = char.codePointAt(0) ?? 0;
        if (code === REPLACEMENT && !(bytes[offset] === 0xef && bytes[offset + 1] === 0xbf && bytes[offset + 2] === 0xbd))
            break;
        offset += code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
    }
    let line = 1;
    for (let i = 0; i < offset; i++)
        if (bytes[i] === 0x0a)
            line++;
    return { line, offset, byte: bytes[offset] ?? 0 };
}
/** "is not UTF-8: byte 0xE9 at line 3 (offset 57)". */
function describeInvalidUtf8(found) {
    const hex = found.byte.toString(16).toUpperCase().padStart(2, '0');
    return `is not valid UTF-8: byte 0x${hex} at line ${found.line} (byte offset ${found.offset}) is not part of a UTF-8 character; save the file as UTF-8`;
}

;// CONCATENATED MODULE: ./lib/base/read-file.js
// Reads a user's file, refusing what is not a plain file before any byte is
// read: a FIFO would block the read until a writer came, a device
// (/dev/zero, /dev/urandom) would be read forever, and a file past its size
// limit would exhaust memory. In the action, a file whose real path is outside
// the workspace (a link committed in a pull request, say, to a runner secret)
// is refused too, so its lines never reach an error message or a model.
// Every file the user or a pull request names goes through readBoundedFile:
// datasets, prompts, prices, replay recordings, baselines, hash-files, SQL setup files.




const MIB = 1024 * 1024;
/** The largest dataset file read: far above real datasets, and half of V8's longest string. */
const MAX_DATASET_FILE_MIB = 256;
/** Refused as a symbolic link (refuseLinks). */
const A_LINK = 'is a symbolic link, not a regular file: it is not followed';
/** Refused as outside `within`: what the messages say after the file's name. */
const OUTSIDE_WORKSPACE = 'leads outside the workspace (a link to a file elsewhere)';
/** The file's bytes, at most `maxBytes` of them, or why it was refused. Never blocks on a FIFO, never reads a device. */
async function readBoundedFile(file, options) {
    const refuse = (message, missing = false) => ({ refused: { missing, message } });
    // Said before the `within` check, which would call a link out "outside"; O_NOFOLLOW below closes the gap after it.
    if (options.refuseLinks && (await (0,promises_.lstat)(file).catch(() => null))?.isSymbolicLink())
        return refuse(A_LINK);
    if (options.within !== undefined) {
        const real = await (0,promises_.realpath)(file).catch(() => null);
        if (real !== null && !(await isInside(real, options.within)))
            return refuse(OUTSIDE_WORKSPACE);
    }
    // O_NONBLOCK: opening a FIFO must not wait for a writer; regular files ignore it.
    // Windows has no O_NONBLOCK, whatever @types/node says.
    const nonBlocking = external_node_fs_.constants.O_NONBLOCK ?? 0;
    const noFollow = options.refuseLinks ? (external_node_fs_.constants.O_NOFOLLOW ?? 0) : 0;
    const handle = await (0,promises_.open)(file, external_node_fs_.constants.O_RDONLY | nonBlocking | noFollow).catch((error) => error);
    if (!('fd' in handle)) {
        if (handle.code === 'ELOOP' && options.refuseLinks)
            return refuse(A_LINK);
        if (handle.code === 'ENOENT') {
            const link = await (0,promises_.lstat)(file).catch(() => null);
            return link?.isSymbolicLink() ? refuse('is a link to a file that does not exist') : refuse('file not found', true);
        }
        if (handle.code === 'ENXIO')
            return refuse('is a socket, not a regular file; give a regular file');
        return refuse(`cannot be read (${handle.code ?? handle.message})`);
    }
    try {
        const info = await handle.stat();
        if (!info.isFile())
            return refuse(`is ${kindOf(info)}, not a regular file; give a regular file`);
        if (options.refuseLinks && info.nlink > 1)
            return refuse(`has ${info.nlink - 1} other hard link(s): it may be a file elsewhere, so it is not read`);
        const tooLarge = (size) => ({
            refused: { missing: false, message: `is larger than the ${formatLimit(options.maxBytes)} limit (${size})`, tooLarge: true },
        });
        if (info.size > options.maxBytes)
            return tooLarge(`${info.size} bytes`);
        // The size stat gives is a hint only (a file growing as it is read, /proc's files that say 0): the read itself stops past the limit.
        const bytes = await readAtMost(handle, info.size, options.maxBytes);
        return bytes ? { bytes } : tooLarge(`more than ${options.maxBytes} bytes`);
    }
    catch (error) {
        return refuse(`cannot be read (${error.code ?? error.message})`);
    }
    finally {
        await handle.close();
    }
}
/** `64 MiB`, or the bytes when the limit is no whole number of MiB (a test's small limit). */
function formatLimit(maxBytes) {
    return maxBytes % MIB === 0 ? `${maxBytes / MIB} MiB` : `${maxBytes} bytes`;
}
/** Reads to the end, or returns null once more than `maxBytes` came. One read into one buffer when the file is the size stat said. */
async function readAtMost(handle, expected, maxBytes) {
    const chunks = [];
    let total = 0;
    // One byte more than expected: a read that fills it means the file is longer than it said.
    let size = Math.min(expected, maxBytes) + 1;
    for (;;) {
        const buffer = Buffer.allocUnsafe(size);
        let filled = 0;
        while (filled < size) {
            const { bytesRead } = await handle.read(buffer, filled, size - filled, null);
            if (bytesRead === 0)
                break;
            filled += bytesRead;
        }
        chunks.push(buffer.subarray(0, filled));
        total += filled;
        if (total > maxBytes)
            return null;
        if (filled < size)
            break;
        size = Math.min(MIB, maxBytes + 1 - total);
    }
    return chunks.length === 1 ? chunks[0] : Buffer.concat(chunks, total);
}
/** A dataset file's text (also a prompt, prices, a replay's recordings), or null with the reason pushed to `issues` (or with none, for an optional file that is absent). */
async function readUserFile(file, issues, options = {}) {
    const read = await readBoundedFile(file, { maxBytes: MAX_DATASET_FILE_MIB * MIB, within: options.within });
    if ('bytes' in read) {
        const invalid = invalidUtf8(read.bytes);
        if (invalid === null)
            return decodeUtf8(read.bytes);
        issues.push({ file, line: invalid.line, field: '(encoding)', message: describeInvalidUtf8(invalid) });
        return null;
    }
    const { missing, message, tooLarge } = read.refused;
    if (missing && options.optional)
        return null;
    const advice = message === OUTSIDE_WORKSPACE
        ? '; the action reads dataset files only inside the repository, so copy the file in'
        : tooLarge
            ? '; split it into several datasets'
            : '';
    issues.push({ file, field: '(file)', message: `${message}${advice}` });
    return null;
}
async function isInside(real, folder) {
    const root = await (0,promises_.realpath)(folder).catch(() => external_node_path_.resolve(folder));
    return isPathInside(real, root);
}
/** `file` is `folder` or below it (both resolved already). */
function isPathInside(file, folder) {
    const relative = external_node_path_.relative(folder, file);
    return relative === '' || (!relative.startsWith(`..${external_node_path_.sep}`) && relative !== '..' && !external_node_path_.isAbsolute(relative));
}
function kindOf(info) {
    if (info.isDirectory())
        return 'a folder';
    if (info.isFIFO())
        return 'a FIFO';
    if (info.isCharacterDevice())
        return 'a character device';
    if (info.isBlockDevice())
        return 'a block device';
    if (info.isSocket())
        return 'a socket';
    return 'a special file';
}
/**
 * A file's bytes as text: the one Buffer decoded at once. readFile('utf8')
 * decodes chunk by chunk and joins the pieces, a string that is copied again
 * whole on its first use (a 17 MB cases.jsonl: about 10 ms and 30 MB more).
 * The bytes are checked to be UTF-8 first (readUserFile).
 */
function decodeUtf8(bytes) {
    return bytes.toString('utf8');
}
/**
 * The text of a regular file of at most `maxBytes` whose real path is inside
 * `within`, read at once; null for anything readBoundedFile refuses, an error,
 * or bytes that are not UTF-8. For the few small reads a synchronous check
 * needs (a rubric prompt's file, checked before a fork's run).
 */
function readTextFileSync(file, options) {
    let fd = null;
    try {
        const real = (0,external_node_fs_.realpathSync)(file);
        if (options.within !== undefined && !isPathInside(real, (0,external_node_fs_.realpathSync)(options.within)))
            return null;
        fd = (0,external_node_fs_.openSync)(real, external_node_fs_.constants.O_RDONLY | (external_node_fs_.constants.O_NONBLOCK ?? 0));
        const info = (0,external_node_fs_.fstatSync)(fd);
        if (!info.isFile() || info.size > options.maxBytes)
            return null;
        const bytes = (0,external_node_fs_.readFileSync)(fd);
        return bytes.length <= options.maxBytes && invalidUtf8(bytes) === null ? decodeUtf8(bytes) : null;
    }
    catch {
        return null;
    }
    finally {
        if (fd !== null)
            (0,external_node_fs_.closeSync)(fd);
    }
}

// EXTERNAL MODULE: ./lib/base/redact.js + 1 modules
var redact = __webpack_require__(78611);
;// CONCATENATED MODULE: ./lib/base/repo-path.js
// Paths in the action's messages: the user knows a file by its place in the repository.

/** `file` relative to the workspace (the action's, else the working folder); as given when it lies outside (or is the workspace itself). */
function repoPath(file, workspace) {
    const relative = external_node_path_.relative(workspace, file);
    return relative === '' || relative.startsWith('..') || external_node_path_.isAbsolute(relative) ? file : relative;
}

// EXTERNAL MODULE: external "node:events"
var external_node_events_ = __webpack_require__(78474);
;// CONCATENATED MODULE: ./lib/base/stop-signals.js
// SIGINT and SIGTERM stop a run the same way: the calls in flight are
// cancelled (exec: programs' process groups killed), the cases that finished
// are kept, and the results are written with `interrupted: true`. Ctrl-C sends
// SIGINT; `kill`, `docker stop` and Kubernetes send SIGTERM; a GitHub runner
// cancelling a job sends SIGINT, then SIGTERM 7.5 s later, then kills the
// process tree 2.5 s after that (docs.github.com, "Workflow cancellation
// reference"). A second signal means "quit now": the groups still running
// are killed and the process exits at once.


/** 128 + the signal's number, as a shell reports a process the signal ended. */
const SIGNAL_EXIT_CODES = { SIGINT: 130, SIGTERM: 143 };
const STOP_SIGNALS = Object.keys(SIGNAL_EXIT_CODES);
/** Listens for SIGINT and SIGTERM; `onFirst` says what happens next (one log line). */
function watchStopSignals(onFirst) {
    const controller = new AbortController();
    // Every call in flight, waiting for a slot or backing off listens to this
    // one signal, so at concurrency 32 there are dozens of listeners by design;
    // without this node warns of a leak past 10.
    (0,external_node_events_.setMaxListeners)(0, controller.signal);
    let first = null;
    const handlers = STOP_SIGNALS.map((name) => {
        const handler = () => {
            if (first !== null) {
                killAllGroups();
                process.exit(SIGNAL_EXIT_CODES[name]);
            }
            first = name;
            onFirst(name);
            controller.abort();
        };
        process.on(name, handler);
        return [name, handler];
    });
    return {
        signal: controller.signal,
        received: () => first,
        exitCode: () => (first === null ? null : SIGNAL_EXIT_CODES[first]),
        dispose: () => {
            for (const [name, handler] of handlers)
                process.off(name, handler);
        },
    };
}

;// CONCATENATED MODULE: ./lib/base/version.js
// The tool's version, written into every results file. A test keeps it equal
// to package.json's.
const VERSION = '0.1.0';

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
;// CONCATENATED MODULE: ./lib/base/write-file.js
// Every file the tool writes goes through here: written to a temporary file
// beside the target, flushed, then renamed over it, so a full disk or a kill
// mid-write never leaves a truncated file or damages the previous one.




/** A file could not be written; `message` is one line naming the path and why. */
class WriteError extends Error {
    file;
    code;
    name = 'WriteError';
    /** Why, in words, with the system's code: "no space left on device (ENOSPC)". */
    reason;
    constructor(file, code) {
        const reason = describeCode(code);
        super(`cannot write ${file}: ${reason}`);
        this.file = file;
        this.code = code;
        this.reason = reason;
    }
    /**
     * What to do about it, ending with `elsewhere` (how to write somewhere
     * else): "free some space or ..." only when space ran out; a read-only
     * disk or a refused permission is not a matter of space.
     */
    fix(elsewhere) {
        if (this.code && OUT_OF_SPACE.has(this.code))
            return `free some space or ${elsewhere}`;
        if (this.code === 'EACCES' || this.code === 'EPERM')
            return `give the job write permission there or ${elsewhere}`;
        return elsewhere;
    }
}
const OUT_OF_SPACE = new Set(['ENOSPC', 'EDQUOT', 'EFBIG']);
const REASONS = {
    ENOSPC: 'no space left on device',
    EDQUOT: 'disk quota exceeded',
    EFBIG: 'the file is larger than this system allows here (file size limit)',
    EROFS: 'the file system is read-only',
    EACCES: 'permission denied',
    EPERM: 'operation not permitted',
    ENOTDIR: 'a parent of it is a file, not a folder',
    EISDIR: 'it is a folder',
    EEXIST: 'a file is in the way of a folder it needs',
    ENAMETOOLONG: 'the path is too long',
    EIO: 'input/output error',
    ENXIO: 'no such device',
};
function describeCode(code) {
    if (!code)
        return 'unknown error';
    return `${REASONS[code] ?? 'write failed'} (${code})`;
}
function codeOf(error) {
    return error?.code;
}
/**
 * Writes `content` to `file` atomically; `content` may be a sequence of
 * strings, written one after another (a large file need not be one string). The target's folder is created when
 * missing. A device or pipe at the target (/dev/null, /dev/stdout) is written
 * in place: renaming over it would replace the device with a plain file.
 * Throws WriteError, naming `file` as the caller gave it.
 */
async function writeFileAtomic(file, content) {
    // Through a symlink to the file it names, so the link stays a link.
    const target = await (0,promises_.realpath)(file).catch(() => external_node_path_.resolve(file));
    let existing;
    try {
        existing = await (0,promises_.stat)(target);
    }
    catch (error) {
        // ENOENT: a new file. ENOTDIR and the like: the path cannot be a file at all.
        if (codeOf(error) !== 'ENOENT')
            throw new WriteError(file, codeOf(error));
        existing = null;
    }
    if (existing?.isDirectory())
        throw new WriteError(file, 'EISDIR');
    if (existing && !existing.isFile()) {
        await (0,promises_.writeFile)(target, content).catch((error) => {
            throw new WriteError(file, codeOf(error));
        });
        return;
    }
    const dir = external_node_path_.dirname(target);
    try {
        await (0,promises_.mkdir)(dir, { recursive: true });
    }
    catch (error) {
        throw new WriteError(file, codeOf(error));
    }
    const temp = external_node_path_.join(dir, `.${external_node_path_.basename(target)}.${(0,external_node_crypto_.randomBytes)(6).toString('hex')}.tmp`);
    try {
        const handle = await (0,promises_.open)(temp, 'wx', existing ? existing.mode & 0o7777 : 0o666);
        try {
            // Each writeFile on a handle continues where the last one ended.
            if (typeof content === 'string' || content instanceof Uint8Array)
                await handle.writeFile(content);
            else
                for (const chunk of content)
                    await handle.writeFile(chunk);
            await handle.sync();
        }
        finally {
            await handle.close();
        }
        // open()'s mode is cut by the umask; a replaced file keeps its own.
        if (existing)
            await (0,promises_.chmod)(temp, existing.mode & 0o7777);
        await (0,promises_.rename)(temp, target);
    }
    catch (error) {
        await (0,promises_.unlink)(temp).catch(() => undefined);
        throw new WriteError(file, codeOf(error));
    }
    await syncDir(dir);
}
/** Makes the rename itself durable; best effort (not every file system allows it). */
async function syncDir(dir) {
    try {
        const handle = await (0,promises_.open)(dir, 'r');
        try {
            await handle.sync();
        }
        finally {
            await handle.close();
        }
    }
    catch {
        // The file is written; only its survival of a power cut is less certain.
    }
}

// EXTERNAL MODULE: ./node_modules/js-yaml/dist/js-yaml.mjs
var js_yaml = __webpack_require__(33243);
;// CONCATENATED MODULE: ./lib/base/yaml.js
// YAML as promptfoo 0.121.20 reads what users write (src/util/yamlLoad.ts):
// js-yaml 5.2.2, pinned as promptfoo pins it, with js-yaml 4's default schema,
// so a config, a test file or a schema given as text parses to the same values.

/**
 * js-yaml 4's default schema for user-written YAML: merge keys and the legacy
 * standard tags, `!!set` as an object whose keys map to null
 * (promptfoo src/util/yamlLoad.ts, YAML_LOAD_SCHEMA).
 */
const legacySetTag = js_yaml/* defineMappingTag */.bH('tag:yaml.org,2002:set', {
    ...js_yaml/* legacyMapTag */.AL,
    identify: js_yaml/* setTag */.NA.identify,
    represent: js_yaml/* setTag */.NA.represent,
    addPair: (container, key, value) => value !== null ? 'cannot resolve a set item' : js_yaml/* legacyMapTag */.AL.addPair(container, key, null),
});
const YAML_LOAD_SCHEMA = js_yaml/* CORE_SCHEMA */.OU.withTags(js_yaml/* mergeTag */.LJ, js_yaml/* binaryTag */.kt, js_yaml/* timestampTag */.L9, js_yaml/* omapTag */.Md, js_yaml/* pairsTag */.zY, legacySetTag);
/**
 * The most values and characters a document's aliases may add to it: far
 * above what repeats in a real config, far below what exhausts memory. A
 * value reached through an alias counts each time it is reached, as it does
 * for whatever reads the document next (JSON text, a copy per test).
 */
const MAX_ALIAS_EXPANSION = 10_000_000;
/** The document is refused: its aliases expand it past MAX_ALIAS_EXPANSION, or one refers to the collection it is in. */
class YamlAliasError extends js_yaml/* YAMLException */.tB {
}
/**
 * One YAML document, as promptfoo's loadYaml reads it: an empty or
 * comment-only text gives undefined, more than one document is an error.
 * Aliases are bounded first (MAX_ALIAS_EXPANSION, no cycles): nine lines of
 * `&a [*b, *b, ...]` stand for 10^9 values, which js-yaml shares but every
 * later reader copies.
 */
function loadYaml(content, options = {}) {
    const events = js_yaml/* parseEvents */.PH(content, {});
    checkAliases(content, events);
    const documents = js_yaml/* constructFromEvents */.fw(events, { source: content, schema: YAML_LOAD_SCHEMA, ...options });
    if (documents.length === 0)
        return undefined;
    if (documents.length > 1)
        throw new js_yaml/* YAMLException */.tB('expected a single document in the stream, but found more');
    return documents[0];
}
/** Throws YamlAliasError at the alias that expands the document past MAX_ALIAS_EXPANSION, or that refers to an open collection. */
function checkAliases(source, events) {
    // The size of each anchored value as expanded: its nodes and its scalars' characters.
    let anchors = new Map();
    // Open collections: where their size started, and their anchor.
    const open = [];
    let size = 0;
    let added = 0;
    const anchorOf = (event) => event.anchorStart < 0 ? null : source.slice(event.anchorStart, event.anchorEnd);
    for (const event of events) {
        if (event.type === js_yaml/* EVENT_DOCUMENT */.FQ) {
            anchors = new Map();
            size = 0;
            added = 0;
        }
        else if (event.type === js_yaml/* EVENT_SCALAR */._W) {
            const length = 1 + Math.max(0, event.valueEnd - event.valueStart);
            const anchor = anchorOf(event);
            if (anchor !== null)
                anchors.set(anchor, length);
            size += length;
        }
        else if (event.type === js_yaml/* EVENT_SEQUENCE */.$J || event.type === js_yaml/* EVENT_MAPPING */.uj) {
            open.push({ start: size, anchor: anchorOf(event) });
            size += 1;
        }
        else if (event.type === js_yaml/* EVENT_POP */.lV) {
            // A document's end pops nothing of ours once its collections are closed.
            const closed = open.pop();
            if (closed?.anchor)
                anchors.set(closed.anchor, size - closed.start);
        }
        else {
            const name = source.slice(event.anchorStart, event.anchorEnd);
            const at = event.anchorStart - 1;
            if (open.some((o) => o.anchor === name))
                throw aliasError(source, at, `the alias *${name} is inside the value it refers to (a cycle), which supereval does not read`);
            const expanded = anchors.get(name) ?? 0;
            size += expanded;
            added += expanded;
            if (added > MAX_ALIAS_EXPANSION)
                throw aliasError(source, at, `its aliases (*${name} here) expand it to more than ${MAX_ALIAS_EXPANSION.toLocaleString('en-US')} values and characters, the most supereval reads (an alias bomb?); write the repeated part out, or refer to it fewer times`);
        }
    }
}
function aliasError(source, position, reason) {
    const before = source.slice(0, position);
    const line = before.split(/\r\n|\r|\n/).length - 1;
    const column = position - Math.max(before.lastIndexOf('\n'), before.lastIndexOf('\r')) - 1;
    return new YamlAliasError(reason, { name: '', buffer: source, position, line, column, snippet: '' });
}

;// CONCATENATED MODULE: ./lib/base/index.js
// The face of base/: what the layers above use from it. Code outside base/ imports
// this file, never one behind it (test/layers.test.ts).



















/***/ })

};
