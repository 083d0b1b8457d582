"""Every modifier in a real browser: a link carrying a permutation opens in it, and what the page
computes for every color token is what `specimen tokens export` resolves for that permutation."""
import json
import re
import shutil
import subprocess
from itertools import product
from pathlib import Path

import pytest
from conftest import REPOSITORY, Serve, specimen_binary, wait_until

SYSTEMS = REPOSITORY.parent / "shared" / "fixtures" / "design-systems"
PRIMER_THEMES = ["light", "light-hc", "dark", "dark-hc"]
PRIMER_SIZES = ["default", "coarse", "fine"]


@pytest.fixture(scope="module")
def primer_handbook(tmp_path_factory) -> Path:
    """GitHub Primer as a handbook: its resolver and token files in Content/, one page."""
    root = tmp_path_factory.mktemp("primer")
    shutil.copytree(SYSTEMS / "github-primer", root / "Content" / "github-primer")
    shutil.copy(SYSTEMS / "github-primer.resolver.json", root / "Content")
    (root / "specimen.yml").write_text("title: Primer\ntokens: Content/github-primer.resolver.json\n")
    (root / "Content" / "index.md").write_text("# Primer\n\nThe page is {bgColor.default}.\n")
    return root


@pytest.fixture(scope="module")
def primer_server(primer_handbook: Path):
    server = Serve(primer_handbook, "--no-watch")
    yield server
    server.stop()


def custom_property(path: str) -> str:
    """The custom property of a token path, as tokens.css names it (ASCII paths)."""
    return "--" + re.sub(r"[^A-Za-z0-9_-]", "-", path.replace("$", ""))


def resolved_colors(handbook: Path, contexts: dict) -> dict:
    arguments = [str(specimen_binary()), "tokens", "export", "--format", "json"]
    for modifier, context in contexts.items():
        arguments += ["--context", f"{modifier}={context}"]
    exported = subprocess.run(arguments, cwd=handbook, check=True, capture_output=True, text=True)
    tokens = json.loads(exported.stdout)
    return {custom_property(path): entry["css"] for path, entry in tokens.items() if entry["type"] == "color" and "css" in entry}


def test_every_permutation_of_primer_computes_its_resolved_colors(primer_handbook, primer_server, browser):
    checked = 0
    for theme, size in product(PRIMER_THEMES, PRIMER_SIZES):
        expected = resolved_colors(primer_handbook, {"theme": theme, "size": size})
        assert len(expected) > 300, "Primer has hundreds of colors"
        browser.get(f"{primer_server.url}?theme={theme}&size={size}")
        wait_until(lambda: browser.execute_script("return document.readyState") == "complete")
        assert browser.execute_script("return [document.documentElement.dataset.theme, document.documentElement.dataset.size]") == [theme, size]
        computed = browser.execute_script("""
            const style = getComputedStyle(document.documentElement);
            return Object.fromEntries(arguments[0].map(name => [name, style.getPropertyValue(name).trim()]));""", list(expected))
        wrong = {name: (computed[name], value) for name, value in expected.items() if computed[name] != value}
        assert not wrong, f"theme={theme} size={size}: {len(wrong)} colors differ, e.g. {list(wrong.items())[:3]}"
        checked += 1
    assert checked == 12


def test_a_switcher_changes_the_permutation_remembers_it_and_puts_it_in_the_url(primer_server, browser):
    browser.get(primer_server.url)
    wait_until(lambda: browser.execute_script("return document.readyState") == "complete")
    switchers = browser.execute_script("return [...document.querySelectorAll('[data-specimen-modifier]')].map(e => e.dataset.specimenModifier)")
    assert switchers == ["theme", "size"]
    browser.execute_script("""
        const menu = document.querySelector('select[data-specimen-modifier="size"]');
        menu.value = 'coarse';
        menu.dispatchEvent(new Event('change', {bubbles: true}));""")
    assert browser.execute_script("return document.documentElement.dataset.size") == "coarse"
    assert "size=coarse" in browser.current_url
    browser.get(primer_server.url + "tokens/")
    wait_until(lambda: browser.execute_script("return document.readyState") == "complete")
    assert browser.execute_script("return document.documentElement.dataset.size") == "coarse", "the choice is remembered"
    assert browser.execute_script("return document.querySelector('select[data-specimen-modifier=\"size\"]').value") == "coarse"
    browser.execute_script("localStorage.clear()")


def test_a_url_naming_no_context_opens_the_default_permutation(primer_server, browser):
    browser.get(primer_server.url + "?theme=%3Cscript%3E&size=huge")
    wait_until(lambda: browser.execute_script("return document.readyState") == "complete")
    assert browser.execute_script("return [document.documentElement.dataset.theme, document.documentElement.dataset.size]") == ["light", "default"]
    assert "size=huge" not in browser.current_url and "theme=" not in browser.current_url


def test_every_permutation_of_the_sample_computes_its_resolved_colors(sample_server, browser):
    # The sample's primary follows the scheme and the contrast together: a joint rule in tokens.css.
    for theme, contrast in product(["light", "dark"], ["standard", "increased"]):
        expected = resolved_colors(REPOSITORY, {"theme": theme, "contrast": contrast})
        browser.get(f"{sample_server.url}?theme={theme}&contrast={contrast}")
        wait_until(lambda: browser.execute_script("return document.readyState") == "complete")
        computed = browser.execute_script("""
            const style = getComputedStyle(document.documentElement);
            return Object.fromEntries(arguments[0].map(name => [name, style.getPropertyValue(name).trim()]));""", list(expected))
        wrong = {name: (computed[name], value) for name, value in expected.items() if computed[name] != value}
        assert not wrong, f"theme={theme} contrast={contrast}: {len(wrong)} colors differ, e.g. {list(wrong.items())[:3]}"
    labels = browser.execute_script("""
        const menu = document.querySelector('select[data-specimen-modifier="contrast"]');
        return [menu.closest('label').querySelector('.modifier-switch-label').textContent, [...menu.options].map(o => o.textContent)];""")
    assert labels == ["Contrast", ["Standard", "Increased"]], "labels from specimen.yml"
