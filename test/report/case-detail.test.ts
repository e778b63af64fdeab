import { fromMarkdown } from 'mdast-util-from-markdown';
import { gfmFromMarkdown } from 'mdast-util-gfm';
import { gfm } from 'micromark-extension-gfm';
import { describe, expect, it } from 'vitest';
import type { CaseResult, ModelResult, ToolCallRecord } from '../../src/config/results.js';
import { KINDS } from '../../src/kinds/index.js';
import { canonical, caseDetail, caseLink, cutLines, markedCells, outputCell, toolCallChanges, type DetailRow } from '../../src/report/case-detail.js';
import { brokenTableRows, HOSTILE, RAW_HAZARD } from '../fixtures/hostile.js';
import type { ComparisonCase } from '../../src/config/comparison.js';

const URL = 'https://github.com/acme/evals/blob/4b825dc642cb6eb9a060e54bf8d69288fbee4904/datasets/qa/cases.jsonl';

const result = (over: Partial<ModelResult> = {}): ModelResult => ({
  model: 'bedrock:m',
  output: 'Messages are kept for 2 days.',
  status: 'fail',
  score: 0,
  latency_ms: 100,
  usage: null,
  cost_usd: null,
  asserts: [{ type: 'icontains', status: 'fail', pass: false, score: 0, reason: 'output does not contain "4 days"' }],
  error: null,
  ...over,
});

const testCase = (over: Partial<CaseResult> = {}): CaseResult => ({
  id: 'retention-default',
  key: 'k',
  line: 7,
  tags: ['retention'],
  vars: { query: 'How long are messages kept by default?' },
  expected: '4 days',
  status: 'fail',
  score: 0,
  results: [result()],
  ...over,
});

const entry = (over: Partial<ComparisonCase> = {}): ComparisonCase => ({
  id: 'retention-default',
  key: 'k',
  model: 'bedrock:m',
  tags: ['retention'],
  classification: 'regression',
  baseline_status: 'pass',
  status: 'fail',
  baseline_score: 1,
  score: 0.25,
  score_delta: -0.75,
  flaky: false,
  baseline_output: 'Messages are kept for 4 days.',
  ...over,
});

const options = { casesUrl: URL, inputField: 'query', chars: 600, showModel: false };
const render = (row: Partial<DetailRow> = {}, opts: Partial<typeof options> = {}) =>
  caseDetail({ entry: entry(), testCase: testCase(), result: result(), ...row }, { ...options, ...opts }).join('\n');

/** The block as GitHub's parser (GFM) reads it: the nodes of each type. */
function parse(markdown: string) {
  const tree = fromMarkdown(markdown, { extensions: [gfm()], mdastExtensions: [gfmFromMarkdown()] });
  const nodes: { type: string; value?: string; url?: string; children?: unknown[] }[] = [];
  const walk = (node: { type: string; children?: unknown[] }) => {
    nodes.push(node);
    for (const child of node.children ?? []) walk(child as { type: string; children?: unknown[] });
  };
  walk(tree);
  return { of: (type: string) => nodes.filter((n) => n.type === type) };
}

describe('caseLink', () => {
  it('links the id to its line of cases.jsonl at the commit under review, escaping the id', () => {
    expect(caseLink('a', 3, URL)).toBe(`[a](${URL}#L3)`);
    expect(caseLink('[x](https://evil.example) | y', 3, URL)).toBe(`[\\[x\\]\\(https:&#47;&#47;evil.example\\) \\| y](${URL}#L3)`);
  });

  it('without a commit: the id alone, or with the line in words', () => {
    expect(caseLink('a', 3, undefined)).toBe('a');
    expect(caseLink('a', 3, undefined, true)).toBe('a (line 3)');
    // A removed case has no line now.
    expect(caseLink('a', undefined, URL)).toBe('a');
  });
});

describe('cutLines', () => {
  it('keeps short text whole, line by line, with blank-line runs folded', () => {
    expect(cutLines('one\r\ntwo\n\n\n\nthree  ', 100, 10)).toEqual(['one', 'two', '', 'three']);
  });

  it('cuts at the character budget with an ellipsis, never inside a surrogate pair', () => {
    const text = '😀'.repeat(50);
    for (let max = 1; max < 60; max++) {
      const [line = ''] = cutLines(text, max, 5);
      expect(/\p{Cs}/u.test(line), `max ${max}`).toBe(false);
      expect([...line].length).toBeLessThanOrEqual(Math.max(1, max));
    }
    expect(cutLines(text, 10, 5)).toEqual([`${'😀'.repeat(9)}…`]);
  });

  it('cuts at the line budget', () => {
    expect(cutLines('a\nb\nc\nd', 100, 2)).toEqual(['a', 'b…']);
  });
});

