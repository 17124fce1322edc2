"""Search (search.html, search.js and the index under search/): English and Chinese
queries, `user:` and phrase queries and the empty-result message, from file:// and from
`threadfold serve`; a result opening a hidden reply; keyboard; axe; a hostile body that
is searched for stays text; more than a screenful of results comes in rank order; a word's
other forms are found through stems, the word as typed first; with scripts off the box is
absent."""
import json
import shutil

import pytest
from axe_selenium_python import Axe
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

from conftest import PACKAGE_ROOT, build_site, url_of
from support import browser
from support.serve_process import ServeProcess


@pytest.fixture(scope="module")
def example_site(binary, tmp_path_factory):
    """The example archive with search on (it is opt-in; the other suites build it off)."""
    return build_site([PACKAGE_ROOT / "Examples"], tmp_path_factory.mktemp("search-example") / "site", "--search")


def run_query(driver, base, query):
    """Opens search.html?q=… and waits for the status line to report and every result to
    be shown (the first are painted before the rest: the list is aria-busy until then)."""
    browser.open_page(driver, base + "search.html?q=" + query.replace(" ", "+").replace('"', "%22"))
    results = driver.find_element(By.ID, "search-results")
    loading = results.get_attribute("data-loading")
    browser.wait_until(driver, lambda: driver.find_element(By.ID, "search-status").text not in ("", loading))
    browser.wait_until(driver, lambda: results.get_attribute("aria-busy") is None)
    return driver.find_elements(By.CSS_SELECTOR, "#search-results > li")


def hrefs(results):
    return [r.find_element(By.CSS_SELECTOR, "h2 a").get_attribute("href").rsplit("/", 1)[-1] for r in results]


def site_base(site):
    return url_of(site) + "/"


def test_chinese_bigram_query_finds_the_bike_route(page, example_site):
    results = run_query(page, site_base(example_site), "骑行")
    assert results, "骑行 found nothing"
    assert any(h.startswith("hangzhou-bike-route.html#c-") for h in hrefs(results))
    assert all(h.split("#")[0] in ("hangzhou-bike-route.html", "guestbook.html") for h in hrefs(results))
    marks = [m.text for m in page.find_elements(By.CSS_SELECTOR, "#search-results mark")]
    assert "骑行" in marks
    first = results[0]
    assert first.find_element(By.CSS_SELECTOR, ".floor").text.startswith("#")
    assert first.find_element(By.CSS_SELECTOR, ".author").text


def test_english_words_must_all_match(page, example_site):
    both = run_query(page, site_base(example_site), "deprecation warning")
    assert hrefs(both) == ["tinyqueue-2-0.html#c-rel-r3"]
    none = run_query(page, site_base(example_site), "deprecation zebra")
    assert none == []
    status = page.find_element(By.ID, "search-status")
    assert status.text == page.find_element(By.ID, "search-results").get_attribute("data-none")
    assert status.get_attribute("aria-live") == "polite"


def test_user_query_folds_case_and_accents(page, example_site):
    ines = run_query(page, site_base(example_site), 'user:"ines duarte"')
    assert len(ines) == 5
    assert {r.find_element(By.CSS_SELECTOR, ".author").text for r in ines} == {"Ines Duarte"}
    chloe = run_query(page, site_base(example_site), 'user:"CHLOE MARTIN"')
    assert len(chloe) == 1


def test_phrase_query_checks_word_order(page, example_site):
    assert hrefs(run_query(page, site_base(example_site), '"deprecation warning"')) == ["tinyqueue-2-0.html#c-rel-r3"]
    assert run_query(page, site_base(example_site), '"warning deprecation"') == []


def test_title_only_matches_come_last_said_and_the_title_marked(page, example_site):
    # 骑行: the one comment that says it first; the replies under 周末杭州骑行路线分享 hold it
    # only through their thread's title: after it, each saying so, the title's word marked.
    results = run_query(page, site_base(example_site), "骑行")
    label = page.find_element(By.ID, "search-results").get_attribute("data-in-title")
    assert label == "在话题标题中"
    assert len(results) == 8
    assert hrefs(results)[0].startswith("guestbook.html#")
    assert not results[0].find_elements(By.CSS_SELECTOR, ".search-in-title")
    assert "骑行" in [m.text for m in results[0].find_elements(By.CSS_SELECTOR, ".search-snippet mark")]
    for r in results[1:]:
        assert r.find_element(By.CSS_SELECTOR, ".search-in-title").text == label
        assert [m.text for m in r.find_elements(By.CSS_SELECTOR, "h2 mark")] == ["骑行"]
        assert not r.find_elements(By.CSS_SELECTOR, ".search-snippet mark")


