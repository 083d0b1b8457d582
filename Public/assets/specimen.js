/*
 * Specimen default theme: progressive enhancements. The site reads fine without any of this.
 * - light / dark / system switch (remembered in localStorage, sets data-theme on <html>)
 * - sidebar and table of contents stay open on wide screens in browsers without ::details-content
 * - the table of contents highlights the section being read
 * - copy buttons on code blocks
 */
(function () {
  "use strict";

  var root = document.documentElement;
  var STORAGE_KEY = "specimen-theme";
  var systemDark = window.matchMedia ? window.matchMedia("(prefers-color-scheme: dark)") : null;

  // ---- Theme ----------------------------------------------------------------

  function storedChoice() {
    try {
      var value = localStorage.getItem(STORAGE_KEY);
      return value === "light" || value === "dark" ? value : "system";
    } catch (e) {
      return "system";
    }
  }

  function resolve(choice) {
    if (choice === "light" || choice === "dark") return choice;
    return systemDark && systemDark.matches ? "dark" : "light";
  }

  function apply(choice) {
    root.setAttribute("data-theme", resolve(choice));
    var buttons = document.querySelectorAll("[data-theme-choice]");
    for (var i = 0; i < buttons.length; i++) {
      var pressed = buttons[i].getAttribute("data-theme-choice") === choice;
      buttons[i].setAttribute("aria-pressed", pressed ? "true" : "false");
    }
    document.dispatchEvent(new CustomEvent("specimen:themechange", { detail: { theme: resolve(choice), choice: choice } }));
  }

  function choose(choice) {
    try {
      if (choice === "system") localStorage.removeItem(STORAGE_KEY);
      else localStorage.setItem(STORAGE_KEY, choice);
    } catch (e) {
      /* private mode: the choice lasts for this page only */
    }
    apply(choice);
  }

  document.addEventListener("click", function (event) {
    var button = event.target.closest ? event.target.closest("[data-theme-choice]") : null;
    if (button) choose(button.getAttribute("data-theme-choice"));
  });

  if (systemDark) {
    var onSystemChange = function () {
      if (storedChoice() === "system") apply("system");
    };
    if (systemDark.addEventListener) systemDark.addEventListener("change", onSystemChange);
    else if (systemDark.addListener) systemDark.addListener(onSystemChange);
  }

  // Another tab changed the theme.
  window.addEventListener("storage", function (event) {
    if (event.key === STORAGE_KEY) apply(storedChoice());
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
      button.textContent = "Copy";
      button.setAttribute("aria-live", "polite");
      wrapper.appendChild(button);
    }
    document.addEventListener("click", function (event) {
      var button = event.target.closest ? event.target.closest(".copy-button") : null;
      if (!button) return;
      var code = button.parentNode.querySelector("pre > code");
      navigator.clipboard.writeText(code.textContent).then(
        function () {
          button.textContent = "Copied";
          button.classList.add("is-done");
          setTimeout(function () {
            button.textContent = "Copy";
            button.classList.remove("is-done");
          }, 1600);
        },
        function () {
          button.textContent = "Press Ctrl+C";
        }
      );
    });
  }

  function init() {
    apply(storedChoice());
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
  function apply() {
    var query = name.value.trim().toLowerCase();
    var shown = 0;
    index.querySelectorAll("tr[data-token]").forEach(function (row) {
      var visible = (!query || row.getAttribute("data-token").toLowerCase().indexOf(query) !== -1) &&
        (!type.value || row.getAttribute("data-type") === type.value) &&
        (!group.value || row.getAttribute("data-group") === group.value);
      row.hidden = !visible;
      if (visible) shown += 1;
    });
    index.querySelectorAll("section[data-group]").forEach(function (section) {
      section.hidden = !section.querySelector("tr[data-token]:not([hidden])");
    });
    count.textContent = shown + (shown === 1 ? " token" : " tokens");
  }
  [name, type, group].forEach(function (control) { control.addEventListener("input", apply); });
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
      button.textContent = "Copied";
      setTimeout(function () { button.textContent = label; }, 1500);
    });
  });
})();
