"""layout: tree in Chromium: each subtree opens and closes by click and by keyboard at
depth 1, 3 and past the indentation cap; a link into a collapsed depth-6 reply opens every
closed ancestor with scripts on and off (and through an alias); the reader's open/closed
state survives a reload; axe and the Nu checker are clean; no horizontal scroll at 360 px
on the shared HN thread; a 100,000-deep chain opens; screenshots of the tree.

The fixture thread (written here): top-level comment `top`, a chain c1 → c2 → … → c12,
and a branch c2 → h3 → h4 → h5 → h6 where h3 and h6 are each their parent's third reply,
so with repliesShown 2 both sit in a closed details.more-replies."""
import json
import subprocess
import sys

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

from conftest import PACKAGE_ROOT, build_site, shared_dir, url_of
from support import browser
from test_html_valid import checker
from test_screenshots import png_size, screenshot_dir


def fixture_comments():
    comments = [{"id": "top", "user": "Ada", "content": "The top-level comment."}]
    parent = "top"
    for depth in range(1, 13):
        comments.append({"id": f"c{depth}", "parentID": parent, "user": f"u{depth}",
                         "content": f"Chain reply at depth {depth}."})
        parent = f"c{depth}"
    comments += [{"id": "x1", "parentID": "c2", "user": "Xi", "content": "A second reply to c2."}]
    branch = [("h3", "c2"), ("h4", "h3"), ("h5", "h4")]
    comments += [{"id": i, "parentID": p, "user": i.upper(), "content": f"Branch {i}."} for i, p in branch]
    comments += [{"id": y, "parentID": "h5", "user": y.upper(), "content": f"Before h6: {y}."} for y in ("y1", "y2")]
    comments.append({"id": "h6", "parentID": "h5", "content": "The depth-6 target, without a user.",
                     "aliases": ["comment-h6"]})
    return comments


@pytest.fixture(scope="module")
def tree_site(binary, tmp_path_factory):
    folder = tmp_path_factory.mktemp("tree")
    inputs = folder / "input"
    inputs.mkdir()
    (inputs / "deep.json").write_text(json.dumps(
        {"id": "deep", "title": "A deep thread", "contentFormat": "text", "comments": fixture_comments()}))
    corpus = shared_dir() / "corpus" / "real"
    sources = [inputs] + ([corpus] if corpus.is_dir() else [])
    return build_site(sources, folder / "site", "--layout", "tree", "--locale", "en")


@pytest.fixture(scope="module")
def hn_page(tree_site):
    pages = sorted((tree_site / "t").glob("hn-*.html"))
    if not pages:
        pytest.skip(f"no HN thread in {shared_dir() / 'corpus' / 'real'}; set THREADFOLD_SHARED")
    return pages[0]


def deep(site):
    return site / "t" / "deep.html"


def subtree_of(driver, comment_id):
    """The details.subtree holding comment_id's reply list, and its summary."""
    details = driver.find_element(By.CSS_SELECTOR, f"#{comment_id} > details.subtree")
    return details, details.find_element(By.CSS_SELECTOR, ":scope > summary")


def is_open(driver, details):
    return driver.execute_script("return arguments[0].open", details)


# (the node whose subtree is toggled, a reply inside it that must hide and show)
LEVELS = {"depth 1": ("c-c1", "c-c2"), "depth 3": ("c-c3", "c-c4"),
          # c8… c12 sit in c7's list, the last nested one (cap 8): c9 is shown, c10… hidden.
          "past the cap": ("c-c7", "c-c9")}


@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize("how", ["click", "enter", "space"])
def test_subtree_opens_and_closes(page, tree_site, level, how):
    node, inside = LEVELS[level]
    browser.emulate(page, reduced_motion=True)
    browser.open_page(page, url_of(deep(tree_site)))
    details, summary = subtree_of(page, node)
    assert is_open(page, details) and browser.is_displayed(page, inside)

    def activate():
        if how == "click":
            summary.click()
        else:
            page.execute_script("arguments[0].focus()", summary)
            assert page.switch_to.active_element == summary, "the summary takes focus"
            summary.send_keys(Keys.ENTER if how == "enter" else Keys.SPACE)

    activate()
    browser.wait_until(page, lambda: not is_open(page, details))
    assert not browser.is_displayed(page, inside)
    assert summary.text.startswith("Show"), summary.text
    activate()
    browser.wait_until(page, lambda: is_open(page, details))
    assert browser.is_displayed(page, inside)
    assert summary.text.startswith("Hide"), summary.text


