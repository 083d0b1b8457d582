/*
 * Specimen default theme: progressive enhancements. The site reads fine without any of this.
 * - a switcher per token modifier and the light / dark / system switch (remembered in localStorage,
 *   carried in the URL; sets data-<modifier> and data-specimen-appearance on <html>)
 * - sidebar and table of contents stay open on wide screens in browsers without ::details-content
 * - the table of contents highlights the section being read
 * - copy buttons on code blocks
 */
/* The interface's words in the page's language: window.specimenStrings, which the layout writes
   when they are not English. */
function specimenWord(key, english) {
  var strings = window.specimenStrings;
  return strings && typeof strings[key] === "string" ? strings[key] : english;
}

(function () {
  "use strict";

  var root = document.documentElement;
  var STORAGE_KEY = "specimen-theme";
  var MODIFIER_KEY = "specimen-modifier-";
  var systemDark = window.matchMedia ? window.matchMedia("(prefers-color-scheme: dark)") : null;
  // Each resolver modifier: name, attribute, base, appearance, contexts, dark, light (from the head script).
  var modifiers = window.specimenModifiers || [];
  var choices = {};

  // ---- Modifiers and the light / dark switch -----------------------------------

  function stored(key) {
    try {
      return localStorage.getItem(key);
    } catch (e) {
      return null;
    }
  }

  function store(key, value) {
    try {
      if (value === null) localStorage.removeItem(key);
      else localStorage.setItem(key, value);
    } catch (e) {
      /* private mode: the choice lasts for this page only */
    }
  }

  function isValid(modifier, choice) {
    return modifier.contexts.indexOf(choice) >= 0 || (modifier.appearance && choice === "system");
  }

  function defaultChoice(modifier) {
    return modifier.appearance ? "system" : modifier.base;
  }

  /** A modifier's choice: the URL's, else the remembered one, else its default. */
  function initialChoice(modifier) {
    var fromURL = null;
    try {
      fromURL = new URLSearchParams(location.search).get(modifier.name);
    } catch (e) {
      /* no URLSearchParams: the URL is not read */
    }
    if (isValid(modifier, fromURL)) {
      store(MODIFIER_KEY + modifier.name, fromURL);
      return fromURL;
    }
    var remembered = stored(MODIFIER_KEY + modifier.name);
    return isValid(modifier, remembered) ? remembered : defaultChoice(modifier);
  }

  function contextOf(modifier, choice) {
    if (choice !== "system") return choice;
    return systemDark && systemDark.matches && modifier.dark.length ? modifier.dark[0] : modifier.light;
  }

  function chromeChoice() {
    var value = stored(STORAGE_KEY);
    return value === "light" || value === "dark" ? value : "system";
  }

  /** The light / dark / system buttons of a modifier name a context by its appearance. */
  function buttonChoice(modifier, button) {
    if (!modifier || button === "system") return button;
    return button === "dark" ? modifier.dark[0] : modifier.light;
  }

  function modifierNamed(name) {
    for (var i = 0; i < modifiers.length; i++) if (modifiers[i].name === name) return modifiers[i];
    return null;
  }

  function apply() {
    var dark = null;
    modifiers.forEach(function (modifier) {
      var context = contextOf(modifier, choices[modifier.name]);
      root.setAttribute("data-" + modifier.attribute, context);
      if (modifier.appearance) dark = modifier.dark.indexOf(context) >= 0;
    });
    var chrome = chromeChoice();
    if (dark === null) dark = chrome === "dark" || (chrome === "system" && !!systemDark && systemDark.matches);
    root.setAttribute("data-specimen-appearance", dark ? "dark" : "light");
    var buttons = document.querySelectorAll("[data-theme-choice]");
    for (var i = 0; i < buttons.length; i++) {
      var group = buttons[i].closest("[data-specimen-modifier]");
      var modifier = group ? modifierNamed(group.getAttribute("data-specimen-modifier")) : null;
      var current = modifier ? choices[modifier.name] : chrome;
      var pressed = buttonChoice(modifier, buttons[i].getAttribute("data-theme-choice")) === current;
      buttons[i].setAttribute("aria-pressed", pressed ? "true" : "false");
    }
    var menus = document.querySelectorAll("select[data-specimen-modifier]");
    for (var j = 0; j < menus.length; j++) {
      var name = menus[j].getAttribute("data-specimen-modifier");
      if (choices[name] !== undefined) menus[j].value = choices[name];
    }
    var theme = dark ? "dark" : "light";
    document.dispatchEvent(new CustomEvent("specimen:themechange", { detail: { theme: theme, choices: choices } }));
  }

  /** Keeps the choices that differ from the defaults in the address, so that a copied link opens them. */
  function updateURL() {
    if (!window.history || !history.replaceState || !window.URL) return;
    var url = new URL(location.href);
    modifiers.forEach(function (modifier) {
      var choice = choices[modifier.name];
      if (choice === defaultChoice(modifier)) url.searchParams.delete(modifier.name);
      else url.searchParams.set(modifier.name, choice);
    });
    if (url.href !== location.href) history.replaceState(history.state, "", url.href);
  }

  function choose(name, choice) {
    var modifier = modifierNamed(name);
    if (!modifier) {
      store(STORAGE_KEY, choice === "system" ? null : choice);
    } else if (isValid(modifier, choice)) {
      choices[name] = choice;
      store(MODIFIER_KEY + name, choice === defaultChoice(modifier) ? null : choice);
      updateURL();
    }
    apply();
  }

  modifiers.forEach(function (modifier) {
    choices[modifier.name] = initialChoice(modifier);
  });
  updateURL();

  document.addEventListener("click", function (event) {
    var button = event.target.closest ? event.target.closest("[data-theme-choice]") : null;
    if (!button) return;
    var group = button.closest("[data-specimen-modifier]");
    var modifier = group ? modifierNamed(group.getAttribute("data-specimen-modifier")) : null;
    choose(modifier ? modifier.name : null, buttonChoice(modifier, button.getAttribute("data-theme-choice")));
  });

  document.addEventListener("change", function (event) {
    var menu = event.target;
    if (menu && menu.matches && menu.matches("select[data-specimen-modifier]")) choose(menu.getAttribute("data-specimen-modifier"), menu.value);
  });

  if (systemDark) {
    var onSystemChange = function () {
      apply();
    };
    if (systemDark.addEventListener) systemDark.addEventListener("change", onSystemChange);
    else if (systemDark.addListener) systemDark.addListener(onSystemChange);
  }

  // Another tab changed a choice.
  window.addEventListener("storage", function (event) {
    if (!event.key) return;
    if (event.key.indexOf(MODIFIER_KEY) === 0) {
      var modifier = modifierNamed(event.key.slice(MODIFIER_KEY.length));
      if (modifier) {
        choices[modifier.name] = isValid(modifier, event.newValue) ? event.newValue : defaultChoice(modifier);
        updateURL();
      }
    }
    if (event.key === STORAGE_KEY || event.key.indexOf(MODIFIER_KEY) === 0) apply();
  });

  // ---- Wide-screen panels ---------------------------------------------------

  function supportsDetailsContent() {
    try {
      return CSS.supports("selector(::details-content)");
    } catch (e) {
      return false;
    }
  }

  function openPanelsWhenWide() {
    if (supportsDetailsContent()) return;
    var panels = document.querySelectorAll("details[data-open-when-wide]");
    for (var i = 0; i < panels.length; i++) {
      var query = panels[i].classList.contains("toc-details") ? "(min-width: 80em)" : "(min-width: 60em)";
      if (window.matchMedia(query).matches) panels[i].open = true;
    }
  }

  // ---- Table of contents: highlight the section in view ---------------------

  function trackTableOfContents() {
    var links = document.querySelectorAll(".toc-list a[href^='#']");
    if (!links.length || !("IntersectionObserver" in window)) return;
    var byId = {};
    var headings = [];
    for (var i = 0; i < links.length; i++) {
      var id = decodeURIComponent(links[i].getAttribute("href").slice(1));
      var heading = document.getElementById(id);
      if (heading) {
        byId[id] = links[i];
        headings.push(heading);
      }
    }
    var visible = {};
    var current = null;
    function update() {
      var active = null;
      for (var j = 0; j < headings.length; j++) {
        if (visible[headings[j].id]) {
          active = headings[j].id;
          break;
        }
      }
      if (!active) {
        // Between headings: the last one above the viewport's top is the section being read.
        for (var k = headings.length - 1; k >= 0; k--) {
          if (headings[k].getBoundingClientRect().top < 120) {
            active = headings[k].id;
            break;
          }
        }
      }
      if (active === current) return;
      if (current && byId[current]) byId[current].classList.remove("is-active");
      if (active && byId[active]) byId[active].classList.add("is-active");
      current = active;
    }
    var observer = new IntersectionObserver(
      function (entries) {
        for (var e = 0; e < entries.length; e++) visible[entries[e].target.id] = entries[e].isIntersecting;
        update();
      },
      { rootMargin: "-64px 0px -55% 0px" }
    );
    for (var h = 0; h < headings.length; h++) observer.observe(headings[h]);
  }

  // ---- Copy buttons on code blocks -------------------------------------------

  function addCopyButtons() {
    if (!navigator.clipboard) return;
    var blocks = document.querySelectorAll(".prose pre > code");
    for (var i = 0; i < blocks.length; i++) {
      var pre = blocks[i].parentNode;
      if (pre.parentNode.classList.contains("code-block")) continue;
      var wrapper = document.createElement("div");
      wrapper.className = "code-block";
      pre.parentNode.insertBefore(wrapper, pre);
      wrapper.appendChild(pre);
      var button = document.createElement("button");
      button.type = "button";
      button.className = "copy-button";
      button.textContent = specimenWord("copy", "Copy");
      button.setAttribute("aria-live", "polite");
      wrapper.appendChild(button);
    }
    document.addEventListener("click", function (event) {
      var button = event.target.closest ? event.target.closest(".copy-button") : null;
      if (!button) return;
      var code = button.parentNode.querySelector("pre > code");
      navigator.clipboard.writeText(code.textContent).then(
        function () {
          button.textContent = specimenWord("copied", "Copied");
          button.classList.add("is-done");
          setTimeout(function () {
            button.textContent = specimenWord("copy", "Copy");
            button.classList.remove("is-done");
          }, 1600);
        },
        function () {
          button.textContent = specimenWord("pressCtrlC", "Press Ctrl+C");
        }
      );
    });
  }

  function init() {
    apply();
    openPanelsWhenWide();
    trackTableOfContents();
    addCopyButtons();
  }

  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", init);
  else init();
})();

