"""`tokens export --format tailwind` proved in Chromium: the stylesheet Tailwind makes of the
`@theme` block (its variables in `@layer theme` on `:root`, tokens.css unlayered beside it)
parses with every declaration kept, and every theme variable resolves, to the value tokens.css
gives the property it aliases, in every context of the theme modifier. Tailwind itself is not
installed here (npm is unreachable), so its one transformation of `@theme` is done by hand."""
import re
import subprocess
from pathlib import Path

import pytest

from conftest import REPOSITORY, specimen_binary

FIXTURES = REPOSITORY.parent / "shared/fixtures/design-systems"
SYSTEMS = {
    # name: (folder to run in, --tokens, the theme modifier's contexts to check)
    "sample": (REPOSITORY, None, ["light", "dark"]),
    "github-primer": (FIXTURES, "github-primer.resolver.json", ["light", "dark"]),
}


def export(folder: Path, tokens, format_name: str) -> str:
    arguments = [str(specimen_binary()), "tokens", "export", "--format", format_name]
    if tokens:
        arguments += ["--tokens", tokens]
    result = subprocess.run(arguments, cwd=folder, capture_output=True, text=True, check=True)
    return result.stdout


def theme_block(tailwind: str) -> str:
    match = re.search(r"^@theme inline \{\n(.*?)^\}", tailwind, re.S | re.M)
    assert match, "no @theme inline block"
    return match.group(1)


@pytest.mark.parametrize("system", sorted(SYSTEMS))
def test_every_theme_variable_resolves_to_what_tokens_css_gives(browser, tmp_path, system):
    folder, tokens, contexts = SYSTEMS[system]
    tailwind = export(folder, tokens, "tailwind")
    block = theme_block(tailwind)
    declarations = re.findall(r"^\s*(--[A-Za-z0-9_-]+):\s*(.+);$", block, re.M)
    assert len(declarations) == block.count(";"), "one declaration a line"
    assert len(declarations) > 20
    (tmp_path / "tokens.css").write_text(export(folder, tokens, "css"))
    # What Tailwind writes for `@theme`: the variables in @layer theme, on :root.
    (tmp_path / "theme.css").write_text("@layer theme {\n  :root {\n" + block + "  }\n}\n")
    (tmp_path / "index.html").write_text(
        '<!doctype html><html><head><link rel="stylesheet" href="tokens.css">'
        '<link rel="stylesheet" href="theme.css"></head><body></body></html>')
    browser.get((tmp_path / "index.html").as_uri())

    parsed = browser.execute_script(
        "const sheet = new CSSStyleSheet(); sheet.replaceSync(arguments[0]);"
        "const layer = sheet.cssRules[0]; return [layer.constructor.name, layer.cssRules[0].style.length];",
        (tmp_path / "theme.css").read_text())
    assert parsed == ["CSSLayerBlockRule", len(declarations)], "every declaration parsed"

    names = [name for name, _ in declarations]
    targets = {name: re.fullmatch(r"var\((--[A-Za-z0-9_-]+)\)", value) for name, value in declarations}
    for context in contexts:
        browser.execute_script("document.documentElement.setAttribute('data-theme', arguments[0])", context)
        values = browser.execute_script(
            "const style = getComputedStyle(document.documentElement);"
            "return Object.fromEntries(arguments[0].map(name => [name, style.getPropertyValue(name).trim()]));",
            names + [match.group(1) for match in targets.values() if match])
        unresolved = [name for name in names if not values[name]]
        assert not unresolved, f"{context}: {unresolved[:5]} resolve to nothing"
        different = [name for name, match in targets.items() if match and values[name] != values[match.group(1)]]
        assert not different, f"{context}: {different[:5]} differ from the tokens.css property they alias"


def test_the_namespaces_give_utilities_their_tokens():
    block = theme_block(export(REPOSITORY, None, "tailwind"))
    assert "--color-primary: var(--color-primary);" in block
    assert re.search(r"^\s*--spacing-[a-z0-9-]+: var\(--spacing-", block, re.M)
    assert re.search(r"^\s*--radius-[a-z0-9-]+: var\(--", block, re.M)
    assert re.search(r"^\s*--text-[a-z0-9-]+: ", block, re.M)
