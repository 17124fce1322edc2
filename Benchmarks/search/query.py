"""Query latency and bytes loaded, headless Chromium: threadfold's search.html from
file:// and over HTTP, Pagefind's JS API over HTTP (it does not run from file://).
Each run is a fresh page, so every measured query is a first query: from submitting the
words to the results painted (threadfold: its 50 first results; Pagefind: its top 10
results' data, as its UI shows them), and the index bytes loaded by then (threadfold: by its
first results painted, and by all). Prints a table fragment; run by run.sh."""
import functools
import http.server
import statistics
import sys
import threading
from pathlib import Path
from urllib.parse import unquote, urlparse

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "Tests" / "Browser"))
from support import browser  # noqa: E402

RUNS = 5
PF_PAGE = """<!DOCTYPE html><html lang="en"><meta charset="utf-8"><title>pagefind bench</title><body><script>
window.pfRun = async function (q) {
  const t0 = performance.now();
  const pf = await import('./pagefind/pagefind.js');
  const r = await pf.search(q);
  const data = await Promise.all(r.results.slice(0, 10).map(function (x) { return x.data(); }));
  const ul = document.createElement('ul');
  for (const d of data) { const li = document.createElement('li'); li.textContent = d.meta.title + ': ' + d.excerpt; ul.appendChild(li); }
  document.body.appendChild(ul);
  await new Promise(function (f) { requestAnimationFrame(function () { f(); }); });
  return {ms: performance.now() - t0, results: r.results.length};
};
</script></body></html>
"""
TF_RUN = """
var q = arguments[0], done = arguments[arguments.length - 1];
var status = document.getElementById('search-status'), list = document.getElementById('search-results');
var input = document.getElementById('site-search-q');
var t0 = performance.now(), first = null;
// First: the status line and the first results painted; all: every result painted (the
// list stays aria-busy while results are still to come).
function check() {
  if (!status.textContent || status.textContent === list.dataset.loading) return;
  if (first === null) {
    first = -1;
    requestAnimationFrame(function () { first = performance.now() - t0; firstNames = loadedNames(); finish(); });
  }
  if (list.getAttribute('aria-busy') !== 'true') {
    obs.disconnect();
    requestAnimationFrame(function () { all = performance.now() - t0; finish(); });
  }
}
var all = null, firstNames = [];
// What the page loaded so far: resource timing over HTTP, its script elements from file://.
function loadedNames() {
  return performance.getEntriesByType('resource').map(function (r) { return r.name; })
    .concat(Array.from(document.scripts).map(function (s) { return s.src; }));
}
function finish() {
  if (first > 0 && all !== null) done({ms: first, all: all, results: status.textContent, shown: list.children.length,
    firstNames: firstNames, allNames: loadedNames()});
}
var obs = new MutationObserver(check);
obs.observe(status, {childList: true, characterData: true, subtree: true});
obs.observe(list, {attributes: true, attributeFilter: ['aria-busy']});
input.value = q;
input.dispatchEvent(new KeyboardEvent('keydown', {key: 'Enter', bubbles: true}));
"""


class QuietHandler(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *args):
        pass


def loaded_bytes(driver, site, marker, names=None):
    """Sizes on disk of the index files the page loaded (or of `names`): resource timing
    lists them over HTTP; from file:// it lists none, so the script elements search.js
    added count too."""
    if names is None:
        names = driver.execute_script(
            "return performance.getEntriesByType('resource').map(function (r) { return r.name; })"
            ".concat(Array.from(document.scripts).map(function (s) { return s.src; }))")
    total = 0
    for name in set(names):
        path = unquote(urlparse(name).path)
        if path.startswith(str(site)):
            path = path[len(str(site)):]
        if path.startswith(marker):
            total += (site / path.lstrip("/")).stat().st_size
    return total


def threadfold(driver, site, base, query):
    times, result, size = ([], []), None, (0, 0)
    for _ in range(RUNS):
        browser.open_page(driver, base + "search.html")
        browser.wait_until(driver, lambda: driver.execute_script(
            "return !document.querySelector('.site-search').hidden"), timeout=10)
        out = driver.execute_async_script(TF_RUN, query)
        times[0].append(out["ms"])
        times[1].append(out["all"])
        result = f"{out['results']} ({out['shown']} shown)"
        size = (loaded_bytes(driver, site, "/search/", out["firstNames"]), loaded_bytes(driver, site, "/search/", out["allNames"]))
    return times, result, size


def pagefind(driver, site, base, query):
    times, result, size = [], None, 0
    for _ in range(RUNS):
        browser.open_page(driver, base + "pf-bench.html")
        out = driver.execute_async_script(
            "var done = arguments[arguments.length - 1]; pfRun(arguments[0]).then(done, function (e) { done({error: String(e)}); });",
            query)
        if "error" in out:
            raise SystemExit(f"pagefind query failed: {out['error']}")
        times.append(out["ms"])
        result = out["results"]
        size = loaded_bytes(driver, site, "/pagefind/")
    return times, result, size


def main():
    site, query = Path(sys.argv[1]).resolve(), sys.argv[2]
    (site / "pf-bench.html").write_text(PF_PAGE)
    handler = functools.partial(QuietHandler, directory=str(site))
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    http_base = f"http://127.0.0.1:{server.server_address[1]}/"
    driver = browser.start_chromium()
    driver.set_script_timeout(120)
    try:
        rows = [
            ("threadfold file://",) + threadfold(driver, site, site.as_uri() + "/", query),
            ("threadfold http",) + threadfold(driver, site, http_base, query),
        ]
        if (site / "pagefind").is_dir():
            rows.append(("pagefind http",) + pagefind(driver, site, http_base, query))
    finally:
        driver.quit()
        server.shutdown()
    print(f"query latency, median of {RUNS} fresh pages (first query each), and bytes loaded:")
    for name, times, result, size in rows:
        # threadfold paints its first results, then the rest: both times are printed.
        # threadfold's bytes: what the page had loaded when the first results were painted,
        # then when all were.
        series = zip((name, " all results"), times, size) if isinstance(times, tuple) else ((name, times, size),)
        for label, values, loaded in series:
            print(f"  {label:<20} median {statistics.median(values):8.1f} ms  (min {min(values):.1f}, max {max(values):.1f})"
                  f"  loaded {loaded:>10} bytes  results: {result}")


if __name__ == "__main__":
    main()
