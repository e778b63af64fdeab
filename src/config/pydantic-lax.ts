// The Python tool reads every file with pydantic v2's `model_validate_json`
// (supereval/storage.py load_cases, agent/storage.py load_agent_cases,
// rag/storage.py load_rag_cases), in pydantic's default lax mode. So
// `"max_steps": "6"` is the int 6 there, and a file that says so must load
// here too. These are pydantic's JSON-mode lax conversions for the field types
// the Python models use (int, float, bool), not a general coercion: anything
// pydantic refuses is refused here, and the value keeps its schema's checks.
import { z } from 'zod';

// pydantic-core strips underscores that stand between two characters
// ("1_000"), never a leading, trailing or doubled one.
function withoutUnderscores(text: string): string | null {
  if (!text.includes('_')) return text;
  if (text.startsWith('_') || text.endsWith('_') || text.includes('__')) return null;
  return text.replace(/_/g, '');
}

const INT_TEXT = /^[+-]?\d+$/;
// A whole number written with a fraction of zeros ("6.000"); "6." is refused.
const INT_WITH_ZERO_FRACTION = /^([+-]?\d+)\.0+$/;
const FLOAT_TEXT = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?$/;
const FLOAT_WORDS = /^[+-]?(?:inf|infinity|nan)$/i;

/** pydantic's lax int: an integral JSON number, a bool, or a decimal string (trimmed, "_" separators, a ".0" fraction). */
export function laxInt(value: unknown): unknown {
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (typeof value !== 'string') return value;
  const text = withoutUnderscores(value.trim());
  if (text === null) return value;
  const whole = INT_TEXT.test(text) ? text : INT_WITH_ZERO_FRACTION.exec(text)?.[1];
  return whole === undefined ? value : Number(whole);
}

/** pydantic's lax float: a JSON number, a bool, or a numeric string (trimmed, "_" separators, exponent, inf/nan). */
export function laxFloat(value: unknown): unknown {
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (typeof value !== 'string') return value;
  const text = withoutUnderscores(value.trim());
  if (text === null) return value;
  if (FLOAT_TEXT.test(text)) return Number(text);
  if (FLOAT_WORDS.test(text)) return /nan/i.test(text) ? NaN : text.startsWith('-') ? -Infinity : Infinity;
  return value;
}

const TRUE_WORDS = new Set(['1', 'on', 't', 'true', 'y', 'yes']);
const FALSE_WORDS = new Set(['0', 'off', 'f', 'false', 'n', 'no']);

/** pydantic's lax bool: 0 or 1 (also 0.0, 1.0), or one of its words in any letter case (not trimmed). */
export function laxBool(value: unknown): unknown {
  if (value === 0 || value === 1) return value === 1;
  if (typeof value !== 'string') return value;
  const word = value.toLowerCase();
  if (TRUE_WORDS.has(word)) return true;
  if (FALSE_WORDS.has(word)) return false;
  return value;
}

/**
 * `schema` behind pydantic's lax conversion. A converted value that is not a
 * finite number (the string "inf") is refused: no gate or count can run on it.
 */
export const pyInt = <T extends z.ZodType>(schema: T) => z.preprocess(laxInt, schema);
export const pyFloat = <T extends z.ZodType>(schema: T) => z.preprocess(laxFloat, schema);
export const pyBool = <T extends z.ZodType>(schema: T) => z.preprocess(laxBool, schema);
