// The run's caps in reports (pure): the cost cap, the time budget and
// stop-early, each said once at the top of the dataset it stopped, instead of
// once per case that was not run.
import type { ModelResult, Results } from '../config/index.js';
import { formatDuration, formatUsd, plural, escapeMarkdown, oneLine } from '../base/index.js';
import { costCapRefusalText, durationCapRefusalText, stopEarlyRefusalText } from '../run/index.js';
import { resultMentions } from '../results/index.js';

type WithCaps = Pick<Results, 'cost_cap' | 'duration_cap' | 'stopped_early'>;

/** The reasons the caps' refused calls carry (as src/run words them); empty when no cap stopped this dataset. */
export function capRefusals(results: WithCaps): string[] {
  return [
    ...(results.cost_cap ? [costCapRefusalText(results.cost_cap.limit_usd, results.cost_cap.option)] : []),
    ...(results.duration_cap ? [durationCapRefusalText(results.duration_cap.limit_ms, results.duration_cap.option)] : []),
    ...(results.stopped_early ? [stopEarlyRefusalText(results.stopped_early.reason)] : []),
  ];
}

/** Whether a cap kept this result from running. */
export function stoppedByCap(results: WithCaps, result: ModelResult): boolean {
  return capRefusals(results).some((text) => resultMentions(result, text));
}

const notRun = (n: number) =>
  `${plural(n, 'result')} of this dataset ${n === 1 ? 'was' : 'were'} not run and ${n === 1 ? 'is an error' : 'are errors'}`;

function sentences(results: WithCaps): string[] {
  const out: string[] = [];
  const cost = results.cost_cap;
  if (cost)
    out.push(`Stopped calling models: the run's cost cap of ${formatUsd(cost.limit_usd)} (${cost.option}) was reached; ${notRun(cost.not_run)}.`);
  const time = results.duration_cap;
  if (time)
    out.push(`Stopped calling models: the run's time budget of ${formatDuration(time.limit_ms)} (${time.option}) ran out; ${notRun(time.not_run)}.`);
  const stop = results.stopped_early;
  if (stop)
    out.push(
      `Stopped early after case ${stop.case}: the verdict could no longer change (${stop.reason}); ${plural(stop.calls_saved, 'call')} saved, ${plural(stop.not_run, 'case')} not run (errors, never passes).`,
    );
  return out;
}

export function runCapsMarkdown(results: WithCaps): string[] {
  return sentences(results).flatMap((text) => ['> [!WARNING]', `> ${escapeMarkdown(text)}`, '']);
}

export function runCapsText(results: WithCaps): string[] {
  return sentences(results).map((text) => `  ${oneLine(text)}`);
}

/** Why these results must not become a baseline (not every case ran), or null when they may. */
export function incompleteReason(results: WithCaps & Pick<Results, 'run'>): string | null {
  if (results.run.interrupted) return 'the run was interrupted';
  if (results.cost_cap) return "the run's cost cap stopped it before every case ran";
  if (results.duration_cap) return "the run's time budget stopped it before every case ran";
  if (results.stopped_early) return 'stop-early stopped it before every case ran';
  return null;
}
