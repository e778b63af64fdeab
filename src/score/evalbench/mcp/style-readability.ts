// EvalBench's mcp_style_readability (evalbench/scorers/mcp_style_readability.py):
// the run's judge reviews an MCP server's tool listing against a style guide,
// as an LLM agent that must call those tools would read it, and answers with
// findings by tool, each P0 (blocker), P1 or P2, and a readability score
// 0-100. The endpoint passes when there is no P0 finding, as in EvalBench.
// The prompt is ours, following EvalBench's (the severities from the guide's
// `<!-- priority: pN -->` annotations, the rule_id from its headings, one
// finding per affected tool, waived rules listed apart). Differences: the
// tools are shown as their JSON (EvalBench renders a "man page"), and there
// is no carrying forward of an earlier run's findings.
import type { Judge } from '../../judge/judge.js';
import { fenceBlock } from '../../judge/judge-prompts.js';

export const STYLE_READABILITY_PROMPT = `You review the tool definitions of an MCP server against the STYLE GUIDE below, as a pragmatic reviewer of developer experience who knows MCP tool design, and report every violation.

Read the tools as an LLM agent that must call them: are the names and terms ones a model understands? Are parameters too many, too complex or under-described? Must the agent do a computer's work (format complex strings, generate UUIDs, compute timestamps, apply client-side logic) instead of stating its intent? Write like a human code reviewer ("Consider whether..."), put architectural blockers before wording, and report only issues that apply: a tool without issues gets none.

Severity: P0, a blocker (must fix); P1, a strong recommendation (should fix); P2, a suggestion (nice to fix). Each rule of the guide carries its priority in an HTML comment beside its heading (\`### Tool Names <!-- priority: p1 -->\`): a violation of it has that severity (p0 is P0, p1 P1, p2 P2), split as the comment splits it when it names several. The rule_id is the heading's text. Do not flag rules that cannot be judged from the tool definitions (platform, registration, dashboards).

Put each finding under the tool it concerns, once per affected tool, written for that tool; use the entry "general" only for what belongs to no single tool (too many tools, a missing capability, one concept named differently across tools). One or two sentences per message and suggestion.

### STYLE GUIDE
{style_guide}

### PRODUCT
{product_name}

### TOOLS (the server's tools/list)
{tools}

### EXCEPTIONS (waived rules: do not report them as findings; list them under "waived" with their reason, and say whether they would have been violated)
{exceptions}

### OUTPUT
Reply with ONLY a JSON object, no Markdown and no prose, shaped exactly so:
{
  "readability_score": <integer 0-100, higher is better>,
  "findings_by_tool": [
    {"tool": "<tool name, or 'general'>",
     "findings": [
       {"severity": "P0|P1|P2", "rule_id": "<string>", "locator": "<the parameter path, or 'description' / 'name'; omit if none>",
        "title": "<one line>", "message": "<what is wrong>", "suggestion": "<how to fix it>"}
     ]}
  ],
  "waived": [{"rule_id": "<string>", "reason": "<reason>", "would_have_violated": <true|false>}],
  "summary": "<one paragraph>"
}
One entry per tool with findings, in the order of the tools, "general" first; within an entry P0, then P1, then P2.`;

export interface StyleFinding {
  tool: string;
  severity: 'P0' | 'P1' | 'P2';
  rule_id: string;
  title: string;
}

export interface StyleReview {
  readability_score: number;
  findings: StyleFinding[];
  summary: string;
}

/** The judge's JSON object: bare, fenced, or between its first `{` and last `}`; null when there is none. */
function replyObject(raw: string): Record<string, unknown> | null {
  const text = raw.trim().replace(/^```(?:json)?\s*([\s\S]*?)\s*```$/, '$1');
  for (const candidate of [text, text.slice(text.indexOf('{'), text.lastIndexOf('}') + 1)]) {
    try {
      const v: unknown = JSON.parse(candidate);
      if (v && typeof v === 'object' && !Array.isArray(v)) return v as Record<string, unknown>;
    } catch {
      // Try the next.
    }
  }
  return null;
}

/** The review in the reply, its findings counted one per finding; null when the reply is not one. */
export function parseStyleReview(raw: string): StyleReview | null {
  const data = replyObject(raw);
  if (!data || !Array.isArray(data['findings_by_tool'])) return null;
  const findings: StyleFinding[] = [];
  for (const entry of data['findings_by_tool'] as unknown[]) {
    if (!entry || typeof entry !== 'object') continue;
    const { tool, findings: list } = entry as { tool?: unknown; findings?: unknown };
    if (!Array.isArray(list)) continue;
    for (const f of list as unknown[]) {
      if (!f || typeof f !== 'object') continue;
      const { severity, rule_id, title } = f as Record<string, unknown>;
      const level = typeof severity === 'string' ? severity.trim().toUpperCase() : '';
      if (level !== 'P0' && level !== 'P1' && level !== 'P2') continue;
      findings.push({
        tool: typeof tool === 'string' ? tool : 'general',
        severity: level,
        rule_id: typeof rule_id === 'string' ? rule_id : '',
        title: typeof title === 'string' ? title : '',
      });
    }
  }
  const score = Number(data['readability_score']);
  return {
    readability_score: Number.isFinite(score) ? Math.min(100, Math.max(0, Math.trunc(score))) : 0,
    findings,
    summary: typeof data['summary'] === 'string' ? data['summary'] : '',
  };
}

/** The judge's review of the listing; throws a JudgeError-like Error on a reply that is not one. */
export async function reviewToolStyle(
  tools: readonly Record<string, unknown>[],
  guide: { styleGuide: string; productName?: string; exceptions?: string },
  judge: Judge,
  caseId: string,
): Promise<{ review: StyleReview; raw: string }> {
  const fill: Record<string, string> = {
    style_guide: guide.styleGuide,
    product_name: guide.productName ?? '',
    tools: fenceBlock(JSON.stringify(tools, null, 1)),
    exceptions: guide.exceptions ?? 'none',
  };
  const prompt = STYLE_READABILITY_PROMPT.replace(/\{(style_guide|product_name|tools|exceptions)\}/g, (_m, key: string) => fill[key] ?? '');
  const raw = await judge.complete({ prompt, caseId });
  const review = parseStyleReview(raw);
  if (!review) throw new Error(`the judge's reply is not a review (a JSON object with findings_by_tool): ${raw.slice(0, 200)}`);
  return { review, raw };
}
