// YAML files of a promptfoo config, read as promptfoo reads them (src/base/yaml.ts),
// with the line of a parse error for the message.
import { isSeq, LineCounter, parseDocument } from 'yaml';
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
 * The 1-based line of each item of the top-level list `key` in a YAML (or
 * JSON) text, null where it cannot be told: where a config writes or names
 * each of its tests, for the report's links and the check's annotations.
 */
export function listItemLines(text: string, key: string): (number | null)[] {
  const lineCounter = new LineCounter();
  const list = parseDocument(text, { lineCounter, uniqueKeys: false }).get(key, true);
  if (!isSeq(list)) return [];
  return list.items.map((item) => {
    const start = (item as { range?: [number, number, number] } | null)?.range?.[0];
    return start === undefined ? null : lineCounter.linePos(start).line;
  });
}
