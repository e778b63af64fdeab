// YAML files of a promptfoo config, read as promptfoo reads them (src/base/yaml.ts),
// with the line of a parse error for the message.
import { isMap, isScalar, isSeq, LineCounter, parseDocument } from 'yaml';
import { loadYaml, YamlAliasError } from '../../base/yaml.js';

/** One YAML document (JSON is YAML), or the parse error's 1-based line and message. Empty text gives undefined. */
export function parseYaml(content: string): { value: unknown } | { line: number | undefined; message: string } {
  try {
    return { value: loadYaml(content) };
  } catch (error) {
    const mark = (error as { mark?: { line?: number } }).mark;
    const reason = (error as { reason?: string }).reason ?? (error as Error).message;
    // Refused aliases are valid YAML: the reason says what is wrong.
    const message = error instanceof YamlAliasError ? reason : `not valid YAML: ${reason}`;
    return { line: mark?.line === undefined ? undefined : mark.line + 1, message };
  }
}

/**
 * The 1-based line of each item of the top-level list `key` (null: the
 * document itself is the list) in a YAML (or JSON) text, null where it
 * cannot be told: where a config or a tests file writes each of its tests,
 * for the report's links, the check's annotations and the warnings.
 */
export function listItemLines(text: string, key: string | null): (number | null)[] {
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { lineCounter, uniqueKeys: false });
  const list = key === null ? doc.contents : doc.get(key, true);
  if (!isSeq(list)) return [];
  return list.items.map((item) => lineOf(item, lineCounter));
}

/** The 1-based line of the top-level `key` of a YAML (or JSON) text, or null. */
export function keyLine(text: string, key: string): number | null {
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { lineCounter, uniqueKeys: false });
  const pair = isMap(doc.contents) ? doc.contents.items.find((p) => isScalar(p.key) && p.key.value === key) : undefined;
  return lineOf(pair?.key, lineCounter);
}

function lineOf(node: unknown, lineCounter: LineCounter): number | null {
  const start = (node as { range?: [number, number, number] } | null | undefined)?.range?.[0];
  return start === undefined ? null : lineCounter.linePos(start).line;
}
