/// The script injected into every HTML page the preview serves: it listens for live-reload
/// events, reloads keeping the scroll position (when the event names no pages, or names this
/// one), swaps stylesheets, and shows build errors.
enum LiveReloadScript {
    static let path = "/__specimen/live-reload.js"
    static let eventsPath = "/__specimen/events"
    static let tag = "<script src=\"\(path)\" defer></script>"

    /// Puts the script tag before `</body>`, or at the end when there is none.
    static func inject(into html: String) -> String {
        if let range = html.range(of: "</body>", options: [.backwards, .caseInsensitive]) {
            return html.replacingCharacters(in: range.lowerBound..<range.lowerBound, with: tag + "\n")
        }
        return html + "\n" + tag + "\n"
    }

    static let source = #"""
        (() => {
          "use strict";
          const scrollKey = "specimen-scroll:" + location.pathname;
          const saved = sessionStorage.getItem(scrollKey);
          if (saved !== null) {
            sessionStorage.removeItem(scrollKey);
            // Instant: a theme's smooth scrolling would otherwise replay the whole way down.
            const restore = () => window.scrollTo({ top: Number(saved), behavior: "instant" });
            if (document.readyState === "complete") restore(); else addEventListener("load", restore);
          }

          const css = `
            :host { all: initial; }
            .backdrop { position: fixed; inset: 0; z-index: 2147483647; background: rgb(0 0 0 / 0.55);
              overflow: auto; font: 15px/1.5 system-ui, sans-serif; color: #16191e; }
            .panel { max-width: 60rem; margin: 3rem auto; background: #fff; border-radius: 8px;
              border-top: 6px solid #b3261e; padding: 1.25rem 1.5rem; box-shadow: 0 12px 40px rgb(0 0 0 / 0.35); }
            h2 { margin: 0 0 0.25rem; font-size: 1.25rem; color: #b3261e; }
            .hint { margin: 0 0 1rem; color: #4a4f57; }
            .location { margin: 1rem 0 0.25rem; font: 600 14px/1.4 ui-monospace, monospace; }
            .message { margin: 0 0 0.5rem; }
            pre { margin: 0; padding: 0.75rem; background: #f4f5f7; border-radius: 4px; overflow: auto;
              font: 13px/1.45 ui-monospace, monospace; }
            .marked { background: #fde7e5; display: block; }
            .caret { color: #b3261e; font-weight: 700; }
            button { font: inherit; margin-top: 1rem; }
          `;
          let overlay = null;
          const element = (name, className, parent) => {
            const node = document.createElement(name);
            if (className) node.className = className;
            parent.append(node);
            return node;
          };
          const hide = () => { if (overlay) { overlay.remove(); overlay = null; } };
          const show = (payload) => {
            hide();
            const host = document.createElement("specimen-error-overlay");
            const root = host.attachShadow({ mode: "open" });
            element("style", "", root).textContent = css;
            const backdrop = element("div", "backdrop", root);
            const panel = element("section", "panel", backdrop);
            panel.setAttribute("role", "alert");
            element("h2", "", panel).textContent = "The last edit broke the build";
            element("p", "hint", panel).textContent =
              "Underneath is the last good version of the site. Fix the file and this message goes away by itself.";
            for (const error of payload.errors || []) {
              element("p", "location", panel).textContent = error.location;
              element("p", "message", panel).textContent = error.message + " [" + error.code + "]";
              if (!error.lines) continue;
              const pre = element("pre", "", panel);
              for (const line of error.lines) {
                const row = element("span", line.marked ? "marked" : "", pre);
                row.textContent = String(line.number).padStart(5) + " | " + line.text + "\n";
                if (line.marked && error.column > 0) {
                  element("span", "caret", pre).textContent = " ".repeat(7 + error.column) + "^\n";
                }
              }
            }
            const close = element("button", "", panel);
            close.type = "button";
            close.textContent = "Hide until the next change";
            close.addEventListener("click", hide);
            document.documentElement.append(host);
            overlay = host;
          };
          const swapStylesheets = (paths) => {
            for (const link of document.querySelectorAll('link[rel="stylesheet"]')) {
              const url = new URL(link.href, location.href);
              if (url.origin !== location.origin) continue;
              if (paths.length && !paths.some((path) => url.pathname.endsWith("/" + path))) continue;
              url.searchParams.set("specimen-reload", String(Date.now()));
              const next = link.cloneNode();
              next.href = url.href;
              const done = () => link.remove();
              next.addEventListener("load", done);
              next.addEventListener("error", done);
              link.after(next);
            }
          };
          const reload = () => {
            sessionStorage.setItem(scrollKey, String(window.scrollY));
            location.reload();
          };
          const events = new EventSource("/__specimen/events");
          // Tells a person (and the browser tests) that the preview is listening.
          events.addEventListener("open", () => document.documentElement.setAttribute("data-specimen-live", "connected"));
          // The page's own URL path, as the server names pages: a folder's index.html at the folder.
          const here = () => {
            let path = location.pathname;
            try { path = decodeURIComponent(path); } catch { return null; }
            return path.endsWith("/index.html") ? path.slice(0, -"index.html".length) : path;
          };
          events.addEventListener("reload", (event) => {
            const pages = JSON.parse(event.data || "{}").pages;
            // An update of other pages only (another language's, say) leaves this one as it is.
            if (Array.isArray(pages) && !pages.includes(here())) return;
            reload();
          });
          events.addEventListener("stylesheets", (event) => { hide(); swapStylesheets(JSON.parse(event.data)); });
          events.addEventListener("failed", (event) => show(JSON.parse(event.data)));
          events.addEventListener("recovered", hide);
          window.addEventListener("pagehide", () => events.close());
        })();
        """#
}
