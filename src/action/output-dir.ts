// Where a step writes its results, summary.md and history. Several supereval
// steps in one job (one per package of a monorepo, say) share the workspace,
// so by default each step gets a folder of its own under supereval-results/,
// named by GITHUB_ACTION: the step's `id`, or the name the runner makes
// unique within the job for a step without one (`__owner_repo`, then a
// numbered one). An output-dir the workflow gives is used as given.
export const OUTPUT_ROOT = 'supereval-results';

/** The output folder, relative to the workspace. */
export function stepOutputDir(given: string | undefined, stepName: string | undefined): string {
  if (given !== undefined) return given;
  // The runner strips special characters already; a dot or slash must still never lead out of OUTPUT_ROOT.
  const folder = (stepName ?? '').trim().replace(/[^A-Za-z0-9_-]/g, '_');
  return folder === '' ? OUTPUT_ROOT : `${OUTPUT_ROOT}/${folder}`;
}
