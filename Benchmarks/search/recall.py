#!/usr/bin/env python3
"""Search as a reader uses it, Specimen against Pagefind on the same built pages.

    recall.py SPECIMEN PAGEFIND HANDBOOK [--per-page 5] [--cold 20]

Builds HANDBOOK with Specimen, copies the site and indexes the copy with Pagefind (the content
column only, as Specimen indexes it), and serves both from a plain static server on 127.0.0.1.
The queries come from the pages themselves: for each page, words a reader sees in its content
(split by Chromium's Intl.Segmenter in the page's language) that few other pages have, taken
evenly from the start to the end of the page; never picked by hand. Each query is typed into
Specimen's own search field and given to Pagefind's search API in headless Chromium; a hit is
the page being among the first 10 results. Prints recall@10 per language and tool, the bytes a
query fetches from a cold start (median over --cold queries), each index's size on disk and the
time to make it (the build with its search against the same build with `search: false`, see
index_time.py).
"""
import argparse
import functools
import http.server
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path
from urllib.parse import urlparse

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "Tests/Browser"))
from conftest import chromium, wait_until  # noqa: E402
from index_time import measure as index_time  # noqa: E402


def serve(folder: Path):
    """A plain static server for `folder` on a free loopback port; returns its base URL."""
    class Quiet(http.server.SimpleHTTPRequestHandler):
        def log_message(self, *arguments):
            pass

    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(Quiet, directory=str(folder)))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return f"http://127.0.0.1:{server.server_address[1]}/"


def site_pages(site: Path):
    """Content pages of the built site: every index.html with a prose column, but token pages."""
    return sorted(str(path.parent.relative_to(site)).replace(".", "") for path in site.rglob("index.html")
                  if "tokens" not in path.relative_to(site).parts[:1] and "<div class=\"prose\">" in path.read_text(encoding="utf-8"))


def page_words(browser, base: str, route: str):
    """The page's language and the words of its content column, as Intl.Segmenter splits them."""
    browser.get(base + (route + "/" if route else ""))
    return browser.execute_script("""
        const language = document.documentElement.lang || 'en';
        const prose = document.querySelector('main .prose');
        const text = prose ? prose.innerText : '';
        const words = [...new Intl.Segmenter(language, {granularity: 'word'}).segment(text)]
            .filter(piece => piece.isWordLike).map(piece => piece.segment);
        return [language, words];""")


