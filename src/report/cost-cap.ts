// The run's cost cap in reports (pure): said once at the top of the dataset it
// stopped, instead of once per case that was not run.
import type { Results } from '../config/results.js';
import { formatUsd, plural } from '../format.js';
import { escapeMarkdown, oneLine } from './escape.js';
import { costCapRefusalText } from '../run/cost-cap.js';

type WithCap = Pick<Results, 'cost_cap'>;

/** The reason the cap's refused calls carry (as src/run/cost-cap.ts words it), or null without a cap stop. */
export function costCapRefusal(results: WithCap): string | null {
  const cap = results.cost_cap;
  return cap ? costCapRefusalText(cap.limit_usd, cap.option) : null;
}

function sentence(results: WithCap): string | null {
  const cap = results.cost_cap;
  if (!cap) return null;
  return `Stopped calling models: the run's cost cap of ${formatUsd(cap.limit_usd)} (${cap.option}) was reached; ${plural(cap.not_run, 'result')} of this dataset ${cap.not_run === 1 ? 'was' : 'were'} not run and ${cap.not_run === 1 ? 'is an error' : 'are errors'}.`;
}

export function costCapMarkdown(results: WithCap): string[] {
  const text = sentence(results);
  return text ? ['> [!WARNING]', `> ${escapeMarkdown(text)}`, ''] : [];
}

export function costCapText(results: WithCap): string[] {
  const text = sentence(results);
  return text ? [`  ${oneLine(text)}`] : [];
}
