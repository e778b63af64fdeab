// Where `run` and `merge` report: the report on stdout, the HTML report, the
// late errors after them on stderr, and the exit code. The results files are
// the dataset step's (dataset-ports.ts).
import { inertJson, type LineWriter, WriteError, writeFileAtomic } from '../base/index.js';
import { renderSummary, setupLogText, renderText } from '../report/index.js';
import { distinctSetupErrors, NO_CASES, noCasesWhy, nothingEvaluated, type EvalResults } from '../app/index.js';
import { EXIT } from './exit.js';
import type { Format } from './parse.js';

/** The streams as line writers: every line goes through inertLine (src/base/log.ts). */
export type Out = { stdout: LineWriter; stderr: LineWriter };

/** The report on stdout, the late errors after it, and the exit code: the same for `run` and `merge`. */
export function report(all: EvalResults[], inputFields: string[], lateErrors: string[], format: Format, io: Out, stopped: number | null): number {
  const setupErrors = distinctSetupErrors(all);
  for (const e of setupErrors)
    io.stderr.line(
      ...setupLogText(e)
        .split('\n')
        .map((l, i) => (i === 0 ? `supereval: ${l}` : `  ${l}`)),
    );
  if (format === 'json') {
    io.stdout.block(`${inertJson(all.length === 1 ? all[0] : all)}\n`);
  } else {
    // Markdown is the job summary's layout (an overview table for several datasets), for other CI systems' summaries.
    io.stdout.block(format === 'markdown' ? renderSummary({ results: all, inputFields }) : all.map((r) => renderText(r)).join('\n'));
  }
  const empty = nothingEvaluated(all);
  if (empty) io.stderr.line(`supereval: ${NO_CASES}: ${noCasesWhy(all.map((r) => r.dataset.name))}`);
  for (const failure of lateErrors) io.stderr.line(`supereval: ${failure}`);
  if (stopped !== null) return stopped;
  if (setupErrors.length > 0) return EXIT.setup;
  if (lateErrors.length > 0 || empty) return EXIT.usage;
  return all.every((r) => r.gate.passed) ? EXIT.passed : EXIT.blocked;
}

/** The HTML report under --html, if given (also when a gate blocked); one that cannot be written is a late error. */
export async function writeHtml(file: string | undefined, all: EvalResults[], inputFields: string[], lateErrors: string[]): Promise<void> {
  if (file === undefined) return;
  // Loaded only when asked for: the renderer's page script and styles stay out of every other run.
  const { renderHtml } = await import('../report/html/index.js');
  try {
    await writeFileAtomic(file, renderHtml(all, { inputFields }));
  } catch (error) {
    if (!(error instanceof WriteError)) throw error;
    lateErrors.push(`HTML report not written: ${error.message}; ${error.fix('give another --html path')}`);
  }
}
