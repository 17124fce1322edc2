"""With scripts off every page is reachable by links, every details opens and closes by a
click, and with them open every comment and reply is visible."""
from pathlib import Path
from urllib.parse import unquote, urlsplit

from selenium.webdriver.common.by import By

from conftest import url_of
from support import browser, site_map


def linked_pages(site):
    """Pages reachable from index.html by following relative links (the markup alone)."""
    seen, queue = set(), [site / "index.html"]
    while queue:
        page = queue.pop()
        if page in seen or not page.is_file():
            continue
        seen.add(page)
        for href in site_map.parse_page(page).hrefs:
            parts = urlsplit(href)
            if parts.scheme or parts.netloc or not parts.path.endswith(".html"):
                continue
            queue.append(Path(page.parent, unquote(parts.path)).resolve())
    return seen


def test_every_page_is_linked_from_the_index(site):
    # search.html is reached through the search box, which only exists with scripts on.
    expected = {p.resolve() for p in site_map.html_pages(site) if p.name not in ("404.html", "search.html")}
    missing = sorted(str(p.relative_to(site.resolve())) for p in expected - linked_pages(site))
    assert missing == []


def test_every_details_works_and_every_comment_is_visible(no_script, example_site):
    driver = no_script
    browser.emulate(driver, reduced_motion=True)
    checked = 0
    for path in site_map.html_pages(example_site):
        browser.open_page(driver, url_of(path))
        for details in driver.find_elements(By.CSS_SELECTOR, "details"):
            was_open = details.get_property("open")
            summary = details.find_element(By.CSS_SELECTOR, ":scope > summary")
            driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", summary)
            summary.click()
            assert details.get_property("open") is not was_open, f"{path}: summary click"
            if was_open:
                summary.click()
            checked += 1
        hidden = driver.execute_script("""
            return Array.from(document.querySelectorAll('li.comment, li.reply'))
              .filter(function (el) { return !el.checkVisibility(); })
              .map(function (el) { return el.id; });""")
        assert hidden == [], f"{path.name}: not visible with every details open: {hidden}"
    print(f"{checked} details clicked with scripts off")
    assert checked > 0


def test_scripts_are_really_off(no_script, example_site):
    """The checks above mean something only if threadfold.js did not run."""
    comment = site_map.comment_for_fold_test(example_site)
    browser.open_page(no_script, url_of(comment.page))
    no_script.find_element(
        By.CSS_SELECTOR, f"#{comment.comment_id} details.more-replies > summary").click()
    stored = no_script.execute_script("return localStorage.length")
    assert stored == 0, "threadfold.js stored state, so scripts were on"
