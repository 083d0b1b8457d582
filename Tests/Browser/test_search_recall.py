"""The site's search as a reader uses it, in Chromium: words typed into the field find the page
they were read on, in every language of the generated handbooks (Benchmarks/search/multilingual.py:
real words, Thai without spaces, Korean with particles, Georgian, Hebrew and Arabic right to left);
results under a sub-path link under it; text that looks like markup stays text in a snippet."""
import subprocess
import sys
from pathlib import Path
from urllib.parse import urlparse

import pytest

from conftest import REPOSITORY, specimen_binary, wait_until

sys.path.insert(0, str(REPOSITORY / "Benchmarks/search"))
from recall import make_queries, page_words, serve, site_pages, specimen_results  # noqa: E402


def build(handbook: Path, output: Path, *arguments: str) -> Path:
    subprocess.run([str(specimen_binary()), "build", "--output", str(output), *arguments], cwd=handbook, check=True,
                   capture_output=True, text=True)
    return output


@pytest.mark.parametrize("language", ["en", "fr", "pt", "ko", "th", "ka", "he", "ar"])
def test_words_read_on_a_page_find_it(language, tmp_path, browser):
    handbook = tmp_path / "handbook"
    subprocess.run([sys.executable, str(REPOSITORY / "Benchmarks/search/multilingual.py"), language, str(handbook), "--pages", "8"],
                   check=True, capture_output=True)
    site = build(handbook, tmp_path / "site")
    base = serve(site)
    pages = {route: page_words(browser, base, route) for route in site_pages(site)}
    queries = make_queries(pages, 5)
    assert len(queries) >= 8, f"too few queries to judge: {queries}"
    browser.get(base)
    missed = []
    for route, _, word in queries:
        target = "/" + (route + "/" if route else "")
        if target not in specimen_results(browser, base, word):
            missed.append(f"{word} ({target})")
    recall = 1 - len(missed) / len(queries)
    assert recall >= 0.98, f"{language}: recall@10 {recall:.1%} over {len(queries)} queries; missed {missed}"


def test_results_under_a_sub_path_link_under_it(tmp_path, browser):
    handbook = tmp_path / "handbook"
    (handbook / "Content").mkdir(parents=True)
    (handbook / "specimen.yml").write_text("title: Sub\n", encoding="utf-8")
    (handbook / "Content/index.md").write_text("# Home\n\nWelcome.\n", encoding="utf-8")
    (handbook / "Content/guide.md").write_text("---\ntitle: Guide\n---\n## Setup\n\nInstall the lighthouse kit.\n", encoding="utf-8")
    root = tmp_path / "host"
    build(handbook, root / "handbook", "--base-url", "/handbook/")
    base = serve(root) + "handbook/"
    browser.get(base)
    results = specimen_results(browser, base, "lighthouse")
    assert results == ["/handbook/guide/"], results
    link = browser.find_element("css selector", "#specimen-search-results li a")
    assert urlparse(link.get_attribute("href")).fragment == "setup", "the result links to the nearest heading"
    link.click()
    wait_until(lambda: urlparse(browser.current_url).path == "/handbook/guide/", message="the result opens")


def test_a_snippet_shows_markup_as_text(tmp_path, browser):
    handbook = tmp_path / "handbook"
    (handbook / "Content").mkdir(parents=True)
    (handbook / "specimen.yml").write_text("title: Escape\n", encoding="utf-8")
    (handbook / "Content/index.md").write_text("# Home\n\nWelcome.\n", encoding="utf-8")
    (handbook / "Content/danger.md").write_text(
        "---\ntitle: Danger\n---\nA quokka field takes no markup: never paste "
        "`<script>window.injected = 1</script><img src=x onerror=\"window.injected = 2\">` into it.\n", encoding="utf-8")
    site = build(handbook, tmp_path / "site")
    base = serve(site)
    browser.get(base)
    assert specimen_results(browser, base, "quokka") == ["/danger/"]
    snippet = browser.execute_script("return document.querySelector('#specimen-search-results .search-snippet').textContent")
    assert "<script>window.injected = 1</script>" in snippet
    assert browser.execute_script("return document.querySelectorAll('#specimen-search-results script, #specimen-search-results img').length") == 0
    assert browser.execute_script("return window.injected === undefined")
    assert browser.execute_script("return document.querySelector('#specimen-search-results mark').textContent") == "quokka"


def test_a_token_is_found_by_its_path_parts_and_a_color_by_its_value(sample_server, browser):
    browser.get(sample_server.url)
    results = specimen_results(browser, sample_server.url, "primary-strong")
    assert "/tokens/color.primary-strong/" in results, results
    results = specimen_results(browser, sample_server.url, "rgb(31, 111, 229)")
    assert results[0] in ("/tokens/color.primary/", "/tokens/base.color.primary.on-light/", "/tokens/material.color.blue.500/"), results


def test_the_index_is_fetched_in_pieces(tmp_path, browser):
    """A query fetches the manifest, the chunks its words fall in, and the fragments it shows;
    never the whole index."""
    handbook = tmp_path / "handbook"
    subprocess.run([sys.executable, str(REPOSITORY / "Benchmarks/search/multilingual.py"), "en", str(handbook), "--pages", "200"],
                   check=True, capture_output=True)
    site = build(handbook, tmp_path / "site")
    base = serve(site)
    browser.get(base)
    browser.execute_script("performance.clearResourceTimings()")
    specimen_results(browser, base, "harbor")
    fetched = browser.execute_script(
        "return performance.getEntriesByType('resource').map(e => new URL(e.name).pathname).filter(p => p.startsWith('/search/'))")
    chunks = [path for path in fetched if path.startswith("/search/terms/")]
    all_chunks = list((site / "search/terms").iterdir())
    assert "/search/manifest.json" in fetched
    assert len(all_chunks) > 1, "a handbook big enough to have several chunks"
    assert 1 <= len(chunks) < len(all_chunks), (fetched, len(all_chunks))
