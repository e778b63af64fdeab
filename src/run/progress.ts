// Progress on stderr: a live line on a terminal; in CI (no terminal), a log
// line every 10% or 15 seconds, whichever comes first.
import type { LineWriter } from '../log.js';
import type { RunProgress } from './runner.js';

export interface ProgressReporter {
  update(label: string, progress: RunProgress): void;
  done(): void;
}

const LOG_EVERY_MS = 15_000;
const REDRAW_EVERY_MS = 100;

export function createProgressReporter(
  out: LineWriter,
  now: () => number = Date.now,
): ProgressReporter {
  const tty = out.isTTY;
  let started = now();
  let lastWrite = 0;
  let lastDecile = 0;
  let current = '';
  let drawn = false;
  const line = (label: string, p: RunProgress) => {
    const elapsed = now() - started;
    const eta = p.done > 0 && p.done < p.total ? Math.round(((elapsed / p.done) * (p.total - p.done)) / 1000) : null;
    const pct = p.total === 0 ? 100 : Math.floor((p.done / p.total) * 100);
    return `${label}: ${p.done}/${p.total} (${pct}%), ${p.errors} errors${eta !== null ? `, ETA ${eta}s` : ''}`;
  };
  return {
    update(label, p) {
      if (label !== current) {
        current = label;
        started = now();
        lastDecile = 0;
      }
      const t = now();
      if (tty) {
        if (t - lastWrite < REDRAW_EVERY_MS && p.done < p.total) return;
        const width = 30;
        const filled = p.total === 0 ? width : Math.round((p.done / p.total) * width);
        out.status(`[${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${line(label, p)}`);
        drawn = true;
      } else {
        const decile = p.total === 0 ? 10 : Math.floor((p.done / p.total) * 10);
        if (decile <= lastDecile && t - lastWrite < LOG_EVERY_MS) return;
        lastDecile = Math.max(lastDecile, decile);
        out.line(line(label, p));
      }
      lastWrite = t;
    },
    done() {
      if (tty && drawn) out.endStatus();
      drawn = false;
    },
  };
}
