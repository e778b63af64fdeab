// A subset run (tags, sample, shard) said in one line of a report.
import type { SelectionRecord } from '../config/index.js';

/** One line for reports: "20 of 300 cases selected (tags: smoke, !slow; sample 20, seed 0)". */
export function describeSelection(record: SelectionRecord): string {
  const how = [
    record.tags.length > 0 ? `tags: ${record.tags.join(', ')}` : '',
    record.sample !== null ? `sample ${record.sample}, seed ${record.seed ?? ''}` : '',
    record.shard ? `shard ${record.shard.index} of ${record.shard.count}` : '',
  ].filter(Boolean);
  return `${record.selected} of ${record.total} cases selected (${how.join('; ')}); the comparison covers the selected cases only`;
}
