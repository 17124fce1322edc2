"""Every bundled locale (issue 30): Examples/ built in each passes axe (index and a thread
page with its hidden replies open) and the Nu checker on every page."""
import subprocess
from pathlib import Path

import pytest

from conftest import PACKAGE_ROOT, build_site
from support import site_map
from test_accessibility import axe_violations, describe
from test_html_valid import checker

LOCALES = sorted(p.stem for p in (PACKAGE_ROOT / "Templates" / "locales").glob("*.json"))


@pytest.fixture(scope="module")
def locale_sites(binary, tmp_path_factory):
    root = tmp_path_factory.mktemp("locales")
    return {locale: build_site([PACKAGE_ROOT / "Examples"], root / locale, "--locale", locale) for locale in LOCALES}


def test_eleven_locales_are_bundled():
    assert LOCALES == ["ar", "de", "en", "es", "fr", "ja", "ko", "pt-BR", "ru", "zh-Hans", "zh-Hant"]


@pytest.mark.parametrize("locale", LOCALES)
def test_axe_reports_no_violations(page, locale_sites, locale):
    site = locale_sites[locale]
    thread = site_map.comment_for_fold_test(site)
    assert thread is not None, f"{site}: no thread with hidden replies"
    for path in (site / "index.html", thread.page):
        violations, _ = axe_violations(page, path)
        assert violations == [], f"{locale} {path.name}: {describe(violations)}"


def test_every_page_of_every_locale_is_valid_html(locale_sites):
    pages = [p for site in locale_sites.values() for p in site_map.html_pages(site)]
    result = subprocess.run([checker(), "--format", "gnu", *map(str, pages)], capture_output=True, text=True)
    errors = [line for line in (result.stdout + result.stderr).splitlines() if line.startswith('"file:')]
    assert errors == [], "\n".join(errors[:20])
    assert len(pages) >= 11 * 5, f"{len(pages)} pages checked"
