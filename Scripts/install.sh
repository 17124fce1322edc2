#!/usr/bin/env bash
# `make install`: threadfold, its man page and its bash, zsh and fish completions under
# PREFIX (default /usr/local), inside DESTDIR when set (for packagers):
#   $DESTDIR$PREFIX/bin/threadfold
#   $DESTDIR$PREFIX/share/man/man1/threadfold.1
#   $DESTDIR$PREFIX/share/bash-completion/completions/threadfold
#   $DESTDIR$PREFIX/share/zsh/site-functions/_threadfold
#   $DESTDIR$PREFIX/share/fish/vendor_completions.d/threadfold.fish
# The program is a release build with the Swift runtime linked in, so it keeps working
# when the toolchain moves; the C libraries it reads with stay Debian's shared ones.
# `make uninstall` (Scripts/install.sh --uninstall) removes exactly these files.
set -euo pipefail
cd "$(dirname "$0")/.."
prefix=${PREFIX:-/usr/local}
root=${DESTDIR:-}$prefix
files=(bin/threadfold share/man/man1/threadfold.1 share/bash-completion/completions/threadfold
       share/zsh/site-functions/_threadfold share/fish/vendor_completions.d/threadfold.fish)

if [ "${1:-}" = --uninstall ]; then
    for file in "${files[@]}"; do rm -f "$root/$file" && echo "install: removed $root/$file"; done
    exit 0
fi

Scripts/setup.sh build
started=$SECONDS
echo "install: release build (swift build -c release --static-swift-stdlib)"
swift build -c release --static-swift-stdlib --product threadfold --scratch-path .build/install >/dev/null
echo "install: built in $((SECONDS - started)) s"
program=.build/install/release/threadfold
install -D -m 0755 "$program" "$root/bin/threadfold"
man=$(mktemp) && trap 'rm -f "$man"' EXIT
"$program" help --man >"$man" && install -D -m 0644 "$man" "$root/share/man/man1/threadfold.1"
for shell in bash zsh fish; do
    "$program" completion "$shell" >"$man"
    case $shell in
        bash) target=share/bash-completion/completions/threadfold ;;
        zsh) target=share/zsh/site-functions/_threadfold ;;
        fish) target=share/fish/vendor_completions.d/threadfold.fish ;;
    esac
    install -D -m 0644 "$man" "$root/$target"
done
for file in "${files[@]}"; do echo "install: $root/$file"; done
case ":$PATH:" in
    *":$prefix/bin:"*) ;;
    *) echo "install: $prefix/bin is not on PATH; add it (export PATH=\"$prefix/bin:\$PATH\")" ;;
esac
