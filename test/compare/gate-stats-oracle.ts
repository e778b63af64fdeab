// The oracle scripts/gate-stats-oracle.py wrote (test/fixtures/gate-stats/):
// the gate's statistics computed from their published formulas by other
// numerical routes, read here for the tests of src/compare's modules.
import { readFileSync } from 'node:fs';

interface Rows<Row> {
  [name: string]: Row;
}

export interface GateStatsOracle {
  z: number;
  tango: { input: [number, number, number]; interval: [number, number] }[];
  clopper_pearson: { input: [number, number]; interval: [number, number] }[];
  t_quantiles: { input: [number, number]; quantile: number }[];
  pass_rate: Rows<{ estimate: number; low: number; high: number; effective_cases: number; df: number; clusters: number }>;
  paired: Rows<{ estimate: number; low: number; high: number; design_effect: number; df: number; clusters: number }>;
  confirmation: { p: number; dropped: number; flaky: number; undecided: number; mean_reruns: number }[];
}

export interface GateStatsInput {
  pass_rate: Rows<{ passes: number; samples: number; cluster?: string }[]>;
  paired: Rows<{ baseline: [number, number]; current: [number, number]; cluster?: string }[]>;
}

const read = <T>(file: string): T => JSON.parse(readFileSync(new URL(`../fixtures/gate-stats/${file}`, import.meta.url), 'utf8')) as T;

export const oracle = read<GateStatsOracle>('oracle.json');
export const input = read<GateStatsInput>('input.json');
