#!/usr/bin/env bash
# Known-item search, threadfold against Pagefind, on the real corpus (../shared/corpus/real):
# queries of two or three words a reader would remember from a random comment, scored by
# where the intended comment (Pagefind: its page) lands. See known_item.py.
#
#   Benchmarks/search/known-item.sh            QUERIES=200 SEED=1 PAGEFIND=1
#
# Builds the corpus with the debug binary (`swift build` first; THREADFOLD_BINARY for
# another), runs Pagefind (`pagefind[extended]` from PyPI, in the venv run.sh uses) over the
# built site, and asks both in headless Chromium (the browser suite's venv: run
# Tests/Browser/run.sh once first).
set -euo pipefail
HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
ROOT="$(cd "$HERE/../.." && pwd)"
SHARED="${THREADFOLD_SHARED:-$ROOT/../shared}"
BIN="${THREADFOLD_BINARY:-$ROOT/.build/debug/threadfold}"
PF_VENV="${PF_VENV:-/tmp/bench-data/pagefind-venv}"
SEL_PY="$ROOT/.build/browser-venv/bin/python"
OUT="${BENCH_OUT:-/tmp/bench-out}/known-item"
[[ -d "$SHARED/corpus/real" ]] || { echo "known-item.sh: $SHARED/corpus/real not found; set THREADFOLD_SHARED" >&2; exit 1; }
[[ -x "$SEL_PY" ]] || { echo "known-item.sh: $SEL_PY missing: run Tests/Browser/run.sh once (it makes the venv)" >&2; exit 1; }
[[ -x "$BIN" ]] || { echo "known-item.sh: $BIN missing: run swift build" >&2; exit 1; }
rm -rf "$OUT" && mkdir -p "$OUT"
"$BIN" build "$SHARED/corpus/real" -o "$OUT/site" -q --layout auto
echo "== $("$BIN" --version), $(ls "$OUT/site/search/d" | wc -l) result chunks"
pagefind=()
if [[ "${PAGEFIND:-1}" == 1 ]]; then
  if ! "$PF_VENV/bin/python" -c "import pagefind" 2>/dev/null; then
    python3 -m venv "$PF_VENV" && "$PF_VENV/bin/pip" install -q 'pagefind[extended]'
  fi
  "$PF_VENV/bin/python" -m pagefind --site "$OUT/site" --output-subdir pagefind >"$OUT/pagefind.log" 2>&1
  echo "== $(grep -m1 -i 'pagefind' "$OUT/pagefind.log" || true)"
  pagefind=(--pagefind)
fi
"$SEL_PY" "$HERE/known_item.py" "$OUT/site" --queries "${QUERIES:-200}" --seed "${SEED:-1}" "${pagefind[@]}"
