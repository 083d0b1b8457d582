#!/usr/bin/env bash
# The real-system benchmark: a handbook of all of GitHub Primer (a page per group, every token
# page, 1,353 tokens in 12 permutations) against the 1,000-page corpus, with hyperfine (four
# rounds, see below); the largest page Primer's site writes; and a token edit in `serve` on Primer.
# Usage: Benchmarks/systems/run.sh [--tmpfs] [SYSTEM]   (default github-primer)
# --tmpfs works in /dev/shm, so that a busy disk does not decide the result.
set -euo pipefail
cd "$(dirname "$0")/../.."
work_root="${TMPDIR:-/tmp}"
if [ "${1:-}" = "--tmpfs" ]; then work_root=/dev/shm; shift; fi
system="${1:-github-primer}"
command -v hyperfine >/dev/null || { apt-get install -y -qq hyperfine >/dev/null 2>&1 || sudo apt-get install -y -qq hyperfine >/dev/null; }
Scripts/install-dependencies
swift build -c release --product specimen >/dev/null 2>&1
binary="$PWD/.build/release/specimen"
work="$(mktemp -d "$work_root/specimen-systems.XXXXXX")"
trap 'rm -rf "$work"' EXIT
echo "machine: $(nproc) cores, $(awk '/MemTotal/ {printf "%.0f GB", $2/1048576}' /proc/meminfo), work in $work_root"

python3 Benchmarks/systems/handbook.py "$system" "$work/system" --specimen "$binary"
python3 Benchmarks/corpus/generate.py "$work/corpus" --pages 1000 --text vocabulary >/dev/null
"$binary" build --root "$work/system" 2>&1 | tail -1
"$binary" build --root "$work/corpus" 2>&1 | tail -1

# This machine's speed drifts within seconds, and hyperfine runs one command's builds before the
# other's: four rounds of one hyperfine run each, the first command alternating, and the ratio
# of each round; the verdict is on their median.
system_command="$binary build --fresh --root $work/system"
corpus_command="$binary build --fresh --root $work/corpus"
for round in 1 2 3 4; do
  if [ $((round % 2)) -eq 1 ]; then
    set -- -n "$system" "$system_command" -n "1,000-page corpus" "$corpus_command"
  else
    set -- -n "1,000-page corpus" "$corpus_command" -n "$system" "$system_command"
  fi
  hyperfine --warmup 2 --runs 8 -N --export-json "$work/times-$round.json" "$@" >/dev/null
done

python3 - "$work" "$system" "$work/system/Output" <<'PY'
import json, os, statistics, sys
work, system_name = sys.argv[1], sys.argv[2]
ratios, times = [], {}
for round in range(1, 5):
    results = {r["command"]: r for r in json.load(open(f"{work}/times-{round}.json"))["results"]}
    system, corpus = results[system_name], results["1,000-page corpus"]
    ratios.append(system["median"] / corpus["median"])
    for r in (system, corpus):
        times.setdefault(r["command"], []).extend(r["times"])
    print(f"{'round ' + str(round):>20}: {system['median']:.3f} s ÷ {corpus['median']:.3f} s = {ratios[-1]:.2f}")
for name, values in times.items():
    print(f"{name:>20}: median {statistics.median(values):.3f} s (min {min(values):.3f}, max {max(values):.3f}) of {len(values)} builds")
ratio = statistics.median(ratios)
print(f"{'ratio':>20}: {ratio:.2f} × the corpus (median of the rounds), target ≤ 1.5 ({'met' if ratio <= 1.5 else 'MISSED'})")
pages = [(os.path.getsize(os.path.join(folder, name)), os.path.relpath(os.path.join(folder, name), sys.argv[3]))
         for folder, _, names in os.walk(sys.argv[3]) for name in names if name.endswith(".html")]
size, largest = max(pages)
print(f"{'largest page':>20}: {size / 1_000_000:.2f} MB ({largest}) of {len(pages)} pages, target ≤ 1 MB "
      f"({'met' if size <= 1_000_000 else 'MISSED'})")
PY

# A token edit in serve: fgColor.muted is shown on its group's page and aliased by eleven tokens.
if [ "$system" = "github-primer" ]; then
  python3 Benchmarks/systems/token_edit.py "$binary" "$work/system" \
    Content/github-primer/functional/color/fgColor.tokens.json fgColor.muted '"{base.color.neutral.8}"'
fi
