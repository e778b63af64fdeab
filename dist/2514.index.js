export const id = 2514;
export const ids = [2514];
export const modules = {

/***/ 42514:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   INIT_DATASET: () => (/* binding */ INIT_DATASET),
/* harmony export */   INIT_MODEL: () => (/* binding */ INIT_MODEL),
/* harmony export */   INIT_WORKFLOW: () => (/* binding */ INIT_WORKFLOW),
/* harmony export */   init: () => (/* binding */ init),
/* harmony export */   initFiles: () => (/* binding */ initFiles)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var _exit_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(13100);
// `supereval init [FOLDER]`: the starting point docs/first-dataset.md walks
// through, written into a repository: a four-case qa dataset and the workflow
// that gates pull requests on it. It never overwrites: when one of its files
// is there already, it writes none and says which.



/** The dataset init writes, its folder under datasets/. */
const INIT_DATASET = 'support-qa';
/** The model the workflow and the page start with: a Bedrock inference profile most accounts can enable. */
const INIT_MODEL = 'us.anthropic.claude-haiku-4-5-20251001-v1:0';
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
const INIT_WORKFLOW = `# Written by \`supereval init\`; docs/first-dataset.md explains every line.
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
function initFiles() {
    const dataset = node_path__WEBPACK_IMPORTED_MODULE_1__.join('datasets', INIT_DATASET);
    return [
        [node_path__WEBPACK_IMPORTED_MODULE_1__.join(dataset, 'dataset.json'), `${JSON.stringify(DATASET_JSON, null, 2)}\n`],
        [node_path__WEBPACK_IMPORTED_MODULE_1__.join(dataset, 'cases.jsonl'), CASES.map((c) => `${jsonLine(c)}\n`).join('')],
        [node_path__WEBPACK_IMPORTED_MODULE_1__.join('.github', 'workflows', 'evals.yml'), INIT_WORKFLOW],
    ];
}
/** A case as one JSON line laid out as the examples and the Python tool write them: ", " and ": " between items, keys in their order. */
function jsonLine(value) {
    if (Array.isArray(value))
        return `[${value.map(jsonLine).join(', ')}]`;
    if (value !== null && typeof value === 'object')
        return `{${Object.entries(value)
            .map(([k, v]) => `${JSON.stringify(k)}: ${jsonLine(v)}`)
            .join(', ')}}`;
    return JSON.stringify(value);
}
async function init(dir, io) {
    const files = initFiles();
    const present = [];
    for (const [rel] of files)
        if (await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.stat)(node_path__WEBPACK_IMPORTED_MODULE_1__.join(dir, rel)).catch(() => null))
            present.push(rel);
    if (present.length > 0) {
        io.stderr.line(`supereval: init: ${present.join(', ')} ${present.length === 1 ? 'is' : 'are'} there already; nothing written (move ${present.length === 1 ? 'it' : 'them'} away to start afresh)`);
        return _exit_js__WEBPACK_IMPORTED_MODULE_2__/* .EXIT */ .d.usage;
    }
    for (const [rel, text] of files) {
        const file = node_path__WEBPACK_IMPORTED_MODULE_1__.join(dir, rel);
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.mkdir)(node_path__WEBPACK_IMPORTED_MODULE_1__.dirname(file), { recursive: true });
        // 'wx': a file that appeared since the check is still not overwritten.
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.writeFile)(file, text, { flag: 'wx' });
        io.stdout.line(`wrote ${node_path__WEBPACK_IMPORTED_MODULE_1__.join(dir, rel)}`);
    }
    const datasets = node_path__WEBPACK_IMPORTED_MODULE_1__.join(dir, 'datasets');
    io.stdout.line('', 'Next: check the dataset, then run it (Bedrock credentials and a region in the environment; docs/first-dataset.md):', `  npx supereval validate ${datasets}`, `  npx supereval run ${node_path__WEBPACK_IMPORTED_MODULE_1__.join(datasets, INIT_DATASET)} --model ${INIT_MODEL} --region us-east-1`, `Then set your role and the owner in ${node_path__WEBPACK_IMPORTED_MODULE_1__.join(dir, '.github', 'workflows', 'evals.yml')}, commit, and push to main.`);
    return _exit_js__WEBPACK_IMPORTED_MODULE_2__/* .EXIT */ .d.passed;
}


/***/ })

};
