// The face of prompt/: what the layers above use from it. Code outside prompt/ imports
// this file, never one behind it (test/layers.test.ts).
export { formatContexts } from './contexts.js';
export { checkTemplate, defaultTemplate, renderTemplate, templateVars, type PromptTemplate, type TemplateKind } from './template.js';
