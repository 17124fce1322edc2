#!/usr/bin/env bash
# The packaging checks (run by Scripts/test.sh): `make dist`, then the tarball and the
# .deb are used as a user would, each check printing "ok", "FAIL" or "skip" with a reason.
# Ends with "packaging: N passed, N failed, N skipped". THREADFOLD_SKIP_DIST=1 skips all.
set -uo pipefail
cd "$(dirname "$0")/../.."
root_dir=$PWD
passed=0 failed=0 skipped=0
ok() { echo "packaging: ok    $1"; passed=$((passed + 1)); }
fail() { echo "packaging: FAIL  $1"; failed=$((failed + 1)); }
skip() { echo "packaging: skip  $1"; skipped=$((skipped + 1)); }
check() { local name=$1; shift; if "$@"; then ok "$name"; else fail "$name"; fi; }
summary() { echo "packaging: $passed passed, $failed failed, $skipped skipped"; [ "$failed" -eq 0 ]; exit $?; }
is_root() { [ "$(id -u)" -eq 0 ]; }

if [ -n "${THREADFOLD_SKIP_DIST:-}" ]; then
    skip "all packaging checks: THREADFOLD_SKIP_DIST is set"
    summary
fi
work=$(mktemp -d)
cleanup() {
    mountpoint -q "$work/chroot/proc" && umount "$work/chroot/proc"
    rm -rf "$work"
}
trap cleanup EXIT

started=$SECONDS
# dist.sh's own "dist: …" lines show here as they come; the rest goes to the log.
if Scripts/dist.sh 2>&1 | tee "$work/dist.log" | grep --line-buffered -E '^(dist|static-libs):'; [ "${PIPESTATUS[0]}" -eq 0 ]; then
    ok "make dist ($((SECONDS - started)) s)"
else
    tail -30 "$work/dist.log"; fail "make dist"; summary
fi
version=$(sed -nE 's/.*static let version = "(.*)"/\1/p' Sources/ThreadFoldCLI/ThreadFoldCLI.swift)
tarball=$(ls dist/threadfold-"$version"-linux-*.tar.gz) deb=$(ls dist/threadfold_"$version"_*.deb)
source Tests/Packaging/tarball-checks.sh
source Tests/Packaging/deb-checks.sh
source Tests/Packaging/publish-checks.sh
source Tests/Packaging/install-checks.sh
summary
