#!/usr/bin/env bash
# A sharded threadfold build as a Slurm job array (docs/scale.md). threadfold's tests run it
# on a single-node cluster (Tests/Scale/slurm-cluster.sh). Submit from a folder on the
# cluster's shared file system that holds input/, threadfold.json and the threadfold
# executable on PATH; first the partition (one input folder per shard, so each task reads
# only its own), then this, with as many array tasks as shards (8 unless --array says):
#   sbatch --wait --mem=1G --wrap "threadfold partition input --shards 8 -o parts -q"
#   sbatch docs/scale/slurm.sh                  # or: sbatch --array=0-2 docs/scale/slurm.sh
# Each array task builds one shard; task 0 also queues the merge, which Slurm starts only
# once every task of the array has succeeded (afterok).
#SBATCH --job-name=threadfold-shards
#SBATCH --array=0-7
#SBATCH --cpus-per-task=2
#SBATCH --mem=2G
#SBATCH --time=02:00:00
set -euo pipefail
# The array is 0…N-1, one task per shard: N is the partition's --shards.
shards=$SLURM_ARRAY_TASK_COUNT
if [ "$SLURM_ARRAY_TASK_ID" -eq 0 ]; then
    sbatch --dependency="afterok:$SLURM_ARRAY_JOB_ID" --job-name=threadfold-merge --mem=2G \
        --wrap "threadfold merge shards/* --config threadfold.json -o site"
fi
exec threadfold build "parts/$SLURM_ARRAY_TASK_ID" --config threadfold.json -q --shard "$SLURM_ARRAY_TASK_ID/$shards" -o "shards/$SLURM_ARRAY_TASK_ID"