describe('outputCell', () => {
  it('escapes each line and keeps line breaks as <br>, inside one table cell', () => {
    const cell = outputCell('<script>x</script> | @octocat\n[a](https://evil.example)', 200, 'none');
    expect(cell).toBe('&lt;script&gt;x&lt;/script&gt; \\| &#64;octocat<br>\\[a\\]\\(https:&#47;&#47;evil.example\\)');
  });

  it('says when there is no output or an empty one', () => {
    expect(outputCell(null, 100, 'no output: the call failed')).toBe('_no output: the call failed_');
    expect(outputCell('  \n ', 100, 'x')).toBe('_empty_');
  });
});

describe('caseDetail', () => {
  it('shows the linked id, tags, change, score, input, expected, reason and both outputs side by side', () => {
    const md = render();
    expect(md.split('\n')).toEqual([
      `**[retention-default](${URL}#L7)** · tags: retention · pass → fail · score 1.00 → 0.25 (−0.75)`,
      '',
      '- **Input:** How long are messages kept by default?',
      '- **Expected:** 4 days',
      '- **Reason:** icontains: output does not contain "4 days"',
      '',
      '| Baseline output | Output now |',
      '|---|---|',
      '| Messages are kept for <del>4</del> days. | Messages are kept for <ins>2</ins> days. |',
    ]);
  });

  it('names the model when the run compared several, and says when the trials disagreed', () => {
    expect(render({ entry: entry({ flaky: true }) }, { showModel: true }).split('\n')[0]).toContain(
      '· bedrock:m · tags: retention · pass → fail (flaky) ·',
    );
  });

  it('reads the input from the field the kind names', () => {
    const agentCase = testCase({ vars: { task: 'Free up space in bucket tmp.' } });
    expect(render({ testCase: agentCase }, { inputField: 'task' })).toContain('- **Input:** Free up space in bucket tmp.');
    expect(render({ testCase: agentCase }, { inputField: 'query' })).not.toContain('**Input:**');
  });

  it('one column when the output did not change; says so when the baseline did not record it, or the call failed', () => {
    expect(render({ entry: entry({ baseline_output: 'Messages are kept for 2 days.' }) })).toContain(
      '| Output (the same as the baseline’s) |\n|---|\n| Messages are kept for 2 days. |',
    );
    const { baseline_output: _, ...unrecorded } = entry();
    expect(render({ entry: unrecorded })).toContain('| _not recorded in the baseline_ | Messages are kept for 2 days. |');
    expect(render({ result: result({ output: null, status: 'error', error: 'ThrottlingException: slow down' }) })).toContain(
      '| Messages are kept for 4 days. | _no output: the call failed_ |',
    );
    expect(render({ entry: entry({ baseline_output: null }) })).toContain('| _no output: the call failed_ | Messages are kept for 2 days. |');
    expect(render({ result: result({ output: null, status: 'error', error: 'ThrottlingException: slow down' }) })).toContain(
      '- **Reason:** ThrottlingException: slow down',
    );
  });

  it("names the baseline's model when its output comes from another one (a model swap), even when the outputs are the same", () => {
    expect(render({ entry: entry({ baseline_model: 'bedrock:old', baseline_output: 'Messages are kept for 2 days.' }) })).toContain(
      '| Baseline output (bedrock:old) | Output now |\n|---|---|\n| Messages are kept for 2 days. | Messages are kept for 2 days. |',
    );
  });

  it('cuts long outputs to the budget and long inputs to a line', () => {
    const md = render(
      { result: result({ output: 'word '.repeat(2_000) }), testCase: testCase({ vars: { query: 'q'.repeat(5_000) } }) },
      { chars: 300 },
    );
    const row = md.split('\n').find((l) => l.startsWith('| Messages are kept for 4 days.'))!;
    expect(row.length).toBeLessThan(400);
    expect(row.endsWith('… |')).toBe(true);
    expect(md.split('\n').find((l) => l.startsWith('- **Input:**'))!.length).toBeLessThan(200);
  });

  it('says the score did not change rather than ±0', () => {
    expect(
      render({ entry: entry({ classification: 'still_failing', baseline_status: 'fail', baseline_score: 0, score: 0, score_delta: 0 }) }),
    ).toContain('fail → fail · score 0.00, unchanged');
  });

  it('keeps every hostile text as text: ids, tags, inputs, expected values, reasons, outputs and tool calls', () => {
    for (const { label, text } of HOSTILE) {
      const md = render({
        entry: entry({ id: text, tags: [text], baseline_output: `${text}\nbefore`, baseline_tool_calls: [{ name: text, arguments: { q: text } }] }),
        testCase: testCase({ id: text, vars: { query: text }, expected: text }),
        result: result({
          output: `now ${text}`,
          asserts: [{ type: 'icontains', status: 'fail', pass: false, score: 0, reason: text }],
          tool_calls: [{ name: text, arguments: { q: `${text}!` } }],
        }),
      });
      expect(RAW_HAZARD.test(md), label).toBe(false);
      expect(brokenTableRows(md), label).toEqual([]);
      const tree = parse(md);
      // Our one link, our bold and lists; no HTML but our <br>, no code, no image, no heading, no further link.
      // micromark links a bare URL after decoding entities; GitHub's cmark-gfm reads the source, where
      // escapeMarkdown wrote `:&#47;&#47;`, so such a URL stays text there: only `://` in the source counts.
      expect(md.split('://').length, label).toBe(2);
      const links = tree.of('link').filter((l) => l.url !== (l.children as { value?: string }[] | undefined)?.[0]?.value);
      expect(
        links.map((l) => l.url),
        label,
      ).toEqual([`${URL}#L7`]);
      expect(
        tree.of('html').filter((h) => !['<br>', '<del>', '</del>', '<ins>', '</ins>'].includes(h.value ?? '')),
        label,
      ).toEqual([]);
      // Each mark closes in the cell it opens in.
      for (const row of md.split('\n').filter((l) => l.startsWith('| '))) {
        for (const cell of row.split(/(?<!\\)\|/)) {
          for (const tag of ['del', 'ins']) expect(cell.split(`<${tag}>`).length, `${label}: ${cell}`).toBe(cell.split(`</${tag}>`).length);
        }
      }
      for (const type of ['image', 'code', 'inlineCode', 'heading', 'blockquote', 'footnoteReference'])
        expect(tree.of(type), `${label}: ${type}`).toEqual([]);
      // The block's three tables: outputs, tool calls, and nothing else became one.
      expect(tree.of('table'), label).toHaveLength(2);
      expect(md.length, label).toBeLessThan(6_000);
    }
  });
});

