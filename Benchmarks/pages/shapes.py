#!/usr/bin/env python3
"""The shape benchmark: Specimen, Hugo, and Hugo followed by Pagefind on the same pages, one shape
after another, in one run.

    shapes.py SPECIMEN HUGO WORK [--pagefind PAGEFIND] [--text real|vocabulary] [--language en|ko|th]
              [--runs N] [--only NAME ...] [--hugo-timeout SECONDS]

For each shape it runs them alternately and prints the median times, Specimen's ratio to Hugo
and to Hugo with Pagefind (what a team runs to get the same searchable site), Specimen's time
per page against the 1,000-page shape, and each tool's peak memory (GNU time's maximum resident
set size). Specimen's builds there are full builds into the output folder of the last (`--fresh`), the
work Hugo does every time. Then, for each shape, Specimen's build of the unchanged handbook (which keeps
the site it finds, see `UnchangedBuild`) against a full build: on the 1,000-page shape against first
builds into a folder no build wrote, on the others against the full builds above. The pages are real
text by default (see ../corpus/text.py). Hugo is skipped, and said to be, where it runs past the timeout;
a peer that fails (Pagefind killed for want of memory at 100,000 pages here) is said to, and not run again.
"""
import argparse
import os
import shlex
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


class Failed(Exception):
    """A run that ended in an error: the benchmark stops if it is Specimen's, and says so and
    goes on without the tool if it is a peer's (Pagefind killed at 100,000 pages, its memory
    past the machine's 24 GB)."""


def timed(command, timeout):
    """Wall time and peak memory (MB) of one run, or None when it ran past the timeout; raises
    `Failed` when the command fails."""
    start = time.monotonic()
    try:
        finished = subprocess.run(["/usr/bin/time", "-f", "%M"] + command, stdout=subprocess.DEVNULL,
                                  stderr=subprocess.PIPE, text=True, timeout=timeout)
    except subprocess.TimeoutExpired:
        return None
    elapsed = time.monotonic() - start
    lines = finished.stderr.strip().splitlines()
    peak = int(lines[-1]) / 1024 if lines and lines[-1].isdigit() else None
    if finished.returncode != 0:
        killed = finished.returncode in (137, -9)
        reason = (f"killed after {elapsed:.0f} s at {peak:,.0f} MB (out of memory?)" if killed and peak
                  else f"exit status {finished.returncode}")
        raise Failed(f"{reason}: {' '.join(command)}\n{finished.stderr[-2000:]}")
    return elapsed, peak


def run_or_drop(number, command, timeout, failures):
    """One run of a command, for `measure_all` and the untimed first builds: Specimen's
    failure stops the benchmark; a peer's is kept in `failures` (the peer is not run again)."""
    try:
        return timed(command, None if number == 0 else timeout)
    except Failed as failure:
        if number == 0:
            sys.exit(f"failed: {failure}")
        failures[number] = str(failure).splitlines()[0]
        return None


def measure_all(commands, runs, timeout, failures):
    """Runs the commands alternately, so that a machine whose speed drifts (a shared VM's does,
    by tens of percent within minutes) slows all alike; medians of time, peaks of memory. The
    first (Specimen) has no timeout; another's result is None once a run of it passes the
    timeout or fails (see `run_or_drop`), and it is not run again."""
    samples = [None if number in failures else [] for number in range(len(commands))]
    for _ in range(runs):
        for number, command in enumerate(commands):
            if samples[number] is None:
                continue
            sample = run_or_drop(number, command, timeout, failures)
            samples[number] = None if sample is None else samples[number] + [sample]

    def summary(taken):
        return (statistics.median(s[0] for s in taken), max(s[1] for s in taken)) if taken else None
    return [summary(taken) for taken in samples]


def first_builds(arguments, book):
    """The median time of first builds of `book`, each into a folder no build wrote before (a
    fresh clone's)."""
    times = []
    for run in range(arguments.runs):
        output = os.path.join(arguments.work, f"out-first-{run}")
        times.append(run_or_drop(0, [arguments.specimen, "build", "--root", book, "--output", output], None, {})[0])
    for run in range(arguments.runs):
        shutil.rmtree(os.path.join(arguments.work, f"out-first-{run}"), ignore_errors=True)
        shutil.rmtree(os.path.join(arguments.work, f".out-first-{run}.specimen-spare"), ignore_errors=True)
    return statistics.median(times)


