#!/bin/sh
# A second leak check beside CommonMarkLeakTests (which watches RSS over 200 spec rounds):
# runs the wrapper's tests under THREADFOLD_UNDER_VALGRIND=1 valgrind --leak-check=full and fails on any memory error
# (invalid read/write, uninitialised use) or any lost block (definite, indirect or
# possible) allocated from libcmark or the CommonMark module. XCTest and the Swift runtime
# leave a few lost blocks of their own (~9 KB, from XCTMain and weak references); those
# are summarised but not counted against us.
# The conformance tests are left out: Foundation's Process cannot spawn the cmark oracle
# under valgrind (EBADF closing valgrind's own descriptors). The leak test renders the whole
# spec 220 times, so every spec input still passes through the wrapper under valgrind.
set -eu
root=$(cd "$(dirname "$0")/../.." && pwd)
log=$(mktemp)
cd "$root"
swift build --build-tests >/dev/null
# valgrind 3.19 cannot read the DWARF 5 that Swift 6.3 writes ("Possibly corrupted
# debuginfo file"), so it runs a copy without debug info (symbols stay).
bin=$(mktemp /tmp/threadfold-leakcheck.XXXXXX)
trap 'rm -f "$log" "$bin"' EXIT
cp "$(swift build --show-bin-path)/threadfoldPackageTests.xctest" "$bin"
strip --strip-debug "$bin"
chmod +x "$bin"
tests=CommonMarkTests.CommonMarkOptionsTests,CommonMarkTests.CommonMarkSafetyTests,CommonMarkTests.CommonMarkLeakTests,CommonMarkTests.CommonMarkArenaTests/testArenaGivesBackWhatAHugeDocumentTook
status=0
THREADFOLD_UNDER_VALGRIND=1 valgrind --leak-check=full --show-leak-kinds=definite,indirect,possible \
    --errors-for-leak-kinds=none --error-exitcode=99 "$bin" "$tests" >"$log" 2>&1 || status=$?
# An error record runs from "Invalid …" / "… uninitialised …" to the next blank line.
# Swift 6.3's runtime and XCTest report a few uninitialised reads of their own while
# building type metadata; only records whose stack reaches cmark, the arena or the
# wrapper count.
errors_of_ours() {
    awk '/== (Invalid|Conditional jump|Use of uninitialised|Syscall param|Mismatched free)/ { record = $0; inrec = 1; next }
         inrec && /^==[0-9]+== $/ { if (hit) print record; inrec = 0; hit = 0; next }
         inrec && (/cmark_/ || /libcmark/ || /10CommonMark/ || /arena_/ || /threadfold_cmark/) { hit = 1 }' "$log"
}
if [ "$status" -eq 99 ] && [ -n "$(errors_of_ours)" ]; then
    errors_of_ours
    echo "leakcheck: FAIL, valgrind found memory errors in cmark, the arena or the wrapper"; exit 1
elif [ "$status" -eq 99 ]; then
    echo "leakcheck: valgrind's errors are all in the Swift runtime or XCTest, none in our code"
elif [ "$status" -ne 0 ]; then
    tail -40 "$log"; echo "leakcheck: FAIL, tests failed under valgrind"; exit 1
fi
grep -E 'Executed [0-9]+ tests' "$log" | tail -1
grep -E 'ERROR SUMMARY' "$log"
sed -n '/LEAK SUMMARY/,/suppressed/p' "$log"
# A loss record is the block of lines from "are ... lost" to the next blank "==pid== " line.
ours=$(awk '/are (definitely|indirectly|possibly) lost/ { record = $0; inrec = 1; next }
            inrec && /^==[0-9]+== $/ { if (hit) print record; inrec = 0; hit = 0; next }
            inrec && (/cmark_/ || /libcmark/ || /10CommonMark/) { hit = 1 }' "$log")
if [ -n "$ours" ]; then
    echo "leakcheck: FAIL, lost blocks allocated by cmark or the wrapper:"
    echo "$ours"
    exit 1
fi
echo "leakcheck: OK, no lost block comes from libcmark or the CommonMark module"
