"""Search splits a query in the browser as Specimen split the page text when it indexed it:
Chromium's Intl.Segmenter must give the words ICU gives Specimen, for every sample of the file
the Swift tests read (Tests/Fixtures/search/segmentation.json). Where the two ICUs' dictionaries
are known to differ, the sample says what the browser gives (`browserWords`), so that a change
either way shows."""
import json

from conftest import REPOSITORY


def test_intl_segmenter_splits_every_sample_as_specimen_does(browser):
    samples = json.loads((REPOSITORY / "Tests/Fixtures/search/segmentation.json").read_text(encoding="utf-8"))
    assert len(samples) >= 13
    browser.get("about:blank")
    words = browser.execute_script("""
        return arguments[0].map(sample => [...new Intl.Segmenter(sample.language, {granularity: 'word'})
            .segment(sample.text)].filter(piece => piece.isWordLike).map(piece => piece.segment));""", samples)
    for sample, split in zip(samples, words):
        expected = sample.get("browserWords", sample["words"])
        assert split == expected, f"{sample['language']}: {split} ≠ {expected}"


def test_the_sites_script_folds_every_word_as_specimen_does(browser):
    cases = json.loads((REPOSITORY / "Tests/Fixtures/search/terms.json").read_text(encoding="utf-8"))
    script = (REPOSITORY / "Public/assets/specimen-search-words.js").read_text(encoding="utf-8")
    browser.get("about:blank")
    browser.execute_script(script)
    answers = browser.execute_script(
        "return arguments[0].map(c => [window.SpecimenSearchWords.terms(c.word), window.SpecimenSearchWords.parts(c.word)]);", cases)
    for case, (terms, parts) in zip(cases, answers):
        assert terms == case["terms"], f"{case['word']}: {terms} ≠ {case['terms']}"
        assert parts == case["parts"], f"{case['word']}: parts {parts} ≠ {case['parts']}"
