// is-html and contains-html as promptfoo 0.121.20 decides them
// (src/assertions/html.ts). is-html parses the output with parse5 (the HTML
// standard's parser, which never rejects input) and then asks promptfoo's
// questions of the tree: is it wrapped, does it hold a known element the user
// wrote. contains-html counts promptfoo's indicators of markup in the text.
import type { DefaultTreeAdapterMap, parse } from 'parse5';
import type { AssertionFamily, AssertionHandler, ValueCheck } from '../types.js';
import { binaryVerdict, isInverse } from './promptfoo.js';

type Node = DefaultTreeAdapterMap['node'];
type Element = DefaultTreeAdapterMap['element'];

const MAX_INPUT_SIZE = 10 * 1024 * 1024;

// parse5 adds html, head and body to every document; they count only where the user wrote them.
const WRITTEN_WRAPPER = { html: /<html(?=[\s>/])/, head: /<head(?=[\s>/])/, body: /<body(?=[\s>/])/ } as const;
const isWrapper = (tag: string): tag is keyof typeof WRITTEN_WRAPPER => tag === 'html' || tag === 'head' || tag === 'body';

const VALID_HTML_ELEMENTS = new Set(
  (
    'html head title base link meta style body article section nav aside h1 h2 h3 h4 h5 h6 header footer address p hr pre ' +
    'blockquote ol ul li dl dt dd figure figcaption main div a em strong small s cite q dfn abbr ruby rt rp data time code var ' +
    'samp kbd sub sup i b u mark bdi bdo span br wbr img iframe embed object param picture source video audio track map area ' +
    'svg math script noscript canvas ins del table caption colgroup col tbody thead tfoot tr td th form label input button ' +
    'select datalist optgroup option textarea output progress meter fieldset legend details summary dialog menu slot template'
  ).split(' '),
);

const isElement = (node: Node): node is Element => 'tagName' in node;
const childrenOf = (node: Node): Node[] => ('childNodes' in node ? node.childNodes : []);
/** parse5 gives a source location only to elements that were in the text. */
const wasWritten = (element: Element): boolean => element.sourceCodeLocation !== null && element.sourceCodeLocation !== undefined;

/** The first element, depth first in document order, that `predicate` accepts. */
function findElement(root: Node, predicate: (element: Element) => boolean): Element | undefined {
  const stack: Node[] = [root];
  while (stack.length > 0) {
    const current = stack.pop() as Node;
    if (isElement(current) && predicate(current)) return current;
    const children = childrenOf(current);
    for (let i = children.length - 1; i >= 0; i--) stack.push(children[i] as Node);
  }
  return undefined;
}

const hasLooseText = (parent: Element): boolean =>
  parent.childNodes.some((node) => node.nodeName === '#text' && 'value' in node && node.value.trim() !== '');

function isUserElement(element: Element, lowercase: string): boolean {
  const tag = element.tagName.toLowerCase();
  if (isWrapper(tag)) return WRITTEN_WRAPPER[tag].test(lowercase) && wasWritten(element);
  return VALID_HTML_ELEMENTS.has(tag) || tag.includes('-');
}

function validateHtml(parseHtml: typeof parse, html: string): { isValid: boolean; reason: string } {
  const trimmed = html.trim();
  if (!trimmed) return { isValid: false, reason: 'Output is empty' };
  if (trimmed.length > MAX_INPUT_SIZE) return { isValid: false, reason: 'Output exceeds maximum size limit' };
  if (/^\s*<\?xml/i.test(trimmed)) return { isValid: false, reason: 'Output appears to be XML, not HTML' };
  const document = parseHtml(trimmed, { sourceCodeLocationInfo: true });
  const lowercase = trimmed.toLowerCase();
  const body = findElement(document, (element) => element.tagName === 'body');
  const bodyWritten = body !== undefined && WRITTEN_WRAPPER.body.test(lowercase) && wasWritten(body);
  // Text straight inside a body the parser made up is prose with tags in it.
  if (!bodyWritten && body && hasLooseText(body)) return { isValid: false, reason: 'Output must be wrapped in HTML tags' };
  if (!findElement(document, (element) => isUserElement(element, lowercase)))
    return { isValid: false, reason: 'Output does not contain recognized HTML elements' };
  return { isValid: true, reason: 'Output is valid HTML' };
}

const INDICATORS = {
  openingTag: /<[a-zA-Z][a-zA-Z0-9-]*(?:\s[^>]*)?>/,
  closingTag: /<\/[a-zA-Z][a-zA-Z0-9-]*\s*>/,
  selfClosingTag: /<[a-zA-Z][a-zA-Z0-9-]*(?:\s[^>]*)?\/>/,
  htmlEntity: /&(?:[a-zA-Z]+|#[0-9]+|#x[0-9a-fA-F]+);/,
  doctype: /<!DOCTYPE\s+html/i,
  htmlComment: /<!--[^-]*(?:-[^-]+)*-->/,
  htmlAttribute: /\s[a-zA-Z-]+=\s*["'][^"']*["']/,
  commonElement: /<(html|head|body|div|span|p|a|img|h[1-6]|ul|ol|li|table|tr|td|th|form|input|button|script|style|link|meta|br|hr)\b/i,
};

/** promptfoo's score of markup signals; two or more is HTML. */
function containsHtml(text: string): boolean {
  if (text.length > MAX_INPUT_SIZE) return false;
  const opening = INDICATORS.openingTag.test(text);
  const closing = INDICATORS.closingTag.test(text);
  let signals = opening && closing ? 2 : opening || closing ? 1 : 0;
  if (INDICATORS.selfClosingTag.test(text)) signals += 1;
  if (INDICATORS.htmlEntity.test(text)) signals += 1;
  if (INDICATORS.doctype.test(text)) signals += 2;
  if (INDICATORS.htmlComment.test(text)) signals += 1;
  if (INDICATORS.htmlAttribute.test(text)) signals += 1;
  if (INDICATORS.commonElement.test(text)) signals += 2;
  return signals >= 2;
}

/** parse5, loaded when is-html first runs: runs without it never load it. */
let parser: Promise<typeof parse> | undefined;
const loadParser = (): Promise<typeof parse> => (parser ??= import('parse5').then((module) => module.parse));

const isHtml: AssertionHandler = async (output, assertion) => {
  const result = validateHtml(await loadParser(), output);
  return binaryVerdict(assertion, result.isValid !== isInverse(assertion), result.reason);
};

const hasHtml: AssertionHandler = async (output, assertion) => {
  const inverse = isInverse(assertion);
  return binaryVerdict(assertion, containsHtml(output) !== inverse, `Expected output to ${inverse ? 'not ' : ''}contain HTML content`);
};

// promptfoo reads no value for either type.
const anyValue: ValueCheck = () => null;

export const htmlFamily: AssertionFamily = {
  handlers: { 'is-html': isHtml, 'contains-html': hasHtml },
  valueChecks: { 'is-html': anyValue, 'contains-html': anyValue },
};