/* The token index: filter rows by name, type and group as you type; without script every token stays listed. */
(function () {
  var index = document.querySelector("[data-token-index]");
  if (!index) return;
  var name = index.querySelector('[data-filter="name"]');
  var type = index.querySelector('[data-filter="type"]');
  var group = index.querySelector('[data-filter="group"]');
  var count = index.querySelector("[data-filter-count]");
  /* With usage: the uses in code filter (used, unused) and order (most, least used) the rows of each group. */
  var uses = index.querySelector('[data-filter="uses"]');
  var sort = index.querySelector("[data-sort]");
  function usesOf(row) { return parseInt(row.getAttribute("data-uses") || "0", 10); }
  function order() {
    index.querySelectorAll("section[data-group] tbody").forEach(function (body) {
      var rows = Array.prototype.slice.call(body.querySelectorAll("tr[data-token]"));
      rows.sort(function (a, b) {
        var byUses = sort.value === "most" ? usesOf(b) - usesOf(a) : sort.value === "least" ? usesOf(a) - usesOf(b) : 0;
        return byUses || (a.getAttribute("data-token") < b.getAttribute("data-token") ? -1 : 1);
      });
      rows.forEach(function (row) { body.appendChild(row); });
    });
  }
  function apply() {
    var query = name.value.trim().toLowerCase();
    var shown = 0;
    index.querySelectorAll("tr[data-token]").forEach(function (row) {
      var visible = (!query || row.getAttribute("data-token").toLowerCase().indexOf(query) !== -1) &&
        (!type.value || row.getAttribute("data-type") === type.value) &&
        (!group.value || row.getAttribute("data-group") === group.value) &&
        (!uses || !uses.value || (uses.value === "used") === (usesOf(row) > 0));
      row.hidden = !visible;
      if (visible) shown += 1;
    });
    index.querySelectorAll("section[data-group]").forEach(function (section) {
      section.hidden = !section.querySelector("tr[data-token]:not([hidden])");
    });
    count.textContent = word(shown === 1 ? "tokenCountOne" : "tokenCount", shown === 1 ? "{count} token" : "{count} tokens").replace("{count}", shown);
  }
  /* A select fires change in every browser (and input in most): either applies the choice. */
  [name, type, group, uses].forEach(function (control) {
    if (!control) return;
    control.addEventListener("input", apply);
    control.addEventListener("change", apply);
  });
  if (sort) ["input", "change"].forEach(function (kind) { sort.addEventListener(kind, order); });
})();

