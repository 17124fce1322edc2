#!/usr/bin/env bash
# reddit-dump benchmark: `threadfold import reddit-dump` (release) on a synthetic dump in
# Pushshift's layout (gen_dump.py: every row with the ~40 fields real dumps carry), plain
# and as zstd with the long window dumps use, unfiltered and for one subreddit. Prints, per
# run, wall seconds, peak RSS (GNU time), comments per second, input and spill bytes.
#
#   Benchmarks/reddit-dump/run.sh [COMMENTS]        (default: 1000000)
#
# Environment: THREADS (default COMMENTS/20), RUNS=3 (the median is printed),
# SKIP_BUILD=1 (use the existing .build/release/threadfold). Data in /tmp/bench-data/reddit-dump-COMMENTS.
set -euo pipefail

HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
ROOT="$(cd "$HERE/../.." && pwd)"
COMMENTS="${1:-1000000}"
THREADS="${THREADS:-$((COMMENTS / 20))}"
RUNS="${RUNS:-3}"
BIN="$ROOT/.build/release/threadfold"
DATA="/tmp/bench-data/reddit-dump-$COMMENTS"
OUT="/tmp/bench-out/reddit-dump"

for t in python3 zstd /usr/bin/time; do
  command -v "$t" >/dev/null || { echo "run.sh: $t missing (apt-get install -y python3 zstd time)" >&2; exit 1; }
done
if [[ -z "${SKIP_BUILD:-}" ]]; then
  echo "== swift build -c release --static-swift-stdlib"
  (cd "$ROOT" && swift build -c release --static-swift-stdlib --product threadfold 2>&1 | tail -1)
fi
[[ -x "$BIN" ]] || { echo "run.sh: $BIN missing (drop SKIP_BUILD)" >&2; exit 1; }

if [[ ! -f "$DATA/RC_bench.ndjson.zst" ]]; then
  echo "== generating $COMMENTS comments in $THREADS threads into $DATA"
  python3 "$HERE/gen_dump.py" "$DATA" --comments "$COMMENTS" --threads "$THREADS"
  # Through a pipe, as dumps are made: the frame then asks for the whole 2 GB window.
  zstd -q -T0 --long=31 -c < "$DATA/RC_bench.ndjson" > "$DATA/RC_bench.ndjson.zst"
fi
ls -l "$DATA" | awk 'NR > 1 { printf "   %s %d bytes\n", $9, $5 }'

# run NAME ARGS...: RUNS timed imports; prints the median run's wall, CPU (user + system)
# and peak RSS, what was written and the report's spill figures. The machine's cores are
# shared: CPU seconds are the figure to compare, wall time depends on the load.
run() {
  local name=$1; shift
  local results=()
  for _ in $(seq "$RUNS"); do
    rm -rf "$OUT"
    /usr/bin/time -f "%e %M %U %S" -o /tmp/bench-out-reddit-time "$BIN" import reddit-dump "$@" -o "$OUT" > /tmp/bench-out-reddit-report
    results+=("$(cat /tmp/bench-out-reddit-time)")
  done
  local median
  median=$(printf '%s\n' "${results[@]}" | sort -n | sed -n "$(( (RUNS + 1) / 2 ))p")
  local wall rss user system
  read -r wall rss user system <<< "$median"
  local written spill files
  written=$(sed -n 's/^threads written: \([0-9]*\), comments written: \([0-9]*\)/\1 threads, \2 comments/p' /tmp/bench-out-reddit-report)
  spill=$(grep -o 'through [0-9]* spill files\? beside the output ([0-9]*' /tmp/bench-out-reddit-report | sed 's/through //; s/ beside the output (/, /')
  files=$(du -sb "$OUT" | cut -f1)
  local cpu
  cpu=$(awk -v u="$user" -v s="$system" 'BEGIN { print u + s }')
  printf '%-20s wall %6.2f s  CPU %6.2f s (%6.0f comments/CPU s)  peak RSS %5d MB  written %s (%s bytes)  spill %s bytes\n' \
    "$name" "$wall" "$cpu" "$(awk -v n="$COMMENTS" -v c="$cpu" 'BEGIN { print n / c }')" $((rss / 1024)) "$written" "$files" "$spill"
}

echo "== threadfold import reddit-dump, median of $RUNS"
run "plain RC + RS" "$DATA/RC_bench.ndjson" "$DATA/RS_bench.ndjson"
run "zstd RC + plain RS" "$DATA/RC_bench.ndjson.zst" "$DATA/RS_bench.ndjson"
run "zstd, --subreddit" "$DATA/RC_bench.ndjson.zst" "$DATA/RS_bench.ndjson" --subreddit sub001
rm -rf "$OUT"
