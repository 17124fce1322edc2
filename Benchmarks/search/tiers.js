// What impact tiers cost a query's results and save its bytes (docs/search.md, "Common
// words: tiers"): node tiers.js path/to/search.js SITE [QUERIES=200] [SEED=1]
//
// Asks QUERIES seeded queries of one, two and three words drawn from the site's tiered
// terms (the words in the most comments, where tiers matter), each once as the page does
// (core.settle: tiers loaded until the query's 50 best are proven) and once with every tier
// loaded, and prints how many settled before every tier was loaded, the medians of the
// term files' bytes each way, and how many of the 50 results are the same (a check: the
// proof says all). Bytes are of the term files only (t/<n>.js and t/<n>.<k>.js); result
// chunks are the same both ways.
const fs = require("fs"), path = require("path");
const [script, site, queryCount = "200", seedText = "1"] = process.argv.slice(2);
const core = require(script);
const LIMIT = 50;

function index(everyTier) {
  const s = { meta: null, terms: {}, tiers: {}, bytes: 0, files: new Set() };
  global.threadfoldSearch = { meta: (m) => { s.meta = m; }, terms: (n, t) => { s.terms[n] = t; }, tier: (n, k, t) => { s.tiers[n + "." + k] = t; } };
  const load = (p) => {
    if (s.files.has(p)) return;
    s.files.add(p);
    const f = path.join(site, p);
    if (!fs.existsSync(f)) return;
    const text = fs.readFileSync(f, "utf8");
    s.bytes += Buffer.byteLength(text);
    (0, eval)(text);
  };
  load("search/meta.js");
  s.bytes = 0;
  s.load = load;
  s.list = (term) => {
    const n = core.shard(term, s.meta.shards), tiers = [];
    load("search/t/" + n + ".js");
    if (everyTier) for (let k = 1; fs.existsSync(path.join(site, "search/t/" + n + "." + k + ".js")); k++) load("search/t/" + n + "." + k + ".js");
    for (let k = 1; s.tiers[n + "." + k]; k++) tiers.push(s.tiers[n + "." + k][term] || "");
    const shard = s.terms[n] || {};
    return core.list(Object.prototype.hasOwnProperty.call(shard, term) ? shard[term] : null, tiers, term);
  };
  return s;
}

function ask(q, everyTier) {
  const s = index(everyTier), query = core.parse(q), groups = core.lookups(query, s.meta.stem);
  for (;;) {
    const r = core.settle(core.resolve(groups, s.list), s.meta.docs, LIMIT, null);
    if (r.need) {
      for (const l of r.need) {
        const key = core.shard(l.term, s.meta.shards) + "." + l.next;
        s.load("search/t/" + key + ".js");
        if (!s.tiers[key]) s.tiers[key] = {};
      }
      continue;
    }
    return { ids: core.top(r.found, LIMIT, null).ids, bytes: s.bytes, complete: !!r.complete };
  }
}

// The tiered terms: words (not u:, c:, ~stems) whose entry is an array.
const probe = index(false), words = [];
for (let n = 0; n < probe.meta.shards; n++) {
  probe.load("search/t/" + n + ".js");
  for (const [t, e] of Object.entries(probe.terms[n] || {})) if (Array.isArray(e) && /^[^~:]+$/.test(t) && !/^[0-9]+$/.test(t)) words.push(t);
}
words.sort();
if (!words.length) { console.log("tiers.js: no tiered term in " + site + " (terms are tiered above 16,384 postings)"); process.exit(0); }
let seed = Number(seedText);
const next = (n) => { seed = (seed * 1103515245 + 12345) % 2147483648; return seed % n; };
const median = (xs) => { const v = xs.slice().sort((a, b) => a - b); return v[v.length >> 1]; };
const rows = { 1: [], 2: [], 3: [] };
for (let i = 0; i < Number(queryCount); i++) {
  const size = 1 + (i % 3), q = Array.from({ length: size }, () => words[next(words.length)]).join(" ");
  const tiered = ask(q, false), exact = ask(q, true);
  rows[size].push({
    tiered: tiered.bytes, exact: exact.bytes, settledEarly: !tiered.complete,
    same50: exact.ids.length ? tiered.ids.filter((d, i) => exact.ids[i] === d).length / exact.ids.length : 1
  });
}
console.log(`${words.length} tiered words; ${queryCount} queries, seed ${seedText}; bytes: medians`);
console.log("words  queries  settled early  term bytes tiered  every tier  same result at the same place");
const mean = (xs) => xs.reduce((a, b) => a + b, 0) / xs.length;
for (const size of [1, 2, 3]) {
  const r = rows[size];
  if (!r.length) continue;
  console.log(`${String(size).padStart(5)}  ${String(r.length).padStart(7)}  ${String(r.filter((x) => x.settledEarly).length).padStart(13)}  ${String(median(r.map((x) => x.tiered))).padStart(17)}  ${String(median(r.map((x) => x.exact))).padStart(10)}  ${(100 * mean(r.map((x) => x.same50))).toFixed(1).padStart(26)} %`);
}