/* "Copy as Markdown": the page's Markdown copy on the clipboard; without script (or a
   clipboard) the link opens the copy itself. */
(function () {
  document.addEventListener("click", function (event) {
    var link = event.target.closest ? event.target.closest("[data-copy-from]") : null;
    if (!link || !navigator.clipboard || !window.fetch) return;
    event.preventDefault();
    var label = link.textContent;
    fetch(link.getAttribute("data-copy-from")).then(function (response) {
      if (!response.ok) throw new Error(response.status);
      return response.text();
    }).then(function (text) {
      return navigator.clipboard.writeText(text);
    }).then(function () {
      link.textContent = specimenWord("copied", "Copied");
      setTimeout(function () { link.textContent = label; }, 1500);
    }, function () {
      window.location.href = link.getAttribute("href");
    });
  });
})();

/* Copy buttons: put a snippet (or an absolute URL) on the clipboard and say so. */
(function () {
  document.addEventListener("click", function (event) {
    var button = event.target.closest ? event.target.closest("[data-copy], [data-copy-url]") : null;
    if (!button || !navigator.clipboard) return;
    var text = button.hasAttribute("data-copy-url")
      ? new URL(button.getAttribute("data-copy-url"), window.location.href).href
      : button.getAttribute("data-copy");
    navigator.clipboard.writeText(text).then(function () {
      var label = button.textContent;
      button.textContent = specimenWord("copied", "Copied");
      setTimeout(function () { button.textContent = label; }, 1500);
    });
  });
})();

