import { describe, expect, it } from 'vitest';
import { DURATION_MS, FRACTION, MAX_TRIALS, POSITIVE_INT, TRIALS, numberProblem } from '../../src/config/numbers.js';

describe('number rules shared by CLI flags and action inputs', () => {
  it.each(['1', '8', ' 16 ', '+3', '007'])('a whole number accepts decimal digits: %j', (text) => {
    expect(POSITIVE_INT.parse(text)).toBe(Number(text));
  });

  // Number() reads all of these; Python's int() (the tool our users come from) reads none.
  it.each(['0x10', '1e3', '0b11', '0o7', '1.0', '1_000', 'Infinity', '', ' ', '0', '-2', '9007199254740993'])('a whole number refuses %j', (text) => {
    expect(POSITIVE_INT.parse(text)).toBeNull();
  });

  it.each([
    ['0', 0],
    ['1', 1],
    ['0.25', 0.25],
    ['.5', 0.5],
    ['1.', 1],
    ['5e-1', 0.5],
  ])('a fraction accepts decimal notation: %j', (text, value) => {
    expect(FRACTION.parse(text)).toBe(value);
  });

  it.each(['0x1', '0b1', 'Infinity', 'NaN', '1.5', '-0.1', '', '1e3'])('a fraction refuses %j', (text) => {
    expect(FRACTION.parse(text)).toBeNull();
  });

  it(`bounds trials at ${MAX_TRIALS}, so 1e9 trials fail before any work instead of running out of memory`, () => {
    expect(TRIALS.parse(String(MAX_TRIALS))).toBe(MAX_TRIALS);
    expect(TRIALS.parse(String(MAX_TRIALS + 1))).toBeNull();
    expect(TRIALS.parse('1000000000')).toBeNull();
    expect(numberProblem('trials', TRIALS, '1000000000')).toBe(`trials must be a whole number from 1 to ${MAX_TRIALS}, got "1000000000"`);
  });

  it.each([
    ['90s', 90_000],
    ['25m', 1_500_000],
    ['25', 1_500_000],
    [' 1.5h ', 5_400_000],
    ['1s', 1000],
  ])('a duration reads %j (a plain number is minutes)', (text, ms) => {
    expect(DURATION_MS.parse(text)).toBe(ms);
  });

  it.each(['0', '0.5s', '10d', '-5m', '5 minutes', 'm', '', '1e3m', '8days', '169h'])('a duration refuses %j', (text) => {
    expect(DURATION_MS.parse(text)).toBeNull();
  });
});
