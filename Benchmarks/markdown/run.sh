#!/bin/sh
# Throughput of CommonMark.html (release build) vs. the cmark 0.30 CLI on the same ~20 MB
# markdown text (the spec examples concatenated and repeated). Prints MB/s (median of 5)
# for both and their ratio, by wall time and by CPU time (the machine is shared, so wall
# time swings with other load; CPU time is the steadier comparison). Also prints the
# wrapper's MB/s over small documents rendered one by one, which the CLI cannot do without
# a process each: the spec examples, and the real Markdown comment bodies of
# ../shared/corpus/real (Staticman, GitHub), both repeated to ~20 MB.
# Needs ../shared beside the package root (or THREADFOLD_SHARED) and GNU time (/usr/bin/time).
set -eu
root=$(cd "$(dirname "$0")/../.." && pwd)
cmark=${THREADFOLD_CMARK:-/usr/bin/cmark}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
input="$work/bench.md"

cd "$root"
# -enable-testing: other test targets use @testable import, which release builds refuse otherwise.
THREADFOLD_BENCH=1 THREADFOLD_BENCH_INPUT="$input" THREADFOLD_BENCH_OUTPUT="$work/wrapper.html" \
    swift test -c release -Xswiftc -enable-testing \
    --filter CommonMarkBenchmarkTests.testThroughputOfHTMLRendering >"$work/test.log" 2>&1 \
    || { cat "$work/test.log"; exit 1; }
grep '^BENCH ' "$work/test.log" || { cat "$work/test.log"; exit 1; }
line=$(grep '^BENCH wrapper ' "$work/test.log")
field() { echo "$line" | sed "s/.* $1=\([0-9.]*\).*/\1/"; }
bytes=$(field bytes)
wrapper_wall=$(field mb_per_s)
wrapper_cpu=$(field cpu_mb_per_s)

# The CLI in the wrapper's mode: safe (its default) with UTF-8 validation. Its times include
# process start and reading the file, small next to parsing 20 MB.
: >"$work/cli.times"
for _ in 1 2 3 4 5; do
    /usr/bin/time -a -o "$work/cli.times" -f "%e %U %S" "$cmark" --validate-utf8 <"$input" >/dev/null
done
"$cmark" --validate-utf8 <"$input" >"$work/cli.html"
if cmp -s "$work/wrapper.html" "$work/cli.html"; then
    echo "output: wrapper and cmark CLI HTML identical ($(wc -c <"$work/cli.html") bytes)"
else
    echo "output: wrapper and cmark CLI HTML DIFFER"; exit 1
fi
median() { sort -n | sed -n 3p; }
cli_wall_s=$(awk '{ print $1 }' "$work/cli.times" | median)
cli_cpu_s=$(awk '{ print $2 + $3 }' "$work/cli.times" | median)
mbps() { awk -v b="$bytes" -v s="$1" 'BEGIN { printf "%.1f", (b / 1e6) / s }'; }
cli_wall=$(mbps "$cli_wall_s")
cli_cpu=$(mbps "$cli_cpu_s")
echo "BENCH cmark-cli bytes=$bytes median_s=$cli_wall_s mb_per_s=$cli_wall cpu_median_s=$cli_cpu_s cpu_mb_per_s=$cli_cpu runs=$(awk '{ print $1 }' "$work/cli.times" | paste -sd,)"
awk -v w="$wrapper_wall" -v c="$cli_wall" -v wc="$wrapper_cpu" -v cc="$cli_cpu" 'BEGIN {
    printf "wall: wrapper %.1f MB/s, cmark CLI %.1f MB/s, wrapper/CLI = %.2f\n", w, c, w / c
    printf "cpu:  wrapper %.1f MB/s, cmark CLI %.1f MB/s, wrapper/CLI = %.2f\n", wc, cc, wc / cc
}'