def test_phrase_matches_words_across_punctuation_and_markup(page, tmp_path):
    comments = [{"id": "c1", "user": "a", "content": "<p>SHE ALREADY KNOWS, SHE READ MY COMMENT</p>"},
                {"id": "c2", "user": "b", "content": "<p>something else - RIA</p>"},
                {"id": "c3", "user": "c", "content": "<p>KNOWS SHE MY READ, else something RIA</p>"}]
    (tmp_path / "in").mkdir()
    (tmp_path / "in" / "p.json").write_text(json.dumps({"id": "p", "title": "Phrases", "contentFormat": "html", "comments": comments}))
    base = site_base(build_site([tmp_path / "in"], tmp_path / "site", "--search"))
    assert [h.split("#")[1] for h in hrefs(run_query(page, base, '"KNOWS SHE READ MY"'))] == ["c-c1"]
    assert [h.split("#")[1] for h in hrefs(run_query(page, base, '"something else RIA"'))] == ["c-c2"]
    assert run_query(page, base, '"READ SHE KNOWS"') == []


def test_result_link_opens_the_hidden_reply(page, example_site):
    results = run_query(page, site_base(example_site), "max_attempts deprecation")
    link = results[0].find_element(By.CSS_SELECTOR, "h2 a")
    assert link.get_attribute("href").endswith("#c-rel-r3")
    link.click()
    browser.wait_until(page, lambda: page.execute_script(
        "var r = document.getElementById('c-rel-r3'); return r && r.getClientRects().length > 0"))
    assert page.execute_script("return document.getElementById('c-rel-r3').closest('details').open")


def test_keyboard_moves_from_field_to_results(page, example_site):
    run_query(page, site_base(example_site), "tinyqueue")
    field = page.find_element(By.ID, "site-search-q")
    field.click()
    field.send_keys(Keys.ARROW_DOWN)
    first = page.find_elements(By.CSS_SELECTOR, "#search-results h2 a")[0]
    assert page.switch_to.active_element == first
    page.switch_to.active_element.send_keys(Keys.ARROW_UP)
    assert page.switch_to.active_element == field


def test_typing_searches_and_box_on_every_page_leads_to_results(page, example_site):
    browser.open_page(page, url_of(example_site / "index.html"))
    field = page.find_element(By.ID, "site-search-q")
    assert field.is_displayed()
    assert page.find_element(By.CSS_SELECTOR, "label[for=site-search-q]").text
    field.send_keys("骑行", Keys.ENTER)
    browser.wait_until(page, lambda: page.find_elements(By.CSS_SELECTOR, "#search-results > li"))
    assert "search.html" in page.current_url


def test_search_page_has_no_axe_violations(page, example_site):
    run_query(page, site_base(example_site), "tinyqueue")
    axe = Axe(page)
    axe.inject()
    violations = axe.run(options=json.dumps({"resultTypes": ["violations"]}))["violations"]
    assert violations == [], [v["id"] for v in violations]


def test_box_is_absent_with_scripts_off(no_script, example_site):
    for name in ("index.html", "search.html"):
        browser.open_page(no_script, url_of(example_site / name))
        assert not no_script.find_element(By.CSS_SELECTOR, "div.site-search").is_displayed()


def test_hostile_body_and_name_stay_text(page, tmp_path):
    payload = '<img src=x onerror="window.__pwned=1">zebraword'
    thread = {"id": "x", "title": "<script>window.__pwned=2</script>", "comments": [
        {"id": "1", "user": "<b onmouseover=alert(1)>evil</b>", "content": payload, "contentFormat": "text"},
        {"id": "2", "user": "ok", "content": "zebraword </script><script>window.__pwned=3</script>"}]}
    (tmp_path / "in").mkdir()
    (tmp_path / "in" / "x.json").write_text(json.dumps(thread))
    site = build_site([tmp_path / "in"], tmp_path / "site", "--search")
    results = run_query(page, site_base(site), "zebraword")
    assert len(results) == 2
    assert page.execute_script("return window.__pwned === undefined")
    assert page.find_elements(By.CSS_SELECTOR, "#search-results img, #search-results script, #search-results b") == []
    assert "onerror" in page.find_element(By.ID, "search-results").text


