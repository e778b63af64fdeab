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
 * The most values and characters a document's aliases may add to it: far
 * above what repeats in a real config, far below what exhausts memory. A
 * value reached through an alias counts each time it is reached, as it does
 * for whatever reads the document next (JSON text, a copy per test).
 */
export const MAX_ALIAS_EXPANSION = 10_000_000;

/** The document is refused: its aliases expand it past MAX_ALIAS_EXPANSION, or one refers to the collection it is in. */
export class YamlAliasError extends yaml.YAMLException {}

/**
 * One YAML document, as promptfoo's loadYaml reads it: an empty or
 * comment-only text gives undefined, more than one document is an error.
 * Aliases are bounded first (MAX_ALIAS_EXPANSION, no cycles): nine lines of
 * `&a [*b, *b, ...]` stand for 10^9 values, which js-yaml shares but every
 * later reader copies.
 */
export function loadYaml(content: string, options: { json?: boolean } = {}): unknown {
  const events = yaml.parseEvents(content, {});
  checkAliases(content, events);
  const documents = yaml.constructFromEvents(events, { source: content, schema: YAML_LOAD_SCHEMA, ...options });
  if (documents.length === 0) return undefined;
  if (documents.length > 1) throw new yaml.YAMLException('expected a single document in the stream, but found more');
  return documents[0];
}

/** Throws YamlAliasError at the alias that expands the document past MAX_ALIAS_EXPANSION, or that refers to an open collection. */
function checkAliases(source: string, events: readonly yaml.Event[]): void {
  // The size of each anchored value as expanded: its nodes and its scalars' characters.
  let anchors = new Map<string, number>();
  // Open collections: where their size started, and their anchor.
  const open: { start: number; anchor: string | null }[] = [];
  let size = 0;
  let added = 0;
  const anchorOf = (event: { anchorStart: number; anchorEnd: number }) =>
    event.anchorStart < 0 ? null : source.slice(event.anchorStart, event.anchorEnd);
  for (const event of events) {
    if (event.type === yaml.EVENT_DOCUMENT) {
      anchors = new Map();
      size = 0;
      added = 0;
    } else if (event.type === yaml.EVENT_SCALAR) {
      const length = 1 + Math.max(0, event.valueEnd - event.valueStart);
      const anchor = anchorOf(event);
      if (anchor !== null) anchors.set(anchor, length);
      size += length;
    } else if (event.type === yaml.EVENT_SEQUENCE || event.type === yaml.EVENT_MAPPING) {
      open.push({ start: size, anchor: anchorOf(event) });
      size += 1;
    } else if (event.type === yaml.EVENT_POP) {
      // A document's end pops nothing of ours once its collections are closed.
      const closed = open.pop();
      if (closed?.anchor) anchors.set(closed.anchor, size - closed.start);
    } else {
      const name = source.slice(event.anchorStart, event.anchorEnd);
      const at = event.anchorStart - 1;
      if (open.some((o) => o.anchor === name))
        throw aliasError(source, at, `the alias *${name} is inside the value it refers to (a cycle), which supereval does not read`);
      const expanded = anchors.get(name) ?? 0;
      size += expanded;
      added += expanded;
      if (added > MAX_ALIAS_EXPANSION)
        throw aliasError(
          source,
          at,
          `its aliases (*${name} here) expand it to more than ${MAX_ALIAS_EXPANSION.toLocaleString('en-US')} values and characters, the most supereval reads (an alias bomb?); write the repeated part out, or refer to it fewer times`,
        );
    }
  }
}

function aliasError(source: string, position: number, reason: string): YamlAliasError {
  const before = source.slice(0, position);
  const line = before.split(/\r\n|\r|\n/).length - 1;
  const column = position - Math.max(before.lastIndexOf('\n'), before.lastIndexOf('\r')) - 1;
  return new YamlAliasError(reason, { name: '', buffer: source, position, line, column, snippet: '' });
}
