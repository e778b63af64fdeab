// The page's stylesheet, inline: light, GitHub-like, readable printed.
export const STYLE = `
* { box-sizing: border-box; }
body { margin: 0 auto; padding: 16px 24px; max-width: 1280px; font: 14px/1.5 -apple-system, BlinkMacSystemFont, "Segoe UI", "Noto Sans", Helvetica, Arial, sans-serif; color: #1f2328; background: #fff; }
h1 { font-size: 1.6em; margin: 0 0 8px; }
h2 { font-size: 1.3em; margin: 28px 0 8px; padding-bottom: 4px; border-bottom: 1px solid #d1d9e0; }
code, pre { font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace; font-size: 12px; }
pre { margin: 0; padding: 8px; white-space: pre-wrap; word-break: break-word; background: #f6f8fa; border-radius: 6px; }
.verdict { font-size: 0.7em; padding: 2px 8px; border-radius: 12px; vertical-align: middle; color: #fff; }
.verdict.pass { background: #1a7f37; } .verdict.fail { background: #cf222e; }
.reasons { margin: 4px 0 8px; padding-left: 20px; }
.note { color: #59636e; margin: 4px 0; }
table { border-collapse: collapse; }
th, td { padding: 4px 10px; border: 1px solid #d1d9e0; text-align: left; vertical-align: top; }
th { background: #f6f8fa; font-weight: 600; }
.summary td { white-space: nowrap; }
svg.trend { display: block; margin: 8px 0; max-width: 100%; height: auto; }
svg.trend text { font-size: 11px; fill: #59636e; }
svg.trend .grid { stroke: #d1d9e0; }
svg.trend polyline { fill: none; stroke: #0969da; stroke-width: 2; }
svg.trend circle { fill: #0969da; }
#controls { position: sticky; top: 0; z-index: 1; display: flex; flex-wrap: wrap; gap: 12px; padding: 8px 0; background: #fff; border-bottom: 1px solid #d1d9e0; }
#controls input { width: 16em; }
.pager { display: flex; gap: 8px; align-items: center; margin: 8px 0; }
.count { color: #59636e; margin-right: auto; }
table.cases { width: 100%; }
tr.row { cursor: pointer; }
tr.row > td.id::before { content: '▸ '; color: #59636e; }
tr.row[aria-expanded="true"] > td.id::before { content: '▾ '; }
.hint { flex-basis: 100%; margin: 0; color: #59636e; font-size: 12px; }
tr.row:hover { background: #f6f8fa; }
td.id { font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; font-size: 12px; word-break: break-all; }
td.num { text-align: right; white-space: nowrap; width: 6em; }
table.cases tr.row > td:first-child { width: 12em; }
td.down { color: #cf222e; } td.up { color: #1a7f37; }
.status { display: inline-block; padding: 0 8px; border-radius: 10px; font-size: 12px; white-space: nowrap; background: #eaeef2; }
.s-regression, .s-error { background: #ffebe9; color: #a40e26; font-weight: 600; }
.s-fail, .s-still_failing { background: #fff1e5; color: #953800; }
.s-flaky { background: #fff8c5; color: #7d4e00; }
.s-undecided { background: #ffebe9; color: #82071e; }
.s-fixed, .s-pass, .s-still_passing { background: #dafbe1; color: #116329; }
.s-new { background: #ddf4ff; color: #0550ae; }
.mark { display: block; font-size: 11px; color: #59636e; }
tr.open > td { background: #fff; padding: 8px 12px 16px; }
.detail { display: grid; gap: 10px; }
.label { font-weight: 600; margin-bottom: 2px; }
.sides { display: grid; grid-template-columns: 1fr 1fr; gap: 12px; }
del { background: #ffebe9; color: #82071e; text-decoration: line-through; }
ins { background: #dafbe1; color: #116329; text-decoration: none; }
.more { display: block; color: #59636e; font-style: italic; }
.v-f, .v-e { color: #cf222e; font-weight: 600; } .v-p { color: #1a7f37; }
ol.calls { margin: 0; padding-left: 24px; font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; font-size: 12px; }
.none { color: #59636e; font-style: italic; margin: 0; }
`;
