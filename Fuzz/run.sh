#!/usr/bin/env bash
# Builds and runs the libFuzzer targets (issue 8).
#   Fuzz/run.sh [target|all|build] [seconds]
# targets: decode-fold, mustache, sanitizer, decompress, markdown, streaming-json, importers.
# Default: all, 600 s each, one after another.
# Binaries, corpora and logs go to .build/fuzz/; crashes to .build/fuzz/artifacts/<target>/.
# Each target is compiled straight from the module sources with swiftc (no Package.swift
# change): -sanitize=fuzzer,address, linked with lld because the toolchain's fuzzer
# runtime does not link with the system's default linker here.
# Seeds come from THREADFOLD_SHARED (default ../shared beside the package root).
# FUZZ_KEEP_GOING=1 runs libFuzzer in fork mode, which records a crash and goes on fuzzing
# (without it the run stops at the first crash, as libFuzzer does by default).
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
shared="${THREADFOLD_SHARED:-$root/../shared}"
out="$root/.build/fuzz"
target="${1:-all}"
seconds="${2:-600}"
swiftc="${SWIFTC:-swiftc}"

common_flags=(-sanitize=fuzzer,address -use-ld=lld -parse-as-library -O -g
              -swift-version 6)

sources_for() {
    case "$1" in
        decode-fold)
            ls "$root"/Sources/ThreadFold/1-Decode/*.swift "$root"/Sources/ThreadFold/Model/*.swift \
               "$root"/Sources/ThreadFold/2-Fold/*.swift "$root"/Fuzz/DecodeFold/*.swift ;;
        mustache)
            ls "$root"/Sources/Mustache/*.swift "$root"/Fuzz/Mustache/*.swift ;;
        sanitizer)
            ls "$root"/Sources/HTMLSanitizer/*.swift "$root"/Fuzz/Sanitizer/*.swift ;;
        decompress)
            ls "$root"/Sources/Decompression/*.swift "$root"/Fuzz/Decompress/*.swift ;;
        markdown)
            ls "$root"/Sources/CommonMark/*.swift "$root"/Fuzz/Markdown/*.swift ;;
        streaming-json)
            ls "$root"/Sources/ThreadFold/1-Decode/*.swift "$root"/Sources/ThreadFold/Model/*.swift \
               "$root"/Sources/ThreadFold/2-Fold/*.swift "$root"/Fuzz/StreamingJSON/*.swift ;;
        importers)
            find "$root"/Sources/Importers -name '*.swift'; ls "$root"/Fuzz/Importers/*.swift ;;
        search)
            find "$root"/Sources/TextIndex -name '*.swift'; ls "$root"/Fuzz/Search/*.swift ;;
        *) echo "unknown target: $1" >&2; exit 64 ;;
    esac
}

extra_flags_for() {
    case "$1" in
        # gumbo is reached through the package's own module map, as SwiftPM does; the
        # engines' modules (below) are built first.
        sanitizer) echo "-I $root/Sources/CGumbo -lgumbo -I $out/modules -L $out/modules -lHTMLEntities" ;;
        mustache) echo "-I $out/modules -L $out/modules -lHTMLEntities" ;;
        decode-fold | streaming-json) echo "-I $out/modules -L $out/modules -lJSONReader -lDecompression $zlib_zstd -lz -lzstd" ;;
        decompress) echo "$zlib_zstd -lz -lzstd" ;;
        markdown) echo "-I $root/Sources/CCmark -I $out/modules/CCmarkArena $out/modules/arena.o -lcmark" ;;
        importers) echo "$importer_flags" ;;
        *) echo "" ;;
    esac
}

max_len_for() {
    case "$1" in
        decode-fold) echo 16384 ;;
        mustache) echo 4096 ;;
        sanitizer) echo 8192 ;;
        decompress) echo 65536 ;;
        markdown) echo 8192 ;;
        streaming-json) echo 4096 ;;
        importers) echo 16384 ;;
        search) echo 4096 ;;
    esac
}

# zstd frames may ask for a window up to 2 GB (Pushshift's --long=31), which the reader
# allows by design: one such allocation is not an out-of-memory finding.
malloc_limit_for() {
    [ "$1" = decompress ] && echo "-malloc_limit_mb=4096"
    return 0
}

keep_going_flags() {
    [ "${FUZZ_KEEP_GOING:-0}" = 1 ] && echo "-fork=1 -ignore_crashes=1 -ignore_timeouts=1 -ignore_ooms=1"
    return 0
}

build() {
    local name="$1"
    mkdir -p "$out/bin"
    case "$name" in
        decode-fold | streaming-json) build_module JSONReader && build_module Decompression $zlib_zstd ;;
        mustache | sanitizer) build_module HTMLEntities ;;
        markdown) build_arena ;;
        importers) build_importer_modules ;;
    esac
    local module
    module="Fuzz$(echo "$name" | tr -d '-')"
    # shellcheck disable=SC2046
    "$swiftc" "${common_flags[@]}" $(extra_flags_for "$name") -module-name "$module" \
        $(sources_for "$name") -o "$out/bin/$name"
}

# zlib and libzstd through the package's own module maps, as SwiftPM reaches them.
zlib_zstd="-I $root/Sources/CZlib -I $root/Sources/CZstd"

# A target the fuzzed sources import (JSONReader, Decompression, HTMLEntities) as a static
# library and module, instrumented like the targets; further arguments are extra flags.
build_module() {
    local module="$1"
    shift
    mkdir -p "$out/modules"
    # shellcheck disable=SC2068
    "$swiftc" "${common_flags[@]}" $@ -module-name "$module" -emit-library -static \
        -emit-module -emit-module-path "$out/modules/$module.swiftmodule" \
        "$root/Sources/$module"/*.swift -o "$out/modules/lib$module.a"
}

# The importers' target links Importers' own sources over ThreadFold and every engine it
# uses, each an instrumented static library (C shims compiled with clang alongside).
importer_flags=""
build_importer_modules() {
    build_arena
    local m="$out/modules" c="${CLANG:-clang} -fsanitize=fuzzer-no-link,address -O1 -g"
    mkdir -p "$m/CSystem"
    printf 'module CSystem {\n    header "%s"\n    export *\n}\n' "$root/Sources/CSystem/include/CSystem.h" >"$m/CSystem/module.modulemap"
    $c -I "$root/Sources/CSystem/include" -c "$root/Sources/CSystem/shim.c" -o "$m/csystem.o"
    local cmods="-I $root/Sources/CCmark -I $m/CCmarkArena -I $root/Sources/CGumbo $zlib_zstd -I $m/CSystem"
    cmods="$cmods -I $root/Sources/CYaml -I $root/Sources/CExpat"
    build_module HTMLEntities
    build_module JSONReader
    build_module Decompression $zlib_zstd
    build_module Spill
    build_tree_module TextIndex
    build_module Mustache -I "$m"
    build_module CommonMark $cmods
    build_module HTMLSanitizer $cmods -I "$m"
    build_tree_module ThreadFold $cmods -I "$m"
    importer_flags="$cmods -I $m -L $m -lThreadFold -lHTMLSanitizer -lCommonMark -lMustache -lSpill -lTextIndex -lDecompression"
    importer_flags="$importer_flags -lJSONReader -lHTMLEntities $m/arena.o $m/csystem.o -lcmark -lgumbo -lz -lzstd -lyaml -lexpat"
}

# A module whose sources are in subfolders (ThreadFold), as `build_module` builds one.
build_tree_module() {
    local module="$1"
    shift
    # shellcheck disable=SC2046,SC2068
    "$swiftc" "${common_flags[@]}" $@ -module-name "$module" -emit-library -static \
        -emit-module -emit-module-path "$out/modules/$module.swiftmodule" \
        $(find "$root/Sources/$module" -name '*.swift') -o "$out/modules/lib$module.a"
}

# CCmarkArena (C): arena.c instrumented like the targets, and a module map for its header.
build_arena() {
    mkdir -p "$out/modules/CCmarkArena"
    printf 'module CCmarkArena {\n    header "%s"\n    export *\n}\n' "$root/Sources/CCmarkArena/include/CCmarkArena.h" \
        >"$out/modules/CCmarkArena/module.modulemap"
    "${CLANG:-clang}" -fsanitize=fuzzer-no-link,address -O1 -g -I "$root/Sources/CCmarkArena/include" \
        -c "$root/Sources/CCmarkArena/arena.c" -o "$out/modules/arena.o"
}

# Seeds are made from shared/ at run time (never copied into the repo).
seed() {
    local name="$1" corpus="$out/corpus/$name"
    mkdir -p "$corpus"
    [ -d "$shared" ] || { echo "note: $shared not found; seeds for $name from the repo only" >&2; shared=/nonexistent; }
    python3 "$root/Fuzz/make_seeds.py" "$name" "$shared" "$corpus" "$root/Fuzz/regressions/$name"
    # The theme's own templates are Mustache seeds too (template alone, no partial).
    if [ "$name" = mustache ]; then
        for f in "$root"/Templates/*.mustache; do [ -f "$f" ] && cp "$f" "$corpus/theme-$(basename "$f")"; done
    fi
    return 0
}

run() {
    local name="$1"
    build "$name"
    seed "$name"
    mkdir -p "$out/artifacts/$name" "$out/logs"
    local log="$out/logs/$name.log"
    echo "fuzzing $name for ${seconds}s; log: $log"
    # ASan's leak check is off: the targets keep Swift's lazily built globals alive.
    # The Swift backtracer is off: it races ASan for the crash report.
    SWIFT_BACKTRACE="${SWIFT_BACKTRACE:-enable=no}" ASAN_OPTIONS="${ASAN_OPTIONS:-detect_leaks=0}" \
    "$out/bin/$name" "$out/corpus/$name" \
        -max_total_time="$seconds" -max_len="$(max_len_for "$name")" -timeout=10 \
        -rss_limit_mb=2048 $(malloc_limit_for "$name") -print_final_stats=1 $(keep_going_flags) \
        -artifact_prefix="$out/artifacts/$name/" >"$log" 2>&1 || true
    grep -E "stat::|Done|ERROR|SUMMARY|crash-|timeout-|oom-" "$log" | tail -n 20
}

case "$target" in
    all) for t in decode-fold mustache sanitizer decompress markdown streaming-json importers search; do run "$t"; done ;;
    build) for t in decode-fold mustache sanitizer decompress markdown streaming-json importers search; do build "$t"; done ;;
    *) run "$target" ;;
esac
