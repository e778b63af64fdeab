export const id = 4488;
export const ids = [4488];
export const modules = {

/***/ 64488:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  renderHtml: () => (/* binding */ renderHtml)
});

// UNUSED EXPORTS: HTML_MAX_BYTES, scriptJson

// EXTERNAL MODULE: ./lib/base/index.js + 13 modules
var base = __webpack_require__(88986);
;// CONCATENATED MODULE: ./lib/report/html/client.js
// The page's script, as text for an inline <script>: it reads the data
// (page-data.ts) from the page's JSON block and draws the cases a page at a
// time, with the filters, search, sorting and opened rows kept in the
// address's #fragment (so a link, or a test, can open a given view:
// #status=regression&open=all&per=all). Every text from the data reaches
// the DOM through textContent or a text node, never as markup. The words
// that differ between the baseline's output and today's are marked when a
// row is opened, so the file holds each output once.
const CLIENT_SCRIPT = String.raw `(function () {
'use strict';
var DATA = JSON.parse(document.getElementById('supereval-data').textContent);
var ST = DATA.statuses, T = DATA.tables;
var PER_PAGE = [100, 500];
var state = readHash();
var open = {};
var searchText = [];

// The view a link asks for. A link can hold anything after the #: a value
// outside what the controls offer is dropped (the control then shows what
// is drawn), and a malformed escape is taken as written.
function readHash() {
  var s = { status: '', tag: '', q: '', sort: 'severity', per: '100', page: '0', open: '' };
  location.hash.slice(1).split('&').forEach(function (kv) {
    var i = kv.indexOf('=');
    if (i < 0) return;
    var k = decodeText(kv.slice(0, i));
    if (Object.prototype.hasOwnProperty.call(s, k)) s[k] = decodeText(kv.slice(i + 1));
  });
  var allowed = {
    status: [''].concat(ST.map(function (x) { return x.key; })),
    tag: [''].concat(T.tags),
    sort: ['severity', 'id', 'change'],
    per: PER_PAGE.map(String).concat(['all']),
    open: ['', 'all', 'none'],
  };
  Object.keys(allowed).forEach(function (k) { if (allowed[k].indexOf(s[k]) < 0) s[k] = k === 'sort' ? 'severity' : k === 'per' ? '100' : ''; });
  if (!/^[0-9]{1,9}$/.test(s.page)) s.page = '0';
  return s;
}
/** decodeURIComponent, but a malformed escape (%E0%A4%A) stays as written, the well-formed ones around it decoded. */
function decodeText(text) {
  try { return decodeURIComponent(text); } catch (e) {
    return text.replace(/(%[0-9A-Fa-f]{2})+/g, function (run) { try { return decodeURIComponent(run); } catch (e2) { return run; } });
  }
}
function writeHash() {
  var parts = [];
  Object.keys(state).forEach(function (k) { if (state[k] !== '' && !(k === 'sort' && state[k] === 'severity') && !(k === 'per' && state[k] === '100') && !(k === 'page' && state[k] === '0')) parts.push(encodeURIComponent(k) + '=' + encodeURIComponent(state[k])); });
  history.replaceState(null, '', parts.length ? '#' + parts.join('&') : location.pathname + location.search);
}
function el(tag, cls, text) {
  var e = document.createElement(tag);
  if (cls) e.className = cls;
  if (text !== undefined && text !== null) e.textContent = String(text);
  return e;
}
function textOf(v) { return v === null || v === undefined ? null : typeof v === 'string' ? v : v[0]; }
function cutNote(v) { return v && typeof v !== 'string' ? el('span', 'more', '… ' + v[1] + ' more chars in the results JSON') : null; }
function block(v, cls) {
  var pre = el('pre', cls, textOf(v));
  var note = cutNote(v);
  if (note) pre.appendChild(note);
  return pre;
}
function labelled(label, node) {
  var d = el('div', 'field');
  d.appendChild(el('div', 'label', label));
  d.appendChild(node);
  return d;
}

/** Which items of a and b are kept by their longest common subsequence; null when too long to align. */
function common(a, b) {
  var n = a.length, m = b.length, w = m + 1;
  if (n * m > 250000) return null;
  var L = new Uint16Array((n + 1) * w);
  for (var i = n - 1; i >= 0; i--) for (var j = m - 1; j >= 0; j--) L[i * w + j] = a[i] === b[j] ? L[(i + 1) * w + j + 1] + 1 : Math.max(L[(i + 1) * w + j], L[i * w + j + 1]);
  var ka = [], kb = [];
  i = 0; j = 0;
  while (i < n && j < m) {
    if (a[i] === b[j]) { ka[i++] = true; kb[j++] = true; }
    else if (L[(i + 1) * w + j] >= L[i * w + j + 1]) i++;
    else j++;
  }
  return [ka, kb];
}
/** Both texts as <pre>s, the words only one has marked (del in the baseline's, ins in today's). */
function wordDiff(before, now) {
  var ta = textOf(before).split(/(\s+)/), tb = textOf(now).split(/(\s+)/);
  var wa = ta.filter(function (t) { return /\S/.test(t); }), wb = tb.filter(function (t) { return /\S/.test(t); });
  var kept = common(wa, wb);
  // Below this share of words in common, marking nearly every word would only add noise (as the comment's table does).
  if (kept && kept[0].filter(Boolean).length < 0.3 * Math.max(wa.length, wb.length)) kept = null;
  function draw(tokens, keep, mark, v) {
    var pre = el('pre', 'output'), k = 0;
    tokens.forEach(function (t) {
      if (t === '') return;
      if (!/\S/.test(t) || !kept) { if (/\S/.test(t)) k++; pre.appendChild(document.createTextNode(t)); return; }
      pre.appendChild(keep[k++] ? document.createTextNode(t) : el(mark, '', t));
    });
    var note = cutNote(v);
    if (note) pre.appendChild(note);
    return pre;
  }
  return [draw(ta, kept && kept[0], 'del', before), draw(tb, kept && kept[1], 'ins', now)];
}
function sideBySide(headA, nodeA, headB, nodeB) {
  var g = el('div', 'sides');
  g.appendChild(labelled(headA, nodeA));
  g.appendChild(labelled(headB, nodeB));
  return g;
}
function callList(calls, keep, mark) {
  var ol = el('ol', 'calls');
  calls.forEach(function (c, i) {
    var li = el('li');
    li.appendChild(keep && !keep[i] ? el(mark, '', textOf(c)) : document.createTextNode(textOf(c)));
    var note = cutNote(c);
    if (note) li.appendChild(note);
    ol.appendChild(li);
  });
  return ol;
}

// An agent's conversation, folded: its lines beside the baseline's, the lines that differ marked.
function conversationBox(R, k) {
  var fold = el('details', 'conversation');
  fold.appendChild(el('summary', '', R.vs[k]));
  if (R.bv[k]) {
    var keep = common(R.bv[k].map(textOf), R.v[k].map(textOf));
    fold.appendChild(sideBySide('Baseline conversation', callList(R.bv[k], keep && keep[0], 'del'), 'Conversation now', callList(R.v[k], keep && keep[1], 'ins')));
  } else fold.appendChild(callList(R.v[k], null, ''));
  return fold;
}

function spanTree(lines) {
  var pre = el('pre', 'spans');
  lines.forEach(function (line, i) {
    pre.appendChild(document.createTextNode((i > 0 ? '\n' : '') + textOf(line)));
    var note = cutNote(line);
    if (note) pre.appendChild(note);
  });
  return pre;
}

function detail(R, k) {
  var box = el('div', 'detail');
  if (R.in[k] !== null) box.appendChild(labelled('Input', block(R.in[k], 'input')));
  if (R.ex[k] !== null) box.appendChild(labelled('Expected', block(R.ex[k], 'expected')));
  if (R.e[k] !== null) box.appendChild(labelled('Error', block(R.e[k], 'error')));
  if (R.b[k] !== null && R.o[k] !== null) {
    var pair = wordDiff(R.b[k], R.o[k]);
    box.appendChild(sideBySide('Baseline output', pair[0], 'Output now', pair[1]));
  } else if (R.b[k] !== null) box.appendChild(sideBySide('Baseline output', block(R.b[k], 'output'), 'Output now', el('p', 'none', 'no output')));
  else if (R.o[k] !== null) box.appendChild(labelled('Output', block(R.o[k], 'output')));
  if (R.r[k] && R.r[k][2]) box.appendChild(labelled('Passed on re-run', block(R.r[k][2], 'output')));
  var a = R.a[k];
  if (a.length > 0) {
    var t = el('table', 'asserts');
    var head = el('tr');
    ['Assertion', 'Verdict', 'Reason'].forEach(function (h) { head.appendChild(el('th', '', h)); });
    t.appendChild(head);
    for (var i = 0; i < a.length; i += 3) {
      var tr = el('tr');
      tr.appendChild(el('td', '', T.types[a[i]]));
      tr.appendChild(el('td', 'v-' + a[i + 1], { p: 'pass', f: 'fail', e: 'error', s: 'skipped' }[a[i + 1]] || a[i + 1]));
      var reason = el('td', '', textOf(a[i + 2]));
      var note = cutNote(a[i + 2]);
      if (note) reason.appendChild(note);
      tr.appendChild(reason);
      t.appendChild(tr);
    }
    box.appendChild(labelled('Assertions', t));
  }
  if (R.t[k] && R.bt[k]) {
    var keep = common(R.bt[k].map(textOf), R.t[k].map(textOf));
    box.appendChild(sideBySide('Baseline tool calls', callList(R.bt[k], keep && keep[0], 'del'), 'Tool calls now', callList(R.t[k], keep && keep[1], 'ins')));
  } else if (R.t[k]) box.appendChild(labelled('Tool calls', callList(R.t[k], null, '')));
  if (R.v && R.v[k]) box.appendChild(conversationBox(R, k));
  if (R.sp && R.sp[k]) box.appendChild(labelled('Spans', spanTree(R.sp[k])));
  return box;
}

function statusCell(R, k) {
  var td = el('td');
  td.appendChild(el('span', 'status s-' + ST[R.c[k]].key, ST[R.c[k]].label));
  if (R.f[k]) td.appendChild(el('span', 'mark', 'trials disagree'));
  if (R.r[k]) td.appendChild(el('span', 'mark', R.r[k][0] + '/' + R.r[k][1] + ' passed on re-run'));
  return td;
}
function num(v, signed) { return v === null ? '' : (signed && v > 0 ? '+' : '') + v.toFixed(2); }

function matches(R, d, k, tag, q) {
  if (state.status && ST[R.c[k]].key !== state.status) return false;
  if (tag >= 0 && R.g[k].indexOf(tag) < 0) return false;
  if (!q) return true;
  var s = searchText[d] || (searchText[d] = []);
  if (s[k] === undefined) s[k] = (R.i[k] + ' ' + R.g[k].map(function (g) { return T.tags[g]; }).join(' ') + ' ' + (textOf(R.o[k]) || '')).toLowerCase();
  return s[k].indexOf(q) >= 0;
}
function order(R, rows) {
  var byId = function (a, b) { return R.i[a] < R.i[b] ? -1 : R.i[a] > R.i[b] ? 1 : a - b; };
  if (state.sort === 'id') return rows.sort(byId);
  if (state.sort === 'change') return rows.sort(function (a, b) {
    var x = R.d[a], y = R.d[b];
    return x === y ? byId(a, b) : x === null ? 1 : y === null ? -1 : x - y;
  });
  return rows.sort(function (a, b) { return R.c[a] - R.c[b] || byId(a, b); });
}

/** Whether a row the reader has not opened or closed is drawn open: all, none, or (the default view) the regressions. */
function openAtFirst(R, k) {
  return state.open === 'all' || (state.open === '' && ST[R.c[k]].key === 'regression');
}

function drawDataset(d) {
  var R = DATA.rows[d], host = document.getElementById('cases-' + d);
  var tag = state.tag ? T.tags.indexOf(state.tag) : -1;
  if (state.tag && tag < 0) tag = -2;
  var q = state.q.toLowerCase(), rows = [];
  for (var k = 0; k < R.i.length; k++) if (tag !== -2 && matches(R, d, k, tag, q)) rows.push(k);
  order(R, rows);
  var per = state.per === 'all' ? rows.length || 1 : Number(state.per) || 100;
  var pages = Math.max(1, Math.ceil(rows.length / per));
  var page = Math.min(Number(state.page) || 0, pages - 1);
  var shown = rows.slice(page * per, (page + 1) * per);
  // A model column only where this dataset's rows name more than one.
  var several = R.m.some(function (m) { return m !== R.m[0]; });
  var table = el('table', 'cases');
  var head = el('tr');
  ['Status', 'Case', several ? 'Model' : null, 'Tags', 'Score', 'Change'].forEach(function (h) { if (h) head.appendChild(el('th', '', h)); });
  table.appendChild(head);
  shown.forEach(function (k) {
    var tr = el('tr', 'row');
    tr.setAttribute('data-case', R.i[k]);
    tr.setAttribute('aria-expanded', 'false');
    tr.tabIndex = 0;
    tr.appendChild(statusCell(R, k));
    tr.appendChild(el('td', 'id', R.i[k]));
    if (several) tr.appendChild(el('td', 'model', R.m[k] < 0 ? '' : T.models[R.m[k]]));
    tr.appendChild(el('td', 'tags', R.g[k].map(function (g) { return T.tags[g]; }).join(', ')));
    tr.appendChild(el('td', 'num', num(R.s[k], false)));
    tr.appendChild(el('td', 'num' + (R.d[k] < 0 ? ' down' : R.d[k] > 0 ? ' up' : ''), num(R.d[k], true)));
    table.appendChild(tr);
    var key = d + ':' + k;
    var toggle = function () {
      var next = tr.nextSibling;
      if (next && next.className === 'open') { table.removeChild(next); open[key] = false; tr.setAttribute('aria-expanded', 'false'); return; }
      var row = el('tr', 'open'), td = el('td');
      td.colSpan = several ? 6 : 5;
      td.appendChild(detail(R, k));
      row.appendChild(td);
      table.insertBefore(row, tr.nextSibling);
      open[key] = true;
      tr.setAttribute('aria-expanded', 'true');
    };
    tr.addEventListener('click', toggle);
    tr.addEventListener('keydown', function (e) { if (e.key === 'Enter' || e.key === ' ') { e.preventDefault(); toggle(); } });
    if (open[key] === undefined ? openAtFirst(R, k) : open[key]) toggle();
  });
  var pager = el('div', 'pager');
  pager.appendChild(el('span', 'count', rows.length === 0 ? 'No case matches.' : 'Cases ' + (page * per + 1) + '–' + (page * per + shown.length) + ' of ' + rows.length + (rows.length < R.i.length ? ' (of ' + R.i.length + ' in all)' : '')));
  [['‹ previous', page - 1], ['next ›', page + 1]].forEach(function (b) {
    var btn = el('button', '', b[0]);
    btn.disabled = b[1] < 0 || b[1] >= pages;
    btn.addEventListener('click', function () { state.page = String(b[1]); redraw(); });
    pager.appendChild(btn);
  });
  host.replaceChildren(pager, table);
}

function redraw() {
  writeHash();
  for (var d = 0; d < DATA.rows.length; d++) drawDataset(d);
  document.body.setAttribute('data-drawn', '1');
}

function control(label, node) {
  var l = el('label', '', label + ' ');
  l.appendChild(node);
  return l;
}
function select(key, options) {
  var s = el('select');
  s.name = key;
  options.forEach(function (o) { var opt = el('option', '', o[1]); opt.value = o[0]; s.appendChild(opt); });
  s.value = state[key];
  s.addEventListener('change', function () { state[key] = s.value; state.page = '0'; redraw(); });
  return s;
}
function controls() {
  var counts = ST.map(function () { return 0; });
  DATA.rows.forEach(function (R) { R.c.forEach(function (c) { counts[c]++; }); });
  var bar = document.getElementById('controls');
  bar.appendChild(control('Status', select('status', [['', 'all']].concat(ST.map(function (s, i) { return [s.key, s.label + ' (' + counts[i] + ')']; }).filter(function (o, i) { return counts[i] > 0; })))));
  bar.appendChild(control('Tag', select('tag', [['', 'all']].concat(T.tags.map(function (t) { return [t, t]; })))));
  var q = el('input');
  q.type = 'search';
  q.placeholder = 'id, tag or output text';
  q.value = state.q;
  q.addEventListener('input', function () { state.q = q.value; state.page = '0'; redraw(); });
  bar.appendChild(control('Search', q));
  bar.appendChild(control('Sort by', select('sort', [['severity', 'status'], ['id', 'id'], ['change', 'score change']])));
  bar.appendChild(control('Per page', select('per', PER_PAGE.map(function (n) { return [String(n), String(n)]; }).concat([['all', 'all']]))));
  // Expand or collapse every row; the choice goes into the address (open=all, open=none) like the filters.
  [['Expand all', 'all'], ['Collapse all', 'none']].forEach(function (b) {
    var btn = el('button', 'rows-' + b[1], b[0]);
    btn.type = 'button';
    btn.addEventListener('click', function () { state.open = b[1]; open = {}; redraw(); });
    bar.appendChild(btn);
  });
  bar.appendChild(el('p', 'hint', 'Click a row (or press Enter on it) to open its input, expected value, outputs and assertions; regressions start open.'));
}

/** Large pages carry their rows gzipped (page-data.ts): inflated by the browser, no fetch. */
function inflate(base64) {
  var bin = atob(base64), bytes = new Uint8Array(bin.length);
  for (var i = 0; i < bin.length; i++) bytes[i] = bin.charCodeAt(i);
  return new Response(new Blob([bytes]).stream().pipeThrough(new DecompressionStream('gzip'))).text().then(JSON.parse);
}

(typeof DATA.rows === 'string' ? inflate(DATA.rows) : Promise.resolve(DATA.rows)).then(function (rows) {
  DATA.rows = rows;
  controls();
  redraw();
});
})();`;