/* The version switcher of a release published beside the current handbook lists the current
   handbook and itself; the others (published after it was built) come from versions.json, each
   link keeping the page. */
(function () {
  document.querySelectorAll(".version-switch ul[data-versions]").forEach(function (list) {
    var links = list.querySelectorAll("a");
    if (links.length !== 2 || !window.fetch) return;
    var latest = links[0].getAttribute("href"), own = links[1].getAttribute("href");
    fetch(list.getAttribute("data-versions")).then(function (response) {
      return response.ok ? response.json() : null;
    }).then(function (data) {
      if (!data || !data.versions || !data.versions.length || data.versions[0].url === undefined) return;
      var root = data.versions[0].url;
      if (latest.indexOf(root) !== 0) return;
      var page = latest.slice(root.length);
      data.versions.slice(1).forEach(function (version) {
        var href = version.url + page;
        if (href === own) return;
        var item = document.createElement("li"), link = document.createElement("a");
        link.href = href;
        link.textContent = version.name;
        item.appendChild(link);
        list.appendChild(item);
      });
    }).catch(function () {});
  });
})();

/* Live examples: each sandboxed frame is told the header's modifier choices (it cannot read the
   page) and tells its height back; the width and background toggles and the code tabs work here.
   Without script an example shows in the default context at its first height, its code one
   panel under another. */
(function () {
  var examples = document.querySelectorAll("[data-example]");
  if (!examples.length) return;
  var root = document.documentElement;
  var frames = Array.prototype.map.call(examples, function (example) { return example.querySelector(".example-frame"); });

  function context() {
    var attributes = {};
    (window.specimenModifiers || []).forEach(function (modifier) {
      var name = "data-" + modifier.attribute;
      if (root.hasAttribute(name)) attributes[name] = root.getAttribute(name);
    });
    var dark = root.getAttribute("data-specimen-appearance") === "dark";
    return { specimenExample: "context", attributes: attributes, colorScheme: dark ? "dark" : "light" };
  }

  var told = [];
  /* A frame is told on its load, on every change, and whenever it reports before it has heard
     the current choices (it may have loaded before this script ran). */
  function tell(frame) {
    var index = frames.indexOf(frame);
    var message = context();
    if (!frame || !frame.contentWindow) return;
    frame.contentWindow.postMessage(message, "*");
    told[index] = JSON.stringify(message);
  }

  frames.forEach(function (frame) {
    if (!frame) return;
    frame.addEventListener("load", function () { tell(frame); });
    tell(frame); // it may have loaded, and reported its height, before this script ran
  });
  document.addEventListener("specimen:themechange", function () { frames.forEach(tell); });

  window.addEventListener("message", function (event) {
    var data = event.data;
    if (!data || data.specimenExample !== "height" || typeof data.height !== "number" || !isFinite(data.height)) return;
    for (var i = 0; i < frames.length; i++) {
      if (frames[i] && frames[i].contentWindow === event.source) {
        frames[i].style.height = Math.max(48, Math.min(4000, Math.ceil(data.height))) + "px";
        if (told[i] !== JSON.stringify(context())) tell(frames[i]);
        return;
      }
    }
  });

  function press(button) {
    var group = button.parentNode.querySelectorAll("button");
    for (var i = 0; i < group.length; i++) group[i].setAttribute("aria-pressed", group[i] === button ? "true" : "false");
  }

  document.addEventListener("click", function (event) {
    var button = event.target.closest ? event.target.closest("[data-example-width], [data-example-background]") : null;
    if (!button) return;
    var stage = button.closest("[data-example]").querySelector(".example-stage");
    if (button.hasAttribute("data-example-width")) stage.setAttribute("data-width", button.getAttribute("data-example-width"));
    else stage.setAttribute("data-background", button.getAttribute("data-example-background"));
    press(button);
  });

  function select(tab, focus) {
    var tabs = tab.parentNode.querySelectorAll('[role="tab"]');
    for (var i = 0; i < tabs.length; i++) {
      var chosen = tabs[i] === tab;
      tabs[i].setAttribute("aria-selected", chosen ? "true" : "false");
      tabs[i].tabIndex = chosen ? 0 : -1;
      var panel = document.getElementById(tabs[i].getAttribute("aria-controls"));
      if (panel) panel.hidden = !chosen;
    }
    if (focus) tab.focus();
  }

  Array.prototype.forEach.call(examples, function (example) {
    example.querySelector(".example-toolbar").hidden = false;
    var code = example.querySelector(".example-code");
    var list = code.querySelector('[role="tablist"]');
    list.hidden = false;
    code.classList.add("is-tabbed");
    select(list.querySelector('[role="tab"]'), false);
    list.addEventListener("click", function (event) {
      var tab = event.target.closest('[role="tab"]');
      if (tab) select(tab, false);
    });
    list.addEventListener("keydown", function (event) {
      var tabs = Array.prototype.slice.call(list.querySelectorAll('[role="tab"]'));
      var index = tabs.indexOf(document.activeElement);
      if (index < 0) return;
      var next = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: tabs.length - 1 }[event.key];
      if (next === undefined) return;
      event.preventDefault();
      select(tabs[(next + tabs.length) % tabs.length], true);
    });
  });
})();

