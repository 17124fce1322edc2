#!/usr/bin/env python3
"""The benchmark table from the raw runs of one preset.

    table.py RESULTS.tsv PRESET COMMENTS JSON_BYTES UNSAFE

Medians over the runs; x floor / x hugo = median wall relative to that system (< 1 is
faster). Prints a plain table, the stage shares of threadfold's own timer, and the same
rows as Markdown for the README.
"""
import statistics as st
import sys

res, preset, comments, json_bytes, unsafe = sys.argv[1], sys.argv[2], int(sys.argv[3]), int(sys.argv[4]), sys.argv[5]
rows = [line.rstrip("\n").split("\t") for line in open(res)][1:]
order, runs = [], {}
for name, run, wall, rss, cpu, rc, stages in rows:
    if name not in runs:
        order.append(name)
        runs[name] = []
    runs[name].append({"wall": float(wall), "rss": int(rss), "cpu": float(cpu), "rc": int(rc), "stages": stages})

med = {n: st.median(r["wall"] for r in v) for n, v in runs.items()}


def ratio(n, other):
    return f"{med[n] / med[other]:.2f}" if other in med and med[other] > 0 else "-"


cols = ["system", "wall s", "min", "max", "cpu s", "max RSS MB", "comments/s", "MB/s", "x floor", "x hugo", "cpu x floor"]
cpu_med = {n: st.median(r["cpu"] for r in v) for n, v in runs.items()}
table = []
for n in order:
    v = runs[n]
    walls = [r["wall"] for r in v]
    m = med[n]
    table.append([n + ("!" if any(r["rc"] for r in v) else ""), f"{m:.3f}", f"{min(walls):.3f}", f"{max(walls):.3f}",
                  f"{st.median(r['cpu'] for r in v):.2f}", f"{st.median(r['rss'] for r in v) / 1024:.1f}",
                  f"{comments / m:,.0f}", f"{json_bytes / 1e6 / m:.1f}", ratio(n, "floor"), ratio(n, "hugo"),
                  f"{cpu_med[n] / cpu_med['floor']:.1f}" if cpu_med.get("floor") else "-"])

print(f"\n{preset}: {comments:,} comments, {json_bytes / 1e6:.1f} MB JSON, median of {max(len(v) for v in runs.values())} runs")
widths = [max(len(c), *(len(r[i]) for r in table)) for i, c in enumerate(cols)]
print("  ".join(c.rjust(w) if i else c.ljust(w) for i, (c, w) in enumerate(zip(cols, widths))))
for r in table:
    print("  ".join(c.rjust(w) if i else c.ljust(w) for i, (c, w) in enumerate(zip(r, widths))))
if any(r["rc"] for v in runs.values() for r in v):
    print("(! = a run exited non-zero)")
print("MB/s = JSON input MB per wall second (the floor reads only the concatenated markdown); "
      "cpu x floor = user+sys CPU relative to the floor (steadier than wall on a shared machine)")

# Stage shares from `threadfold build --timings` (its own clock, so they add up to its total).
stage_runs = [dict(kv.split("=") for kv in r["stages"].split(",")) for r in runs.get("threadfold", []) if r["stages"] != "-"]
if stage_runs:
    names = [s for s in stage_runs[0] if s != "total"]
    meds = {s: st.median(float(sr.get(s, 0)) for sr in stage_runs) for s in names + ["total"]}
    total = meds["total"] or sum(meds[s] for s in names) or 1
    print("threadfold stages (median s, share of its own total): "
          + ", ".join(f"{s} {meds[s]:.3f} ({meds[s] / total:.0%})" for s in names) + f"; total {meds['total']:.3f}")
print(f"threadfold unsafe output (check_output.py total): {unsafe}")

print("\nMarkdown:")
print("| " + " | ".join(["preset"] + cols) + " |")
print("|" + " --- |" * (len(cols) + 1))
for r in table:
    print("| " + " | ".join([preset] + r) + " |")
