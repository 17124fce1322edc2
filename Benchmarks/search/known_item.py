"""Known-item search: does the search box find the comment a reader remembers?

Queries are two or three words a reader would remember from one comment of the built
site, unquoted, in whatever language the comment is in: for Latin-script text, words of
four or more letters that are not among the language's most common words, preferring
the rarer ones in the archive (what makes a comment memorable); for Chinese, Japanese
and Korean text, two or three of its runs of two to four characters. Each query is drawn
from a random comment (seeded, so every run asks the same questions), and scored by
where the intended comment lands: for threadfold the comment itself (its link ends in
its anchor), for Pagefind the comment's page (Pagefind ranks pages, not comments).

Both are asked in headless Chromium as a reader would: threadfold's search.html (from
file:// and over HTTP) and Pagefind's JS API over HTTP, each query in a fresh page, so
every query is a first query. Printed: success@1, success@10, mean reciprocal rank
(over the first 50 results; a miss counts 0), the median bytes a query loads, and the
median time to the results painted.

    known_item.py SITE [--queries N] [--seed S] [--pagefind]

SITE is a threadfold site built with search; with --pagefind, SITE/pagefind (Pagefind
run over that same site) is asked too. Run by known-item.sh.
"""
import argparse
import base64
import collections
import functools
import http.server
import json
import random
import re
import statistics
import sys
import threading
import zlib
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "Tests" / "Browser"))
sys.path.insert(0, str(Path(__file__).resolve().parent))
from query import PF_PAGE, QuietHandler, loaded_bytes  # noqa: E402
from support import browser  # noqa: E402

# The commonest words of the corpus's Latin-script languages, which nobody remembers a
# comment by.
STOP = set("""
the and that this with have from they what when which there their would could should about
your just been were will than then them more some into only also like very much even make
made well here does dont didnt cant wont its it's isnt i'm you're that's there's what's
because those these other over most such being where while after before again under
really think know want need good thing things still same each both many people time
le la les des une est pas pour que qui dans sur avec mais plus tout comme elle nous vous
der die das und ist nicht mit sich auch auf eine einen dem den ein als wie noch nach
que los las una para por con pero como más este esta todo también
""".split())

CJK_RUN = re.compile(r"[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af]{2,}")
LATIN_WORD = re.compile(r"[^\W\d_]{4,}", re.UNICODE)

TF_ASK = """
var q = arguments[0], done = arguments[arguments.length - 1];
var status = document.getElementById('search-status'), list = document.getElementById('search-results');
var input = document.getElementById('site-search-q');
var t0 = performance.now();
var obs = new MutationObserver(function () {
  if (!status.textContent || status.textContent === list.dataset.loading) return;
  if (list.getAttribute('aria-busy') === 'true') return;
  obs.disconnect();
  requestAnimationFrame(function () {
    var links = Array.from(list.querySelectorAll('li.search-result h2 > a')).map(function (a) { return a.getAttribute('href'); });
    done({ms: performance.now() - t0, links: links});
  });
});
obs.observe(status, {childList: true, characterData: true, subtree: true});
obs.observe(list, {attributes: true, attributeFilter: ['aria-busy']});
input.value = q;
input.dispatchEvent(new KeyboardEvent('keydown', {key: 'Enter', bubbles: true}));
"""

PF_ASK = """
var done = arguments[arguments.length - 1];
(async function (q) {
  const t0 = performance.now();
  const pf = await import('./pagefind/pagefind.js');
  const r = await pf.search(q);
  const data = await Promise.all(r.results.slice(0, 50).map(function (x) { return x.data(); }));
  await new Promise(function (f) { requestAnimationFrame(function () { f(); }); });
  return {ms: performance.now() - t0, links: data.map(function (d) { return d.url; })};
})(arguments[0]).then(done, function (e) { done({error: String(e)}); });
"""


def documents(site):
    """Every comment the index holds: [title, author, iso, time, floor, href, text, category]."""
    docs = []
    for chunk in sorted((site / "search" / "d").glob("*.js"), key=lambda p: int(p.stem)):
        body = chunk.read_text(encoding="utf-8")
        start, end = body.index(",") + 1, body.rindex(")")
        rows = json.loads(body[start:end])
        # A deflated chunk (SearchChunkCodec): raw deflate in base64.
        if isinstance(rows, str):
            rows = json.loads(zlib.decompress(base64.b64decode(rows), -15))
        docs += rows
    return docs


