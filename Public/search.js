// threadfold search: the box on every page, and the results on search.html.
// The index is a set of scripts under search/ (see SearchIndexWriter.swift) loaded with
// classic <script> elements, so it works from file:// as well as from any host.
// Indexed text only ever reaches the page as text nodes, never as markup.
// The query logic (tokens, shards, parsing, postings, ranking) is one object, `core`,
// which Node can load as a module: the recall test runs these very functions.
(function () {
  "use strict";
  var core = searchCore();
  if (typeof module === "object" && module.exports) { module.exports = core; return; }
  var fold = core.fold, parse = core.parse;
  // A div, not a form: the box works only with scripts, and pages hold no <form>.
  var box = document.querySelector(".site-search[data-root]");
  if (!box) return;
  box.hidden = false;
  var root = box.getAttribute("data-root") || "";
  var input = box.querySelector("input[type=search]");
  var list = document.getElementById("search-results");
  function submit() {
    if (!list) { location.href = root + "search.html?q=" + encodeURIComponent(input.value); return; }
    // The index starts loading before the address changes: replaceState takes a while.
    search(input.value);
    history.replaceState(null, "", "?q=" + encodeURIComponent(input.value));
  }
  input.addEventListener("keydown", function (e) { if (e.key === "Enter") { e.preventDefault(); submit(); } });
  box.querySelector("button").addEventListener("click", submit);
  if (!list) return;
  var status = document.getElementById("search-status");
  // LIMIT results are shown; the first FIRST are painted as soon as their documents
  // arrive, the rest after that paint: each document chunk is a script of its own, and
  // the first screenful should not wait for fifty of them.
  var LIMIT = 50, FIRST = 10;
  var store = { meta: null, terms: {}, docs: {} };
  window.threadfoldSearch = {
    meta: function (m) { store.meta = m; },
    terms: function (n, t) { store.terms[n] = t; },
    docs: function (n, d) { store.docs[n] = d; }
  };
  var loading = {};
  function load(path) {
    if (!loading[path]) {
      loading[path] = new Promise(function (resolve) {
        var s = document.createElement("script");
        s.src = root + path;
        s.onload = s.onerror = function () { resolve(); };
        document.head.appendChild(s);
      });
    }
    return loading[path];
  }
  // The first query should not wait for this small file: it is loaded with the page.
  load("search/meta.js");

  // A term's postings as the index stores them (`core.matches` reads them), or null
  // when no document has it.
  function postings(term) {
    var shard = store.terms[core.shard(term, store.meta.shards)] || {};
    return Object.prototype.hasOwnProperty.call(shard, term) ? shard[term] : null;
  }
  function docOf(id) {
    var chunk = store.docs[Math.floor(id / store.meta.chunk)];
    return chunk && chunk[id % store.meta.chunk];
  }
  function loadDocs(ids) {
    var seen = {};
    return Promise.all(ids.map(function (id) {
      var n = Math.floor(id / store.meta.chunk);
      if (seen[n]) return null;
      seen[n] = true;
      return load("search/d/" + n + ".js");
    }));
  }

  var generation = 0;
  function search(q) {
    var mine = ++generation;
    var query = parse(q);
    if (!query.terms.length) { show(mine, query, { count: 0, ids: [] }); return; }
    status.textContent = list.dataset.loading;
    list.setAttribute("aria-busy", "true");
    load("search/meta.js").then(function () {
      if (!store.meta) return { count: 0, ids: [] };
      var paths = query.terms.map(function (t) { return "search/t/" + core.shard(t, store.meta.shards) + ".js"; });
      return Promise.all(paths.map(load)).then(function () {
        var found = core.matches(query.terms.map(postings), store.meta.docs);
        // A phrase query needs every candidate's text before it can count or rank them.
        var ready = query.phrases.length ? loadDocs(Array.from(found.docs)) : Promise.resolve();
        return ready.then(function () {
          return core.top(found, LIMIT, core.phraseTest(query, function (id) { return docOf(id)[6]; }));
        });
      });
    }).then(function (best) {
      if (mine !== generation) return;
      var first = best.ids.slice(0, FIRST), rest = best.ids.slice(FIRST);
      loadDocs(first).then(function () {
        show(mine, query, { count: best.count, ids: first }, rest.length > 0);
        if (mine !== generation || !rest.length) return;
        // After the frame that paints the first results: the rest's script elements
        // would otherwise hold that frame back.
        requestAnimationFrame(function () {
          setTimeout(function () {
            if (mine !== generation) return;
            loadDocs(rest).then(function () { append(mine, query, rest, false); });
          }, 0);
        });
      });
    });
  }

  // `best`: the ids to show now, best first, and how many matched in all; `more` when
  // more results are still to come (the list is aria-busy until they are appended).
  function show(mine, query, best, more) {
    if (mine !== generation) return;
    list.textContent = "";
    var words = list.dataset, n = best.count;
    if (!query.terms.length) { status.textContent = ""; list.removeAttribute("aria-busy"); return; }
    status.textContent = !n ? words.none : n === 1 ? words.foundOne :
      words.found.replace("{n}", digits(n)) + (n > LIMIT ? " " + words.more.replace("{n}", digits(LIMIT)) : "");
    append(mine, query, best.ids, more);
  }
  // Counts in the locale's digits (data-digits: ten characters, as numberDigits), else 0-9.
  function digits(n) {
    var set = list.dataset.digits;
    return set && set.length === 10 ? String(n).replace(/[0-9]/g, function (d) { return set[d]; }) : String(n);
  }
  function append(mine, query, ids, more) {
    if (mine !== generation) return;
    ids.forEach(function (id) { list.appendChild(result(docOf(id), query)); });
    if (more) list.setAttribute("aria-busy", "true"); else list.removeAttribute("aria-busy");
  }

  // [title, author, iso, time text, floor, href, text, category]
  function result(d, query) {
    var li = document.createElement("li");
    li.className = "search-result";
    var a = document.createElement("a");
    a.href = root + d[5];
    a.textContent = d[0];
    var h = document.createElement("h2");
    h.appendChild(a);
    li.appendChild(h);
    var meta = document.createElement("p");
    meta.className = "search-meta";
    var floor = document.createElement("span");
    floor.className = "floor";
    floor.textContent = "#" + d[4];
    var author = document.createElement("span");
    author.className = "author";
    author.textContent = d[1];
    meta.append(floor, " ", author);
    if (d[2]) {
      var time = document.createElement("time");
      time.dateTime = d[2];
      time.textContent = d[3];
      meta.append(" ", time);
    }
    li.appendChild(meta);
    li.appendChild(snippet(d[6], query.marks));
    return li;
  }

  // Up to ~200 characters around the first match, matched words in <mark>.
  function snippet(text, marks) {
    var chars = Array.from(text), folded = "", at = [];
    if (/^[\x00-\x7f]*$/.test(text)) {
      // ASCII folds to its lower case, one character each: no per-character normalising.
      folded = text.toLowerCase();
      for (var c = 0; c < chars.length; c++) at.push(c);
    } else {
      chars.forEach(function (c, i) { var f = fold(c); for (var k = 0; k < f.length; k++) at.push(i); folded += f; });
    }
    var hits = new Array(chars.length).fill(false), first = -1;
    marks.forEach(function (m) {
      var from = 0, i;
      while (m && (i = folded.indexOf(m, from)) >= 0) {
        for (var k = i; k < i + m.length; k++) hits[at[k]] = true;
        if (first < 0 || at[i] < first) first = at[i];
        from = i + m.length;
      }
    });
    var start = Math.max(0, (first < 0 ? 0 : first) - 60), end = Math.min(chars.length, start + 200);
    var p = document.createElement("p");
    p.className = "search-snippet";
    if (start > 0) p.append("…");
    var i = start;
    while (i < end) {
      var j = i;
      while (j < end && hits[j] === hits[i]) j++;
      var piece = chars.slice(i, j).join("");
      if (hits[i]) { var mark = document.createElement("mark"); mark.textContent = piece; p.appendChild(mark); } else p.append(piece);
      i = j;
    }
    if (end < chars.length) p.append("…");
    return p;
  }

  var timer = 0;
  input.addEventListener("input", function () {
    // Words already finished (a space typed after them) have their shards loaded while
    // the rest is typed, so the query does not wait for them.
    var done = input.value.slice(0, input.value.search(/\s\S*$/) + 1);
    if (store.meta && done.trim()) {
      parse(done).terms.forEach(function (t) { load("search/t/" + core.shard(t, store.meta.shards) + ".js"); });
    }
    clearTimeout(timer);
    timer = setTimeout(function () { search(input.value); }, 150);
  });
  // Arrow keys move between the field and the results' links.
  document.addEventListener("keydown", function (e) {
    if (e.key !== "ArrowDown" && e.key !== "ArrowUp") return;
    var links = Array.from(list.querySelectorAll("h2 a"));
    var i = links.indexOf(document.activeElement);
    if (i < 0 && document.activeElement !== input) return;
    e.preventDefault();
    var next = e.key === "ArrowDown" ? i + 1 : i - 1;
    if (next < 0) input.focus(); else if (next < links.length) links[next].focus();
  });
  var initial = new URLSearchParams(location.search).get("q");
  if (initial) { input.value = initial; search(initial); }
})();

