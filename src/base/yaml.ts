// YAML as promptfoo 0.121.20 reads what users write (src/util/yamlLoad.ts):
// js-yaml 5.2.2, pinned as promptfoo pins it, with js-yaml 4's default schema,
// so a config, a test file or a schema given as text parses to the same values.
import * as yaml from 'js-yaml';

/**
 * js-yaml 4's default schema for user-written YAML: merge keys and the legacy
 * standard tags, `!!set` as an object whose keys map to null
 * (promptfoo src/util/yamlLoad.ts, YAML_LOAD_SCHEMA).
 */
const legacySetTag = yaml.defineMappingTag('tag:yaml.org,2002:set', {
  ...yaml.legacyMapTag,
  identify: yaml.setTag.identify,
  represent: yaml.setTag.represent,
  addPair: (container, key, value) =>
    value !== null ? 'cannot resolve a set item' : yaml.legacyMapTag.addPair(container as Parameters<typeof yaml.legacyMapTag.addPair>[0], key, null),
} as Parameters<typeof yaml.defineMappingTag>[1]);
const YAML_LOAD_SCHEMA = yaml.CORE_SCHEMA.withTags(yaml.mergeTag, yaml.binaryTag, yaml.timestampTag, yaml.omapTag, yaml.pairsTag, legacySetTag);

/**
 * One YAML document, as promptfoo's loadYaml reads it: an empty or
 * comment-only text gives undefined, more than one document is an error.
 */
export function loadYaml(content: string, options: { json?: boolean } = {}): unknown {
  const documents = yaml.loadAll(content, { schema: YAML_LOAD_SCHEMA, ...options });
  if (documents.length === 0) return undefined;
  if (documents.length > 1) throw new yaml.YAMLException('expected a single document in the stream, but found more');
  return documents[0];
}
