// The floor for a replayed qa run, as a whole process: read the cases and the
// recorded outputs, parse every line, check each output with icontains, and
// write each case's outcome with its output as JSON. No validation, no
// report: what any tool must at least do with these files.
//   argv: <cases.jsonl> <outputs.jsonl> <out.json>
import { readFileSync, writeFileSync } from 'node:fs';

const [casesFile, outputsFile, outFile] = process.argv.slice(2);
const lines = (file) =>
  readFileSync(file, 'utf8')
    .split('\n')
    .filter((l) => l !== '');
const outputs = new Map();
for (const line of lines(outputsFile)) {
  const record = JSON.parse(line);
  outputs.set(record.id, record.output);
}
const outcomes = [];
for (const line of lines(casesFile)) {
  const c = JSON.parse(line);
  const output = outputs.get(c.id) ?? null;
  const pass = output !== null && output.toLowerCase().includes(String(c.expected.ground_truth).toLowerCase());
  outcomes.push({ id: c.id, output, pass });
}
writeFileSync(outFile, JSON.stringify(outcomes));
