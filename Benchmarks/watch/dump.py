#!/usr/bin/env python3
"""`watch` on one big site dump (.ndjson): save -> "Rebuilt" line and resident memory.

    python3 Benchmarks/watch/dump.py --bin .build/release/threadfold --dump DIR/all.ndjson \
        --work /tmp/watchbench/dump-work [--runs 3] [--search]

Makes the dump's own copy in WORK (it is edited and restored), starts
`watch WORK/in -o WORK/site --no-search` (or with search), waits for the first build, then
RUNS times appends a comment to an existing thread (the dump is read again through the
spill: one save is a full read of the dump) and times save -> "Rebuilt" line, checking the
thread's page holds the comment; prints the medians and the resident memory (VmHWM through
the first build, VmRSS sampled every 50 ms during the saves). Stdlib only.
"""
import argparse, json, os, shutil, signal, statistics, subprocess, sys, time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from measure import Log, Memory  # noqa: E402

def main():
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--bin", required=True)
    parser.add_argument("--dump", required=True)
    parser.add_argument("--work", required=True)
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--search", action="store_true")
    parser.add_argument("--timeout", type=float, default=1800)
    args = parser.parse_args()
    shutil.rmtree(args.work, ignore_errors=True)
    os.makedirs(os.path.join(args.work, "in"))
    dump = os.path.join(args.work, "in", os.path.basename(args.dump))
    shutil.copyfile(args.dump, dump)
    with open(dump, "rb") as f:
        thread = json.loads(f.readline())["threadID"]
    log_path = os.path.join(args.work, "watch.log")
    flags = [] if args.search else ["--no-search"]
    with open(log_path, "wb") as log_file:
        watch = subprocess.Popen([args.bin, "watch", os.path.join(args.work, "in"), "-o", os.path.join(args.work, "site")] + flags,
                                 cwd=args.work, stdout=log_file, stderr=subprocess.STDOUT)
    log, memory = Log(log_path), Memory(watch.pid)
    try:
        t0 = time.perf_counter()
        print(log.wait(0, r"^Built ", args.timeout), flush=True)
        log.wait(0, r"^Watching", args.timeout)
        print(f"first build: {time.perf_counter() - t0:.1f} s; resident: peak {memory.read('VmHWM'):.0f} MB, "
              f"after it {memory.read('VmRSS'):.0f} MB", flush=True)
        memory.start()
        times = []
        for i in range(args.runs):
            row = {"threadID": thread, "id": f"dump-bench-{i}", "user": "bench", "content": f"dump bench {i}",
                   "createdAt": "2030-01-01T00:00:00Z"}
            mark = len(log.refresh())
            with open(dump, "a", encoding="utf-8") as f:
                f.write(json.dumps(row) + "\n")
            t0 = time.perf_counter()
            line = log.wait(mark, r"^Rebuilt|error:", args.timeout)
            times.append(time.perf_counter() - t0)
            print(f"  save {i + 1}: {times[-1]:.2f} s ({line})", flush=True)
            page = os.path.join(args.work, "site", "t", thread + ".html")
            if f"dump bench {i}".encode() not in open(page, "rb").read():
                sys.exit(f"{page} does not hold the new comment")
            time.sleep(1)
        memory.stop()
        print(f"save -> 'Rebuilt': median {statistics.median(times):.2f} s (n={len(times)}); resident during the saves: "
              f"max {max(memory.samples):.0f} MB, median {statistics.median(memory.samples):.0f} MB")
    finally:
        watch.send_signal(signal.SIGINT)
        watch.wait(timeout=60)

if __name__ == "__main__":
    main()
