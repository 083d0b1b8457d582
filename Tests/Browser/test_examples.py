"""Live examples as a reader meets them: the sample's button, in its sandboxed frame, computes
its token's color in every permutation the header can pick; an example's script does not run
(and, when the handbook lets it, still cannot reach the page); the toggles, tabs and copy work."""
import json
import subprocess
from itertools import product

from selenium.webdriver.support.ui import Select

from conftest import Serve, copy_sample, same_color, specimen_binary, wait_until


def exported(handbook, contexts: dict) -> dict:
    arguments = [str(specimen_binary()), "tokens", "export", "--format", "json"]
    for modifier, context in contexts.items():
        arguments += ["--context", f"{modifier}={context}"]
    return json.loads(subprocess.run(arguments, cwd=handbook, check=True, capture_output=True, text=True).stdout)


def in_frame(browser, frame, script, *arguments):
    browser.switch_to.frame(frame)
    try:
        return browser.execute_script(script, *arguments)
    finally:
        browser.switch_to.default_content()


def test_the_examples_button_follows_every_switch_of_the_header(sample_server, browser):
    browser.get(sample_server.url + "components/buttons/")
    wait_until(lambda: browser.execute_script("return document.readyState") == "complete")
    frame = browser.find_element("css selector", ".example-frame")
    browser.execute_script("arguments[0].scrollIntoView()", frame)
    handbook = sample_server.root
    checked = 0
    for theme, contrast in product(["light", "dark"], ["standard", "increased"]):
        # Through the header's own controls: the frame hears of each change, it is not reloaded.
        browser.find_element("css selector", f'[data-theme-choice="{theme}"]').click()
        Select(browser.find_element("css selector", 'select[data-specimen-modifier="contrast"]')).select_by_value(contrast)
        tokens = exported(handbook, {"theme": theme, "contrast": contrast})
        background = tokens["button.capsule.normal.background"]["css"]
        label = tokens["button.capsule.normal.foreground"]["css"]

        def painted():
            return in_frame(browser, frame, """
                const root = document.documentElement, button = document.querySelector('.button--capsule');
                const style = getComputedStyle(button);
                return [root.dataset.theme, root.dataset.contrast, style.backgroundColor, style.color];""")

        wait_until(lambda: painted()[:2] == [theme, contrast], message=f"the frame to take {theme}/{contrast}")
        _, _, computed_background, computed_label = painted()
        assert same_color(computed_background, background), (theme, contrast, computed_background, background)
        assert same_color(computed_label, label), (theme, contrast, computed_label, label)
        checked += 1
    assert checked == 4
    height = browser.execute_script("return arguments[0].getBoundingClientRect().height", frame)
    content = in_frame(browser, frame, "return document.documentElement.getBoundingClientRect().height")
    assert abs(height - content) <= 2, "the frame is as tall as its example"


PROBE = """---
title: Probe
---

```html example Probe
<button class="button button--capsule" id="probe">Go</button>
<img src="data:," alt="" onerror="document.body.dataset.handler = 'ran'">
<script>
  document.body.dataset.script = 'ran';
  try { parent.document.title = 'reached'; document.body.dataset.parent = 'reached'; }
  catch (error) { document.body.dataset.parent = error.name; }
</script>
```

```swift
Button("Go") { }
```
"""


def probe(browser, server):
    browser.get(server.url + "probe/")
    wait_until(lambda: browser.execute_script("return document.readyState") == "complete")
    frame = browser.find_element("css selector", ".example-frame")
    wait_until(lambda: in_frame(browser, frame, "return !!document.getElementById('probe')"), message="the example to load")
    return frame


def test_an_examples_script_does_not_run_and_cannot_reach_the_page(tmp_path, browser):
    root = copy_sample(tmp_path)
    (root / "Content/probe.md").write_text(PROBE)
    server = Serve(root, "--no-watch")
    try:
        frame = probe(browser, server)
        ran = in_frame(browser, frame, "return [document.body.dataset.script, document.body.dataset.handler]")
        assert ran == [None, None], "neither the script nor the inline handler runs by default"
        assert browser.title.startswith("Probe")
        assert browser.execute_script("return arguments[0].sandbox.contains('allow-same-origin')", frame) is False
        # The page cannot read into the frame either: they are of different origins.
        assert browser.execute_script("try { return arguments[0].contentDocument === null } catch (e) { return true }", frame)
    finally:
        server.stop()

    config = (root / "specimen.yml").read_text()
    assert "  css: [assets/components.css]\n" in config
    (root / "specimen.yml").write_text(config.replace("  css: [assets/components.css]\n", "  css: [assets/components.css]\n  scripts: true\n"))
    server = Serve(root, "--no-watch")
    try:
        frame = probe(browser, server)
        wait_until(lambda: in_frame(browser, frame, "return document.body.dataset.script") == "ran", message="the script to run")
        reached = in_frame(browser, frame, "return document.body.dataset.parent")
        assert reached == "SecurityError", reached
        assert browser.title.startswith("Probe"), "still the page's own title"
    finally:
        server.stop()


