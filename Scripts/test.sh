#!/usr/bin/env bash
# The project's test command: the Swift tests, then the browser suite (Tests/Browser/run.sh,
# which needs chromium, chromium-driver and Java; THREADFOLD_SKIP_BROWSER=1 skips it).
set -euo pipefail
cd "$(dirname "$0")/.."
swift test
Tests/Browser/run.sh "$@"
