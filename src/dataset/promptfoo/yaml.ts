// YAML files of a promptfoo config, read as promptfoo reads them (src/base/yaml.ts),
// with the line of a parse error for the message.
import { isMap, isScalar, isSeq, LineCounter, parseDocument } from 'yaml';
import { loadYaml, YamlAliasError } from '../../base/index.js';

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
 * Where a YAML (or JSON) text writes things, as 1-based lines, null where it
 * cannot be told: each item of a top-level list (`tests`, `scenarios`; null:
 * the document is the list), a top-level key (`defaultTest`). For the
 * report's links, the check's annotations and the warnings. The text is
 * parsed once, into nodes only: aliases are not expanded.
 */
export interface TextLines {
  items(key: string | null): (number | null)[];
  key(key: string): number | null;
}

export function textLines(text: string): TextLines {
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { lineCounter, uniqueKeys: false });
  const lineOf = (node: unknown): number | null => {
    const start = (node as { range?: [number, number, number] } | null | undefined)?.range?.[0];
    return start === undefined ? null : lineCounter.linePos(start).line;
  };
  return {
    items(key) {
      const list = key === null ? doc.contents : doc.get(key, true);
      return isSeq(list) ? list.items.map(lineOf) : [];
    },
    key(key) {
      const pair = isMap(doc.contents) ? doc.contents.items.find((p) => isScalar(p.key) && p.key.value === key) : undefined;
      return lineOf(pair?.key);
    },
  };
}