def test_the_toggles_tabs_and_copy_work(sample_server, browser):
    page = sample_server.url + "components/buttons/"
    origin = "/".join(sample_server.url.split("/", 3)[:3])
    browser.execute_cdp_cmd("Browser.grantPermissions", {"origin": origin, "permissions": ["clipboardReadWrite", "clipboardSanitizedWrite"]})
    browser.get(page)
    wait_until(lambda: browser.execute_script("return document.readyState") == "complete")
    example = browser.find_element("css selector", "[data-example]")
    browser.execute_script("arguments[0].scrollIntoView({block: 'center', behavior: 'instant'})", example)
    example.find_element("css selector", '[data-example-width="phone"]').click()
    width = browser.execute_script("return arguments[0].querySelector('.example-frame').getBoundingClientRect().width", example)
    assert abs(width - 375) <= 2, width
    example.find_element("css selector", '[data-example-background="grid"]').click()
    assert example.find_element("css selector", ".example-stage").get_attribute("data-background") == "grid"
    assert example.find_element("css selector", '[data-example-background="grid"]').get_attribute("aria-pressed") == "true"

    tabs = example.find_elements("css selector", '[role="tab"]')
    assert [tab.text for tab in tabs] == ["HTML", "SwiftUI"]
    tabs[1].click()
    panels = example.find_elements("css selector", '[role="tabpanel"]')
    assert [panel.is_displayed() for panel in panels] == [False, True]
    assert tabs[1].get_attribute("aria-selected") == "true"
    swift = panels[1].find_element("css selector", "code").get_attribute("textContent")
    assert swift.startswith("HStack(spacing: 16) {")
    copy = panels[1].find_element("css selector", ".copy-button")
    browser.execute_script("arguments[0].click()", copy)
    wait_until(lambda: copy.text == "Copied", message="the button to say Copied")
    copied = browser.execute_async_script("const done = arguments[0]; navigator.clipboard.readText().then(done, e => done('ERROR ' + e));")
    assert copied == swift


def test_the_matrix_shows_the_context_the_header_picks_and_every_context_in_print(sample_server, browser):
    browser.get(sample_server.url + "components/buttons/")
    wait_until(lambda: browser.execute_script("return document.readyState") == "complete")

    def shown():
        return browser.execute_script(
            "return [...document.querySelectorAll('.component-matrix .component-context')].filter(s => getComputedStyle(s).display !== 'none')"
            ".map(s => s.dataset.context)")

    browser.find_element("css selector", '[data-theme-choice="light"]').click()
    Select(browser.find_element("css selector", 'select[data-specimen-modifier="contrast"]')).select_by_value("standard")
    wait_until(lambda: shown() == ["light"], message="the light matrix alone")
    Select(browser.find_element("css selector", 'select[data-specimen-modifier="contrast"]')).select_by_value("increased")
    wait_until(lambda: shown() == ["contrast: increased"], message="the increased-contrast matrix alone")
    browser.find_element("css selector", '[data-theme-choice="dark"]').click()
    wait_until(lambda: shown() == ["dark"], message="a dark matrix on a dark page")
    box = browser.find_element("css selector", "[data-show-all-contexts]")
    browser.execute_script("arguments[0].click()", box)
    wait_until(lambda: shown() == ["light", "contrast: increased", "dark"], message="every context")
    browser.execute_script("arguments[0].click()", box)
    wait_until(lambda: shown() == ["dark"], message="one again")
    browser.execute_cdp_cmd("Emulation.setEmulatedMedia", {"media": "print"})
    try:
        assert shown() == ["light", "contrast: increased", "dark"], "print shows every context"
    finally:
        browser.execute_cdp_cmd("Emulation.setEmulatedMedia", {"media": ""})


def test_an_embed_loads_nothing_until_the_reader_asks(tmp_path, browser):
    root = copy_sample(tmp_path)
    (root / "Content/embed.md").write_text(
        "---\ntitle: Embed\nstorybook: http://127.0.0.1:9/?path=/story/button--primary\n---\n\n```embed storybook Primary\nheight: 300\n```\n")
    server = Serve(root, "--no-watch")
    try:
        browser.get(server.url + "embed/")
        wait_until(lambda: browser.execute_script("return document.readyState") == "complete")
        assert browser.execute_script("return document.querySelectorAll('iframe').length") == 0
        requested = browser.execute_script("return performance.getEntriesByType('resource').map(e => e.name)")
        assert not [name for name in requested if ":9/" in name], requested
        button = browser.find_element("css selector", "[data-embed-load]")
        assert button.text == "Load from 127.0.0.1"
        browser.execute_script("arguments[0].click()", button)
        frame = browser.find_element("css selector", "iframe.embed-frame")
        assert frame.get_attribute("src") == "http://127.0.0.1:9/iframe.html?id=button--primary&viewMode=story"
        assert frame.get_attribute("title") == "Storybook: Primary"
        assert browser.execute_script("return arguments[0].getBoundingClientRect().height", frame) == 300
        assert browser.find_element("css selector", ".embed-link a").get_attribute("href").startswith("http://127.0.0.1:9/?path=")
    finally:
        server.stop()
