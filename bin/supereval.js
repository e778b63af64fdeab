#!/usr/bin/env node
// The CLI runs from the committed bundle, which it shares with the action, so
// `npx supereval` needs no build step and no dependency. dist/index.js starts
// the action unless this mark (src/entry-mark.ts) says it is the CLI; the
// import is dynamic so that the mark is set first.
globalThis[Symbol.for('supereval.cli')] = true;
await import('../dist/index.js');
