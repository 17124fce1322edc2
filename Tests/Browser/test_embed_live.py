"""threadfold embed --live giscus|utterances in the example Hugo and Jekyll blogs: with
scripts off the archived comments are what a reader (and a crawler) sees; with scripts on,
the widget's client script takes the place and only the widget shows.

The real widgets load from giscus.app and utteranc.es and need the network, so they are
not run here: each blog's script URL is set (--live-attr src=...) to a local stand-in
under support/live/ that does to the page what the real client.js does (giscus empties
the first .giscus and puts its iframe there; utterances inserts div.utterances with its
iframe right after its script), served with the blog over loopback."""
import functools
import http.server
import shutil
import subprocess
import threading

import pytest
from selenium.webdriver.common.by import By

from conftest import PACKAGE_ROOT
from test_embed import POST, QuietHandler
from test_html_valid import checker
from support import browser

STAND_INS = PACKAGE_ROOT / "Tests/Browser/support/live"
WIDGETS = {
    "giscus": ["--live-attr", "repo=example/blog", "--live-attr", "repo-id=R_example",
               "--live-attr", "category=Comments", "--live-attr", "category-id=DIC_example"],
    "utterances": ["--live-attr", "repo=example/blog", "--live-attr", "issue-term=pathname"],
}
# A page of the example blog with no archived thread: the widget alone.
NO_ARCHIVE = "/about/"
ARCHIVED = "#c-rel-1"
ARCHIVED_TEXT = "tinyqueue 2.0 is out!"


@pytest.fixture(scope="session", params=[(g, w) for g in ("hugo", "jekyll") for w in WIDGETS],
                ids=lambda p: f"{p[0]}-{p[1]}")
def live_blog(request, binary, tmp_path_factory):
    """(base URL, widget, built folder) of an example blog built with --live, served."""
    generator, widget = request.param
    if shutil.which(generator) is None:
        pytest.skip(f"{generator} is not installed (apt-get install -y {generator}): skipped its --live checks")
    out = tmp_path_factory.mktemp(f"live-{generator}-{widget}") / "blog"
    stand_in = f"/live-stand-in/{widget}-client.js"
    result = subprocess.run([PACKAGE_ROOT / "Examples/embed/build.sh", generator, out,
                             "--live", widget, *WIDGETS[widget], "--live-attr", f"src={stand_in}"],
                            env={"THREADFOLD_BIN": str(binary), "PATH": "/usr/bin:/bin"},
                            capture_output=True, text=True)
    # 65: --verify reports the one thread that has no post; every other comment is found.
    assert result.returncode == 65, result.stdout + result.stderr
    assert "1 on no page, 4 of 54 comments missing" in result.stdout, result.stdout
    shutil.copytree(STAND_INS, out / "public/live-stand-in")
    handler = functools.partial(QuietHandler, directory=str(out / "public"))
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    yield f"http://127.0.0.1:{server.server_address[1]}", widget, out / "public"
    server.shutdown()


def shown_comments(driver):
    return driver.execute_script(
        "return Array.from(document.querySelectorAll('section.threadfold li.comment, section.threadfold li.reply'))"
        ".filter(function (li) { return li.offsetParent !== null; }).length")


def widget_frames(driver):
    return driver.find_elements(By.CSS_SELECTOR, "iframe.giscus-frame, iframe.utterances-frame")


def test_without_scripts_the_archive_shows(no_script, live_blog):
    base, widget, _ = live_blog
    browser.open_page(no_script, base + POST)
    assert shown_comments(no_script) >= 3, "the archived comments are on the page"
    assert no_script.find_element(By.CSS_SELECTOR, ARCHIVED).is_displayed()
    assert ARCHIVED_TEXT in no_script.find_element(By.TAG_NAME, "body").text
    assert widget_frames(no_script) == []
    # The widget's script is in the page, in the place its client.js expects.
    selector = {"giscus": ".threadfold-live > .giscus + script", "utterances": ".threadfold-live > script + section"}[widget]
    assert no_script.find_elements(By.CSS_SELECTOR, selector), selector


def test_with_scripts_only_the_widget_shows(page, live_blog):
    base, widget, _ = live_blog
    browser.open_page(page, base + POST)
    frames = browser.wait_until(page, lambda: widget_frames(page))
    assert len(frames) == 1 and frames[0].is_displayed()
    assert frames[0].get_attribute("data-repo") == "example/blog", "the widget read the attributes embed wrote"
    assert shown_comments(page) == 0, "the archive is gone or hidden once the widget is there"
    assert ARCHIVED_TEXT not in page.find_element(By.TAG_NAME, "body").text
    if widget == "giscus":
        assert page.find_elements(By.CSS_SELECTOR, "section.threadfold") == [], "giscus emptied its container"
    else:
        assert not page.find_element(By.CSS_SELECTOR, "section.threadfold").is_displayed()
    page.switch_to.frame(frames[0])
    assert "live widget" in page.find_element(By.TAG_NAME, "body").text
    page.switch_to.default_content()


def test_utterances_archive_is_hidden_only_by_the_widget_beside_it(page, live_blog):
    """The hiding rule is what hides it: the same archive moved out of the widget's
    container (so no .utterances precedes it) shows again."""
    base, widget, _ = live_blog
    if widget != "utterances":
        pytest.skip("giscus removes the archive itself (checked above); the rule is utterances'")
    browser.open_page(page, base + POST)
    browser.wait_until(page, lambda: widget_frames(page))
    assert shown_comments(page) == 0
    page.execute_script("var live = document.querySelector('.threadfold-live');"
                        " live.parentNode.insertBefore(document.querySelector('section.threadfold'), live);")
    assert shown_comments(page) >= 3


def test_a_page_without_archive_still_has_the_widget(page, no_script, live_blog):
    base, _, _ = live_blog
    browser.open_page(no_script, base + NO_ARCHIVE)
    assert no_script.find_elements(By.CSS_SELECTOR, ".threadfold-live") != []
    assert no_script.find_elements(By.CSS_SELECTOR, "section.threadfold") == []
    browser.open_page(page, base + NO_ARCHIVE)
    assert len(browser.wait_until(page, lambda: widget_frames(page))) == 1


def test_live_posts_are_valid_html(live_blog):
    pages = sorted(live_blog[2].rglob("index.html"))
    result = subprocess.run([checker(), "--format", "gnu", *map(str, pages)], capture_output=True, text=True)
    errors = [line for line in (result.stdout + result.stderr).splitlines() if line.startswith('"file:')]
    assert errors == [], "\n".join(errors[:10])
