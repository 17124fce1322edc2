#!/usr/bin/env bash
# The C libraries as static archives for the release executable (Scripts/dist.sh), in
# .build/static: lib/ holds the .a files, pkgconfig/ .pc files that point the build at them.
#
# Debian ships .a files for libcmark, gumbo, libyaml, expat, zlib, libzstd and libstdc++. Its
# libmicrohttpd.a is built with HTTPS and so needs gnutls, whose p11-kit has no .a; the
# preview server never speaks TLS, so libmicrohttpd is built here from Debian's own source
# package with --disable-https. The source comes through apt with a private deb-src list
# (the machine's apt configuration is left alone) and the result is kept: later runs
# reuse it. (apt checks the downloaded files against the signed Sources index, so
# dpkg-source warning that it has no key for the .dsc signature is expected.)
set -euo pipefail
cd "$(dirname "$0")/.."
static=$PWD/.build/static
multiarch=$(gcc -print-multiarch 2>/dev/null || echo "$(uname -m)-linux-gnu")
system=/usr/lib/$multiarch
mkdir -p "$static/lib" "$static/pkgconfig"

# libmicrohttpd: the version Debian has, without TLS.
mhd_version=$(dpkg-query -W -f='${Version}' libmicrohttpd-dev)
mhd=$static/microhttpd-$mhd_version
if [ ! -f "$mhd/libmicrohttpd.a" ]; then
    echo "static-libs: building libmicrohttpd $mhd_version without HTTPS (once; kept in $mhd)"
    apt=$static/apt
    rm -rf "$apt" "$mhd" && mkdir -p "$apt/lists/partial" "$apt/parts" "$mhd"
    codename=$(. /etc/os-release && echo "$VERSION_CODENAME")
    printf 'Types: deb-src\nURIs: http://deb.debian.org/debian\nSuites: %s\nComponents: main\nSigned-By: /usr/share/keyrings/debian-archive-keyring.gpg\n' \
        "$codename" >"$apt/parts/debian-src.sources"
    : >"$apt/empty.list"
    private=(-o Dir::Etc::SourceList="$apt/empty.list" -o Dir::Etc::SourceParts="$apt/parts"
             -o Dir::State::Lists="$apt/lists" -o Debug::NoLocking=1 -o APT::Sandbox::User=root)
    apt-get "${private[@]}" -qq update
    (cd "$apt" && apt-get "${private[@]}" -qq source --download-only "libmicrohttpd=$mhd_version" \
        && dpkg-source -x ./libmicrohttpd_*.dsc src >"$mhd/unpack.log" 2>&1)
    cc=$(command -v gcc || command -v clang)
    (cd "$apt/src" \
        && CC=$cc ./configure -q --disable-https --disable-shared --enable-static --with-pic \
               --disable-doc --disable-examples --disable-curl --without-gnutls >"$mhd/configure.log" \
        && make -s -j"$(nproc)" -C src/microhttpd >"$mhd/make.log" 2>&1)
    cp "$apt/src/src/microhttpd/.libs/libmicrohttpd.a" "$mhd/"
    rm -rf "$apt"
fi
ln -sf "$mhd/libmicrohttpd.a" "$static/lib/libmicrohttpd.a"

# Debian's own archives; -lstdc++ (Swift's runtime asks for it) then finds the .a first.
for name in cmark gumbo yaml expat z zstd; do ln -sf "$system/lib$name.a" "$static/lib/lib$name.a"; done
ln -sf "$(g++ -print-file-name=libstdc++.a 2>/dev/null || gcc -print-file-name=libstdc++.a)" "$static/lib/libstdc++.a"
# pkg-config files of the same names as the system's, so the package's systemLibrary
# targets link the .a files above; the compile flags stay the system's.
for module in libcmark:cmark gumbo:gumbo yaml-0.1:yaml expat:expat zlib:z libzstd:zstd; do
    pc=${module%%:*} lib=${module##*:}
    printf 'Name: %s\nDescription: static %s for the release executable\nVersion: %s\nLibs: -L%s -l%s\nCflags: %s\n' \
        "$pc" "$lib" "$(pkg-config --modversion "$pc")" "$static/lib" "$lib" "$(pkg-config --cflags "$pc")" \
        >"$static/pkgconfig/$pc.pc"
done
for archive in "$static"/lib/*.a; do
    [ -f "$archive" ] || { echo "static-libs: missing $archive" >&2; exit 1; }
done
