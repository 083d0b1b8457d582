#!/usr/bin/env bash
# What the template fast paths buy: the native navigation (NavigationHTML, the default theme's
# nav-item.mustache written in Swift), the native table of contents and breadcrumbs
# (TableOfContentsHTML, BreadcrumbsHTML) and the compiled renderer (CompiledTemplate,
# swift-mustache's rendering for the common syntax), on the 1,000-page corpus with tokens and on GitHub Primer's
# handbook. Builds a release binary with switches.patch applied (environment variables that turn
# each fast path off; the patch is reversed as soon as the build is done), checks that the four
# variants write the same files, then, for each variant, counts the instructions of one build
# into an unchanged output with callgrind (this shared machine's wall time drifts by more than
# the differences measured), takes the `templates` step of `build --timings` (median of 7), and
# times whole builds with hyperfine in three rounds, the order of the variants rotating.
# Usage: Benchmarks/templates/run.sh [--tmpfs] [--no-callgrind]
set -euo pipefail
cd "$(dirname "$0")/../.."
work_root="${TMPDIR:-/tmp}"
callgrind=1
for argument in "$@"; do
  case "$argument" in
    --tmpfs) work_root=/dev/shm ;;
    --no-callgrind) callgrind=0 ;;
    *) echo "usage: $0 [--tmpfs] [--no-callgrind]" >&2; exit 2 ;;
  esac
done
command -v hyperfine >/dev/null || { apt-get install -y -qq hyperfine >/dev/null 2>&1 || sudo apt-get install -y -qq hyperfine >/dev/null; }
if [ "$callgrind" = 1 ]; then
  command -v valgrind >/dev/null || { apt-get install -y -qq valgrind >/dev/null 2>&1 || sudo apt-get install -y -qq valgrind >/dev/null; }
fi

work="$(mktemp -d "$work_root/specimen-templates.XXXXXX")"
trap 'rm -rf "$work"' EXIT
patch=Benchmarks/templates/switches.patch
git apply --check "$patch"
git apply "$patch"
trap 'git apply -R "$patch"; rm -rf "$work"' EXIT
swift build -c release --product specimen >/dev/null 2>&1
cp .build/release/specimen "$work/specimen"
git apply -R "$patch"
trap 'rm -rf "$work"' EXIT
# valgrind 3.19 cannot read the DWARF 5 of Swift 6's debug information; the symbols are enough.
strip --strip-debug -o "$work/specimen-symbols" "$work/specimen"
binary="$work/specimen"
echo "machine: $(nproc) cores, $(awk '/MemTotal/ {printf "%.0f GB", $2/1048576}' /proc/meminfo), work in $work_root, load $(cut -d' ' -f1-3 /proc/loadavg)"

python3 Benchmarks/corpus/generate.py "$work/corpus" --pages 1000 --text vocabulary --with-tokens >/dev/null
python3 Benchmarks/systems/handbook.py github-primer "$work/primer" --specimen "$binary" >/dev/null

variants=(native nav-template partials-template swift-mustache)
declare -A switch=([native]="SPECIMEN_FAST_PATHS=on" [nav-template]="SPECIMEN_NAV_VIA_TEMPLATE=1"
  [partials-template]="SPECIMEN_PARTIALS_VIA_TEMPLATE=1" [swift-mustache]="SPECIMEN_NO_COMPILE=1")
build() { # variant handbook [extra arguments]
  local variant="$1" book="$2"
  shift 2
  env "${switch[$variant]}" "$binary" build --fresh --root "$work/$book" --output "$work/out-$book-$variant" "$@"
}

for book in corpus primer; do
  for variant in "${variants[@]}"; do build "$variant" "$book" >/dev/null 2>&1; done
  for variant in "${variants[@]:1}"; do
    diff -r "$work/out-$book-native" "$work/out-$book-$variant" >/dev/null || { echo "$book: $variant writes other files" >&2; exit 1; }
  done
  echo "$book: the ${#variants[@]} variants write the same files"
done

if [ "$callgrind" = 1 ]; then
  for book in corpus primer; do
    for variant in "${variants[@]}"; do
      env "${switch[$variant]}" valgrind --tool=callgrind --callgrind-out-file="$work/callgrind-$book-$variant" \
        "$work/specimen-symbols" build --fresh --root "$work/$book" --output "$work/out-$book-$variant" >"$work/callgrind-$book-$variant.log" 2>&1
      instructions=$(sed -n 's/^==[0-9]*== Collected : //p' "$work/callgrind-$book-$variant.log")
      printf '%8s %-17s %6.2f G instructions\n' "$book" "$variant" "$(echo "$instructions / 1000000000" | bc -l)"
    done
  done
fi

for book in corpus primer; do
  for variant in "${variants[@]}"; do
    for _ in 1 2 3 4 5 6 7; do
      build "$variant" "$book" --timings 2>&1 | sed -n 's/^  templates \([0-9.]*\) ms.*/\1/p'
    done | sort -n | sed -n 4p | xargs printf '%8s %-17s templates step %s ms (median of 7)\n' "$book" "$variant"
  done
done

for book in corpus primer; do
  for round in 1 2 3; do
    arguments=()
    for offset in "${!variants[@]}"; do
      variant="${variants[$(((round - 1 + offset) % ${#variants[@]}))]}"
      arguments+=(-n "$variant" "env ${switch[$variant]} $binary build --fresh --root $work/$book --output $work/out-$book-$variant")
    done
    hyperfine -N --warmup 2 --runs 20 --export-json "$work/times-$book-$round.json" "${arguments[@]}" >/dev/null
  done
  python3 - "$work" "$book" <<'PY'
import json, statistics, sys
work, book = sys.argv[1], sys.argv[2]
medians = {}
for round in (1, 2, 3):
    for result in json.load(open(f"{work}/times-{book}-{round}.json"))["results"]:
        medians.setdefault(result["command"], []).append(result["median"])
native = statistics.median(medians["native"])
for name, values in medians.items():
    median = statistics.median(values)
    rounds = ", ".join(f"{value * 1000:.0f}" for value in values)
    print(f"{book:>8} {name:<17} {median * 1000:6.0f} ms (rounds {rounds}), {median / native:.2f} × native")
PY
done
