#!/usr/bin/env python3
"""Prints the build benchmark's figures and ratios against the targets (see run.sh)."""
import json
import resource
import statistics
import subprocess
import sys


def main():
    work, specimen, tokens_book, *sizes = sys.argv[1:]
    per_page = {}
    for pages in sizes:
        times = {r["command"]: r for r in json.load(open(f"{work}/times-{pages}.json"))["results"]}
        specimen_time = times["specimen"]["median"]
        hugo_time = times["hugo"]["median"]
        floor = times["cmark-gfm"]["median"]
        markdown = statistics.median(float(line) for line in open(f"{work}/markdown-{pages}.txt") if line.strip()) / 1000
        per_page[int(pages)] = specimen_time / int(pages)
        print(f"\n{pages} pages (median of {len(times['specimen']['times'])} runs)")
        print(f"  specimen build   {specimen_time * 1000:8.1f} ms  ({specimen_time / int(pages) * 1000:.3f} ms per page)")
        print(f"  hugo             {hugo_time * 1000:8.1f} ms  ({hugo_time / int(pages) * 1000:.3f} ms per page)")
        print(f"  cmark-gfm floor  {floor * 1000:8.1f} ms  (the same Markdown, concatenated, one process)")
        print(f"  specimen's Markdown stage {markdown * 1000:.1f} ms")
        verdict(f"specimen / hugo = {specimen_time / hugo_time:.2f}", specimen_time / hugo_time <= 0.5, "≤ 0.5")
        verdict(f"Markdown stage / cmark-gfm floor = {markdown / floor:.2f}", markdown / floor <= 1.5, "≤ 1.5")
    if len(per_page) >= 2:
        small, large = min(per_page), max(per_page)
        growth = per_page[large] / per_page[small]
        print()
        verdict(f"time per page at {large} / at {small} = {growth:.2f}", growth <= 1.2, "≤ 1.2")
    before = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
    subprocess.run([specimen, "build", "--root", tokens_book, "--output", f"{work}/out-tokens"], check=True,
                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    peak = max(before, resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss) / 1024
    print()
    verdict(f"peak memory, 10,000 pages and 20,000 tokens = {peak:.0f} MB", peak <= 500, "≤ 500 MB")


def verdict(text, ok, target):
    print(f"  {text}  (target {target}: {'meets' if ok else 'MISSES'})")


if __name__ == "__main__":
    main()
