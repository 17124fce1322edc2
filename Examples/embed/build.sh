#!/usr/bin/env bash
# Builds one of the example blogs with the example archive's threads under its posts:
#   Examples/embed/build.sh hugo|jekyll OUT [EMBED OPTION...]
# OUT/src is the blog with threadfold's files added (threadfold embed), OUT/public the
# built blog, and the last line is what `threadfold embed --verify` printed: the thread of
# plain-text-backups has no post, so it reports that one thread (and exits 65).
# EMBED OPTIONs go to `threadfold embed` (e.g. --live giscus --live-attr repo=O/R ...).
# THREADFOLD_BIN names the threadfold to use (default: threadfold on PATH).
set -euo pipefail
generator=${1:?usage: build.sh hugo|jekyll OUT [EMBED OPTION...]}
out=${2:?usage: build.sh hugo|jekyll OUT [EMBED OPTION...]}
shift 2
here=$(cd "$(dirname "$0")" && pwd)
examples=$(dirname "$here")
threadfold=${THREADFOLD_BIN:-threadfold}
inputs=("$examples/announcements" "$examples/guides" "$examples/tech" "$examples/life/hangzhou-bike-route.json" "$examples/dump")

rm -rf "$out"
mkdir -p "$out"
cp -r "$here/$generator" "$out/src"
case $generator in
    hugo) mkdir -p "$out/src/static" && cp "$here/blog.css" "$out/src/static/" ;;
    jekyll) cp "$here/blog.css" "$out/src/" ;;
    *) echo "build.sh: no example blog for '$generator' (hugo or jekyll)" >&2; exit 64 ;;
esac
"$threadfold" embed "${inputs[@]}" --for "$generator" -o "$out/src" --url-map "$here/url-map.tsv" \
    --locale en --replies-shown 2 -q "$@"
case $generator in
    hugo) hugo --quiet --source "$out/src" --destination "$out/public" ;;
    jekyll) jekyll build --quiet --source "$out/src" --destination "$out/public" ;;
esac
"$threadfold" embed --verify "$out/public" "${inputs[@]}" --url-map "$here/url-map.tsv"
