"""axe-core (from axe-selenium-python) on the index, a thread page and a paginated thread
page: zero violations; and in dark mode the colour-contrast rule passes on them too."""
import json

import pytest
from axe_selenium_python import Axe

from conftest import url_of
from support import browser, site_map


def pages_to_audit(site):
    thread = site_map.comment_for_fold_test(site)
    paginated = site_map.paginated_thread_page(site)
    assert thread is not None and paginated is not None, f"{site}: no thread or 2.html"
    return {"index": site / "index.html", "thread": thread.page, "paginated": paginated}


def axe_violations(driver, path, rules=None):
    browser.open_page(driver, url_of(path))
    # Hidden replies are audited too.
    driver.execute_script("document.querySelectorAll('details').forEach("
                          "function (d) { d.open = true; })")
    axe = Axe(driver)
    axe.inject()
    options = {"resultTypes": ["violations"]}
    if rules:
        options["runOnly"] = {"type": "rule", "values": rules}
    results = axe.run(options=json.dumps(options))
    return results["violations"], results


def describe(violations):
    return "\n".join(f"{v['id']} ({v['impact']}): {v['help']} — "
                     f"{[n['target'] for n in v['nodes'][:3]]}" for v in violations)


@pytest.mark.parametrize("kind", ["index", "thread", "paginated"])
def test_axe_reports_no_violations(page, site, kind):
    browser.emulate(page, reduced_motion=True)
    violations, _ = axe_violations(page, pages_to_audit(site)[kind])
    assert violations == [], describe(violations)


@pytest.mark.parametrize("kind", ["index", "thread", "paginated"])
def test_dark_mode_text_contrast(page, site, kind):
    browser.emulate(page, dark=True, reduced_motion=True)
    violations, results = axe_violations(page, pages_to_audit(site)[kind],
                                         rules=["color-contrast"])
    assert page.execute_script(
        "return matchMedia('(prefers-color-scheme: dark)').matches"), "dark mode not emulated"
    assert violations == [], describe(violations)
    assert [rule["id"] for rule in results["passes"]] == ["color-contrast"], "no text checked"


def test_axe_finds_a_planted_violation(page, example_site):
    """A run that could never report anything would make the checks above vacuous."""
    browser.open_page(page, url_of(example_site / "index.html"))
    page.execute_script("var i = document.createElement('img'); i.src = 'x.png';"
                        "document.querySelector('main').append(i);")
    axe = Axe(page)
    axe.inject()
    results = axe.run(options=json.dumps({"runOnly": {"type": "rule", "values": ["image-alt"]}}))
    assert [v["id"] for v in results["violations"]] == ["image-alt"]
