"""A handbook in several languages as a reader meets it: the switcher keeps the page, search
stays in the language, every script has a font that draws it, right to left mirrors."""
from pathlib import Path

from axe_selenium_python import Axe

from conftest import Serve, wait_until


def open_page(browser, url):
    browser.get(url)
    wait_until(lambda: browser.execute_script("return document.readyState") == "complete", message=url)


def test_the_switcher_opens_the_same_page_in_another_language(sample_server, browser):
    browser.set_window_size(1280, 900)
    open_page(browser, sample_server.url + "fr/foundations/colors/")
    browser.find_element("css selector", ".site-header .language-switch > summary").click()
    browser.find_element("css selector", ".site-header .language-switch a[hreflang='ko']").click()
    wait_until(lambda: browser.current_url.endswith("/ko/foundations/colors/"), message=browser.current_url)
    assert browser.execute_script("return document.documentElement.lang") == "ko"
    assert "색상" in browser.find_element("css selector", "h1").text


def test_on_a_phone_the_menu_holds_the_languages(sample_server, browser):
    browser.set_window_size(390, 800)
    open_page(browser, sample_server.url + "th/introduction/")
    assert not browser.find_element("css selector", ".site-header .language-switch").is_displayed()
    assert browser.execute_script("return document.documentElement.scrollWidth <= document.documentElement.clientWidth")
    browser.find_element("css selector", ".sidebar-toggle").click()
    link = browser.find_element("css selector", ".sidebar-languages .language-switch > summary")
    link.click()
    assert browser.find_element("css selector", ".sidebar-languages a[hreflang='pt']").get_attribute("href").endswith("/pt/introduction/")
    # The narrowest phones too: the header holds the search, the contrast menu and the scheme buttons.
    browser.set_window_size(320, 800)
    open_page(browser, sample_server.url + "ka/foundations/colors/")
    assert browser.execute_script("return document.documentElement.scrollWidth <= document.documentElement.clientWidth")


def test_search_finds_the_languages_own_words(sample_server, browser):
    browser.set_window_size(1280, 900)
    open_page(browser, sample_server.url + "fr/")
    field = browser.find_element("id", "specimen-search")
    field.send_keys("sémantiques")
    wait_until(lambda: browser.execute_script(
        "return document.getElementById('specimen-search-results').getAttribute('data-query')") == "sémantiques")
    urls = browser.execute_script(
        "return [...document.querySelectorAll('#specimen-search-results a')].map(a => a.getAttribute('href'))")
    assert urls and all(url.startswith("/fr/") for url in urls), urls
    assert any(url.startswith("/fr/foundations/colors/") for url in urls), urls


def fonts_of(browser, selector):
    """The fonts Chromium draws the element's own text with: family → glyphs drawn."""
    document = browser.execute_cdp_cmd("DOM.getDocument", {"depth": 0})
    node = browser.execute_cdp_cmd("DOM.querySelector", {"nodeId": document["root"]["nodeId"], "selector": selector})
    browser.execute_cdp_cmd("CSS.enable", {})
    fonts = browser.execute_cdp_cmd("CSS.getPlatformFontsForNode", {"nodeId": node["nodeId"]})["fonts"]
    return {font["familyName"]: font["glyphCount"] for font in fonts}


def test_every_script_of_the_sample_has_a_font_that_draws_it(sample_server, browser):
    browser.set_window_size(1280, 900)
    browser.execute_cdp_cmd("DOM.enable", {})
    problems = []
    for language, page, script_font in (
        ("ko", "ko/foundations/colors/", ("Noto Sans CJK KR", "Noto Sans KR", "Apple SD Gothic Neo", "Malgun Gothic")),
        ("th", "th/foundations/colors/", ("Noto Sans Thai", "Noto Sans Thai UI", "Thonburi", "Leelawadee UI")),
        ("ka", "ka/foundations/colors/", ("Noto Sans Georgian", "DejaVu Sans", "Helvetica Neue", "Segoe UI")),
    ):
        open_page(browser, sample_server.url + page)
        for selector in ("h1.page-title", ".page-lead", ".prose > p"):
            fonts = fonts_of(browser, selector)
            if not any(name in fonts for name in script_font):
                problems.append(f"{language} {selector}: drawn with {fonts}")
    assert problems == [], "\n".join(problems)


def write_right_to_left_handbook(root: Path):
    (root / "Content" / "ar").mkdir(parents=True)
    (root / "specimen.yml").write_text("title: Handbook\nlanguages: [en, ar]\n")
    guide = "---\ntitle: {title}\n---\n\n{text}\n\n## {first} {{#first}}\n\n{text}\n\n## {second} {{#second}}\n\n{text}\n"
    (root / "Content" / "index.md").write_text("---\ntitle: Home\n---\n\nSee the [guide](guide.md).\n")
    (root / "Content" / "guide.md").write_text(guide.format(title="Guide", first="First", second="Second", text="Plain words. " * 40))
    (root / "Content" / "ar" / "guide.md").write_text(
        guide.format(title="الدليل", first="الأول", second="الثاني", text="كلمات بسيطة في نظام التصميم. " * 30))


def test_right_to_left_mirrors_the_page(tmp_path, browser):
    write_right_to_left_handbook(tmp_path)
    server = Serve(tmp_path, "--no-watch")
    try:
        browser.set_window_size(1280, 900)
        rects = {}
        for page in ("guide/", "ar/guide/"):
            open_page(browser, server.url + page)
            rects[page] = browser.execute_script("""
                const box = s => document.querySelector(s).getBoundingClientRect();
                return {dir: document.documentElement.dir, sidebar: box('.sidebar').left, main: box('.prose').left,
                        toc: box('.toc').left, title: box('.site-title').left, search: box('.site-search').left};""")
        english, arabic = rects["guide/"], rects["ar/guide/"]
        assert english["dir"] == "ltr" and arabic["dir"] == "rtl"
        assert english["sidebar"] < english["main"] < english["toc"]
        assert arabic["sidebar"] > arabic["main"] > arabic["toc"], arabic
        assert arabic["title"] > arabic["search"], "the site's name starts the header on the right"
        axe = Axe(browser)
        axe.inject()
        serious = [v["id"] for v in axe.run()["violations"] if v["impact"] in ("serious", "critical")]
        assert serious == []
    finally:
        server.stop()
