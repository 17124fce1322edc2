# Sourced by Tests/Packaging/run.sh: the tarball, unpacked into an empty folder.
unpacked=$work/unpacked
mkdir "$unpacked" && tar -C "$unpacked" -xzf "$tarball"
release=$(ls -d "$unpacked"/threadfold-*)
exe=$release/threadfold

expected_files="LICENSE README.md completions/threadfold.bash completions/threadfold.fish completions/threadfold.zsh threadfold threadfold.1"
check "tarball holds one executable, LICENSE, README.md, man page, completions" \
    test "$(cd "$release" && find . -type f | sed 's|^\./||' | LC_ALL=C sort | xargs)" = "$expected_files"

# Only the C library family may be linked dynamically.
ldd "$exe" >"$work/ldd.txt" 2>&1
echo "packaging: ldd $(basename "$tarball")/threadfold:"; sed 's/^/    /' "$work/ldd.txt"
glibc_only() {
    ! grep -vE '^\s*(linux-vdso\.so\.1|/lib64/ld-linux-x86-64\.so\.2|(libc|libm|libdl|libpthread|librt|libutil|ld-linux-[a-z0-9-]+)\.so\.[0-9.]+)( =>|\s)' "$work/ldd.txt"
}
check "ldd lists only the C library family" glibc_only

commit=$(git rev-parse --short=12 HEAD)
version_line=$("$exe" --version)
check "--version prints version and commit: $version_line" \
    grep -qE "^threadfold $version \(commit $commit(-dirty)?\)$" <<<"$version_line"

same_as_generated() {
    cmp -s "$release/threadfold.1" <("$exe" help --man) &&
        for shell in bash zsh fish; do cmp -s "$release/completions/threadfold.$shell" <("$exe" completion "$shell") || return 1; done
}
check "man page and completions are what the executable's own tables give" same_as_generated
check "man page renders without warnings" \
    test -z "$(LC_ALL=C.UTF-8 MANWIDTH=80 man --warnings -l "$release/threadfold.1" 2>&1 >/dev/null)"
check "zsh and fish completions parse" sh -c "zsh -n '$release/completions/threadfold.zsh' && fish --no-execute '$release/completions/threadfold.fish'"

# Bash completion: source the script, complete as bash would.
complete_words() {
    local script=$1; shift
    bash -c 'source "$1"; shift; COMP_WORDS=("$@"); COMP_CWORD=$(($# - 1)); _threadfold; echo "${COMPREPLY[*]}"' _ "$script" "$@"
}
bash_completes() {
    [ "$(complete_words "$1" threadfold bu)" = build ] &&
        [ "$(complete_words "$1" threadfold build --ou)" = --output ]
}
check "bash completion: 'threadfold bu' → build, 'threadfold build --ou' → --output" \
    bash_completes "$release/completions/threadfold.bash"

# The example archive, built with nothing from this machine's environment: no Swift on PATH.
cp -r Examples "$work/examples"
check "env -i, PATH without Swift: builds the example archive" sh -c \
    "cd '$work' && env -i PATH=/usr/bin:/bin '$exe' build examples -o site-env -q && test -f site-env/index.html && ls site-env/t | grep -q ."

# A root made of only the executable and the libraries ldd lists (and /proc, which
# Swift reads its arguments from): a library opened at run time would be missing here.
chroot_root=$work/chroot
make_chroot() {
    mkdir -p "$chroot_root"/{proc,tmp,bin} && chmod 1777 "$chroot_root/tmp"
    cp "$exe" "$chroot_root/bin/threadfold"
    grep -oE '/[^ ]+' "$work/ldd.txt" | while read -r lib; do
        mkdir -p "$chroot_root$(dirname "$lib")" && cp -L "$lib" "$chroot_root$lib"
    done
    cp -r Examples "$chroot_root/examples"
    cat >"$chroot_root/disqus.xml" <<'XML'
<?xml version="1.0" encoding="utf-8"?>
<disqus xmlns="http://disqus.com" xmlns:dsq="http://disqus.com/disqus-internals">
  <thread dsq:id="1"><link>https://example.com/post/</link><title>Post</title></thread>
  <post dsq:id="10"><message><![CDATA[<p>First &amp; only</p>]]></message><createdAt>2024-01-02T03:04:05Z</createdAt>
    <isDeleted>false</isDeleted><isSpam>false</isSpam><author><name>Ada</name></author><thread dsq:id="1"/></post>
</disqus>
XML
}
chroot=$(command -v chroot || echo /usr/sbin/chroot)
in_chroot() { env -i PATH=/bin "$chroot" "$chroot_root" /bin/threadfold "$@"; }
chroot_version() { in_chroot --version | grep -q "^threadfold $version"; }
chroot_builds() { in_chroot build /examples -o /site -q && test -f "$chroot_root/site/index.html"; }
chroot_imports() { in_chroot import disqus /disqus.xml -o /imported >/dev/null && grep -rq First "$chroot_root/imported"; }
serves_a_page() {
    local port=$((20000 + RANDOM % 20000)) status=""
    # Not through in_chroot: started directly, $! is threadfold itself (env and chroot exec it).
    env -i PATH=/bin "$chroot" "$chroot_root" /bin/threadfold serve /examples -o /site-serve -q --port "$port" \
        >"$work/serve.log" 2>&1 &
    local server=$!
    for _ in $(seq 50); do
        status=$( (exec 3<>"/dev/tcp/127.0.0.1/$port" && printf 'GET /index.html HTTP/1.0\r\n\r\n' >&3 && head -1 <&3) 2>/dev/null) && break
        sleep 0.2
    done
    kill "$server" 2>/dev/null; wait "$server" 2>/dev/null
    grep -q "200" <<<"$status"
}
if ! is_root; then
    skip "chroot checks: chroot and mounting /proc need root"
elif ! make_chroot; then
    fail "chroot of the executable and the libraries ldd lists"
elif ! mount -t proc proc "$chroot_root/proc"; then
    skip "chroot checks: cannot mount /proc here (a container without CAP_SYS_ADMIN?)"
else
    check "chroot: --version" chroot_version
    check "chroot: builds the example archive" chroot_builds
    check "chroot: imports a Disqus export (expat)" chroot_imports
    check "chroot: serve answers 200 (libmicrohttpd)" serves_a_page
fi
