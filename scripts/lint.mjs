#!/usr/bin/env node
// `npm run lint`: ESLint over the repository as two processes side by side.
// The TypeScript sources are linted with type information (one TypeScript
// program, most of the time); everything else (tests, scripts, bench, the
// JavaScript files) without it. Apart, the second half runs on the other
// core while the program is built, instead of after it. Each process's
// output is printed whole, in turn; the exit code is the worse of the two.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const eslint = fileURLToPath(new URL('../node_modules/eslint/bin/eslint.js', import.meta.url));
// Type-checked files: the same list as tsconfig.eslint.json's `include`.
const TYPED = ['src', 'vitest.config.ts'];
const extra = process.argv.slice(2);

function lint(args) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--max-semi-space-size=64', eslint, ...extra, ...args], { cwd: root });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    child.on('close', (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), out }));
  });
}

const results = await Promise.all([lint(TYPED), lint(['.', ...TYPED.flatMap((p) => ['--ignore-pattern', p.endsWith('.ts') ? p : `${p}/**`])])]);
for (const { out } of results) process.stdout.write(out);
process.exitCode = Math.max(...results.map((r) => r.code));
