#!/usr/bin/env bash
# README's first command: builds the bundled example archive (Examples/) into site/,
# installing the Debian packages the build needs first when they are missing.
set -euo pipefail
cd "$(dirname "$0")/.."
Scripts/setup.sh build
swift build --product threadfold
# Examples/ includes a reply whose parent was deleted on purpose: one warning is expected.
.build/debug/threadfold build Examples/ -o site
echo "example: open file://$PWD/site/index.html in a browser"
echo "example: the program is $PWD/.build/debug/threadfold (or: swift run threadfold …; make install puts it on PATH)"
