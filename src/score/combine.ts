// A case run against several models passes only if it passes on all of them;
// its score is the minimum (seed 000), so a regression on any model shows.
import type { ModelResult, Status } from '../config/results.js';

export function combineModelResults(results: ModelResult[]): { status: Status; score: number } {
  if (results.length === 0) return { status: 'error', score: 0 };
  const status: Status = results.some((r) => r.status === 'error')
    ? 'error'
    : results.some((r) => r.status === 'fail')
      ? 'fail'
      : 'pass';
  return { status, score: Math.min(...results.map((r) => r.score)) };
}