// EXTERNAL MODULE: ./lib/report/error-bars.js
var error_bars = __webpack_require__(19555);
// EXTERNAL MODULE: ./lib/report/confirmation.js
var confirmation = __webpack_require__(32333);
// EXTERNAL MODULE: ./lib/results/index.js + 11 modules
var lib_results = __webpack_require__(10655);
// EXTERNAL MODULE: ./lib/report/trend.js
var trend = __webpack_require__(18161);
;// CONCATENATED MODULE: ./lib/report/html/trend-svg.js
// The pass-rate trend as inline SVG: the points src/report/trend.ts selects
// (history, baseline, now), a line on a 0-100% axis, at most MAX_X_LABELS x
// labels so many points never smear into each other. Labels are escaped. Pure.


const WIDTH = 640;
const HEIGHT = 180;
const PAD = { left: 40, right: 24, top: 12, bottom: 36 };
const MAX_X_LABELS = 8;
/** The SVG, or '' without enough points for a trend. */
function trendSvg(results) {
    const points = (0,trend/* trendPoints */.p9)(results);
    if (points.length < trend/* MIN_TREND_POINTS */.Dy)
        return '';
    const labels = (0,trend/* pointLabels */.kW)(points);
    const plotW = WIDTH - PAD.left - PAD.right;
    const plotH = HEIGHT - PAD.top - PAD.bottom;
    const x = (i) => PAD.left + (points.length === 1 ? plotW / 2 : (i * plotW) / (points.length - 1));
    const y = (rate) => PAD.top + (1 - rate) * plotH;
    const step = Math.ceil(points.length / MAX_X_LABELS);
    const grid = [0, 0.5, 1].map((r) => `<line x1="${PAD.left}" x2="${WIDTH - PAD.right}" y1="${y(r)}" y2="${y(r)}" class="grid"/><text x="${PAD.left - 6}" y="${y(r) + 4}" text-anchor="end">${(0,base/* formatPct */.R8)(r)}</text>`);
    const line = points.map((p, i) => `${x(i).toFixed(1)},${y(p.pass_rate).toFixed(1)}`).join(' ');
    const dots = points.map((p, i) => `<circle cx="${x(i).toFixed(1)}" cy="${y(p.pass_rate).toFixed(1)}" r="3"><title>${(0,base/* escapeHtml */.ZD)(`${labels[i] ?? ''}: ${(0,base/* formatPct */.R8)(p.pass_rate)} (${p.passed}/${p.total})`)}</title></circle>`);
    // The last point (now) always has its label; the others every `step`, counted back from it.
    const xLabels = labels.flatMap((label, i) => (points.length - 1 - i) % step === 0
        ? [
            `<text x="${x(i).toFixed(1)}" y="${HEIGHT - PAD.bottom + 16}" text-anchor="${i === points.length - 1 ? 'end' : i === 0 ? 'start' : 'middle'}">${(0,base/* escapeHtml */.ZD)(label)}</text>`,
        ]
        : []);
    return [
        `<svg class="trend" viewBox="0 0 ${WIDTH} ${HEIGHT}" width="${WIDTH}" height="${HEIGHT}" role="img" aria-label="${(0,base/* escapeHtml */.ZD)(`Pass rate of ${results.dataset.name}, last ${points.length} runs`)}">`,
        ...grid,
        `<polyline points="${line}"/>`,
        ...dots,
        ...xLabels,
        '</svg>',
    ].join('');
}

