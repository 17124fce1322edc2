"""threadfold embed in real blogs: the example Hugo and Jekyll blogs (Examples/embed,
built by Examples/embed/build.sh with Debian's hugo and jekyll) served over loopback HTTP,
their posts opened in Chromium: every comment once, hidden replies opened by click,
keyboard and alias links, axe clean, no sideways scroll on a phone, and the blog's own
elements' computed styles the same with threadfold's style sheet as without it."""
import functools
import http.server
import json
import shutil
import subprocess
import threading

import pytest
from axe_selenium_python import Axe
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

from conftest import PACKAGE_ROOT
from test_html_valid import checker
from support import browser

GENERATORS = ["hugo", "jekyll"]
POST = "/blog/2-0/"


@pytest.fixture(scope="session", params=GENERATORS)
def blog(request, binary, tmp_path_factory):
    """(base URL, manifest, built folder) of a built example blog, served until the session ends."""
    generator = request.param
    if shutil.which(generator) is None:
        pytest.skip(f"{generator} is not installed (apt-get install -y {generator}): skipped its embed checks")
    out = tmp_path_factory.mktemp(f"embed-{generator}") / "blog"
    result = subprocess.run([PACKAGE_ROOT / "Examples/embed/build.sh", generator, out],
                            env={"THREADFOLD_BIN": str(binary), "PATH": "/usr/bin:/bin"},
                            capture_output=True, text=True)
    # 65: --verify reports the one thread that has no post, as the example intends.
    assert result.returncode == 65, result.stdout + result.stderr
    assert result.stdout.count("is on no page") == 1, result.stdout
    handler = functools.partial(QuietHandler, directory=str(out / "public"))
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    owned = {"hugo": "static/threadfold", "jekyll": "assets/threadfold"}[generator]
    manifest = json.loads((out / "src" / owned / "manifest.json").read_text())
    yield f"http://127.0.0.1:{server.server_address[1]}", manifest, out / "public"
    server.shutdown()


class QuietHandler(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *args):
        pass


def open_post(driver, blog, path=POST, fragment=""):
    base = blog[0]
    return browser.open_page(driver, base + path + (f"#{fragment}" if fragment else ""))


def test_every_comment_is_on_its_post_once(page, blog):
    manifest = blog[1]
    checked = 0
    for thread in manifest["threads"]:
        if thread["path"] in (None, "/2024/02/plain-text-backups"):
            continue
        open_post(page, blog, thread["path"] + "/")
        ids = page.execute_script(
            "return Array.from(document.querySelectorAll("
            "'section.threadfold li.comment, section.threadfold li.reply')).map(function (li) { return li.id; })")
        assert len(ids) == thread["comments"], f"{thread['path']}: {len(ids)} of {thread['comments']}"
        assert len(set(ids)) == len(ids), f"{thread['path']}: a comment twice"
        checked += 1
    assert checked == 5


def test_hidden_replies_open_by_click_and_keyboard(page, blog):
    open_post(page, blog)
    details = page.find_element(By.CSS_SELECTOR, "section.threadfold details.more-replies")
    summary = details.find_element(By.CSS_SELECTOR, "summary")
    assert details.get_attribute("open") is None
    summary.click()
    browser.wait_until(page, lambda: details.get_attribute("open") is not None)
    summary.click()
    browser.wait_until(page, lambda: details.get_attribute("open") is None)
    summary.send_keys(Keys.ENTER)
    browser.wait_until(page, lambda: details.get_attribute("open") is not None)
    summary.send_keys(Keys.SPACE)
    browser.wait_until(page, lambda: details.get_attribute("open") is None)


def test_alias_link_opens_the_hidden_reply(page, blog):
    open_post(page, blog, fragment="comment-7731")
    browser.wait_until(page, lambda: browser.is_displayed(page, "c-rel-r9"))
    assert page.execute_script("return document.getElementById('c-rel-r9').closest('details').open")
    assert browser.is_in_viewport(page, "comment-7731") or browser.is_in_viewport(page, "c-rel-r9")


