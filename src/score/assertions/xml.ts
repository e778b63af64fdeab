// is-xml and contains-xml as promptfoo 0.121.20 decides them
// (src/assertions/xml.ts). is-xml: the whole output is well-formed XML
// (saxes, a conforming parser) and, parsed by fast-xml-parser, has every
// required element. contains-xml: some span of the output that looks like an
// element, tried largest first, does. The span finder and the DOCTYPE checks
// are promptfoo's own code, ported here: no library does them.
import type { XMLParser } from 'fast-xml-parser';
import type { SaxesParser } from 'saxes';
import { AssertionConfigError, type AssertionFamily, type AssertionHandler, type ValueCheck } from '../types.js';
import { binaryVerdict, isInverse, isTemplate } from './promptfoo.js';

/** The two parsers, loaded when an XML assertion first runs: runs without one never load them. */
interface Parsers {
  XMLParser: typeof XMLParser;
  SaxesParser: typeof SaxesParser;
}
let parsers: Promise<Parsers> | undefined;
const loadParsers = (): Promise<Parsers> =>
  (parsers ??= Promise.all([import('fast-xml-parser'), import('saxes')]).then(([xml, sax]) => ({
    XMLParser: xml.XMLParser,
    SaxesParser: sax.SaxesParser,
  })));

interface Validity {
  isValid: boolean;
  reason: string;
  isWellFormed?: boolean;
}

// XML 1.0 NameStartChar and NameChar, by code point.
const isNameStart = (c: number | undefined): boolean =>
  c !== undefined &&
  (c === 58 ||
    c === 95 ||
    (c >= 65 && c <= 90) ||
    (c >= 97 && c <= 122) ||
    (c >= 0xc0 && c <= 0xd6) ||
    (c >= 0xd8 && c <= 0xf6) ||
    (c >= 0xf8 && c <= 0x2ff) ||
    (c >= 0x370 && c <= 0x37d) ||
    (c >= 0x37f && c <= 0x1fff) ||
    (c >= 0x200c && c <= 0x200d) ||
    (c >= 0x2070 && c <= 0x218f) ||
    (c >= 0x2c00 && c <= 0x2fef) ||
    (c >= 0x3001 && c <= 0xd7ff) ||
    (c >= 0xf900 && c <= 0xfdcf) ||
    (c >= 0xfdf0 && c <= 0xfffd) ||
    (c >= 0x10000 && c <= 0xeffff));
const isNameChar = (c: number | undefined): boolean =>
  isNameStart(c) ||
  (c !== undefined && (c === 45 || c === 46 || (c >= 48 && c <= 57) || c === 0xb7 || (c >= 0x300 && c <= 0x36f) || (c >= 0x203f && c <= 0x2040)));
const codeUnits = (c: number) => (c > 0xffff ? 2 : 1);

function readName(input: string, start: number): { name: string; end: number } | undefined {
  const first = input.codePointAt(start);
  if (!isNameStart(first)) return undefined;
  let end = start + codeUnits(first as number);
  for (let c = input.codePointAt(end); isNameChar(c); c = input.codePointAt(end)) end += codeUnits(c as number);
  return { name: input.slice(start, end), end };
}

// --- DOCTYPE checks (saxes hands the declaration over unchecked) ---