def test_first_results_then_the_rest_in_rank_order(page, tmp_path):
    # 120 equal comments in 4 chunks: every score ties, so the 50 newest are shown newest
    # first, the first ten painted before the rest (search.js FIRST) and joined in order.
    comments = [{"id": f"n{k:03d}", "user": "u", "createdAt": f"2024-01-01T{k // 60:02d}:{k % 60:02d}:00Z",
                 "content": "lantern"} for k in range(120)]
    (tmp_path / "in").mkdir()
    (tmp_path / "in" / "lamps.json").write_text(json.dumps({"id": "lamps", "title": "Lamps", "comments": comments}))
    site = build_site([tmp_path / "in"], tmp_path / "site", "--search")
    results = run_query(page, site_base(site), "lantern")
    assert [h.split("#")[1] for h in hrefs(results)] == [f"c-n{k:03d}" for k in range(119, 69, -1)]
    assert "120" in page.find_element(By.ID, "search-status").text


def test_upgrade_finds_upgraded_and_upgrading_exact_word_first(page, tmp_path):
    # Stemming (Snowball English): a bare word finds its other forms, highlighted whole;
    # the comment holding the word as typed comes first although it is the oldest.
    comments = [{"id": "c1", "user": "a", "createdAt": "2024-01-01T00:00:00Z", "content": "The upgrade is done."},
                {"id": "c2", "user": "b", "createdAt": "2024-01-02T00:00:00Z", "content": "We upgraded the server."},
                {"id": "c3", "user": "c", "createdAt": "2024-01-03T00:00:00Z", "content": "Upgrading tomorrow, upgrading."},
                {"id": "c4", "user": "d", "createdAt": "2024-01-04T00:00:00Z", "content": "Nothing to see here."}]
    (tmp_path / "in").mkdir()
    (tmp_path / "in" / "up.json").write_text(json.dumps({"id": "up", "title": "News", "comments": comments}))
    site = build_site([tmp_path / "in"], tmp_path / "site", "--search")
    results = run_query(page, site_base(site), "upgrade")
    assert [h.split("#")[1] for h in hrefs(results)][:1] == ["c-c1"]
    assert sorted(h.split("#")[1] for h in hrefs(results)) == ["c-c1", "c-c2", "c-c3"]
    marks = [m.text for m in page.find_elements(By.CSS_SELECTOR, "#search-results mark")]
    assert {"upgrade", "upgraded", "Upgrading", "upgrading"} <= set(marks), marks
    assert hrefs(run_query(page, site_base(site), "upgrading"))[0].endswith("#c-c3")
    # Quoted, a word is matched as typed.
    assert [h.split("#")[1] for h in hrefs(run_query(page, site_base(site), '"upgrade"'))] == ["c-c1"]


def test_a_stem_one_word_alone_has_finds_it_through_its_alias_in_another_shard(page, tmp_path):
    # `~compil` is written as an alias of `compiler` (its one word), and the two are in
    # different shards (FNV-1a, as search.js): the page loads the word's shard after the
    # stem's. The filler comments make the index two shards or more.
    def shard(term, shards):
        h = 0x811C9DC5
        for b in term.encode():
            h = ((h ^ b) * 16777619) & 0xFFFFFFFF
        return h % shards
    comments = [{"id": f"n{k}", "user": "a", "createdAt": f"2024-01-01T00:{k // 60 % 60:02d}:{k % 60:02d}Z",
                 "content": f"note {k} item{k} other{k}"} for k in range(2500)]
    comments.append({"id": "cc", "user": "b", "createdAt": "2024-02-01T00:00:00Z", "content": "The compiler crashed."})
    (tmp_path / "in").mkdir()
    (tmp_path / "in" / "c.json").write_text(json.dumps({"id": "c", "title": "News", "comments": comments}))
    site = build_site([tmp_path / "in"], tmp_path / "site", "--search")
    meta = json.loads((site / "search" / "meta.js").read_text().split("(", 1)[1].rsplit(")", 1)[0])
    assert meta["shards"] >= 2 and shard("compil", meta["shards"]) != shard("compiler", meta["shards"]), meta
    stem_shard = (site / "search" / "t" / f"{shard('compil', meta['shards'])}.js").read_text()
    assert '"~compil":"=compiler"' in stem_shard
    assert [h.split("#")[1] for h in hrefs(run_query(page, site_base(site), "compiling"))] == ["c-cc"]
    marks = [m.text for m in page.find_elements(By.CSS_SELECTOR, "#search-results mark")]
    assert "compiler" in marks, marks
    assert [h.split("#")[1] for h in hrefs(run_query(page, site_base(site), "compile crash"))] == ["c-cc"]


