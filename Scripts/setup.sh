#!/usr/bin/env bash
# Installs the Debian packages a task needs, when some are missing:
#   Scripts/setup.sh build   compile threadfold (Scripts/example.sh)
#   Scripts/setup.sh dist    also the release build and packaging (make dist)
#   Scripts/setup.sh test    also the browser suite and the packaging checks (Scripts/test.sh)
# As root it runs apt-get itself; otherwise through sudo when there is one; otherwise it
# prints the exact apt-get line to run and stops.
set -euo pipefail
task=${1:-build}

build=(pkg-config libcmark-dev libgumbo-dev libmicrohttpd-dev libyaml-dev libexpat1-dev zlib1g-dev libzstd-dev)
# dist: dpkg-source and dpkg-shlibdeps, a C compiler and make for libmicrohttpd without
# TLS (Scripts/static-libs.sh), strip, xz for the source package.
dist=("${build[@]}" dpkg-dev gcc make binutils xz-utils git)
# test: gzip and zstd (compressed inputs made as users make them), GNU parallel (the
# sharded-build recipe), cmark (the reference renderer), the browser suite, wrk, the
# packaging checks, Hugo and Jekyll (the embed examples are built with them; minima is a
# real Jekyll theme for the embed's contrast checks), Slurm and munge (a single-node
# cluster runs the Slurm recipe).
test=("${dist[@]}" gzip zstd parallel cmark chromium chromium-driver python3-venv python3-yaml wrk lintian man-db zsh fish hugo jekyll jekyll-theme-minima nodejs slurm-wlm munge)
case $task in
    build) wanted=("${build[@]}") ;;
    dist) wanted=("${dist[@]}") ;;
    test) wanted=("${test[@]}")
          # The Nu HTML Checker runs on Java; any Java will do.
          command -v java >/dev/null || wanted+=(default-jre-headless) ;;
    *) echo "usage: Scripts/setup.sh build|dist|test" >&2; exit 64 ;;
esac

missing=()
for package in "${wanted[@]}"; do
    status=$(dpkg-query -W -f='${db:Status-Status}' "$package" 2>/dev/null || true)
    [ "$status" = installed ] || missing+=("$package")
done
[ ${#missing[@]} -eq 0 ] && exit 0

install=(apt-get -o DPkg::Lock::Timeout=600 install -y "${missing[@]}")
if [ "$(id -u)" -eq 0 ]; then
    as_root=()
elif command -v sudo >/dev/null; then
    as_root=(sudo)
else
    echo "setup: missing Debian packages: ${missing[*]}" >&2
    echo "setup: run this as root, then run this command again:" >&2
    echo "  ${install[*]}" >&2
    exit 1
fi
echo "setup: installing ${missing[*]}"
export DEBIAN_FRONTEND=noninteractive
# A fresh machine may have no package lists yet.
"${as_root[@]}" apt-get -o DPkg::Lock::Timeout=600 update -qq
"${as_root[@]}" env DEBIAN_FRONTEND=noninteractive "${install[@]}" >/dev/null
