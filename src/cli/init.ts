// `supereval init [FOLDER]`: the starting point docs/first-dataset.md walks
// through, written into a repository: a four-case qa dataset and the workflow
// that gates pull requests on it. It never overwrites: when one of its files
// is there already, it writes none and says which.
import { mkdir, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Out } from './report.js';
import { EXIT } from './exit.js';

/** The dataset init writes, its folder under datasets/. */
export const INIT_DATASET = 'support-qa';

/** The model the workflow and the page start with: a Bedrock inference profile most accounts can enable. */
export const INIT_MODEL = 'us.anthropic.claude-haiku-4-5-20251001-v1:0';

const DATASET_JSON = {
  name: INIT_DATASET,
  type: 'qa',
  description: 'Questions customers ask support about the message queue service.',
  system: 'You answer questions about Amazon SQS. Answer in one sentence, giving the figure and its unit.',
  thresholds: { pass_rate: 0.75, fail_on_regression: true },
};

const CASES = [
  { id: 'max-size', tags: ['limits'], input: { query: 'What is the maximum size of an SQS message?' }, expected: { ground_truth: '256 KB' } },
  {
    id: 'retention-default',
    tags: ['limits'],
    input: { query: 'How long does SQS keep a message by default?' },
    expected: { ground_truth: '4 days' },
  },
  {
    id: 'visibility-default',
    tags: ['visibility'],
    input: { query: 'What is the default visibility timeout?' },
    expected: { ground_truth: '30 seconds' },
  },
  {
    id: 'retention-max',
    must_pass: true,
    tags: ['limits'],
    input: { query: 'What is the longest retention period SQS supports?' },
    expected: { ground_truth: '14 days' },
  },
];

export const INIT_WORKFLOW = `# Written by \`supereval init\`; docs/first-dataset.md explains every line.
name: evals
on:
  pull_request:
  push:
    branches: [main]

permissions:
  contents: read
  pull-requests: write # the sticky comment on the pull request
  checks: write # the check run, with annotations on the failing cases' lines
  id-token: write # OIDC login to AWS for Bedrock

jobs:
  eval:
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@v4
        with:
          persist-credentials: false # no token left in .git/config for dataset code to read
      # A fork's pull request gets no OIDC token: skip the login there, and
      # supereval reports the cases it could not run as errors.
      - if: \${{ !github.event.pull_request.head.repo.fork }}
        uses: aws-actions/configure-aws-credentials@v4
        with:
          role-to-assume: arn:aws:iam::123456789012:role/supereval-ci # your role
          aws-region: us-east-1
      - uses: your-org/supereval@v1 # the owner of the supereval repository you use, and a tag or commit SHA
        with:
          datasets: datasets/*
          models: ${INIT_MODEL}
`;

/** What init writes, relative to the folder it is given. */
export function initFiles(): [string, string][] {
  const dataset = path.join('datasets', INIT_DATASET);
  return [
    [path.join(dataset, 'dataset.json'), `${JSON.stringify(DATASET_JSON, null, 2)}\n`],
    [path.join(dataset, 'cases.jsonl'), CASES.map((c) => `${jsonLine(c)}\n`).join('')],
    [path.join('.github', 'workflows', 'evals.yml'), INIT_WORKFLOW],
  ];
}

/** A case as one JSON line laid out as the examples and the Python tool write them: ", " and ": " between items, keys in their order. */
function jsonLine(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(jsonLine).join(', ')}]`;
  if (value !== null && typeof value === 'object')
    return `{${Object.entries(value)
      .map(([k, v]) => `${JSON.stringify(k)}: ${jsonLine(v)}`)
      .join(', ')}}`;
  return JSON.stringify(value);
}

export async function init(dir: string, io: Out): Promise<number> {
  const files = initFiles();
  const present: string[] = [];
  for (const [rel] of files) if (await stat(path.join(dir, rel)).catch(() => null)) present.push(rel);
  if (present.length > 0) {
    io.stderr.line(
      `supereval: init: ${present.join(', ')} ${present.length === 1 ? 'is' : 'are'} there already; nothing written (move ${present.length === 1 ? 'it' : 'them'} away to start afresh)`,
    );
    return EXIT.usage;
  }
  for (const [rel, text] of files) {
    const file = path.join(dir, rel);
    await mkdir(path.dirname(file), { recursive: true });
    // 'wx': a file that appeared since the check is still not overwritten.
    await writeFile(file, text, { flag: 'wx' });
    io.stdout.line(`wrote ${path.join(dir, rel)}`);
  }
  const datasets = path.join(dir, 'datasets');
  io.stdout.line(
    '',
    'Next: check the dataset, then run it (Bedrock credentials and a region in the environment; docs/first-dataset.md):',
    `  npx supereval validate ${datasets}`,
    `  npx supereval run ${path.join(datasets, INIT_DATASET)} --model ${INIT_MODEL} --region us-east-1`,
    `Then set your role and the owner in ${path.join(dir, '.github', 'workflows', 'evals.yml')}, commit, and push to main.`,
  );
  return EXIT.passed;
}
