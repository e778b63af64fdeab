// The subjects of a dataset's run (what answers its cases, src/run/run-types.ts
// Subject): the cells the dataset's kind made (a promptfoo config's), or the
// kind's agents, or the run's models. Each subject kind is one module here; the runner only asks a
// subject for its answer.
import { runsAgents } from '../../kinds/index.js';
import type { RunOptions, Subject } from '../run-types.js';
import { agentSubjects } from './agent.js';
import { modelSubject } from './model.js';
import { cellSubject } from './cell.js';

export { promptRequest } from './model.js';

export type SubjectOptions = Pick<
  RunOptions,
  'dataset' | 'providers' | 'agent' | 'system' | 'inference' | 'execTimeoutMs' | 'programs' | 'ownCells' | 'onlySubjects'
>;

/** The run's subjects, only those `onlySubjects` names when it is given (a failure's re-runs). */
export function subjectsFor(options: SubjectOptions): Subject[] {
  const all = allSubjects(options);
  const only = options.onlySubjects;
  return only ? all.filter((s) => only.has(s.label)) : all;
}

function allSubjects(options: SubjectOptions): Subject[] {
  if (options.ownCells) return options.ownCells.map(cellSubject);
  if (runsAgents(options.dataset.kind)) return agentSubjects(options);
  return options.providers.map(modelSubject);
}