def test_past_the_cap_replies_are_listed_flat_with_their_parent(page, tree_site):
    browser.open_page(page, url_of(deep(tree_site)))
    depth, enclosing, to = page.execute_script("""
        var li = document.getElementById('c-c12');
        return [li.dataset.depth, li.parentElement.closest('li').id, li.querySelector('a.to').getAttribute('href')];""")
    assert (depth, enclosing, to) == ("12", "c-c7", "#c-c11")
    nesting = page.execute_script("""
        var most = 0;
        document.querySelectorAll('li').forEach(function (li) {
          var n = 0;
          for (var e = li; e; e = e.parentElement.closest('li')) { n++; }
          most = Math.max(most, n);
        });
        return most;""")
    assert nesting == 9, "top-level comment + 8 levels of replies, however deep the chain"


def closed_ancestors(driver, element_id):
    return driver.execute_script("""
        var n = 0;
        for (var e = document.getElementById(arguments[0]); e; e = e.parentElement) {
          if (e.localName === 'details' && !e.open) { n++; }
        }
        return n;""", element_id)


def assert_revealed(driver, element_id):
    browser.wait_until(driver, lambda: browser.is_displayed(driver, element_id), timeout=3)
    browser.wait_until(driver, lambda: browser.is_in_viewport(driver, element_id), timeout=3)
    assert closed_ancestors(driver, element_id) == 0


@pytest.mark.parametrize("target", ["c-h6", "comment-h6"])
def test_deep_link_into_collapsed_reply_with_scripts_off(no_script, tree_site, target):
    browser.open_page(no_script, url_of(deep(tree_site)))
    assert closed_ancestors(no_script, "c-h6") == 2, "h3 and h6 start in closed details"
    browser.open_page(no_script, url_of(deep(tree_site), target))
    assert_revealed(no_script, "c-h6")  # an alias is an empty span at the start of the reply


@pytest.mark.parametrize("target", ["c-h6", "comment-h6"])
def test_deep_link_with_scripts_on_opens_a_subtree_the_reader_closed(page, tree_site, target):
    browser.emulate(page, reduced_motion=True)
    browser.open_page(page, url_of(deep(tree_site)))
    _, summary = subtree_of(page, "c-h4")
    # The reader closes h4's subtree (remembered); h4 itself is in a closed details, so
    # the click is dispatched by script: a real click on a summary is the same event.
    page.execute_script("arguments[0].click()", summary)
    browser.open_page(page, url_of(deep(tree_site)))
    assert closed_ancestors(page, "c-h6") == 3, "h4's subtree stays closed across the reload"
    browser.open_page(page, url_of(deep(tree_site), target))
    assert_revealed(page, "c-h6")


def test_script_alone_opens_every_closed_ancestor(page, tree_site):
    """A fragment the browser never navigated to: only threadfold.js can open the details."""
    with browser.ScriptOnNewDocument(page, "history.replaceState(null, '', '#c-h6');"):
        browser.open_page(page, url_of(deep(tree_site)))
    assert_revealed(page, "c-h6")


def test_open_and_closed_state_is_remembered(page, tree_site):
    browser.emulate(page, reduced_motion=True)
    browser.open_page(page, url_of(deep(tree_site)))
    subtree, summary = subtree_of(page, "c-c1")
    summary.click()
    more = page.find_element(By.CSS_SELECTOR, "#c-h5 > details.subtree > details.more-replies")
    page.execute_script("arguments[0].querySelector('summary').click()", more)
    browser.open_page(page, url_of(deep(tree_site)))
    subtree, _ = subtree_of(page, "c-c1")
    more = page.find_element(By.CSS_SELECTOR, "#c-h5 > details.subtree > details.more-replies")
    assert not is_open(page, subtree), "the closed subtree stays closed"
    assert is_open(page, more), "the opened more-replies stays open"


