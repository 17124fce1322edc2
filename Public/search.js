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
  var store = { meta: null, terms: {}, tiers: {}, docs: {}, inflating: {} };
  window.threadfoldSearch = {
    meta: function (m) { store.meta = m; },
    terms: function (n, t) { store.terms[n] = t; },
    tier: function (n, k, t) { store.tiers[n + "." + k] = t; },
    // A result chunk comes deflated, in base64 (SearchChunkCodec.swift); older sites'
    // chunks are the array itself.
    docs: function (n, d) {
      if (typeof d !== "string") { store.docs[n] = d; return; }
      store.inflating[n] = inflate(d).then(function (docs) { store.docs[n] = docs; }, function () { store.docs[n] = []; });
    }
  };
  // Base64 → raw deflate → JSON, with the browser's own inflater (DecompressionStream:
  // Chrome and Edge 103, Firefox 113, Safari 16.4).
  function inflate(text) {
    return Promise.resolve(text).then(function () {
      var binary = atob(text), bytes = new Uint8Array(binary.length);
      for (var i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
      var stream = new Blob([bytes]).stream().pipeThrough(new DecompressionStream("deflate-raw"));
      return new Response(stream).text();
    }).then(JSON.parse);
  }
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

  // The delta segment `watch` writes after a save (docs/search.md, "After a save"): the
  // changed threads' own index under search/delta/, its scripts calling
  // threadfoldSearchDelta; in use when the main meta.js names one and the delta was
  // made for this main index (`base`, its document count).
  var delta = { meta: null, terms: {}, docs: {}, inflating: {} };
  window.threadfoldSearchDelta = {
    meta: function (m) { delta.meta = m; },
    terms: function (n, t) { delta.terms[n] = t; },
    docs: function (n, d) {
      if (typeof d !== "string") { delta.docs[n] = d; return; }
      delta.inflating[n] = inflate(d).then(function (docs) { delta.docs[n] = docs; }, function () { delta.docs[n] = []; });
    }
  };
  function deltaOn() { return !!(store.meta && store.meta.delta && delta.meta && delta.meta.base === store.meta.docs); }
  // Its meta.js, then the shards of the query's terms; the main index's total with its own.
  function loadDelta(terms) {
    if (!store.meta || !store.meta.delta) return Promise.resolve();
    return load("search/delta/meta.js").then(function () {
      if (!deltaOn()) return null;
      return Promise.all(terms.map(function (t) { return load("search/delta/t/" + core.shard(t, delta.meta.shards) + ".js"); }));
    });
  }
  function deltaPostings(term) {
    var shard = delta.terms[core.shard(term, delta.meta.shards)] || {};
    return Object.prototype.hasOwnProperty.call(shard, term) ? shard[term] : null;
  }
  // A term's list with the tiers loaded so far (a tier file that failed to load counts as
  // loaded and empty, so a query never waits for it twice).
  // Kept per term while its tiers loaded stay the same: a query settles in a few rounds.
  var kept = new Map();
  function mainPostings(term) {
    var n = core.shard(term, store.meta.shards), shard = store.terms[n] || {}, tiers = [];
    for (var k = 1, tier; (tier = store.tiers[n + "." + k]); k++) tiers.push(Object.prototype.hasOwnProperty.call(tier, term) ? tier[term] : "");
    var last = kept.get(term);
    if (last && last.tiers === tiers.length && last.shard === shard) return last.list;
    var made = core.list(Object.prototype.hasOwnProperty.call(shard, term) ? shard[term] : null, tiers, term);
    kept.set(term, { tiers: tiers.length, shard: shard, list: made });
    return made;
  }
  function loadTier(term, k) {
    var key = core.shard(term, store.meta.shards) + "." + k;
    return load("search/t/" + key + ".js").then(function () { if (!store.tiers[key]) store.tiers[key] = {}; });
  }
  // The query's matches once the tiers it needs are loaded (core.settle).
  function settled(query, groups) {
    var mask = deltaOn() ? delta.meta.mask : null;
    var r = core.settle(core.resolve(groups, postings), total(), query.phrases.length ? Infinity : LIMIT, mask);
    if (!r.need) return r;
    return Promise.all(r.need.map(function (l) { return loadTier(l.term, l.next); })).then(function () { return settled(query, groups); });
  }
  // The shards of the word a stem term is an alias of (`"~compil":"=compiler"`), in the
  // main index and in a delta: each index aliases by its own words.
  function loadAliased(term) {
    var word = core.alias(mainPostings(term)), more = [];
    if (word !== null) more.push(load("search/t/" + core.shard(word, store.meta.shards) + ".js"));
    var inDelta = deltaOn() ? core.alias(deltaPostings(term)) : null;
    if (inDelta !== null) more.push(load("search/delta/t/" + core.shard(inDelta, delta.meta.shards) + ".js"));
    return Promise.all(more);
  }
  function total() { return store.meta.docs + (deltaOn() ? delta.meta.docs : 0); }

  // A term's postings as the index stores them (`core.matches` reads them), or null
  // when no document has it.
  function postings(term) {
    return core.postingsOf(term, mainPostings, deltaOn() ? deltaPostings : null, store.meta.docs);
  }
  function docOf(id) {
    if (deltaOn() && id >= store.meta.docs) {
      var part = delta.docs[Math.floor((id - store.meta.docs) / delta.meta.chunk)];
      return part && part[(id - store.meta.docs) % delta.meta.chunk];
    }
    var chunk = store.docs[Math.floor(id / store.meta.chunk)];
    return chunk && chunk[id % store.meta.chunk];
  }
  function loadDocs(ids) {
    var seen = {};
    return Promise.all(ids.map(function (id) {
      if (deltaOn() && id >= store.meta.docs) {
        var k = Math.floor((id - store.meta.docs) / delta.meta.chunk);
        if (seen["delta" + k]) return null;
        seen["delta" + k] = true;
        return load("search/delta/d/" + k + ".js").then(function () { return delta.inflating[k]; });
      }
      var n = Math.floor(id / store.meta.chunk);
      if (seen[n]) return null;
      seen[n] = true;
      return load("search/d/" + n + ".js").then(function () { return store.inflating[n]; });
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
      var groups = core.lookups(query, store.meta.stem);
      var paths = [].concat.apply([], groups).map(function (t) { return "search/t/" + core.shard(t, store.meta.shards) + ".js"; });
      var terms = [].concat.apply([], groups);
      return Promise.all(paths.map(load).concat([loadDelta(terms)])).then(function () {
        // A stem term stored as an alias reads its word's postings: that word's shard too,
        // in the main index and in a delta alike.
        return Promise.all(terms.map(loadAliased));
      }).then(function () {
        return settled(query, groups);
      }).then(function (r) {
        var found = r.found;
        // A phrase query needs every candidate's text before it can count or rank them.
        var ready = query.phrases.length ? loadDocs(Array.from(found.docs)) : Promise.resolve();
        return ready.then(function () {
          var best = core.top(found, LIMIT, core.phraseTest(query, function (id) { return docOf(id)[6]; }));
          // Tiers not loaded: the count is the term's own, or at least what was found.
          if (!r.complete && r.count >= 0) best.count = r.count;
          best.atLeast = !r.complete && r.count < 0;
          return best;
        });
      });
    }).then(function (best) {
      if (mine !== generation) return;
      var first = best.ids.slice(0, FIRST), rest = best.ids.slice(FIRST);
      loadDocs(first).then(function () {
        show(mine, query, { count: best.count, atLeast: best.atLeast, ids: first }, rest.length > 0);
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
    // A theme's own search page may lack data-found-at-least (older themes).
    var found = best.atLeast && words.foundAtLeast ? words.foundAtLeast : words.found;
    status.textContent = !n ? words.none : n === 1 && !best.atLeast ? words.foundOne :
      found.replace("{n}", digits(n)) + (n > LIMIT ? " " + words.more.replace("{n}", digits(LIMIT)) : "");
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
    paint(a, highlight(d[0], query.marks, query.stems), 0, Array.from(d[0]).length);
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
    // Found only through its thread's title (docs/search.md): said (when the theme's
    // search page gives the words), the title marked.
    if (list.dataset.inTitle && !core.inBody(query, d[6])) {
      var where = document.createElement("span");
      where.className = "search-in-title";
      where.textContent = list.dataset.inTitle;
      meta.append(" · ", where);
    }
    li.appendChild(meta);
    li.appendChild(snippet(d[6], query.marks, query.stems));
    return li;
  }

  // Which characters of `text` the query's words cover, and the words that start with a
  // query word's stem (`stems`, a–z only); `first`, the first covered (-1 when none).
  function highlight(text, marks, stems) {
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
    // A stem marks the words it starts, whole (upgrad: "upgraded").
    (stems || []).forEach(function (m) {
      var re = new RegExp("(^|[^a-z0-9])(" + m + "[a-z]*)", "g"), found;
      while ((found = re.exec(folded))) {
        var i = found.index + found[1].length;
        for (var k = i; k < i + found[2].length; k++) hits[at[k]] = true;
        if (first < 0 || at[i] < first) first = at[i];
      }
    });
    return { chars: chars, hits: hits, first: first };
  }
  // The characters `start` to `end` of a highlight into `element`, covered runs in <mark>.
  function paint(element, h, start, end) {
    var i = start;
    while (i < end) {
      var j = i;
      while (j < end && h.hits[j] === h.hits[i]) j++;
      var piece = h.chars.slice(i, j).join("");
      if (h.hits[i]) { var mark = document.createElement("mark"); mark.textContent = piece; element.appendChild(mark); } else element.append(piece);
      i = j;
    }
  }
  // Up to ~200 characters around the first match, matched words in <mark>.
  function snippet(text, marks, stems) {
    var h = highlight(text, marks, stems), chars = h.chars;
    var start = Math.max(0, (h.first < 0 ? 0 : h.first) - 60), end = Math.min(chars.length, start + 200);
    var p = document.createElement("p");
    p.className = "search-snippet";
    if (start > 0) p.append("…");
    paint(p, h, start, end);
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
    // ASCII: its letters and digits in runs, lower-cased (what the loop below gives).
    if (/^[\x00-\x7f]*$/.test(text)) return text.toLowerCase().split(/[^a-z0-9]+/).filter(Boolean);
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
  // A text's word positions, for phrases: its words, and each CJK character on its own
  // (so "飞行 模式" is the phrase of "飞行模式"); nothing else (punctuation, spaces, markup
  // the text kept) takes a position. One regular expression: a CJK character (the ranges
  // of `isCJK`), or a run of letters and digits that are not.
  var CJK = "\\u3040-\\u30ff\\u3400-\\u4dbf\\u4e00-\\u9fff\\uac00-\\ud7af\\uf900-\\ufaff\\u{20000}-\\u{2fa1f}";
  var UNIT = new RegExp("[" + CJK + "]|(?:(?![" + CJK + "])[\\p{Alphabetic}\\p{N}])+", "gu");
  function units(text) {
    if (/^[\x00-\x7f]*$/.test(text)) return text.toLowerCase().split(/[^a-z0-9]+/).filter(Boolean);
    return fold(text).match(UNIT) || [];
  }
  // What the Snowball stemmers below share (each passes its own vowels). The longest of
  // `list` that `w` ends with, or null.
  function longestSuffix(w, list) {
    var best = null;
    for (var i = 0; i < list.length; i++) {
      if (w.endsWith(list[i]) && (best === null || list[i].length > best.length)) best = list[i];
    }
    return best;
  }
  // R1 from `k` (R2 from R1): just past the first non-vowel after a vowel, or the end.
  function regionAfter(w, k, vowel) {
    while (k < w.length && !vowel(w[k])) k++;
    while (k < w.length && vowel(w[k])) k++;
    return Math.min(k + 1, w.length);
  }
  // RV as Spanish and Portuguese define it.
  function romanceRV(w, vowel) {
    function pastVowel(k) {
      while (k < w.length && !vowel(w[k])) k++;
      return k < w.length ? k + 1 : w.length;
    }
    if (w.length < 2) return w.length;
    if (vowel(w[0])) {
      if (!vowel(w[1])) return pastVowel(2);
      var k = 2;
      while (k < w.length && vowel(w[k])) k++;
      return k < w.length ? k + 1 : w.length;
    }
    return !vowel(w[1]) ? pastVowel(2) : Math.min(3, w.length);
  }
  // `w` without `s` when `w` ends with it at or after `from`, else null.
  function cutSuffix(w, s, from) { return w.endsWith(s) && w.length - s.length >= from ? w.slice(0, -s.length) : null; }
  // The Snowball English stemmer ("Porter2"), as Stemming/EnglishStemmer.swift: a word of
  // a–z (and apostrophes) to its stem, `upgrading` and `upgraded` to `upgrad`. The index
  // holds each word's stem as the term "~" + stem when it differs from the word.
  var english = (function () {
    var EXCEPTIONS = {
      skis: "ski", skies: "sky", idly: "idl", gently: "gentl", ugly: "ugli", early: "earli", only: "onli",
      singly: "singl", sky: "sky", news: "news", howe: "howe", atlas: "atlas", cosmos: "cosmos", bias: "bias",
      andes: "andes"
    };
    var PREFIXES = ["gener", "commun", "arsen", "past", "univers", "later", "emerg", "organ", "inter"];
    var STEP2 = {
      tional: "tion", enci: "ence", anci: "ance", abli: "able", entli: "ent", izer: "ize", ization: "ize",
      ational: "ate", ation: "ate", ator: "ate", alli: "al", alism: "al", aliti: "al", fulness: "ful", ousli: "ous",
      ousness: "ous", iveness: "ive", iviti: "ive", biliti: "ble", bli: "ble", ogist: "og", ogi: "og", fulli: "ful",
      lessli: "less", li: ""
    };
    var STEP3 = { tional: "tion", ational: "ate", alize: "al", icate: "ic", iciti: "ic", ical: "ic", ful: "", ness: "", ative: "" };
    var STEP4 = ["al", "ance", "ence", "er", "ic", "able", "ible", "ant", "ement", "ment", "ent", "ism", "ate", "iti", "ous",
      "ive", "ize", "ion"];
    function vowel(c) { return "aeiouy".indexOf(c) >= 0 && c !== ""; }
    function hasVowel(w, end) { for (var k = 0; k < end; k++) if (vowel(w[k])) return true; return false; }
    var longest = longestSuffix;
    function regionStart(w, k) {
      while (k < w.length && !vowel(w[k])) k++;
      while (k < w.length && vowel(w[k])) k++;
      return Math.min(k + 1, w.length);
    }
    function short(w, end) {
      if (end >= 3 && !vowel(w[end - 1]) && "wxY".indexOf(w[end - 1]) < 0 && vowel(w[end - 2]) && !vowel(w[end - 3])) return true;
      if (end === 2 && vowel(w[0]) && !vowel(w[1])) return true;
      return end >= 4 && w.slice(end - 4, end) === "past";
    }
    function step1a(w) {
      var a = longest(w, ["'", "'s", "'s'"]);
      if (a) w = w.slice(0, -a.length);
      var s = longest(w, ["sses", "ied", "ies", "s", "us", "ss"]);
      if (s === "sses") return w.slice(0, -2);
      if (s === "ied" || s === "ies") return w.slice(0, -3) + (w.length > 4 ? "i" : "ie");
      if (s === "s" && hasVowel(w, w.length - 2)) return w.slice(0, -1);
      return w;
    }
    function step1b(w, p1) {
      var s = longest(w, ["eed", "eedly", "ed", "edly", "ing", "ingly"]);
      if (!s) return w;
      var start = w.length - s.length, before = w.slice(0, start);
      if (s === "eed" || s === "eedly") {
        return start >= p1 && ["proc", "exc", "succ"].indexOf(before) < 0 ? before + "ee" : w;
      }
      if (s === "ing") {
        if (start === 2 && w[1] === "y" && !vowel(w[0])) return w[0] + "ie";
        if (["inn", "out", "cann", "herr", "earr", "even"].indexOf(before) >= 0) return w;
      }
      if (!hasVowel(w, start)) return w;
      w = before;
      if (/(at|bl|iz)$/.test(w)) return w + "e";
      if (/(bb|dd|ff|gg|mm|nn|pp|rr|tt)$/.test(w)) return w.length === 3 && "aeo".indexOf(w[0]) >= 0 ? w : w.slice(0, -1);
      return w.length === p1 && short(w, w.length) ? w + "e" : w;
    }
    function step2(w, p1) {
      var s = longest(w, Object.keys(STEP2));
      if (!s || w.length - s.length < p1) return w;
      var c = w[w.length - s.length - 1] || "";
      if (s === "ogi" && c !== "l") return w;
      if (s === "li" && (!c || "cdeghkmnrt".indexOf(c) < 0)) return w;
      return w.slice(0, -s.length) + STEP2[s];
    }
    function step3(w, p1, p2) {
      var s = longest(w, Object.keys(STEP3));
      if (!s || w.length - s.length < (s === "ative" ? p2 : p1)) return w;
      return w.slice(0, -s.length) + STEP3[s];
    }
    function step4(w, p2) {
      var s = longest(w, STEP4);
      if (!s || w.length - s.length < p2) return w;
      if (s === "ion" && "st".indexOf(w[w.length - 4] || "") < 0) return w;
      return w.slice(0, -s.length);
    }
    function step5(w, p1, p2) {
      var end = w.length - 1;
      if (w[end] === "e" && (end >= p2 || (end >= p1 && !short(w, end)))) return w.slice(0, -1);
      if (w[end] === "l" && end >= p2 && w[end - 1] === "l") return w.slice(0, -1);
      return w;
    }
    return function (word) {
      if (Object.prototype.hasOwnProperty.call(EXCEPTIONS, word)) return EXCEPTIONS[word];
      if (word.length < 3) return word;
      var w = word[0] === "'" ? word.slice(1) : word;
      w = w.replace(/^y/, "Y").replace(/([aeiouy])y/g, "$1Y");
      var p1 = regionStart(w, 0);
      for (var i = 0; i < PREFIXES.length; i++) if (w.startsWith(PREFIXES[i])) p1 = PREFIXES[i].length;
      var p2 = regionStart(w, p1);
      w = step1a(w);
      w = step1b(w, p1);
      if (w.length > 2 && /[yY]$/.test(w) && !vowel(w[w.length - 2])) w = w.slice(0, -1) + "i";
      w = step5(step4(step3(step2(w, p1), p1, p2), p2), p1, p2);
      return w.replace(/Y/g, "y");
    };
  })();
  // The Snowball German stemmer, as Stemming/GermanStemmer.swift (`häuser` → `haus`).
  var german = (function () {
    function vowel(c) { return !!c && "aeiouyäöü".indexOf(c) >= 0; }
    var longest = longestSuffix;
    function after(w, k) { return regionAfter(w, k, vowel); }
    function prelude(word) {
      var w = word.split(""), c = 0, out = "";
      while (c + 2 < w.length) {
        if (vowel(w[c]) && (w[c + 1] === "u" || w[c + 1] === "y") && vowel(w[c + 2])) { w[c + 1] = w[c + 1].toUpperCase(); c += 3; } else c++;
      }
      for (var k = 0; k < w.length; k++) {
        var next = w[k + 1];
        if (w[k] === "ß") out += "ss";
        else if (next === "e" && "aou".indexOf(w[k]) >= 0) { out += { a: "ä", o: "ö", u: "ü" }[w[k]]; k++; }
        else if (w[k] === "q" && next === "u") { out += "qu"; k++; }
        else out += w[k];
      }
      return out;
    }
    function step1(w, p1) {
      var s = longest(w, ["em", "ern", "er", "erin", "erinnen", "e", "en", "es", "s", "ln", "lns"]);
      if (!s || w.length - s.length < p1) return w;
      var before = w.slice(0, -s.length);
      if (s === "em") return before.endsWith("syst") ? w : before;
      if (s === "e" || s === "en" || s === "es") return before.endsWith("niss") ? before.slice(0, -1) : before;
      if (s === "s") return "bdfghklmnrt".indexOf(before.slice(-1) || "-") >= 0 ? before : w;
      if (s === "ln" || s === "lns") return before + "l";
      return before;
    }
    function step2(w, p1) {
      var s = longest(w, ["en", "er", "est", "st", "et"]);
      if (!s || w.length - s.length < p1) return w;
      var before = w.slice(0, -s.length), c = before.slice(-1) || "-";
      if (s === "st") return before.length >= 4 && "bdfghklmnt".indexOf(c) >= 0 ? before : w;
      if (s === "et") {
        if ("dfgklmnrstUzä".indexOf(c) < 0) return w;
        return ["geordn", "intern", "plan", "tick", "tr"].some(function (x) { return before.endsWith(x); }) ? w : before;
      }
      return before;
    }
    function step3(w, p1, p2) {
      var s = longest(w, ["end", "ung", "ig", "ik", "isch", "lich", "heit", "keit"]);
      if (!s || w.length - s.length < p2) return w;
      var before = w.slice(0, -s.length);
      if (s === "end" || s === "ung") {
        return before.endsWith("ig") && before.length - 2 >= p2 && before[before.length - 3] !== "e" ? before.slice(0, -2) : before;
      }
      if (s === "ig" || s === "ik" || s === "isch") return before.endsWith("e") ? w : before;
      if (s === "lich" || s === "heit") return /(er|en)$/.test(before) && before.length - 2 >= p1 ? before.slice(0, -2) : before;
      var t = longest(before, ["lich", "ig"]);
      return t && before.length - t.length >= p2 ? before.slice(0, -t.length) : before;
    }
    return function (word) {
      var w = prelude(word), p1 = w.length, p2 = w.length;
      if (w.length >= 3) { var a = after(w, 0); p1 = Math.max(a, 3); p2 = after(w, a); }
      w = step3(step2(step1(w, p1), p1), p1, p2);
      var s = longest(w, ["'s", "'sch", "'"]);
      if (s && w.length - s.length >= 2) w = w.slice(0, -s.length);
      return w.replace(/[YUüäö]/g, function (c) { return { Y: "y", U: "u", "ü": "u", "ä": "a", "ö": "o" }[c]; });
    };
  })();
  // The Snowball Russian stemmer, as Stemming/RussianStemmer.swift: suffixes come off RV,
  // what follows the first vowel.
  var russian = (function () {
    var GERUND1 = ["в", "вши", "вшись"], GERUND2 = ["ив", "ивши", "ившись", "ыв", "ывши", "ывшись"];
    var ADJECTIVE = ["ее", "ие", "ые", "ое", "ими", "ыми", "ей", "ий", "ый", "ой", "ем", "им", "ым", "ом", "его", "ого", "ему",
      "ому", "их", "ых", "ую", "юю", "ая", "яя", "ою", "ею"];
    var PARTICIPLE1 = ["ем", "нн", "вш", "ющ", "щ"], PARTICIPLE2 = ["ивш", "ывш", "ующ"];
    var VERB1 = ["ла", "на", "ете", "йте", "ли", "й", "л", "ем", "н", "ло", "но", "ет", "ют", "ны", "ть", "ешь", "нно"];
    var VERB2 = ["ила", "ыла", "ена", "ейте", "уйте", "ите", "или", "ыли", "ей", "уй", "ил", "ыл", "им", "ым", "ен", "ило", "ыло",
      "ено", "ят", "ует", "уют", "ит", "ыт", "ены", "ить", "ыть", "ишь", "ую", "ю"];
    var NOUN = ["а", "ев", "ов", "ие", "ье", "е", "иями", "ями", "ами", "еи", "ии", "и", "ией", "ей", "ой", "ий", "й", "иям", "ям",
      "ием", "ем", "ам", "ом", "о", "у", "ах", "иях", "ях", "ы", "ь", "ию", "ью", "ю", "ия", "ья", "я"];
    function vowel(c) { return !!c && "аеиоуыэюя".indexOf(c) >= 0; }
    var longest = longestSuffix;
    // The word without the longest suffix of either list (one of the first only after а
    // or я), or null when none comes off.
    function grouped(w, afterA, any) {
      var s = longest(w, afterA.concat(any));
      if (!s) return null;
      if (any.indexOf(s) < 0 && "ая".indexOf(w[w.length - s.length - 1] || "-") < 0) return null;
      return w.slice(0, -s.length);
    }
    return function (word) {
      var w = word.replace(/ё/g, "е"), k = 0;
      while (k < w.length && !vowel(w[k])) k++;
      if (k === w.length) return w;
      var pV = k + 1, rv = w.slice(pV);
      k = pV;
      while (k < w.length && vowel(w[k])) k++;
      k++;
      while (k < w.length && !vowel(w[k])) k++;
      while (k < w.length && vowel(w[k])) k++;
      var r2 = Math.min(k + 1, w.length) - pV, cut = grouped(rv, GERUND1, GERUND2), s;
      if (cut !== null) rv = cut;
      else {
        if ((s = longest(rv, ["ся", "сь"]))) rv = rv.slice(0, -s.length);
        if ((s = longest(rv, ADJECTIVE))) {
          rv = rv.slice(0, -s.length);
          cut = grouped(rv, PARTICIPLE1, PARTICIPLE2);
          if (cut !== null) rv = cut;
        } else if ((cut = grouped(rv, VERB1, VERB2)) !== null) rv = cut;
        else if ((s = longest(rv, NOUN))) rv = rv.slice(0, -s.length);
      }
      if (rv.endsWith("и")) rv = rv.slice(0, -1);
      if ((s = longest(rv, ["ост", "ость"])) && rv.length - s.length >= r2) rv = rv.slice(0, -s.length);
      if ((s = longest(rv, ["ейш", "ейше"]))) {
        rv = rv.slice(0, -s.length);
        if (rv.endsWith("нн")) rv = rv.slice(0, -1);
      } else if (rv.endsWith("нн") || rv.endsWith("ь")) rv = rv.slice(0, -1);
      return w.slice(0, pV) + rv;
    };
  })();
  // The Snowball Spanish stemmer, as Stemming/SpanishStemmer.swift.
  var spanish = (function () {
    function vowel(c) { return !!c && "aeiouáéíóúü".indexOf(c) >= 0; }
    var longest = longestSuffix;
    function after(w, k) { return regionAfter(w, k, vowel); }
    function rvOf(w) { return romanceRV(w, vowel); }
    var cut = cutSuffix;
    var PRONOUNS = ["me", "se", "sela", "selo", "selas", "selos", "la", "le", "lo", "las", "les", "los", "nos"];
    var ENDINGS = ["iéndo", "ándo", "ár", "ér", "ír", "ando", "iendo", "ar", "er", "ir", "yendo"];
    var PLAIN = { "á": "a", "é": "e", "í": "i", "ó": "o", "ú": "u" };
    function pronoun(w, rv) {
      var p = longest(w, PRONOUNS);
      if (!p) return w;
      var before = w.slice(0, -p.length), e = longest(before, ENDINGS);
      if (!e || before.length - e.length < rv) return w;
      if (/[áéí]/.test(e)) return before.slice(0, -e.length) + e.replace(/[áéí]/g, function (c) { return PLAIN[c]; });
      if (e === "yendo") return before[before.length - 6] === "u" ? before : w;
      return before;
    }
    var GROUPS = [
      ["anza", "anzas", "ico", "ica", "icos", "icas", "ismo", "ismos", "able", "ables", "ible", "ibles", "ista", "istas", "oso",
        "osa", "osos", "osas", "amiento", "amientos", "imiento", "imientos"],
      ["adora", "ador", "ación", "adoras", "adores", "aciones", "ante", "antes", "ancia", "ancias", "acion"],
      ["logía", "logías"], ["ución", "uciones", "ucion"], ["encia", "encias"], ["amente"], ["mente"], ["idad", "idades"],
      ["iva", "ivo", "ivas", "ivos"]
    ];
    var STANDARD = {};
    GROUPS.forEach(function (g, rule) { g.forEach(function (x) { STANDARD[x] = rule; }); });
    // The word without its standard suffix, or null when it has none to lose.
    function standard(w, r1, r2) {
      var s = longest(w, Object.keys(STANDARD));
      if (!s) return null;
      var rule = STANDARD[s];
      if (w.length - s.length < (rule === 5 ? r1 : r2)) return null;
      w = w.slice(0, -s.length);
      var t, x;
      if (rule === 1) return cut(w, "ic", r2) || w;
      if (rule === 2) return w + "log";
      if (rule === 3) return w + "u";
      if (rule === 4) return w + "ente";
      if (rule === 5) {
        t = longest(w, ["iv", "os", "ic", "ad"]);
        if (!t || (x = cut(w, t, r2)) === null) return w;
        return t === "iv" ? cut(x, "at", r2) || x : x;
      }
      if (rule === 6) return (t = longest(w, ["ante", "able", "ible"])) ? cut(w, t, r2) || w : w;
      if (rule === 7) return (t = longest(w, ["abil", "ic", "iv"])) ? cut(w, t, r2) || w : w;
      if (rule === 8) return cut(w, "at", r2) || w;
      return w;
    }
    var Y_VERB = ["ya", "ye", "yan", "yen", "yeron", "yendo", "yo", "yó", "yas", "yes", "yais", "yamos"];
    var VERB = ["arían", "arías", "arán", "arás", "aríais", "aría", "aréis", "aríamos", "aremos", "ará", "aré", "erían", "erías",
      "erán", "erás", "eríais", "ería", "eréis", "eríamos", "eremos", "erá", "eré", "irían", "irías", "irán", "irás", "iríais",
      "iría", "iréis", "iríamos", "iremos", "irá", "iré", "aba", "ada", "ida", "ía", "ara", "iera", "ad", "ed", "id", "ase",
      "iese", "aste", "iste", "an", "aban", "ían", "aran", "ieran", "asen", "iesen", "aron", "ieron", "ado", "ido", "ando",
      "iendo", "ió", "ar", "er", "ir", "as", "abas", "adas", "idas", "ías", "aras", "ieras", "ases", "ieses", "ís", "áis",
      "abais", "íais", "arais", "ierais", "aseis", "ieseis", "asteis", "isteis", "ados", "idos", "amos", "ábamos", "íamos",
      "imos", "áramos", "iéramos", "iésemos", "ásemos"];
    var GU = ["en", "es", "éis", "emos"];
    function verb(w, rv) {
      var s = longest(w.slice(rv), Y_VERB);
      if (s && w[w.length - s.length - 1] === "u") return w.slice(0, -s.length);
      s = longest(w.slice(rv), VERB.concat(GU));
      if (!s) return w;
      w = w.slice(0, -s.length);
      return GU.indexOf(s) >= 0 && w.endsWith("gu") ? w.slice(0, -1) : w;
    }
    return function (word) {
      var w = word, rv = rvOf(w), r1 = after(w, 0), r2 = after(w, r1);
      w = pronoun(w, rv);
      var done = standard(w, r1, r2);
      w = done !== null ? done : verb(w, rv);
      var s = longest(w, ["os", "a", "o", "á", "í", "ó", "e", "é"]);
      if (s && w.length - s.length >= rv) {
        w = w.slice(0, -s.length);
        if ((s === "e" || s === "é") && w.endsWith("gu") && w.length - 1 >= rv) w = w.slice(0, -1);
      }
      return w.replace(/[áéíóú]/g, function (c) { return PLAIN[c]; });
    };
  })();
  // The Snowball Portuguese stemmer, as Stemming/PortugueseStemmer.swift (ã and õ worked
  // on as a~ and o~).
  var portuguese = (function () {
    function vowel(c) { return !!c && "aeiouáéíóúâêô".indexOf(c) >= 0; }
    var longest = longestSuffix;
    function after(w, k) { return regionAfter(w, k, vowel); }
    function rvOf(w) { return romanceRV(w, vowel); }
    var cut = cutSuffix;
    var GROUPS = [
      ["eza", "ezas", "ico", "ica", "icos", "icas", "ismo", "ismos", "ável", "ível", "ista", "istas", "oso", "osa", "osos", "osas",
        "amento", "amentos", "imento", "imentos", "adora", "ador", "aça~o", "adoras", "adores", "aço~es", "ante", "antes", "ância"],
      ["logia", "logias"], ["uça~o", "uço~es"], ["ência", "ências"], ["amente"], ["mente"], ["idade", "idades"],
      ["iva", "ivo", "ivas", "ivos"], ["ira", "iras"]
    ];
    var STANDARD = {};
    GROUPS.forEach(function (g, rule) { g.forEach(function (x) { STANDARD[x] = rule; }); });
    function standard(w, r) {
      var s = longest(w, Object.keys(STANDARD));
      if (!s) return null;
      var rule = STANDARD[s], start = w.length - s.length, t, x;
      if (rule === 8) return start >= r.rv && w[start - 1] === "e" ? w.slice(0, start) + "ir" : null;
      if (start < (rule === 4 ? r.r1 : r.r2)) return null;
      w = w.slice(0, start);
      if (rule === 1) return w + "log";
      if (rule === 2) return w + "u";
      if (rule === 3) return w + "ente";
      if (rule === 4) {
        t = longest(w, ["iv", "os", "ic", "ad"]);
        if (!t || (x = cut(w, t, r.r2)) === null) return w;
        return t === "iv" ? cut(x, "at", r.r2) || x : x;
      }
      if (rule === 5) return (t = longest(w, ["ante", "avel", "ível"])) ? cut(w, t, r.r2) || w : w;
      if (rule === 6) return (t = longest(w, ["abil", "ic", "iv"])) ? cut(w, t, r.r2) || w : w;
      if (rule === 7) return cut(w, "at", r.r2) || w;
      return w;
    }
    var VERB = ["ada", "ida", "ia", "aria", "eria", "iria", "ará", "ara", "erá", "era", "irá", "ava", "asse", "esse", "isse",
      "aste", "este", "iste", "ei", "arei", "erei", "irei", "am", "iam", "ariam", "eriam", "iriam", "aram", "eram", "iram", "avam",
      "em", "arem", "erem", "irem", "assem", "essem", "issem", "ado", "ido", "ando", "endo", "indo", "ara~o", "era~o", "ira~o",
      "ar", "er", "ir", "as", "adas", "idas", "ias", "arias", "erias", "irias", "arás", "aras", "erás", "eras", "irás", "avas",
      "es", "ardes", "erdes", "irdes", "ares", "eres", "ires", "asses", "esses", "isses", "astes", "estes", "istes", "is", "ais",
      "eis", "íeis", "aríeis", "eríeis", "iríeis", "áreis", "areis", "éreis", "ereis", "íreis", "ireis", "ásseis", "ésseis",
      "ísseis", "áveis", "ados", "idos", "ámos", "amos", "íamos", "aríamos", "eríamos", "iríamos", "áramos", "éramos", "íramos",
      "ávamos", "emos", "aremos", "eremos", "iremos", "ássemos", "êssemos", "íssemos", "imos", "armos", "ermos", "irmos", "eu",
      "iu", "ou", "ira", "iras"];
    return function (word) {
      var w = word.replace(/ã/g, "a~").replace(/õ/g, "o~"), r1 = after(w, 0);
      var r = { rv: rvOf(w), r1: r1, r2: after(w, r1) };
      var done = standard(w, r), s;
      if (done === null && (s = longest(w.slice(r.rv), VERB))) done = w.slice(0, -s.length);
      if (done !== null) {
        w = done;
        if (w.endsWith("ci") && w.length - 1 >= r.rv) w = w.slice(0, -1);
      } else if ((s = longest(w, ["os", "a", "i", "o", "á", "í", "ó"]))) w = cut(w, s, r.rv) || w;
      if (w.endsWith("ç")) w = w.slice(0, -1) + "c";
      else if ((s = longest(w, ["e", "é", "ê"])) && cut(w, s, r.rv) !== null) {
        w = cut(w, s, r.rv);
        if ((w.endsWith("gu") || w.endsWith("ci")) && w.length - 1 >= r.rv) w = w.slice(0, -1);
      }
      return w.replace(/a~/g, "ã").replace(/o~/g, "õ");
    };
  })();
  // The Snowball French stemmer, as Stemming/FrenchStemmer.swift (I, U, Y: an i, u or y
  // taken as a consonant; H: a diaeresis, ë as He).
  var french = (function () {
    function vowel(c) { return !!c && "aeiouyâàëéêèïîôûù".indexOf(c) >= 0; }
    var longest = longestSuffix;
    function after(w, k) { return regionAfter(w, k, vowel); }
    function ends(w, s, from) { return w.endsWith(s) && w.length - s.length >= from; }
    function prelude(word) {
      var w = word.split(""), c = 0;
      while (c < w.length) {
        if (vowel(w[c]) && (w[c + 1] === "u" || w[c + 1] === "i") && vowel(w[c + 2])) w[c + 1] = w[c + 1].toUpperCase();
        else if (vowel(w[c]) && w[c + 1] === "y") w[c + 1] = "Y";
        else if (w[c] === "ë" || w[c] === "ï") w.splice(c, 1, "H", w[c] === "ë" ? "e" : "i");
        else if (w[c] === "y" && vowel(w[c + 1])) w[c] = "Y";
        else if (w[c] === "q" && w[c + 1] === "u") w[c + 1] = "U";
        else c++;
      }
      return w.join("");
    }
    function rvOf(w) {
      if (w.length >= 3 && vowel(w[0]) && vowel(w[1])) return 3;
      if (/^(par|col|tap)/.test(w) || (/^ni/.test(w) && vowel(w[2]))) return 3;
      var k = 1;
      while (k < w.length && !vowel(w[k])) k++;
      return Math.min(k + 1, w.length);
    }
    var GROUPS = [
      ["ance", "iqUe", "isme", "able", "iste", "eux", "ances", "iqUes", "ismes", "ables", "istes"],
      ["atrice", "ateur", "ation", "atrices", "ateurs", "ations"], ["logie", "logies"], ["usion", "ution", "usions", "utions"],
      ["ence", "ences"], ["ement", "ements"], ["ité", "ités"], ["if", "ive", "ifs", "ives"], ["eaux"], ["aux"], ["oux"],
      ["euse", "euses"], ["issement", "issements"], ["amment"], ["emment"], ["ment", "ments"]
    ];
    var STANDARD = {};
    GROUPS.forEach(function (g, rule) { g.forEach(function (x) { STANDARD[x] = rule; }); });
    function ic(w, r) { return ends(w, "ic", r.r2) ? w.slice(0, -2) : w.endsWith("ic") ? w.slice(0, -2) + "iqU" : w; }
    // [the word, whether a standard suffix came off]: amment, emment and ment change the
    // word and say no.
    function standard(w, r) {
      var s = longest(w, Object.keys(STANDARD));
      if (!s) return [w, false];
      var rule = STANDARD[s], start = w.length - s.length, b = w.slice(0, start), t;
      var need = [r.r2, r.r2, r.r2, r.r2, r.r2, r.rv, r.r2, r.r2][rule];
      if (need !== undefined && start < need) return [w, false];
      switch (rule) {
        case 0: return [b, true];
        case 1: return [ic(b, r), true];
        case 2: return [b + "log", true];
        case 3: return [b + "u", true];
        case 4: return [b + "ent", true];
        case 5:
          t = longest(b, ["iv", "eus", "abl", "iqU", "ièr", "Ièr"]);
          if (!t) return [b, true];
          var at = b.length - t.length, c = b.slice(0, at);
          if (t === "iv") return [at >= r.r2 ? (ends(c, "at", r.r2) ? c.slice(0, -2) : c) : b, true];
          if (t === "eus") return [at >= r.r2 ? c : at >= r.r1 ? c + "eux" : b, true];
          if (t === "abl" || t === "iqU") return [at >= r.r2 ? c : b, true];
          return [at >= r.rv ? c + "i" : b, true];
        case 6:
          t = longest(b, ["abil", "ic", "iv"]);
          if (!t) return [b, true];
          if (b.length - t.length >= r.r2) return [b.slice(0, -t.length), true];
          return [t === "iv" ? b : b.slice(0, -t.length) + (t === "abil" ? "abl" : "iqU"), true];
        case 7: return [ends(b, "at", r.r2) ? ic(b.slice(0, -2), r) : b, true];
        case 8: return [b + "eau", true];
        case 9: return start >= r.r1 ? [b + "al", true] : [w, false];
        case 10: return "bhjlnp".indexOf(b.slice(-1) || "-") >= 0 ? [b + "ou", true] : [w, false];
        case 11: return start >= r.r2 ? [b, true] : start >= r.r1 ? [b + "eux", true] : [w, false];
        case 12: return start >= r.r1 && start > 0 && !vowel(b[start - 1]) ? [b, true] : [w, false];
        case 13: case 14: return [start >= r.rv ? b + (rule === 13 ? "ant" : "ent") : w, false];
        default: return [start - 1 >= r.rv && vowel(b[start - 1]) ? b : w, false];
      }
    }
    var I_VERB = ["îmes", "ît", "îtes", "i", "ie", "ies", "ir", "ira", "irai", "iraIent", "irais", "irait", "iras", "irent",
      "irez", "iriez", "irions", "irons", "iront", "is", "issaIent", "issais", "issait", "issant", "issante", "issantes", "issants",
      "isse", "issent", "isses", "issez", "issiez", "issions", "issons", "it"];
    var VERB = { ions: 0, eais: 3 };
    ["é", "ée", "ées", "és", "èrent", "er", "era", "erai", "eraIent", "erais", "erait", "eras", "erez", "eriez", "erions",
      "erons", "eront", "ez", "iez"].forEach(function (x) { VERB[x] = 1; });
    ["âmes", "ât", "âtes", "a", "ai", "aIent", "ait", "ant", "ante", "antes", "ants", "as", "asse", "assent", "asses", "assiez",
      "assions"].forEach(function (x) { VERB[x] = 2; });
    ["ais", "aise", "aises"].forEach(function (x) { VERB[x] = 4; });
    // The word without its verb suffix, or null.
    function verb(w, r) {
      var s = longest(w.slice(r.rv), I_VERB), start, b;
      if (s) {
        start = w.length - s.length;
        if (start - 1 >= r.rv && w[start - 1] !== "H" && !vowel(w[start - 1])) return w.slice(0, start);
      }
      s = longest(w.slice(r.rv), Object.keys(VERB));
      if (!s) return null;
      start = w.length - s.length;
      b = w.slice(0, start);
      var rule = VERB[s];
      if (rule === 0) return start >= r.r2 ? b : null;
      if (rule === 2) return b.endsWith("e") && b.length - 1 >= r.rv ? b.slice(0, -1) : b;
      if (rule === 4 && ((b.length === 3 && b.endsWith("al")) || b.endsWith("auv") || b.endsWith("épl"))) return null;
      return b;
    }
    function residual(w, r) {
      if (w.endsWith("s") && w.length >= 2 && (w.slice(0, -1).endsWith("Hi") || "aiouès".indexOf(w[w.length - 2]) < 0)) {
        w = w.slice(0, -1);
      }
      var s = longest(w.slice(r.rv), ["ion", "ier", "ière", "Ier", "Ière", "e"]);
      if (!s) return w;
      var start = w.length - s.length;
      if (s === "ion") return start >= r.r2 && start - 1 >= r.rv && "st".indexOf(w[start - 1]) >= 0 ? w.slice(0, start) : w;
      if (s === "e") return w.slice(0, -1);
      return w.slice(0, start) + "i";
    }
    return function (word) {
      var w = word, m = /^([cdjlmnstz]|qu)'(.)/.exec(w);
      if (m) w = w.slice(m[1].length + 1);
      w = prelude(w);
      var r1 = after(w, 0), r = { rv: rvOf(w), r1: r1, r2: after(w, r1) };
      var done = standard(w, r), v;
      w = done[0];
      if (!done[1] && (v = verb(w, r)) !== null) { w = v; done[1] = true; }
      if (done[1]) w = w.replace(/Y$/, "i").replace(/ç$/, "c");
      else w = residual(w, r);
      if (/(enn|onn|ett|ell|eill)$/.test(w)) w = w.slice(0, -1);
      m = /[éè]([^aeiouyâàëéêèïîôûù]+)$/.exec(w);
      if (m) w = w.slice(0, m.index) + "e" + m[1];
      return w.replace(/He/g, "ë").replace(/Hi/g, "ï").replace(/H/g, "").replace(/[IUY]/g, function (c) { return c.toLowerCase(); });
    };
  })();
  // The stemmers by the name meta.js gives (`stem`).
  var STEMMERS = {
    en: { word: /^[a-z]{3,63}$/, stem: english }, de: { word: /^[a-zßäöü]{2,63}$/, stem: german },
    ru: { word: /^[а-яё]{2,63}$/, stem: russian }, es: { word: /^[a-zñáéíóúü]{2,63}$/, stem: spanish },
    pt: { word: /^[a-záéíóúâêôãõç]{2,63}$/, stem: portuguese },
    fr: { word: /^[a-zâàçëéêèïîôûùœæ]{2,63}$/, stem: french }
  };
  var encoder = new TextEncoder();
  // A stem term ("~" + stem) hashes as the stem: it shares the word's shard.
  function shard(term, shards) {
    var h = 0x811c9dc5;
    var bytes = encoder.encode(term.charAt(0) === "~" ? term.slice(1) : term);
    for (var i = 0; i < bytes.length; i++) h = Math.imul(h ^ bytes[i], 16777619) >>> 0;
    return h % shards;
  }

  function parse(q) {
    // `bare`: per term, whether it is a word typed bare (not quoted, no field), which
    // `lookups` may stem.
    var query = { terms: [], phrases: [], marks: [], bare: [] };
    var re = /(user|category):"([^"]*)"|(user|category):(\S+)|"([^"]*)"|(\S+)/g, m;
    while ((m = re.exec(q))) {
      var field = m[1] || m[3], value = m[2] !== undefined ? m[2] : m[4];
      if (field) {
        query.terms.push((field === "user" ? "u:" : "c:") + fold(value.trim()));
        query.bare.push(false);
      } else {
        var text = m[5] !== undefined ? m[5] : m[6];
        var t = tokens(text);
        query.terms = query.terms.concat(t);
        query.marks = query.marks.concat(t);
        t.forEach(function () { query.bare.push(m[6] !== undefined); });
        if (m[5] !== undefined && t.length > 1) query.phrases.push(units(text));
      }
    }
    return query;
  }

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
  // Two postings texts as one, in document order (a term's tiers hold different
  // documents): read side by side, each posting's gap written anew and its weight copied,
  // into bytes (a merged gap is never longer than the gap it replaces).
  var ASCII = typeof TextDecoder === "function" ? new TextDecoder() : null;
  function mergeTexts(a, b) {
    var out = new Uint8Array(a.length + b.length), n = 0, last = -1;
    var na = next(a, -1, 0), nb = next(b, -1, 0);
    while (na || nb) {
      var fromA = nb === null || (na !== null && na.doc < nb.doc), p = fromA ? na : nb, text = fromA ? a : b;
      var gap = p.doc - last - 1;
      last = p.doc;
      while (gap >= 32) { out[n++] = DIGITS.charCodeAt(32 + gap % 32); gap = Math.floor(gap / 32); }
      out[n++] = DIGITS.charCodeAt(gap);
      out[n++] = text.charCodeAt(p.end - 1);
      if (fromA) na = next(a, p.doc, p.end); else nb = next(b, p.doc, p.end);
    }
    out = out.subarray(0, n);
    return ASCII ? ASCII.decode(out) : String.fromCharCode.apply(null, Array.from(out));
  }
  // The posting of `text` from `i` on (`doc` the one before): its document and where it
  // ends (after its weight), or null at the end.
  function next(text, doc, i) {
    if (i >= text.length) return null;
    var gap = 0, scale = 1, v;
    while ((v = VALUE[text.charCodeAt(i++)]) >= 32) { gap += (v - 32) * scale; scale *= 32; }
    return { doc: doc + gap + v * scale + 1, end: i + 1 };
  }
  // Impact tiers (docs/search.md, "Common words: tiers"). A term in very many comments is
  // stored as [head, df, least, bound…]: `head` the postings of its highest weights, in its
  // shard; tier k's postings (the lower weights, weight `bound[k-1]` at most) in
  // t/<shard>.<k>.js, loaded only when a query needs them. What matching reads of a term:
  // `text` its postings loaded so far, `df` how many it has in all (-1: count `text`),
  // `least` its least body weight in all (-1: read `text`), `bounds` the highest weight of
  // each tier not loaded, `term` its name and `next` the tier to load next. `stored` is the
  // entry as the shard holds it (a string, an array, or null), `tiers` the texts of its
  // tiers loaded, in order; an alias ("=word") is returned as it is.
  function list(stored, tiers, term) {
    if (stored === null || stored === undefined || alias(stored) !== null) return stored === undefined ? null : stored;
    var text = typeof stored === "string" ? stored : stored[0];
    var bounds = typeof stored === "string" ? [] : stored.slice(3);
    (tiers || []).slice(0, bounds.length).forEach(function (t) { text = mergeTexts(text, t); });
    var loaded = Math.min((tiers || []).length, bounds.length);
    return {
      text: text, df: typeof stored === "string" ? -1 : stored[1], least: typeof stored === "string" ? -1 : stored[2],
      bounds: bounds.slice(loaded), term: term || null, next: loaded + 1
    };
  }
  // Whatever a matching function is given (a list, a stored string or array, null) as a list.
  function asList(x) {
    if (x === null || x === undefined) return null;
    return typeof x === "string" || Array.isArray(x) ? list(x, [], null) : x;
  }
  function dfOf(l) { return l.df >= 0 ? l.df : count(l.text, 0); }
  function idf(df, total) { return Math.log(1 + (total - df + 0.5) / (df + 0.5)); }
  // Fields (docs/search.md): a posting's weight 1-63 is the body's BM25 part; weight 0
  // says the document holds the term only through its thread's title, and scores TITLE
  // times the term's idf: less than any body match of any term (one weight unit times
  // the least idf, about 0.5 / documents, over 5e-8 up to ten million comments), so the
  // comments that say a word come first, and those under a title that says it after.
  var TITLE = 1e-12;
  function part(weight, termIdf) { return weight ? weight * termIdf : TITLE * termIdf; }

  // Per query term, the terms its documents are found under: the term itself, and for a
  // word typed bare that the site's stemmer (meta.js `stem`) applies to, "~" + its stem
  // (the other words of that stem) and the stem itself when it is a word of its own
  // (`upgrade` → upgrade, ~upgrad; `upgrading` → upgrading, ~upgrad, upgrad). Adds the
  // stems to `query.stems` for highlighting.
  function lookups(query, stemName) {
    var stemmer = Object.prototype.hasOwnProperty.call(STEMMERS, stemName || "") ? STEMMERS[stemName] : null;
    query.stems = [];
    query.stemmer = stemmer;
    return query.terms.map(function (t, i) {
      if (!stemmer || !query.bare[i] || !stemmer.word.test(t)) return [t];
      var s = stemmer.stem(t);
      query.stems.push(s);
      return s !== t && stemmer.stem(s) === s ? [t, "~" + s, s] : [t, "~" + s];
    });
  }
  // A stem term that one word alone has is stored as "=" and that word (its postings are
  // the word's): the word, or null for postings (or none).
  function alias(text) { return typeof text === "string" && text.charAt(0) === "=" ? text.slice(1) : null; }
  // Per lookup of `groups` its postings (`postings`: a term's stored text, or null), an
  // alias's read from its word, or null when that word is a lookup of the same query
  // term already (its postings are read once).
  function resolve(groups, postings) {
    return groups.map(function (g) {
      return g.map(function (t) {
        var text = postings(t), word = alias(text);
        return asList(word === null ? text : g.indexOf(word) >= 0 ? null : postings(word));
      });
    });
  }
  // A stem-only match (the word in another form) counts half its BM25 score, and always
  // less than the least of the exact matches: for one word, the comments that hold it as
  // typed come first.
  var STEMMED = 0.5;
  // One term's documents and scores from its lookups' postings (`texts[0]` the exact
  // term's, null where no document has a lookup): the lists decoded and merged in one
  // pass, a document's exact score kept, else its best stem-only one.
  function union(texts, total) {
    var lists = [], least = Infinity, cap = 0;
    for (var k = 0; k < texts.length; k++) {
      var given = asList(texts[k]);
      if (!given) continue;
      var list = decode(given.text);
      list.idf = idf(given.df >= 0 ? given.df : list.docs.length, total);
      list.exact = k === 0;
      list.at = 0;
      cap += list.docs.length;
      lists.push(list);
      if (k === 0 && given.least >= 0) least = given.least * list.idf;
      else if (k === 0) for (var e = 0; e < list.docs.length; e++) if (list.weights[e]) least = Math.min(least, list.weights[e] * list.idf);
    }
    var docs = new Float64Array(cap), scores = new Float64Array(cap), n = 0;
    for (;;) {
      var doc = Infinity;
      for (var i = 0; i < lists.length; i++) if (lists[i].at < lists[i].docs.length) doc = Math.min(doc, lists[i].docs[lists[i].at]);
      if (doc === Infinity) break;
      var exact = -1, stemmed = 0;
      for (var j = 0; j < lists.length; j++) {
        var l = lists[j];
        if (l.at >= l.docs.length || l.docs[l.at] !== doc) continue;
        var w = l.weights[l.at++], v = part(w, l.idf);
        if (l.exact) exact = v; else stemmed = Math.max(stemmed, w ? Math.min(STEMMED * v, least * 0.999) : STEMMED * v);
      }
      docs[n] = doc;
      // A stem-only body match still outranks an exact title-only one.
      scores[n++] = Math.max(exact, stemmed);
    }
    return { docs: docs.subarray(0, n), scores: scores.subarray(0, n) };
  }
  // `matches` over lookups (`groups`: per term, its lookups' postings or null): a term
  // of one lookup is read as before; one of several is their union, and the terms'
  // documents are then intersected.
  function matchGroups(groups, total) {
    // A term none of whose other lookups any document has is read as before.
    groups = groups.map(function (g) { return g.slice(1).some(function (t) { return asList(t) !== null; }) ? g : [g[0]]; });
    if (groups.every(function (g) { return g.length === 1; })) return matches(groups.map(function (g) { return g[0]; }), total);
    var found = null;
    for (var i = 0; i < groups.length; i++) {
      var part = groups[i].length === 1 ? matches([groups[i][0]], total) : union(groups[i], total);
      found = found ? both(found, part) : part;
    }
    return found;
  }
  // The documents of `a` that `b` also holds, their scores added.
  function both(a, b) {
    var docs = [], scores = [], j = 0;
    for (var i = 0; i < a.docs.length; i++) {
      while (j < b.docs.length && b.docs[j] < a.docs[i]) j++;
      if (j < b.docs.length && b.docs[j] === a.docs[i]) { docs.push(a.docs[i]); scores.push(a.scores[i] + b.scores[j]); }
    }
    return { docs: Float64Array.from(docs), scores: Float64Array.from(scores) };
  }

  // The documents holding every term, with their BM25 scores. `texts` are the terms'
  // postings as the index stores them (null: no document has the term, so nothing
  // matches). The two shortest are read side by side, each further one in step with the
  // documents still matching, none decoded into arrays first: the first query runs this
  // before the engine has optimised it, so every pass over the postings counts.
  function matches(texts, total) {
    texts = texts.map(asList);
    if (!texts.length || texts.some(function (t) { return t === null; })) return { docs: new Float64Array(0), scores: [] };
    if (texts.length === 1) {
      var one = decode(texts[0].text), weight = idf(texts[0].df >= 0 ? texts[0].df : one.docs.length, total);
      var found = { docs: one.docs, scores: new Float64Array(one.docs.length) };
      for (var s = 0; s < one.docs.length; s++) found.scores[s] = part(one.weights[s], weight);
      return found;
    }
    // Intersected shortest first, but each score summed in the query's order: a sum's
    // rounding depends on its order, and a query must rank its documents alike whatever
    // part of its terms' postings is loaded (core.settle).
    var order = texts.map(function (t, i) { return i; }).sort(function (x, y) { return texts[x].text.length - texts[y].text.length; });
    var first = pair(texts[order[0]], texts[order[1]], total), docs = first.docs, weights = [], idfs = [];
    weights[order[0]] = first.wa;
    weights[order[1]] = first.wb;
    idfs[order[0]] = first.idfA;
    idfs[order[1]] = first.idfB;
    for (var k = 2; k < texts.length; k++) {
      var t = order[k], more = intersect(texts[t].text, docs);
      for (var u = 0; u < k; u++) weights[order[u]] = picked(weights[order[u]], more.at, more.n);
      weights[t] = more.weights.subarray(0, more.n);
      idfs[t] = idf(texts[t].df >= 0 ? texts[t].df : more.df, total);
      docs = more.docs.subarray(0, more.n);
    }
    var scores = new Float64Array(docs.length);
    for (var d = 0; d < docs.length; d++) {
      var sum = 0;
      for (var i = 0; i < texts.length; i++) sum += part(weights[i][d], idfs[i]);
      scores[d] = sum;
    }
    return { docs: docs, scores: scores };
  }
  // `values` at the positions `at[0..n)`.
  function picked(values, at, n) {
    var out = new Uint8Array(n);
    for (var i = 0; i < n; i++) out[i] = values[at[i]];
    return out;
  }
  // The documents both lists hold, with their weights in each and each's idf: two cursors, the one behind moved
  // on (both on a match); when one text ends, the other's postings are only counted
  // (unless the list says how many it has: a tiered term's are not all loaded).
  function pair(listA, listB, total) {
    var a = listA.text, b = listB.text, cap = Math.min(a.length, b.length) >> 1, docs = new Float64Array(cap);
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
    var idfA = idf(listA.df >= 0 ? listA.df : dfa + count(a, ia), total);
    var idfB = idf(listB.df >= 0 ? listB.df : dfb + count(b, ib), total);
    return { docs: docs.subarray(0, n), wa: wa.subarray(0, n), wb: wb.subarray(0, n), idfA: idfA, idfB: idfB };
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
  // The documents of `docs` that `text` holds, where they stood in `docs` (`at`) and their
  // weights in `text`; and `df`, how many documents `text` holds (its idf needs it).
  function intersect(text, docs) {
    var keptDocs = new Float64Array(docs.length), at = new Uint32Array(docs.length);
    var weights = new Uint8Array(docs.length), n = 0, df = 0, j = 0, doc = -1, i = 0, length = text.length;
    while (i < length) {
      var gap = 0, scale = 1, v;
      while ((v = VALUE[text.charCodeAt(i++)]) >= 32) { gap += (v - 32) * scale; scale *= 32; }
      doc += gap + v * scale + 1;
      df++;
      while (j < docs.length && docs[j] < doc) j++;
      if (j < docs.length && docs[j] === doc) {
        keptDocs[n] = doc;
        at[n] = j;
        weights[n++] = VALUE[text.charCodeAt(i)];
      }
      i++;
    }
    return { docs: keptDocs, at: at, weights: weights, n: n, df: df };
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
    // `worst`: the score of the last one kept (what a document must beat to be shown).
    return { count: count, ids: heap.map(function (i) { return docs[i]; }), worst: heap.length ? scores[heap[heap.length - 1]] : -Infinity };
  }

  // Whether the tiers loaded answer a query (`groups`: per query term, its lookups'
  // lists, as `resolve` gives them), or which tier to load next (docs/search.md, "Common
  // words: tiers"). Returns `{ found }`, its matches without the `mask`ed documents, with
  // `complete` when every tier of every lookup is loaded (count and order exact), else
  // `count` (the matches in all, or -1: at least `found`'s); or `{ need: lists }`, the
  // lookups whose next tier is to be loaded, all at once. With tiers left a query settles
  // when its `limit` best are proven: each scores more than any other document could with
  // the tiers not loaded, so they are the whole index's `limit` best, in order. If its
  // heads do not prove them, every tier is loaded at once: on the benchmark site, of 100
  // queries of two and three words loaded a tier at a time, one settled after a tier and
  // before its last, and each round of loading is a wait. An infinite `limit` (a phrase,
  // which checks every candidate) loads every tier.
  function settle(groups, total, limit, mask) {
    if (groups.some(function (g) { return !g.some(function (l) { return l; }); })) return { found: { docs: new Float64Array(0), scores: [] }, complete: true };
    var open = [], most = groups.map(function (g) { return openBound(g, total, open); });
    if (!open.length) return { found: unmasked(matchGroups(groups, total), mask), complete: true };
    var need = { need: open };
    if (!isFinite(limit)) return need;
    // Fewer matches than `limit` in what is loaded: nothing to prove (the proven are among them).
    var found = matchGroups(groups, total);
    if (found.docs.length < limit) return need;
    // No known score can pass the `limit`-th best of what is loaded: a proof fails as soon
    // as another document could reach that.
    var ceiling = top(unmasked(found, mask), limit, null).worst;
    if (!proven(groups.map(function (g) { return groupPart(g, total); }), most, mask, limit, ceiling)) return need;
    var lookups = groups[0].filter(function (l) { return l; });
    var known = groups.length === 1 && lookups.length === 1 && !(mask && mask.length);
    return { found: unmasked(found, mask), complete: false, count: known ? dfOf(lookups[0]) : -1 };
  }
  // The most a document could score for a query term in its lookups' tiers not loaded
  // (null when all are loaded); each such lookup is added to `open`.
  function openBound(g, total, open) {
    var most = null;
    g.forEach(function (l, k) {
      if (!l || !l.bounds.length) return;
      var bound = part(l.bounds[0], idf(dfOf(l), total)) * (k ? STEMMED : 1);
      open.push(l);
      most = most === null ? bound : Math.max(most, bound);
    });
    return most;
  }
  // A query term's documents and scores from its lookups' tiers loaded.
  function groupPart(g, total) {
    var lookups = g.slice(1).some(function (l) { return l; }) ? g : [g[0]];
    return lookups.length === 1 ? matches(lookups, total) : union(lookups, total);
  }
  // Whether the `want` best documents whose score is known (every term found in tiers
  // loaded, each at least what its tiers not loaded could give) beat every other
  // document's highest possible score: the terms' `parts` read side by side, `most` per
  // term the bound of its tiers not loaded (null: none; a document missing there has not
  // the term). Masked documents are no results and are passed over. `ceiling`: no known
  // score is above it (the `want`-th best of the matches loaded), so another document
  // reaching it ends the proof.
  function proven(parts, most, mask, want, ceiling) {
    var at = parts.map(function () { return 0; }), known = [], m = 0;
    var other = most.every(function (b) { return b !== null; }) ? most.reduce(function (a, b) { return a + b; }, 0) : -Infinity;
    for (;;) {
      if (other >= ceiling) return false;
      var doc = Infinity;
      for (var g = 0; g < parts.length; g++) if (at[g] < parts[g].docs.length) doc = Math.min(doc, parts[g].docs[at[g]]);
      if (doc === Infinity) break;
      var high = 0, exact = true, possible = true;
      for (g = 0; g < parts.length; g++) {
        var here = at[g] < parts[g].docs.length && parts[g].docs[at[g]] === doc, s = here ? parts[g].scores[at[g]++] : 0;
        if (!here && most[g] === null) possible = false;
        if (most[g] !== null && (!here || s < most[g])) exact = false;
        high += most[g] === null ? s : here ? Math.max(s, most[g]) : most[g];
      }
      while (mask && m < mask.length && mask[m] < doc) m++;
      if (!possible || (mask && mask[m] === doc)) continue;
      if (exact) known.push(high); else other = Math.max(other, high);
    }
    if (known.length < want) return false;
    known.sort(function (a, b) { return b - a; });
    return known[want - 1] > other;
  }

  // A phrase: every candidate is checked against its stored text, so nothing is missed,
  // by word positions (`units`): the phrase's words in order, one after the other,
  // whatever punctuation, spaces or markup stand between them in the text.
  function phraseTest(query, textOf) {
    if (!query.phrases.length) return null;
    var ascii = query.phrases.every(function (p) { return /^[a-z0-9]*$/.test(p.join("")); }), words = null, lower = "";
    return function (id) {
      var text = textOf(id);
      // ASCII phrase and text: read in place, not split into words first (a third of the time).
      if (ascii && /^[\x00-\x7f]*$/.test(text)) {
        lower = text.toLowerCase();
        return query.phrases.every(function (p) { return inPlace(lower, p); });
      }
      words = units(text);
      return query.phrases.every(function (p) { return follows(words, p); });
    };
  }
  function alnum(c) { return (c >= 97 && c <= 122) || (c >= 48 && c <= 57); }
  // `follows` on lower-cased ASCII text: each place the first word stands whole, then
  // each next word whole after what is not a letter or digit.
  function inPlace(lower, phrase) {
    for (var i = lower.indexOf(phrase[0]); i >= 0; i = lower.indexOf(phrase[0], i + 1)) {
      if (i > 0 && alnum(lower.charCodeAt(i - 1))) continue;
      var j = i, k = 0;
      for (; k < phrase.length; k++) {
        if (k > 0) while (j < lower.length && !alnum(lower.charCodeAt(j))) j++;
        if (!lower.startsWith(phrase[k], j) || alnum(lower.charCodeAt(j + phrase[k].length))) break;
        j += phrase[k].length;
      }
      if (k === phrase.length) return true;
    }
    return false;
  }
  // Whether `phrase` (units) stands in `words` (units) somewhere, in order.
  function follows(words, phrase) {
    var first = phrase[0];
    for (var i = words.indexOf(first); i >= 0 && i + phrase.length <= words.length; i = words.indexOf(first, i + 1)) {
      var k = 1;
      while (k < phrase.length && words[i + k] === phrase[k]) k++;
      if (k === phrase.length) return true;
    }
    return false;
  }
  // Whether `text` (a result's own text) holds a word of the query, or for a bare word
  // another word of its stem (`lookups` ran): false for a result found only through its
  // thread's title, which the page then says.
  function inBody(query, text) {
    if (!query.marks.length) return true;
    var words = tokens(text), stemmer = query.stemmer;
    for (var i = 0; i < words.length; i++) {
      if (query.marks.indexOf(words[i]) >= 0) return true;
      if (stemmer && query.stems.length && stemmer.word.test(words[i]) && query.stems.indexOf(stemmer.stem(words[i])) >= 0) return true;
    }
    return false;
  }

  // A delta segment (docs/search.md, "After a save"): a term's postings in the delta
  // (`delta`, numbered from 0) after the main index's (`main`, null when it has none),
  // the delta's documents numbered from `base` (the main's count) on: its first gap is
  // written again, the rest kept as it is.
  // A tiered main term keeps its tiers not loaded (the delta's documents come after all of
  // them) and counts the delta's postings in its df.
  function withDelta(main, delta, base) {
    if (typeof delta !== "string") return main;
    main = asList(main) || list("", [], null);
    var last = -1, m = decode(main.text);
    if (m.docs.length) last = m.docs[m.docs.length - 1];
    var i = 0, gap = 0, scale = 1, v;
    while ((v = VALUE[delta.charCodeAt(i++)]) >= 32) { gap += (v - 32) * scale; scale *= 32; }
    var rest = gap + v * scale + base - last - 1, out = "";
    while (rest >= 32) { out += DIGITS.charAt(32 + rest % 32); rest = Math.floor(rest / 32); }
    var joined = list(main.text + out + DIGITS.charAt(rest) + delta.slice(i), [], main.term);
    if (main.df >= 0) {
      var added = decode(delta), least = main.least;
      for (var k = 0; k < added.weights.length; k++) if (added.weights[k]) least = Math.min(least, added.weights[k]);
      joined.df = main.df + added.docs.length;
      joined.least = least;
    }
    joined.bounds = main.bounds;
    joined.next = main.next;
    return joined;
  }
  // A term's postings over the main index and a delta (`main`: a term → its list, or its
  // stored entry, or null; `added`: a term → its stored text or null, null without a delta, whose documents are numbered from
  // `base` on). An alias stands as it is while it names the same word in both (or the
  // delta has no form of that stem): `resolve` then reads that word's postings, the
  // delta's included. Otherwise each index's alias is read from its own word first: each
  // index aliases by its own words.
  function postingsOf(term, main, added, base) {
    var m = main(term);
    if (!added) return m;
    var d = added(term), word = alias(m), inDelta = alias(d);
    if (word !== null && (inDelta === word || d === null)) return m;
    if (word !== null) m = main(word);
    if (inDelta !== null) d = added(inDelta);
    return withDelta(m, d, base);
  }
  // `found` without the main index's documents a delta replaces (`mask`, ascending).
  function unmasked(found, mask) {
    if (!mask || !mask.length) return found;
    var docs = [], scores = [], j = 0;
    for (var i = 0; i < found.docs.length; i++) {
      while (j < mask.length && mask[j] < found.docs[i]) j++;
      if (j < mask.length && mask[j] === found.docs[i]) continue;
      docs.push(found.docs[i]);
      scores.push(found.scores[i]);
    }
    return { docs: Float64Array.from(docs), scores: Float64Array.from(scores) };
  }

  return {
    fold: fold, tokens: tokens, shard: shard, parse: parse, decode: decode, matches: matches, top: top,
    phraseTest: phraseTest, stemmers: STEMMERS, lookups: lookups, alias: alias, resolve: resolve, matchGroups: matchGroups, units: units,
    inBody: inBody, withDelta: withDelta, unmasked: unmasked, postingsOf: postingsOf, list: list, settle: settle
  };
}
