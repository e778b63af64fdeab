// The page's script, as text for an inline <script>: it reads the data
// (page-data.ts) from the page's JSON block and draws the cases a page at a
// time, with the filters, search, sorting and opened rows kept in the
// address's #fragment (so a link, or a test, can open a given view:
// #status=regression&open=all&per=all). Every text from the data reaches
// the DOM through textContent or a text node, never as markup. The words
// that differ between the baseline's output and today's are marked when a
// row is opened, so the file holds each output once.
export const CLIENT_SCRIPT = String.raw`(function () {
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
