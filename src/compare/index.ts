// The face of compare/: what the layers above use from it. Code outside compare/ imports
// this file, never one behind it (test/layers.test.ts).
export { expectationFor, parseBaseline, restrictBaseline, type Baseline, type BaselineCase } from './baseline.js';
export { compareWithBaseline, TagCounter } from './classify.js';
export { confirmationTargets, notReproducedOn, type ConfirmationTarget } from './confirm.js';
export { EPSILON, evaluateGate, isMustPass, type FrontEnd } from './gate.js';
export { checkedHistory, historyPoint, nextHistory, soundPoint } from './history.js';
export { assessPower } from './stats.js';
export { toSuperevalBaseline } from './supereval-baseline.js';
export {
  CONFIRMATION_DEFAULTS,
  confirmationPlan,
  confirmationVerdict,
  type BaselineRecord,
  type ConfirmationPlan,
  type ConfirmationVerdict,
  type UndecidedPolicy,
} from './sequential-confirm.js';
export type { InconclusivePolicy } from './change-decision.js';
