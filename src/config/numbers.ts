// The number rules both front ends share: a CLI flag and an action input of
// the same meaning accept the same values and say the same thing when wrong.

export type NumberRule = { parse(text: string): number | null; describe: string };

export const POSITIVE_INT: NumberRule = {
  parse: (text) => {
    const n = Number(text.trim());
    return text.trim() !== '' && Number.isInteger(n) && n >= 1 ? n : null;
  },
  describe: 'a whole number of at least 1',
};

export const FRACTION: NumberRule = {
  parse: (text) => {
    const n = Number(text.trim());
    return text.trim() !== '' && Number.isFinite(n) && n >= 0 && n <= 1 ? n : null;
  },
  describe: 'a number from 0 to 1',
};

export const numberProblem = (name: string, rule: NumberRule, text: string) => `${name} must be ${rule.describe}, got "${text}"`;
