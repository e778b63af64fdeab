// YAML files of a promptfoo config, read as promptfoo reads them (src/base/yaml.ts),
// with the line of a parse error for the message.
import { loadYaml } from '../../base/yaml.js';

/** One YAML document (JSON is YAML), or the parse error's 1-based line and message. Empty text gives undefined. */
export function parseYaml(content: string): { value: unknown } | { line: number | undefined; message: string } {
  try {
    return { value: loadYaml(content) };
  } catch (error) {
    const mark = (error as { mark?: { line?: number } }).mark;
    const reason = (error as { reason?: string }).reason ?? (error as Error).message;
    return { line: mark?.line === undefined ? undefined : mark.line + 1, message: `not valid YAML: ${reason}` };
  }
}
