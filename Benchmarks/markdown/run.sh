#!/bin/sh
# Throughput of CommonMark.html (release build) vs. the cmark 0.30 CLI on the same ~20 MB
# markdown text (the spec examples concatenated and repeated). Prints MB/s (median of 5)
# for both and their ratio; also the wrapper's MB/s over the examples rendered one by one
# (small documents, like comment bodies), which the CLI cannot match without a process each. Run from anywhere; needs ../shared (or THREADFOLD_SHARED).
set -eu
root=$(cd "$(dirname "$0")/../.." && pwd)
cmark=${THREADFOLD_CMARK:-/usr/bin/cmark}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
input="$work/bench.md"

cd "$root"
# -enable-testing: other test targets use @testable import, which release builds refuse otherwise.
THREADFOLD_BENCH=1 THREADFOLD_BENCH_INPUT="$input" \
    swift test -c release -Xswiftc -enable-testing \
    --filter CommonMarkBenchmarkTests.testThroughputOfHTMLRendering >"$work/test.log" 2>&1 \
    || { cat "$work/test.log"; exit 1; }
grep '^BENCH ' "$work/test.log" || { cat "$work/test.log"; exit 1; }
line=$(grep '^BENCH wrapper ' "$work/test.log")
bytes=$(echo "$line" | sed 's/.*bytes=\([0-9]*\).*/\1/')
wrapper=$(echo "$line" | sed 's/.*mb_per_s=\([0-9.]*\).*/\1/')

# The CLI in the wrapper's mode: safe (its default) with UTF-8 validation. Times include
# process start and reading the file, which are small next to 20 MB of parsing.
times=""
for _ in 1 2 3 4 5; do
    start=$(date +%s%N)
    "$cmark" --validate-utf8 <"$input" >/dev/null
    end=$(date +%s%N)
    times="$times $((end - start))"
done
median_ns=$(echo $times | tr ' ' '\n' | sort -n | sed -n 3p)
cli=$(awk -v b="$bytes" -v ns="$median_ns" 'BEGIN { printf "%.1f", (b / 1e6) / (ns / 1e9) }')
echo "BENCH cmark-cli bytes=$bytes median_s=$(awk -v ns="$median_ns" 'BEGIN { printf "%.4f", ns / 1e9 }') mb_per_s=$cli runs_ns=$(echo $times | tr ' ' ',')"
awk -v w="$wrapper" -v c="$cli" 'BEGIN { printf "wrapper %.1f MB/s, cmark CLI %.1f MB/s, wrapper/CLI = %.2f\n", w, c, w / c }'
