// Check-run annotations on the cases.jsonl lines of regressed and failing
// cases, so a reviewer lands on the case itself (pure).
import { excerpt, stripControl } from '../base/index.js';
import { reasonOf } from './markdown.js';
import type { EvalResults } from '../results/index.js';

export interface CaseAnnotation {
  path: string;
  start_line: number;
  end_line: number;
  annotation_level: 'failure' | 'warning';
  title: string;
  message: string;
}

/** Most annotations per run: GitHub shows few anyway, and each batch is a request. */
export const MAX_ANNOTATIONS = 500;

export function caseAnnotations(results: EvalResults, casesPath: string): CaseAnnotation[] {
  const regressed = new Set(results.comparison?.cases.filter((c) => c.classification === 'regression').map((c) => c.id) ?? []);
  const out: CaseAnnotation[] = [];
  for (const c of results.cases) {
    if (c.status === 'pass' && !c.flaky) continue;
    const failing = c.results.find((r) => r.status !== 'pass') ?? c.results[0];
    const isRegression = regressed.has(c.id);
    out.push({
      path: casesPath,
      start_line: c.line,
      end_line: c.line,
      annotation_level: isRegression || c.must_pass ? 'failure' : 'warning',
      title: `${excerpt(stripControl(results.dataset.name), 80)}: ${excerpt(stripControl(c.id), 80)} ${isRegression ? 'regressed' : c.status === 'error' ? 'errored' : 'failed'}${c.flaky ? ' (flaky)' : ''}`,
      message: excerpt(stripControl(failing ? `${failing.model}: ${reasonOf(failing)}` : c.status), 1000),
    });
  }
  // Regressions first, so a cap keeps them.
  return out.sort((a, b) => Number(b.annotation_level === 'failure') - Number(a.annotation_level === 'failure')).slice(0, MAX_ANNOTATIONS);
}
