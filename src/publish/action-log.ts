// The action's log: @actions/core, with every line scrubbed of credentials
// (src/base/redact.ts) and made inert first (src/base/log.ts says why).
// core.warning and core.setFailed escape their message into one annotation,
// but core.info writes raw lines, so both get inert lines.
import * as core from '@actions/core';
import { inertLine, type Log, secretScrubber } from '../base/index.js';

const lines = (parts: string[]) => secretScrubber().lines(parts).map(inertLine).join('\n');

export const actionLog: Log & { error(...lines: string[]): void; fail(...lines: string[]): void } = {
  info: (...parts) => core.info(lines(parts)),
  warning: (...parts) => core.warning(lines(parts)),
  /** An error annotation that does not fail the step by itself. */
  error: (...parts: string[]) => core.error(lines(parts)),
  /** Marks the step failed with this message (one line per argument). */
  fail: (...parts) => core.setFailed(lines(parts)),
};
