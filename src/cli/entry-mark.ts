/**
 * Set to true on globalThis before importing the bundle's entry to start the
 * CLI rather than the action. bin/supereval.js, plain JavaScript outside the
 * bundle, spells the same key: Symbol.for('supereval.cli').
 */
export const CLI_MARK = Symbol.for('supereval.cli');
