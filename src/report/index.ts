// The face of report/: what the layers above use from it. Code outside report/ imports
// this file, never one behind it (test/layers.test.ts).
export { caseAnnotations } from './annotations.js';
export { checkSummary, checkTitle, renderComment, renderSummary } from './comment.js';
export {
  CHECK_ANNOTATION_MESSAGE_MAX_BYTES,
  CHECK_ANNOTATION_TITLE_MAX_CHARS,
  CHECK_ANNOTATIONS_PER_REQUEST,
  CHECK_OUTPUT_MAX_CHARS,
  COMMENT_BODY_MAX_CHARS,
  cutMarkdownToUtf8Bytes,
  cutToChars,
  cutToUtf8Bytes,
  JOB_SUMMARY_MAX_BYTES,
} from './limits.js';
export { CACHE_SOURCE, configDifference, describeConfigChange } from './provenance.js';
export { incompleteReason } from './run-caps.js';
export { setupLogText } from './setup.js';
export { datasetVerdicts, regressedCases, spendOutputs } from './step-outputs.js';
export { renderText } from './text.js';
export { historyFile } from './trend.js';