;// CONCATENATED MODULE: ./lib/report/html/header.js
// What the HTML report shows above a dataset's cases: its name and verdict,
// the gate's reasons, the summary row and the trend. Every text from the
// results is escaped. Pure.





/** A dataset's heading, verdict, reasons, summary and trend. */
function datasetHeader(results) {
    const { summary, comparison, gate } = results;
    const verdict = gate.passed ? '<span class="verdict pass">passed</span>' : '<span class="verdict fail">blocked</span>';
    const reasons = gate.reasons.length > 0 ? `<ul class="reasons">${gate.reasons.map((r) => `<li>${(0,base/* escapeHtml */.ZD)(r)}</li>`).join('')}</ul>` : '';
    const figures = [
        ['Pass rate', `${(0,base/* formatPct */.R8)(summary.pass_rate)} (${summary.passed}/${summary.total})`],
        ['Baseline', comparison ? (0,base/* formatPct */.R8)(comparison.baseline_pass_rate) : 'none'],
        ['Change', comparison ? (0,error_bars/* changeCell */.fd)(comparison) : '–'],
        ['Regressions', comparison ? String(comparison.regressions) : '–'],
        ['Fixed', comparison ? String(comparison.fixed) : '–'],
        ['Errors', String(summary.errors)],
        ['Cost', (0,base/* formatCost */.BD)((0,lib_results/* spendOf */.Ii)(results).total)],
        ['p95 latency', (0,base/* formatLatency */.YL)(summary.p95_latency_ms)],
    ];
    const table = `<table class="summary"><tr>${figures.map(([h]) => `<th>${h}</th>`).join('')}</tr><tr>${figures.map(([, v]) => `<td>${(0,base/* escapeHtml */.ZD)(v)}</td>`).join('')}</tr></table>`;
    const note = results.baseline_note ? `<p class="note">${(0,base/* escapeHtml */.ZD)(results.baseline_note)}</p>` : '';
    const models = `<p class="note">Models: ${results.models.map((m) => `<code>${(0,base/* escapeHtml */.ZD)(m)}</code>`).join(', ')}</p>`;
    // What the regressions' re-runs found and cost (--confirm-regressions), as the comment says it.
    const rerunText = (0,confirmation/* confirmationSentence */.F)(summary);
    const reruns = rerunText ? `<p class="note">${(0,base/* escapeHtml */.ZD)(rerunText)}</p>` : '';
    return `<h2>${(0,base/* escapeHtml */.ZD)(results.dataset.name)} ${verdict}</h2>${reasons}${table}${note}${models}${reruns}${trendSvg(results)}`;
}

