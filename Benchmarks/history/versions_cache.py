#!/usr/bin/env python3
"""What publishing releases side by side costs, and what the cache saves.

Makes a git repository in a temporary folder holding the whole sample handbook (its pages in
six languages, its tokens), then ten release tags (v1.0.0 … v1.9.0), each changing a token and
a page, as releases do. Then times `specimen build --fresh` (a full build of the current handbook,
which the record of an unchanged build would otherwise skip; the median of --rounds runs each):

1. the current handbook alone (no `versions:`): one build;
2. with `versions:` naming nine releases, the cache empty: ten builds;
3. the same again, every release cached: the current build plus placing nine releases' files;
4. a tenth release added to `versions:`: what adding a version costs (the target: about one
   build, not ten).

Usage: versions_cache.py [SPECIMEN] [--rounds N]
"""
import argparse
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def git(repo, *args):
    env = dict(os.environ, GIT_AUTHOR_DATE="2026-01-01T00:00:00+00:00", GIT_COMMITTER_DATE="2026-01-01T00:00:00+00:00")
    subprocess.run(["git", "-c", "user.name=B", "-c", "user.email=b@example.com", *args], cwd=repo, env=env, check=True,
                   stdout=subprocess.DEVNULL)


def make_repository(folder, releases):
    for name in ["Content", "Templates", "Public"]:
        if os.path.isdir(os.path.join(ROOT, name)):
            shutil.copytree(os.path.join(ROOT, name), os.path.join(folder, name))
    config = open(os.path.join(ROOT, "specimen.yml")).read()
    config = "\n".join(line for line in config.splitlines() if not line.startswith(("history:", "versions:")))
    open(os.path.join(folder, "specimen.yml"), "w").write(config + "\nhistory: {tags: \"v*\"}\n")
    git(folder, "init", "-q")
    page = os.path.join(folder, "Content", "introduction.md")
    for release in range(releases):
        with open(page, "a") as text:
            text.write(f"\nRelease 1.{release}.0 added this line.\n")
        git(folder, "add", "-A")
        git(folder, "commit", "-q", "-m", f"release {release}")
        git(folder, "tag", f"v1.{release}.0")


def set_versions(folder, names):
    path = os.path.join(folder, "specimen.yml")
    lines = [line for line in open(path).read().splitlines() if not line.startswith("versions:")]
    if names:
        lines.append("versions: [" + ", ".join(f'"{name}"' for name in names) + "]")
    open(path, "w").write("\n".join(lines) + "\n")


def timed_build(specimen, folder):
    start = time.perf_counter()
    result = subprocess.run([specimen, "build", "--fresh"], cwd=folder, capture_output=True, text=True)
    elapsed = time.perf_counter() - start
    if result.returncode != 0 or "version-unbuildable" in result.stdout + result.stderr:
        sys.exit(result.stdout + result.stderr)
    return elapsed


def median_of(rounds, run):
    return statistics.median(run() for _ in range(rounds))


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("specimen", nargs="?", default=os.path.join(ROOT, ".build", "release", "specimen"))
    parser.add_argument("--rounds", type=int, default=3)
    arguments = parser.parse_args()
    specimen = os.path.abspath(arguments.specimen)
    with tempfile.TemporaryDirectory(prefix="specimen-versions-bench-") as work:
        folder = os.path.join(work, "handbook")
        os.makedirs(folder)
        make_repository(folder, 10)
        cache = os.path.join(folder, ".specimen")
        nine = [f"1.{release}.0" for release in range(9)]

        set_versions(folder, [])
        one = median_of(arguments.rounds, lambda: timed_build(specimen, folder))

        def cold():
            shutil.rmtree(cache, ignore_errors=True)
            return timed_build(specimen, folder)
        set_versions(folder, nine)
        cold_nine = median_of(arguments.rounds, cold)
        timed_build(specimen, folder)
        warm_nine = median_of(arguments.rounds, lambda: timed_build(specimen, folder))

        def add_tenth():
            set_versions(folder, nine)
            timed_build(specimen, folder)
            for entry in os.listdir(os.path.join(cache, "versions")):
                if entry.startswith("1.9.0-"):
                    shutil.rmtree(os.path.join(cache, "versions", entry))
            set_versions(folder, nine + ["1.9.0"])
            return timed_build(specimen, folder)
        tenth = median_of(arguments.rounds, add_tenth)
        files = sum(len(names) for _, _, names in os.walk(os.path.join(folder, "Output")))

        print(f"The sample handbook (six languages) with ten release tags; {files} files in the site with ten versions")
        print(f"  the current handbook alone (one build):           {one * 1000:7.0f} ms")
        print(f"  nine releases, cache empty (ten builds):          {cold_nine * 1000:7.0f} ms  ({cold_nine / one:.1f}× one build)")
        print(f"  nine releases, all cached:                        {warm_nine * 1000:7.0f} ms  ({warm_nine / one:.1f}× one build)")
        print(f"  adding a tenth release to nine cached:            {tenth * 1000:7.0f} ms  ({tenth / one:.1f}× one build)")
        print(f"  (median of {arguments.rounds} runs each, `specimen build`, release build of Specimen)")


if __name__ == "__main__":
    main()
