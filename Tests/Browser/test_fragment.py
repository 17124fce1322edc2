"""A link to a reply hidden in a closed details opens it and scrolls the reply into view:
by the browser's own behaviour (scripts off) and by threadfold.js's fallback alone.

Chromium 156 has no switch that turns its native reveal off, so the fallback is isolated
by giving the page a fragment the browser never navigated to (history.replaceState):
the browser then neither opens nor scrolls anything, and only the script can."""
import json

from conftest import url_of
from support import browser, site_map


def hidden_reply(site):
    comment = site_map.comment_for_fold_test(site)
    assert comment is not None, f"no comment with hidden replies in {site}"
    # The last hidden reply is the farthest down, so "scrolled into view" means something.
    return comment.page, comment.hidden_reply_ids[-1]


def assert_revealed(driver, reply_id):
    browser.wait_until(driver, lambda: browser.is_displayed(driver, reply_id), timeout=2)
    try:
        browser.wait_until(driver, lambda: browser.is_in_viewport(driver, reply_id), timeout=2)
    except AssertionError:
        geometry = driver.execute_script("""
            var r = document.getElementById(arguments[0]).getBoundingClientRect();
            return {top: r.top, height: r.height, scrollY: scrollY, innerHeight: innerHeight,
                    scrollHeight: document.documentElement.scrollHeight};""", reply_id)
        raise AssertionError(f"#{reply_id} is not scrolled into view: {geometry}")
    is_open = driver.execute_script(
        "return document.getElementById(arguments[0]).closest('details').open", reply_id)
    assert is_open


def test_native_reveal_with_scripts_off(no_script, site):
    page, reply_id = hidden_reply(site)
    # Several loads: a failure here was intermittent (the opening animation raced the
    # browser's fragment scroll).
    for _ in range(3):
        browser.open_page(no_script, url_of(page, reply_id))
        assert_revealed(no_script, reply_id)


def test_native_and_script_together_on_load(page, site):
    page_path, reply_id = hidden_reply(site)
    for _ in range(3):
        browser.open_page(page, url_of(page_path, reply_id))
        assert_revealed(page, reply_id)


def test_script_fallback_on_load(page, site):
    page_path, reply_id = hidden_reply(site)
    # The fragment appears before threadfold.js runs, but no navigation to it happened.
    silent_fragment = f"history.replaceState(null, '', '#' + {json.dumps(reply_id)});"
    with browser.ScriptOnNewDocument(page, silent_fragment):
        browser.open_page(page, url_of(page_path))
    assert page.execute_script("return location.hash") == f"#{reply_id}"
    assert_revealed(page, reply_id)


def test_script_fallback_on_hashchange(page, site):
    page_path, reply_id = hidden_reply(site)
    browser.open_page(page, url_of(page_path))
    assert not browser.is_displayed(page, reply_id)
    page.execute_script("""
        history.replaceState(null, '', '#' + arguments[0]);
        window.dispatchEvent(new HashChangeEvent('hashchange'));""", reply_id)
    assert_revealed(page, reply_id)


def test_in_page_link_to_hidden_reply(page, site):
    """A real same-page navigation (as an a.to link does): browser and script together."""
    page_path, reply_id = hidden_reply(site)
    browser.open_page(page, url_of(page_path))
    assert not browser.is_displayed(page, reply_id)
    page.execute_script("location.hash = arguments[0]", reply_id)
    assert_revealed(page, reply_id)
