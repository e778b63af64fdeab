// A nunjucks template is code: nunjucks compiles it to JavaScript and runs
// that, and nunjucks itself is no sandbox. `{{ range.constructor("...")() }}`
// reaches the Function constructor through a member lookup, and a name that
// is not an identifier (`{{ x"&&...&&" }}`) or a quoted call (`{{ "\\"..."() }}`)
// is pasted into the compiled source as it is written. guardNunjucks closes
// both ways on a loaded nunjucks:
// - every template is parsed (which runs nothing) and checked before it is
//   compiled: each name must be an identifier, in the places the compiler
//   writes a name into its source there must be a name, and no name or
//   literal key may be a refused member;
// - at run time, the member lookup, the name lookup and the call refuse the
//   same members (also under a key computed while rendering, `a["const" +
//   "ructor"]`), names resolve only to the template's own variables, the
//   vars and the globals (never to Object.prototype's `valueOf`, which would
//   hand out nunjucks' context), filters and tests only to registered ones,
//   and the Function constructors cannot be called.
// Everything promptfoo's templates do (names, members, indexes, filters, if,
// for, set, macros, comparisons) renders as before.
//
// The function is sent to the sandbox's evaluator as its source text
// (host.ts), so it uses only its parameter and the language: nothing
// imported, no helper outside it. The runner guards its own nunjucks, which
// only parses and compiles (render-value.ts), the same way.

/** The parts of a loaded nunjucks the guard replaces. */
export interface GuardedNunjucks {
  Environment: { prototype: object };
  compiler: { compile: (...args: unknown[]) => string };
  parser: { parse: (src: string, extensions?: unknown, opts?: unknown) => unknown };
  runtime: Record<string, unknown>;
}

/** The members that lead from a value to its constructor, its prototype chain or its accessors: no template looks them up. */
export const REFUSED_MEMBERS: readonly string[] = [
  'constructor',
  'prototype',
  '__proto__',
  '__defineGetter__',
  '__defineSetter__',
  '__lookupGetter__',
  '__lookupSetter__',
  'caller',
  'callee',
  'arguments',
];

/** As a name, `caller` is a {% call %} block's own variable, and names find only own variables: these three are refused as members only. */
export const MEMBERS_ONLY: readonly string[] = ['caller', 'callee', 'arguments'];