// EXTERNAL MODULE: external "node:zlib"
var external_node_zlib_ = __webpack_require__(38522);
// EXTERNAL MODULE: ./lib/config/index.js + 22 modules
var config = __webpack_require__(67594);
;// CONCATENATED MODULE: ./lib/report/html/statuses.js
// The statuses a row of the HTML report can have: the comparison's
// classifications (CLASSIFICATIONS, src/config/comparison.ts) when there was
// a baseline, else the result's own pass/fail/error. Each has a label and a
// rank (most severe first) for sorting; a classification added later and not
// named here still shows, under its own name, after the named ones.

/** Most severe first; the ones not listed sort after them. */
const NAMED = [
    ['regression', 'regression'],
    ['undecided', 'undecided (re-runs could not tell)'],
    ['error', 'error'],
    ['flaky', 'flaky (did not reproduce)'],
    ['fail', 'fail'],
    ['still_failing', 'still failing'],
    ['new', 'new'],
    ['fixed', 'fixed'],
    ['removed', 'removed'],
    ['pass', 'pass'],
    ['still_passing', 'still passing'],
];
/** Every status a page can show, most severe first: its index is its sort rank. */
const STATUSES = [
    ...NAMED.map(([key, label]) => ({ key, label })),
    ...config/* CLASSIFICATIONS */.Ii.filter((c) => !NAMED.some(([key]) => key === c)).map((key) => ({ key, label: key.replace(/_/g, ' ') })),
];
const RANK = new Map(STATUSES.map((s, i) => [s.key, i]));
/** The status's index in STATUSES. */
function statusRank(key) {
    const rank = RANK.get(key);
    if (rank === undefined)
        throw new Error(`unknown status ${key}`);
    return rank;
}

