// YAML as promptfoo 0.121.20 reads it (src/util/yamlLoad.ts): js-yaml 5.2.2
// with js-yaml 4's default schema, so a config parses to the same values.
import * as yaml from 'js-yaml';

// `!!set` as an object whose keys map to null, as js-yaml 4 read it.
const legacySetTag = yaml.defineMappingTag('tag:yaml.org,2002:set', {
  ...yaml.legacyMapTag,
  identify: yaml.setTag.identify,
  represent: yaml.setTag.represent,
  addPair: (container, key, value) =>
    value !== null ? 'cannot resolve a set item' : yaml.legacyMapTag.addPair(container as Parameters<typeof yaml.legacyMapTag.addPair>[0], key, null),
} as Parameters<typeof yaml.defineMappingTag>[1]);
const YAML_LOAD_SCHEMA = yaml.CORE_SCHEMA.withTags(yaml.mergeTag, yaml.binaryTag, yaml.timestampTag, yaml.omapTag, yaml.pairsTag, legacySetTag);

/** One YAML document (JSON is YAML), or the parse error's 1-based line and message. Empty text gives undefined. */
export function parseYaml(content: string): { value: unknown } | { line: number | undefined; message: string } {
  try {
    const documents = yaml.loadAll(content, { schema: YAML_LOAD_SCHEMA });
    if (documents.length > 1) return { line: undefined, message: 'expected a single YAML document, but found more' };
    return { value: documents[0] };
  } catch (error) {
    const mark = (error as { mark?: { line?: number } }).mark;
    const reason = (error as { reason?: string }).reason ?? (error as Error).message;
    return { line: mark?.line === undefined ? undefined : mark.line + 1, message: `not valid YAML: ${reason}` };
  }
}