export function guardNunjucks(loaded: GuardedNunjucks, refusedMembers: readonly string[], membersOnly: readonly string[]): void {
  const nunjucks = loaded as unknown as {
    Environment: { prototype: { getFilter(name: string): unknown; getTest(name: string): unknown } };
    compiler: { compile: (src: string, ...rest: unknown[]) => string };
    parser: { parse: (src: string, extensions?: unknown, opts?: unknown) => unknown };
    runtime: {
      memberLookup: (obj: unknown, val: unknown) => unknown;
      contextOrFrameLookup: (context: unknown, frame: unknown, name: string) => unknown;
      callWrap: (obj: unknown, name: string, context: unknown, args: unknown[]) => unknown;
    };
  };
  const GUARDED = Symbol.for('supereval.nunjucks-guarded');
  const marked = nunjucks as unknown as Record<symbol, boolean>;
  if (marked[GUARDED]) return;
  marked[GUARDED] = true;

  const REFUSED = new Set(refusedMembers);
  const refusedName = (name: string): boolean => REFUSED.has(name) && !membersOnly.includes(name);
  const IDENTIFIER = /^[\p{ID_Start}$_][\p{ID_Continue}$\u200C\u200D]*$/u;
  const hasOwn = (object: unknown, key: string): boolean => Object.prototype.hasOwnProperty.call(object, key);
  const refuse = (why: string): never => {
    throw new Error(`supereval refuses this template: ${why} (a template may not reach JavaScript's constructors, prototypes or accessors)`);
  };
  const refuseMember = (key: string): never => refuse(`it looks up "${key}"`);

  type Node = { typename: string; value?: unknown; [field: string]: unknown };
  const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null && typeof (value as Node).typename === 'string';
  const isSymbol = (value: unknown): value is Node => isNode(value) && value.typename === 'Symbol';
  const mustBeName = (value: unknown, where: string): void => {
    if (!isSymbol(value)) refuse(`${where} is not a name`);
  };
  /** The compiler writes the text of a called expression's literals into its source (for its error message) with only its quotes escaped. */
  const checkCalleeText = (node: unknown): void => {
    if (!isNode(node)) return;
    if (node.typename === 'Literal' && /[\\\n\r\u2028\u2029]/.test(String(node.value)))
      refuse('a called expression holds a backslash or a line break');
    if (node.typename === 'FunCall') checkCalleeText(node['name']);
    if (node.typename === 'LookupVal') {
      checkCalleeText(node['target']);
      checkCalleeText(node['val']);
    }
  };
  const KNOWN = new Set(
    (
      'Root NodeList Output TemplateData Literal Symbol Group Array Dict Pair LookupVal If IfAsync InlineIf For AsyncEach AsyncAll ' +
      'Macro Caller Import FromImport FunCall Filter FilterAsync KeywordArgs Block Super Extends Include Set Switch Case Capture ' +
      'In Is Or And Not Add Concat Sub Mul Div FloorDiv Mod Pow Neg Pos Compare CompareOperand'
    ).split(' '),
  );
  /** The template's tree, checked before the compiler writes any of it into JavaScript. */
  const check = (node: Node): void => {
    const type = node.typename;
    if (!KNOWN.has(type)) refuse(`it uses ${type}, which supereval does not render`);
    if (type === 'Symbol') {
      const name = String(node.value);
      if (!IDENTIFIER.test(name)) refuse(`${JSON.stringify(name)} is not a name`);
      if (refusedName(name)) refuseMember(name);
    }
    if (type === 'LookupVal' && isNode(node['val']) && node['val'].typename === 'Literal' && REFUSED.has(String(node['val'].value))) {
      refuseMember(String(node['val'].value));
    }
    if (type === 'Pair' && isNode(node['key'])) {
      const key = node['key'];
      if (key.typename !== 'Symbol' && !(key.typename === 'Literal' && typeof key.value === 'string')) refuse('a key is not a name or a text');
      if (refusedName(String(key.value))) refuseMember(String(key.value));
    }
    if (type === 'KeywordArgs') for (const pair of node['children'] as Node[]) mustBeName(pair['key'], 'a keyword argument');
    if (type === 'FunCall') checkCalleeText(node['name']);
    if (type === 'Filter' || type === 'FilterAsync') mustBeName(node['name'], 'a filter');
    if (type === 'FilterAsync') mustBeName(node['symbol'], 'a filter');
    if (type === 'Is') {
      const right = node['right'];
      mustBeName(isNode(right) && right.typename === 'FunCall' ? right['name'] : right, 'a test');
    }
    if (type === 'For' || type === 'AsyncEach' || type === 'AsyncAll') {
      const name = node['name'];
      if (isNode(name) && name.typename === 'Array') for (const child of name['children'] as unknown[]) mustBeName(child, 'a loop variable');
      else mustBeName(name, 'a loop variable');
    }
    if (type === 'Set') for (const target of node['targets'] as unknown[]) mustBeName(target, 'a set target');
    if (type === 'Macro' || type === 'Caller') {
      mustBeName(node['name'], 'a macro');
      for (const arg of (node['args'] as Node)['children'] as Node[]) {
        if (arg.typename === 'KeywordArgs' || arg.typename === 'Dict')
          for (const pair of arg['children'] as Node[]) mustBeName(pair['key'], 'a macro argument');
        else mustBeName(arg, 'a macro argument');
      }
    }
    if (type === 'Import') mustBeName(node['target'], 'an import');
    if (type === 'FromImport') {
      for (const name of (node['names'] as Node)['children'] as Node[]) {
        if (name.typename === 'Pair') {
          mustBeName(name['key'], 'an import');
          mustBeName(name['value'], 'an import');
        } else mustBeName(name, 'an import');
      }
    }
    if (type === 'Block') mustBeName(node['name'], 'a block');
    if (type === 'Super') {
      mustBeName(node['blockName'], 'a block');
      mustBeName(node['symbol'], 'a block');
    }
    // Every field, the ones the node class does not list included (a {% set %} block keeps its body outside them).
    for (const key of Object.keys(node)) {
      const value = node[key];
      const items: unknown[] = Array.isArray(value) ? value : [value];
      for (const item of items) if (isNode(item)) check(item);
    }
  };

  const compiler = nunjucks.compiler;
  const compile = compiler.compile;
  compiler.compile = function guardedCompile(this: unknown, src: string, ...rest: unknown[]): string {
    const [, extensions, , opts] = rest;
    check(nunjucks.parser.parse(src, extensions, opts) as Node);
    return compile.call(this, src, ...rest);
  };

  const runtime = nunjucks.runtime;
  const memberLookup = runtime.memberLookup;
  runtime.memberLookup = (obj, val) => {
    if (obj === undefined || obj === null) return undefined;
    // The key as the lookup will use it, converted once: an object key's toString runs here and only here.
    const key = typeof val === 'number' ? val : String(val);
    if (typeof key === 'string' && REFUSED.has(key)) refuseMember(key);
    return memberLookup(obj, key);
  };
  runtime.contextOrFrameLookup = (context, frame, name) => {
    if (refusedName(name)) refuseMember(name);
    const found = (frame as { lookup(name: string): unknown }).lookup(name);
    if (found !== undefined) return found;
    const { ctx, env } = context as { ctx: Record<string, unknown>; env: { globals: Record<string, unknown> } };
    if (hasOwn(ctx, name)) return ctx[name];
    return hasOwn(env.globals, name) ? env.globals[name] : undefined;
  };
  const constructorOf = (fn: unknown): unknown => (Object.getPrototypeOf(fn) as { constructor: unknown }).constructor;
  const constructors = [Function, constructorOf(async function () {}), constructorOf(function* () {}), constructorOf(async function* () {})];
  const callWrap = runtime.callWrap;
  runtime.callWrap = (obj, name, context, args) => {
    if (constructors.includes(obj)) refuse(`it calls ${name}, a Function constructor`);
    return callWrap(obj, name, context, args);
  };

  const environment = nunjucks.Environment.prototype as {
    getFilter(name: string): unknown;
    getTest(name: string): unknown;
    filters?: Record<string, unknown>;
    tests?: Record<string, unknown>;
  };
  environment.getFilter = function getFilter(this: { filters: Record<string, unknown> }, name: string) {
    if (!hasOwn(this.filters, name) || !this.filters[name]) throw new Error(`filter not found: ${name}`);
    return this.filters[name];
  };
  environment.getTest = function getTest(this: { tests: Record<string, unknown> }, name: string) {
    if (!hasOwn(this.tests, name) || !this.tests[name]) throw new Error(`test not found: ${name}`);
    return this.tests[name];
  };
}
