# Sourced by Tests/Packaging/run.sh: `make install` and `make uninstall` under a PREFIX in
# a DESTDIR, as a packager or a user without root would run them.
installed=$work/destdir/opt/tf
install_files="bin/threadfold share/bash-completion/completions/threadfold share/fish/vendor_completions.d/threadfold.fish share/man/man1/threadfold.1 share/zsh/site-functions/_threadfold"
started=$SECONDS
if make install PREFIX=/opt/tf DESTDIR="$work/destdir" >"$work/install.log" 2>&1; then
    ok "make install PREFIX=/opt/tf DESTDIR=… ($((SECONDS - started)) s)"
else
    tail -20 "$work/install.log"; fail "make install"
fi
check "make install puts the program, man page and completions under PREFIX" \
    test "$(cd "$installed" 2>/dev/null && find . -type f | sed 's|^\./||' | LC_ALL=C sort | xargs)" = "$install_files"
check "the installed program runs and names its commit" \
    grep -qE "^threadfold $version \(commit [0-9a-f]{12}(-dirty)?\)$" <<<"$("$installed/bin/threadfold" --version 2>&1)"
installed_docs_match() {
    cmp -s "$installed/share/man/man1/threadfold.1" <("$installed/bin/threadfold" help --man) &&
        bash -n "$installed/share/bash-completion/completions/threadfold"
}
check "the installed man page and bash completion are the program's own" installed_docs_match
make uninstall PREFIX=/opt/tf DESTDIR="$work/destdir" >"$work/uninstall.log" 2>&1
check "make uninstall removes every file it installed" test -z "$(find "$installed" -type f 2>/dev/null)"