;// CONCATENATED MODULE: ./lib/report/html/page-data.js
// The rows as the page's data: by column, with short keys and tables of the
// repeated strings (models, tags, assertion types), so 10,000 cases fit in a
// few megabytes. Long texts are cut here, each to its own cap; when the page
// would still be over HTML_MAX_BYTES, every cap is lowered together until it
// fits. A cut text is [kept, chars cut], and the page says how many more
// characters the results JSON holds. Rows over COMPRESS_ABOVE bytes of JSON
// go in gzipped (base64), for the page to inflate with the browser's own
// DecompressionStream: output text compresses about threefold, which is what
// lets 10,000 cases keep most of their words. Pure.


/** The largest page renderHtml aims for (the issue's bound for 10,000 cases). */
const HTML_MAX_BYTES = 4_000_000;
/** Most characters kept of each kind of text, before any lowering for size. */
const CAPS = { output: 4000, input: 2000, expected: 1000, error: 1000, reason: 600, call: 400 };
/** Caps are never lowered below this many characters. */
const MIN_CAP = 60;
/** Rows whose JSON is larger than this go in gzipped: small pages stay readable as text. */
const COMPRESS_ABOVE = 1_000_000;
/** Each dataset's rows by column, with the tables they index, cut to fit `maxBytes` of JSON in all. */
function pageData(datasets, maxBytes = HTML_MAX_BYTES) {
    const tables = { models: new Index(), tags: new Index(), types: new Index() };
    const chars = (scale) => datasets.reduce((sum, r) => sum + r.reduce((n, row) => n + textChars(row, scale), 0), 0);
    let scale = 1;
    for (;;) {
        const columned = datasets.map((r) => columns(r, tables, scale));
        const json = JSON.stringify(columned);
        const rows = Buffer.byteLength(json) > COMPRESS_ABOVE ? (0,external_node_zlib_.gzipSync)(json).toString('base64') : columned;
        const out = { tables: { models: tables.models.list, tags: tables.tags.list, types: tables.types.list }, rows };
        const size = Buffer.byteLength(JSON.stringify(out));
        if (size <= maxBytes || scale * CAPS.output <= MIN_CAP)
            return out;
        // The scale that keeps as much less text as the page is over (and a little more), found by halving.
        scale = scaleFor(chars, (chars(scale) * maxBytes * 0.97) / size, scale);
    }
}
/** The largest scale below `from` at which at most `target` characters are kept. */
function scaleFor(chars, target, from) {
    let low = MIN_CAP / CAPS.output;
    let high = from;
    for (let i = 0; i < 20; i++) {
        const mid = (low + high) / 2;
        if (chars(mid) > target)
            high = mid;
        else
            low = mid;
    }
    return low;
}
class Index {
    list = [];
    seen = new Map();
    of(value) {
        let i = this.seen.get(value);
        if (i === undefined)
            this.seen.set(value, (i = this.list.push(value) - 1));
        return i;
    }
}
const capOf = (kind, scale) => Math.max(MIN_CAP, Math.floor(CAPS[kind] * scale));
/** The text cut to its kind's cap, by code points (a surrogate pair is never split). */
function cut(text, kind, scale) {
    const cap = capOf(kind, scale);
    if (text.length <= cap)
        return text;
    const points = [...text];
    return points.length <= cap ? text : [points.slice(0, cap).join(''), points.length - cap];
}
const cutOrNull = (text, kind, scale) => (text === null ? null : cut(text, kind, scale));
/** The characters of a row's texts the page keeps at `scale`. */
function textChars(row, scale) {
    const kept = (text, kind) => Math.min(text?.length ?? 0, capOf(kind, scale));
    return (kept(row.input, 'input') +
        kept(row.expected, 'expected') +
        kept(row.output, 'output') +
        kept(row.baseline, 'output') +
        kept(row.confirmation?.passed_output ?? null, 'output') +
        kept(row.error, 'error') +
        row.asserts.reduce((n, a) => n + kept(a.reason, 'reason'), 0) +
        [...(row.calls ?? []), ...(row.baselineCalls ?? []), ...(row.spans ?? [])].reduce((n, c) => n + kept(c, 'call'), 0) +
        [...(row.conversation ?? []), ...(row.baselineConversation ?? [])].reduce((n, c) => n + kept(c, 'reason'), 0));
}
function columns(rows, tables, scale) {
    const out = {
        i: [],
        m: [],
        g: [],
        c: [],
        s: [],
        d: [],
        f: [],
        r: [],
        in: [],
        ex: [],
        o: [],
        b: [],
        e: [],
        a: [],
        t: [],
        bt: [],
        v: [],
        bv: [],
        vs: [],
        sp: [],
    };
    for (const row of rows) {
        out.i.push(row.id);
        out.m.push(row.model === null ? -1 : tables.models.of(row.model));
        out.g.push(row.tags.map((t) => tables.tags.of(t)));
        out.c.push(statusRank(row.status));
        out.s.push(row.score);
        out.d.push(row.delta);
        out.f.push(row.flaky ? 1 : 0);
        out.r.push(row.confirmation ? [row.confirmation.passes, row.confirmation.runs, cutOrNull(row.confirmation.passed_output ?? null, 'output', scale)] : null);
        out.in.push(cutOrNull(row.input, 'input', scale));
        out.ex.push(cutOrNull(row.expected, 'expected', scale));
        out.o.push(cutOrNull(row.output, 'output', scale));
        out.b.push(cutOrNull(row.baseline, 'output', scale));
        out.e.push(cutOrNull(row.error, 'error', scale));
        out.a.push(row.asserts.flatMap((a) => [tables.types.of(a.type), a.status[0] ?? '', cut(a.reason, 'reason', scale)]));
        out.t.push(row.calls ? row.calls.map((c) => cut(c, 'call', scale)) : null);
        out.bt.push(row.baselineCalls ? row.baselineCalls.map((c) => cut(c, 'call', scale)) : null);
        out.v.push(row.conversation ? row.conversation.map((c) => cut(c, 'reason', scale)) : null);
        out.bv.push(row.baselineConversation ? row.baselineConversation.map((c) => cut(c, 'reason', scale)) : null);
        out.vs.push(row.conversationSummary);
        out.sp.push(row.spans ? row.spans.map((c) => cut(c, 'call', scale)) : null);
    }
    return out;
}

