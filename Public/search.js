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
      var groups = core.lookups(query, store.meta.stem);
      var paths = [].concat.apply([], groups).map(function (t) { return "search/t/" + core.shard(t, store.meta.shards) + ".js"; });
      return Promise.all(paths.map(load)).then(function () {
        var found = core.matchGroups(groups.map(function (g) { return g.map(postings); }), store.meta.docs);
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
      words.found.replace("{n}", n) + (n > LIMIT ? " " + words.more.replace("{n}", LIMIT) : "");
    append(mine, query, best.ids, more);
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
    li.appendChild(snippet(d[6], query.marks, query.stems));
    return li;
  }

  // Up to ~200 characters around the first match, matched words in <mark>, and the
  // words that start with a query word's stem (`stems`, a–z only).
  function snippet(text, marks, stems) {
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
    // The longest of `list` that `w` ends with, or null.
    function longest(w, list) {
      var best = null;
      for (var i = 0; i < list.length; i++) {
        if (w.endsWith(list[i]) && (best === null || list[i].length > best.length)) best = list[i];
      }
      return best;
    }
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
  // The stemmers by the name meta.js gives (`stem`).
  var STEMMERS = { en: { word: /^[a-z]{3,63}$/, stem: english } };
  var encoder = new TextEncoder();
  function shard(term, shards) {
    var h = 0x811c9dc5;
    var bytes = encoder.encode(term);
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

  // Per query term, the terms its documents are found under: the term itself, and for a
  // word typed bare that the site's stemmer (meta.js `stem`) applies to, "~" + its stem
  // (the other words of that stem) and the stem itself when it is a word of its own
  // (`upgrade` → upgrade, ~upgrad; `upgrading` → upgrading, ~upgrad, upgrad). Adds the
  // stems to `query.stems` for highlighting.
  function lookups(query, stemName) {
    var stemmer = Object.prototype.hasOwnProperty.call(STEMMERS, stemName || "") ? STEMMERS[stemName] : null;
    query.stems = [];
    return query.terms.map(function (t, i) {
      if (!stemmer || !query.bare[i] || !stemmer.word.test(t)) return [t];
      var s = stemmer.stem(t);
      query.stems.push(s);
      return s !== t && stemmer.stem(s) === s ? [t, "~" + s, s] : [t, "~" + s];
    });
  }
  // A stem-only match (the word in another form) counts half its BM25 score, and always
  // less than the least of the exact matches: for one word, the comments that hold it as
  // typed come first.
  var STEMMED = 0.5;
  // One term's documents and scores from its lookups' postings (`texts[0]` the exact
  // term's): each list decoded, exact scores kept, the others' documents added.
  function union(texts, total) {
    var exact = typeof texts[0] === "string" ? decode(texts[0]) : null, scores = new Map(), least = Infinity;
    if (exact) {
      var w = idf(exact.docs.length, total);
      for (var i = 0; i < exact.docs.length; i++) {
        scores.set(exact.docs[i], exact.weights[i] * w);
        least = Math.min(least, exact.weights[i] * w);
      }
    }
    var others = new Map();
    for (var k = 1; k < texts.length; k++) {
      if (typeof texts[k] !== "string") continue;
      var list = decode(texts[k]), wk = idf(list.docs.length, total);
      for (var j = 0; j < list.docs.length; j++) {
        var d = list.docs[j], v = Math.min(STEMMED * list.weights[j] * wk, least * 0.999);
        if (!scores.has(d) && !(others.get(d) >= v)) others.set(d, v);
      }
    }
    others.forEach(function (v, d) { scores.set(d, v); });
    var docs = Float64Array.from(scores.keys()).sort(), out = new Float64Array(docs.length);
    for (var n = 0; n < docs.length; n++) out[n] = scores.get(docs[n]);
    return { docs: docs, scores: out };
  }
  // `matches` over lookups (`groups`: per term, its lookups' postings or null): a term
  // of one lookup is read as before; one of several is their union, and the terms'
  // documents are then intersected.
  function matchGroups(groups, total) {
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
    phraseTest: phraseTest, stemmers: STEMMERS, lookups: lookups, matchGroups: matchGroups
  };
}
