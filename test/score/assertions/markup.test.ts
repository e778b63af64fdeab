// is-xml, contains-xml, is-html and contains-html against promptfoo 0.121.20's
// rules (src/assertions/xml.ts, src/assertions/html.ts).
import { describe, expect, it } from 'vitest';
import { loadProblem, loadWarning, run, verdict } from './formats-helpers.js';

const people = '<people><person><name>Ana</name><age>30</age></person><person><name>Bo</name></person></people>';

describe('is-xml', () => {
  it('wants one well-formed document', async () => {
    expect(await verdict('is-xml', '<?xml version="1.0"?><root><a>1</a></root>')).toEqual(['pass', 1]);
    expect(await verdict('is-xml', '<root><a>1</a>')).toEqual(['fail', 0]);
    expect(await verdict('is-xml', '<a>1</a><b>2</b>')).toEqual(['fail', 0]);
    expect(await verdict('is-xml', 'Here: <root/>')).toEqual(['fail', 0]);
    expect(await verdict('not-is-xml', '')).toEqual(['pass', 1]);
  });

  it('refuses DTD internal subsets and malformed DOCTYPEs; an external DTD keeps undeclared entities', async () => {
    expect((await run('is-xml', '<!DOCTYPE r [<!ENTITY e "x">]><r>&e;</r>')).reason).toBe(
      'DTD internal subsets are not supported by is-xml validation',
    );
    expect((await run('is-xml', '<!DOCTYPE><r/>')).reason).toBe('XML parsing failed: Malformed DOCTYPE declaration');
    expect(await verdict('is-xml', '<!DOCTYPE r SYSTEM "r.dtd"><r>&e;</r>')).toEqual(['pass', 1]);
    expect(await verdict('is-xml', '<r>&nbsp;</r>')).toEqual(['fail', 0]);
  });

  it('checks required elements by dotted path, indexes into repeats, in every value form', async () => {
    expect(await verdict('is-xml', people, 'people.person.1.name')).toEqual(['pass', 1]);
    expect(await verdict('is-xml', people, 'people.person.1.age')).toEqual(['fail', 0]);
    expect(await verdict('is-xml', people, ['people', 'people.person'])).toEqual(['pass', 1]);
    expect(await verdict('is-xml', people, { requiredElements: ['people.person.0.age'] })).toEqual(['pass', 1]);
    expect(await verdict('is-xml', '<root><a>1</a><b/></root>', 'root.a, root.b')).toEqual(['pass', 1]);
    expect(await verdict('is-xml', '<r id="7"/>', 'r.@_id')).toEqual(['pass', 1]);
    expect((await run('is-xml', '<root/>', 'root.z')).reason).toBe('XML is missing required elements: root.z');
  });

  it('an empty string requires an element named "", which no document has; a number or an empty list requires nothing', async () => {
    expect(await verdict('is-xml', '<root/>', '')).toEqual(['fail', 0]);
    expect(await verdict('is-xml', '<root/>', 5)).toEqual(['pass', 1]);
    expect(await verdict('is-xml', '<root/>', [])).toEqual(['pass', 1]);
  });

  it('warns at load about an empty required element, which fails every output', () => {
    expect(loadWarning('is-xml', '')).toContain('requires an element named ""');
    expect(loadWarning('contains-xml', 'a, , b')).toContain('every output fails');
    expect(loadWarning('is-xml', { requiredElements: ['a', ''] })).toContain('every output fails');
    expect(loadWarning('is-xml', 'a, b')).toBeNull();
    expect(loadWarning('is-xml', '{{ path }}')).toBeNull();
  });

  it('refuses at load an object without a requiredElements list', () => {
    expect(loadProblem('is-xml', { elements: ['a'] })).toContain('`requiredElements`');
    expect(loadProblem('contains-xml', { requiredElements: ['a'] })).toBeNull();
    expect(loadProblem('is-xml', {})).toBeNull();
  });
});

describe('contains-xml', () => {
  it('finds XML in prose and fenced blocks', async () => {
    expect(await verdict('contains-xml', 'Sure: <root><a>1</a></root> bye')).toEqual(['pass', 1]);
    expect(await verdict('contains-xml', '```xml\n<r/>\n```')).toEqual(['pass', 1]);
    expect(await verdict('contains-xml', 'no markup')).toEqual(['fail', 0]);
    expect(await verdict('not-contains-xml', 'no markup')).toEqual(['pass', 1]);
  });

  it('tries the outermost elements and runs of siblings, never an element inside another alone', async () => {
    expect(await verdict('contains-xml', 'x <root><a>1</a></root> y', 'a')).toEqual(['fail', 0]);
    expect(await verdict('contains-xml', 'x <root><a>1</a></root> y', 'root.a')).toEqual(['pass', 1]);
    expect(await verdict('contains-xml', 'x <a>1</a><b>2</b> y', 'a, b')).toEqual(['pass', 1]);
  });
});

describe('is-html', () => {
  it('wants known elements the user wrote, not prose with tags in it', async () => {
    expect(await verdict('is-html', '<p>Hello</p>')).toEqual(['pass', 1]);
    expect(await verdict('is-html', '<my-widget>x</my-widget>')).toEqual(['pass', 1]);
    expect(await verdict('is-html', '<foo>x</foo>')).toEqual(['fail', 0]);
    expect((await run('is-html', 'Use the <b>bold</b> tag.')).reason).toBe('Output must be wrapped in HTML tags');
    expect(await verdict('is-html', '<body>just text</body>')).toEqual(['pass', 1]);
    expect(await verdict('is-html', '<htmlx>y</htmlx>')).toEqual(['fail', 0]);
  });

  it('refuses empty output and XML', async () => {
    expect((await run('is-html', '  ')).reason).toBe('Output is empty');
    expect((await run('is-html', '<?xml version="1.0"?><p>x</p>')).reason).toBe('Output appears to be XML, not HTML');
    expect(await verdict('not-is-html', '')).toEqual(['pass', 1]);
  });
});

describe('contains-html', () => {
  it('needs two signals of markup', async () => {
    expect(await verdict('contains-html', 'Use the <b>bold</b> tag.')).toEqual(['pass', 1]);
    expect(await verdict('contains-html', '<br/>')).toEqual(['pass', 1]);
    expect(await verdict('contains-html', 'Tom &amp; Jerry')).toEqual(['fail', 0]);
    expect(await verdict('contains-html', 'x < y and y > z')).toEqual(['fail', 0]);
    expect(await verdict('not-contains-html', 'plain')).toEqual(['pass', 1]);
  });
});
