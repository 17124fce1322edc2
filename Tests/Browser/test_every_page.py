"""Every generated page, at phone width: no horizontal scrolling (long words, code blocks
and hidden replies included) and no console errors or warnings."""
from conftest import url_of
from support import browser, site_map


def sweep(driver, site):
    browser.emulate(driver, size=browser.PHONE, reduced_motion=True)
    overflowing, console = [], []
    pages = site_map.html_pages(site)
    browser.console_messages(driver)
    for path in pages:
        # One navigation and one script per page keeps 360+ pages within seconds; each
        # console message names the page it came from, so the log is read once at the end.
        driver.get(url_of(path))
        extra, culprits = browser.horizontal_overflow(driver, open_details=True)
        if extra > 0:
            overflowing.append(f"{path.relative_to(site)}: {extra}px wider; {culprits}")
    console = [f"{m['level']} {m['message']}" for m in browser.console_messages(driver)]
    return pages, overflowing, console


def test_no_horizontal_scroll_or_console_messages_on_any_page(page, site):
    pages, overflowing, console = sweep(page, site)
    print(f"{len(pages)} pages checked at {browser.PHONE[0]}x{browser.PHONE[1]}")
    assert len(pages) > 1
    assert overflowing == [], "\n".join(overflowing)
    assert console == [], "\n".join(console)


def test_overflow_probe_detects_a_wide_element(page, example_site):
    """The sweep would pass vacuously if the probe could not see overflow at all."""
    browser.emulate(page, size=browser.PHONE)
    browser.open_page(page, url_of(example_site / "index.html"))
    page.execute_script("var d = document.createElement('div'); d.style.width = '900px';"
                        "d.textContent = 'wide'; document.body.append(d);")
    extra, culprits = browser.horizontal_overflow(page)
    assert extra > 0 and culprits


def test_console_probe_sees_errors_and_warnings(page, example_site):
    browser.open_page(page, url_of(example_site / "index.html"))
    page.execute_script("console.error('probe error'); console.warn('probe warning');")
    levels = sorted(m["level"] for m in browser.console_messages(page))
    assert levels == ["SEVERE", "WARNING"]
