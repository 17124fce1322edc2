#!/usr/bin/env bash
# Runs docs/scale/slurm.sh on a real single-node Slurm cluster started here from Debian's
# packages (slurm-wlm, munge), then checks that the merged site equals a one-process build
# (diff -r). Used by ScaleRecipesTests and, on a bigger archive, for the figure in
# docs/scale.md:
#   Tests/Scale/slurm-cluster.sh SHARDS INPUT CONFIG [sbatch option…]
# INPUT is the folder the recipe's `input/` points to, CONFIG its threadfold.json; extra
# options go to the `sbatch docs/scale/slurm.sh` line (command-line options override the
# script's #SBATCH lines). THREADFOLD names the executable (default: swift build's).
# Everything lives in a temporary folder: a munge key and munged on a private socket,
# slurm.conf (proctrack/linuxproc, task/none, select/cons_tres, state and spool folders
# there), `slurmctld -D` and `slurmd -D` in the background, all stopped on exit, failed or
# not. Exits 77 after "skip: REASON" when not root or the packages are missing.
set -euo pipefail
shards=${1:?usage: slurm-cluster.sh SHARDS INPUT CONFIG [sbatch option…]}
input=$(realpath "${2:?input folder}")
config=$(realpath "${3:?threadfold.json}")
shift 3
root=$(cd "$(dirname "$0")/../.." && pwd)
recipe=$root/docs/scale/slurm.sh

skip() { echo "skip: $*"; exit 77; }
[ "$(id -u)" -eq 0 ] || skip "the Slurm test starts slurmctld, slurmd and munged, which needs root"
for tool in munged slurmctld slurmd sbatch squeue sinfo scancel; do
    command -v "$tool" >/dev/null || skip "$tool not found (Debian: apt-get install slurm-wlm munge)"
done
threadfold=${THREADFOLD:-$root/.build/debug/threadfold}
[ -x "$threadfold" ] || { echo "error: no threadfold at $threadfold" >&2; exit 1; }

