#!/usr/bin/env python3
"""Watch latency: from saving one thread file to its page on disk carrying the edit.

    watch_latency.py BIN ARCHIVE WORKDIR [--thread ID] [--edits 20] [--interval 1.0]

Copies ARCHIVE to WORKDIR/archive (the edits must not touch the cached data), starts
`BIN watch WORKDIR/archive -o WORKDIR/site`, waits for its first build, then EDITS times:
puts a new marker at the start of the thread's first comment body, writes the file in
place (as an editor's plain save does) and polls the page every 0.5 ms until it holds
that marker. Prints each latency, min / median / max, and the rebuild times `watch`
itself reports (the rest is the watcher's debounce, reading the file and our polling).
"""
import argparse
import os
import re
import shutil
import signal
import statistics as st
import subprocess
import sys
import threading
import time

ap = argparse.ArgumentParser()
ap.add_argument("bin")
ap.add_argument("archive")
ap.add_argument("workdir")
ap.add_argument("--thread", help="thread id (default: the largest thread file, the worst case)")
ap.add_argument("--edits", type=int, default=20)
ap.add_argument("--interval", type=float, default=1.0)
ap.add_argument("--timeout", type=float, default=30.0, help="seconds to wait for one page")
args = ap.parse_args()

archive = os.path.join(args.workdir, "archive")
site = os.path.join(args.workdir, "site")
shutil.rmtree(args.workdir, ignore_errors=True)
os.makedirs(args.workdir)
shutil.copytree(args.archive, archive)

files = [f for f in os.listdir(archive) if f.endswith(".json")]
if args.thread:
    name = args.thread + ".json"
else:
    name = max(files, key=lambda f: (os.path.getsize(os.path.join(archive, f)), f))
thread_file = os.path.join(archive, name)
thread_id = name[:-5]
# Generated ids (t00042) are safe file names, so the slug is the id (README: Output).
page = os.path.join(site, "t", thread_id, "index.html")
original = open(thread_file, encoding="utf-8").read()
body_at = original.find('"content": "')
if body_at < 0:
    sys.exit(f"watch_latency: no \"content\" field in {thread_file}")
body_at += len('"content": "')
print(f"== thread {thread_id}: {os.path.getsize(thread_file) / 1e6:.1f} MB JSON, page {page}")

lines = []
started = threading.Event()
proc = subprocess.Popen([args.bin, "watch", archive, "-o", site], stdout=subprocess.PIPE,
                        stderr=subprocess.DEVNULL, text=True, start_new_session=True)


def reader():
    for line in proc.stdout:
        lines.append(line.rstrip("\n"))
        if line.startswith("Built"):
            started.set()


threading.Thread(target=reader, daemon=True).start()
latencies = []
try:
    t0 = time.monotonic()
    while not started.wait(0.1):
        if proc.poll() is not None:
            sys.exit(f"watch_latency: watch exited ({proc.returncode}): {lines[-3:]}")
    print(f"== first build: {time.monotonic() - t0:.2f} s ({lines[-1]})")
    time.sleep(1.0)  # the watcher starts after the first build's summary line
    for k in range(1, args.edits + 1):
        marker = f"bench-edit-{k}-{os.getpid()} "
        text = original[:body_at] + marker + original[body_at:]
        start = time.monotonic()
        with open(thread_file, "w", encoding="utf-8") as f:
            f.write(text)
        seen = False
        while time.monotonic() - start < args.timeout:
            try:
                with open(page, "rb") as f:
                    if marker.encode() in f.read():
                        seen = True
                        break
            except FileNotFoundError:
                pass
            time.sleep(0.0005)
        took = time.monotonic() - start
        if not seen:
            print(f"   edit {k}: page not updated within {args.timeout:.0f} s")
            continue
        latencies.append(took)
        print(f"   edit {k}: {took * 1000:7.1f} ms")
        time.sleep(args.interval)
finally:
    os.killpg(proc.pid, signal.SIGINT)
    try:
        proc.wait(10)
    except subprocess.TimeoutExpired:
        os.killpg(proc.pid, signal.SIGKILL)

rebuilt = [float(m.group(1)) * (1 if m.group(2) == "ms" else 1000)
           for line in lines for m in [re.search(r"^Rebuilt .* in ([\d.]+) (ms|s)$", line)] if m]
if latencies:
    ms = sorted(x * 1000 for x in latencies)
    print(f"watch latency ({len(ms)} edits): min {ms[0]:.1f} ms, median {st.median(ms):.1f} ms, max {ms[-1]:.1f} ms")
if rebuilt:
    print(f"rebuild time reported by watch ({len(rebuilt)}): median {st.median(rebuilt):.1f} ms, max {max(rebuilt):.1f} ms")
sys.exit(0 if len(latencies) == args.edits else 1)
