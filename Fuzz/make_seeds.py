#!/usr/bin/env python3
"""Writes a small seed corpus for one fuzz target from shared/ (run by Fuzz/run.sh).

usage: make_seeds.py TARGET SHARED_DIR CORPUS_DIR [REGRESSIONS_DIR]

Seeds are small slices of the real data (libFuzzer mutates small inputs far faster than
whole 700 KB archives); the regression inputs are added too, so fixed crashes stay covered.
"""
import glob
import hashlib
import json
import os
import shutil
import sys


def write(corpus, data):
    if isinstance(data, str):
        data = data.encode("utf-8")
    name = hashlib.sha1(data).hexdigest()
    with open(os.path.join(corpus, name), "wb") as f:
        f.write(data)


def real_threads(shared):
    for path in sorted(glob.glob(os.path.join(shared, "corpus", "real", "*.json"))):
        with open(path, encoding="utf-8") as f:
            yield json.load(f)


def ndjson_rows(shared):
    for path in sorted(glob.glob(os.path.join(shared, "corpus", "real", "*.ndjson"))):
        with open(path, encoding="utf-8") as f:
            for line in f:
                if line.strip():
                    yield json.loads(line)


def trimmed(comment, limit=160):
    """A comment with its body cut short and its nested replies cut to two levels."""
    out = dict(comment)
    if isinstance(out.get("content"), str):
        out["content"] = out["content"][:limit]
    if isinstance(out.get("replies"), list):
        out["replies"] = [trimmed(r, limit) for r in out["replies"][:3]]
    return out


def decode_fold(shared, corpus):
    for thread in real_threads(shared):
        comments = thread.get("comments", thread) if isinstance(thread, dict) else thread
        meta = {k: v for k, v in thread.items() if k != "comments"} if isinstance(thread, dict) else {}
        for start in range(0, min(len(comments), 60), 6):
            part = [trimmed(c) for c in comments[start:start + 6]]
            write(corpus, json.dumps(dict(meta, comments=part), ensure_ascii=False))
            write(corpus, json.dumps(part))  # bare array, ASCII-escaped
    rows = [trimmed(r) for r in ndjson_rows(shared)][:60]
    for start in range(0, len(rows), 6):
        part = rows[start:start + 6]
        write(corpus, "\n".join(json.dumps(r, ensure_ascii=False) for r in part) + "\n")
        write(corpus, json.dumps({"comments": part}, ensure_ascii=False))
    # Shapes the folder must survive: cycles, self-parents, duplicates, deep trees.
    write(corpus, '[{"id":1,"parentID":2},{"id":2,"parentID":1},{"id":3,"parentID":3}]')
    write(corpus, '[{"id":"a"},{"id":"a","parentID":"a"},{"id":"a~2","toUser":"x"}]')
    write(corpus, '{"id":"t","comments":[{"id":1,"replies":[{"id":2,"replies":[{"id":3}]}]}]}')
    write(corpus, '[{"id":1,"createdAt":"2024-05-01T09:00:00.5+08:00"},'
                  '{"id":2,"parentID":1,"createdAt":1714554300},{"id":3,"parentID":"1","createdAt":-1}]')


def mustache(shared, corpus):
    for path in sorted(glob.glob(os.path.join(shared, "spec", "mustache", "*.json"))):
        with open(path, encoding="utf-8") as f:
            spec = json.load(f)
        for test in spec.get("tests", []):
            template = test.get("template", "")
            partials = test.get("partials", {})
            # Input layout (see Fuzz/Mustache/MustacheTarget.swift): template, NUL, partial.
            partial = next(iter(partials.values()), "") if partials else ""
            template = template.replace("{{>partial}}", "{{>p}}").replace("{{>node}}", "{{>p}}")
            write(corpus, template + "\0" + partial)


def sanitizer(shared, corpus):
    for thread in real_threads(shared):
        if not isinstance(thread, dict) or thread.get("contentFormat") != "html":
            continue
        for comment in thread.get("comments", [])[:40]:
            body = comment.get("content")
            if isinstance(body, str) and body.strip():
                write(corpus, body[:2000])
    for row in list(ndjson_rows(shared))[:40]:
        if isinstance(row.get("content"), str):
            write(corpus, row["content"][:2000])
    for snippet in [
        '<a href="javascript:alert(1)" onclick="x()">x</a><script>alert(1)</script>',
        '<p>a<b>b<i>c</p>d</i></b><pre>\n\nx</pre><xmp><p></xmp><plaintext><a>',
        '<svg><style><img src=x onerror=alert(1)></style></svg><math><mi><table><td>',
        '<a href=" java&#x09;script:x">y</a><a href="HTTP://x?a=%zz&amp;b">z</a>',
        "line one\nline two\n\nnext para <em>x</em>",
        '<blockquote>q<ul><li>a<li>b</ul>text</blockquote><img alt="pic">',
    ]:
        write(corpus, snippet)


def compressed(data):
    """The bytes as gzip and as zstd (the zstd tool), when there."""
    import gzip
    import subprocess
    out = [(0, gzip.compress(data, mtime=0))]
    try:
        zst = subprocess.run(["zstd", "-q", "-c"], input=data, capture_output=True, check=True).stdout
        out.append((1, zst))
    except (OSError, subprocess.CalledProcessError):
        pass
    return out


