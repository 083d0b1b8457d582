#!/usr/bin/env bash
# Search against Pagefind 1.5 on the same built pages, through headless Chromium: recall@10 per
# language, bytes per query from a cold start, index size and time (see recall.py).
# Usage: Benchmarks/search/run.sh [HANDBOOK]   (default: the sample handbook)
set -euo pipefail
cd "$(dirname "$0")/../.."
handbook="${1:-.}"
Scripts/install-dependencies
Scripts/install-browser-dependencies
.build/browser-venv/bin/python -m pip install -q "pagefind-bin-extended==1.5.2"
pagefind="$(.build/browser-venv/bin/python -c 'import os, pagefind_bin_extended as p; print(os.path.join(os.path.dirname(p.__file__), "pagefind_extended"))')"
swift build -c release --product specimen >/dev/null 2>&1
export SE_OFFLINE=true  # Selenium Manager must not try to download drivers; Debian's are used.
.build/browser-venv/bin/python Benchmarks/search/recall.py "$PWD/.build/release/specimen" "$pagefind" "$handbook"
