"""Token history and published versions in a browser: a handbook in a real git repository with
three release tags, two of them published beside it. The switcher of a release built before a
later one was published lists it (from versions.json), tombstones and switchers pass axe."""
import functools
import http.server
import json
import os
import subprocess
import threading
from pathlib import Path

import pytest
from axe_selenium_python import Axe

from conftest import specimen_binary, severe_console_messages, wait_until


def color(hex_code: str) -> dict:
    channels = [round(int(hex_code[i:i + 2], 16) / 255, 4) for i in (1, 3, 5)]
    return {"$value": {"colorSpace": "srgb", "components": channels, "hex": hex_code}}


def release(root: Path, tokens: dict, tag: str, day: str):
    (root / "tokens.json").write_text(json.dumps({"color": {"$type": "color", **tokens}}))
    environment = dict(os.environ, GIT_AUTHOR_DATE=f"{day}T10:00:00", GIT_COMMITTER_DATE=f"{day}T10:00:00")
    for arguments in (["add", "-A"], ["commit", "-q", "-m", tag], ["tag", "-a", tag, "-m", f"Release {tag}."]):
        subprocess.run(["git", "-c", "user.name=T", "-c", "user.email=t@example.com", *arguments], cwd=root, env=environment, check=True)


@pytest.fixture(scope="module")
def history_site(tmp_path_factory):
    """The site built, and a server of it on 127.0.0.1."""
    root = tmp_path_factory.mktemp("history-handbook")
    (root / "Content").mkdir()
    (root / "Content" / "index.md").write_text("# Home\n\nThe brand color is {color.brand}.\n")
    (root / "Content" / "changelog.md").write_text("# Changelog\n\n```changelog\n```\n")
    (root / "specimen.yml").write_text("title: History\ntokens: tokens.json\nhistory: {tags: \"v*\"}\n")
    subprocess.run(["git", "init", "-q"], cwd=root, check=True)
    release(root, {"brand": color("#1f6fe5"), "accent": color("#c9302c")}, "v1.0.0", "2026-01-10")
    release(root, {"brand": color("#1552b0"), "accent": color("#c9302c")}, "v1.1.0", "2026-02-10")
    release(root, {"brand": color("#1552b0"), "highlight": color("#c9302c")}, "v2.0.0", "2026-03-10")
    with open(root / "specimen.yml", "a") as config:
        config.write("versions: [\"1.0.0\"]\n")
    subprocess.run([str(specimen_binary()), "build"], cwd=root, check=True, capture_output=True)
    # 1.1.0 is published after 1.0.0 was built: 1.0.0's own pages do not list it.
    (root / "specimen.yml").write_text((root / "specimen.yml").read_text().replace('["1.0.0"]', '["1.0.0", "1.1.0"]'))
    subprocess.run([str(specimen_binary()), "build"], cwd=root, check=True, capture_output=True)
    handler = functools.partial(http.server.SimpleHTTPRequestHandler, directory=str(root / "Output"))
    handler.log_message = lambda *arguments: None
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    yield f"http://127.0.0.1:{server.server_address[1]}/", root / "Output"
    server.shutdown()


def test_a_releases_switcher_lists_the_releases_published_after_it(history_site, browser):
    url, output = history_site
    assert "1.1.0" not in (output / "v/1.0.0/tokens/color.brand/index.html").read_text()
    browser.get(url + "v/1.0.0/tokens/color.brand/")
    links = lambda: browser.execute_script(
        "return Array.from(document.querySelectorAll('.site-header .version-switch a')).map(a => [a.textContent, a.getAttribute('href')])")
    wait_until(lambda: len(links()) == 3, message="the switcher filled from versions.json")
    assert links() == [["Latest", "/tokens/color.brand/"], ["1.0.0", "/v/1.0.0/tokens/color.brand/"],
                       ["1.1.0", "/v/1.1.0/tokens/color.brand/"]]
    assert severe_console_messages(browser) == []


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_tombstones_histories_and_switchers_pass_axe(scheme, history_site, browser):
    url, _ = history_site
    browser.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": [{"name": "prefers-color-scheme", "value": scheme}]})
    failures = []
    for page in ["tokens/color.accent/", "tokens/color.brand/", "changelog/", "v/1.0.0/tokens/color.accent/"]:
        browser.get(url + page)
        wait_until(lambda: browser.execute_script("return document.readyState") == "complete", message=page)
        if page == "tokens/color.accent/":
            assert "renamed to" in browser.find_element("css selector", ".token-removed").text
        axe = Axe(browser)
        axe.inject()
        for violation in axe.run()["violations"]:
            if violation["impact"] in ("serious", "critical"):
                failures.append(f"{scheme} /{page}: {violation['id']}: {violation['help']} at {[n['target'] for n in violation['nodes'][:3]]}")
    assert failures == [], "\n".join(failures)
