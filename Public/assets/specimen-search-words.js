/* Words as the search has them, made exactly as Specimen makes them when it indexes a page
   (SearchTerms.swift and WordBreaks.swift; Tests/Fixtures/search/terms.json holds both to the same
   answers): Intl.Segmenter's words (ICU, as Specimen's), lowercase, the accents of Latin, Greek and
   Cyrillic letters, Arabic harakat and Hebrew points dropped, final sigma as sigma; a Korean word
   ending in a particle also gives its stem; a word that joins several (a token path, an
   identifier, an elided article) gives its parts. */
(function (root) {
  "use strict";

  var IGNORED_MARKS = /[\u0300-\u036f\u1ab0-\u1aff\u1dc0-\u1dff\u20d0-\u20ff\u064b-\u065f\u0670\u0591-\u05bd\u05bf\u05c1\u05c2\u05c4\u05c5\u05c7]/g;

  function fold(word) {
    var lower = String(word).toLowerCase();
    if (!/[^\x00-\x7f]/.test(lower)) return lower;
    return lower.normalize("NFD").replace(IGNORED_MARKS, "").replace(/\u03c2/g, "\u03c3").normalize("NFC");
  }

  // Particles by what they follow: a final consonant, a vowel, or either; longest first.
  var PARTICLES = (function () {
    var consonant = ["은", "이", "을", "과", "으로", "이나", "이랑", "이다", "으로는", "으로도", "으로써", "이라고", "이라는", "이에요", "입니다"];
    var vowel = ["는", "가", "를", "와", "로", "나", "랑", "다", "로는", "로도", "로써", "라고", "라는", "예요"];
    var either = ["의", "에", "에서", "에게", "께서", "한테", "도", "만", "까지", "부터", "보다", "처럼", "하고", "에는", "에서는", "에도",
      "마다", "밖에", "조차", "에서도", "까지는", "부터는", "만큼"];
    var all = consonant.map(function (p) { return [p, "consonant"]; })
      .concat(vowel.map(function (p) { return [p, "vowel"]; }), either.map(function (p) { return [p, "either"]; }));
    // Longest first; two particles of one length cannot both end a word.
    return all.sort(function (a, b) { return b[0].length - a[0].length; });
  })();

  function koreanStem(word) {
    var syllables = Array.from(word);
    if (syllables.length < 2 || !syllables.every(function (c) { var v = c.codePointAt(0); return v >= 0xac00 && v <= 0xd7a3; })) return null;
    for (var i = 0; i < PARTICLES.length; i++) {
      var text = PARTICLES[i][0], after = PARTICLES[i][1], length = Array.from(text).length;
      if (syllables.length <= length || syllables.slice(-length).join("") !== text) continue;
      var final = (syllables[syllables.length - length - 1].codePointAt(0) - 0xac00) % 28;
      var fits = after === "either"
        || (after === "consonant" && final !== 0 && !(text.indexOf("으로") === 0 && final === 8))
        || (after === "vowel" && (final === 0 || (text.indexOf("로") === 0 && final === 8)));
      if (fits) return syllables.slice(0, -length).join("");
    }
    return null;
  }

  /** The forms `word` is looked up under: itself folded, then its stem when it has one. */
  function terms(word) {
    var folded = fold(word);
    if (!folded) return [];
    var stem = koreanStem(folded);
    return stem ? [folded, stem] : [folded];
  }

  /** The runs of letters, digits and marks of `word`, between the punctuation inside it. */
  function pieces(word) {
    return String(word).split(/[^\p{L}\p{N}\p{M}]+/u).filter(Boolean);
  }

  function camelHumps(piece) {
    var humps = [], current = "", previousWasLower = false;
    Array.from(piece).forEach(function (character) {
      if (/\p{Lu}/u.test(character) && previousWasLower && current) {
        humps.push(current);
        current = "";
      }
      current += character;
      // A mark goes with the letter before it.
      if (!/\p{M}/u.test(character)) previousWasLower = /\p{Ll}/u.test(character);
    });
    if (current) humps.push(current);
    return humps;
  }

  /** The pieces of a word that joins several, folded: split at punctuation inside it, and each
      piece again where a lowercase letter meets a capital (`fgColor.muted` gives fgcolor, fg,
      color, muted). Empty for a plain word. */
  function parts(word) {
    var found = [];
    function add(piece) {
      var folded = fold(piece);
      if (folded && found.indexOf(folded) < 0) found.push(folded);
    }
    pieces(word).forEach(function (piece) {
      add(piece);
      var humps = camelHumps(piece);
      if (humps.length > 1) humps.forEach(add);
    });
    return found.length === 1 && found[0] === fold(word) ? [] : found;
  }

  /** The word-like pieces of `text` in `language` with where each starts (UTF-16 units). */
  function segments(text, language) {
    text = String(text);
    if (typeof Intl === "undefined" || !Intl.Segmenter) {
      var found = [], pattern = /[\p{L}\p{N}\p{M}]+/gu, match;
      while ((match = pattern.exec(text))) found.push({ segment: match[0], index: match.index });
      return found;
    }
    return Array.from(new Intl.Segmenter(language, { granularity: "word" }).segment(text))
      .filter(function (piece) { return piece.isWordLike; })
      .map(function (piece) { return { segment: piece.segment, index: piece.index }; });
  }

  /** The word-like pieces of `text` in `language`, as Intl.Segmenter splits them. */
  function words(text, language) {
    return segments(text, language).map(function (piece) { return piece.segment; });
  }

  /** Whether `word` is in a script written without spaces (Thai, Lao, Khmer, Burmese, Han, kana). */
  function isUnspaced(word) {
    var v = String(word).codePointAt(0);
    return (v >= 0x0e00 && v <= 0x0eff) || (v >= 0x1000 && v <= 0x109f) || (v >= 0x1780 && v <= 0x17ff) || (v >= 0x19e0 && v <= 0x19ff)
      || (v >= 0x3040 && v <= 0x30ff) || (v >= 0x3400 && v <= 0x4dbf) || (v >= 0x4e00 && v <= 0x9fff) || (v >= 0xf900 && v <= 0xfaff)
      || (v >= 0x20000 && v <= 0x3134f);
  }

  var api = { fold: fold, terms: terms, parts: parts, pieces: pieces, segments: segments, words: words, isUnspaced: isUnspaced };
  if (typeof module !== "undefined" && module.exports) module.exports = api;
  if (root) root.SpecimenSearchWords = api;
})(this);
