"""Where the sample's example app (Examples/App, scanned by `usage:`) uses each token, as a reader
meets it: the token index's uses column, its filter and sort; search's `is:unused`; a token page's
places per platform with the rest folded."""
import re

from selenium.webdriver.support.ui import Select

from conftest import wait_until


def rows(browser):
    """The index's visible rows as (path, uses), in order."""
    return browser.execute_script(
        "return [...document.querySelectorAll('tr[data-token]')].filter(r => !r.hidden)"
        ".map(r => [r.dataset.token, parseInt(r.dataset.uses, 10)])")


def test_the_token_index_filters_and_sorts_by_uses_in_code(sample_server, browser):
    browser.get(sample_server.url + "tokens/")
    every = rows(browser)
    assert len(every) > 100
    assert any(uses > 0 for _, uses in every) and any(uses == 0 for _, uses in every)
    # The column shows the count the row carries.
    assert browser.execute_script(
        "return [...document.querySelectorAll('tr[data-token]')].every(r => r.querySelector('td.token-uses').dataset.count === r.dataset.uses)")
    uses = Select(browser.find_element("css selector", '[data-filter="uses"]'))
    uses.select_by_value("unused")
    unused = rows(browser)
    assert unused and all(count == 0 for _, count in unused)
    assert "base.color.slate" in [path for path, _ in unused]  # named only in a comment of the app
    uses.select_by_value("used")
    used = rows(browser)
    assert used and all(count > 0 for _, count in used)
    assert len(used) + len(unused) == len(every)
    Select(browser.find_element("css selector", "[data-sort]")).select_by_value("most")
    spacing = [count for path, count in rows(browser) if path.startswith("spacing.")]
    assert spacing == sorted(spacing, reverse=True)
    Select(browser.find_element("css selector", "[data-sort]")).select_by_value("least")
    spacing = [count for path, count in rows(browser) if path.startswith("spacing.")]
    assert spacing == sorted(spacing)


def search(browser, query):
    field = browser.find_element("id", "specimen-search")
    field.clear()
    field.send_keys(query)
    wait_until(lambda: browser.execute_script(
        "return document.getElementById('specimen-search-results').getAttribute('data-query')") == query)
    return browser.execute_script(
        "return [...document.querySelectorAll('#specimen-search-results li')].map(li => ["
        "li.querySelector('.search-title').textContent, (li.querySelector('.search-detail') || {}).textContent || ''])")


def test_search_filters_tokens_no_code_uses(sample_server, browser):
    browser.get(sample_server.url)
    unused = search(browser, "is:unused")
    assert unused and all(detail.endswith("Unused in code") for _, detail in unused)
    slate = search(browser, "is:unused slate")
    assert "base.color.slate" in [title for title, _ in slate]
    used = search(browser, "is:used spacing")
    assert used and all(re.search(r" places? in \d+ files?$", detail) for _, detail in used)
    assert "spacing.m" in [title for title, _ in used]
    assert "base.color.slate" not in [title for title, _ in search(browser, "is:used slate")]


def test_a_token_page_lists_the_places_per_platform_and_folds_the_rest(sample_server, browser):
    browser.get(sample_server.url + "tokens/spacing.m/")
    platforms = browser.execute_script(
        "return [...document.querySelectorAll('.code-uses-platform')].map(h => h.firstChild.textContent.trim())")
    assert platforms == ["CSS", "Tailwind", "Swift", "Compose", "Android"]
    folded = browser.find_element("css selector", ".code-uses-more")
    assert not folded.get_attribute("open")
    hidden = folded.find_element("css selector", "ul li")
    assert not hidden.is_displayed()
    summary = folded.find_element("css selector", "summary")
    browser.execute_script("arguments[0].scrollIntoView({block: 'center'})", summary)
    # The page scrolls smoothly: click once the summary has arrived.
    wait_until(lambda: browser.execute_script(
        "const r = arguments[0].getBoundingClientRect(); return r.top > 0 && r.bottom < innerHeight", summary))
    summary.click()
    assert hidden.is_displayed()
