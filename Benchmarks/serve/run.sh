#!/usr/bin/env bash
# The serve benchmark: a 1,000-page handbook with tokens, `specimen serve` (release), and the
# time from saving a page or a token file to the live-reload event reaching a listening page.
# Usage: Benchmarks/serve/run.sh [PAGES [generator options…]]
#   e.g. Benchmarks/serve/run.sh 10000 --per-folder 0   (10,000 pages in one folder)
set -euo pipefail
cd "$(dirname "$0")/../.."
pages="${1:-1000}"
shift || true
swift build -c release --product specimen >/dev/null
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
python3 Benchmarks/corpus/generate.py "$work/handbook" --pages "$pages" --text vocabulary --with-tokens "$@"
echo "machine: $(nproc) cores, $(awk '/MemTotal/ {printf "%.0f GB", $2/1048576}' /proc/meminfo), $(uname -sr)"
python3 Benchmarks/serve/latency.py "$PWD/.build/release/specimen" "$work/handbook"
