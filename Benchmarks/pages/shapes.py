#!/usr/bin/env python3
"""The shape benchmark: Specimen and Hugo on the same pages, one shape after another, in one run.

    shapes.py SPECIMEN HUGO WORK [--runs N] [--only NAME ...] [--hugo-timeout SECONDS]

For each shape it runs the two alternately and prints both median times, their ratio,
Specimen's time per page against the 1,000-page shape, and each tool's peak memory (GNU time's
maximum resident set size). Hugo is skipped, and said to be, where it runs past the timeout.
"""
import argparse
import os
import shutil
import statistics
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
GENERATE = os.path.join(HERE, "..", "corpus", "generate.py")

# name, pages, generator arguments
SHAPES = [
    ("1,000 pages, folders of 50", 1000, []),
    ("10,000 pages, folders of 50", 10000, []),
    ("10,000 pages, one folder", 10000, ["--per-folder", "0"]),
    ("10,000 pages, ten folders deep", 10000, ["--per-folder", "50", "--depth", "10"]),
    ("one 4 MB page", 1, ["--page-bytes", "4000000"]),
    ("1,000 pages, 60 lines of front matter", 1000, ["--front-matter-lines", "60"]),
    ("100,000 pages, folders of 100", 100000, ["--per-folder", "100"]),
]


def timed(command, timeout):
    """Wall time and peak memory (MB) of one run, or None when it ran past the timeout."""
    start = time.monotonic()
    try:
        finished = subprocess.run(["/usr/bin/time", "-f", "%M"] + command, stdout=subprocess.DEVNULL,
                                  stderr=subprocess.PIPE, text=True, timeout=timeout)
    except subprocess.TimeoutExpired:
        return None
    elapsed = time.monotonic() - start
    if finished.returncode != 0:
        sys.exit(f"failed: {' '.join(command)}\n{finished.stderr[-2000:]}")
    return elapsed, int(finished.stderr.strip().splitlines()[-1]) / 1024


def measure_both(specimen, hugo, runs, timeout):
    """Runs the two alternately, so that a machine whose speed drifts (a shared VM's does, by
    tens of percent within minutes) slows both alike; medians of time, peaks of memory. Hugo's
    result is None once a run of it passes the timeout, and it is not run again."""
    specimen_samples, hugo_samples = [], []
    for _ in range(runs):
        specimen_samples.append(timed(specimen, None))
        if hugo_samples is not None:
            sample = timed(hugo, timeout)
            hugo_samples = None if sample is None else hugo_samples + [sample]

    def summary(samples):
        return (statistics.median(s[0] for s in samples), max(s[1] for s in samples)) if samples else None
    return summary(specimen_samples), summary(hugo_samples)


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("specimen")
    parser.add_argument("hugo")
    parser.add_argument("work")
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--only", nargs="*", help="shape names containing any of these words")
    parser.add_argument("--hugo-timeout", type=float, default=300)
    arguments = parser.parse_args()
    baseline = None
    print(f"{'shape':40} {'specimen':>10} {'hugo':>10} {'ratio':>6} {'per page / 1,000':>17} {'specimen MB':>12} {'hugo MB':>8}")
    for name, pages, options in SHAPES:
        # The 1,000-page shape always runs: the others' time per page is measured against it.
        if arguments.only and not any(word in name for word in arguments.only) and name != SHAPES[0][0]:
            continue
        book = os.path.join(arguments.work, "book")
        shutil.rmtree(book, ignore_errors=True)
        subprocess.run([sys.executable, GENERATE, book, "--pages", str(pages), "--hugo"] + options, check=True,
                       stdout=subprocess.DEVNULL)
        specimen, hugo = measure_both(
            [arguments.specimen, "build", "--root", book, "--output", os.path.join(arguments.work, "out-specimen")],
            [arguments.hugo, "--quiet", "--source", os.path.join(book, "hugo"), "--destination", os.path.join(arguments.work, "out-hugo")],
            arguments.runs, arguments.hugo_timeout)
        per_page = specimen[0] / pages
        if pages == 1000 and not options:
            baseline = per_page
        growth = f"{per_page / baseline:.2f}" if baseline and pages > 1 else "—"
        ratio = f"{specimen[0] / hugo[0]:.2f}" if hugo else "—"
        hugo_time = f"{hugo[0]:9.2f}s" if hugo else "timed out"
        hugo_memory = f"{hugo[1]:8.0f}" if hugo else "—"
        print(f"{name:40} {specimen[0]:9.2f}s {hugo_time:>10} {ratio:>6} {growth:>17} {specimen[1]:12.0f} {hugo_memory:>8}", flush=True)
        shutil.rmtree(book, ignore_errors=True)
    print("\ntargets: ratio ≤ 0.5 on every shape; per page ≤ 1.2 × the 1,000-page shape; peak memory at 100,000 pages ≤ 2,048 MB")


if __name__ == "__main__":
    main()
