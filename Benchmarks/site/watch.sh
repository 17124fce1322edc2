#!/usr/bin/env bash
# Watch latency: `threadfold watch` on a copy of a generated archive; one thread file is
# saved EDITS times, INTERVAL s apart; prints each save-to-page latency and the median.
#
#   Benchmarks/site/watch.sh [tiny|small|medium|large] [THREAD_ID]   (default: medium,
#                                                                     the largest thread)
# Environment: EDITS=20, INTERVAL=1, SKIP_BUILD=1 (use the existing release binary).
# The copy and the site go to /tmp/bench-watch/PRESET (the cached archive is not touched).
set -euo pipefail
HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
ROOT="$(cd "$HERE/../.." && pwd)"
PRESET="${1:-medium}"
THREAD="${2:-}"
PREP_ONLY=1 SKIP_HUGO=1 "$HERE/run.sh" "$PRESET"
echo "== machine: $(nproc) cores, load $(cut -d' ' -f1-3 /proc/loadavg)"
exec python3 "$HERE/watch_latency.py" "$ROOT/.build/release/threadfold" "/tmp/bench-data/$PRESET/archive" \
  "/tmp/bench-watch/$PRESET" --edits "${EDITS:-20}" --interval "${INTERVAL:-1}" ${THREAD:+--thread "$THREAD"}