describe('markedCells', () => {
  it('marks the words only one side has (punctuation is part of a word), a run of them with the spaces between as one mark', () => {
    expect(markedCells('The queue keeps messages for 4 days by default.', 'The queue keeps messages for two whole days.', 600)).toEqual([
      'The queue keeps messages for <del>4 days by default.</del>',
      'The queue keeps messages for <ins>two whole days.</ins>',
    ]);
  });

  it('closes a mark at each line break and keeps the breaks', () => {
    expect(markedCells('a b c d\ne f g', 'a b x d\ne y g', 600)).toEqual([
      'a b <del>c</del> d<br>e <del>f</del> g',
      'a b <ins>x</ins> d<br>e <ins>y</ins> g',
    ]);
    expect(markedCells('a b\nc d', 'a x\ny d', 600)).toEqual(['a <del>b</del><br><del>c</del> d', 'a <ins>x</ins><br><ins>y</ins> d']);
  });

  it('leaves outputs that share little unmarked, and escapes every word', () => {
    expect(markedCells('<b>yes</b> | @team', 'Completely different words here now', 600)).toEqual([
      '&lt;b&gt;yes&lt;/b&gt; \\| &#64;team',
      'Completely different words here now',
    ]);
    expect(markedCells('same <i> | x', 'same <i> | y', 600)).toEqual(['same &lt;i&gt; \\| <del>x</del>', 'same &lt;i&gt; \\| <ins>y</ins>']);
  });

  it('marks what is left after the cut, so the marks never outlive it', () => {
    const [before, now] = markedCells(`${'word '.repeat(300)}tail`, `${'word '.repeat(300)}other`, 100);
    expect(before).toBe(now);
    expect(before.endsWith('word…')).toBe(true);
    expect(before).not.toContain('<');
  });
});

