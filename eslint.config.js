// ESLint: typescript-eslint's strict rule set with type information (it includes
// `recommended`) over the TypeScript sources and bench; the tests and the JavaScript
// files (scripts, bench runners, the CLI shim, agent programs) get the same rules
// without type information. Typed linting of the tests built a second half of the
// program for rules that mostly restate what `tsc` checks there already
// (`npm run typecheck` covers test/): 28-37 s against 21 s for the whole lint. The
// typed files' program is tsconfig.eslint.json's (src/ and vitest.config.ts only):
// tsconfig.json's also holds every test file, which that program never needs.
// `npm run lint` (scripts/lint.mjs) lints those files and the rest in two
// processes side by side. Formatting is Prettier's (`npm run format:check`): no
// stylistic rules here. Every rule turned off or narrowed says why.
//
// Type information comes from the `typescript` package, which is TypeScript 6.0's
// JavaScript API (@typescript/typescript6): TypeScript 7.0 has no such API, and
// typescript-eslint needs one. `tsc` itself is TypeScript 7 (@typescript/native).
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import tseslint from 'typescript-eslint';

export default defineConfig(
  globalIgnores(['dist/', 'lib/', 'coverage/', 'bench/.build/', '.supereval/']),
  js.configs.recommended,
  tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        project: './tsconfig.eslint.json',
        tsconfigRootDir: import.meta.dirname,
      },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // Numbers in messages (`${n} cases`) are what template literals are for; objects,
      // arrays, undefined and null, which print as garbage, are still refused. (An options
      // object replaces the strict config's, so its other settings are repeated here.)
      '@typescript-eslint/restrict-template-expressions': [
        'error',
        { allowNumber: true, allowAny: false, allowBoolean: false, allowNever: false, allowNullish: false, allowRegExp: false },
      ],
      // `(x) => log.info(x)` callbacks and `return send(res, ...)` in a void function are
      // the house style; a void value used as a value anywhere else is still refused.
      '@typescript-eslint/no-confusing-void-expression': ['error', { ignoreArrowShorthand: true, ignoreVoidReturningFunctions: true }],
      // `_name` marks a binding kept on purpose: a field dropped with a rest pattern, or a
      // parameter the signature needs but this implementation does not use.
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      // `async` without `await` implements a Promise-returning interface (providers, fakes,
      // test doubles) so that a throw becomes a rejection, which the callers rely on.
      '@typescript-eslint/require-await': 'off',
      // Rejecting with an AbortSignal's `reason` (typed `any`) is how the platform's own
      // APIs report an abort; anything else must still be an Error.
      '@typescript-eslint/prefer-promise-reject-errors': ['error', { allowThrowingAny: true }],
      // Spreading a string into code points is deliberate (lengths and cuts that never
      // split a surrogate pair); promises and arrays spread into objects are still refused.
      '@typescript-eslint/no-misused-spread': ['error', { allow: ['string'] }],
      // Stripping control characters from untrusted text is part of this tool's job: the
      // regular expressions name them on purpose.
      'no-control-regex': 'off',
      // process.env and the file trees tests write are records used as maps; `delete` is
      // how a key leaves them (a Map is not an option for process.env).
      '@typescript-eslint/no-dynamic-delete': 'off',
      // A `let` that a callback reads before its one assignment (a fake server's handler
      // that needs the server object) stays a `let`: as a `const` it would sit in its
      // temporal dead zone until then.
      'prefer-const': ['error', { ignoreReadBeforeAssign: true }],
    },
  },
  {
    files: ['src/**/*.ts'],
    rules: {
      // An array spread into a call's arguments goes onto the stack item by item, and
      // V8 refuses past about 120,000 items: a big dataset's cases, problems or
      // results would crash the run. src/arrays.ts has loops that hold at any length.
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name='push'] > SpreadElement",
          message: 'A spread into push() overflows the stack on a long array: use appendAll (src/arrays.ts).',
        },
        {
          selector: "CallExpression[callee.object.name='Math'][callee.property.name=/^(min|max)$/] > SpreadElement",
          message: 'A spread into Math.min/max overflows the stack on a long array: use minOf/maxOf (src/arrays.ts).',
        },
      ],
    },
  },
  {
    files: ['test/**/*.ts'],
    extends: [tseslint.configs.disableTypeChecked],
    rules: {
      // noUncheckedIndexedAccess makes every `results[0]` possibly undefined; in a test a
      // wrong guess fails the test anyway, with a TypeError naming the line.
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  {
    files: ['**/*.{js,mjs}'],
    extends: [tseslint.configs.disableTypeChecked],
    languageOptions: {
      // Node's globals, for the JavaScript files TypeScript does not see.
      globals: {
        process: 'readonly',
        console: 'readonly',
        Buffer: 'readonly',
        URL: 'readonly',
        performance: 'readonly',
        setTimeout: 'readonly',
        clearTimeout: 'readonly',
        setInterval: 'readonly',
        clearInterval: 'readonly',
      },
    },
  },
  {
    // CommonJS files (a promptfoo config's filter module in the parity corpus): the same, as CommonJS.
    files: ['**/*.cjs'],
    extends: [tseslint.configs.disableTypeChecked],
    languageOptions: { sourceType: 'commonjs', globals: { module: 'writable', require: 'readonly', exports: 'writable' } },
  },
);