@pytest.fixture(scope="module")
def served(binary, tmp_path_factory):
    work = tmp_path_factory.mktemp("serve-search")
    examples = shutil.copytree(PACKAGE_ROOT / "Examples", work / "Examples")
    server = ServeProcess(binary, examples, work / "site", "--search")
    yield server
    server.stop()


def test_queries_from_serve(page, served):
    base = served.url.rstrip("/") + "/"
    assert hrefs(run_query(page, base, "deprecation warning")) == ["tinyqueue-2-0.html#c-rel-r3"]
    assert run_query(page, base, "骑行")


def test_common_words_load_their_tiers_only_when_needed(page, tmp_path):
    # Impact tiers (docs/search.md, "Common words: tiers"): "alpha" is in all 20,000
    # comments and "beta" in 18,000, each in more than 16,384, so each keeps its heaviest
    # quarter in its shard and the rest in t/<n>.1.js. Both weigh most in the same comments
    # (said as often, in as short a text), so one word and two are answered by their heads,
    # one word with its exact count, two with the count as a floor; a phrase loads every
    # tier. The shortest comment saying both three times scores most and comes first.
    fillers = ["gamma", "delta", "epsilon", "zeta", "eta", "theta", "iota", "kappa"]
    threads = []
    for t in range(40):
        comments = []
        for c in range(500):
            k = t * 500 + c
            said = 1 + k % 3
            words = ["alpha"] * said + fillers[: 1 + (k * 7) % 8] + (["beta"] * said if k % 10 else [])
            comments.append({"id": f"c{k}", "user": f"u{k % 50}", "createdAt": f"2024-01-01T00:00:{k % 60:02d}Z",
                             "content": " ".join(words)})
        threads.append({"id": f"t{t}", "title": f"Thread {t}", "comments": comments})
    threads[0]["comments"][0]["content"] = "alpha alpha alpha beta beta beta"
    (tmp_path / "in").mkdir()
    for thread in threads:
        (tmp_path / "in" / f"{thread['id']}.json").write_text(json.dumps(thread))
    site = build_site([tmp_path / "in"], tmp_path / "site", "--search")
    assert list((site / "search" / "t").glob("*.1.js")), "alpha and beta are tiered"
    words = page.find_element
    tiers_loaded = lambda: page.execute_script("return document.querySelectorAll('script[src$=\".1.js\"]').length")

    one = run_query(page, site_base(site), "alpha")
    assert len(one) == 50
    status = words(By.ID, "search-status").text
    assert "20000" in status and not status.startswith("At least"), status
    assert tiers_loaded() == 0, "one word's best are in its head"

    two = run_query(page, site_base(site), "alpha beta")
    assert len(two) == 50
    assert hrefs(two)[0] == "t0.html#c-c0", hrefs(two)[:3]
    status = words(By.ID, "search-status").text
    floor = words(By.ID, "search-results").get_attribute("data-found-at-least")
    assert status.startswith(floor.split("{n}")[0]), status
    assert tiers_loaded() == 0, "two words' best are in their heads"

    phrase = run_query(page, site_base(site), '"alpha beta beta"')
    assert phrase and hrefs(phrase)[0] == "t0.html#c-c0"
    assert not words(By.ID, "search-status").text.startswith(floor.split("{n}")[0])
    assert tiers_loaded() >= 1, "a phrase loads every tier"