def make_queries(pages: dict, per_page: int):
    """Up to `per_page` distinctive words per page: in at most three pages, not numbers, taken
    evenly along the page. Returns [(route, language, word)]."""
    frequency = {}
    for _, words in pages.values():
        for word in {w.lower() for w in words}:
            frequency[word] = frequency.get(word, 0) + 1
    queries = []
    for route, (language, words) in sorted(pages.items()):
        seen, candidates = set(), []
        for word in words:
            key = word.lower()
            if key in seen or frequency.get(key, 0) > 3 or any(c.isdigit() for c in word) or len(word) < (2 if ord(word[0]) > 0x2E80 else 4):
                continue
            seen.add(key)
            candidates.append(word)
        if not candidates:
            continue
        step = max(1, len(candidates) // per_page)
        queries += [(route, language, word) for word in candidates[::step][:per_page]]
    return queries


def specimen_results(browser, base: str, query: str):
    """The first 10 results of Specimen's own search field for `query`, as paths."""
    field = browser.find_element("id", "specimen-search")
    field.clear()
    field.send_keys(query)
    # The list says which query its results answer once the chunks and fragments are in.
    wait_until(lambda: browser.execute_script(
        "return document.getElementById('specimen-search-results').getAttribute('data-query')") == query)
    hrefs = browser.execute_script(
        "return [...document.querySelectorAll('#specimen-search-results li a')].slice(0, 10).map(a => a.href)")
    return [urlparse(href).path for href in hrefs]


def pagefind_results(browser, query: str):
    """The first 10 results of Pagefind's search API for `query`, as paths."""
    urls = browser.execute_async_script("""
        const done = arguments[arguments.length - 1];
        (async () => {
            const pagefind = await import('/pagefind/pagefind.js');
            const found = await pagefind.search(arguments[0]);
            const data = await Promise.all(found.results.slice(0, 10).map(r => r.data()));
            return data.map(d => d.url);
        })().then(done, error => done(['error: ' + error]));""", query)
    return [urlparse(url).path for url in urls]


def bytes_of_next_query(browser, run):
    """Bytes fetched (response bodies) by `run` on a freshly loaded page with the cache off."""
    browser.execute_cdp_cmd("Network.setCacheDisabled", {"cacheDisabled": True})
    browser.execute_script("performance.clearResourceTimings()")
    run()
    time.sleep(0.2)
    return browser.execute_script(
        "return performance.getEntriesByType('resource').reduce((sum, e) => sum + (e.encodedBodySize || 0), 0)")


def folder_bytes(paths):
    return sum(f.stat().st_size for p in paths if p.exists() for f in ([p] if p.is_file() else p.rglob("*")) if f.is_file())


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("specimen")
    parser.add_argument("pagefind")
    parser.add_argument("handbook")
    parser.add_argument("--per-page", type=int, default=5)
    parser.add_argument("--cold", type=int, default=20)
    arguments = parser.parse_args()
    arguments.specimen = os.path.abspath(arguments.specimen)

    work = Path(tempfile.mkdtemp(prefix="specimen-search-"))
    try:
        specimen_site, pagefind_site = work / "specimen", work / "pagefind"
        build = subprocess.run([arguments.specimen, "build", "--output", str(specimen_site)],
                               cwd=arguments.handbook, capture_output=True, text=True)
        if build.returncode != 0:
            sys.exit("specimen build failed:\n" + build.stderr)
        shutil.copytree(specimen_site, pagefind_site)
        start = time.monotonic()
        subprocess.run([arguments.pagefind, "--site", str(pagefind_site), "--root-selector", "main"],
                       check=True, capture_output=True)
        pagefind_time = time.monotonic() - start

        specimen_base, pagefind_base = serve(specimen_site), serve(pagefind_site)
        browser = chromium()
        try:
            pages = {route: page_words(browser, specimen_base, route) for route in site_pages(specimen_site)}
            queries = make_queries(pages, arguments.per_page)
            hits = {"specimen": {}, "pagefind": {}}
            misses = []
            browser.get(specimen_base)
            for route, language, word in queries:
                target = "/" + (route + "/" if route else "")
                found = specimen_results(browser, specimen_base, word)
                hits["specimen"].setdefault(language, []).append(target in found)
                if target not in found:
                    misses.append(f"{word} (on {target}; found {found[:3]})")
            browser.get(pagefind_base)
            for route, language, word in queries:
                target = "/" + (route + "/" if route else "")
                hits["pagefind"].setdefault(language, []).append(target in pagefind_results(browser, word))

            sample = queries[:: max(1, len(queries) // arguments.cold)][: arguments.cold]
            cold = {"specimen": [], "pagefind": []}
            for _, _, word in sample:
                browser.get(specimen_base)
                cold["specimen"].append(bytes_of_next_query(browser, lambda: specimen_results(browser, specimen_base, word)))
                browser.get(pagefind_base)
                cold["pagefind"].append(bytes_of_next_query(browser, lambda: pagefind_results(browser, word)))
        finally:
            browser.quit()

        print(f"{len(pages)} pages, {len(queries)} queries generated from them ({arguments.per_page} per page at most)")
        for tool in ("specimen", "pagefind"):
            for language, results in sorted(hits[tool].items()):
                print(f"  {tool:9} {language:6} recall@10 {100 * sum(results) / len(results):5.1f}%  ({sum(results)}/{len(results)})")
        for miss in misses[:5]:
            print(f"  specimen missed {miss}")
        for tool in ("specimen", "pagefind"):
            print(f"  {tool:9} bytes per query from a cold start, median of {len(cold[tool])}: {statistics.median(cold[tool]) / 1000:.1f} KB")
        specimen_index = folder_bytes([specimen_site / "search"])
        # In memory where there is a tmpfs: this machine's disk varies more than the index costs.
        with_search, without = index_time(arguments.specimen, Path(arguments.handbook), rounds=9, tmpfs=os.path.isdir("/dev/shm"))
        print(f"  specimen  index {specimen_index / 1000:.1f} KB, made in {(with_search - without) * 1000:.1f} ms of a "
              f"{with_search * 1000:.0f} ms build ({100 * (with_search - without) / with_search:.0f}%; with search: false "
              f"{without * 1000:.0f} ms, medians of 9)")
        print(f"  pagefind  index {folder_bytes([pagefind_site / 'pagefind']) / 1000:.1f} KB, made in {pagefind_time * 1000:.0f} ms")
    finally:
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
