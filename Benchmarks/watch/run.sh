#!/usr/bin/env bash
# Latency of `threadfold watch` on a 10,000-thread archive (issue 5).
#
#   Benchmarks/watch/run.sh            (from the package root)
#
# 1. generates the archive once (cached): ../shared/bench/gen_archive.py --preset large
#    (10,000 threads, ~1M comments, 415 MB) into $ARCHIVE (default /tmp/watchbench/large);
#    PRESET=medium or THREADS=10000 COMMENTS=20 for something lighter;
# 2. builds release (SKIP_BUILD=1 to reuse .build/release/threadfold);
# 3. starts `watch ARCHIVE -o WORK/site --templates WORK/proj/Templates` (theme from
#    `threadfold init` and `theme eject`), waits for the first build;
# 4. measure.py: RUNS (20) single-thread edits (save -> page on disk, 1 ms stat poll;
#    save -> "Rebuilt" line), then one template edit (save -> "Rebuilt" line, every page
#    checked for the edit); prints median / p90;
# 5. restores every edited file and stops watch with SIGINT (checks exit 0, no staging folder).
set -euo pipefail

ROOT=$(cd "$(dirname "$0")/../.." && pwd)
SHARED=${THREADFOLD_SHARED:-$ROOT/../shared}
PRESET=${PRESET:-large}
ARCHIVE=${ARCHIVE:-/tmp/watchbench/$PRESET${THREADS:+-$THREADS-${COMMENTS:-20}}}
WORK=${WORK:-/tmp/watchbench/work}
RUNS=${RUNS:-20}
BIN=${BIN:-$ROOT/.build/release/threadfold}   # BIN=... to measure another build (main's, for before/after)

if [ ! -d "$ARCHIVE" ]; then
    [ -f "$SHARED/bench/gen_archive.py" ] || { echo "gen_archive.py not found under $SHARED/bench; set THREADFOLD_SHARED" >&2; exit 1; }
    if [ -n "${THREADS:-}" ]; then
        size=(--threads "$THREADS" --comments-per-thread "${COMMENTS:-20}")
    else
        size=(--preset "$PRESET")
    fi
    echo "generating ${size[*]} into $ARCHIVE" >&2
    python3 "$SHARED/bench/gen_archive.py" "${size[@]}" --jobs 2 --out "$ARCHIVE" >&2
fi
if [ "${SKIP_BUILD:-0}" != 1 ] && [ "$BIN" = "$ROOT/.build/release/threadfold" ]; then
    (cd "$ROOT" && swift build -c release --static-swift-stdlib --product threadfold >&2)
fi

rm -rf "$WORK"
mkdir -p "$WORK"
"$BIN" init "$WORK/proj" >/dev/null
(cd "$WORK/proj" && "$BIN" theme eject >/dev/null)   # Templates/ to edit (init uses the bundled theme)
echo "threads: $(find "$ARCHIVE" -name '*.json' | wc -l), $(nproc) cores, $(uname -r)"

cd "$WORK"   # no threadfold.json here: the defaults and the flags below are the whole config
"$BIN" watch "$ARCHIVE" -o "$WORK/site" --templates "$WORK/proj/Templates" >"$WORK/watch.log" 2>&1 &
WATCH=$!
trap 'kill -INT $WATCH 2>/dev/null || true' EXIT

python3 "$ROOT/Benchmarks/watch/measure.py" --archive "$ARCHIVE" --site "$WORK/site" \
    --templates "$WORK/proj/Templates" --log "$WORK/watch.log" --runs "$RUNS" --pid "$WATCH" ${SEARCH_RUNS:+--search-runs "$SEARCH_RUNS"}

sleep 1   # let the rebuilds caused by restoring the edited files start
kill -INT $WATCH
status=0
wait $WATCH || status=$?
trap - EXIT
left=$(find "$WORK" -maxdepth 1 -name '.site.*' | wc -l)
echo "watch exit status after SIGINT: $status; staging/old folders left: $left"
echo "watch log: $WORK/watch.log"
