// Templates cannot run code (issue 45): the ways a nunjucks template reaches
// the Function constructor or the process (a member lookup, a computed key, a
// name nunjucks pastes into its compiled source, Object.prototype's members
// found by name) are refused, in the sandbox that renders templates and in
// a nunjucks guarded in this process, where what an injected name would do
// can be seen; and the templates promptfoo's users write render exactly as
// unguarded nunjucks renders them.
import { createRequire } from 'node:module';
import { afterAll, describe, expect, it } from 'vitest';
import { renderText, templateProblem } from '../../src/score/promptfoo/render-value.js';
import { closeSandbox } from '../../src/score/sandbox/host.js';
import { guardNunjucks, MEMBERS_ONLY, REFUSED_MEMBERS, type GuardedNunjucks } from '../../src/score/sandbox/template-guard.js';

afterAll(() => closeSandbox());

type Nunjucks = GuardedNunjucks & {
  Environment: new (loaders: null, options: object) => { renderString(text: string, vars: object): string };
};

/** A copy of nunjucks of its own (the browser build the sandbox loads), guarded or not. */
function freshNunjucks(guarded: boolean) {
  const require = createRequire(import.meta.url);
  const file = require.resolve('nunjucks/browser/nunjucks.js');
  delete require.cache[file];
  const nunjucks = require(file) as Nunjucks;
  delete require.cache[file];
  if (guarded) guardNunjucks(nunjucks, REFUSED_MEMBERS, MEMBERS_ONLY);
  const env = new nunjucks.Environment(null, { autoescape: false, throwOnUndefined: false });
  return (text: string, vars: object = {}) => env.renderString(text, vars);
}

const marks = globalThis as Record<string, unknown>;
const VARS = { output: 'Paris is nice', x: { a: 1 }, xs: ['b', 'a'], n: 3 };

// Each reaches the Function constructor, or nunjucks' context, by a way of its own.
const PAYLOADS: [string, string][] = [
  ['{{ range.constructor("return process")() }}', '"constructor"'],
  ['{{ cycler.constructor("return process")() }}', '"constructor"'],
  ['{{ joiner.constructor("return process")() }}', '"constructor"'],
  ['{{ "".constructor.constructor("return process")() }}', '"constructor"'],
  ['{{ [].map.constructor("return process")() }}', '"constructor"'],
  ['{{ range["const" + "ructor"]("return process")() }}', '"constructor"'],
  ['{% set k = "constr" ~ "uctor" %}{{ range[k]("return process")() }}', '"constructor"'],
  ['{{ x.__proto__ }}', '"__proto__"'],
  ['{{ range.prototype }}', '"prototype"'],
  ['{{ x.__defineGetter__("a", range) }}', '"__defineGetter__"'],
  ['{{ x["__lookup" + "Getter__"]("a") }}', '"__lookupGetter__"'],
  ['{{ constructor }}', '"constructor"'],
  ['{{ {"__proto__": range} }}', '"__proto__"'],
  ['{{ range.caller }}', '"caller"'],
];

describe('a template that reaches for the Function constructor', () => {
  it.each(PAYLOADS)('%s is refused in the sandbox, naming the member', async (template, member) => {
    await expect(renderText(template, VARS)).rejects.toThrow(`supereval refuses this template: it looks up ${member}`);
  });

  it('reaches nothing through Object.prototype by name: valueOf() is no context, a filter or test must be registered', async () => {
    const render = freshNunjucks(false);
    // Unguarded, both hand out nunjucks' context and its environment.
    expect(render('{{ valueOf().env.opts.autoescape }}')).toBe('false');
    expect(render('{{ (1 | valueOf).env.opts.dev }}')).toBe('false');
    await expect(renderText('{{ valueOf().env.opts.autoescape }}', {})).rejects.toThrow('Unable to call `valueOf`, which is undefined or falsey');
    await expect(renderText('{{ (1 | valueOf).env }}', {})).rejects.toThrow('filter not found: valueOf');
    await expect(renderText('{{ 1 is hasOwnProperty }}', {})).rejects.toThrow('test not found: hasOwnProperty');
  });
});

// Text nunjucks writes into its compiled JavaScript as it is written: run unguarded, each sets a global.
const INJECTIONS: [string, string, string][] = [
  ['a name', '{{ x"&&Function`globalThis\\x2einjectedName\\x3d1```&&" }}', 'injectedName'],
  ['a loop variable', '{% for k, "a\\"+(globalThis.injectedLoop=1)+\\"" in {a: 1} %}{% endfor %}', 'injectedLoop'],
  ['a test', '{{ 1 is "defined\\")+(globalThis.injectedTest=1)+(\\"" }}', 'injectedTest'],
];

