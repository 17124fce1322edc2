#!/usr/bin/env bash
# Scale benchmark (issue 19): one large site dump built by one process (grouped through the
# spill; `--no-search` unless SEARCH=1) against `partition` + SHARDS shard builds under GNU parallel + `merge`, on this
# machine; then the same dump as .zst against uncompressed. Prints wall time, peak RSS per
# process (/usr/bin/time -f %M), spill bytes, partition bytes and output bytes, and checks
# the two sites are byte-identical (with FILES=1, also to the site of the same threads as
# separate files). Not run by the tests.
#
#   Benchmarks/scale/run.sh
#
# Environment:
#   THREADS=100000  threads of the dump: gen_archive.py --preset large (100 comments a thread
#                   on average) with --threads THREADS --single-file; 100000 (10x the
#                   preset) is about 10 million comments and 4.4 GB; generating it takes tens
#                   of minutes, so THREADS=10000 (1 million) is the quick run
#   SHARDS=2        shard builds run by GNU parallel
#   WORK=/tmp/threadfold-scale   dumps (kept and reused), sites and spills
#   SKIP_BUILD=1    use the existing .build/release/threadfold
#   SKIP_ZSTD=1     leave out the .zst comparison (partition of the .zst and of the plain dump,
#                   which is reading and cutting it)
#   ZSTD_BUILD=1    also build the .zst and the plain dump again, back to back
#   FILES=1         also the same threads as separate thread files (gen_archive.py without
#                   --single-file: same preset, seed and --threads, so the same comments),
#                   built by one process, and `diff -rq` of that site and the dump's
#   SEARCH=1        build with the search index (every build, the shards and the merge;
#                   without it all are --no-search, as the figures before shards had search)
#   THREADFOLD_SHARED  the shared folder (default: ../shared beside the package root)
#
# Needs python3, GNU parallel, GNU time and zstd (apt-get install -y parallel time zstd),
# and free disk for the dump, its spill (about the dump again), the partitions (the dump
# again) and two sites (about 1.7 times the dump each): the script says when it is short.
set -euo pipefail
search=(--no-search)
[[ -n "${SEARCH:-}" ]] && search=()

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
BIN="$ROOT/.build/release/threadfold"
THREADS="${THREADS:-100000}" SHARDS="${SHARDS:-2}" WORK="${WORK:-/tmp/threadfold-scale}"
SHARED="${THREADFOLD_SHARED:-$ROOT/../shared}"

for t in python3 parallel zstd /usr/bin/time; do
  command -v "$t" >/dev/null || { echo "run.sh: $t missing (apt-get install -y parallel time zstd python3)" >&2; exit 1; }
done
[[ -f "$SHARED/bench/gen_archive.py" ]] || { echo "run.sh: no gen_archive.py in $SHARED/bench; set THREADFOLD_SHARED" >&2; exit 1; }
if [[ -z "${SKIP_BUILD:-}" ]]; then
  (cd "$ROOT" && swift build -c release --static-swift-stdlib --product threadfold 2>&1 | tail -1)
fi
mkdir -p "$WORK"
dump="$WORK/dump-$THREADS.json"
if [[ ! -f "$dump" ]]; then
  echo "== generating $dump (gen_archive.py --preset large --threads $THREADS --single-file)"
  python3 "$SHARED/bench/gen_archive.py" --preset large --threads "$THREADS" --single-file --out "$dump.part" | grep -E "comments:|json bytes"
  mv "$dump.part" "$dump"
fi
dump_bytes=$(stat -c %s "$dump")
comments=$(grep -c '"threadID"' "$dump")

# Free disk: spill and partitions each about the dump, two sites about 1.7 times it each;
# with FILES, the thread files (the dump again) and their site.
factor=6
[[ -n "${FILES:-}" ]] && factor=9
need=$((dump_bytes * factor))
free=$(($(df -Pk "$WORK" | awk 'NR == 2 { print $4 }') * 1024))
if ((free < need)); then
  echo "run.sh: $WORK has $((free >> 30)) GB free, the run needs about $((need >> 30)) GB (dump $((dump_bytes >> 20)) MB); free some or set WORK" >&2
  exit 1