function hasInternalSubset(doctype: string): boolean {
  let quote: string | undefined;
  for (const char of doctype) {
    if (quote) {
      if (char === quote) quote = undefined;
    } else if (char === '"' || char === "'") quote = char;
    else if (char === '[') return true;
  }
  return false;
}
const isXmlSpace = (char: string | undefined) => char === ' ' || char === '\t' || char === '\r' || char === '\n';
function skipSpace(input: string, start: number): number {
  let i = start;
  while (isXmlSpace(input[i])) i++;
  return i;
}
function readQuoted(input: string, start: number): { value: string; end: number } | undefined {
  const quote = input[start];
  if (quote !== '"' && quote !== "'") return undefined;
  const close = input.indexOf(quote, start + 1);
  return close === -1 ? undefined : { value: input.slice(start + 1, close), end: close + 1 };
}
function hasValidSystemLiteral(input: string, start: number): boolean {
  const literalStart = skipSpace(input, start);
  if (literalStart === start) return false;
  const literal = readQuoted(input, literalStart);
  return Boolean(literal && !literal.value.includes('#') && skipSpace(input, literal.end) === input.length);
}
function isWellFormedDoctype(doctype: string): boolean {
  let i = skipSpace(doctype, 0);
  if (i === 0) return false;
  const name = readName(doctype, i);
  if (!name) return false;
  i = name.end;
  const externalId = skipSpace(doctype, i);
  if (externalId === doctype.length) return true;
  if (externalId === i) return false;
  i = externalId;
  if (doctype.startsWith('SYSTEM', i)) return hasValidSystemLiteral(doctype, i + 6);
  if (doctype.startsWith('PUBLIC', i)) {
    i += 6;
    const publicStart = skipSpace(doctype, i);
    if (publicStart === i) return false;
    const publicId = readQuoted(doctype, publicStart);
    if (!publicId || !/^[\x20\r\na-zA-Z0-9'()+,./:=?;!*#@$_%-]*$/.test(publicId.value)) return false;
    return hasValidSystemLiteral(doctype, publicId.end);
  }
  return false;
}
function hasExternalSubset(doctype: string): boolean {
  const name = readName(doctype, skipSpace(doctype, 0));
  if (!name) return false;
  const externalId = skipSpace(doctype, name.end);
  return doctype.startsWith('SYSTEM', externalId) || doctype.startsWith('PUBLIC', externalId);
}

/** With an external DTD (not read), an undeclared entity may be declared there: kept as written. */
function keepExternalEntities(parser: SaxesParser): void {
  const entities = parser.ENTITIES;
  parser.ENTITIES = new Proxy(entities, {
    get(target, property, receiver) {
      if (typeof property === 'string' && readName(property, 0)?.end === property.length && !Reflect.has(target, property)) return `&${property};`;
      return Reflect.get(target, property, receiver) as unknown;
    },
  });
}

// --- the required elements, checked on fast-xml-parser's object ---

function hasPath(value: unknown, path: string[]): boolean {
  let current = value;
  for (const key of path) {
    if (current === null || typeof current !== 'object') return false;
    if (Array.isArray(current)) {
      const index = Number(key);
      if (!Number.isInteger(index) || index < 0 || String(index) !== key) return false;
      if (current[index] === undefined) return false;
      current = current[index] as unknown;
      continue;
    }
    const next = (current as Record<string, unknown>)[key];
    if (next === undefined) return false;
    current = next;
  }
  return true;
}

function validateCandidate(libs: Parsers, xml: string, required: string[] | undefined): Required<Validity> {
  const parser = new libs.XMLParser({ allowBooleanAttributes: true, ignoreAttributes: false, parseAttributeValue: true, parseTagValue: true });
  try {
    const parsed: unknown = parser.parse(xml);
    const missing = (required ?? []).filter((element) => !hasPath(parsed, element.split('.')));
    if (missing.length > 0) return { isValid: false, reason: `XML is missing required elements: ${missing.join(', ')}`, isWellFormed: true };
    return { isValid: true, reason: 'XML is valid and contains all required elements', isWellFormed: true };
  } catch (error) {
    return { isValid: false, reason: `XML parsing failed: ${(error as Error).message}`, isWellFormed: false };
  }
}

function validateXml(libs: Parsers, xml: string, required: string[] | undefined): Validity {
  let unsupported: string | undefined;
  let doctypeError: string | undefined;
  let standalone = false;
  try {
    const parser = new libs.SaxesParser({ xmlns: true });
    parser.on('xmldecl', (declaration) => {
      standalone = declaration.standalone === 'yes';
    });
    parser.on('doctype', (doctype) => {
      if (hasInternalSubset(doctype)) {
        unsupported = 'DTD internal subsets are not supported by is-xml validation';
        throw new Error(unsupported);
      }
      if (!isWellFormedDoctype(doctype)) {
        doctypeError = 'Malformed DOCTYPE declaration';
        throw new Error(doctypeError);
      }
      if (hasExternalSubset(doctype) && !standalone) keepExternalEntities(parser);
    });
    parser.write(xml).close();
  } catch (error) {
    if (unsupported) return { isValid: false, reason: unsupported };
    return { isValid: false, reason: `XML parsing failed: ${doctypeError ?? (error instanceof Error ? error.message : String(error))}` };
  }
  const result = validateCandidate(libs, xml, required);
  return { isValid: result.isValid, reason: result.reason };
}

// --- contains-xml: the spans of the output that look like elements ---

interface Tag {
  kind: 'opening' | 'closing' | 'declaration';
  start: number;
  end: number;
  name?: string;
  selfClosing?: boolean;
}
interface Span {
  start: number;
  end: number;
  parentStart: number | undefined;
}

function findTagEnd(input: string, start: number): number {
  let quote: string | undefined;
  for (let i = start + 1; i < input.length; i++) {
    const char = input[i];
    if (quote) {
      if (char === quote) quote = undefined;
    } else if (char === '"' || char === "'") quote = char;
    else if (char === '<') return -1;
    else if (char === '>') return i;
  }
  return -1;
}
function findDelimitedEnd(input: string, start: number, delimiter: string): number {
  for (let i = start; i <= input.length - delimiter.length; i++) if (input.startsWith(delimiter, i)) return i + delimiter.length - 1;
  return input.length - 1;
}
function findDeclarationEnd(input: string, start: number): number {
  if (input.startsWith('<!--', start)) return findDelimitedEnd(input, start + 4, '-->');
  if (input.startsWith('<![CDATA[', start)) return findDelimitedEnd(input, start + 9, ']]>');
  let quote: string | undefined;
  let depth = 0;
  for (let i = start + 2; i < input.length; i++) {
    const char = input[i];
    if (quote) {
      if (char === quote) quote = undefined;
    } else if (char === '"' || char === "'") quote = char;
    else if (char === '[') depth++;
    else if (char === ']' && depth > 0) depth--;
    else if (char === '>' && depth === 0) return i;
  }
  return input.length - 1;
}
function isSelfClosing(input: string, start: number, end: number): boolean {
  let last = end - 1;
  while (last > start && /\s/.test(input[last] as string)) last--;
  return input[last] === '/';
}
function readTag(input: string, start: number): Tag | undefined {
  const next = input[start + 1];
  if (next === undefined) return undefined;
  if (next === '!') return { kind: 'declaration', start, end: findDeclarationEnd(input, start) };
  if (next === '?') return { kind: 'declaration', start, end: findDelimitedEnd(input, start + 2, '?>') };
  const closing = next === '/';
  const name = readName(input, start + (closing ? 2 : 1));
  if (!name) return undefined;
  const end = findTagEnd(input, start);
  if (end === -1) return undefined;
  return closing
    ? { kind: 'closing', start, end, name: name.name }
    : { kind: 'opening', start, end, name: name.name, selfClosing: isSelfClosing(input, start, end) };
}

/**
 * The spans promptfoo tries, in its order: for siblings under a parent that
 * is not itself a span, the run from the first to the last; then the
 * outermost spans. An element inside another is never tried alone.
 */
function orderSpans(spans: Span[]): Span[] {
  const ordered: Span[] = [];
  const seen = new Set<string>();
  const byParent = new Map<number | undefined, Span[]>();
  const starts = new Set(spans.map((s) => s.start));
  const add = (span: Span) => {
    const key = `${span.start}:${span.end}`;
    if (!seen.has(key)) {
      seen.add(key);
      ordered.push(span);
    }
  };
  for (const span of spans) {
    const siblings = byParent.get(span.parentStart);
    if (siblings) siblings.push(span);
    else byParent.set(span.parentStart, [span]);
  }
  for (const [parentStart, siblings] of byParent.entries()) {
    if (siblings.length <= 1 || (parentStart !== undefined && starts.has(parentStart))) continue;
    siblings.sort((a, b) => a.start - b.start || a.end - b.end);
    add({ start: (siblings[0] as Span).start, end: (siblings[siblings.length - 1] as Span).end, parentStart });
  }
  const outermost = spans.filter((s) => s.parentStart === undefined || !starts.has(s.parentStart)).sort((a, b) => a.start - b.start || b.end - a.end);
  for (const span of outermost) add(span);
  return ordered;
}

function extractSpans(output: string): Span[] {
  const stack: { name: string; start: number }[] = [];
  const spans: Span[] = [];
  for (let i = 0; i < output.length; i++) {
    if (output[i] !== '<') continue;
    const tag = readTag(output, i);
    if (!tag) continue;
    if (tag.kind === 'opening') {
      if (tag.selfClosing) spans.push({ start: tag.start, end: tag.end + 1, parentStart: stack.at(-1)?.start });
      else stack.push({ name: tag.name as string, start: tag.start });
    } else if (tag.kind === 'closing') {
      const open = stack.at(-1);
      if (open && open.name === tag.name) {
        stack.pop();
        spans.push({ start: open.start, end: tag.end + 1, parentStart: stack.at(-1)?.start });
      } else stack.length = 0;
    }
    i = tag.end;
  }
  return orderSpans(spans);
}

function containsXml(libs: Parsers, output: string, required: string[] | undefined): Validity {
  const spans = extractSpans(output);
  if (spans.length === 0) return { isValid: false, reason: 'No XML content found in the output' };
  const wellFormed: Span[] = [];
  for (const span of spans) {
    // Inside a well-formed span that lacked an element, a smaller one lacks it too.
    if (wellFormed.some((w) => span.start >= w.start && span.end <= w.end)) continue;
    const result = validateCandidate(libs, output.slice(span.start, span.end), required);
    if (result.isValid) return { isValid: true, reason: result.reason };
    if (result.isWellFormed) wellFormed.push(span);
  }
  return { isValid: false, reason: 'No valid XML content found matching the requirements' };
}

// --- the value: required elements as "a, b.c", a list, or { requiredElements: [...] } ---

const VALUE_FORMS = '`value` must be the required elements: a comma-separated string, a list, or an object with a `requiredElements` list';

const elementName = (element: unknown): string => {
  if (element === null || element === undefined) throw new Error('`value` lists an empty required element');
  return (element as { toString(): string }).toString();
};

/**
 * The required elements a value names; undefined for none. promptfoo refuses
 * only an object without a `requiredElements` list; any other value (a
 * number, an empty list) requires nothing, and `""` requires an element named
 * "", which no XML has.
 */
function requiredElements(value: unknown): string[] | undefined {
  if (typeof value === 'string') return value.split(',').map((element) => element.trim());
  if (Array.isArray(value)) return value.length > 0 ? value.map(elementName) : undefined;
  if (value !== null && typeof value === 'object' && Object.keys(value).length > 0) {
    const list = (value as Record<string, unknown>).requiredElements;
    if (Array.isArray(list)) return list.map(elementName);
    throw new Error(VALUE_FORMS);
  }
  return undefined;
}

const xmlValue: ValueCheck = (value) => {
  try {
    requiredElements(value);
    return null;
  } catch (error) {
    return (error as Error).message;
  }
};

const xmlWarning: ValueCheck = (value) => {
  if (isTemplate(value)) return null;
  try {
    return requiredElements(value)?.includes('')
      ? '`value` requires an element named "" (an empty item), which no XML has: every output fails'
      : null;
  } catch {
    return null;
  }
};

function xmlCheck(whole: boolean): AssertionHandler {
  return async (output, assertion) => {
    let required: string[] | undefined;
    try {
      required = requiredElements(assertion.value);
    } catch (error) {
      throw new AssertionConfigError(`${assertion.type}: ${(error as Error).message}`);
    }
    const result = (whole ? validateXml : containsXml)(await loadParsers(), output, required);
    return binaryVerdict(assertion, result.isValid !== isInverse(assertion), result.reason);
  };
}

export const xmlFamily: AssertionFamily = {
  handlers: { 'is-xml': xmlCheck(true), 'contains-xml': xmlCheck(false) },
  valueChecks: { 'is-xml': xmlValue, 'contains-xml': xmlValue },
  valueWarnings: { 'is-xml': xmlWarning, 'contains-xml': xmlWarning },
};
