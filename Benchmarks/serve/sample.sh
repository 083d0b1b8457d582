#!/usr/bin/env bash
# The serve benchmark on the sample handbook with all six of its languages on: `specimen serve`
# (release) in a clone of this repository (its tags give the sample its token history and its
# published version), and the time from saving an English page to the live-reload event.
# Usage: Benchmarks/serve/sample.sh [latency.py options, e.g. --page-edits 30]
set -euo pipefail
cd "$(dirname "$0")/../.."
swift build -c release --product specimen >/dev/null
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
git clone -q --no-hardlinks . "$work/handbook"
echo "machine: $(nproc) cores, $(awk '/MemTotal/ {printf "%.0f GB", $2/1048576}' /proc/meminfo), $(uname -sr)"
echo "languages: $(grep -c '{code:' "$work/handbook/specimen.yml")"
python3 Benchmarks/serve/latency.py "$PWD/.build/release/specimen" "$work/handbook" --pages "*.md" --page-edits 30 "$@"
