#!/usr/bin/env bash
# Finding where code uses the tokens: `specimen usage` over generated code (100,000 files of
# 5 KB by default: Swift, Kotlin, TypeScript, CSS, SCSS, HTML, Android XML, with English words
# at their real frequencies and the tokens' real export names), against `grep -rFw -f` over the
# same files for every name (and ripgrep when installed): the peer a team would reach for.
# Budget: 100,000 files in at most 5 s on this machine, on its own disk.
# Usage: Benchmarks/usage/run.sh [FILES]   (default 100000; SYSTEM=github-primer for a real
# system of ../shared/fixtures/design-systems instead of the sample handbook; BENCH_DIR for
# where the code is written)
set -euo pipefail
cd "$(dirname "$0")/../.."
files="${1:-100000}"
Scripts/install-dependencies
python="$(Benchmarks/corpus/python.sh)"
swift build -c release --product specimen >/dev/null 2>&1
specimen="$PWD/.build/release/specimen"

# On the machine's own disk: the working folder as users have it, not tmpfs (BENCH_DIR=/dev/shm/…
# measures a memory file system instead).
work="${BENCH_DIR:-$PWD/.build/bench-usage}"
handbook="$PWD"
if [ -n "${SYSTEM:-}" ]; then
  handbook="$work/handbook-$SYSTEM"
  fixtures="$PWD/../shared/fixtures/design-systems"
  rm -rf "$handbook" && mkdir -p "$handbook"
  cp -R "$fixtures/$SYSTEM" "$handbook/$SYSTEM"
  cp "$fixtures/$SYSTEM.resolver.json" "$handbook/"
  printf 'title: %s\ntokens: %s.resolver.json\n' "$SYSTEM" "$SYSTEM" > "$handbook/specimen.yml"
fi
name="$(basename "$handbook")"
code="$work/code-$name-$files"
if [ ! -f "$code/names.txt" ]; then
  rm -rf "$work/exports-$name" "$code"
  exports="$work/exports-$name"
  mkdir -p "$exports"/{css,tailwind,swift,compose}
  (cd "$handbook" && "$specimen" tokens export --format css > "$exports/css/tokens.css")
  (cd "$handbook" && "$specimen" tokens export --format tailwind > "$exports/tailwind/theme.css")
  (cd "$handbook" && "$specimen" tokens export --format swift > "$exports/swift/DesignTokens.swift")
  (cd "$handbook" && "$specimen" tokens export --format compose > "$exports/compose/DesignTokens.kt")
  (cd "$handbook" && "$specimen" tokens export --format android-xml --output "$exports/android" >/dev/null)
  "$python" Benchmarks/usage/generate.py "$work/exports-$name" "$code" --files "$files"
fi
echo "Code: $files files, $(du -sm "$code" | cut -f1) MB on $(df --output=fstype "$code" | tail -1) ($code)"
empty="$work/empty" && mkdir -p "$empty"

seconds() { local start end; start=$(date +%s.%N); "$@" >/dev/null; end=$(date +%s.%N); echo "$end - $start" | bc; }
median() { sort -n | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }

"$specimen" usage --root "$handbook" --usage "$code" --format json > "$work/uses.json"
read -r places filesread token <<<"$(python3 -c "import json,sys; d=json.load(open(sys.argv[1])); t=max(d['tokens'], key=lambda t: len(t['places'])); print(sum(len(t['places']) for t in d['tokens']), d['filesRead'], t['token'])" "$work/uses.json")"
echo "Specimen found $places uses in $filesread files read"

# The scan is timed listing one token (every file is still read and every name looked up; the
# output is small); listing all the places as JSON is timed apart, as it is mostly printing.
base=(); total=(); full=(); peer=(); rg=()
for run in 1 2 3 4 5; do
  # Alternating, so that neither side always runs on a warmer cache.
  base+=("$(seconds "$specimen" usage --root "$handbook" --usage "$empty" --format json)")
  total+=("$(seconds "$specimen" usage --root "$handbook" --usage "$code" --format json "$token")")
  peer+=("$(seconds grep -rFwc -f "$code/names.txt" "$code")")
  if command -v rg >/dev/null 2>&1; then rg+=("$(seconds rg -Fwc -f "$code/names.txt" "$code")"); fi
  if [ "$run" -le 2 ]; then full+=("$(seconds "$specimen" usage --root "$handbook" --usage "$code" --format json)"); fi
done
b=$(printf '%s\n' "${base[@]}" | median); t=$(printf '%s\n' "${total[@]}" | median); p=$(printf '%s\n' "${peer[@]}" | median)
f=$(printf '%s\n' "${full[@]}" | median)
scan=$(echo "$t - $b" | bc)
printf 'specimen usage %s: %.2f s (reading the handbook: %.2f s; the scan: %.2f s)\n' "$token" "$t" "$b" "$scan"
printf 'specimen usage --format json, all %s places: %.2f s\n' "$places" "$f"
printf 'grep -rFw -f (every name, one pass, counts only): %.2f s   ratio specimen/grep: %.2f\n' "$p" "$(echo "$t / $p" | bc -l)"
if [ "${#rg[@]}" -gt 0 ]; then
  r=$(printf '%s\n' "${rg[@]}" | median)
  printf 'rg -Fw -f: %.2f s   ratio specimen/rg: %.2f\n' "$r" "$(echo "$t / $r" | bc -l)"
fi
budget=$(echo "5 * $files / 100000" | bc -l)
if (( $(echo "$t <= $budget" | bc -l) )); then
  printf 'budget (%.1f s for %s files): met\n' "$budget" "$files"
else
  printf 'budget (%.1f s for %s files): NOT met\n' "$budget" "$files"
fi
# The first read after the page cache is dropped, when the kernel allows it (root outside a container).
if [ "$(df --output=fstype "$code" | tail -1)" = tmpfs ]; then
  echo "cold cache: not measured (the code is in memory)"
elif sync && echo 3 > /proc/sys/vm/drop_caches 2>/dev/null; then
  cold=$(seconds "$specimen" usage --root "$handbook" --usage "$code" --format json "$token")
  sync && echo 3 > /proc/sys/vm/drop_caches
  coldpeer=$(seconds grep -rFwc -f "$code/names.txt" "$code")
  printf 'cold cache: specimen %.2f s, grep %.2f s   ratio specimen/grep: %.2f\n' "$cold" "$coldpeer" "$(echo "$cold / $coldpeer" | bc -l)"
else
  echo "cold cache: not measured (the page cache cannot be dropped here)"
fi