// EXTERNAL MODULE: ./lib/report/case-detail.js
var case_detail = __webpack_require__(9336);
// EXTERNAL MODULE: ./lib/report/conversation.js
var conversation = __webpack_require__(47959);
;// CONCATENATED MODULE: ./lib/report/html/span-tree.js
// An agent's spans (src/traces/) as the lines of a tree for the report: each
// span under its parent, children in the order they started, with its
// duration and a mark when it ended in error. A span whose parent is not
// among them (the case's TRACEPARENT, or a span dropped by the bounds) is a
// root. At most MAX_LINES lines; the rest is counted. Pure.

const MAX_SPAN_LINES = 200;
const durationOf = (span) => (span.end_ms === undefined ? 'unfinished' : `${Math.round((span.end_ms - span.start_ms) * 10) / 10} ms`);
/** The spans as indented lines: `name  12 ms`, children two spaces in, `✗ <message>` on an error. */
function spanTreeLines(spans) {
    const ids = new Set(spans.map((s) => s.span_id));
    const children = new Map();
    for (const span of spans) {
        const parent = span.parent_span_id !== undefined && ids.has(span.parent_span_id) && span.parent_span_id !== span.span_id ? span.parent_span_id : null;
        const list = children.get(parent) ?? [];
        list.push(span);
        children.set(parent, list);
    }
    for (const list of children.values())
        list.sort((a, b) => a.start_ms - b.start_ms);
    const lines = [];
    const seen = new Set();
    // Depth first, iteratively: a deep or cyclic parent chain cannot overflow the stack.
    const stack = (children.get(null) ?? []).map((span) => ({ span, depth: 0 })).reverse();
    while (stack.length > 0 && lines.length < MAX_SPAN_LINES) {
        const { span, depth } = stack.pop();
        if (seen.has(span))
            continue;
        seen.add(span);
        const error = span.status_code === 2 ? `  ✗ ${span.status_message ?? 'error'}` : '';
        lines.push((0,base/* stripControl */.kU)(`${'  '.repeat(Math.min(depth, 20))}${span.name}  ${durationOf(span)}${error}`));
        for (const child of [...(children.get(span.span_id) ?? [])].reverse())
            stack.push({ span: child, depth: depth + 1 });
    }
    const left = spans.length - lines.length;
    if (left > 0)
        lines.push(`… ${left} more span(s) in the results JSON`);
    return lines;
}

