"""The search page reads well in light and dark: every text of the results (title, the
meta line, the snippet and its highlighted words) and the box, and every focus ring, at
least 4.5:1 and 3:1 against what is painted behind it. Dark mode once showed the
highlight at about 1.1:1 and the meta line at 2.4:1."""
import pytest

from support import browser
from support.contrast import CONTRAST_JS
from test_search import example_site, run_query, site_base  # noqa: F401 (the fixture)


@pytest.mark.parametrize("dark", [False, True], ids=["light", "dark"])
def test_results_and_box_read_well(page, example_site, dark):  # noqa: F811
    browser.emulate(page, dark=dark)
    results = run_query(page, site_base(example_site), "threadfold")
    assert results, "the query found nothing to measure"
    assert page.find_elements("css selector", "#search-results mark"), "no highlighted word to measure"
    for root in ["main", "header"]:
        result = page.execute_script(CONTRAST_JS, root)
        assert result is not None and result["texts"] >= 2, (root, result)
        mode = "dark" if dark else "light"
        print(f"search page {root}, {mode}: text {result['text'][0]:.2f} ({result['text'][1]}), focus {result['focus'][0]:.2f}")
        assert result["text"][0] >= 4.5, (root, mode, result["text"])
        assert result["focus"][0] >= 3, (root, mode, result["focus"])
