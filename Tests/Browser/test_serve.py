"""Under `threadfold serve`: editing a thread file reloads the open page within a second
and keeps its scroll position and open replies; a broken edit shows the error overlay;
fixing it removes the overlay."""
import json
import shutil
import time

import pytest
from selenium.webdriver.common.by import By

from conftest import PACKAGE_ROOT
from support import browser, site_map
from support.serve_process import ServeProcess

RELOAD_LIMIT = 1.0  # seconds, from the file write to the reloaded page
OVERLAY = "threadfold-error-overlay"


@pytest.fixture(scope="module")
def served(binary, tmp_path_factory):
    work = tmp_path_factory.mktemp("serve")
    examples = shutil.copytree(PACKAGE_ROOT / "Examples", work / "Examples")
    server = ServeProcess(binary, examples, work / "site")
    yield server, examples, work / "site"
    server.stop()


def edited_thread(examples, site):
    """The thread with folded replies whose source file is named after its slug."""
    for comment in site_map.comments_with_hidden_replies(site):
        slug = site_map.thread_slug(site, comment.page)
        sources = list(examples.rglob(f"{slug}.json"))
        if len(sources) == 1:
            return comment, sources[0]
    pytest.fail("no example thread with folded replies has a <slug>.json source")


def marked(driver):
    """Marks the current document; the mark is gone once the page has reloaded."""
    driver.execute_script("window.__tfNotReloaded = true")


def reloaded(driver):
    return driver.execute_script(
        "return window.__tfNotReloaded === undefined && document.readyState === 'complete'")


def element_at_top(driver):
    """The id of the comment or reply at the top of the viewport."""
    return driver.execute_script("""
        var el = document.elementFromPoint(innerWidth / 2, 5);
        var item = el && el.closest('li.reply, li.comment');
        return item ? item.id : null;""")


def overlay_shown(driver):
    return driver.execute_script("return Boolean(document.getElementById(arguments[0]))", OVERLAY)


def test_edit_reloads_keeping_scroll_then_error_overlay_comes_and_goes(page, served):
    server, examples, site = served
    comment, source = edited_thread(examples, site)
    browser.emulate(page, size=browser.PHONE, reduced_motion=True)
    url = server.url + comment.page.relative_to(site).as_posix()
    browser.open_page(page, url)
    page.find_element(By.CSS_SELECTOR, f"#{comment.comment_id} details.more-replies > summary").click()
    page.execute_script("window.scrollTo(0, (document.documentElement.scrollHeight - innerHeight) / 2)")
    scroll_before = page.execute_script("return scrollY")
    assert scroll_before > 100, f"the page is too short to test scroll keeping ({scroll_before})"

    original = source.read_text(encoding="utf-8")
    data = json.loads(original)
    # The last comment is below the viewport: nothing above the reader's view changes size,
    # so the same scrollY means the same view.
    data["comments"][-1]["content"] += " — edited by the browser test"
    top_before = element_at_top(page)
    marked(page)
    started = time.monotonic()
    source.write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
    browser.wait_until(page, lambda: reloaded(page), timeout=5, interval=0.01)
    elapsed = time.monotonic() - started
    print(f"live reload after an edit took {elapsed * 1000:.0f} ms")
    assert "edited by the browser test" in page.find_element(By.TAG_NAME, "main").text
    try:
        browser.wait_until(
            page, lambda: abs(page.execute_script("return scrollY") - scroll_before) <= 2, timeout=1)
    except AssertionError:
        pytest.fail(f"scroll position not kept: {scroll_before} before, "
                    f"{page.execute_script('return scrollY')} after the reload")
    assert element_at_top(page) == top_before
    assert page.execute_script("return document.querySelector(arguments[0]).open",
                               f"#{comment.comment_id} details.more-replies")
    assert elapsed <= RELOAD_LIMIT, f"reload took {elapsed:.2f} s"

    source.write_text(original[: len(original) // 2], encoding="utf-8")  # broken JSON
    started = time.monotonic()
    browser.wait_until(page, lambda: overlay_shown(page), timeout=5, interval=0.01)
    print(f"error overlay after a broken edit: {(time.monotonic() - started) * 1000:.0f} ms")
    message = page.find_element(By.ID, OVERLAY).text
    assert source.name in message, f"overlay does not name the file: {message!r}"

    marked(page)
    source.write_text(original, encoding="utf-8")
    browser.wait_until(page, lambda: reloaded(page) and not overlay_shown(page), timeout=5)
    console = [m for m in browser.console_messages(page) if "favicon.ico" not in m["message"]]
    assert console == [], console
