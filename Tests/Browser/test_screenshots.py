"""Screenshots of the example site's index and a thread page, desktop and phone width,
light and dark, written to .build/screenshots/ (a test run changes no tracked file).
README shows the copies in docs/screenshots/, refreshed only on purpose:
`THREADFOLD_SCREENSHOTS=docs/screenshots Tests/Browser/run.sh -k screenshot`. Each must be
a real PNG of the requested size."""
import os
import struct
from pathlib import Path

import pytest

from conftest import PACKAGE_ROOT, url_of
from support import browser, site_map

SIZES = {"desktop": browser.DESKTOP, "phone": browser.PHONE}


def screenshot_dir():
    override = os.environ.get("THREADFOLD_SCREENSHOTS")
    path = Path(override) if override else PACKAGE_ROOT / ".build" / "screenshots"
    path.mkdir(parents=True, exist_ok=True)
    return path


def png_size(path):
    header = path.read_bytes()[:24]
    assert header[:8] == b"\x89PNG\r\n\x1a\n", f"{path} is not a PNG"
    return struct.unpack(">II", header[16:24])


@pytest.mark.parametrize("scheme", ["light", "dark"])
@pytest.mark.parametrize("width", ["desktop", "phone"])
@pytest.mark.parametrize("kind", ["index", "thread"])
def test_screenshot(page, example_site, kind, width, scheme):
    size = SIZES[width]
    target = (example_site / "index.html" if kind == "index"
              else site_map.comment_for_fold_test(example_site).page)
    browser.emulate(page, size=size, dark=scheme == "dark", reduced_motion=True)
    browser.open_page(page, url_of(target))
    background = page.execute_script("return getComputedStyle(document.body).backgroundColor")
    out = screenshot_dir() / f"{kind}-{width}-{scheme}.png"
    out.write_bytes(page.get_screenshot_as_png())
    assert png_size(out) == size
    # The dark screenshots must really be dark: the page background is the theme's.
    darkness = sum(int(c) for c in background[background.index("(") + 1:-1].split(",")[:3])
    assert (darkness < 200) == (scheme == "dark"), f"{scheme}: body background {background}"
