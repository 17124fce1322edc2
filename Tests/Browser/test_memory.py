"""threadfold.js remembers which reply lists and index sections the reader opened or
closed, across reloads; with localStorage throwing, pages still work."""
import pytest
from selenium.webdriver.common.by import By

from conftest import url_of
from support import browser, site_map

THROWING_STORAGE = """
Object.defineProperty(window, 'localStorage', {
  configurable: true,
  get: function () { throw new DOMException('storage disabled by the test', 'SecurityError'); }
});"""


def open_clean(driver, url):
    browser.open_page(driver, url)
    driver.execute_script("localStorage.clear()")
    browser.open_page(driver, url)


def is_open(driver, selector):
    return driver.execute_script("return document.querySelector(arguments[0]).open", selector)


def reload(driver):
    driver.refresh()
    browser.wait_until(driver, lambda: driver.execute_script(
        "return document.readyState") == "complete")


def toggle_and_reload(driver, selector):
    # The toggle event (which the script saves on) is dispatched in a later task than the
    # click; a reader never reloads within that millisecond, so neither does the test.
    driver.execute_script("""
        window.__tfToggled = false;
        document.querySelector(arguments[0]).addEventListener('toggle', function () {
          window.__tfToggled = true; }, {once: true});""", selector)
    driver.find_element(By.CSS_SELECTOR, f"{selector} > summary").click()
    browser.wait_until(driver, lambda: driver.execute_script("return window.__tfToggled"))
    state = is_open(driver, selector)
    reload(driver)
    return state, is_open(driver, selector)


def test_expanded_reply_list_stays_expanded_after_reload(page, site):
    comment = site_map.comment_for_fold_test(site)
    selector = f"#{comment.comment_id} details.more-replies"
    open_clean(page, url_of(comment.page))
    assert not is_open(page, selector)
    assert toggle_and_reload(page, selector) == (True, True)
    assert toggle_and_reload(page, selector) == (False, False)
    assert browser.console_messages(page) == []


def test_index_section_state_survives_reload(page, site):
    open_clean(page, url_of(site / "index.html"))
    sections = page.find_elements(By.CSS_SELECTOR, "details.category[id]")
    assert sections, "index has no details.category"
    selector = f"details.category[data-key='{sections[-1].get_attribute('data-key')}']"
    assert is_open(page, selector), "index sections start expanded"
    assert toggle_and_reload(page, selector) == (False, False)
    assert toggle_and_reload(page, selector) == (True, True)
    assert browser.console_messages(page) == []


def test_memory_is_per_page(page, example_site):
    comment = site_map.comment_for_fold_test(example_site)
    selector = f"#{comment.comment_id} details.more-replies"
    open_clean(page, url_of(comment.page))
    page.find_element(By.CSS_SELECTOR, f"{selector} > summary").click()
    others = [c for c in site_map.comments_with_hidden_replies(example_site)
              if c.page != comment.page]
    if not others:
        pytest.skip("the example site has one page with folded replies only")
    other = others[0]
    browser.open_page(page, url_of(other.page))
    assert not is_open(page, f"#{other.comment_id} details.more-replies")


def test_pages_work_when_local_storage_throws(page, site):
    comment = site_map.comment_for_fold_test(site)
    selector = f"#{comment.comment_id} details.more-replies"
    hidden = comment.hidden_reply_ids[-1]
    with browser.ScriptOnNewDocument(page, THROWING_STORAGE):
        browser.open_page(page, url_of(comment.page))
        throws = page.execute_script(
            "try { localStorage.getItem('x'); return false; } catch (e) { return true; }")
        assert throws, "the storage override did not take effect"
        page.find_element(By.CSS_SELECTOR, f"{selector} > summary").click()
        assert is_open(page, selector)
        browser.wait_until(page, lambda: browser.is_displayed(page, hidden), timeout=2)
        reload(page)
        assert not is_open(page, selector), "nothing can be remembered without storage"
        browser.open_page(page, url_of(comment.page, hidden))
        browser.wait_until(page, lambda: browser.is_in_viewport(page, hidden), timeout=2)
        browser.open_page(page, url_of(site / "index.html"))
        page.find_element(By.CSS_SELECTOR, "details.category > summary").click()
        assert not is_open(page, "details.category")
        messages = browser.console_messages(page)
    assert messages == [], f"console: {messages}"
