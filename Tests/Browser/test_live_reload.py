"""`specimen serve` in a real browser: edits reload open pages at the same scroll position,
stylesheet edits swap without a reload, and a broken edit shows its error over the page."""
import time
import urllib.request
from pathlib import Path

from conftest import wait_until


def page_marker(browser):
    return browser.execute_script("return window.specimenTestMarker === 1")


def test_an_edit_reloads_the_page_and_keeps_the_scroll_position(serve_sample, browser):
    browser.get(serve_sample.url + "foundations/colors/")
    wait_until(lambda: browser.execute_script("return document.readyState") == "complete", message="page load")
    wait_until(lambda: browser.execute_script("return document.documentElement.dataset.specimenLive") == "connected",
               message="the live-reload connection")
    browser.execute_script("window.specimenTestMarker = 1; window.scrollTo({top: 600, behavior: 'instant'});")
    scrolled = wait_until(lambda: browser.execute_script("return window.scrollY"), message="scrolling down")

    page = Path(serve_sample.root, "Content/foundations/colors.md")
    page.write_text(page.read_text() + "\nA sentence added while the page was open.\n")

    wait_until(lambda: not page_marker(browser), message="the page to reload")
    wait_until(lambda: "A sentence added while the page was open." in browser.page_source, message="the new text")
    wait_until(lambda: abs(browser.execute_script("return window.scrollY") - scrolled) < 5, message="the scroll position")


def test_an_edit_of_another_page_leaves_this_one_as_it_is(serve_sample, browser):
    browser.get(serve_sample.url + "fr/foundations/spacing/")
    wait_until(lambda: browser.execute_script("return document.documentElement.dataset.specimenLive") == "connected",
               message="the live-reload connection")
    browser.execute_script("window.specimenTestMarker = 1;")

    page = Path(serve_sample.root, "Content/foundations/colors.md")
    page.write_text(page.read_text() + "\nA sentence about another page.\n")

    def served():
        with urllib.request.urlopen(serve_sample.url + "foundations/colors/") as response:
            return "A sentence about another page." in response.read().decode()
    wait_until(served, message="the edited page")
    time.sleep(1.0)  # the translations' pages and the indexes follow
    assert page_marker(browser), "a page the edit did not change was reloaded"


def test_a_stylesheet_edit_swaps_without_reloading(serve_sample, browser):
    Path(serve_sample.root, "Public/assets").mkdir(parents=True, exist_ok=True)
    stylesheet = Path(serve_sample.root, "Public/assets/specimen.css")
    browser.get(serve_sample.url)
    wait_until(lambda: browser.execute_script("return document.readyState") == "complete", message="page load")
    browser.execute_script("window.specimenTestMarker = 1;")
    # Overriding the theme's stylesheet: the same path, a visible change.
    default_css = browser.execute_script(
        "return fetch(document.querySelector('link[href$=\"assets/specimen.css\"]').href).then(r => r.text())")
    stylesheet.write_text(default_css + "\nbody { outline: 7px solid rgb(1, 2, 3); }\n")
    wait_until(lambda: browser.execute_script("return getComputedStyle(document.body).outlineWidth") == "7px",
               message="the new stylesheet")
    assert page_marker(browser), "the page was not reloaded"


def test_a_broken_edit_shows_an_overlay_that_the_fix_clears(serve_sample, browser):
    browser.get(serve_sample.url + "foundations/spacing/")
    wait_until(lambda: browser.execute_script("return document.readyState") == "complete", message="page load")
    wait_until(lambda: browser.execute_script("return document.documentElement.dataset.specimenLive") == "connected",
               message="the live-reload connection")
    tokens = Path(serve_sample.root, "Content/tokens/theme/light.tokens.json")
    good = tokens.read_text()
    tokens.write_text(good.replace('"primary": {', '"primary": {,', 1))

    overlay_text = "const o = document.querySelector('specimen-error-overlay'); return o ? o.shadowRoot.textContent : ''"
    text = wait_until(lambda: browser.execute_script(overlay_text), message="the error overlay")
    assert "Content/tokens/theme/light.tokens.json:4:17" in text
    assert "invalid JSON" in text
    assert '"primary": {,' in text, "the offending line is shown"
    assert "Spacing" in browser.title, "the last good page stays underneath"

    tokens.write_text(good)
    wait_until(lambda: browser.execute_script(overlay_text) == "", message="the overlay to clear")
