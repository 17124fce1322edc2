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


def main():
    target, shared, corpus = sys.argv[1:4]
    regressions = sys.argv[4] if len(sys.argv) > 4 else None
    {"decode-fold": decode_fold, "mustache": mustache, "sanitizer": sanitizer}[target](shared, corpus)
    if regressions and os.path.isdir(regressions):
        for path in glob.glob(os.path.join(regressions, "*")):
            shutil.copy(path, corpus)
    print(f"seeds for {target}: {len(os.listdir(corpus))} files in {corpus}")


if __name__ == "__main__":
    main()
