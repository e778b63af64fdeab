// How a PostgreSQL cell becomes a plain JSON value, the same for PGlite and a
// real server: both engines read every column as PostgreSQL's text output and
// convert it here by the column's type, so a golden and a generated result
// render identically whichever engine ran them (the SQL scorers compare them).
//
// Numbers become numbers wherever a JavaScript number holds the value exactly
// as PostgreSQL wrote it; everything else keeps PostgreSQL's text (dates and
// times in ISO style, UTC: see PG_SESSION_SETTINGS).

/** Type OIDs from PostgreSQL's pg_type.dat (fixed across versions). */
const BOOL = 16;
const BYTEA = 17;
const INT8 = 20;
const INT2 = 21;
const INT4 = 23;
const OID = 26;
const FLOAT4 = 700;
const FLOAT8 = 701;
const NUMERIC = 1700;

/**
 * The settings every session runs with, so the text output of dates, times,
 * intervals, floats and bytes does not depend on the server's configuration.
 */
export const PG_SESSION_SETTINGS =
  "SET TimeZone = 'UTC'; SET DateStyle = 'ISO, MDY'; SET IntervalStyle = 'postgres'; SET extra_float_digits = 1; SET bytea_output = 'hex'";

/** A decimal's value as sign, significant digits and exponent, whatever its notation ("1.50", "1.5", "15e-1" agree). */
function decimalKey(text: string): string | null {
  const match = /^([+-]?)(\d*)(?:\.(\d*))?(?:e([+-]?\d+))?$/i.exec(text);
  if (!match) return null;
  const [, sign = '', whole = '', fraction = '', exponent = '0'] = match;
  let digits = (whole + fraction).replace(/^0+/, '');
  let power = Number(exponent) - fraction.length;
  if (digits === '') return '0';
  const trailing = /0*$/.exec(digits)?.[0].length ?? 0;
  digits = digits.slice(0, digits.length - trailing);
  power += trailing;
  return `${sign === '-' ? '-' : ''}${digits}e${power}`;
}

/** numeric: a number when the double prints back as the same decimal (12.50 gives 12.5), else PostgreSQL's text (more digits than a double holds, NaN). */
function numericCell(text: string): number | string {
  const value = Number(text);
  if (!Number.isFinite(value)) return text;
  return decimalKey(String(value)) === decimalKey(text) ? value : text;
}

/** One cell: PostgreSQL's text output of a value of the type `typeOid`, or null for SQL NULL. */
export function pgCell(typeOid: number, text: string | null): unknown {
  if (text === null) return null;
  switch (typeOid) {
    case BOOL:
      return text === 't';
    case INT2:
    case INT4:
    case OID:
      return Number(text);
    case INT8: {
      // count(*) and sum() of integers are bigint: a number while it is exact, else the digits.
      const value = Number(text);
      return Number.isSafeInteger(value) ? value : text;
    }
    case FLOAT4:
    case FLOAT8: {
      // NaN and Infinity have no JSON form: they stay as PostgreSQL writes them.
      const value = Number(text);
      return Number.isFinite(value) ? value : text;
    }
    case NUMERIC:
      return numericCell(text);
    case BYTEA:
      // Hex without the \x prefix, as the sqlite engine renders blobs.
      return text.startsWith('\\x') ? text.slice(2) : text;
    default:
      return text;
  }
}
