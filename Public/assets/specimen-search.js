/* Offline search over pages and tokens. The index is fetched on first use; a pasted color
   (#hex, rgb(), oklch()) lists the nearest color tokens by OKLab distance in every context. */
(function (root) {
  "use strict";

  function srgbToLinear(c) {
    return c <= 0.04045 ? c / 12.92 : Math.pow((c + 0.055) / 1.055, 2.4);
  }

  function rgbToOklab(r, g, b) {
    r = srgbToLinear(r); g = srgbToLinear(g); b = srgbToLinear(b);
    var l = Math.cbrt(0.4122214708 * r + 0.5363325363 * g + 0.0514459929 * b);
    var m = Math.cbrt(0.2119034982 * r + 0.6806995451 * g + 0.1073969566 * b);
    var s = Math.cbrt(0.0883024619 * r + 0.2817188376 * g + 0.6299787005 * b);
    return [
      0.2104542553 * l + 0.7936177850 * m - 0.0040720468 * s,
      1.9779984951 * l - 2.4285922050 * m + 0.4505937099 * s,
      0.0259040371 * l + 0.7827717662 * m - 0.8086757660 * s
    ];
  }

  /** OKLab [L, a, b] of a color written as #hex, rgb()/rgba() or oklch(), or null. */
  function parseColor(text) {
    var t = String(text).trim().toLowerCase();
    var hex = /^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/.exec(t);
    if (hex) {
      var h = hex[1];
      if (h.length <= 4) h = h.split("").map(function (c) { return c + c; }).join("");
      return rgbToOklab(parseInt(h.slice(0, 2), 16) / 255, parseInt(h.slice(2, 4), 16) / 255, parseInt(h.slice(4, 6), 16) / 255);
    }
    var rgb = /^rgba?\(([^)]*)\)$/.exec(t);
    if (rgb) {
      var parts = rgb[1].split(/[\s,\/]+/).filter(Boolean);
      if (parts.length < 3) return null;
      var channels = parts.slice(0, 3).map(function (p) {
        return p.slice(-1) === "%" ? parseFloat(p) / 100 : parseFloat(p) / 255;
      });
      if (channels.some(isNaN)) return null;
      return rgbToOklab(channels[0], channels[1], channels[2]);
    }
    var oklch = /^oklch\(([^)]*)\)$/.exec(t);
    if (oklch) {
      var v = oklch[1].split(/[\s,\/]+/).filter(Boolean);
      if (v.length < 3) return null;
      var L = v[0].slice(-1) === "%" ? parseFloat(v[0]) / 100 : parseFloat(v[0]);
      var C = parseFloat(v[1]), H = parseFloat(v[2]) * Math.PI / 180;
      if ([L, C, H].some(isNaN)) return null;
      return [L, C * Math.cos(H), C * Math.sin(H)];
    }
    return null;
  }

  /* The forms a word is indexed and looked up under, made exactly as Specimen makes them when it
     indexes a page (SearchTerms.swift; Tests/Fixtures/search/terms.json holds both to the same
     answers): lowercase, the accents of Latin, Greek and Cyrillic letters, Arabic harakat and
     Hebrew points dropped, final sigma as sigma; a Korean word ending in a particle also gives its
     stem. */
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

  /** The forms `word` is indexed under: itself folded, then its stem when it has one. */
  function terms(word) {
    var folded = fold(word);
    if (!folded) return [];
    var stem = koreanStem(folded);
    return stem ? [folded, stem] : [folded];
  }

  /** The word-like pieces of `text` in `language`, as Intl.Segmenter splits them. */
  function words(text, language) {
    if (typeof Intl === "undefined" || !Intl.Segmenter) return String(text).split(/[^\p{L}\p{N}]+/u).filter(Boolean);
    return Array.from(new Intl.Segmenter(language, { granularity: "word" }).segment(String(text)))
      .filter(function (piece) { return piece.isWordLike; })
      .map(function (piece) { return piece.segment; });
  }

  /** Results for a query: nearest colors for a color, else pages, headings and tokens by words. */
  function search(index, query, limit) {
    limit = limit || 10;
    var lab = parseColor(query);
    if (lab) {
      var matches = [];
      index.tokens.forEach(function (token) {
        (token.c || []).forEach(function (entry) {
          var d = Math.sqrt(Math.pow(entry[1] - lab[0], 2) + Math.pow(entry[2] - lab[1], 2) + Math.pow(entry[3] - lab[2], 2));
          matches.push({ title: token.p, detail: entry[0] + " " + entry[4] + " · ΔEok " + d.toFixed(3), url: token.u, score: d });
        });
      });
      return matches.sort(function (a, b) { return a.score - b.score; }).slice(0, limit);
    }
    var words = String(query).toLowerCase().split(/\s+/).filter(Boolean);
    if (!words.length) return [];
    function score(text, weight) {
      var lower = String(text || "").toLowerCase();
      return words.every(function (w) { return lower.indexOf(w) !== -1; }) ? weight : 0;
    }
    var results = [];
    index.tokens.forEach(function (token) {
      var s = score(token.p, 5) || score(token.v, 3) || score(token.d, 2);
      if (s) results.push({ title: token.p, detail: token.y + " · " + token.v, url: token.u, score: s });
    });
    index.pages.forEach(function (page) {
      var s = score(page.t, 6);
      if (s) results.push({ title: page.t, detail: "page", url: page.u, score: s });
      page.h.forEach(function (heading) {
        var hs = score(heading[0], 4);
        if (hs) results.push({ title: heading[0], detail: page.t, url: heading[1], score: hs });
      });
      if (!s) {
        var ts = score(page.x, 1);
        if (ts) results.push({ title: page.t, detail: "mentions “" + words.join(" ") + "”", url: page.u, score: ts });
      }
    });
    return results.sort(function (a, b) { return b.score - a.score; }).slice(0, limit);
  }

  var api = { parseColor: parseColor, search: search, fold: fold, terms: terms, words: words };
  if (typeof module !== "undefined" && module.exports) module.exports = api;
  if (root) root.SpecimenSearch = api;
  if (typeof document === "undefined") return;

  var input = document.getElementById("specimen-search");
  var list = document.getElementById("specimen-search-results");
  if (!input || !list) return;
  var index = null, loading = null, active = -1, current = [];

  function load() {
    if (!loading) {
      loading = fetch(input.getAttribute("data-index")).then(function (r) { return r.json(); }).then(function (data) { index = data; return data; });
    }
    return loading;
  }

  function render() {
    list.innerHTML = "";
    current.forEach(function (result, i) {
      var item = document.createElement("li");
      item.setAttribute("role", "option");
      item.id = "specimen-search-result-" + i;
      item.setAttribute("aria-selected", i === active ? "true" : "false");
      var link = document.createElement("a");
      link.href = result.url;
      link.textContent = result.title;
      var detail = document.createElement("span");
      detail.className = "search-detail";
      detail.textContent = result.detail;
      item.appendChild(link);
      item.appendChild(detail);
      list.appendChild(item);
    });
    list.hidden = current.length === 0;
    input.setAttribute("aria-expanded", current.length ? "true" : "false");
    if (active >= 0) input.setAttribute("aria-activedescendant", "specimen-search-result-" + active);
    else input.removeAttribute("aria-activedescendant");
  }

  input.addEventListener("focus", load);
  input.addEventListener("input", function () {
    load().then(function (data) { current = search(data, input.value, 10); active = current.length ? 0 : -1; render(); });
  });
  input.addEventListener("keydown", function (event) {
    if (event.key === "ArrowDown" && current.length) { active = (active + 1) % current.length; render(); event.preventDefault(); }
    else if (event.key === "ArrowUp" && current.length) { active = (active - 1 + current.length) % current.length; render(); event.preventDefault(); }
    else if (event.key === "Enter" && active >= 0) { window.location.href = current[active].url; event.preventDefault(); }
    else if (event.key === "Escape") { current = []; active = -1; render(); }
  });
  document.addEventListener("keydown", function (event) {
    var target = event.target;
    var typing = target && (target.tagName === "INPUT" || target.tagName === "TEXTAREA" || target.isContentEditable);
    if (event.key === "/" && !typing) { input.focus(); event.preventDefault(); }
  });
})(this);
