// Where the baseline came from, in words, and how this run's figures moved
// against it: "Baseline: main @ `abc1234` (run #812, 3 days ago)", the config
// parts that differ, and the change in cost and p95 latency. Pure: times are
// measured against this run's finished_at, never the clock. Links are built
// only from parts that look like what GitHub makes (a hex commit, a numeric
// run id, owner/repo, an http(s) origin), so a hand-made results file cannot
// smuggle a link in.

import type { ConfigParts, Results, RunSource, Provenance } from '../config/index.js';
import { formatCost, formatLatency } from '../base/index.js';
import { type EvalResults, totalCostUsd } from '../results/index.js';

type ReportResults = Pick<EvalResults, 'run' | 'summary'> & Partial<Pick<EvalResults, 'comparison' | 'baseline_note' | 'config'>>;

/** The provenance's `source` for a baseline from the Actions cache (its key goes to the job log only). */
export const CACHE_SOURCE = 'from the cache';

const SHA = /^[0-9a-f]{7,64}$/i;
const RUN_ID = /^\d{1,20}$/;
const REPOSITORY = /^[\w.-]{1,100}\/[\w.-]{1,100}$/;

/** "3 days ago", "5 hours ago", "12 minutes ago", "just now"; null when a time is unreadable or `then` is later than `now`. */
export function relativeTime(then: string, now: string): string | null {
  const ms = Date.parse(now) - Date.parse(then);
  if (!Number.isFinite(ms) || ms < 0) return null;
  const minutes = Math.floor(ms / 60_000);
  const hours = Math.floor(minutes / 60);
  const days = Math.floor(hours / 24);
  const ago = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'} ago`;
  if (days >= 1) return ago(days, 'day');
  if (hours >= 1) return ago(hours, 'hour');
  if (minutes >= 1) return ago(minutes, 'minute');
  return 'just now';
}

/** The branch a source names: its branch, else its ref without refs/heads/. */
export function branchOf(source: RunSource): string | null {
  if (source.branch) return source.branch;
  const ref = source.ref ?? '';
  return ref.startsWith('refs/heads/') ? ref.slice('refs/heads/'.length) : null;
}

function repoUrl(source: RunSource): string | null {
  const server = source.server_url?.replace(/\/+$/, '') ?? '';
  if (!source.repository || !REPOSITORY.test(source.repository)) return null;
  let origin: URL;
  try {
    origin = new URL(server);
  } catch {
    return null;
  }
  if ((origin.protocol !== 'https:' && origin.protocol !== 'http:') || origin.pathname !== '/' || origin.search || origin.hash || origin.username)
    return null;
  return `${origin.origin}/${source.repository}`;
}

export function commitUrl(source: RunSource): string | null {
  const repo = repoUrl(source);
  return repo && source.commit && SHA.test(source.commit) ? `${repo}/commit/${source.commit}` : null;
}

export function runUrl(source: RunSource): string | null {
  const repo = repoUrl(source);
  if (!repo || !source.run_id || !RUN_ID.test(source.run_id)) return null;
  const attempt = source.run_attempt !== undefined && source.run_attempt > 1 ? `/attempts/${source.run_attempt}` : '';
  return `${repo}/actions/runs/${source.run_id}${attempt}`;
}

/** The parts of the config that differ, in a fixed order; null when either side does not record them. */
export function configDifference(now: ConfigParts | undefined, before: ConfigParts | undefined): (keyof ConfigParts)[] | null {
  if (!now || !before) return null;
  return (['dataset', 'prompt', 'models', 'judge', 'settings'] as const).filter((part) => now[part] !== before[part]);
}

const PART_NAMES: Record<keyof ConfigParts, string> = {
  dataset: 'the dataset',
  prompt: 'the prompt',
  models: 'the models',
  judge: 'the judge',
  settings: 'the settings',
};

/** "the dataset and the prompt changed since" */
export function describeConfigChange(parts: readonly (keyof ConfigParts)[]): string {
  const names = parts.map((p) => PART_NAMES[p]);
  const list = names.length <= 1 ? (names[0] ?? 'nothing') : `${names.slice(0, -1).join(', ')} and ${names.at(-1) ?? ''}`;
  return `${list} changed since`;
}

/** Text pieces a renderer formats: `code` and `link` wrap their text as the format can. */
export interface Words {
  code(text: string): string;
  link(text: string, url: string | null): string;
  /** Untrusted text (a branch name). */
  text(text: string): string;
}

