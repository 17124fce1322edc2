#!/bin/sh
# The engines' opt-in benchmarks, kept beside the tests they share fixtures with but never
# run as tests: each XCTest benchmark skips unless THREADFOLD_BENCH=1. This builds them in
# release mode and prints their figure lines (BENCH … and FileWatcher latency …).
# Arguments choose which (default all): commonmark mustache sanitizer filewatcher.
# Needs ../shared beside the package root (or THREADFOLD_SHARED) for the corpus-based ones.
set -eu
root=$(cd "$(dirname "$0")/../.." && pwd)
[ $# -gt 0 ] || set -- commonmark mustache sanitizer filewatcher
filters=""
for name in "$@"; do
    case $name in
        commonmark) filter=CommonMarkBenchmarkTests ;;
        mustache) filter=MustacheBenchmarkTests ;;
        sanitizer) filter=HTMLSanitizerBenchmarkTests ;;
        filewatcher) filter=FileWatcherLatencyBenchmarkTests ;;
        *) echo "unknown benchmark: $name (commonmark, mustache, sanitizer, filewatcher)" >&2; exit 64 ;;
    esac
    filters="${filters:+$filters|}$filter"
done
log=$(mktemp)
trap 'rm -f "$log"' EXIT
cd "$root"
# -enable-testing: test targets use @testable import, which release builds refuse otherwise.
THREADFOLD_BENCH=1 swift test -c release -Xswiftc -enable-testing --filter "$filters" >"$log" 2>&1 \
    || { cat "$log"; exit 1; }
grep -E '^(BENCH |FileWatcher latency)' "$log" || { echo "no figures printed:" >&2; cat "$log" >&2; exit 1; }
