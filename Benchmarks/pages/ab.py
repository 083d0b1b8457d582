#!/usr/bin/env python3
"""Two Specimen binaries on the same handbook: full builds (`build --fresh`), alternating, each
into an output folder of its own; prints the median wall time and the median CPU time (user +
system, of the build and what it starts) of each, and B's against A's.

    ab.py SPECIMEN_A SPECIMEN_B HANDBOOK [--rounds 15]

On a shared machine the wall time of two runs minutes apart can differ by a fifth; CPU time
drifts far less, and alternating shares what drift there is. Use it to tell whether a change
made the build cheaper; the ratio to Hugo is `shapes.sh`'s.
"""
import argparse
import resource
import shutil
import statistics
import subprocess
import tempfile
import time
from pathlib import Path


def build(specimen: str, handbook: Path, output: Path):
    """One full build: (wall seconds, CPU seconds)."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    subprocess.run([specimen, "build", "--fresh", "--root", str(handbook), "--output", str(output)], check=True,
                   capture_output=True)
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return wall, (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("a")
    parser.add_argument("b")
    parser.add_argument("handbook", type=Path)
    parser.add_argument("--rounds", type=int, default=15)
    arguments = parser.parse_args()
    binaries = [str(Path(arguments.a).resolve()), str(Path(arguments.b).resolve())]
    work = Path(tempfile.mkdtemp(prefix="specimen-ab-", dir=arguments.handbook.resolve().parent))
    try:
        outputs = [work / "out-a", work / "out-b"]
        # Each first build writes into an empty folder; the timed ones replace a site, as a build does.
        for binary, output in zip(binaries, outputs):
            build(binary, arguments.handbook, output)
        results = [([], []), ([], [])]
        for round in range(arguments.rounds):
            for which in ((0, 1) if round % 2 == 0 else (1, 0)):
                wall, cpu = build(binaries[which], arguments.handbook, outputs[which])
                results[which][0].append(wall)
                results[which][1].append(cpu)
    finally:
        shutil.rmtree(work, ignore_errors=True)
    (wall_a, cpu_a), (wall_b, cpu_b) = [(statistics.median(w) * 1000, statistics.median(c) * 1000) for w, c in results]
    print(f"medians of {arguments.rounds}, alternating: wall A {wall_a:.0f} ms, B {wall_b:.0f} ms (B/A {wall_b / wall_a:.3f}); "
          f"CPU A {cpu_a:.0f} ms, B {cpu_b:.0f} ms (B/A {cpu_b / cpu_a:.3f})")


if __name__ == "__main__":
    main()
