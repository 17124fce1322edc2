#!/usr/bin/env python3
"""Drives a running `threadfold watch` and times it (stdlib only).

Edits one thread file at a time and measures save -> its page replaced on disk (a 1 ms
stat poll on t/<id>.html, or t/<id>/index.html with --urls folders: the page is renamed
into place, so its inode and mtime change) and save -> the "Rebuilt" line, for two kinds
of save: a changed comment body (the index stays as it is) and a new comment (the thread's
counts and latest activity change, so the index pages are rebuilt too: save -> index.html
replaced is timed as well); then one template edit -> the "Rebuilt" line, and checks every
page carries the edit. First of all, with search on (the default), a few body edits each
timed save -> "Rebuilt" (the page) and save -> "Search index updated" (the index, rebuilt
in the background), checking the index then holds the edited word. Every file it edits is
restored at the end.
"""
import argparse, base64, os, re, statistics, sys, threading, time, zlib

class Memory:
    """Resident memory of the watch process (/proc/PID/status): VmHWM (its peak so far,
    which after the first build is the build's) and VmRSS sampled every 50 ms."""
    def __init__(self, pid):
        self.pid, self.samples, self.running = pid, [], True
    def read(self, field):
        try:
            with open(f"/proc/{self.pid}/status") as f:
                for line in f:
                    if line.startswith(field + ":"):
                        return int(line.split()[1]) / 1024
        except OSError:
            return None
    def start(self):
        def sample():
            while self.running:
                rss = self.read("VmRSS")
                if rss is not None:
                    self.samples.append(rss)
                time.sleep(0.05)
        threading.Thread(target=sample, daemon=True).start()
    def stop(self):
        self.running = False

def stamp(path):
    try:
        st = os.stat(path)
        return (st.st_ino, st.st_mtime_ns)
    except FileNotFoundError:
        return None

def first_page(site, thread_id):
    """t/<id>.html (the default URL style), else t/<id>/index.html (--urls folders)."""
    files = os.path.join(site, "t", thread_id + ".html")
    return files if os.path.exists(files) else os.path.join(site, "t", thread_id, "index.html")

class Log:
    """The watch output file, read as it grows."""
    def __init__(self, path):
        self.path, self.lines = path, []
    def refresh(self):
        with open(self.path, encoding="utf-8", errors="replace") as f:
            self.lines = f.read().splitlines()
        return self.lines
    def wait(self, after, pattern, timeout):
        deadline = time.perf_counter() + timeout
        while time.perf_counter() < deadline:
            for line in self.refresh()[after:]:
                if re.search(pattern, line):
                    return line
            time.sleep(0.001)
        sys.exit(f"no line matching {pattern!r} within {timeout} s; log tail:\n" + "\n".join(self.lines[-10:]))

def write(path, data):
    with open(path, "wb") as f:
        f.write(data)

def percentile(values, q):
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(q * (len(ordered) - 1))))]

def summary(name, values):
    return (f"{name}: median {statistics.median(values):.1f} ms, p90 {percentile(values, 0.9):.1f} ms, "
            f"min {min(values):.1f}, max {max(values):.1f} (n={len(values)})")

def rebuild_ms(line):
    m = re.search(r"in ([\d.]+) (ms|s)\b", line)
    return None if not m else float(m.group(1)) * (1000 if m.group(2) == "s" else 1)

def wait_replaced(path, before, t0, timeout):
    while stamp(path) == before:
        if time.perf_counter() - t0 > timeout:
            sys.exit(f"{path} not rewritten within {timeout} s")
        time.sleep(0.001)
    return (time.perf_counter() - t0) * 1000

def body_edit(original, i):
    """The first comment body gets a prefix: counts, times and the index stay the same."""
    return original.replace(b'"content": "', f'"content": "watch-bench edit {i} '.encode(), 1)

def new_comment(original, i):
    """A comment from the future at the head of the thread: its counts and latest activity
    change, so the thread moves to the top of the index."""
    comment = (f'{{"id": "watch-bench-new-{i}", "user": "bench", "content": "watch-bench edit {i} new comment", '
               f'"createdAt": "2030-01-{1 + i % 28:02d}T00:00:00Z"}}, ').encode()
    return original.replace(b'"comments": [', b'"comments": [' + comment, 1)

