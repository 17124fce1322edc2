"""Fixtures for the browser suite: the threadfold binary, the built sites, Chromium drivers.

run.sh builds the binary first; these fixtures build the example site and the corpus site
(paginated with --comments-per-page 20) into pytest's temp dir once per session."""
import os
import subprocess
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))

from support import browser  # noqa: E402

PACKAGE_ROOT = Path(__file__).resolve().parents[2]


def shared_dir():
    override = os.environ.get("THREADFOLD_SHARED")
    return Path(override) if override else PACKAGE_ROOT.parent / "shared"


def threadfold_binary():
    override = os.environ.get("THREADFOLD_BIN")
    return Path(override) if override else PACKAGE_ROOT / ".build" / "debug" / "threadfold"


SHARED_SKIP = "shared/"


@pytest.hookimpl(wrapper=True)
def pytest_runtest_makereport(item, call):
    """Reports every skip for missing shared data at conftest's own line, not at each
    test's, so `pytest -rs` folds them into one "SKIPPED [N] …" line naming the reason
    (as the Swift tests print one line for the suites they skipped)."""
    report = yield
    if report.skipped and isinstance(report.longrepr, tuple):
        _, _, reason = report.longrepr
        if reason.startswith(f"Skipped: {SHARED_SKIP}") or reason.startswith(SHARED_SKIP):
            report.longrepr = (__file__, None, reason)
    return report


def build_site(inputs, output, *flags):
    """Builds a site; without search unless `--search` is among the flags (the shared
    sites keep their pages as they were; test_search.py builds its own with search)."""
    if "--search" not in flags:
        flags = ("--no-search", *flags)
    command = [str(threadfold_binary()), "build", *map(str, inputs), "-o", str(output), "-q", *flags]
    result = subprocess.run(command, cwd=PACKAGE_ROOT, capture_output=True, text=True)
    if result.returncode != 0:
        pytest.fail(f"{' '.join(command)} exited {result.returncode}:\n{result.stderr}")
    return output


def pytest_report_header(config):
    chromium, chromedriver = browser.chromium_paths()
    return [f"threadfold: {threadfold_binary()}", f"chromium: {chromium}",
            f"chromedriver: {chromedriver}", f"shared: {shared_dir()}"]


@pytest.fixture(scope="session")
def binary():
    path = threadfold_binary()
    if not path.is_file():
        pytest.fail(f"threadfold binary not found at {path}; run `swift build` first")
    return path


@pytest.fixture(scope="session")
def example_site(binary, tmp_path_factory):
    return build_site([PACKAGE_ROOT / "Examples"], tmp_path_factory.mktemp("example") / "site")


@pytest.fixture(scope="session")
def corpus_site(binary, tmp_path_factory):
    corpus = shared_dir() / "corpus" / "real"
    if not corpus.is_dir():
        state = "absent" if not shared_dir().is_dir() else "lacks corpus/real"
        pytest.skip(f"{SHARED_SKIP} {state} ({shared_dir()}; set THREADFOLD_SHARED): "
                    "skipped the corpus site checks")
    return build_site([corpus], tmp_path_factory.mktemp("corpus") / "site",
                      "--comments-per-page", "20")


@pytest.fixture(params=["example", "corpus"])
def site(request):
    """Each check that the issue asks of both sites runs once per site."""
    return request.getfixturevalue(f"{request.param}_site")


@pytest.fixture(scope="session")
def chromium():
    """The shared driver: scripts on, native details reveal on, desktop size."""
    driver = browser.start_chromium()
    yield driver
    driver.quit()


@pytest.fixture
def page(chromium):
    """The shared driver reset to a light desktop view, with empty storage and console."""
    browser.emulate(chromium)
    chromium.get("about:blank")
    chromium.delete_all_cookies()
    browser.console_messages(chromium)
    yield chromium
    # Remembered details state lives in the file:// origin's storage: never leak it.
    if chromium.current_url.startswith("file:"):
        chromium.execute_script("try { localStorage.clear(); } catch (e) {}")


def url_of(path, fragment=""):
    return Path(path).resolve().as_uri() + (f"#{fragment}" if fragment else "")



@pytest.fixture(scope="session")
def no_script():
    """Scripts off: what the markup, the style sheet and the browser do alone."""
    driver = browser.start_chromium(javascript=False)
    yield driver
    driver.quit()
