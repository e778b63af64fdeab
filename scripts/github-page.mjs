// A rendered markdown fragment (a comment, a job summary) framed as GitHub
// shows it: its markdown stylesheet's parts a report uses, a comment's
// header, and ```mermaid blocks drawn by Mermaid. Shared by the scripts that
// take pictures of reports (render-comment.mjs, render-pictures.mjs).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const repo = path.resolve(import.meta.dirname, '..');

// The parts of GitHub's markdown stylesheet (github-markdown-css, light theme) a report uses.
export const CSS = `
* { box-sizing: border-box; }
body { margin: 0; padding: 16px; width: PAGE_WIDTHpx; background: #fff; }
.comment { border: 1px solid #d0d7de; border-radius: 6px; }
.comment-header { background: #f6f8fa; border-bottom: 1px solid #d0d7de; padding: 8px 16px; font: 14px -apple-system, BlinkMacSystemFont, "Segoe UI", "Noto Sans", Helvetica, Arial, sans-serif; color: #59636e; border-radius: 6px 6px 0 0; }
.comment-header b { color: #1f2328; }
.markdown-body { padding: 16px; font-family: -apple-system, BlinkMacSystemFont, "Segoe UI", "Noto Sans", Helvetica, Arial, sans-serif; font-size: 14px; line-height: 1.5; color: #1f2328; word-wrap: break-word; }
.markdown-body > *:first-child { margin-top: 0 !important; }
.markdown-body h1, .markdown-body h2, .markdown-body h3, .markdown-body h4 { margin-top: 24px; margin-bottom: 16px; font-weight: 600; line-height: 1.25; }
.markdown-body h1 { font-size: 2em; padding-bottom: .3em; border-bottom: 1px solid #d1d9e0b3; }
.markdown-body h2 { font-size: 1.5em; padding-bottom: .3em; border-bottom: 1px solid #d1d9e0b3; }
.markdown-body h3 { font-size: 1.25em; }
.markdown-body h4 { font-size: 1em; }
.markdown-body p, .markdown-body blockquote, .markdown-body ul, .markdown-body ol, .markdown-body table, .markdown-body pre, .markdown-body details { margin-top: 0; margin-bottom: 16px; }
.markdown-body ul, .markdown-body ol { padding-left: 2em; }
.markdown-body li + li { margin-top: .25em; }
.markdown-body blockquote { margin: 0 0 16px; padding: 0 1em; color: #59636e; border-left: .25em solid #d1d9e0; }
.markdown-body blockquote > :last-child { margin-bottom: 0; }
.markdown-body code { padding: .2em .4em; font-size: 85%; background: #818b981f; border-radius: 6px; font-family: ui-monospace, SFMono-Regular, "SF Mono", Menlo, Consolas, "Liberation Mono", monospace; }
.markdown-body pre { padding: 16px; overflow: auto; font-size: 85%; line-height: 1.45; background: #f6f8fa; border-radius: 6px; }
.markdown-body pre code { padding: 0; background: transparent; font-size: 100%; }
.markdown-body table { display: block; width: max-content; max-width: 100%; overflow: auto; border-spacing: 0; border-collapse: collapse; }
.markdown-body table th { font-weight: 600; }
.markdown-body table th, .markdown-body table td { padding: 6px 13px; border: 1px solid #d1d9e0; }
.markdown-body table tr { background: #fff; border-top: 1px solid #d1d9e0b3; }
.markdown-body table tr:nth-child(2n) { background: #f6f8fa; }
.markdown-body details summary { cursor: pointer; display: list-item; }
.markdown-body details > :not(summary):first-of-type { margin-top: 8px; }
.markdown-body a { color: #0969da; text-decoration: none; }
.markdown-body hr { height: .25em; padding: 0; margin: 24px 0; background: #d1d9e0; border: 0; }
.markdown-body .mermaid { margin-bottom: 16px; }
.markdown-body .alert { padding: 8px 16px; margin-bottom: 16px; border-left: .25em solid; }
.markdown-body .alert > :last-child { margin-bottom: 0; }
.markdown-body .alert-title { font-weight: 500; margin-bottom: 4px; }
.markdown-body .alert-note { border-color: #0969da; } .alert-note .alert-title { color: #0969da; }
.markdown-body .alert-tip { border-color: #1a7f37; } .alert-tip .alert-title { color: #1a7f37; }
.markdown-body .alert-important { border-color: #8250df; } .alert-important .alert-title { color: #8250df; }
.markdown-body .alert-warning { border-color: #9a6700; } .alert-warning .alert-title { color: #9a6700; }
.markdown-body .alert-caution { border-color: #d1242f; } .alert-caution .alert-title { color: #d1242f; }
`;

/** The page; `measure`: the page writes its height into body's data-height once drawn. */
export function githubPage(fragment, pageWidth, measure) {
  const mermaid = path.join(repo, 'node_modules/mermaid/dist/mermaid.min.js');
  const mermaidScript = existsSync(mermaid)
    ? `<script src="${pathToFileURL(mermaid).href}"></script>
<script>
  // cmark-gfm writes a fenced block as <pre><code class="language-mermaid">; GitHub draws it as a chart.
  const blocks = [...document.querySelectorAll('code.language-mermaid')];
  for (const code of blocks) {
    const div = document.createElement('div');
    div.className = 'mermaid';
    div.textContent = code.textContent;
    code.parentElement.replaceWith(div);
  }
  mermaid.initialize({ startOnLoad: false, theme: 'default' });
  const done = blocks.length ? mermaid.run({ querySelector: '.mermaid' }).catch((e) => { document.body.dataset.mermaidError = String(e); }) : Promise.resolve();
  ${measure ? `done.then(() => { document.body.dataset.height = String(document.documentElement.scrollHeight); });` : ''}
</script>`
    : measure
      ? '<script>document.body.dataset.height = String(document.documentElement.scrollHeight);</script>'
      : '';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>supereval report</title>
<style>${CSS.replace('PAGE_WIDTH', String(pageWidth))}</style></head>
<body><div class="comment"><div class="comment-header"><b>github-actions</b> <span>bot commented</span></div>
<article class="markdown-body">
${fragment}
</article></div>
${mermaidScript}
</body></html>
`;
}

export /** GitHub draws a quote that starts with [!WARNING] (and the like) as an alert box; cmark-gfm leaves it a quote. */
function githubAlerts(html) {
  return html.replace(/<blockquote>\n<p>\[!(NOTE|TIP|IMPORTANT|WARNING|CAUTION)\]\n?([\s\S]*?)<\/blockquote>/g, (_, kind, rest) => {
    const title = kind[0] + kind.slice(1).toLowerCase();
    return `<div class="alert alert-${kind.toLowerCase()}"><p class="alert-title">${title}</p>\n<p>${rest}</div>`;
  });
}