tmp=$(mktemp -d /tmp/threadfold-slurm.XXXXXX)
pids=()
stop() {
    status=$?
    # Jobs first (slurmd ends their steps), then the daemons this script started.
    if [ ${#pids[@]} -ge 2 ]; then
        scancel --full --quiet --user=root 2>/dev/null || true
        for _ in $(seq 20); do [ -z "$(squeue -h 2>/dev/null)" ] && break; sleep 0.25; done
    fi
    for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done
    for pid in "${pids[@]}"; do wait "$pid" 2>/dev/null || true; done
    if [ "$status" -ne 0 ] && [ "$status" -ne 77 ]; then
        for log in "$tmp"/*.log "$tmp"/*.out "$tmp"/work/slurm-*.out; do
            [ -s "$log" ] && { echo "--- $log"; tail -n 20 "$log"; }
        done
    fi
    rm -rf "$tmp"
    exit "$status"
}
trap stop EXIT
trap 'exit 130' INT TERM

# munge: a private key and daemon (the root-owned temporary folder satisfies its checks).
dd if=/dev/urandom of="$tmp/munge.key" bs=1024 count=1 status=none
chmod 400 "$tmp/munge.key"
munged --foreground --force --key-file="$tmp/munge.key" --socket="$tmp/munge.socket" \
    --pid-file="$tmp/munged.pid" --log-file="$tmp/munged.log" --seed-file="$tmp/munged.seed" &>"$tmp/munged.out" &
pids+=($!)

free_port() { python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])'; }
host=$(hostname -s)
cpus=$(nproc)
memory=$(awk '/MemTotal/ { print int($2 / 1024 * 0.9) }' /proc/meminfo)
mkdir -p "$tmp/state" "$tmp/spool"
cat >"$tmp/slurm.conf" <<EOF
ClusterName=threadfold
SlurmctldHost=$host(127.0.0.1)
SlurmctldPort=$(free_port)
SlurmdPort=$(free_port)
SlurmUser=root
SlurmdUser=root
AuthType=auth/munge
AuthInfo=socket=$tmp/munge.socket
CredType=cred/munge
StateSaveLocation=$tmp/state
SlurmdSpoolDir=$tmp/spool
SlurmctldPidFile=$tmp/slurmctld.pid
SlurmdPidFile=$tmp/slurmd.pid
SlurmctldLogFile=$tmp/slurmctld.log
SlurmdLogFile=$tmp/slurmd.log
ProctrackType=proctrack/linuxproc
TaskPlugin=task/none
SelectType=select/cons_tres
SelectTypeParameters=CR_Core_Memory
DependencyParameters=kill_invalid_depend
AccountingStorageType=accounting_storage/none
JobCompType=jobcomp/none
MpiDefault=none
ReturnToService=2
NodeName=$host NodeAddr=127.0.0.1 CPUs=$cpus RealMemory=$memory State=UNKNOWN
PartitionName=main Nodes=$host Default=YES MaxTime=INFINITE State=UP
EOF
export SLURM_CONF=$tmp/slurm.conf
for _ in $(seq 50); do [ -S "$tmp/munge.socket" ] && break; sleep 0.1; done
slurmctld -D -i &>"$tmp/slurmctld.out" &
pids+=($!)
slurmd -D &>"$tmp/slurmd.out" &
pids+=($!)
for _ in $(seq 100); do
    state=$(sinfo -h -o %T 2>/dev/null || true)
    [ "$state" = idle ] && break
    sleep 0.2
done
[ "$state" = idle ] || { echo "error: the node did not come up (state: '$state')" >&2; exit 1; }
echo "slurm: node $host up ($cpus CPUs, $memory MB) in $SECONDS s"

# The folder the recipe expects: input/, threadfold.json, threadfold on PATH.
mkdir -p "$tmp/work/bin"
ln -s "$input" "$tmp/work/input"
cp "$config" "$tmp/work/threadfold.json"
ln -s "$threadfold" "$tmp/work/bin/threadfold"
export PATH=$tmp/work/bin:$PATH
cd "$tmp/work"

now() { date +%s.%N; }
since() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.1f", b - a }'; }
started=$(now)
sbatch --quiet --wait --mem=1G --wrap "threadfold partition input --shards $shards -o parts -q"
partitioned=$(now)
job=$(sbatch --parsable --array=0-$((shards - 1)) "$@" "$recipe")
# Done when nothing is queued or running: the array, then the merge task 0 queued.
# A failed task leaves the merge's dependency unsatisfiable: slurmctld cancels it
# (kill_invalid_depend), and this stops waiting for it either way.
until [ -z "$(squeue -h)" ]; do
    sleep 0.2
    if squeue -h -o %r | grep -q DependencyNeverSatisfied; then
        echo "error: a shard task failed, so the merge can never start" >&2; exit 1
    fi
    [ "$(since "$started" "$(now)" | cut -d. -f1)" -gt 300 ] && { echo "error: jobs still queued after 300 s" >&2; squeue >&2; exit 1; }
done
finished=$(now)
# Each job's queue, start and end as slurmctld recorded them (whole seconds), from the
# partition job's submission: scheduling waits against the work itself.
scontrol -o show job | tr ' ' '\n' | awk -F= -v origin="${started%.*}" '
    function at(t) { gsub(/T/, " ", t); gsub(/[-:]/, " ", t); return mktime(t) - origin }
    /^JobId=/ { id = $2; task = "" } /^ArrayTaskId=/ { task = "[" $2 "]" } /^JobName=/ { name = $2 } /^JobState=/ { state = $2 }
    /^SubmitTime=/ { submit = at($2) } /^StartTime=/ { start = at($2) }
    /^EndTime=/ { printf "slurm: job %s %s%s: %s, queued +%d s, ran +%d to +%d s\n", id, name, task, state, submit, start, at($2) }' | sort -t+ -k3n
[ -d site ] || { echo "error: no merged site (job $job)" >&2; exit 1; }
grep -h "Merged" slurm-*.out || true

one_started=$(now)
threadfold build input --config threadfold.json -q -o one
one_finished=$(now)
diff -r one site >"$tmp/diff.txt" || { echo "error: merged site differs from one build:" >&2; head -20 "$tmp/diff.txt" >&2; exit 1; }
echo "slurm: $shards shards merged into a site identical to one build (diff -r)"
echo "slurm: partition job $(since "$started" "$partitioned") s, array of $shards + merge" \
    "$(since "$partitioned" "$finished") s, one process $(since "$one_started" "$one_finished") s"
