#!/usr/bin/env bash
# Site benchmark: the full `threadfold build` (release) on the synthetic archives of
# ../shared/bench (gen_archive.py, seed 1), against the cmark CLI floor (all bodies
# concatenated, one core) and Hugo 0.111 (when installed) in the same, interleaved run.
# Rows: `threadfold` is the default build (pages and the search index), `no-search` the
# same with --no-search (the pages alone, what Hugo and the floor compare with).
#
#   Benchmarks/site/run.sh [tiny|small|medium|large|all]...     (default: small)
#
# PRESET-single (e.g. medium-single, large-single) is the same archive as one site dump
# ({"comments": [...]} with a threadID on each comment, gen_archive.py --single-file) in
# /tmp/bench-data/PRESET-single/archive.json; Hugo is left out for it.
#
# Environment:
#   RUNS=3        timed runs per system; interleaved (hugo, floor, threadfold, hugo, ...)
#                 so machine noise hits all alike; the table shows the median
#   SEED=1        generator seed
#   SKIP_HUGO=1   leave Hugo out (it is also left out when `hugo` is not installed)
#   SKIP_BUILD=1  use the existing .build/release/threadfold
#   CHECK=0       skip the safety scan of the outputs (check_output.py)
#   TIMEOUT=1800  seconds before one run is killed
#   PREP_ONLY=1   only generate / prepare the data (watch.sh uses this)
#   THREADFOLD_SHARED  the shared folder (default: ../shared beside the package root)
#
# Data are cached in /tmp/bench-data/PRESET exactly as ../shared/bench/run.sh caches
# them (same key), so both harnesses reuse one archive. Raw runs:
# /tmp/bench-data/PRESET/site-results-*.tsv (wall, RSS, CPU and the stage times that
# `threadfold build --timings` prints). Needs python3, cmark and GNU time
# (apt-get install -y cmark time; hugo optional).
set -euo pipefail

HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
ROOT="$(cd "$HERE/../.." && pwd)"
SHARED="${THREADFOLD_SHARED:-$ROOT/../shared}"
BENCH="$SHARED/bench"
RUNS="${RUNS:-3}"
SEED="${SEED:-1}"
TIMEOUT="${TIMEOUT:-1800}"
BIN="$ROOT/.build/release/threadfold"
OUTROOT="/tmp/bench-out/site"

[[ -f "$BENCH/gen_archive.py" ]] || { echo "run.sh: shared bench not found at $BENCH; set THREADFOLD_SHARED" >&2; exit 1; }
for t in python3 cmark /usr/bin/time; do
  command -v "$t" >/dev/null || { echo "run.sh: $t missing (apt-get install -y cmark time python3)" >&2; exit 1; }
done
USE_HUGO=1
if [[ -n "${SKIP_HUGO:-}" ]] || ! command -v hugo >/dev/null; then USE_HUGO=0; fi