/* Component matrices show the context the header picks — the one whose modifier choices agree
   with most of the page's, the light/dark modifier counting double so that a dark page shows a
   dark matrix — unless their "every context" box is checked; without script, and in print,
   every context shows. */
(function () {
  var matrices = document.querySelectorAll(".component-matrix");
  if (!matrices.length) return;
  var root = document.documentElement;

  function current() {
    var chosen = {};
    (window.specimenModifiers || []).forEach(function (modifier) {
      var value = root.getAttribute("data-" + modifier.attribute);
      if (value !== null) chosen[modifier.name] = { value: value, weight: modifier.appearance ? 2 : 1 };
    });
    return chosen;
  }

  function agreement(section, chosen) {
    var inputs;
    try {
      inputs = JSON.parse(section.getAttribute("data-inputs") || "{}");
    } catch (e) {
      inputs = {};
    }
    var score = 0;
    for (var name in chosen) if (inputs[name] === chosen[name].value) score += chosen[name].weight;
    return score;
  }

  function follow() {
    var chosen = current();
    Array.prototype.forEach.call(matrices, function (matrix) {
      var sections = matrix.querySelectorAll(":scope > .component-context");
      var box = matrix.querySelector("[data-show-all-contexts]");
      if (sections.length < 2 || !box) return;
      var best = sections[0], bestScore = -1;
      for (var i = 0; i < sections.length; i++) {
        var score = agreement(sections[i], chosen);
        if (score > bestScore) { best = sections[i]; bestScore = score; }
      }
      for (var j = 0; j < sections.length; j++) sections[j].hidden = !box.checked && sections[j] !== best;
    });
  }

  Array.prototype.forEach.call(matrices, function (matrix) {
    var toggle = matrix.querySelector(".component-contexts-toggle");
    if (!toggle) return;
    toggle.hidden = false;
    toggle.querySelector("input").addEventListener("change", follow);
  });
  document.addEventListener("specimen:themechange", follow);
  follow();
})();

/* Embeds (Figma, Storybook) load only when asked: the button puts the frame in place of the
   placeholder; without script the link out is there. */
(function () {
  var embeds = document.querySelectorAll("[data-embed]");
  if (!embeds.length) return;
  Array.prototype.forEach.call(embeds, function (embed) {
    var button = embed.querySelector("[data-embed-load]");
    if (!button) return;
    button.hidden = false;
    button.addEventListener("click", function () {
      var frame = document.createElement("iframe");
      frame.className = "embed-frame";
      frame.src = embed.getAttribute("data-embed");
      frame.title = embed.getAttribute("data-embed-title");
      frame.setAttribute("allowfullscreen", "");
      frame.setAttribute("sandbox", "allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox allow-forms");
      frame.setAttribute("referrerpolicy", "strict-origin-when-cross-origin");
      var placeholder = embed.querySelector(".embed-placeholder");
      var open = placeholder.querySelector(".embed-open").cloneNode(true);
      placeholder.replaceWith(frame);
      var line = document.createElement("p");
      line.className = "embed-link";
      line.appendChild(open);
      embed.appendChild(line);
      frame.focus();
    });
  });
})();
