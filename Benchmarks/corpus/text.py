"""Where the benchmark corpora's words come from: real text of one language, each word drawn by
how often it occurs (wordfreq's lists for English and Korean, the Thai National Corpus as
PyThaiNLP ships it for Thai), or the old 40-word design vocabulary, kept as a second line.

Both give `word(rng)` and `sentence(rng, count)`; the same seed gives the same text.
"""
import bisect
import itertools
import re

# How many of a language's most frequent words are drawn from: enough for 1,000 pages of
# 3.5 KB to hold about 20,000 distinct words, as ordinary prose does.
LIST_SIZE = 30000

# A word Markdown reads as text: letters, with inner apostrophes or hyphens (wordfreq writes
# every digit as 0, which no text does, so numbers are left out).
PLAIN = re.compile(r"^[^\W\d_](?:[^\W\d_]|['’-](?=[^\W\d_]))*$")

# Korean lists are morphemes (MeCab's cut); particles and endings are written onto the word
# before them, as Korean writes its word units (eojeol), not apart.
KOREAN_ATTACHED = set("이 는 을 하 에 다 의 고 은 가 를 도 지 로 게 서 기 한 었 는데 으로 에서 과 와 만 었다 했 면 요 죠".split())

# The script a word of the language is written in: the lists also hold borrowed Latin, Han and
# other words, which a page of the language seldom does.
SCRIPTS = {"ko": re.compile("[\uac00-\ud7a3]"), "th": re.compile("[\u0e00-\u0e7f]")}

DESIGN_WORDS = ("token design system color spacing radius button state focus pressed layout grid type "
                "scale contrast theme light dark surface border motion easing shadow elevation label icon "
                "accessible component variant density review release handbook reference swatch").split()


def frequencies(language):
    """(word, frequency) of the language's most frequent plain words, most frequent first."""
    if language == "th":
        from pythainlp.corpus import tnc
        pairs = tnc.word_freqs()
    else:
        import wordfreq
        pairs = list(wordfreq.get_frequency_dict(language).items())
    script = SCRIPTS.get(language)
    pairs = [(word, weight) for word, weight in pairs if PLAIN.match(word) and (script is None or script.search(word))]
    pairs.sort(key=lambda pair: (-pair[1], pair[0]))
    return pairs[:LIST_SIZE]


class RealText:
    """Words of `language` (en, ko, th) drawn by their real frequency."""

    def __init__(self, language):
        pairs = frequencies(language)
        if not pairs:
            raise SystemExit(f"no word list for language '{language}'")
        self.language = language
        self.words = [word for word, _ in pairs]
        self.cumulative = list(itertools.accumulate(weight for _, weight in pairs))

    def word(self, rng):
        return self.words[bisect.bisect_right(self.cumulative, rng.random() * self.cumulative[-1])]

    def sentence(self, rng, count=14):
        words = [self.word(rng) for _ in range(count)]
        if self.language == "th":
            # Thai runs words together; a space ends a phrase.
            phrases, start = [], 0
            while start < len(words):
                length = rng.randint(3, 6)
                phrases.append("".join(words[start:start + length]))
                start += length
            return " ".join(phrases)
        if self.language == "ko":
            text = ""
            for word in words:
                text += word if text and word in KOREAN_ATTACHED else (" " if text else "") + word
            return text + "."
        text = " ".join(words)
        return text[0].upper() + text[1:] + "."


class DesignVocabulary:
    """The 40-word design vocabulary the first corpora were written from (the second line)."""

    language = "en"

    def word(self, rng):
        return rng.choice(DESIGN_WORDS)

    def sentence(self, rng, count=14):
        text = " ".join(rng.choice(DESIGN_WORDS) for _ in range(count))
        return text[0].upper() + text[1:] + "."


def source(kind, language):
    """The words of `kind` (real or vocabulary) in `language`."""
    return DesignVocabulary() if kind == "vocabulary" else RealText(language)