/**
 * "main @ `abc1234` (run #812, 3 days ago)" for the baseline's own source; null
 * when it records neither a commit nor a run (a baseline from before `source`).
 */
export function describeOrigin(baseline: Provenance, finishedAt: string, w: Words): string | null {
  const origin = baseline.origin;
  if (!origin || (!origin.commit && !origin.run_id)) return null;
  const branch = branchOf(origin);
  const commit = origin.commit ? w.link(w.code(origin.commit.slice(0, 7)), commitUrl(origin)) : null;
  const where = [branch ? w.text(branch) : null, commit].filter(Boolean).join(' @ ');
  const run = origin.run_number !== undefined ? `run #${origin.run_number}` : origin.run_id ? `run ${w.text(origin.run_id)}` : null;
  const when = baseline.point ? relativeTime(baseline.point.date, finishedAt) : baseline.ran_at ? relativeTime(baseline.ran_at, finishedAt) : null;
  const details = [run ? w.link(run, runUrl(origin)) : null, when].filter(Boolean).join(', ');
  return `${where || 'an earlier run'}${details ? ` (${details})` : ''}`;
}

/** The baseline's config against this run's: a sentence, or null when they match or either is unknown. */
export function configChangeSentence(results: ReportResults): string | null {
  const baseline = results.comparison?.baseline;
  const diff = configDifference(results.config, baseline?.config);
  if (!diff || diff.length === 0) return null;
  return `The baseline ran a different config: ${describeConfigChange(diff)}.`;
}

/** The baseline's date said relatively, for baselines without a recorded source. */
export function baselineAge(results: ReportResults): string | null {
  const b = results.comparison?.baseline;
  const then = b?.point?.date ?? b?.ran_at;
  return then ? relativeTime(then, results.run.finished_at) : null;
}

export interface FigureChange {
  /** Signed, e.g. "+$0.0020, +19.4%" or "−150 ms, −12%"; null when either side is unknown. */
  cost: string | null;
  p95: string | null;
}

/** This run's cost (models and judge) and p95 latency against the baseline's, when the baseline recorded them. */
export function figureChanges(results: Pick<Results, 'summary'> & Partial<Pick<EvalResults, 'comparison'>>): FigureChange {
  const before = results.comparison?.baseline.point;
  if (!before) return { cost: null, p95: null };
  const change = (now: number | null, then: number | null, format: (abs: number) => string): string | null => {
    if (now === null || then === null) return null;
    const d = now - then;
    const sign = d > 0 ? '+' : d < 0 ? '−' : '±';
    const pct =
      then === 0
        ? ''
        : `, ${sign}${Math.abs((d / then) * 100)
            .toFixed(1)
            .replace(/\.0$/, '')}%`;
    return `${sign}${format(Math.abs(d))}${pct}`;
  };
  return {
    cost: change(totalCostUsd(results.summary), before.cost_usd, (x) => formatCost(Math.round(x * 1e8) / 1e8)),
    p95: change(results.summary.p95_latency_ms, before.p95_latency_ms, formatLatency),
  };
}

/**
 * The report's baseline paragraph. A cached baseline with a recorded source is
 * named by its commit and run (the cache key is in the job log); otherwise the
 * note says where it came from, with its run and age when known.
 */
export function baselineLines(results: ReportResults, w: Words): string[] {
  const b = results.comparison?.baseline;
  const note = results.baseline_note ?? null;
  const origin = b ? describeOrigin(b, results.run.finished_at, w) : null;
  const config = configChangeSentence(results);
  if (b && origin) {
    const first = b.source === CACHE_SOURCE || !note ? `Baseline: ${origin}.` : `${w.text(note)} Recorded by ${origin}.`;
    return [config ? `${first} ${config}` : first];
  }
  if (!note) return [];
  const age = baselineAge(results);
  const when = [b?.run_id ? `run ${b.run_id}` : '', b?.ran_at ? `recorded ${b.ran_at}` : '', age ?? ''].filter(Boolean).join(', ');
  // The run and age go inside the note's sentence: "baseline.json (recorded …).", not "baseline.json. (recorded …)".
  const stem = when ? note.replace(/\.\s*$/, '') : note;
  const stop = stem === note ? '' : '.';
  // A note that already ends in a parenthesis ("(same config)") takes the run and age inside it.
  const dated = !when ? w.text(stem) : stem.endsWith(')') ? `${w.text(stem.slice(0, -1))}, ${w.text(when)})` : `${w.text(stem)} (${w.text(when)})`;
  return [`${dated}${stop}${config ? ` ${config}` : ''}`];
}
