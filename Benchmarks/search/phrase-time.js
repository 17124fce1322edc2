// Times search.js phrase check on a built site: node phrase-time.js path/to/search.js SITE "\"a phrase\"" ...
// Per query: the candidates (every word matched), the characters of their stored text, how
// many the phrase check keeps, and its best and median of five runs (chunks loaded first). docs/search.md.
const fs = require("fs"), path = require("path"), zlib = require("zlib");
const [script, site, ...queries] = process.argv.slice(2);
const core = require(script);
const store = { meta: null, terms: {}, tiers: {}, docs: {} };
global.threadfoldSearch = { meta: (m) => { store.meta = m; }, terms: (n, t) => { store.terms[n] = t; }, tier: (n, k, t) => { store.tiers[n + "." + k] = t; }, docs: (n, d) => { store.docs[n] = typeof d === "string" ? JSON.parse(zlib.inflateRawSync(Buffer.from(d, "base64")).toString()) : d; } };
const load = (p) => { const f = path.join(site, p); if (fs.existsSync(f)) (0, eval)(fs.readFileSync(f, "utf8")); };
load("search/meta.js");
// A phrase reads every tier of a common word's postings (docs/search.md), as the page does.
const postings = (t) => {
  const n = core.shard(t, store.meta.shards); if (!(n in store.terms)) load("search/t/" + n + ".js");
  const tiers = []; for (let k = 1; fs.existsSync(path.join(site, "search/t/" + n + "." + k + ".js")); k++) { load("search/t/" + n + "." + k + ".js"); tiers.push(store.tiers[n + "." + k][t] || ""); }
  const s = store.terms[n] || {}; const stored = Object.prototype.hasOwnProperty.call(s, t) ? s[t] : null;
  return core.list ? core.list(stored, tiers, t) : stored;
};
const doc = (id) => { const c = Math.floor(id / store.meta.chunk); if (!(c in store.docs)) load("search/d/" + c + ".js"); return store.docs[c][id % store.meta.chunk]; };
for (const q of queries) {
  const query = core.parse(q);
  const groups = core.lookups ? core.lookups(query, store.meta.stem) : query.terms.map((t) => [t]);
  const found = core.matchGroups ? core.matchGroups(core.resolve ? core.resolve(groups, postings) : groups.map((g) => g.map(postings)), store.meta.docs) : core.matches(query.terms.map(postings), store.meta.docs);
  for (const id of found.docs) doc(id);
  const times = [];
  let best;
  for (let r = 0; r < 5; r++) { const t0 = process.hrtime.bigint(); best = core.top(found, 50, core.phraseTest(query, (id) => doc(id)[6])); times.push(Number(process.hrtime.bigint() - t0) / 1e6); }
  times.sort((a, b) => a - b);
  const chars = Array.from(found.docs).reduce((n, id) => n + doc(id)[6].length, 0);
  console.log(JSON.stringify(q), "candidates", found.docs.length, "chars", chars, "matched", best.count, "min ms", times[0].toFixed(1), "median ms", times[2].toFixed(1));
}