describe('toolCallChanges', () => {
  const call = (name: string, args: Record<string, unknown> = {}): ToolCallRecord => ({ name, arguments: args });

  it('finds added, removed and changed calls, aligned by tool name', () => {
    const before = [call('search', { q: 'a' }), call('get', { id: 1 }), call('answer')];
    const now = [call('search', { q: 'b' }), call('delete', { id: 1 }), call('get', { id: 1 }), call('answer')];
    expect(toolCallChanges(before, now)).toEqual([
      { kind: 'changed', before: call('search', { q: 'a' }), now: call('search', { q: 'b' }) },
      { kind: 'added', now: call('delete', { id: 1 }) },
    ]);
    expect(toolCallChanges(now, before)).toEqual([
      { kind: 'changed', before: call('search', { q: 'b' }), now: call('search', { q: 'a' }) },
      { kind: 'removed', before: call('delete', { id: 1 }) },
    ]);
  });

  it('an inserted call does not make every later call differ; a swapped tool is removed then added', () => {
    const before = [call('a'), call('b'), call('c')];
    expect(toolCallChanges(before, [call('x'), ...before])).toEqual([{ kind: 'added', now: call('x') }]);
    expect(toolCallChanges([call('get')], [call('search')])).toEqual([
      { kind: 'removed', before: call('get') },
      { kind: 'added', now: call('search') },
    ]);
  });

  it('arguments that differ only in key order are the same call', () => {
    expect(canonical({ b: 1, a: { d: 2, c: [3, { f: 1, e: 0 }] } })).toBe('{"a":{"c":[3,{"e":0,"f":1}],"d":2},"b":1}');
    expect(toolCallChanges([call('s', { a: 1, b: 2 })], [call('s', { b: 2, a: 1 })])).toEqual([]);
  });

  it('compares long trajectories position by position, without the quadratic alignment', () => {
    const many = Array.from({ length: 2_000 }, (_, i) => call(`t${i % 7}`, { i }));
    const changed = many.map((c, i) => (i === 1_500 ? call(c.name, { i: -1 }) : c));
    const start = performance.now();
    expect(toolCallChanges(many, changed)).toEqual([{ kind: 'changed', before: many[1_500], now: changed[1_500] }]);
    expect(performance.now() - start).toBeLessThan(1_000);
  });
});

describe('caseDetail for agents', () => {
  const agentResult = (calls: ToolCallRecord[]) => result({ output: 'Deleted.', tool_calls: calls });

  it('lists the tool calls that differ from the baseline trajectory', () => {
    const md = render({
      entry: entry({ baseline_tool_calls: [{ name: 'get_bucket_info', arguments: { bucket: 'tmp' } }] }),
      result: agentResult([
        { name: 'get_bucket_info', arguments: { bucket: 'tmp' } },
        { name: 'delete_bucket', arguments: { bucket: 'tmp', force: true } },
      ]),
    });
    expect(md).toContain(
      [
        "Tool calls that differ from the baseline's (1 before, 2 now):",
        '',
        '| Call | Baseline | Now |',
        '|---|---|---|',
        '| added | – | delete\\_bucket\\(\\{"bucket":"tmp","force":true\\}\\) |',
      ].join('\n'),
    );
  });

  it('says when the calls are the same, and when the baseline recorded none', () => {
    const same = [{ name: 'search', arguments: { q: 'x' } }];
    expect(render({ entry: entry({ baseline_tool_calls: same }), result: agentResult(same) })).toContain(
      'Tool calls: the same 1 call as the baseline.',
    );
    expect(render({ result: agentResult(same) })).toContain('_The baseline recorded no tool calls to compare with._');
    // Not an agent: no tool-call part at all.
    expect(render()).not.toContain('Tool calls');
  });

  it('lists at most ten differences and counts the rest', () => {
    const calls = Array.from({ length: 14 }, (_, i) => ({ name: `t${i}`, arguments: {} }));
    const md = render({ entry: entry({ baseline_tool_calls: [] }), result: agentResult(calls) });
    expect(md.match(/^\| added /gm)).toHaveLength(10);
    expect(md).toContain('…and 4 more tool-call differences.');
  });
});

describe('every dataset kind names an input field its cases keep in vars', () => {
  it.each(Object.values(KINDS))('$type', (kind) => {
    const input = { [kind.inputField]: 'what was asked', other: 'x' };
    expect(kind.caseVars(input)[kind.inputField]).toBe('what was asked');
  });
});
