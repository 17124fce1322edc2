#!/usr/bin/env bash
# A sharded build with GNU parallel (docs/scale.md):
#   docs/scale/parallel.sh SHARDS SITE INPUT... [-- OPTION...]
# partitions INPUT into SHARDS folders (each worker then reads only its own), builds shard
# 0..SHARDS-1 as separate jobs, and merges them into SITE. OPTIONS (--config,
# --base-url, ...) go to every build and to the merge; give --config when the config sits
# in the input folder (a partition folder has none). On several machines add --sshlogin
# (PARALLEL="--sshlogin 4/host1,4/host2") and put the inputs, the work folder and
# threadfold itself on a folder every host mounts at the same path.
set -euo pipefail
threadfold=${THREADFOLD:-threadfold}
shards=$1 site=$2
shift 2
inputs=()
while [ $# -gt 0 ] && [ "$1" != -- ]; do inputs+=("$1"); shift; done
[ $# -gt 0 ] && shift
options=("$@")
# The shard folders sit beside the site, so they are on its file system and shared mounts.
work=$(mktemp -d "${site%/}.shards.XXXXXX")
trap 'rm -rf "$work"' EXIT
"$threadfold" partition "${inputs[@]}" --shards "$shards" -o "$work/parts" -q
seq 0 $((shards - 1)) | parallel --will-cite --halt now,fail=1 \
    "$threadfold" build "$work/parts/{}" "${options[@]}" -q --shard "{}/$shards" -o "$work/shard-{}"
folders=()
for ((i = 0; i < shards; i++)); do folders+=("$work/shard-$i"); done
"$threadfold" merge "${folders[@]}" "${options[@]}" -o "$site"
