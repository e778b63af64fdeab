// Node module hooks for scripts/promptfoo-oracle.mjs's "as promptfoo intends"
// run, registered only for the cases two bugs of promptfoo 0.121.20 keep from
// scoring (INTENDED in that script). Nothing else of promptfoo changes.
//
// meteor: src/assertions/meteor.ts loads `natural` with `await import('natural')`
//   and reads `natural.PorterStemmer` / `natural.WordNet`; natural is CommonJS
//   and Node exposes those only under `default`, so every meteor assertion fails
//   its invariant "PorterStemmer should be loaded". Here `natural`, imported from
//   promptfoo, resolves to a module that re-exports its CommonJS exports by name.
// rouge-l / rouge-s: handleRougeScore (src/assertions/rouge.ts) computes js-rouge's
//   l and s, but the handler map registers only "rouge-n". Here the map also
//   names "rouge-l" and "rouge-s" for the same handler, as its code intends.
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

let promptfooDir;
let promptfooUrl;
let naturalUrl;

export function initialize(data) {
  promptfooDir = data.promptfooDir;
  promptfooUrl = pathToFileURL(promptfooDir).href + '/';
  naturalUrl = new URL('__natural-named-exports.mjs', promptfooUrl).href;
}

export async function resolve(specifier, context, next) {
  if (specifier === 'natural' && context.parentURL?.startsWith(promptfooUrl)) return { url: naturalUrl, shortCircuit: true };
  return next(specifier, context);
}

const ROUGE_N_ENTRY = '"rouge-n": handleRougeScore,';

export async function load(url, context, next) {
  if (url === naturalUrl) {
    // natural from promptfoo's own node_modules (never a dependency of ours).
    const packageJson = path.join(promptfooDir, 'package.json');
    const natural = createRequire(packageJson)('natural');
    const names = Object.keys(natural).filter((name) => /^[A-Za-z_$][\w$]*$/.test(name) && name !== 'default');
    const source = [
      `import { createRequire } from 'node:module';`,
      `const natural = createRequire(${JSON.stringify(packageJson)})('natural');`,
      'export default natural;',
      ...names.map((name) => `export const ${name} = natural.${name};`),
    ].join('\n');
    return { format: 'module', source, shortCircuit: true };
  }
  const loaded = await next(url, context);
  if (!url.startsWith(promptfooUrl) || loaded.format !== 'module' || loaded.source === undefined) return loaded;
  const source = String(loaded.source);
  if (!source.includes(ROUGE_N_ENTRY)) return loaded;
  return {
    ...loaded,
    source: source.replaceAll(ROUGE_N_ENTRY, `${ROUGE_N_ENTRY} "rouge-l": handleRougeScore, "rouge-s": handleRougeScore,`),
  };
}
