"""Both URL styles work from file://: on a paginated thread the pagination, the site title
and the index's thread link all land on the right files (the default `files` layout,
t/<slug>.html, and `--urls folders`, t/<slug>/index.html)."""
import pytest
from selenium.webdriver.common.by import By

from conftest import PACKAGE_ROOT, build_site, url_of
from support import browser, site_map


@pytest.fixture(scope="session")
def folders_site(binary, tmp_path_factory):
    return build_site([PACKAGE_ROOT / "Examples"], tmp_path_factory.mktemp("folders") / "site",
                      "--urls", "folders")


@pytest.fixture(params=["example", "folders"])
def styled_site(request):
    return request.getfixturevalue(f"{request.param}_site")


def follow(driver, selector):
    """Clicks the first link matching selector and waits for the page it leads to."""
    before = driver.current_url
    driver.find_element(By.CSS_SELECTOR, selector).click()
    browser.wait_until(driver, lambda: driver.current_url != before
                       and driver.execute_script("return document.readyState") == "complete")
    return driver.current_url


def test_layout_is_the_one_asked_for(example_site, folders_site):
    assert list((example_site / "t").glob("*.2.html")), "files: t/<slug>.2.html"
    assert not [p for p in (example_site / "t").iterdir() if p.is_dir()], "files: no folder per thread"
    assert all(p.is_dir() for p in (folders_site / "t").iterdir()), "folders: one folder per thread"


def test_links_between_pages_land_on_the_right_files(page, styled_site):
    second = site_map.paginated_thread_page(styled_site)
    assert second is not None, f"{styled_site}: no paginated thread"
    first = site_map.first_thread_page(second)
    browser.open_page(page, url_of(second))
    assert follow(page, "nav.pagination a.previous") == url_of(first)
    assert follow(page, "nav.pagination a.next") == url_of(second)
    assert follow(page, "a.site-title") == url_of(styled_site / "index.html")
    relative = first.relative_to(styled_site).as_posix()
    assert follow(page, f'a.thread-link[href="{relative}"]') == url_of(first)
