// The face of base/: what the layers above use from it. Code outside base/ imports
// this file, never one behind it (test/layers.test.ts).
export { appendAll, maxOf, minOf } from './arrays.js';
export { editDistance, nearestName } from './edit-distance.js';
export { DatasetError, formatIssue, listedIssues, moreProblems, moreWarnings, type DatasetIssue, describeError } from './errors.js';
export { escapeHtml, escapeMarkdown, excerpt, oneLine, stripControl } from './escape.js';
export { parseRecord } from './fast-parse.js';
export { formatCost, formatDuration, formatLatency, formatPct, formatPoints, formatUsd, listCapped, plural } from './format.js';
export { inertJson, inertJsonText, LEGACY_COMMAND, lineWriter, type LineWriter, inertLine, type Log } from './log.js';
export { killGroup, spawnGroup, spawnGroupFile } from './process-group.js';
export { compilePythonRegex, PythonRegexError, translatePythonRegex } from './python-regex.js';
export {
  decodeUtf8,
  formatLimit,
  isPathInside,
  MAX_DATASET_FILE_MIB,
  OUTSIDE_WORKSPACE,
  readBoundedFile,
  readTextFileSync,
  readUserFile,
  type ReadOptions,
} from './read-file.js';
export { isSecretName, REDACTED, scrubber, secretScrubber, secretValues, type Scrubber } from './redact.js';
export { repoPath } from './repo-path.js';
export { SIGNAL_EXIT_CODES, watchStopSignals, type StopWatch } from './stop-signals.js';
export { VERSION } from './version.js';
export { describeInvalidUtf8, invalidUtf8 } from './utf8.js';
export { WriteError, writeFileAtomic } from './write-file.js';
export { loadYaml, YamlAliasError } from './yaml.js';