presets=("$@")
[[ ${#presets[@]} -eq 0 ]] && presets=(small)
[[ "${presets[*]}" == "all" ]] && presets=(tiny small medium large)
for p in "${presets[@]}"; do
  case "${p%-single}" in tiny|small|medium|large) ;; *) echo "run.sh: unknown preset '$p' (tiny|small|medium|large[-single]|all)" >&2; exit 64 ;; esac
done

if [[ -z "${SKIP_BUILD:-}" ]]; then
  echo "== swift build -c release --static-swift-stdlib"
  (cd "$ROOT" && swift build -c release --static-swift-stdlib --product threadfold 2>&1 | tail -1)
fi
[[ -x "$BIN" ]] || { echo "run.sh: $BIN missing (drop SKIP_BUILD)" >&2; exit 1; }

# archive_of PRESET: the archive path (a folder, or one dump file for PRESET-single).
archive_of() {
  if [[ "$1" == *-single ]]; then echo "/tmp/bench-data/$1/archive.json"; else echo "/tmp/bench-data/$1/archive"; fi
}

# ensure_archive PRESET: generate into /tmp/bench-data/PRESET unless cached.
# The key matches ../shared/bench/run.sh so the two harnesses share the data.
ensure_archive() {
  local data="/tmp/bench-data/$1" archive single=()
  archive=$(archive_of "$1")
  [[ "$1" == *-single ]] && single=(--single-file)
  local key="seed=$SEED $(sha1sum "$BENCH/gen_archive.py" | cut -c1-12)"
  mkdir -p "$data"
  if [[ ! -f "$data/gen.txt" || "$(head -1 "$data/gen.txt")" != "$key" ]]; then
    echo "== generating $1 archive (seed $SEED)"
    rm -rf "$archive" "$archive.bodies.md" "$archive.bodies.md.count" "$data/gen.txt" "$data/hugo-site"
    python3 "$BENCH/gen_archive.py" --preset "${1%-single}" "${single[@]}" --seed "$SEED" --out "$archive" > "$data/gen.tmp"
    { echo "$key"; cat "$data/gen.tmp"; } > "$data/gen.txt"; rm -f "$data/gen.tmp"
  fi
  if (( USE_HUGO )) && [[ "$1" != *-single ]]; then
    local prep_key="$key $(sha1sum "$BENCH/prep_hugo.py" | cut -c1-12)"
    if [[ ! -f "$data/hugo-site/.prep" || "$(cat "$data/hugo-site/.prep")" != "$prep_key" ]]; then
      echo "== preparing the Hugo site (the fold is done in Python here, not timed)"
      python3 "$BENCH/prep_hugo.py" "$data/archive" "$data/hugo-site"
      echo "$prep_key" > "$data/hugo-site/.prep"
    fi
  fi
  "$BENCH/floor.sh" --prep "$archive" >/dev/null
}

# measure RES NAME RUN OUT CMD...: one timed run appended to RES; OUT is removed first
# (untimed). The command's stderr is kept so the stage times can be read from it.
measure() {
  local res=$1 name=$2 run=$3 out=$4; shift 4
  local tf err t0 t1 rc=0
  tf=$(mktemp); err=$(mktemp)
  rm -rf "$out"; sync
  t0=$(date +%s.%N)
  /usr/bin/time -v -o "$tf" timeout "$TIMEOUT" "$@" 2>"$err" || rc=$?
  t1=$(date +%s.%N)
  python3 "$HERE/parse_run.py" "$name" "$run" "$t0" "$t1" "$rc" "$tf" "$err" >> "$res"
  rm -f "$tf" "$err"
  tail -1 "$res" | awk -F'\t' '{printf "   %-10s run %s: %7.3f s  %8.1f MB  cpu %.2f s%s\n", $1, $2, $3, $4/1024, $5, ($6 != 0 ? "  EXIT " $6 : "")}'
}

bench_preset() {
  local preset=$1 data="/tmp/bench-data/$1"
  ensure_archive "$preset"
  [[ -n "${PREP_ONLY:-}" ]] && return 0
  local archive md comments json_bytes res
  archive=$(archive_of "$preset"); md="$archive.bodies.md"
  comments=$(awk '/^comments:/ {print $2}' "$data/gen.txt")
  json_bytes=$(find "$archive" -maxdepth 1 -name '*.json' -printf '%s\n' | awk '{s+=$1} END {print s+0}')
  res="$data/site-results-$(date +%Y%m%d-%H%M%S).tsv"
  mkdir -p "$OUTROOT"
  echo "== $preset: $comments comments, JSON $json_bytes B, markdown $(stat -c %s "$md") B"
  echo "== machine: $(nproc) cores, load $(cut -d' ' -f1-3 /proc/loadavg), $(cmark --version | head -1)$( (( USE_HUGO )) && echo ", $(hugo version | cut -d' ' -f1-2)")"
  printf 'system\trun\twall_s\tmax_rss_kb\tcpu_s\trc\tstages\n' > "$res"
  for ((run = 1; run <= RUNS; run++)); do
    if (( USE_HUGO )) && [[ -d "$data/hugo-site" ]]; then
      measure "$res" hugo "$run" "$OUTROOT/hugo" hugo --quiet -s "$data/hugo-site" -d "$OUTROOT/hugo"
    fi
    measure "$res" floor "$run" "$OUTROOT/floor.html" sh -c 'exec cmark "$1" > "$2"' cmark "$md" "$OUTROOT/floor.html"
    measure "$res" threadfold "$run" "$OUTROOT/threadfold" "$BIN" build "$archive" -o "$OUTROOT/threadfold" --quiet
    # The default build writes the search index too; Hugo and the floor make no index.
    measure "$res" no-search "$run" "$OUTROOT/no-search" "$BIN" build "$archive" -o "$OUTROOT/no-search" --quiet --no-search
  done
  # Stage shares from one more, untimed run: `--timings` reads a thread CPU clock around
  # every body and template (a system call each), which the timed runs should not pay.
  echo "   threadfold stages (one extra run with --timings, not in the table):"
  rm -rf "$OUTROOT/threadfold"; sync
  "$BIN" build "$archive" -o "$OUTROOT/threadfold" --quiet --timings 2>&1 >/dev/null | sed 's/^/     /'
  local unsafe="-"
  if [[ "${CHECK:-1}" != 0 && -d "$OUTROOT/threadfold" ]]; then
    unsafe=$(python3 "$BENCH/check_output.py" "$OUTROOT/threadfold" | sed -n 's/.*total=\([0-9]*\).*/\1/p' | tail -1)
  fi
  python3 "$HERE/table.py" "$res" "$preset" "$comments" "$json_bytes" "${unsafe:-?}"
  echo "raw: $res"
}

for p in "${presets[@]}"; do bench_preset "$p"; done
