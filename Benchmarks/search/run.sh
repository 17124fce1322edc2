#!/usr/bin/env bash
# Search benchmark: threadfold's built-in index against Pagefind on the same built site.
#
#   Benchmarks/search/run.sh [tiny|small|medium|large]      (default: medium)
#
# Builds the synthetic archive of ../shared/bench (gen_archive.py, seed 1; cached in
# /tmp/bench-data/PRESET with the same key as Benchmarks/site/run.sh) with and without
# search, runs Pagefind (`pagefind[extended]` from PyPI in its own venv,
# /tmp/bench-data/pagefind-venv) over the site threadfold built, and prints side by side:
# index time, peak RSS, index bytes, bytes loaded for a query and query latency in
# headless Chromium (query.py: threadfold from file:// and over HTTP, Pagefind over HTTP
# since it cannot run from file://). The builds with and without search alternate RUNS
# times (default 5) and the medians are printed; Pagefind runs once.
#
# Before each timed build the last output is removed, then `sync`, the page cache
# dropped (when run as root) and the archive and binary read back in, all untimed. On
# these VMs' ext4 (no journal) the inode allocator skips inodes freed in the last minutes
# while their table blocks are cached (`recently_deleted`): 30,000 files took 0.8 s to
# create fresh, 6.6 s right after `rm -rf` and `sync` of as many, 0.9 s once the caches
# were dropped. Keeping every site instead filled the page cache, and the later builds
# spent up to 11 s in the kernel. Either swamped what the index costs. Without root the
# script says so and the disk figures are less trustworthy; BENCH_OUT=/dev/shm/… times
# the builds on tmpfs.
#
# Environment: SEED=1, RUNS=5, BIN (default .build/release/threadfold; with SKIP_BUILD=1 another build can be timed), BENCH_OUT (default /tmp/bench-out), PF_VENV (Pagefind's venv), SKIP_BUILD=1 (use the existing release binary), QUERY="two words",
# PAGEFIND=0 (leave Pagefind out: on large it needs several GB and most of an hour),
# THREADFOLD_SHARED (default ../shared beside the package root).
# Needs python3, GNU time, chromium and chromium-driver (the browser suite's venv is reused
# for Selenium: run Tests/Browser/run.sh once first).
set -euo pipefail

HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
ROOT="$(cd "$HERE/../.." && pwd)"
SHARED="${THREADFOLD_SHARED:-$ROOT/../shared}"
SEED="${SEED:-1}"
PRESET="${1:-medium}"
QUERY="${QUERY:-compiler linux}"
BIN="${BIN:-$ROOT/.build/release/threadfold}"
DATA="/tmp/bench-data/$PRESET"
OUT="${BENCH_OUT:-/tmp/bench-out}/search/$PRESET"
RUNS="${RUNS:-5}"
PF_VENV="${PF_VENV:-/tmp/bench-data/pagefind-venv}"
SEL_PY="$ROOT/.build/browser-venv/bin/python"

[[ -f "$SHARED/bench/gen_archive.py" ]] || { echo "run.sh: $SHARED/bench not found; set THREADFOLD_SHARED" >&2; exit 1; }
[[ -x "$SEL_PY" ]] || { echo "run.sh: $SEL_PY missing: run Tests/Browser/run.sh once (it makes the venv)" >&2; exit 1; }
command -v /usr/bin/time >/dev/null || { echo "run.sh: GNU time missing (apt-get install -y time)" >&2; exit 1; }

if [[ -z "${SKIP_BUILD:-}" ]]; then
  (cd "$ROOT" && swift build -c release --static-swift-stdlib --product threadfold 2>&1 | tail -1)
fi

key="seed=$SEED $(sha1sum "$SHARED/bench/gen_archive.py" | cut -c1-12)"
if [[ ! -f "$DATA/gen.txt" || "$(head -1 "$DATA/gen.txt")" != "$key" ]]; then
  echo "== generating $PRESET archive (seed $SEED)"
  mkdir -p "$DATA"; rm -rf "$DATA/archive"
  python3 "$SHARED/bench/gen_archive.py" --preset "$PRESET" --seed "$SEED" --out "$DATA/archive" > "$DATA/gen.tmp"
  { echo "$key"; cat "$DATA/gen.tmp"; } > "$DATA/gen.txt"; rm -f "$DATA/gen.tmp"
fi
PAGEFIND="${PAGEFIND:-1}"
if [[ "$PAGEFIND" == 1 ]] && ! "$PF_VENV/bin/python" -c "import pagefind" 2>/dev/null; then
  echo "== installing pagefind[extended] into $PF_VENV"
  python3 -m venv "$PF_VENV" && "$PF_VENV/bin/pip" install -q 'pagefind[extended]'