def thread_edits(args, log, edit, offset, index_ms=None):
    names = sorted(n for n in os.listdir(args.archive) if n.endswith(".json"))
    step = max(1, len(names) // args.runs)
    picked = names[(step // 2 + offset) % step::step][:args.runs]
    index = os.path.join(args.site, "index.html")
    page_ms, line_ms, reported_ms, originals = [], [], [], {}
    for i, name in enumerate(picked):
        source = os.path.join(args.archive, name)
        page = first_page(args.site, name[:-5])
        before = stamp(page)
        if before is None:
            sys.exit(f"no page {page} for {source}")
        index_before = stamp(index)
        original = open(source, "rb").read()
        originals[source] = original
        edited = edit(original, i)
        if edited == original:
            sys.exit(f"{source}: nothing to edit")
        mark = len(log.refresh())
        write(source, edited)
        t0 = time.perf_counter()
        page_ms.append(wait_replaced(page, before, t0, args.timeout))
        if index_ms is not None:
            index_ms.append(wait_replaced(index, index_before, t0, args.timeout))
        line = log.wait(mark, r"^Rebuilt|error:", args.timeout)
        line_ms.append((time.perf_counter() - t0) * 1000)
        if "error" in line:
            sys.exit(f"rebuild failed: {line}")
        if rebuild_ms(line) is not None:
            reported_ms.append(rebuild_ms(line))
        if f"watch-bench edit {i} ".encode() not in open(page, "rb").read():
            sys.exit(f"{page} was rewritten without the edit")
        time.sleep(0.2)  # let the watcher go quiet so runs do not overlap
    return page_ms, line_ms, reported_ms, originals

def holds(folder, word):
    """Whether a result chunk under `folder` holds `word` (chunks are deflated, base64)."""
    for name in os.listdir(folder):
        text = open(os.path.join(folder, name), "rb").read()
        m = re.search(rb'"([A-Za-z0-9+/=]*)"\);\s*$', text)
        data = zlib.decompress(base64.b64decode(m.group(1)), -15) if m else text
        if word.encode() in data:
            return True
    return False

def search_refresh(args, log, runs=3):
    """Save -> page ('Rebuilt'), save -> the changed threads' delta segment ('Search delta
    updated': search is current) and save -> the full index ('Search index updated'), one
    edit at a time."""
    names = sorted(n for n in os.listdir(args.archive) if n.endswith(".json"))
    line_ms, delta_ms, update_ms, originals = [], [], [], {}
    for i in range(runs):
        source = os.path.join(args.archive, names[(i * 7919 + 3) % len(names)])
        original = open(source, "rb").read()
        originals[source] = original
        word = f"zqxsearchbench{i}"
        mark = len(log.refresh())
        write(source, original.replace(b'"content": "', f'"content": "{word} '.encode(), 1))
        t0 = time.perf_counter()
        line = log.wait(mark, r"^Rebuilt|error:", args.timeout)
        line_ms.append((time.perf_counter() - t0) * 1000)
        line = log.wait(mark, r"^Search delta updated|search delta not updated|^Search index updated", args.template_timeout)
        if line.startswith("Search delta updated"):
            delta_ms.append((time.perf_counter() - t0) * 1000)
            if not holds(os.path.join(args.site, "search", "delta", "d"), word):
                sys.exit(f"the delta does not hold {word} after '{line}'")
        line = log.wait(mark, r"^Search index updated|search index not updated", args.template_timeout)
        update_ms.append((time.perf_counter() - t0) * 1000)
        if not line.startswith("Search index updated"):
            sys.exit(f"search refresh failed: {line}")
        if not holds(os.path.join(args.site, "search", "d"), word):
            sys.exit(f"the index does not hold {word} after '{line}'")
    # Two saves in a row: the second comes while the first's full refresh runs.
    if delta_ms and runs >= 2:
        during, start = [], len(log.refresh())
        for i in (runs, runs + 1):
            source = os.path.join(args.archive, names[(i * 7919 + 3) % len(names)])
            original = open(source, "rb").read()
            originals.setdefault(source, original)
            word = f"zqxsearchbench{i}"
            mark = len(log.refresh())
            write(source, original.replace(b'"content": "', f'"content": "{word} '.encode(), 1))
            t0 = time.perf_counter()
            log.wait(mark, r"^Rebuilt", args.template_timeout)
            page = (time.perf_counter() - t0) * 1000
            log.wait(mark, r"^Search delta updated", args.template_timeout)
            during.append((page, (time.perf_counter() - t0) * 1000))
        print(f"  second save during the first's full refresh: save -> 'Rebuilt' {during[1][0]:.1f} ms, "
              f"-> delta {during[1][1]:.1f} ms (first save: {during[0][0]:.1f} / {during[0][1]:.1f} ms)")
        # Both full refreshes (the second save's folded into one more) before the next step.
        deadline = time.perf_counter() + args.template_timeout
        while sum(line.startswith("Search index updated") for line in log.refresh()[start:]) < 2:
            if time.perf_counter() > deadline:
                sys.exit("the full refreshes after two saves did not end")
            time.sleep(0.01)
    return line_ms, delta_ms, update_ms, originals

def template_edit(args, log):
    layout = os.path.join(args.templates, "layout.mustache")
    original = open(layout, "rb").read()
    marker = b"<!-- watch-bench template edit -->"
    mark = len(log.refresh())
    write(layout, original + marker + b"\n")
    t0 = time.perf_counter()
    line = log.wait(mark, r"^Rebuilt|error:", args.template_timeout)
    elapsed = (time.perf_counter() - t0) * 1000
    pages = missing = 0
    for folder, _, files in os.walk(args.site):
        for name in files:
            if name.endswith(".html"):
                pages += 1
                with open(os.path.join(folder, name), "rb") as f:
                    missing += marker not in f.read()
    return elapsed, line, pages, missing, (layout, original)

def main():
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--archive", required=True)
    parser.add_argument("--site", required=True)
    parser.add_argument("--templates", required=True)
    parser.add_argument("--log", required=True)
    parser.add_argument("--runs", type=int, default=20)
    parser.add_argument("--timeout", type=float, default=10)
    parser.add_argument("--template-timeout", type=float, default=900)
    parser.add_argument("--start-timeout", type=float, default=1800)
    parser.add_argument("--search-runs", type=int, default=3)
    parser.add_argument("--pid", type=int, help="the watch process, for its resident memory")
    args = parser.parse_args()
    log = Log(args.log)
    t0 = time.perf_counter()
    print(log.wait(0, r"^Built ", args.start_timeout), flush=True)
    log.wait(0, r"^Watching", args.start_timeout)
    print(f"initial build (as seen by this script): {time.perf_counter() - t0:.1f} s", flush=True)
    memory = Memory(args.pid) if args.pid else None
    if memory:
        time.sleep(1)
        print(f"resident memory: peak through the first build {memory.read('VmHWM'):.0f} MB, "
              f"after it {memory.read('VmRSS'):.0f} MB", flush=True)
        memory.start()
    originals = {}
    try:
        if os.path.isdir(os.path.join(args.site, "search")):
            line_ms, delta_ms, update_ms, originals = search_refresh(args, log, args.search_runs)
            print("a changed body, with search:")
            print(summary("  save -> 'Rebuilt' line (the page)", line_ms))
            if delta_ms:
                print(summary("  save -> 'Search delta updated' line (search current)", delta_ms))
            print(summary("  save -> 'Search index updated' line (background)", update_ms))
        page_ms, line_ms, reported_ms, more = thread_edits(args, log, body_edit, 0)
        for path, data in more.items():
            originals.setdefault(path, data)  # a file the search step edited keeps its true original
        print("a changed body:")
        print(summary("  save -> page on disk", page_ms))
        print(summary("  save -> 'Rebuilt' line", line_ms))
        if reported_ms:
            print(summary("  rebuild time printed by watch", reported_ms))
        index_ms = []
        page_ms, line_ms, reported_ms, more = thread_edits(args, log, new_comment, 1, index_ms)
        originals.update(more)
        print("a new comment (the index changes too):")
        print(summary("  save -> page on disk", page_ms))
        print(summary("  save -> index.html on disk", index_ms))
        print(summary("  save -> 'Rebuilt' line", line_ms))
        if reported_ms:
            print(summary("  rebuild time printed by watch", reported_ms))
        elapsed, line, pages, missing, restore = template_edit(args, log)
        originals[restore[0]] = restore[1]
        print(f"template edit -> every page rewritten: {elapsed / 1000:.2f} s ({line})")
        print(f"pages checked: {pages}, without the template edit: {missing}")
    finally:
        for path, data in originals.items():
            write(path, data)
        if memory:
            memory.stop()
            if memory.samples:
                print(f"resident memory during the edits: max {max(memory.samples):.0f} MB, "
                      f"median {statistics.median(memory.samples):.0f} MB, at the end {memory.samples[-1]:.0f} MB "
                      f"(peak since start, VmHWM: {memory.read('VmHWM') or 0:.0f} MB)")

if __name__ == "__main__":
    main()
