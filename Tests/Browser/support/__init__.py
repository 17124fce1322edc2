"""Helpers shared by the browser tests: site layout, the Chromium driver, page probes."""
