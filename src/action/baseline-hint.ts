// A baseline.json committed beside a dataset is the Python tool's (and the
// CLI's --update-baseline) way to keep a baseline; under the action's default
// `baseline: cache` it is not read. Said once per such dataset, so that a
// team moving over does not wonder why its committed baseline is ignored.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { BASELINE_FILE, type BaselineSource } from '../baseline/index.js';

/** One note per dataset folder holding a baseline.json that the `baseline` input leaves unread. */
export function unreadBaselineNotes(source: BaselineSource, datasetDirs: readonly string[], show: (file: string) => string): string[] {
  if (source.kind !== 'cache') return [];
  return datasetDirs
    .map((dir) => path.join(dir, BASELINE_FILE))
    .filter((file) => existsSync(file))
    .map(
      (file) =>
        `${show(file)} is not read: baseline: cache (the default) compares with the default branch's baseline in the Actions cache. To compare with the committed file instead, set baseline: file.`,
    );
}
