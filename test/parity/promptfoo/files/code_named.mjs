// Named functions for javascript assertions (test/parity/promptfoo/corpus/code.yaml),
// `file://files/code_named.mjs:<name>`. No default export: with one, promptfoo would
// look the names up on it.
export const graded = (output) => ({ pass: output.length > 5, score: 0.6, reason: `length ${output.length}` });
export const numeric = (output) => output.length / 100;
export const throws = () => {
  throw new Error('the script gave up');
};
export const nothing = () => undefined;
export const text = () => 'yes';
export const partial = () => ({ pass: true });
export const asyncCheck = async (output) => output.startsWith('The');
export const context = (output, context) =>
  context.vars.city === 'Paris' && context.prompt === 'parity prompt' && context.config.min === 3 && context.logProbs === undefined;
