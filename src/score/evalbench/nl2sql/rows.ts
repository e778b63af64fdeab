// Result rows as EvalBench's scorers see them. EvalBench reads each row as a
// Python dict {column: value} and compares with Python's ==, so:
// - a column's name is part of the row and its position is not (two
//   columns of one name leave one entry: the last value, at the first
//   one's place);
// - cells compare as Python values: 1 == 1.0, True == 1, None == None,
//   '1' != 1, and floats exactly (no rounding).
// Each row or cell is turned into a string key with that equality, so sets,
// counts and comparisons are plain string operations.
import type { QueryResult } from '../../../sql/index.js';

/** A row as a Python dict: its entries in insertion order. */
export type RowDict = Map<string, unknown>;

export function rowDicts(result: QueryResult): RowDict[] {
  return result.rows.map((row) => {
    const dict: RowDict = new Map();
    result.columns.forEach((column, i) => dict.set(column, row[i]));
    return dict;
  });
}

/** The cell's identity under Python's == (and hash): numbers of any type by value, booleans as 1 and 0. */
export function cellKey(value: unknown): string {
  if (value === null || value === undefined) return 'None';
  if (typeof value === 'boolean') return `n:${value ? 1 : 0}`;
  if (typeof value === 'number') return `n:${Object.is(value, -0) ? 0 : value}`;
  if (typeof value === 'bigint') {
    const asNumber = Number(value);
    return BigInt(asNumber) === value ? `n:${asNumber}` : `i:${value.toString()}`;
  }
  if (typeof value === 'string') return `s:${value}`;
  return `j:${JSON.stringify(value)}`;
}

/** A row with its column names, order ignored: EvalBench's dict equality and convert_to_set. */
export function namedRowKey(row: RowDict): string {
  const entries = [...row].map(([name, value]) => [name, cellKey(value)]);
  entries.sort(([a], [b]) => ((a as string) < (b as string) ? -1 : (a as string) > (b as string) ? 1 : 0));
  return JSON.stringify(entries);
}

/** A row's values in column order, names ignored: set_match's tuple(d.values()). */
export function valuesRowKey(row: RowDict): string {
  return JSON.stringify([...row.values()].map(cellKey));
}

/** A column list as a reader sees it. */
export function columnList(row: RowDict | undefined, result: QueryResult): string {
  return `(${(row ? [...row.keys()] : result.columns).join(', ')})`;
}

/** "1 row", "3 rows". */
export const rowCount = (n: number) => `${n} row${n === 1 ? '' : 's'}`;
