#!/usr/bin/env python3
"""The search at scale: what one query costs on a big handbook, and how the index grows.

    scale.py SPECIMEN [--pages 10000] [--queries 40]

Writes handbooks of --pages and of a tenth as many pages, of text drawn as real writing is (a few
words on every page, most words on few: Zipf's law over 60,000 made-up words), builds them with
Specimen, and serves the big one from a plain static server on 127.0.0.1. In headless Chromium it
types queries into the site's own search field with the browser's cache off: words found on one
page, words found on nearly all, two-word queries, and one- and two-letter prefixes. For each it
prints the bytes the query fetched (response bodies, uncompressed) and the time the search takes
again once its chunks are loaded. Prints the index size of both handbooks, per KB of page text.
Targets (issue 19): at 10,000 pages at most 300 KB per query and 100 ms once loaded; the index
growing linearly with the text.
"""
import argparse
import os
import random
import shutil
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "Tests/Browser"))
from conftest import chromium, wait_until  # noqa: E402
from recall import bytes_of_next_query, folder_bytes, serve, specimen_results  # noqa: E402

SYLLABLES = "ba be bi bo bu da de di do du ka ke ki ko ku la le li lo lu ma me mi mo mu na ne ni no nu " \
            "ra re ri ro ru sa se si so su ta te ti to tu va ve vi vo vu za ze zi zo zu".split()


def vocabulary(rng, size):
    words = set()
    while len(words) < size:
        words.add("".join(rng.choice(SYLLABLES) for _ in range(rng.randint(2, 4))))
    return sorted(words)


def write_handbook(out: Path, pages: int, seed=7):
    """Pages of about 400 words drawn by Zipf's law, in folders of 100; returns the words."""
    rng = random.Random(seed)
    words = vocabulary(rng, 60_000)
    rng.shuffle(words)
    weights = [1 / (rank + 1) for rank in range(len(words))]
    (out / "Content").mkdir(parents=True)
    (out / "specimen.yml").write_text("title: Scale\n", encoding="utf-8")
    (out / "Content/index.md").write_text("# Scale\n\nA handbook of many pages.\n", encoding="utf-8")
    for index in range(pages):
        drawn = rng.choices(words, weights, k=400)
        sections = [" ".join(drawn[i:i + 100]) for i in range(0, 400, 100)]
        body = "\n\n".join(f"## Part {n + 1} {sections[n].split()[0]}\n\n{sections[n].capitalize()}." for n in range(4))
        folder = out / "Content" / f"s{index // 100}"
        folder.mkdir(exist_ok=True)
        (folder / f"p{index}.md").write_text(f"---\ntitle: Page {index} {drawn[0]}\n---\n{body}\n", encoding="utf-8")
    return words


def build(specimen: str, handbook: Path, output: Path):
    subprocess.run([specimen, "build", "--output", str(output)], cwd=handbook, check=True, capture_output=True)
    text = sum(len(p.read_text(encoding="utf-8").split("---\n", 2)[-1].encode()) for p in (handbook / "Content").rglob("*.md"))
    return folder_bytes([output / "search"]), text


def queries(words, rng, count):
    rare, common = words[30_000:], words[:20]
    sets = {
        "rare word": [rng.choice(rare) for _ in range(count)],
        "common word": common[: count // 2],
        "two words": [f"{rng.choice(common)} {rng.choice(words[:3000])}" for _ in range(count // 2)],
        "prefix": [w[:n] for w in rng.sample(words[:2000], count // 2) for n in (1, 2)][: count // 2],
    }
    return sets


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("specimen")
    parser.add_argument("--pages", type=int, default=10_000)
    parser.add_argument("--queries", type=int, default=40)
    arguments = parser.parse_args()
    arguments.specimen = os.path.abspath(arguments.specimen)
    work = Path(tempfile.mkdtemp(prefix="specimen-search-scale-"))
    try:
        sizes = {}
        for pages in (arguments.pages // 10, arguments.pages):
            words = write_handbook(work / f"book{pages}", pages)
            sizes[pages] = build(arguments.specimen, work / f"book{pages}", work / f"site{pages}")
        for pages, (index, text) in sizes.items():
            print(f"{pages:6} pages: page text {text / 1e6:.1f} MB, index {index / 1e6:.1f} MB ({index / text:.2f} bytes per byte of text)")
        base = serve(work / f"site{arguments.pages}")
        browser = chromium()
        try:
            browser.get(base)
            engine = "window.SpecimenSearch.site"
            wait_until(lambda: browser.execute_script(f"return !!{engine}"))
            worst = 0
            for kind, asked in queries(words, random.Random(3), arguments.queries).items():
                fetched, times = [], []
                for query in asked:
                    browser.get(base)
                    fetched.append(bytes_of_next_query(browser, lambda: specimen_results(browser, base, query)))
                    times.append(browser.execute_async_script(f"""
                        const done = arguments[arguments.length - 1];
                        const start = performance.now();
                        {engine}.search(arguments[0], 10).then(() => done(performance.now() - start));""", query))
                worst = max(worst, max(fetched))
                print(f"  {kind:12} {len(asked):3} queries: bytes median {statistics.median(fetched) / 1000:6.1f} KB, "
                      f"max {max(fetched) / 1000:6.1f} KB; once loaded median {statistics.median(times):5.1f} ms, max {max(times):5.1f} ms")
            print(f"  the most one query fetched: {worst / 1000:.1f} KB (target ≤ 300 KB)")
        finally:
            browser.quit()
    finally:
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
