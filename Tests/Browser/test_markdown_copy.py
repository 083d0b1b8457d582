""""Copy as Markdown" as a reader uses it: a click puts the page's Markdown copy on the
clipboard (the same text as its index.md), and says so."""
from urllib.request import urlopen

from conftest import wait_until


def test_copy_as_markdown_puts_the_pages_copy_on_the_clipboard(browser, sample_server):
    page = sample_server.url.rstrip("/") + "/foundations/colors/"
    origin = sample_server.url.split("/", 3)[:3]
    browser.execute_cdp_cmd("Browser.grantPermissions", {
        "origin": "/".join(origin), "permissions": ["clipboardReadWrite", "clipboardSanitizedWrite"]})
    browser.get(page)
    link = browser.find_element("css selector", ".copy-markdown")
    expected = urlopen(page + "index.md").read().decode()
    assert expected.startswith("# Colors\n")
    assert "color.primary (#1f6fe5; " in expected
    link.click()
    wait_until(lambda: link.text == "Copied", message="the link to say Copied")
    copied = browser.execute_async_script(
        "const done = arguments[0]; navigator.clipboard.readText().then(done, e => done('ERROR ' + e));")
    assert copied == expected
    assert browser.current_url == page, "the click copies rather than navigates"