def decompress(shared, corpus):
    """Control byte (bit 0: gzip 0 / zstd 1; the rest: piece and output sizes), then a stream
    of real data: whole, two streams back to back, truncated, and a small bomb of zeros."""
    samples = []
    for thread in list(real_threads(shared))[:4]:
        comments = thread.get("comments", thread) if isinstance(thread, dict) else thread
        samples.append(json.dumps([trimmed(c) for c in comments[:5]], ensure_ascii=False).encode())
    rows = [trimmed(r) for r in ndjson_rows(shared)][:8]
    samples.append(("\n".join(json.dumps(r, ensure_ascii=False) for r in rows) + "\n").encode())
    samples.append(bytes(200000))
    for n, data in enumerate(samples):
        for fmt, packed in compressed(data):
            control = fmt | ((n % 5) << 1)
            write(corpus, bytes([control]) + packed)
            write(corpus, bytes([control]) + packed + packed)
            write(corpus, bytes([control]) + packed[: len(packed) // 2])


def markdown(shared, corpus):
    """Control byte (bit 0 hard breaks, bit 1 smart punctuation), then markdown bodies."""
    n = 0
    for thread in real_threads(shared):
        if not isinstance(thread, dict) or thread.get("contentFormat", "markdown") != "markdown":
            continue
        for comment in thread.get("comments", [])[:30]:
            body = comment.get("content")
            if isinstance(body, str) and body.strip():
                write(corpus, bytes([n % 4]) + body[:2000].encode())
                n += 1
    for snippet in [
        "# T\n\n*a* **b** `c` [d](http://e) ![f](g)\n\n> q\n\n1. x\n2. y\n\n```js\ncode\n```",
        "<script>alert(1)</script> [x](javascript:alert(1)) <img src=x onerror=y>",
        "[a]: http://b\n\n[a] [a][] *[a]* - [ ] task\n\n| t | u |\n|---|---|\n| 1 | 2 |",
        "\"quotes\" -- dashes --- ... 'single'" + "\n" * 3 + ">" * 50 + " deep",
        "*" * 300 + "_" * 300 + "[" * 200 + "](" * 100,
    ]:
        write(corpus, bytes([3]) + snippet.encode())


def streaming_json(shared, corpus):
    """Control byte (the piece size), then the decode-fold seeds: documents and dumps."""
    scratch = corpus + ".tmp"
    os.makedirs(scratch, exist_ok=True)
    decode_fold(shared, scratch)
    for i, name in enumerate(sorted(os.listdir(scratch))):
        with open(os.path.join(scratch, name), "rb") as f:
            write(corpus, bytes([i % 5]) + f.read())
    shutil.rmtree(scratch)


def importers(shared, corpus):
    """Control byte (which importer), then an export: the repository's sample exports, and
    slices of the real corpus as JSON the reddit, HN and GitHub importers read."""
    here = os.path.dirname(os.path.abspath(__file__))
    samples = os.path.join(here, "..", "Tests", "ImportersTests", "Samples", "Exports")
    kinds = {"disqus": 0, "wordpress": 1, "staticman": 2, "github": 3, "hn": 4, "reddit": 5}
    for path in sorted(glob.glob(os.path.join(samples, "**", "*"), recursive=True)):
        if not os.path.isfile(path) or os.path.getsize(path) > 16000:
            continue
        base = os.path.basename(path).lower()
        kind = next((v for k, v in kinds.items() if k in base), 6)
        with open(path, "rb") as f:
            write(corpus, bytes([kind]) + f.read())
    for row in list(ndjson_rows(shared))[:20]:
        write(corpus, bytes([6]) + json.dumps(row, ensure_ascii=False).encode())
        write(corpus, bytes([7]) + json.dumps(row, ensure_ascii=False).encode())


def search(shared, corpus):
    """Comment bodies of the real corpus as bytes (Han, kana, Latin with accents, HTML),
    and text made to end inside a scalar or to hold bytes no UTF-8 has."""
    n = 0
    for thread in real_threads(shared):
        for comment in (thread.get("comments", []) if isinstance(thread, dict) else [])[:20]:
            body = comment.get("content")
            if isinstance(body, str) and body.strip():
                write(corpus, body[:1500].encode())
                n += 1
    for snippet in [b"a\xf0", b"a\xe4\xb8", b"x\xc0\xafy \xed\xa0\x80 z\xff\xfe", "周末杭州骑行路线 Übung naïve".encode(),
                    b"<p>a &amp; b &#x2028; <b>c</b></p>", "カタカナ 한국어 Кириллица".encode()]:
        write(corpus, snippet)


def main():
    target, shared, corpus = sys.argv[1:4]
    regressions = sys.argv[4] if len(sys.argv) > 4 else None
    {
        "decode-fold": decode_fold,
        "mustache": mustache,
        "sanitizer": sanitizer,
        "decompress": decompress,
        "markdown": markdown,
        "streaming-json": streaming_json,
        "importers": importers,
        "search": search,
    }[target](shared, corpus)
    if regressions and os.path.isdir(regressions):
        for path in glob.glob(os.path.join(regressions, "*")):
            shutil.copy(path, corpus)
    print(f"seeds for {target}: {len(os.listdir(corpus))} files in {corpus}")


if __name__ == "__main__":
    main()
