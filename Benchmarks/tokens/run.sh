#!/usr/bin/env bash
# Token resolver benchmark: a generated graph of 50,000 tokens, alias chains up to eight deep,
# two modifiers. Prints the wall time of resolving one permutation and of all four (median of
# hyperfine runs, release build) and the peak memory, against the targets (0.5 s, 200 MB).
# No peer runs here: Style Dictionary and Terrazzo come from npm, which these machines cannot reach.
set -euo pipefail
cd "$(dirname "$0")/../.."
tokens="${1:-50000}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

[ -x /usr/bin/time ] || { apt-get install -y -qq time >/dev/null 2>&1 || sudo apt-get install -y -qq time >/dev/null; }
command -v hyperfine >/dev/null || { apt-get install -y -qq hyperfine >/dev/null 2>&1 || sudo apt-get install -y -qq hyperfine >/dev/null; }
Scripts/install-dependencies
swift build -c release --product specimen >/dev/null 2>&1
binary=.build/release/specimen
python3 Benchmarks/tokens/generate.py "$work/tokens" "$tokens"

one=(tokens check --tokens "$work/tokens" --context theme=light --context density=compact)
all=(tokens check --tokens "$work/tokens")
"$binary" "${one[@]}" 2>&1 | tail -1

hyperfine --warmup 1 --runs 7 --export-json "$work/times.json" \
  -n "one permutation" "$binary ${one[*]}" \
  -n "all four permutations" "$binary ${all[*]}" >/dev/null
/usr/bin/time -f "%M" -o "$work/peak" "$binary" "${one[@]}" >/dev/null 2>&1
peak_kb=$(tail -1 "$work/peak")

python3 - "$work/times.json" "$peak_kb" <<'PY'
import json, sys
results = json.load(open(sys.argv[1]))["results"]
peak_mb = int(sys.argv[2]) / 1024
for r in results:
    print(f"{r['command']:>22}: median {r['median']:.3f} s (min {r['min']:.3f}, max {r['max']:.3f})")
one = results[0]["median"]
print(f"{'target':>22}: one permutation ≤ 0.500 s → ratio {one / 0.5:.2f} of the budget ({'met' if one <= 0.5 else 'MISSED'})")
print(f"{'peak memory':>22}: {peak_mb:.0f} MB ≤ 200 MB → ratio {peak_mb / 200:.2f} ({'met' if peak_mb <= 200 else 'MISSED'})")
PY
