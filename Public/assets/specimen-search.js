/* Offline search over pages and tokens, from the chunked index Specimen writes under search/
   (SearchIndexFiles.swift): the manifest first, then only the term chunks a query's words fall in,
   then the fragments of the results shown. A pasted color (#hex, rgb(), hsl(), oklch()) lists the
   nearest color tokens by OKLab distance in every context. */
(function (root) {
  "use strict";

  var Words = root && root.SpecimenSearchWords;
  if (!Words && typeof require === "function") Words = require("./specimen-search-words.js");

  // --- Colors ---------------------------------------------------------------------------------

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

  function hslToRgb(h, s, l) {
    function channel(n) {
      var k = (n + h / 30) % 12, a = s * Math.min(l, 1 - l);
      return l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    }
    return [channel(0), channel(8), channel(4)];
  }

  function functionArguments(name, text) {
    var match = new RegExp("^" + name + "\\(([^)]*)\\)$").exec(text);
    return match ? match[1].split(/[\s,\/]+/).filter(Boolean) : null;
  }

  /** OKLab [L, a, b] of a color written as #hex, rgb()/rgba(), hsl()/hsla() or oklch(), or null. */
  function parseColor(text) {
    var t = String(text).trim().toLowerCase();
    var hex = /^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/.exec(t);
    if (hex) {
      var h = hex[1];
      if (h.length <= 4) h = h.split("").map(function (c) { return c + c; }).join("");
      return rgbToOklab(parseInt(h.slice(0, 2), 16) / 255, parseInt(h.slice(2, 4), 16) / 255, parseInt(h.slice(4, 6), 16) / 255);
    }
    var rgb = functionArguments("rgba?", t);
    if (rgb && rgb.length >= 3) {
      var channels = rgb.slice(0, 3).map(function (p) { return p.slice(-1) === "%" ? parseFloat(p) / 100 : parseFloat(p) / 255; });
      return channels.some(isNaN) ? null : rgbToOklab(channels[0], channels[1], channels[2]);
    }
    var hsl = functionArguments("hsla?", t);
    if (hsl && hsl.length >= 3) {
      var values = [parseFloat(hsl[0]), parseFloat(hsl[1]) / 100, parseFloat(hsl[2]) / 100];
      if (values.some(isNaN)) return null;
      var converted = hslToRgb(((values[0] % 360) + 360) % 360, values[1], values[2]);
      return rgbToOklab(converted[0], converted[1], converted[2]);
    }
    var oklch = functionArguments("oklch", t);
    if (oklch && oklch.length >= 3) {
      var L = oklch[0].slice(-1) === "%" ? parseFloat(oklch[0]) / 100 : parseFloat(oklch[0]);
      var C = parseFloat(oklch[1]), H = parseFloat(oklch[2]) * Math.PI / 180;
      return [L, C, H].some(isNaN) ? null : [L, C * Math.cos(H), C * Math.sin(H)];
    }
    return null;
  }

  /** The color tokens nearest `lab` (entries of colors.json), one result per token and context. */
  function nearestColors(colors, lab, limit) {
    var matches = [];
    colors.forEach(function (token) {
      token[2].forEach(function (entry) {
        var d = Math.sqrt(Math.pow(entry[1] - lab[0], 2) + Math.pow(entry[2] - lab[1], 2) + Math.pow(entry[3] - lab[2], 2));
        matches.push({ kind: "token", title: token[0], heading: "", detail: entry[0] + " " + entry[4] + " · ΔEok " + d.toFixed(3), url: token[1], score: d, snippet: [] });
      });
    });
    return matches.sort(function (a, b) { return a.score - b.score; }).slice(0, limit);
  }

  // --- The query --------------------------------------------------------------------------------

  /** The query's words as slots a result must fill: each with the forms it is looked up under,
      the last one also as a prefix (the reader is still typing it) unless a space follows it. */
  function querySlots(query, language) {
    var slots = [];
    Words.segments(query, language).forEach(function (piece) {
      // The index holds each piece of a joined word (and each hump of a piece), so the pieces
      // typed are enough: "fgcolor.muted" and "fgColor.muted" both find fgColor.muted.
      Words.pieces(piece.segment).forEach(function (word) {
        var forms = Words.terms(word);
        if (forms.length) slots.push({ text: word, forms: forms, start: piece.index, end: piece.index + piece.segment.length });
      });
    });
    if (slots.length && !/\s$/.test(query)) slots[slots.length - 1].prefix = true;
    return slots;
  }

  /** The chunk whose range holds `term`: the last whose first term is not after it. */
  function chunkOf(firsts, term) {
    var low = 0, high = firsts.length - 1;
    while (low < high) {
      var middle = (low + high + 1) >> 1;
      if (firsts[middle] <= term) low = middle; else high = middle - 1;
    }
    return low;
  }

  /** Chunks a slot needs: its forms', and for a prefix the chunks the prefix reaches (at most 4;
      for a single letter, which begins a good part of the index, the first). */
  function chunksOf(firsts, slot) {
    var needed = [];
    slot.forms.forEach(function (form) {
      var reach = Array.from(form).length > 1 ? 3 : 0;
      var first = chunkOf(firsts, form), last = slot.prefix ? Math.min(chunkOf(firsts, form + "\uffff"), first + reach) : first;
      for (var i = first; i <= last; i++) if (needed.indexOf(i) < 0) needed.push(i);
    });
    return needed;
  }

  function decode(list) {
    var postings = [], page = 0;
    for (var i = 0; i + 2 < list.length; i += 3) {
      page += list[i];
      postings.push({ doc: page, score: list[i + 1] / 10, section: list[i + 2] });
    }
    return postings;
  }

  /** Each document the slot finds, with its best score and section. Exact forms count fully,
      other words the prefix begins a little less; all weigh by how rare the slot is as a whole
      (the documents any of them is in), so that a rare word the prefix happens to begin does
      not outweigh the word the reader means. */
  function matchSlot(slot, chunks, documents) {
    var lists = [];
    function take(term, factor) {
      chunks.forEach(function (chunk) {
        if (Object.prototype.hasOwnProperty.call(chunk, term)) lists.push({ postings: decode(chunk[term]), factor: factor });
      });
    }
    slot.forms.forEach(function (form) { take(form, 1); });
    if (slot.prefix) {
      var seen = {}, prefix = slot.forms[0];
      chunks.forEach(function (chunk) {
        Object.keys(chunk).forEach(function (term) {
          if (seen[term] || term.length <= prefix.length || term.indexOf(prefix) !== 0) return;
          seen[term] = true;
          // "button" finds "buttons" almost as well as itself, "b" finds "buttons" less.
          take(term, 0.6 + 0.4 * prefix.length / term.length);
        });
      });
    }
    var found = new Map();
    lists.forEach(function (list) {
      list.postings.forEach(function (posting) {
        var score = posting.score * list.factor, known = found.get(posting.doc);
        if (!known) found.set(posting.doc, { score: score, section: posting.section, title: posting.section === 0 ? score : 0 });
        else if (known.score < score) { known.score = score; known.section = posting.section; }
        if (known && posting.section === 0) known.title = Math.max(known.title, score);
      });
    });
    var idf = Math.log(1 + (documents - found.size + 0.5) / (found.size + 0.5));
    found.forEach(function (hit) {
      // A page whose title answers nearly as well as its best section is shown as the page.
      if (hit.title >= 0.75 * hit.score) hit.section = 0;
      hit.score *= idf;
    });
    return found;
  }

  /** Documents ranked by how many slots they fill, then by score; filling every slot in one
      section counts as nearness. Each carries the section where its strongest slot is. Tokens
      (documents from `pages` on) weigh less than pages: short, they would otherwise come before
      the page about the word they are named after. */
  function rank(matches, pages) {
    var documents = new Map();
    matches.forEach(function (found) {
      found.forEach(function (hit, doc) {
        var entry = documents.get(doc) || { doc: doc, filled: 0, score: 0, sections: [], best: null };
        entry.filled += 1;
        entry.score += hit.score;
        entry.sections.push(hit.section);
        if (!entry.best || entry.best.score < hit.score) entry.best = hit;
        documents.set(doc, entry);
      });
    });
    var ranked = Array.from(documents.values());
    ranked.forEach(function (entry) {
      if (entry.doc >= pages) entry.score *= 0.7;
      if (entry.filled > 1 && entry.sections.every(function (s) { return s === entry.sections[0]; })) entry.score *= 1.25;
    });
    return ranked.sort(function (a, b) { return b.filled - a.filled || b.score - a.score || a.doc - b.doc; });
  }

  // --- Snippets -----------------------------------------------------------------------------------

  /** Whether a word of the text answers one of the slots (its forms or parts; the prefix slot
      by its start). */
  function answers(word, slots) {
    var forms = Words.terms(word).concat(Words.parts(word));
    return slots.some(function (slot) {
      return forms.some(function (form) {
        return slot.forms.indexOf(form) >= 0 || (slot.whole && slot.whole.indexOf(form) >= 0) || (slot.prefix && form.indexOf(slot.forms[0]) === 0);
      });
    });
  }

  /** About `width` characters of `text` around its first word that answers the query, as pieces
      `{text, mark}` (a marked piece is a matched word), or null when no word answers. Also the
      fewest words spanning every slot, for nearness. */
  function snippet(text, slots, language, width) {
    var words = Words.segments(text, language), matched = [];
    words.forEach(function (word, i) { if (answers(word.segment, slots)) matched.push(i); });
    if (!matched.length) return null;
    var first = words[matched[0]], start = Math.max(0, first.index - Math.floor(width / 3));
    if (start > 0) {
      var boundary = words.find(function (word) { return word.index >= start; });
      start = boundary ? boundary.index : first.index;
    }
    var end = Math.min(text.length, start + width), pieces = [], at = start;
    if (end < text.length) {
      var last = words.filter(function (word) { return word.index + word.segment.length <= end; }).pop();
      if (last && last.index + last.segment.length > first.index) end = last.index + last.segment.length;
    }
    matched.forEach(function (i) {
      var word = words[i];
      if (word.index < at || word.index + word.segment.length > end) return;
      if (word.index > at) pieces.push({ text: text.slice(at, word.index), mark: false });
      pieces.push({ text: word.segment, mark: true });
      at = word.index + word.segment.length;
    });
    if (at < end) pieces.push({ text: text.slice(at, end), mark: false });
    if (start > 0) pieces.unshift({ text: "… ", mark: false });
    if (end < text.length) pieces.push({ text: " …", mark: false });
    return { pieces: pieces, span: span(words, matched, slots) };
  }

  /** The fewest words from one matched word to another that together answer every slot. */
  function span(words, matched, slots) {
    if (slots.length < 2) return 1;
    var best = Infinity;
    matched.forEach(function (from, i) {
      var filled = {};
      for (var j = i; j < matched.length && matched[j] - from < best; j++) {
        slots.forEach(function (slot, k) { if (answers(words[matched[j]].segment, [slot])) filled[k] = true; });
        if (Object.keys(filled).length === slots.length) { best = matched[j] - from + 1; break; }
      }
    });
    return best;
  }

  /** A result from a document's fragment: the page, the heading it links to, a snippet. */
  function present(entry, fragment, slots, language) {
    var sections = fragment.s || [], chosen = entry.best.section > 0 ? sections[entry.best.section - 1] : null;
    var order = (chosen ? [chosen] : []).concat(sections.filter(function (s) { return s !== chosen; }));
    var found = null, where = null;
    for (var i = 0; i < order.length && !found; i++) {
      // A token's code (its CSS variable) repeats its path: its description and values say more.
      var parts = fragment.d ? [order[i][2]] : [order[i][2], order[i][3], order[i][1]];
      for (var p = 0; p < parts.length && !found; p++) {
        if (parts[p]) { found = snippet(parts[p], slots, language, 160); where = order[i]; }
      }
    }
    var section = chosen || (found && where && where[0] ? where : null);
    var near = found || snippet(fragment.t, slots, language, 160);
    var heading = section && section[0] ? section[1] : "";
    return {
      kind: fragment.d ? "token" : "page",
      title: fragment.t,
      heading: heading,
      url: fragment.u + (section && section[0] ? section[0] : ""),
      detail: fragment.d || "",
      status: fragment.c || "",
      snippet: found ? found.pieces : [],
      span: near ? near.span : Infinity,
      score: entry.score
    };
  }

  // --- The index ----------------------------------------------------------------------------------

  /** A search over the index at `base` (a URL ending in `/`), fetching with `fetchJSON(url)`
      (a promise of parsed JSON); each file is fetched once. */
  function createSearch(base, fetchJSON) {
    var cache = {}, manifest = null;
    function get(path) {
      if (!cache[path]) cache[path] = fetchJSON(base + path + (manifest ? "?v=" + manifest.version : ""));
      return cache[path];
    }
    function load() {
      if (!cache.manifest) cache.manifest = fetchJSON(base + "manifest.json").then(function (m) { manifest = m; return m; });
      return cache.manifest;
    }
    function chunks(indexes) {
      return Promise.all(indexes.map(function (i) { return get("terms/" + i + ".json"); }));
    }
    /** A document's fragment, from the file of its group (pages, then tokens). */
    function fragment(doc) {
      var folder = doc < manifest.pages ? "pages/" : "tokens/", perFile = doc < manifest.pages ? manifest.pagesPerFile : manifest.tokensPerFile;
      var n = doc < manifest.pages ? doc : doc - manifest.pages;
      return get(folder + Math.floor(n / perFile) + ".json").then(function (group) { return group[n % perFile]; });
    }

    /** Slots that found nothing, written without a space beside a neighbour in a script without
        spaces, joined with it: where the reader's browser splits a word the index keeps whole.
        A slot that is itself a piece of a split is not joined again. */
    function joinUnfound(slots, found, query) {
      for (var i = 0; i < slots.length; i++) {
        if (found[i].size || slots[i].whole || !Words.isUnspaced(slots[i].text)) continue;
        var j = i > 0 && slots[i - 1].end === slots[i].start ? i - 1 : i + 1 < slots.length && slots[i].end === slots[i + 1].start ? i + 1 : -1;
        if (j < 0 || slots[j].whole) continue;
        var a = Math.min(i, j), b = Math.max(i, j), text = query.slice(slots[a].start, slots[b].end);
        var joined = { text: text, forms: Words.terms(text), start: slots[a].start, end: slots[b].end, prefix: slots[b].prefix };
        return slots.slice(0, a).concat([joined], slots.slice(b + 1));
      }
      return null;
    }

    /** The first slot that found nothing, in a script without spaces, cut in two after a start
        of it the index holds as a term: where the reader's browser keeps whole what the index
        split into words. The longest start whose rest is a term too, else the longest start; the
        rest is a slot of its own, cut again if it finds nothing, so a page must hold every piece.
        The pieces answer the whole word in snippets. A promise of the new slots, or of null when
        no such slot can be cut. */
    function splitUnfound(slots, found) {
      var i = slots.findIndex(function (slot, k) { return !found[k].size && !slot.uncut && slot.forms.length && Words.isUnspaced(slot.text); });
      if (i < 0) return Promise.resolve(null);
      var slot = slots[i], characters = Array.from(slot.forms[0]), cuts = [];
      for (var n = characters.length - 1; n > 0; n--) cuts.push({ head: characters.slice(0, n).join(""), rest: characters.slice(n).join("") });
      var firsts = manifest.chunks, indexes = [];
      cuts.forEach(function (cut) {
        [cut.head, cut.rest].forEach(function (term) { var c = chunkOf(firsts, term); if (indexes.indexOf(c) < 0) indexes.push(c); });
      });
      return chunks(indexes).then(function (loaded) {
        function holds(term) { return loaded.some(function (chunk) { return Object.prototype.hasOwnProperty.call(chunk, term); }); }
        var starts = cuts.filter(function (cut) { return holds(cut.head); });
        var cut = starts.find(function (c) { return holds(c.rest); }) || starts[0];
        if (!cut) {
          slot.uncut = true;
          return splitUnfound(slots, found);
        }
        var whole = slot.whole || slot.forms, restForms = Words.terms(cut.rest);
        var pieces = [{ text: cut.head, forms: [cut.head], start: slot.start, end: slot.end, whole: whole }];
        if (restForms.length) pieces.push({ text: cut.rest, forms: restForms, start: slot.start, end: slot.end, prefix: slot.prefix, whole: whole });
        return slots.slice(0, i).concat(pieces, slots.slice(i + 1));
      });
    }

    /** What each slot finds; slots that find nothing in a script without spaces are joined to a
        neighbour or cut into words the index holds, and looked up again. */
    function find(slots, query, documents) {
      var firsts = manifest.chunks;
      return Promise.all(slots.map(function (slot) { return chunks(chunksOf(firsts, slot)); })).then(function (loaded) {
        var found = slots.map(function (slot, i) { return matchSlot(slot, loaded[i], documents); });
        var joined = joinUnfound(slots, found, query);
        if (joined) return find(joined, query, documents);
        return splitUnfound(slots, found).then(function (split) {
          return split ? find(split, query, documents) : { slots: slots, found: found };
        });
      });
    }

    /** With `usage:`, `is:unused` keeps the tokens no code uses and `is:used` the others (pages
        go); null when the query has no such filter or the index knows no uses. */
    function usesFilter(query) {
      var match = /(^|\s)is:(unused|used)(?=\s|$)/i.exec(query);
      if (!match || !manifest.unused) return null;
      var unused = new Set();
      manifest.unused.forEach(function (run) { for (var i = 0; i < run[1]; i++) unused.add(manifest.pages + run[0] + i); });
      var wanted = match[2].toLowerCase() === "unused";
      return {
        rest: query.replace(match[0], " ").trim(),
        keeps: function (doc) { return doc >= manifest.pages && unused.has(doc) === wanted; }
      };
    }

    /** The results `top` (ranked entries) as shown, best first. */
    function shown(top, slots) {
      return Promise.all(top.map(function (entry) { return fragment(entry.doc); })).then(function (fragments) {
        var results = top.map(function (entry, i) { return present(entry, fragments[i], slots, manifest.language); });
        // Within what is shown, words standing together rank a result higher.
        if (slots.length > 1) {
          results.forEach(function (result) { result.score *= 1 + 0.5 / Math.max(1, result.span - slots.length + 1); });
        }
        return results.map(function (result, i) { return { result: result, filled: top[i].filled }; })
          .sort(function (a, b) { return b.filled - a.filled || b.result.score - a.result.score; })
          .map(function (pair) { return pair.result; });
      });
    }

    /** The first `limit` results for `query`, best first. */
    function search(query, limit) {
      limit = limit || 10;
      return load().then(function () {
        var lab = parseColor(query);
        if (lab) return get("colors.json").then(function (colors) { return nearestColors(colors, lab, limit); });
        var filter = usesFilter(query);
        if (filter) query = filter.rest;
        var slots = querySlots(query, manifest.language);
        if (filter && !slots.length) {
          // The filter alone: the tokens it keeps, in the index's order.
          var kept = [];
          for (var doc = manifest.pages; doc < manifest.pages + manifest.tokens && kept.length < limit; doc++) {
            if (filter.keeps(doc)) kept.push({ doc: doc, filled: 0, score: 0, sections: [], best: { section: 0, score: 0 } });
          }
          return shown(kept, []);
        }
        if (!slots.length || !manifest.chunks.length) return [];
        return find(slots, query, manifest.pages + manifest.tokens).then(function (answer) {
          var ranked = rank(answer.found, manifest.pages);
          if (filter) ranked = ranked.filter(function (entry) { return filter.keeps(entry.doc); });
          return shown(ranked.slice(0, limit), answer.slots);
        });
      });
    }
    return { search: search, load: load };
  }

  var api = { parseColor: parseColor, createSearch: createSearch, querySlots: querySlots, chunkOf: chunkOf, snippet: snippet };
  if (typeof module !== "undefined" && module.exports) module.exports = api;
  if (root) root.SpecimenSearch = api;
  if (typeof document === "undefined") return;

  // --- The search field ---------------------------------------------------------------------------

  var input = document.getElementById("specimen-search");
  var list = document.getElementById("specimen-search-results");
  if (!input || !list) return;
  var engine = createSearch(input.getAttribute("data-search"), function (url) {
    return fetch(url).then(function (response) {
      if (!response.ok) throw new Error(url + ": " + response.status);
      return response.json();
    });
  });
  var active = -1, current = [], asked = 0;
  // The page's own search, for the browser tests and benchmarks that time it.
  if (root && root.SpecimenSearch) root.SpecimenSearch.site = engine;

  function line(className, text) {
    var element = document.createElement("span");
    element.className = className;
    element.textContent = text;
    return element;
  }

  function item(result, i) {
    var entry = document.createElement("li");
    entry.setAttribute("role", "option");
    entry.id = "specimen-search-result-" + i;
    entry.setAttribute("aria-selected", i === active ? "true" : "false");
    var link = document.createElement("a");
    link.href = result.url;
    link.appendChild(line("search-title", result.title));
    if (result.status) link.appendChild(line("search-status", result.status));
    if (result.heading) link.appendChild(line("search-heading", result.heading));
    entry.appendChild(link);
    if (result.detail) entry.appendChild(line("search-detail", result.detail));
    if (result.snippet.length) {
      var text = document.createElement("span");
      text.className = "search-snippet";
      result.snippet.forEach(function (piece) {
        var node = piece.mark ? document.createElement("mark") : document.createTextNode(piece.text);
        if (piece.mark) node.textContent = piece.text;
        text.appendChild(node);
      });
      entry.appendChild(text);
    }
    return entry;
  }

  function render(query) {
    list.textContent = "";
    current.forEach(function (result, i) { list.appendChild(item(result, i)); });
    list.hidden = current.length === 0;
    list.setAttribute("data-query", query);
    input.setAttribute("aria-expanded", current.length ? "true" : "false");
    if (active >= 0) input.setAttribute("aria-activedescendant", "specimen-search-result-" + active);
    else input.removeAttribute("aria-activedescendant");
  }

  input.addEventListener("focus", function () { engine.load().catch(function () {}); });
  // A query waits for a pause in the typing, so that the prefixes typed on the way fetch nothing.
  var pause = null;
  input.addEventListener("input", function () {
    clearTimeout(pause);
    pause = setTimeout(run, 80);
  });
  function run() {
    var query = input.value, ticket = ++asked;
    engine.search(query, 10).then(function (results) {
      if (ticket !== asked) return;
      current = results;
      active = results.length ? 0 : -1;
      render(query);
    }, function () {
      if (ticket !== asked) return;
      current = [];
      render(query);
    });
  }
  input.addEventListener("keydown", function (event) {
    if (event.key === "ArrowDown" && current.length) { active = (active + 1) % current.length; render(input.value); event.preventDefault(); }
    else if (event.key === "ArrowUp" && current.length) { active = (active - 1 + current.length) % current.length; render(input.value); event.preventDefault(); }
    else if (event.key === "Enter" && active >= 0) { window.location.href = current[active].url; event.preventDefault(); }
    else if (event.key === "Escape") { current = []; active = -1; render(input.value); }
  });
  document.addEventListener("keydown", function (event) {
    var target = event.target;
    var typing = target && (target.tagName === "INPUT" || target.tagName === "TEXTAREA" || target.isContentEditable);
    if (event.key === "/" && !typing) { input.focus(); event.preventDefault(); }
  });
})(this);
