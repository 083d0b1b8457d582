#!/usr/bin/env python3
"""What the search index costs a build: the same handbook built with its search and with
`search: false`, one after the other in rounds, on the same disk.

    index_time.py SPECIMEN HANDBOOK [--rounds 15] [--tmpfs]

Copies HANDBOOK twice into a temporary folder (under /dev/shm with --tmpfs), turns the search
off in one copy's specimen.yml, and builds both alternately, each into its own output folder
(so every build after the first replaces a site of its own kind). Prints the median build of
each, the index's time (the difference) and its share of the build with search; the machine's
drift is shared by both, as they alternate.
"""
import argparse
import shutil
import statistics
import subprocess
import tempfile
import time
from pathlib import Path


def without_search(config: Path):
    """Appends `search: false` to a copy's specimen.yml (made if it has none)."""
    text = config.read_text(encoding="utf-8") if config.exists() else ""
    if text and not text.endswith("\n"):
        text += "\n"
    config.write_text(text + "search: false\n", encoding="utf-8")


def measure(specimen: str, handbook: Path, rounds: int, tmpfs: bool = False):
    """Median seconds of a build with and without search: (with, without)."""
    work = Path(tempfile.mkdtemp(prefix="specimen-index-time-", dir="/dev/shm" if tmpfs else None))
    try:
        copies = {"with": work / "with", "without": work / "without"}
        for copy in copies.values():
            shutil.copytree(handbook, copy, ignore=shutil.ignore_patterns("Output", ".build", ".git"))
        without_search(copies["without"] / "specimen.yml")
        times = {name: [] for name in copies}
        for _ in range(rounds + 1):
            for name, copy in copies.items():
                start = time.monotonic()
                subprocess.run([specimen, "build", "--fresh", "--output", str(work / f"out-{name}")], cwd=copy, check=True,
                               capture_output=True)
                times[name].append(time.monotonic() - start)
        # The first round writes into empty folders; the rest replace a site, as a build does.
        return statistics.median(times["with"][1:]), statistics.median(times["without"][1:])
    finally:
        shutil.rmtree(work, ignore_errors=True)


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("specimen")
    parser.add_argument("handbook", type=Path)
    parser.add_argument("--rounds", type=int, default=15)
    parser.add_argument("--tmpfs", action="store_true", help="copies and sites in /dev/shm")
    arguments = parser.parse_args()
    with_search, without = measure(str(Path(arguments.specimen).resolve()), arguments.handbook, arguments.rounds, arguments.tmpfs)
    index = with_search - without
    print(f"build with search {with_search * 1000:.1f} ms, with search: false {without * 1000:.1f} ms "
          f"(medians of {arguments.rounds}, alternating)")
    print(f"index time {index * 1000:.1f} ms, {100 * index / with_search:.1f}% of the build (target ≤ 15%)")


if __name__ == "__main__":
    main()
