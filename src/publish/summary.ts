// The job summary: the markdown report appended to GITHUB_STEP_SUMMARY
// through @actions/core, cut so the step stays within GitHub's 1 MiB.
import { stat } from 'node:fs/promises';
import * as core from '@actions/core';
import { secretScrubber } from '../base/index.js';
import { cutMarkdownToUtf8Bytes, JOB_SUMMARY_MAX_BYTES } from '../report/index.js';

export const SUMMARY_TRUNCATION_NOTE =
  "\n\n---\n**The report was cut at GitHub's 1 MiB job summary limit; the results JSON files have everything.**\n";

export type JobSummaryResult = { written: true; bytes: number; truncated: boolean } | { written: false; reason: string };

/**
 * Append `markdown` to this step's summary, `file` (GITHUB_STEP_SUMMARY,
 * which @actions/core writes). What the step has already written counts
 * against the limit. A missing or unwritable summary file is a warning
 * result, not an exception.
 */
export async function writeJobSummary(markdown: string, file: string | null | undefined): Promise<JobSummaryResult> {
  // Checked here because @actions/core remembers the path of its first write.
  if (!file) return { written: false, reason: 'GITHUB_STEP_SUMMARY is not set: there is no job summary to write to.' };
  const budget = JOB_SUMMARY_MAX_BYTES - (await sizeOf(file));
  if (budget < Buffer.byteLength(SUMMARY_TRUNCATION_NOTE)) {
    return { written: false, reason: 'The job summary is already at its 1 MiB limit; the report was not added.' };
  }
  // At a line end, with open <details> and code fences closed, so the note is not swallowed by them.
  const { text, truncated } = cutMarkdownToUtf8Bytes(secretScrubber().text(markdown), budget, SUMMARY_TRUNCATION_NOTE);
  try {
    await core.summary.addRaw(text).write();
    return { written: true, bytes: Buffer.byteLength(text), truncated };
  } catch (err) {
    core.summary.emptyBuffer();
    return { written: false, reason: `Could not write the job summary: ${err instanceof Error ? err.message : String(err)}` };
  }
}

async function sizeOf(file: string): Promise<number> {
  try {
    return (await stat(file)).size;
  } catch {
    return 0;
  }
}
