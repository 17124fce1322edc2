# Sourced by Tests/Packaging/run.sh: the .deb, checked by lintian, installed, used, removed.
lintian_summary() {
    lintian --tag-display-limit 0 "$deb" >"$work/lintian.txt" 2>&1
    local errors warnings
    errors=$(grep -c '^E: ' "$work/lintian.txt") warnings=$(grep -c '^W: ' "$work/lintian.txt")
    echo "packaging: lintian: $errors errors, $warnings warnings"
    sed 's/^/    /' "$work/lintian.txt"
    [ "$errors" -eq 0 ]
}
check "lintian reports no errors" lintian_summary

deb_depends_on_libc_only() {
    local depends
    depends=$(dpkg-deb -f "$deb" Depends)
    echo "packaging: Depends: $depends"
    grep -qE '^libc6( \([^)]*\))?$' <<<"$depends"
}
check ".deb depends on libc6 only" deb_depends_on_libc_only

deb_copyright_is_apache() {
    dpkg-deb --fsys-tarfile "$deb" | tar -xO ./usr/share/doc/threadfold/copyright >"$work/copyright"
    grep -qx 'License: Apache-2.0' "$work/copyright" && grep -q '/usr/share/common-licenses/Apache-2.0' "$work/copyright"
}
check ".deb's copyright file names the Apache License 2.0" deb_copyright_is_apache

if ! is_root; then
    skip "dpkg -i / dpkg -r checks: installing a package needs root"
elif dpkg-query -W -f='${db:Status-Status}' threadfold 2>/dev/null | grep -qx installed; then
    skip "dpkg -i / dpkg -r checks: a threadfold package is already installed here; not replacing it"
else
    # --path-include: a minimal image's dpkg may be set to leave out man pages and docs.
    install_deb() {
        dpkg -i --path-include='/usr/share/man/man1/threadfold*' --path-include='/usr/share/doc/threadfold/*' \
            "$deb" >"$work/dpkg.log" 2>&1 || { cat "$work/dpkg.log"; return 1; }
    }
    check "dpkg -i installs it" install_deb
    dpkg -L threadfold >"$work/deb-files.txt"
    check "installed: threadfold --version" sh -c "/usr/bin/threadfold --version | grep -q '^threadfold $version'"
    check "installed: man -w threadfold finds the man page" sh -c "test \"\$(man -w threadfold)\" = /usr/share/man/man1/threadfold.1.gz"
    check "installed: builds /usr/share/doc/threadfold/examples" sh -c \
        "cd '$work' && env -i PATH=/usr/bin:/bin threadfold build /usr/share/doc/threadfold/examples -o site-deb -q && test -f site-deb/index.html"
    check "installed: bash completion from /usr/share/bash-completion/completions" \
        bash_completes /usr/share/bash-completion/completions/threadfold
    removed_cleanly() {
        dpkg -r threadfold >/dev/null || return 1
        dpkg-query -W -f='${db:Status-Status}' threadfold 2>/dev/null | grep -qx installed && return 1
        # Every file the package put down is gone (folders it shares with others stay).
        while read -r path; do
            [ -d "$path" ] || [ ! -e "$path" ] || { echo "left behind: $path"; return 1; }
        done <"$work/deb-files.txt"
    }
    check "dpkg -r removes it cleanly" removed_cleanly
fi