def unchanged_builds(arguments, book, output, full, against):
    """Times builds of `book` into `output` after a full build there, nothing changed: what a
    second `specimen build`, or a CI step that builds again, costs. Prints the median against
    `full` (a build's time, named `against`) and returns whether it is at most half."""
    command = [arguments.specimen, "build", "--root", book, "--output", output]
    times = [run_or_drop(0, command, None, {})[0] for _ in range(arguments.runs)]
    unchanged = statistics.median(times)
    print(f"{'  the unchanged handbook built again':40} {unchanged:9.2f}s   {unchanged / full:.2f} × {against} (target ≤ 0.5)", flush=True)
    return unchanged / full <= 0.5


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("specimen")
    parser.add_argument("hugo")
    parser.add_argument("work")
    parser.add_argument("--pagefind", help="Pagefind's binary: also time Hugo followed by Pagefind")
    parser.add_argument("--text", choices=["real", "vocabulary"], default="real")
    parser.add_argument("--language", choices=["en", "ko", "th"], default="en")
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--only", nargs="*", help="shape names containing any of these words")
    parser.add_argument("--hugo-timeout", type=float, default=300)
    arguments = parser.parse_args()
    baseline = None
    print(f"text: {arguments.text}, language: {arguments.language}")
    print(f"{'shape':40} {'specimen':>10} {'hugo':>10} {'ratio':>6} {'hugo+pf':>10} {'ratio':>6} {'per page / 1,000':>17}"
          f" {'specimen MB':>12} {'hugo MB':>8}")
    met = True
    for name, pages, options in SHAPES:
        # The 1,000-page shape always runs: the others' time per page is measured against it.
        if arguments.only and not any(word in name for word in arguments.only) and name != SHAPES[0][0]:
            continue
        book = os.path.join(arguments.work, "book")
        shutil.rmtree(book, ignore_errors=True)
        subprocess.run([sys.executable, GENERATE, book, "--pages", str(pages), "--hugo", "--text", arguments.text,
                        "--language", arguments.language] + options, check=True, stdout=subprocess.DEVNULL)
        hugo_output = os.path.join(arguments.work, "out-hugo")
        hugo_command = [arguments.hugo, "--quiet", "--source", os.path.join(book, "hugo"), "--destination", hugo_output]
        specimen_output = os.path.join(arguments.work, "out-specimen")
        # Full builds, as Hugo's are: the handbook does not change between runs.
        commands = [[arguments.specimen, "build", "--fresh", "--root", book, "--output", specimen_output], hugo_command]
        if arguments.pagefind:
            commands.append(["sh", "-c", shlex.join(hugo_command) + " && " + shlex.join([arguments.pagefind, "--site", hugo_output])
                             + " >/dev/null"])
        # Each shape starts from output folders of its own, with one build of each not timed: a
        # timed build then replaces a site of the same handbook, not the last shape's (which
        # Specimen would remove page by page and Hugo would leave in place).
        for stale in (hugo_output, specimen_output, os.path.join(arguments.work, ".out-specimen.specimen-spare")):
            shutil.rmtree(stale, ignore_errors=True)
        failures = {}
        for number, command in enumerate(commands):
            run_or_drop(number, command, arguments.hugo_timeout, failures)
        results = measure_all(commands, arguments.runs, arguments.hugo_timeout, failures)
        specimen, hugo = results[0], results[1]
        pagefind = results[2] if arguments.pagefind else None
        per_page = specimen[0] / pages
        if pages == 1000 and not options:
            baseline = per_page
        growth = per_page / baseline if baseline and pages > 1 else None
        ratio = specimen[0] / hugo[0] if hugo else None
        ratio_pagefind = specimen[0] / pagefind[0] if pagefind else None
        met &= (ratio is None or ratio <= 0.5) and (ratio_pagefind is None or ratio_pagefind <= 0.25)
        # The growth target is per page at 10,000 and 100,000 pages; a 1,000-page shape of
        # another kind (60 lines of front matter) prints its per-page cost, not held to it.
        met &= growth is None or pages < 10000 or growth <= 1.2
        met &= pages < 100000 or specimen[1] <= 2048

        def shown(value, form):
            return format(value, form) if value is not None else "—"
        print(f"{name:40} {specimen[0]:9.2f}s {shown(hugo and hugo[0], '9.2f') + 's':>10} {shown(ratio, '.2f'):>6}"
              f" {shown(pagefind and pagefind[0], '9.2f') + 's':>10} {shown(ratio_pagefind, '.2f'):>6} {shown(growth, '.2f'):>17}"
              f" {specimen[1]:12.0f} {shown(hugo and hugo[1], '8.0f'):>8}", flush=True)
        for number, reason in sorted(failures.items()):
            print(f"  {['Specimen', 'Hugo', 'Hugo followed by Pagefind'][number]} not timed: {reason}", flush=True)
        if pages == 1000 and not options:
            first = first_builds(arguments, book)
            print(f"{'  first build (no output yet)':40} {first:9.2f}s", flush=True)
            met &= unchanged_builds(arguments, book, specimen_output, first, "a first build")
        else:
            met &= unchanged_builds(arguments, book, specimen_output, specimen[0], "a full build")
        shutil.rmtree(book, ignore_errors=True)
    print("\ntargets: Specimen ≤ 0.5 × Hugo and ≤ 0.25 × Hugo followed by Pagefind on every shape; per page at 10,000 and 100,000 pages ≤ 1.2 ×"
          " the 1,000-page shape; peak memory at 100,000 pages ≤ 2,048 MB; the unchanged handbook built again ≤ 0.5 × a first"
          " (or full) build")
    print("every target met" if met else "NOT every target met")


if __name__ == "__main__":
    main()
