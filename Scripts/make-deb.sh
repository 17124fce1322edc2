#!/usr/bin/env bash
# The Debian package, from the release folder Scripts/dist.sh staged:
#   Scripts/make-deb.sh STAGED VERSION DEBARCH OUT.deb
# Installs /usr/bin/threadfold, the man page (section 1), bash/zsh/fish completions in
# their standard places and the example archive under /usr/share/doc/threadfold/examples.
# Depends is what dpkg-shlibdeps finds the executable needs (the C library only).
set -euo pipefail
staged=$1 version=$2 debarch=$3 out=$4
cd "$(dirname "$0")/.."
root=$(mktemp -d)
chmod 0755 "$root"   # mktemp makes it 0700; it becomes the package's ./
trap 'rm -rf "$root"' EXIT
doc=$root/usr/share/doc/threadfold

install -D -m 0755 "$staged/threadfold" "$root/usr/bin/threadfold"
install -d -m 0755 "$root/usr/share/man/man1" "$doc"
gzip -9n <"$staged/threadfold.1" >"$root/usr/share/man/man1/threadfold.1.gz"
install -D -m 0644 "$staged/completions/threadfold.bash" "$root/usr/share/bash-completion/completions/threadfold"
install -D -m 0644 "$staged/completions/threadfold.zsh" "$root/usr/share/zsh/vendor-completions/_threadfold"
install -D -m 0644 "$staged/completions/threadfold.fish" "$root/usr/share/fish/vendor_completions.d/threadfold.fish"
cp -r Examples "$doc/examples"
find "$doc/examples" -type d -exec chmod 0755 {} + && find "$doc/examples" -type f -exec chmod 0644 {} +
{
    echo "Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/"
    echo "Upstream-Name: threadfold"
    echo
    echo "Files: *"
    echo "Copyright: 2026 the threadfold authors"
    echo "License: Apache-2.0"
    echo
    echo "License: Apache-2.0"
    echo " Licensed under the Apache License, Version 2.0 (the \"License\"); you may not"
    echo " use this software except in compliance with the License."
    echo " ."
    echo " On Debian systems, the complete text of the Apache License, Version 2.0 can be"
    echo " found in \"/usr/share/common-licenses/Apache-2.0\"."
} >"$doc/copyright"
printf 'threadfold (%s) unstable; urgency=medium\n\n  * Release %s, built by make dist.\n\n -- threadfold authors <threadfold@users.noreply.github.com>  %s\n' \
    "$version" "$version" "$(date -R -d "@$(git log -1 --format=%ct 2>/dev/null || date +%s)")" | gzip -9n >"$doc/changelog.gz"
# The static runtime is the point of this package: say so instead of leaving it to guess.
install -D -m 0644 /dev/stdin "$root/usr/share/lintian/overrides/threadfold" <<'OVERRIDES'
# Swift's runtime, Foundation and the C libraries are linked in on purpose: the
# executable runs on machines without Swift or those libraries.
threadfold: embedded-library *
OVERRIDES

# dpkg-shlibdeps reads a source package's debian/control; a scratch one is enough.
shlibs=$(mktemp -d)
mkdir "$shlibs/debian"
printf 'Source: threadfold\n\nPackage: threadfold\nArchitecture: any\n' >"$shlibs/debian/control"
depends=$(cd "$shlibs" && dpkg-shlibdeps -O -e"$root/usr/bin/threadfold" 2>/dev/null | sed -n 's/^shlibs:Depends=//p')
rm -rf "$shlibs"

install -d -m 0755 "$root/DEBIAN"
(cd "$root" && find usr -type f -print0 | LC_ALL=C sort -z | xargs -0 md5sum) >"$root/DEBIAN/md5sums"
chmod 0644 "$root/DEBIAN/md5sums"
cat >"$root/DEBIAN/control" <<CONTROL
Package: threadfold
Version: $version
Architecture: $debarch
Maintainer: threadfold authors <threadfold@users.noreply.github.com>
Installed-Size: $(du -sk --exclude=DEBIAN "$root" | cut -f1)
Depends: $depends
Section: web
Priority: optional
Description: static HTML comment archives from comment data
 threadfold turns comment exports (Disqus, WordPress, Staticman, reddit,
 Hacker News or plain JSON) into a static HTML comment archive: every comment
 kept, readable without scripts, linkable, published as plain files.
CONTROL
# xz -3: a third of the time of the default -6 for 1 MB more (17 MB instead of 16).
dpkg-deb --root-owner-group -Zxz -z3 --build "$root" "$out" >/dev/null
