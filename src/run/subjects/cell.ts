// A cell subject: one prompt of the dataset's own on one model (a promptfoo
// config's cell), which the dataset's kind made (DatasetKind.ownSubjects).
// The kind renders each request and says how the reply is rewritten; the call,
// answer reuse and the kind's verdict are the model subject's (model.ts).
import { samples } from '../../providers/index.js';
import type { Cell } from '../../kinds/index.js';
import type { CellSubject } from '../run-types.js';
import { calledAnswer, hasReusedAnswer } from './model.js';

export function cellSubject(cell: Cell): CellSubject {
  return {
    kind: 'cell',
    label: cell.label,
    cell,
    samples: samples(cell.provider.spec.kind),
    async answer(task, options, resources) {
      const rendered = await cell.request(task.testCase, task.trial, options);
      if (typeof rendered === 'string') return rendered;
      const attempt = await calledAnswer(task, options, resources, cell.provider, rendered, cell.transform(task.testCase, options, rendered.vars));
      if (typeof attempt !== 'string' && rendered.vars) attempt.vars = rendered.vars;
      return attempt;
    },
    async hasReusedAnswer(task, options) {
      const rendered = await cell.request(task.testCase, task.trial, options);
      // A reply some transform rewrites was never the recorded output: only without one may the baseline's answer stand in.
      return hasReusedAnswer(task, options, cell.provider, () => rendered, cell.transform(task.testCase, options) === undefined);
    },
  };
}