def test_axe_finds_no_violation(page, blog):
    browser.emulate(page, reduced_motion=True)
    open_post(page, blog)
    page.execute_script("document.querySelectorAll('details').forEach(function (d) { d.open = true; })")
    axe = Axe(page)
    axe.inject()
    violations = axe.run(options=json.dumps({"resultTypes": ["violations"]}))["violations"]
    assert violations == [], [(v["id"], [n["target"] for n in v["nodes"][:3]]) for v in violations]


@pytest.mark.parametrize("dark", [False, True])
def test_no_sideways_scroll_on_a_phone(page, blog, dark):
    browser.emulate(page, size=(360, 740), dark=dark)
    for path in [POST, "/2024/04/static-comment-archive/", "/2024/03/cron-timezone/"]:
        open_post(page, blog, path)
        extra, culprits = browser.horizontal_overflow(page, open_details=True)
        assert extra <= 0, f"{path}: {extra}px wider than 360: {culprits}"


# Sizes that follow from the fragment's own height (the blog's main holds it), not style.
LAYOUT_DEPENDENT = {"height", "block-size", "perspective-origin", "transform-origin"}

COMPUTED_STYLES = """
var skip = arguments[0];
var result = {};
Array.from(document.querySelectorAll('html, body, body *')).forEach(function (el, i) {
  if (el.closest('section.threadfold') || el.matches('link[href*=threadfold], script')) { return; }
  var style = getComputedStyle(el), own = {};
  for (var k = 0; k < style.length; k++) {
    if (skip.indexOf(style[k]) === -1) { own[style[k]] = style.getPropertyValue(style[k]); }
  }
  result[i + ':' + el.tagName] = own;
});
return result;
"""


def style_changes(page):
    """The blog's own elements whose computed style differs with threadfold.css enabled
    and disabled: {element: {property: (with, without)}}."""
    skip = sorted(LAYOUT_DEPENDENT)
    with_fragment = page.execute_script(COMPUTED_STYLES, skip)
    assert len(with_fragment) >= 10, "the blog's own elements were found"
    disabled = page.execute_script(
        "var n = 0; document.querySelectorAll('link[href*=threadfold]').forEach("
        "function (l) { l.disabled = true; n++; }); return n;")
    assert disabled == 1
    without = page.execute_script(COMPUTED_STYLES, skip)
    changed = {element: {k: (v, without[element].get(k)) for k, v in styles.items() if without[element].get(k) != v}
               for element, styles in with_fragment.items()}
    return {element: diff for element, diff in changed.items() if diff}


@pytest.mark.parametrize("dark", [False, True])
def test_blog_styles_are_unchanged_by_the_fragment(page, blog, dark):
    browser.emulate(page, dark=dark)
    open_post(page, blog)
    changed = style_changes(page)
    assert changed == {}, f"threadfold.css changed the blog's own elements: {dict(list(changed.items())[:5])}"


def test_style_check_finds_a_planted_leak(page, blog):
    """A bare rule added to threadfold.css must be caught, or the check above is vacuous."""
    open_post(page, blog)
    page.execute_script("document.querySelector('link[href*=threadfold]').sheet.insertRule("
                        "'summary { letter-spacing: 3px; }', 0)")
    changed = style_changes(page)
    assert any("letter-spacing" in diff for diff in changed.values()), changed


def test_built_posts_are_valid_html(blog):
    """The Nu HTML Checker on every page of the built blog: the fragment, its style
    sheet link and its script are valid where the partial puts them."""
    pages = sorted(blog[2].rglob("*.html"))
    assert len(pages) >= 6
    result = subprocess.run([checker(), "--format", "gnu", *map(str, pages)], capture_output=True, text=True)
    errors = [line for line in (result.stdout + result.stderr).splitlines() if line.startswith('"file:')]
    assert errors == [], "\n".join(errors[:10])