;// CONCATENATED MODULE: ./lib/report/html/rows.js
// The rows of the HTML report, one per case and model: with a baseline, one
// per comparison entry (a results file keeps no still-passing entries, so a
// result without one is still passing); without, one per result. Every text
// goes through stripControl: no terminal sequence, and a bidi override or
// other invisible character shows as <U+XXXX> instead of reordering the
// words around it. Pure.




/** Every row of one dataset's results, in the results' order. */
function reportRows(results, inputField) {
    const comparison = results.comparison;
    if (!comparison)
        return results.cases.flatMap((c) => modelsOf(c).map((m) => plainRow(c, m, inputField)));
    const perModel = comparison.models_compared.length > 0;
    const entries = new Map(comparison.cases.map((e) => [entryKey(e.id, perModel ? e.model : null), e]));
    const rows = [];
    for (const c of results.cases) {
        for (const model of perModel ? modelsOf(c) : [null]) {
            // A new case's entry names no model even when the comparison is per model.
            const key = entries.has(entryKey(c.id, model)) ? entryKey(c.id, model) : entryKey(c.id, null);
            const entry = entries.get(key);
            entries.delete(key);
            const result = model === null ? c.results[0] : c.results.find((r) => r.model === model);
            rows.push(entry ? entryRow(entry, c, result, inputField) : { ...plainRow(c, result?.model ?? null, inputField), status: 'still_passing' });
        }
    }
    // What is left has no case now: the removed ones.
    for (const entry of entries.values())
        rows.push(entryRow(entry, undefined, undefined, inputField));
    return rows;
}
const entryKey = (id, model) => (model === null ? id : `${id}\u0000${model}`);
/** The models a case has results for, each once (trials share a row). */
const modelsOf = (c) => [...new Set(c.results.map((r) => r.model))];
function plainRow(c, model, inputField) {
    const result = c.results.find((r) => r.model === model);
    return {
        ...caseFields(c, inputField),
        ...resultFields(result),
        model: model === null ? null : (0,base/* stripControl */.kU)(model),
        status: result?.status ?? c.status,
        score: result?.score ?? c.score,
        delta: null,
        flaky: c.flaky ?? false,
        confirmation: null,
        baseline: null,
        baselineCalls: null,
        baselineConversation: null,
    };
}
function entryRow(entry, c, result, inputField) {
    const confirmation = entry.confirmation;
    return {
        ...caseFields(c, inputField),
        ...resultFields(result),
        id: (0,base/* stripControl */.kU)(entry.id),
        model: entry.model === null ? null : (0,base/* stripControl */.kU)(entry.model),
        tags: entry.tags.map(base/* stripControl */.kU),
        status: entry.classification,
        score: entry.score,
        delta: entry.score_delta,
        flaky: entry.flaky,
        confirmation: confirmation
            ? { runs: confirmation.runs, passes: confirmation.passes, passed_output: shown(confirmation.passed_output ?? null) }
            : null,
        baseline: shown(entry.baseline_output ?? null),
        baselineCalls: entry.baseline_tool_calls ? callLines(entry.baseline_tool_calls) : null,
        baselineConversation: entry.baseline_conversation ? (0,conversation/* conversationLines */.h)(entry.baseline_conversation).map(base/* stripControl */.kU) : null,
        conversationSummary: result?.conversation ? (0,conversation/* conversationSummary */.ks)(result.conversation, entry.baseline_conversation) : null,
    };
}
function caseFields(c, inputField) {
    const input = inputField === null ? undefined : c?.vars?.[inputField];
    return {
        id: (0,base/* stripControl */.kU)(c?.id ?? ''),
        tags: (c?.tags ?? []).map(base/* stripControl */.kU),
        input: input === undefined ? null : (0,base/* stripControl */.kU)(typeof input === 'string' ? input : JSON.stringify(input)),
        expected: shown(c?.expected ?? null),
    };
}
function resultFields(result) {
    return {
        output: shown(result?.output ?? null),
        error: shown(result?.error ?? null),
        asserts: (result?.asserts ?? []).map((a) => ({ type: (0,base/* stripControl */.kU)(a.type), status: a.status, reason: (0,base/* stripControl */.kU)(a.reason) })),
        calls: result?.tool_calls ? callLines(result.tool_calls) : null,
        conversation: result?.conversation ? (0,conversation/* conversationLines */.h)(result.conversation).map(base/* stripControl */.kU) : null,
        conversationSummary: result?.conversation ? (0,conversation/* conversationSummary */.ks)(result.conversation, undefined) : null,
        spans: result?.spans?.length ? spanTreeLines(result.spans) : null,
    };
}
/** Each call as one line, `name({"arg":…})`, its arguments' keys sorted. */
const callLines = (calls) => calls.map((call) => (0,base/* stripControl */.kU)(`${call.name}(${(0,case_detail/* canonical */.$N)(call.arguments)})`));
const shown = (text) => (text === null ? null : (0,base/* stripControl */.kU)(text));

