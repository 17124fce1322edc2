#!/usr/bin/env bash
# The parts of the test suite that read outside data and run in parallel, under
# AddressSanitizer and ThreadSanitizer (issue 27). Not in CI: each sanitizer is a full
# build of the package and its tests of its own (.build/address, .build/thread), and the runs
# are several times slower than plain ones.
#   Scripts/sanitizers.sh [asan|tsan|all]       (default all)
# ASan: decompression, JSON reading, CommonMark (cmark through the arena allocator),
#   the spill engine, decoding, fold, render, the search tokenizer, the hostile-input
#   corpus, the bombs, the fuzz regressions; the C shims are instrumented too (-Xcc).
# TSan: the parallel build (decode, fold, render, write across cores), the search index,
#   spilled dumps, `watch`'s incremental builder and background search refresh, and the
#   `threadfold` binary itself building a generated dump and running `watch` through a
#   save and a SIGINT.
# Exit status: 0 when every run is clean; 1 when a sanitizer reported or a test failed.
set -uo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"
which="${1:-all}"
status=0
export SWIFT_BACKTRACE=enable=no

asan_filter='DecompressionTests|JSONReaderTests|CommonMarkTests|SpillTests|ThreadFoldTests|FuzzRegression|DecompressionBombTests|BadDataCorpusTests|GzipStartFailureTests'
tsan_filter='IncrementalBuilderTests|PageRemovalTests|SpilledDumpSiteTests|SpilledInputsTests|SearchIndexTests|DeterminismTests|ConcurrencyTests'

# Tests that measure resident memory or time: a sanitizer's allocator holds freed blocks
# in quarantine and runs slower, so they would fail for that, not for a bug.
skip='CommonMarkLeakTests|Benchmark|MemoryTests|Resident'

# Runs the tests matching $2 built with sanitizer $1, into .build/$1; a sanitizer's report
# fails the run (ASan and TSan abort or print "WARNING: ThreadSanitizer").
run_tests() {
    local sanitizer="$1" filter="$2" log=".build/sanitizers-$1.log"
    local started=$SECONDS
    echo "== $sanitizer: building (.build/$sanitizer)"
    if ! swift build --build-tests --scratch-path ".build/$sanitizer" -Xswiftc "-sanitize=$sanitizer" \
        -Xcc "-fsanitize=$sanitizer" >".build/sanitizers-$sanitizer-build.log" 2>&1; then
        echo "$sanitizer: build failed; see .build/sanitizers-$sanitizer-build.log"
        return 1
    fi
    echo "== $sanitizer: tests matching $filter"
    ASAN_OPTIONS="${ASAN_OPTIONS:-detect_leaks=0}" TSAN_OPTIONS="${TSAN_OPTIONS:-halt_on_error=0}" \
        THREADFOLD_BINARY="$root/.build/$sanitizer/debug/threadfold" \
        swift test --skip-build --scratch-path ".build/$sanitizer" --filter "$filter" --skip "$skip" >"$log" 2>&1
    local code=$?
    local reports
    reports=$(grep -cE "ERROR: AddressSanitizer|WARNING: ThreadSanitizer|runtime error:" "$log")
    echo "$sanitizer: tests exit $code, $reports sanitizer reports, $((SECONDS - started)) s (log: $log)"
    grep -E "Executed .* tests" "$log" | tail -1
    [ "$code" = 0 ] && [ "$reports" = 0 ]
}

# The TSan binary on its own: a parallel build of a generated dump with search, then
# `watch` through a save (the background refresh) and a SIGINT.
run_binary() {
    local bin=".build/thread/debug/threadfold" work log=".build/sanitizers-tsan-binary.log"
    work=$(mktemp -d)
    python3 - "$work/in" <<'PY'
import json, os, sys
os.makedirs(sys.argv[1])
for t in range(40):
    rows = [{"id": i, "user": "u%d" % (i % 5), "content": "Comment %d of %d, *words* [link](https://x.example/%d)" % (i, t, i)}
            for i in range(1, 30)]
    json.dump({"id": "t%d" % t, "title": "Thread %d" % t, "comments": rows}, open(os.path.join(sys.argv[1], "t%d.json" % t), "w"))
PY
    {
        TSAN_OPTIONS=halt_on_error=0 "$bin" build "$work/in" -o "$work/site"
        TSAN_OPTIONS=halt_on_error=0 "$bin" watch "$work/in" -o "$work/site" &
        local pid=$!
        sleep 8
        sed -i 's/Comment 1 /Comment one /' "$work/in/t3.json"
        sleep 8
        kill -INT "$pid"
        wait "$pid"
    } >"$log" 2>&1
    local reports
    reports=$(grep -c "WARNING: ThreadSanitizer" "$log")
    echo "tsan binary: $reports reports (log: $log)"
    rm -rf "$work"
    [ "$reports" = 0 ]
}

if [ "$which" = asan ] || [ "$which" = all ]; then run_tests address "$asan_filter" || status=1; fi
if [ "$which" = tsan ] || [ "$which" = all ]; then
    run_tests thread "$tsan_filter" || status=1
    run_binary || status=1
fi
exit $status
