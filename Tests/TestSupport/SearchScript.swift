import Foundation

/// `Public/search.js`'s own query code run under Node over a built index, as search.html
/// runs it without the page. `prelude` loads the index from the folder holding `search/`
/// and defines, for a test's own `body`:
///
/// - `core`, search.js's query object; `queries`, the array the test passed;
/// - `postings(t)`: a term's postings as the page reads them (main index and a delta,
///   stem aliases left for `core.resolve`), loading shards on demand, a tiered term's with
///   every tier (what the page reads once it needs them all: exact counts and order); `total`, the count
///   the page's idf uses; `delta`, whether a current delta segment is read (`mask` its
///   masked documents);
/// - `doc(id)`: a result's record, its chunk inflated (`SearchChunkCodec`) with zlib.
public enum SearchScript {
    /// Node, or a skip saying what needed it.
    public static func node(for purpose: String) throws -> String {
        guard let node = PackagePaths.tool("node") ?? PackagePaths.tool("nodejs") else {
            throw Skip.because("node not found on PATH: \(purpose) run search.js's query code under Node")
        }
        return node
    }

    /// Runs `prelude` and `body` over `site` (the folder holding `search/`) with `queries`;
    /// returns what the script wrote, or throws when Node failed.
    public static func run(_ node: String, body: String, site: String, queries: [String], scratch: TemporaryFolder) throws -> Data {
        try scratch.write("queries.json", Array(try JSONSerialization.data(withJSONObject: queries)))
        try scratch.write("driver.js", prelude + body)
        let script = PackagePaths.root.appendingPathComponent("Public/search.js").path
        let process = Process()
        process.executableURL = URL(fileURLWithPath: node)
        process.arguments = [scratch.path("driver.js"), script, site, scratch.path("queries.json")]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw NSError(
                domain: "SearchScript", code: Int(process.terminationStatus), userInfo: [NSLocalizedDescriptionKey: "node failed"])
        }
        return data
    }

    /// After `prelude`: `asked(q, limit)`, a query as search.html asks it (search.js
    /// `settled`): the heads first, then the tiers `core.settle` asks for (a tier file that
    /// is missing counts as loaded and empty), a delta's postings after the main index's.
    /// Returns the `limit` best ids, the count (`atLeast` when a floor) and how many tier
    /// files it loaded; `wholeAnswer(q, limit)` is the same query over every tier.
    public static let asked = """
        const loadedTiers = new Set();
        const tiered = (t) => {
          const n = core.shard(t, main.meta.shards), entry = find(main, "search/", t), tiers = [];
          for (let k = 1; loadedTiers.has(n + "." + k); k++) {
            const tier = main.tiers[n + "." + k] || {};
            tiers.push(Object.prototype.hasOwnProperty.call(tier, t) ? tier[t] : "");
          }
          return core.list(entry, tiers, t);
        };
        const added2 = delta ? (x) => find(added, "search/delta/", x) : null;
        const asPage = (t) => core.postingsOf(t, tiered, added2, main.meta.docs);
        const asked = (q, limit) => {
          const query = core.parse(q), groups = core.lookups(query, main.meta.stem);
          loadedTiers.clear();
          for (let i = 0; ; i++) {
            if (i > 100) throw new Error(q + ": settle does not end");
            const r = core.settle(core.resolve(groups, asPage), total, query.phrases.length ? Infinity : limit, delta ? mask : null);
            if (r.need) {
              for (const l of r.need) {
                const key = core.shard(l.term, main.meta.shards) + "." + l.next;
                if (!(key in main.tiers)) load("search/t/" + key + ".js");
                loadedTiers.add(key);
              }
              continue;
            }
            const best = core.top(r.found, limit, core.phraseTest(query, (id) => doc(id)[6]));
            const count = !r.complete && r.count >= 0 ? r.count : best.count;
            return { ids: best.ids, count: count, atLeast: !r.complete && r.count < 0, tiersLoaded: loadedTiers.size };
          }
        };
        const wholeAnswer = (q, limit) => {
          const query = core.parse(q), groups = core.lookups(query, main.meta.stem);
          let found = core.matchGroups(core.resolve(groups, postings), total);
          if (delta) found = core.unmasked(found, mask);
          const best = core.top(found, limit, core.phraseTest(query, (id) => doc(id)[6]));
          return { ids: best.ids, count: best.count };
        };

        """

    public static let prelude = """
        const fs = require("fs"), path = require("path"), zlib = require("zlib");
        const [script, site, queriesFile] = process.argv.slice(2);
        const core = require(script);
        const queries = JSON.parse(fs.readFileSync(queriesFile, "utf8"));
        // A result chunk is deflated JSON in base64; search.js inflates it with
        // DecompressionStream, asynchronously — Node's zlib does the same at once.
        const open = (d) => typeof d === "string" ? JSON.parse(zlib.inflateRawSync(Buffer.from(d, "base64")).toString()) : d;
        const main = { meta: null, terms: {}, tiers: {}, docs: {} }, added = { meta: null, terms: {}, tiers: {}, docs: {} };
        const receiver = (s) => ({
          meta: (m) => { s.meta = m; }, terms: (n, t) => { s.terms[n] = t; }, tier: (n, k, t) => { s.tiers[n + "." + k] = t; },
          docs: (n, d) => { s.docs[n] = open(d); }
        });
        global.threadfoldSearch = receiver(main);
        global.threadfoldSearchDelta = receiver(added);
        const load = (p) => { const f = path.join(site, p); if (fs.existsSync(f)) (0, eval)(fs.readFileSync(f, "utf8")); };
        load("search/meta.js");
        if (main.meta.delta) load("search/delta/meta.js");
        const delta = !!(main.meta.delta && added.meta && added.meta.base === main.meta.docs);
        const mask = delta ? added.meta.mask : [];
        const total = main.meta.docs + (delta ? added.meta.docs : 0);
        const find = (s, dir, t) => {
          const n = core.shard(t, s.meta.shards);
          if (!(n in s.terms)) load(dir + "t/" + n + ".js");
          const shard = s.terms[n] || {};
          return Object.prototype.hasOwnProperty.call(shard, t) ? shard[t] : null;
        };
        // Every tier of a term (t/<n>.<k>.js, k = 1, 2, … while the file is there).
        const whole = (t) => {
          const n = core.shard(t, main.meta.shards), tiers = [];
          for (let k = 1; ; k++) {
            if (!(n + "." + k in main.tiers)) load("search/t/" + n + "." + k + ".js");
            if (!(n + "." + k in main.tiers)) break;
            tiers.push(main.tiers[n + "." + k][t] || "");
          }
          return core.list(find(main, "search/", t), tiers, t);
        };
        const postings = (t) => core.postingsOf(t, whole, delta ? (x) => find(added, "search/delta/", x) : null, main.meta.docs);
        const doc = (id) => {
          let s = main, dir = "search/";
          if (delta && id >= main.meta.docs) { s = added; dir = "search/delta/"; id -= main.meta.docs; }
          const c = Math.floor(id / s.meta.chunk);
          if (!(c in s.docs)) load(dir + "d/" + c + ".js");
          return s.docs[c][id % s.meta.chunk];
        };

        """
}