describe('a template that writes its own JavaScript into the compiled source', () => {
  it.each(INJECTIONS)('through %s: runs unguarded, refused guarded, before any of it runs', (_, template, mark) => {
    expect(marks[mark]).toBeUndefined();
    try {
      freshNunjucks(false)(template, { x: 1 });
    } catch {
      // What is left of the compiled expression may fail once the injected part has run.
    }
    expect(marks[mark]).toBe(1);
    delete marks[mark];
    expect(() => freshNunjucks(true)(template, { x: 1 })).toThrow('supereval refuses this template');
    expect(marks[mark]).toBeUndefined();
  });

  it.each(INJECTIONS)('through %s: refused in the sandbox, and said when the dataset loads', async (_, template) => {
    await expect(renderText(template, { x: 1 })).rejects.toThrow('supereval refuses this template');
    expect(templateProblem(template)).toMatch(/^not a valid nunjucks template \(.*supereval refuses this template/);
  });

  it('filters that read an attribute by name hand out no constructor: what they return cannot call one', () => {
    const render = freshNunjucks(true);
    const run = '"globalThis.injectedFilter = 1"';
    for (const template of [
      `{{ ([range] | selectattr("constructor") | first)(${run}) }}`,
      `{{ ([range] | sort(false, true, "constructor") | first)(${run}) }}`,
      `{{ ([range] | groupby("constructor") | dictsort | first | last | first)(${run}) }}`,
    ]) {
      render(template);
      expect(marks['injectedFilter'], template).toBeUndefined();
    }
    // join and sum read the member, and give text.
    expect(() => render(`{{ ([range] | join("", "constructor"))(${run}) }}`)).toThrow('which is not a function');
    expect(() => render(`{{ ([range] | sum("constructor"))(${run}) }}`)).toThrow('which is not a function');
    expect(marks['injectedFilter']).toBeUndefined();
  });

  it('refuses a called literal holding a backslash (its text is pasted with only its quotes escaped)', async () => {
    await expect(renderText('{{ x["a\\\\b"]() }}', { x: {} })).rejects.toThrow('a called expression holds a backslash or a line break');
  });
});

// What promptfoo's configs write: each renders as unguarded nunjucks renders it.
const ORDINARY = [
  'Answer: {{ output }}',
  '{{ x.a }} {{ x["a"] }} {{ xs[0] }} {{ xs | length }} {{ n + 1 }} {{ n * 2 }} {{ n // 2 }} {{ n ** 2 }} {{ -n }}',
  '{{ output | upper }} {{ output | lower | replace("paris", "rome") }} {{ output | truncate(5) }} {{ output | wordcount }}',
  '{% for item in xs | sort %}{{ loop.index }}={{ item }}{% if not loop.last %}, {% endif %}{% endfor %}',
  '{% for k, v in x %}{{ k }}:{{ v }}{% endfor %}{% for a in [] %}-{% else %}empty{% endfor %}',
  '{% set greeting = "hi " ~ output %}{{ greeting }}{% set block %}inside {{ n }}{% endset %}[{{ block }}]',
  '{% if n > 2 and output %}big{% elif n == 2 %}two{% else %}small{% endif %} {{ "yes" if n in [1, 3] else "no" }}',
  '{{ xs | join(", ") }} {{ x | dump }} {{ output | dump }} {{ [{"n": 2}, {"n": 1}] | sort(attribute="n") | dump }}',
  '{{ [{"k": "a"}, {"k": "b"}] | groupby("k") | dump }} {{ x | dictsort | dump }} {{ [1, 2, 3] | sum }} {{ xs | first }}{{ xs | last }}',
  '{% macro line(label, value=2) %}{{ label }}: {{ value }}{% endmacro %}{{ line("a") }} {{ line("b", value=5) }}',
  '{% macro box() %}[{{ caller() }}]{% endmacro %}{% call box() %}in the box{% endcall %}',
  '{{ output.split(" ") | length }} {{ output.toUpperCase() }} {{ output.length }} {{ range(3) | join("") }}',
  '{% set c = cycler("odd", "even") %}{{ c.next() }}{{ c.next() }} {% set j = joiner("|") %}{{ j() }}a{{ j() }}b',
  '{% raw %}{{ not rendered }}{% endraw %} {# a comment #}{{ x is defined }} {{ 6 is divisibleby(3) }} {{ nothing is undefined }}',
  '{{ r/pa(r)is/i.test(output) }} {{ output | replace(r/s/g, "z") }} {{ undefinedvar }}|{{ undefinedvar.deeper }}|',
  '{% switch n %}{% case 3 %}three{% default %}other{% endswitch %} {% filter upper %}shout {{ output }}{% endfilter %}',
  '{{ "a\\"b" }} {{ \'single "quotes"\' }} {{ "line\\nbreak" }} {{ "\\\\" }} {{ output | indent(2) }}',
];

describe('the templates promptfoo users write', () => {
  const plain = freshNunjucks(false);
  it.each(ORDINARY)('%s renders as unguarded nunjucks renders it', async (template) => {
    const expected = plain(template, VARS);
    expect(await renderText(template, VARS)).toBe(expected);
    expect(freshNunjucks(true)(template, VARS)).toBe(expected);
    expect(templateProblem(template)).toBeNull();
  });

  it('keeps the vars a dataset names constructor-like words in, as long as a template does not look them up', async () => {
    expect(await renderText('{{ proto }} {{ constructors }} {{ x.prototypes }}', { proto: 'p', constructors: 'c', x: { prototypes: 'q' } })).toBe(
      'p c q',
    );
  });
});