def draw(docs, count, seed):
    """(query, intended href) pairs, from comments with enough to remember."""
    rng = random.Random(seed)
    frequency = collections.Counter()
    for d in docs:
        frequency.update(set(w.lower() for w in LATIN_WORD.findall(d[6])))
    order = list(range(len(docs)))
    rng.shuffle(order)
    queries = []
    for index in order:
        if len(queries) == count:
            break
        text, href = docs[index][6], docs[index][5]
        runs = [r[:4] for r in CJK_RUN.findall(text)]
        words = [w for w in LATIN_WORD.findall(text) if w.lower() not in STOP]
        if len(runs) >= 3:
            picked = rng.sample(runs, rng.choice([2, 3]))
        elif len(set(w.lower() for w in words)) >= 3:
            distinct = sorted(set(w.lower() for w in words), key=lambda w: (frequency[w], w))
            pool = distinct[:max(3, len(distinct) // 3)]
            picked = rng.sample(pool, rng.choice([2, 3]))
        else:
            continue
        queries.append((" ".join(picked), href))
    return queries


def rank(links, wanted):
    """1-based place of the wanted link among the results, or None."""
    for place, link in enumerate(links, 1):
        if link.split("?")[0].endswith(wanted):
            return place
    return None


def ask(driver, base, page, script, query, site, marker):
    browser.open_page(driver, base + page)
    if page == "search.html":
        browser.wait_until(driver, lambda: driver.execute_script(
            "return !document.querySelector('.site-search').hidden"), timeout=10)
    out = driver.execute_async_script(script, query)
    if "error" in out:
        raise SystemExit(f"{page}: {query}: {out['error']}")
    return out["ms"], out["links"], loaded_bytes(driver, site, marker)


def score(name, places, times, sizes):
    hits1 = sum(1 for p in places if p == 1)
    hits10 = sum(1 for p in places if p is not None and p <= 10)
    mrr = sum(1 / p for p in places if p is not None) / len(places)
    print(f"  {name:<22} success@1 {hits1 / len(places):6.1%}  success@10 {hits10 / len(places):6.1%}  "
          f"MRR {mrr:.3f}  bytes/query median {statistics.median(sizes):>9,.0f}  "
          f"painted median {statistics.median(times):7.1f} ms")


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("site")
    parser.add_argument("--queries", type=int, default=200)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--pagefind", action="store_true")
    args = parser.parse_args()
    site = Path(args.site).resolve()
    queries = draw(documents(site), args.queries, args.seed)
    (site / "pf-bench.html").write_text(PF_PAGE)
    handler = functools.partial(QuietHandler, directory=str(site))
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    http_base = f"http://127.0.0.1:{server.server_address[1]}/"
    driver = browser.start_chromium()
    driver.set_script_timeout(120)
    systems = [("threadfold file://", site.as_uri() + "/", "search.html", TF_ASK, "/search/", lambda h: h),
               ("threadfold http", http_base, "search.html", TF_ASK, "/search/", lambda h: h)]
    if args.pagefind:
        # Pagefind ranks pages: the comment's page is what it should find.
        systems.append(("pagefind http", http_base, "pf-bench.html", PF_ASK, "/pagefind/", lambda h: h.split("#")[0]))
    print(f"known-item search: {len(queries)} queries of 2-3 remembered words from random comments "
          f"(seed {args.seed}), e.g. " + "; ".join(q for q, _ in queries[:4]))
    try:
        for name, base, page, script, marker, wanted in systems:
            places, times, sizes = [], [], []
            for query, href in queries:
                ms, links, size = ask(driver, base, page, script, query, site, marker)
                places.append(rank(links, wanted(href)))
                times.append(ms)
                sizes.append(size)
            score(name, places, times, sizes)
    finally:
        driver.quit()
        server.shutdown()


if __name__ == "__main__":
    main()
