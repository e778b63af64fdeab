// The code a dataset carries: what runs on the runner, or sends the case's
// data out, because the dataset says so (code assertions and their `file://`
// scripts, transforms, webhooks, script scorers). A pull request can change
// all of it, so a run may refuse it (allow-dataset-code, src/app/dataset-code.ts);
// this lists it, per case, so the refusal can name the cases. Pure: it reads
// the loaded dataset and runs nothing.
import type { Assertion } from '../config/case.js';
import { scriptScorers } from '../config/script-scorers.js';
import { caseOptions, type Dataset, type LoadedCase, type LoaderKind } from '../dataset/dataset.js';
import { DATASET_CODE } from './assertions/index.js';
import { caseAssertions, defaultAsserts, type ScoringKind } from './evaluate.js';

const NEGATION = 'not-';

/** One case that carries code of its own, and what (each kind once, in the order written). */
export interface CaseCode {
  id: string;
  code: string[];
}

export interface DatasetCode {
  dataset: string;
  /** Code dataset.json gives every case: `defaultTest.assert`, script scorers. */
  everyCase: string[];
  /** The cases with code of their own, in file order. */
  cases: CaseCode[];
  /** How many cases the dataset runs. */
  caseCount: number;
}

/** What one assertion runs, an assert-set's members and transforms included. */
function assertionCode(assertion: Assertion): string[] {
  const type = assertion.type.startsWith(NEGATION) ? assertion.type.slice(NEGATION.length) : assertion.type;
  const describe = Object.hasOwn(DATASET_CODE, type) ? DATASET_CODE[type] : undefined;
  return [
    ...(describe ? [describe(assertion.value)] : []),
    ...(assertion.transform !== undefined ? ['transform'] : []),
    ...(assertion.contextTransform !== undefined ? ['contextTransform'] : []),
    ...(assertion.assert ?? []).flatMap(assertionCode),
  ];
}

const distinct = (items: string[]): string[] => [...new Set(items)];

/** A promptfoo test's `options.transform`, JavaScript run over every output of the case. */
const outputTransform = (testCase: Pick<LoadedCase, 'data'>): string[] =>
  typeof caseOptions(testCase)['transform'] === 'string' ? ['transform'] : [];

const scorerCode = (meta: Dataset['meta']): string[] =>
  scriptScorers(meta.scorers).map((s) => (s.script_path !== undefined ? `python_scorer ${s.script_path}` : `script_scorer ${s.command?.[0] ?? ''}`));

/** The code `dataset` carries, or null when it carries none. */
export function datasetCode(dataset: Pick<Dataset<LoaderKind & ScoringKind>, 'name' | 'kind' | 'meta' | 'cases'>): DatasetCode | null {
  const everyCase = distinct([...defaultAsserts(dataset.meta).flatMap(assertionCode), ...scorerCode(dataset.meta)]);
  const cases = dataset.cases.flatMap((testCase): CaseCode[] => {
    const code = distinct([...caseAssertions(dataset.kind, testCase).flatMap(assertionCode), ...outputTransform(testCase)]);
    return code.length > 0 ? [{ id: testCase.id, code }] : [];
  });
  // A shard given none of the cases runs no code.
  if (dataset.cases.length === 0 || (everyCase.length === 0 && cases.length === 0)) return null;
  return { dataset: dataset.name, everyCase, cases, caseCount: dataset.cases.length };
}
