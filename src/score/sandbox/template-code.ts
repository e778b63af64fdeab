// Which templates could run code, for the refusal of a fork's dataset code
// (dataset-code.ts). Templates render guarded (sandbox/template-guard.ts);
// on a run that refuses dataset code they must also be plain, so that a
// hole in the guard would still not be reached from a fork. A template is
// read with nunjucks' own parser (parsing runs nothing) and counts as code
// when it:
// - calls anything but the globals range, cycler and joiner (a method of a
//   value, a macro, the result of a lookup);
// - looks up a member by a key computed when it renders (`a[b]`), or names a
//   refused member (`constructor`, `__proto__`...), or a name that is not an
//   identifier;
// - uses a tag that brings in or defines code: include, import, from,
//   extends, macro, call, block.
// Names, members by name or number (`a.b`, `a[0]`), filters, tests,
// operators, if, for, set and raw stay plain.
import nunjucks from 'nunjucks';
import { MEMBERS_ONLY, REFUSED_MEMBERS } from './template-guard.js';

type Node = { typename: string; value?: unknown; [field: string]: unknown };

const parser = (nunjucks as unknown as { parser: { parse(text: string): Node } }).parser;

const SAFE_GLOBALS = new Set(['range', 'cycler', 'joiner']);
const IDENTIFIER = /^[\p{ID_Start}$_][\p{ID_Continue}$\u200C\u200D]*$/u;
const PLAIN = new Set(
  (
    'Root NodeList Output TemplateData Literal Symbol Group Array Dict Pair LookupVal If InlineIf For Set Capture Filter KeywordArgs ' +
    'Switch Case In Is Or And Not Add Concat Sub Mul Div FloorDiv Mod Pow Neg Pos Compare CompareOperand FunCall'
  ).split(' '),
);
const TAGS: Readonly<Record<string, string>> = {
  Include: '{% include %}',
  Import: '{% import %}',
  FromImport: '{% from %}',
  Extends: '{% extends %}',
  Macro: '{% macro %}',
  Caller: '{% call %}',
  Block: '{% block %}',
  Super: 'super()',
};

const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null && typeof (value as Node).typename === 'string';
const shown = (text: string) => (text.length > 40 ? `${text.slice(0, 39)}…` : text);

/** A called expression as the template writes it, when it is a name or members by name. */
function calleeName(node: unknown): string {
  if (!isNode(node)) return 'a value';
  if (node.typename === 'Symbol') return String(node.value);
  const val = node['val'];
  if (node.typename === 'LookupVal' && isNode(val) && val.typename === 'Literal') return `${calleeName(node['target'])}.${String(val.value)}`;
  if (node.typename === 'FunCall') return `${calleeName(node['name'])}(…)`;
  return 'the result of an expression';
}

const isName = (node: unknown): boolean => isNode(node) && node.typename === 'Symbol';
const refusedName = (name: string): boolean => REFUSED_MEMBERS.includes(name) && !MEMBERS_ONLY.includes(name);

/** What one node does that could run code (null: nothing), and the nodes inside it to read on (all its fields unless said). */
interface Reading {
  why: string | null;
  next?: unknown[];
}

function read(node: Node): Reading {
  const type = node.typename;
  const tag = TAGS[type];
  if (tag) return { why: `uses ${tag}` };
  if (!PLAIN.has(type)) return { why: `uses ${type}`, next: [] };
  if (type === 'Symbol') {
    const name = String(node.value);
    if (!IDENTIFIER.test(name)) return { why: `names ${JSON.stringify(shown(name))}, which is not an identifier` };
    return { why: refusedName(name) ? `names "${name}"` : null };
  }
  if (type === 'LookupVal') {
    const val = node['val'];
    if (!isNode(val) || val.typename !== 'Literal') return { why: 'looks up a member by a computed key' };
    return { why: REFUSED_MEMBERS.includes(String(val.value)) ? `looks up "${String(val.value)}"` : null };
  }
  if (type === 'FunCall') {
    const name = node['name'];
    return { why: isName(name) && SAFE_GLOBALS.has(String((name as Node).value)) ? null : `calls ${shown(calleeName(name))}` };
  }
  if (type === 'Is') {
    // A test is named, not called: `x is divisibleby(3)` parses as a call of the test's name.
    const right = node['right'];
    if (!isNode(right) || right.typename !== 'FunCall') return { why: null };
    return { why: isName(right['name']) ? null : 'tests with something that is not a name', next: [node['left'], right['args']] };
  }
  if (type === 'For' || type === 'Set') {
    const name = node['name'];
    const targets =
      type === 'Set' ? (node['targets'] as unknown[]) : isNode(name) && name.typename === 'Array' ? (name['children'] as unknown[]) : [name];
    return { why: targets.every(isName) ? null : 'assigns to something that is not a name' };
  }
  if (type === 'Pair') {
    const key = node['key'];
    if (!isNode(key) || !(key.typename === 'Symbol' || (key.typename === 'Literal' && typeof key.value === 'string'))) {
      return { why: 'has a key that is not a name or a text' };
    }
    return { why: refusedName(String(key.value)) ? `names "${String(key.value)}"` : null };
  }
  return { why: null };
}

/** Each reason found in the node and inside it, in the order written. */
function collect(node: Node, found: string[]): void {
  const { why, next } = read(node);
  if (why) found.push(why);
  for (const child of next ?? Object.values(node)) {
    const items: unknown[] = Array.isArray(child) ? child : [child];
    for (const item of items) if (isNode(item)) collect(item, found);
  }
}

/** Why the template could run code, or null: a refused or computed member, or a name that is no identifier, first, as they say most. */
function codeIn(root: Node): string | null {
  const found: string[] = [];
  collect(root, found);
  return found.find((why) => why.startsWith('names ') || why.startsWith('looks up ')) ?? found[0] ?? null;
}

const seen = new Map<string, string | null>();

/**
 * Why rendering `text` could run code (see the top of this file), or null:
 * for a plain template, a text without one, or one that does not parse
 * (nothing of it renders).
 */
export function templateCode(text: string): string | null {
  if (!text.includes('{')) return null;
  const known = seen.get(text);
  if (known !== undefined) return known;
  let found: string | null;
  try {
    found = codeIn(parser.parse(text));
  } catch {
    found = null;
  }
  // A run's cases repeat the same few templates; many distinct ones keep only the latest.
  if (seen.size >= 10_000) seen.clear();
  seen.set(text, found);
  return found;
}
