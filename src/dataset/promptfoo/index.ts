// The face of the promptfoo config loader, a chunk of its own: app/ loads it
// with import() only when a dataset is a promptfooconfig, so a run without one
// never reads its code (test/layers.test.ts lets a dynamic import reach a
// folder's index.ts at any depth, a static one only the layer's).
export { loadPromptfooConfig } from './load.js';