;// CONCATENATED MODULE: ./lib/report/html/style.js
// The page's stylesheet, inline: light, GitHub-like, readable printed.
const STYLE = `
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

;// CONCATENATED MODULE: ./lib/report/html/index.js
// The HTML report: one self-contained file (inline CSS and script, nothing
// fetched; the page's Content-Security-Policy says so to the browser) showing
// every case of every dataset. The headers are rendered here, escaped; the
// cases travel as JSON in a <script type="application/json"> block, with
// every character that could end the block or the script escaped, and the
// page's script draws them (client.ts). Pure.








const CSP = "default-src 'none'; style-src 'unsafe-inline'; script-src 'unsafe-inline'; img-src data:";
/** JSON safe inside a <script> element: no `<`, `>` or `&` (so no `</script>` or `<!--`), nor the line separators older parsers choke on. */
function scriptJson(value) {
    return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
/** The whole page for these results (one per dataset). */
function renderHtml(results, options) {
    const rows = results.map((r, i) => reportRows(r, options.inputFields[i] ?? null));
    const data = { statuses: STATUSES, ...pageData(rows, options.maxBytes ?? HTML_MAX_BYTES) };
    const title = options.title ?? `supereval: ${results.map((r) => r.dataset.name).join(', ')}`;
    const passed = results.every((r) => r.gate.passed);
    return [
        '<!DOCTYPE html>',
        '<html lang="en"><head><meta charset="utf-8">',
        `<meta http-equiv="Content-Security-Policy" content="${CSP}">`,
        '<meta name="viewport" content="width=device-width, initial-scale=1">',
        `<title>${(0,base/* escapeHtml */.ZD)(title)}</title>`,
        `<style>${STYLE}</style>`,
        '</head><body>',
        `<h1>${(0,base/* escapeHtml */.ZD)(title)} <span class="verdict ${passed ? 'pass' : 'fail'}">${passed ? 'passed' : 'blocked'}</span></h1>`,
        '<noscript><p>The cases are drawn by the page’s script: allow scripts to see them.</p></noscript>',
        '<div id="controls"></div>',
        ...results.map((r, i) => `<section class="dataset">${datasetHeader(r)}<div id="cases-${i}" class="case-list"></div></section>`),
        `<script type="application/json" id="supereval-data">${scriptJson(data)}</script>`,
        `<script>${CLIENT_SCRIPT}</script>`,
        '</body></html>',
        '',
    ].join('\n');
}


/***/ })

};