fi
rm -rf "$WORK/one" "$WORK/parts" "$WORK/shards" "$WORK/merged" "$WORK"/.one.spill-* "$WORK/zst-parts" "$WORK/from-files"

# timed NAME COMMAND...: runs it under GNU time; appends "NAME wall rss_kb user sys" to $WORK/times.
: > "$WORK/times"
timed() {
  local name=$1; shift
  /usr/bin/time -o "$WORK/time.$name" -f "%e %M %U %S" "$@"
  echo "$name $(cat "$WORK/time.$name")" >> "$WORK/times"
}
field() { awk -v n="$1" -v f="$2" '$1 == n { print $f }' "$WORK/times"; }
calc() { awk "BEGIN { printf \"%.1f\", $1 }"; }
now() { date +%s.%N; }
bytes() { du -sb "$1" | cut -f1; }

# The largest the spill folder gets while the one-process build runs (polled each second).
watch_spill() {
  local max=0 size
  while kill -0 "$1" 2>/dev/null; do
    # No spill folder (yet, or any more) is 0, not a failure.
    size=$({ du -sb "$WORK"/.one.spill-* 2>/dev/null || true; } | awk '{ s += $1 } END { printf "%d\n", s }')
    ((size > max)) && max=$size
    sleep 1
  done
  echo "$max" > "$WORK/spill-bytes"
}

echo "== one process: threadfold build ($comments comments, $((dump_bytes >> 20)) MB)"
sync
timed one "$BIN" build "$dump" "${search[@]}" -o "$WORK/one" -q &
build=$!
watch_spill $build &
watcher=$!
wait $build
wait $watcher

# The same threads as separate files: the generator's thread files carry a title, URL and
# category that its dump's rows (threadID only) do not, so they are taken out; a dump's
# thread is titled by its id, as a thread file without a title is.
files_same=""
if [[ -n "${FILES:-}" ]]; then
  files="$WORK/files-$THREADS"
  if [[ ! -d "$files" ]]; then
    echo "== generating $files (gen_archive.py --preset large --threads $THREADS, thread files)"
    rm -rf "$files.part"
    python3 "$SHARED/bench/gen_archive.py" --preset large --threads "$THREADS" --out "$files.part" | grep -E "comments:|json bytes"
    python3 - "$files.part" <<'PY'
import json, os, sys
folder = sys.argv[1]
for name in os.listdir(folder):
    path = os.path.join(folder, name)
    with open(path, encoding="utf-8") as f:
        thread = json.load(f)
    for key in ("title", "url", "category"):
        thread.pop(key, None)
    with open(path, "w", encoding="utf-8") as f:
        json.dump(thread, f, ensure_ascii=False)
PY
    mv "$files.part" "$files"
  fi
  echo "== the same threads as $(find "$files" -name '*.json' | wc -l) thread files: threadfold build"
  sync
  timed files "$BIN" build "$files" "${search[@]}" -o "$WORK/from-files" -q
  diff -rq "$WORK/one" "$WORK/from-files" > "$WORK/files.diff" && files_same=yes || files_same=NO
  echo "diff -rq $WORK/one $WORK/from-files: $(wc -l < "$WORK/files.diff") difference(s)"
  head -5 "$WORK/files.diff"
  rm -rf "$WORK/from-files"
fi

echo "== partition + $SHARDS shards (GNU parallel) + merge"
sync
start=$(now)
timed partition "$BIN" partition "$dump" --shards "$SHARDS" -o "$WORK/parts" -q
export BIN WORK SHARDS
export -f timed
seq 0 $((SHARDS - 1)) | PARALLEL_SHELL=bash parallel --will-cite --halt now,fail=1 \
  timed 'shard{}' "$BIN" build "$WORK/parts/{}" --shard "{}/$SHARDS" "${search[@]}" -q -o "$WORK/shards/{}"
