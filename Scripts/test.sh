#!/usr/bin/env bash
# The project's test command: the Swift tests, then the browser suite (Tests/Browser/run.sh,
# which needs chromium, chromium-driver and Java; THREADFOLD_SKIP_BROWSER=1 skips it), then
# the packaging checks (Tests/Packaging/run.sh: make dist, the tarball and the .deb used as
# a user would; THREADFOLD_SKIP_DIST=1 skips them). Installs the Debian packages these need
# first when some are missing (Scripts/setup.sh).
# Before them, `swift format lint --strict` (the formatter ships with the toolchain) checks
# that Sources, Tests and Fuzz are formatted as .swift-format says; it counts as one check.
# Ends with what was skipped and why, then one line counting all of them:
# "tests: N passed, N failed, N skipped".
set -uo pipefail
cd "$(dirname "$0")/.."
Scripts/setup.sh test || exit 1
logs=$(mktemp -d)
trap 'rm -rf "$logs"' EXIT

echo "swift format lint --strict (Sources, Tests, Fuzz, Plugins, Package.swift)"
swift format lint --strict --recursive --parallel Sources Tests Fuzz Plugins Package.swift 2>&1 | tee "$logs/format.log"
format_status=${PIPESTATUS[0]}
if [ "$format_status" -eq 0 ]; then echo "format: ok"; else echo "format: FAIL (swift format -i -r Sources Tests Fuzz Plugins Package.swift fixes most)"; fi

swift test 2>&1 | tee "$logs/swift.log"
swift_status=${PIPESTATUS[0]}
Tests/Browser/run.sh "$@" 2>&1 | tee "$logs/browser.log"
browser_status=${PIPESTATUS[0]}
packaging_started=$SECONDS
Tests/Packaging/run.sh 2>&1 | tee "$logs/packaging.log"
packaging_status=${PIPESTATUS[0]}
echo "packaging checks took $((SECONDS - packaging_started)) s"

# XCTest's last "Executed N tests, with S tests skipped and F failures" is the whole run.
xc=$(grep -E "Executed [0-9]+ tests?, with" "$logs/swift.log" | tail -1)
xc_total=$(sed -nE 's/.*Executed ([0-9]+) tests?.*/\1/p' <<<"$xc")
xc_skipped=$(sed -nE 's/.* ([0-9]+) tests? skipped.*/\1/p' <<<"$xc")
xc_failed=$(sed -nE 's/.* ([0-9]+) failures?.*/\1/p' <<<"$xc")
# pytest's summary: "55 passed, 2 skipped in 58.19s" (any of the parts may be missing).
py=$(grep -E "^[=]* *[0-9]+ (passed|failed|skipped|error)" "$logs/browser.log" | tail -1)
count() { sed -nE "s/.*[^0-9]([0-9]+) $1.*/\1/p; s/^([0-9]+) $1.*/\1/p" <<<" $py" | head -1; }
py_passed=$(count passed); py_failed=$(count failed); py_skipped=$(count skipped); py_errors=$(count error)

# Tests/Packaging/run.sh's last line: "packaging: N passed, N failed, N skipped".
pk=$(grep -E "^packaging: [0-9]+ passed" "$logs/packaging.log" | tail -1)
pk_passed=$(sed -nE 's/^packaging: ([0-9]+) passed.*/\1/p' <<<"$pk")
pk_failed=$(sed -nE 's/.* ([0-9]+) failed.*/\1/p' <<<"$pk")
pk_skipped=$(sed -nE 's/.* ([0-9]+) skipped.*/\1/p' <<<"$pk")
# A packaging run that died before its summary is one failure, not none.
[ -z "$pk" ] && [ "$packaging_status" -ne 0 ] && pk_failed=1

fmt_passed=$(( format_status == 0 ? 1 : 0 )); fmt_failed=$(( format_status == 0 ? 0 : 1 ))

skipped=$(( ${xc_skipped:-0} + ${py_skipped:-0} + ${pk_skipped:-0} ))
failed=$(( ${xc_failed:-0} + ${py_failed:-0} + ${py_errors:-0} + ${pk_failed:-0} + fmt_failed ))
passed=$(( ${xc_total:-0} - ${xc_skipped:-0} - ${xc_failed:-0} + ${py_passed:-0} + ${pk_passed:-0} + fmt_passed ))
# The last lines: what was skipped and why, then the count (README says so).
echo "skipped ($skipped):"
{
    # XCTest: SkipSummary's one line a cause, and every other skip with its reason.
    grep -E '^[^/ ].*: skipped .* \([0-9]+ tests?\)$' "$logs/swift.log" | sort -u
    grep -E 'Test skipped - ' "$logs/swift.log" | grep -vE 'benchmark; it runs only with|shared/ absent' |
        sed -E 's/.* ([A-Za-z0-9_]+\.[A-Za-z0-9_]+) : Test skipped - /swift: \1: /' | sort -u
    grep -E '^SKIPPED \[' "$logs/browser.log" | sed 's/^SKIPPED /browser: /'
    grep -E '^browser tests skipped' "$logs/browser.log"
    grep -E '^packaging: skip ' "$logs/packaging.log" | sed 's/^packaging: skip  */packaging: /'
} | sed 's/^/  /'
echo "tests: $passed passed, $failed failed, $skipped skipped"
[ "$format_status" -eq 0 ] && [ "$swift_status" -eq 0 ] && [ "$browser_status" -eq 0 ] && [ "$packaging_status" -eq 0 ]