// The part of search that needs no page: folding and tokens (as SearchTokenizer.swift),
// shards (FNV-1a, as TermTable.swift), query parsing, postings (as SearchCodec.swift)
// and BM25 ranking.
function searchCore() {
  "use strict";
  function fold(s) {
    return s.normalize("NFD").replace(/\p{M}/gu, "").normalize("NFC").toLowerCase();
  }
  function isCJK(c) {
    return (c >= 0x3040 && c <= 0x30ff) || (c >= 0x3400 && c <= 0x4dbf) || (c >= 0x4e00 && c <= 0x9fff) ||
      (c >= 0xac00 && c <= 0xd7af) || (c >= 0xf900 && c <= 0xfaff) || (c >= 0x20000 && c <= 0x2fa1f);
  }
  var WORD = /[\p{Alphabetic}\p{N}]/u;
  // The same tokens as SearchTokenizer.swift: words, and CJK runs as bigrams.
  function tokens(text) {
    var out = [], word = "", prev = null, run = 0;
    for (var ch of fold(text)) {
      var c = ch.codePointAt(0);
      if (isCJK(c)) {
        if (word) { out.push(word); word = ""; }
        run += 1;
        if (run === 2) out.pop();
        out.push(prev !== null ? prev + ch : ch);
        prev = ch;
      } else {
        prev = null;
        run = 0;
        if (WORD.test(ch)) word += ch; else if (word) { out.push(word); word = ""; }
      }
    }
    if (word) out.push(word);
    return out;
  }
  var encoder = new TextEncoder();
  function shard(term, shards) {
    var h = 0x811c9dc5;
    var bytes = encoder.encode(term);
    for (var i = 0; i < bytes.length; i++) h = Math.imul(h ^ bytes[i], 16777619) >>> 0;
    return h % shards;
  }

  function parse(q) {
    var query = { terms: [], phrases: [], marks: [] };
    var re = /(user|category):"([^"]*)"|(user|category):(\S+)|"([^"]*)"|(\S+)/g, m;
    while ((m = re.exec(q))) {
      var field = m[1] || m[3], value = m[2] !== undefined ? m[2] : m[4];
      if (field) {
        query.terms.push((field === "user" ? "u:" : "c:") + fold(value.trim()));
      } else {
        var text = m[5] !== undefined ? m[5] : m[6];
        var t = tokens(text);
        query.terms = query.terms.concat(t);
        query.marks = query.marks.concat(t);
        if (m[5] !== undefined && t.length > 1) query.phrases.push(collapse(fold(text)));
      }
    }
    return query;
  }
  function collapse(s) { return s.replace(/\s+/g, " ").trim(); }

  var DIGITS = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/", VALUE = new Uint8Array(128);
  for (var d = 0; d < 64; d++) VALUE[DIGITS.charCodeAt(d)] = d;
  // Per document: the gap from the previous one minus one, in base-32 digits (least
  // significant first, 32 added while more follow), then its BM25 weight (1-63).
  function decode(text) {
    var docs = new Float64Array(text.length >> 1), weights = new Uint8Array(text.length >> 1);
    var n = 0, doc = -1, i = 0;
    while (i < text.length) {
      var gap = 0, scale = 1, v;
      while ((v = VALUE[text.charCodeAt(i++)]) >= 32) { gap += (v - 32) * scale; scale *= 32; }
      doc += gap + v * scale + 1;
      docs[n] = doc;
      weights[n++] = VALUE[text.charCodeAt(i++)];
    }
    return { docs: docs.subarray(0, n), weights: weights.subarray(0, n) };
  }
  function idf(df, total) { return Math.log(1 + (total - df + 0.5) / (df + 0.5)); }

  // The documents holding every term, with their BM25 scores. `texts` are the terms'
  // postings as the index stores them (null: no document has the term, so nothing
  // matches). The two shortest are read side by side, each further one in step with the
  // documents still matching, none decoded into arrays first: the first query runs this
  // before the engine has optimised it, so every pass over the postings counts.
  function matches(texts, total) {
    if (!texts.length || texts.some(function (t) { return typeof t !== "string"; })) return { docs: new Float64Array(0), scores: [] };
    texts = texts.slice().sort(function (x, y) { return x.length - y.length; });
    var found;
    if (texts.length === 1) {
      var one = decode(texts[0]), weight = idf(one.docs.length, total);
      found = { docs: one.docs, scores: new Float64Array(one.docs.length) };
      for (var s = 0; s < one.docs.length; s++) found.scores[s] = one.weights[s] * weight;
      return found;
    }
    found = pair(texts[0], texts[1], total);
    for (var k = 2; k < texts.length; k++) {
      var more = intersect(texts[k], found.docs, found.scores);
      weight = idf(more.df, total);
      for (var m = 0; m < more.n; m++) more.scores[m] += more.weights[m] * weight;
      found = { docs: more.docs.subarray(0, more.n), scores: more.scores.subarray(0, more.n) };
    }
    return found;
  }
  // The documents both texts hold, with their scores: two cursors, the one behind moved
  // on (both on a match); when one text ends, the other's postings are only counted.
  function pair(a, b, total) {
    var cap = Math.min(a.length, b.length) >> 1, docs = new Float64Array(cap);
    var wa = new Uint8Array(cap), wb = new Uint8Array(cap), n = 0;
    var ia = 0, ib = 0, da = -1, db = -1, dfa = 0, dfb = 0, gap, scale, v;
    for (;;) {
      var moveA = da <= db, moveB = db <= da;
      if (moveA) {
        if (ia >= a.length) break;
        gap = 0; scale = 1;
        while ((v = VALUE[a.charCodeAt(ia++)]) >= 32) { gap += (v - 32) * scale; scale *= 32; }
        da += gap + v * scale + 1;
        dfa++;
        ia++;
      }
      if (moveB) {
        if (ib >= b.length) break;
        gap = 0; scale = 1;
        while ((v = VALUE[b.charCodeAt(ib++)]) >= 32) { gap += (v - 32) * scale; scale *= 32; }
        db += gap + v * scale + 1;
        dfb++;
        ib++;
      }
      if (da === db) { docs[n] = da; wa[n] = VALUE[a.charCodeAt(ia - 1)]; wb[n++] = VALUE[b.charCodeAt(ib - 1)]; }
    }
    var idfA = idf(dfa + count(a, ia), total), idfB = idf(dfb + count(b, ib), total), scores = new Float64Array(n);
    for (var k = 0; k < n; k++) scores[k] = wa[k] * idfA + wb[k] * idfB;
    return { docs: docs.subarray(0, n), scores: scores };
  }
  // How many postings `text` holds from `i` on.
  function count(text, i) {
    var n = 0;
    while (i < text.length) {
      while (VALUE[text.charCodeAt(i++)] >= 32);
      i++;
      n++;
    }
    return n;
  }
  // The documents of `docs` that `text` holds, their scores so far and their weights in
  // `text`; and `df`, how many documents `text` holds (its idf needs it).
  function intersect(text, docs, scores) {
    var keptDocs = new Float64Array(docs.length), keptScores = new Float64Array(docs.length);
    var weights = new Uint8Array(docs.length), n = 0, df = 0, j = 0, doc = -1, i = 0, length = text.length;
    while (i < length) {
      var gap = 0, scale = 1, v;
      while ((v = VALUE[text.charCodeAt(i++)]) >= 32) { gap += (v - 32) * scale; scale *= 32; }
      doc += gap + v * scale + 1;
      df++;
      while (j < docs.length && docs[j] < doc) j++;
      if (j < docs.length && docs[j] === doc) {
        keptDocs[n] = doc;
        keptScores[n] = scores[j];
        weights[n++] = VALUE[text.charCodeAt(i)];
      }
      i++;
    }
    return { docs: keptDocs, scores: keptScores, weights: weights, n: n, df: df };
  }

  // The `limit` best of the matches `keep` accepts (all when it is null), best first,
  // newer (higher number) first on a tie; and how many it accepts. A heap of `limit`
  // entries, so a query matching 100,000 comments sorts 50 of them, not all; a match no
  // better than the heap's worst is passed over without a call.
  function top(found, limit, keep) {
    var scores = found.scores, docs = found.docs;
    var better = function (a, b) { return scores[a] > scores[b] || (scores[a] === scores[b] && docs[a] > docs[b]); };
    var heap = [], count = 0, worst = -1;
    for (var i = 0; i < docs.length; i++) {
      if (keep && !keep(docs[i])) continue;
      count++;
      if (heap.length < limit) { heap.push(i); up(heap.length - 1); worst = heap[0]; continue; }
      if (scores[i] < scores[worst] || (scores[i] === scores[worst] && docs[i] < docs[worst])) continue;
      heap[0] = i;
      down(0);
      worst = heap[0];
    }
    function up(c) { while (c > 0) { var p = (c - 1) >> 1; if (!better(heap[p], heap[c])) break; swap(p, c); c = p; } }
    function down(p) {
      for (;;) {
        var l = 2 * p + 1, r = l + 1, w = p;
        if (l < heap.length && better(heap[w], heap[l])) w = l;
        if (r < heap.length && better(heap[w], heap[r])) w = r;
        if (w === p) return;
        swap(p, w);
        p = w;
      }
    }
    function swap(a, b) { var t = heap[a]; heap[a] = heap[b]; heap[b] = t; }
    heap.sort(function (a, b) { return better(a, b) ? -1 : better(b, a) ? 1 : 0; });
    return { count: count, ids: heap.map(function (i) { return docs[i]; }) };
  }

  // A phrase: every candidate is checked against its stored text, so nothing is missed.
  function phraseTest(query, textOf) {
    if (!query.phrases.length) return null;
    return function (id) {
      var text = collapse(fold(textOf(id)));
      return query.phrases.every(function (p) { return text.indexOf(p) >= 0; });
    };
  }

  return {
    fold: fold, tokens: tokens, shard: shard, parse: parse, decode: decode, matches: matches, top: top,
    phraseTest: phraseTest
  };
}