fi
mkdir -p "$OUT"

# timed NAME COMMAND...: wall seconds and peak RSS (MB) into $OUT/NAME.time.
timed() {
  local name=$1; shift
  /usr/bin/time -f "%e %M %U %S" -o "$OUT/$name.time" "$@" > "$OUT/$name.log" 2>&1
}

# settle: the last output gone, the disk synced, the page cache dropped (root only), the
# archive and the binary read back in: all before the timing starts (see above).
settle() {
  rm -rf "$OUT/plain" "$OUT/site"
  sync
  if [[ -w /proc/sys/vm/drop_caches ]]; then echo 3 > /proc/sys/vm/drop_caches; fi
  find "$DATA/archive" -type f -exec cat {} + > /dev/null
  cat "$BIN" > /dev/null
}
[[ -w /proc/sys/vm/drop_caches ]] || echo "   (not root: the page cache is not dropped between builds; see the notes at the top)"
echo "== threadfold build --no-search, then with search ($PRESET), $RUNS times"
for run in $(seq 1 "$RUNS"); do
  settle
  timed "plain-$run" "$BIN" build "$DATA/archive" -o "$OUT/plain" --no-search --timings
  settle
  timed "search-$run" "$BIN" build "$DATA/archive" -o "$OUT/site" --timings
  echo "   run $run: without search $(cut -d' ' -f1 "$OUT/plain-$run.time") s, with $(cut -d' ' -f1 "$OUT/search-$run.time") s"
done
rm -rf "$OUT/plain"
cp "$OUT/search-$RUNS.log" "$OUT/search.log"
# median NAME FIELD: the median over the runs of field FIELD (1 wall, 2 KB, 3+4 CPU).
median() {
  for run in $(seq 1 "$RUNS"); do
    awk -v f="$2" '{print (f == "cpu") ? $3 + $4 : $f}' "$OUT/$1-$run.time"
  done | sort -g | awk '{v[NR] = $1} END {print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2}'
}
comments=$(grep -o '[0-9,]* comments' "$OUT/search.log" | head -1 | tr -d ', comments')
search_lap=$(grep -o 'search [0-9.]* s' "$OUT/search.log" | head -1 | awk '{print $2}')
if [[ "$PAGEFIND" == 1 ]]; then
  echo "== pagefind over the same site"
  timed pagefind "$PF_VENV/bin/python" -m pagefind --site "$OUT/site"
else
  echo "- - - -" > "$OUT/pagefind.time"
fi

echo "== queries in headless Chromium: \"$QUERY\""
"$SEL_PY" "$HERE/query.py" "$OUT/site" "$QUERY" > "$OUT/query.txt"

plain_s=$(median plain 1); plain_kb=$(median plain 2); plain_cpu=$(median plain cpu)
search_s=$(median search 1); search_kb=$(median search 2); search_cpu=$(median search cpu)
read -r pf_s pf_kb pf_u pf_sys < "$OUT/pagefind.time"
tf_bytes=$(du -sb "$OUT/site/search" | cut -f1)
pf_bytes=$( [[ -d "$OUT/site/pagefind" ]] && du -sb "$OUT/site/pagefind" | cut -f1 || echo 0)
mb() { [[ "$1" == - ]] && echo "not run" || echo "$(($1 / 1024))"; }
added() { awk "BEGIN{printf \"+%.2f (%.0f %%)\", $1 - $2, 100 * ($1 - $2) / $2}"; }
echo
echo "search on $PRESET ($comments comments), medians of $RUNS runs: build without search ${plain_s} s wall, ${plain_cpu} s CPU, $((${plain_kb%.*} / 1024)) MB peak"
printf '%-34s %30s %22s\n' "" "threadfold" "pagefind"
printf '%-34s %30s %22s\n' "index time, wall (s)" "$(added "$search_s" "$plain_s") (build ${search_s})" "$pf_s"
[[ "$pf_u" == - ]] || pf_cpu=$(awk "BEGIN{printf \"%.2f\", $pf_u + $pf_sys}")
printf '%-34s %30s %22s\n' "index time, CPU (s)" "$(added "$search_cpu" "$plain_cpu") (build ${search_cpu})" "${pf_cpu:-not run}"
printf '%-34s %30s %22s\n' "peak RSS (MB)" "$((${search_kb%.*} / 1024)) (whole build)" "$(mb "$pf_kb")"
printf '%-34s %30s %22s\n' "index bytes" "$tf_bytes" "$pf_bytes"
printf '%-34s %30s %22s\n' "index bytes per comment" "$((tf_bytes / comments))" "$((pf_bytes / comments))"
cat "$OUT/query.txt"
echo "(search lap of the last run: ${search_lap:-?} s)"