timed merge "$BIN" merge $(seq -f "$WORK/shards/%g" 0 $((SHARDS - 1))) "${search[@]}" -o "$WORK/merged" -q
sharded_wall=$(calc "$(now) - $start")
if diff -rq "$WORK/one" "$WORK/merged" >/dev/null; then same=yes; else same=NO; fi

echo
echo "| step | wall s | peak RSS MB | CPU s (user+sys) |"
echo "| --- | --- | --- | --- |"
for name in one ${FILES:+files} partition $(seq -f "shard%g" 0 $((SHARDS - 1))) merge; do
  printf "| %s | %s | %d | %.1f |\n" "$name" "$(field "$name" 2)" $(($(field "$name" 3) / 1024)) \
    "$(calc "$(field "$name" 4) + $(field "$name" 5)")"
done
echo
echo "comments: $comments; dump: $((dump_bytes >> 20)) MB"
echo "one process: $(field one 2) s wall; spill (largest): $(($(cat "$WORK/spill-bytes") >> 20)) MB; site: $(($(bytes "$WORK/one") >> 20)) MB"
[[ -n "$files_same" ]] && echo "the same threads as separate files (files): byte-identical to the dump's site: $files_same"
echo "partition + $SHARDS shards + merge: $sharded_wall s wall; partitions: $(($(bytes "$WORK/parts") >> 20)) MB; site: $(($(bytes "$WORK/merged") >> 20)) MB; byte-identical to one process: $same"
per_million=$(calc "($(field one 4) + $(field one 5)) * 1000000 / $comments")
shard_cpu=0
for ((i = 0; i < SHARDS; i++)); do shard_cpu=$(calc "$shard_cpu + $(field "shard$i" 4) + $(field "shard$i" 5)"); done
per_million_sharded=$(calc "($shard_cpu + $(field partition 4) + $(field partition 5)) * 1000000 / $comments")
# A month of reddit (138 M comments) in an hour of 2-core workers: 7,200 CPU s each.
echo "CPU s per million comments: $per_million one process, $per_million_sharded partition + shards;" \
  "138 M comments in under an hour at full use of the cores: $(awk "BEGIN { print int($per_million_sharded * 138 / 7200) + 1 }") worker(s) of 2 cores, plus the merge"
rm -rf "$WORK/parts" "$WORK/shards" "$WORK/merged"

if [[ -z "${SKIP_ZSTD:-}" ]]; then
  echo
  echo "== .zst against uncompressed: partition (reading and cutting the dump)"
  # zstd's default window: a --long=31 file (as Pushshift's) makes the decoder hold a window
  # of up to 2 GB, the size of the file's content when smaller, whatever reads it.
  [[ -f "$dump.zst" ]] || zstd -q -T0 "$dump" -o "$dump.zst"
  timed zst-partition "$BIN" partition "$dump.zst" --shards "$SHARDS" -o "$WORK/zst-parts" -q
  rm -rf "$WORK/zst-parts"
  timed plain-partition "$BIN" partition "$dump" --shards "$SHARDS" -o "$WORK/zst-parts" -q
  rm -rf "$WORK/zst-parts"
  names="plain-partition zst-partition"
  if [[ -n "${ZSTD_BUILD:-}" ]]; then
    rm -rf "$WORK/one"
    timed plain-build "$BIN" build "$dump" -o "$WORK/one" -q
    rm -rf "$WORK/one"
    timed zst-build "$BIN" build "$dump.zst" -o "$WORK/one" -q
    names="$names plain-build zst-build"
  fi
  mb=$((dump_bytes >> 20))
  for name in $names; do
    printf "%-16s %7s s  %6.0f MB/s of JSON  peak RSS %d MB\n" "$name" "$(field "$name" 2)" \
      "$(calc "$mb / $(field "$name" 2)")" $(($(field "$name" 3) / 1024))
  done
  echo ".zst: $(($(stat -c %s "$dump.zst") >> 20)) MB"
fi
