#!/usr/bin/env node
// Writes the README's inputs and outputs tables from action.yml, so the two
// never disagree: each table sits between <!-- inputs --> and
// <!-- /inputs --> (and the same for outputs) in README.md.
//
//   node scripts/readme-tables.mjs           rewrite the tables in README.md
//   node scripts/readme-tables.mjs --check   exit 1, naming the table, when README.md differs
//     --action FILE, --readme FILE           other files than the repository's (tests)
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { parse } from 'yaml';

const repo = path.resolve(import.meta.dirname, '..');
const { values: options } = parseArgs({
  options: {
    check: { type: 'boolean', default: false },
    action: { type: 'string', default: path.join(repo, 'action.yml') },
    readme: { type: 'string', default: path.join(repo, 'README.md') },
  },
});

const action = parse(readFileSync(options.action, 'utf8'));
const readme = readFileSync(options.readme, 'utf8');

// A cell holds one line; a `|` would end it, and outside code GitHub takes `<dataset>` for an HTML tag and drops it.
const cell = (text) =>
  String(text)
    .replace(/\s+/g, ' ')
    .trim()
    .split(/(`[^`]*`)/)
    .map((part) => (part.startsWith('`') ? part : part.replace(/</g, '&lt;').replace(/>/g, '&gt;')))
    .join('')
    .replace(/\|/g, '\\|');
const code = (text) => `\`${text}\``;

const tables = {
  inputs: [
    '| input | required | default | description |',
    '|---|---|---|---|',
    ...Object.entries(action.inputs ?? {}).map(
      ([name, input]) =>
        `| ${code(name)} | ${input.required === true ? 'yes' : 'no'} | ${input.default === undefined ? '' : cell(code(input.default))} | ${cell(input.description ?? '')} |`,
    ),
  ].join('\n'),
  outputs: [
    '| output | description |',
    '|---|---|',
    ...Object.entries(action.outputs ?? {}).map(([name, output]) => `| ${code(name)} | ${cell(output.description ?? '')} |`),
  ].join('\n'),
};

let updated = readme;
const stale = [];
for (const [name, table] of Object.entries(tables)) {
  const open = `<!-- ${name} -->\n`;
  const close = `\n<!-- /${name} -->`;
  const start = updated.indexOf(open);
  const end = updated.indexOf(close, start);
  if (start < 0 || end < 0) fail(`${options.readme} has no ${open.trim()} ... ${close.trim()} block for the ${name} table`);
  const current = updated.slice(start + open.length, end);
  if (current !== table) stale.push(name);
  updated = updated.slice(0, start + open.length) + table + updated.slice(end);
}

if (options.check) {
  if (stale.length > 0)
    fail(`the ${stale.join(' and ')} table(s) in ${options.readme} differ from ${options.action}; run node scripts/readme-tables.mjs`);
} else if (updated !== readme) {
  writeFileSync(options.readme, updated);
  process.stdout.write(`rewrote the ${stale.join(' and ')} table(s) in ${options.readme}\n`);
}

function fail(message) {
  process.stderr.write(`readme-tables: ${message}\n`);
  process.exit(1);
}