def test_opened_hidden_replies_close_from_their_end(page, tree_site):
    # c2's third reply (h3) sits in c2's details.more-replies; once opened, the button after
    # its last reply closes it again and gives focus back to its summary.
    browser.open_page(page, url_of(deep(tree_site)))
    more = page.find_element(By.CSS_SELECTOR, 'details.more-replies[data-key="c-c2"]')
    summary = more.find_element(By.CSS_SELECTOR, ":scope > summary")
    summary.click()
    assert is_open(page, more)
    button = more.find_element(By.CSS_SELECTOR, ":scope > button.close-replies")
    assert button.is_displayed(), "the control after the last hidden reply is shown with scripts on"
    page.execute_script("arguments[0].focus()", button)
    page.switch_to.active_element.send_keys(Keys.ENTER)
    assert not is_open(page, more), "Enter on the end control closes the list"
    assert page.switch_to.active_element == summary, "focus goes back to the list's summary"


def test_anonymous_reply_in_the_tree(page, tree_site):
    browser.open_page(page, url_of(deep(tree_site)))
    prefix = page.execute_script("return document.querySelector('#c-h6 .body p').textContent")
    assert prefix.startswith("Anonymous replied to H5"), prefix


@pytest.mark.parametrize("which", ["fixture", "hn"])
def test_axe_clean(page, tree_site, which, request):
    from test_accessibility import axe_violations, describe
    path = deep(tree_site) if which == "fixture" else request.getfixturevalue("hn_page")
    browser.emulate(page, reduced_motion=True)
    violations, _ = axe_violations(page, path)
    assert violations == [], describe(violations)


@pytest.mark.parametrize("which", ["fixture", "hn"])
def test_no_horizontal_scroll_at_360(page, tree_site, which, request):
    path = deep(tree_site) if which == "fixture" else request.getfixturevalue("hn_page")
    browser.emulate(page, size=browser.PHONE, reduced_motion=True)
    browser.open_page(page, url_of(path))
    extra, culprits = browser.horizontal_overflow(page, open_details=True)
    assert extra <= 0, f"{extra} px too wide: {culprits}"
    if which == "hn":
        deepest = page.execute_script(
            "return Math.max.apply(null, [].map.call(document.querySelectorAll('li.reply'),"
            " function (li) { return +li.dataset.depth; }))")
        assert deepest >= 10, f"the HN thread is deep (got {deepest})"


def test_tree_pages_are_valid_html(tree_site):
    pages = sorted((tree_site / "t").glob("*.html"))
    result = subprocess.run([checker(), "--format", "gnu", *map(str, pages)], capture_output=True, text=True)
    errors = [line for line in (result.stdout + result.stderr).splitlines() if line.startswith('"file:')]
    assert pages and errors == [], "\n".join(errors[:40])


def test_hundred_thousand_deep_chain_opens(page, binary, tmp_path_factory):
    folder = tmp_path_factory.mktemp("chain")
    rows = [{"id": 1, "user": "root", "content": "start"}]
    rows += [{"id": i, "parentID": i - 1, "user": f"u{i % 5}", "content": f"r{i}"} for i in range(2, 100_002)]
    (folder / "chain.json").write_text(json.dumps({"id": "chain", "comments": rows}))
    site = build_site([folder / "chain.json"], folder / "site", "--layout", "auto")
    browser.emulate(page, reduced_motion=True)
    browser.open_page(page, url_of(site / "t" / "chain.html", "c-100001"))
    assert page.execute_script("return document.body.classList.contains('layout-tree')")
    assert_revealed(page, "c-100001")
    assert page.execute_script("return document.querySelectorAll('li.reply').length") == 100_000


@pytest.mark.parametrize("width,scheme", [("desktop", "light"), ("phone", "dark")])
def test_tree_screenshot(page, hn_page, width, scheme):
    size = browser.DESKTOP if width == "desktop" else browser.PHONE
    browser.emulate(page, size=size, dark=scheme == "dark", reduced_motion=True)
    browser.open_page(page, url_of(hn_page))
    # Every details opened, then scrolled to a deep reply, so the picture shows the nesting.
    page.execute_script("""
        document.querySelectorAll('details').forEach(function (d) { d.open = true; });
        var most = null;
        document.querySelectorAll('li.reply').forEach(function (li) {
          if (!most || +li.dataset.depth > +most.dataset.depth) { most = li; }
        });
        var top = most;
        for (var i = 0; i < 5 && top.parentElement.closest('li'); i++) { top = top.parentElement.closest('li'); }
        top.scrollIntoView();""")
    out = screenshot_dir() / f"tree-{width}-{scheme}.png"
    out.write_bytes(page.get_screenshot_as_png())
    assert png_size(out) == size
