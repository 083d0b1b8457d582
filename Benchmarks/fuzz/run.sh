#!/usr/bin/env bash
# A long fuzzing round: seeded mutations of the sample handbook's token files and pages, run
# in-process through token resolution, the exports, the page renderer and whole builds, and of
# JSON-RPC messages through the built `specimen mcp`, in a release build, each for an equal
# share of the time. CI runs the same test with a budget of 40 seconds.
#   Benchmarks/fuzz/run.sh [SECONDS] [SEED]      (default: 1800 seconds, a seed from the clock)
set -euo pipefail
cd "$(dirname "$0")/../.."
seconds="${1:-1800}"
seed="${2:-$(date +%s)}"
echo "fuzzing for ${seconds} s with seed ${seed}"
SPECIMEN_FUZZ_SECONDS="$seconds" SPECIMEN_FUZZ_SEED="$seed" \
  swift test -c release -Xswiftc -enable-testing --filter MutationFuzzTests 2>&1 | grep -E "fuzz:|✘|passed|failed|crashed"
