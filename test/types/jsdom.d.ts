// jsdom ships no types, and the tests need one constructor and its window
// (test/helpers/gfm.ts gives Mermaid's parser a DOM): declared here rather
// than adding @types/jsdom for it.
declare module 'jsdom' {
  export class JSDOM {
    constructor(html?: string);
    readonly window: { readonly document: unknown };
  }
}
