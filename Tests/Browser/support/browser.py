"""Starting headless Chromium through Selenium, and the page probes the tests share."""
import os
import shutil
import time

from selenium import webdriver
from selenium.webdriver.chrome.service import Service

DESKTOP = (1280, 900)
PHONE = (360, 740)


def chromium_paths():
    """Debian's chromium and chromedriver; THREADFOLD_CHROMIUM / _CHROMEDRIVER override."""
    browser = os.environ.get("THREADFOLD_CHROMIUM") or shutil.which("chromium")
    driver = os.environ.get("THREADFOLD_CHROMEDRIVER") or shutil.which("chromedriver")
    return browser, driver


def start_chromium(javascript=True, size=DESKTOP):
    browser, driver = chromium_paths()
    options = webdriver.ChromeOptions()
    options.binary_location = browser
    for argument in ("--headless=new", "--no-sandbox", "--disable-gpu",
                     "--disable-dev-shm-usage", "--hide-scrollbars",
                     f"--window-size={size[0]},{size[1]}"):
        options.add_argument(argument)
    if not javascript:
        options.add_experimental_option(
            "prefs", {"profile.managed_default_content_settings.javascript": 2})
    options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    # Given paths keep Selenium Manager from looking for (or downloading) a driver.
    return webdriver.Chrome(options=options, service=Service(executable_path=driver))


def emulate(driver, size=DESKTOP, dark=False, reduced_motion=False):
    """Viewport (a phone is emulated as mobile, so the meta viewport applies), colour scheme
    and motion preference (reduced motion makes opened details final at once)."""
    driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {
        "width": size[0], "height": size[1], "deviceScaleFactor": 1,
        "mobile": size[0] < 600})
    driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {
        "media": "screen",
        "features": [
            {"name": "prefers-color-scheme", "value": "dark" if dark else "light"},
            {"name": "prefers-reduced-motion",
             "value": "reduce" if reduced_motion else "no-preference"}]})


def console_messages(driver):
    """Errors and warnings logged since the last call (reading the log drains it)."""
    return [entry for entry in driver.get_log("browser")
            if entry.get("level") in ("SEVERE", "WARNING")]


def open_page(driver, url):
    """Loads url fresh (even when only the fragment differs) and waits for the script."""
    driver.get("about:blank")
    driver.get(url)
    wait_until(driver, lambda: driver.execute_script("return document.readyState") == "complete")
    return driver


def wait_until(driver, condition, timeout=5.0, interval=0.02):
    deadline = time.monotonic() + timeout
    while True:
        value = condition()
        if value:
            return value
        if time.monotonic() > deadline:
            raise AssertionError(f"condition not met within {timeout} s")
        time.sleep(interval)


def wait_for_animations(driver, timeout=5.0):
    """Waits until no CSS transition runs: an opening details animates its height for
    0.25 s, and geometry read during that is neither the start nor the end state."""
    wait_until(driver, lambda: driver.execute_script(
        "return document.getAnimations().every(function (a) { return a.playState !== 'running'; })"),
        timeout=timeout)


def is_in_viewport(driver, element_id):
    return driver.execute_script("""
        var el = document.getElementById(arguments[0]);
        if (!el) { return false; }
        var r = el.getBoundingClientRect();
        return r.height > 0 && r.top >= -1 && r.top < window.innerHeight;
    """, element_id)


def is_displayed(driver, element_id):
    return driver.execute_script("""
        var el = document.getElementById(arguments[0]);
        return Boolean(el && el.getClientRects().length && el.checkVisibility());
    """, element_id)


def horizontal_overflow(driver, open_details=False):
    """How many CSS pixels the page is wider than the viewport, and the widest culprits.
    open_details first opens every details, so hidden replies are measured too."""
    return driver.execute_script("""
        if (arguments[0]) {
          document.querySelectorAll('details').forEach(function (d) { d.open = true; });
        }
        var root = document.documentElement;
        var extra = root.scrollWidth - root.clientWidth;
        var culprits = [];
        if (extra > 0) {
          document.querySelectorAll('body *').forEach(function (el) {
            var r = el.getBoundingClientRect();
            if (r.right > root.clientWidth + 1 && culprits.length < 5) {
              culprits.push(el.tagName.toLowerCase() + (el.id ? '#' + el.id : '') +
                            (el.className ? '.' + String(el.className).split(' ').join('.') : '') +
                            ' right=' + Math.round(r.right));
            }
          });
        }
        return [extra, culprits];
    """, open_details)


class ScriptOnNewDocument:
    """Runs source in every document the driver opens, before the page's own scripts,
    until the with-block ends."""

    def __init__(self, driver, source):
        self.driver = driver
        self.source = source
        self.identifier = None

    def __enter__(self):
        reply = self.driver.execute_cdp_cmd(
            "Page.addScriptToEvaluateOnNewDocument", {"source": self.source})
        self.identifier = reply["identifier"]
        return self

    def __exit__(self, *exc):
        self.driver.execute_cdp_cmd(
            "Page.removeScriptToEvaluateOnNewDocument", {"identifier": self.identifier})
        return False
