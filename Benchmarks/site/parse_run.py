#!/usr/bin/env python3
"""One TSV row from a timed run: GNU time -v output plus the command's stderr.

    parse_run.py NAME RUN T0 T1 RC TIME_FILE STDERR_FILE

Columns: system, run, wall_s (date +%s.%N around the run), max_rss_kb, cpu_s (user+sys),
rc, stages ("load=0.412,threads=0.700,..." from `threadfold build --timings`, else "-").
"""
import re
import sys

name, run, t0, t1, rc, time_file, err_file = sys.argv[1:]
txt = open(time_file, errors="replace").read()
err = open(err_file, errors="replace").read()


def field(pattern, default=0.0):
    m = re.search(pattern, txt)
    return float(m.group(1)) if m else default


rss = int(field(r"Maximum resident set size \(kbytes\): (\d+)"))
cpu = field(r"User time \(seconds\): ([\d.]+)") + field(r"System time \(seconds\): ([\d.]+)")
# `timings: load 0.412 s (33%), threads 0.700 s (57%), ...; total 1.234 s`
stages = "-"
m = re.search(r"^timings: (.*)$", err, re.M)
if m:
    pairs = re.findall(r"(\w+) ([\d.]+) s", m.group(1))
    stages = ",".join(f"{k}={v}" for k, v in pairs) or "-"
elif int(rc) != 0 and err.strip():
    print(f"   ({name} stderr: {err.strip().splitlines()[-1][:200]})", file=sys.stderr)
print("\t".join([name, run, "%.4f" % (float(t1) - float(t0)), str(rss), "%.2f" % cpu, rc, stages]))
