// Progress on stderr: a live line on a terminal; in CI (no terminal), a log
// line every 10% or 15 seconds, whichever comes first.
import type { LineWriter } from '../base/index.js';
import type { RunProgress } from './runner.js';

export interface ProgressReporter {
  update(label: string, progress: RunProgress): void;
  done(): void;
}

const LOG_EVERY_MS = 15_000;
const REDRAW_EVERY_MS = 100;

export function createProgressReporter(out: LineWriter, now: () => number = Date.now): ProgressReporter {
  const tty = out.isTTY;
  // Per label: datasets may run side by side and report in turn.
  const state = new Map<string, { started: number; lastDecile: number; lastLog: number }>();
  let lastDraw = 0;
  let drawn = false;
  const line = (label: string, p: RunProgress, started: number) => {
    const elapsed = now() - started;
    const eta = p.done > 0 && p.done < p.total ? Math.round(((elapsed / p.done) * (p.total - p.done)) / 1000) : null;
    const pct = p.total === 0 ? 100 : Math.floor((p.done / p.total) * 100);
    return `${label}: ${p.done}/${p.total} (${pct}%), ${p.errors} errors${eta !== null ? `, ETA ${eta}s` : ''}`;
  };
  return {
    update(label, p) {
      const t = now();
      let s = state.get(label);
      if (!s) {
        s = { started: t, lastDecile: 0, lastLog: 0 };
        state.set(label, s);
      }
      if (tty) {
        if (t - lastDraw < REDRAW_EVERY_MS && p.done < p.total) return;
        const width = 30;
        const filled = p.total === 0 ? width : Math.round((p.done / p.total) * width);
        out.status(`[${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${line(label, p, s.started)}`);
        drawn = true;
        lastDraw = t;
      } else {
        const decile = p.total === 0 ? 10 : Math.floor((p.done / p.total) * 10);
        if (decile <= s.lastDecile && t - s.lastLog < LOG_EVERY_MS) return;
        s.lastDecile = Math.max(s.lastDecile, decile);
        s.lastLog = t;
        out.line(line(label, p, s.started));
      }
    },
    done() {
      if (tty && drawn) out.endStatus();
      drawn = false;
    },
  };
}
