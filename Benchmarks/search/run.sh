#!/usr/bin/env bash
# Search against Pagefind 1.5 on the same built pages, through headless Chromium: recall@10 per
# language, bytes per query from a cold start, index size and time (see recall.py).
# Usage: Benchmarks/search/run.sh [HANDBOOK]   (default: the sample handbook, then a generated
# handbook in each language of multilingual.py: en fr pt ko th ka ar he)
set -euo pipefail
cd "$(dirname "$0")/../.."
Scripts/install-dependencies
Scripts/install-browser-dependencies
.build/browser-venv/bin/python -m pip install -q "pagefind-bin-extended==1.5.2"
pagefind="$(.build/browser-venv/bin/python -c 'import os, pagefind_bin_extended as p; print(os.path.join(os.path.dirname(p.__file__), "pagefind_extended"))')"
swift build -c release --product specimen >/dev/null 2>&1
export SE_OFFLINE=true  # Selenium Manager must not try to download drivers; Debian's are used.
run() { .build/browser-venv/bin/python Benchmarks/search/recall.py "$PWD/.build/release/specimen" "$pagefind" "$1"; }
if [ "$#" -gt 0 ]; then
  run "$1"
  exit
fi
echo "The sample handbook:"
run .
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
for language in en fr pt ko th ka ar he; do
  python3 Benchmarks/search/multilingual.py "$language" "$work/$language" --pages 16
  echo "A generated handbook in '$language':"
  run "$work/$language"
done
