/// The document a live example renders in: its markup in an `<iframe srcdoc>` whose `sandbox`
/// withholds `allow-same-origin`, so the example has an opaque origin and can neither read nor
/// script the page around it, its cookies or its storage. The frame links the handbook's
/// `tokens.css` and the component CSS of `examples:`; Specimen's own script in it reports the
/// example's height and takes the header's modifier choices (as `data-*` attributes on its
/// root, as the page has them). The author's scripts run only under `examples: {scripts:
/// true}`: otherwise a Content-Security-Policy lets only that script run, named by its hash.
package struct ExampleFrame: Sendable {
    /// Absolute URLs of the stylesheets, `tokens.css` first.
    package var stylesheets: [String]
    /// Whether the example's own scripts run.
    package var scripts: Bool
    /// What the stylesheets' rules read, to name the tokens an example uses.
    package var styles: ExampleStyles

    package init(stylesheets: [String], scripts: Bool, styles: ExampleStyles = ExampleStyles()) {
        (self.stylesheets, self.scripts, self.styles) = (stylesheets, scripts, styles)
    }

    /// No stylesheets, no scripts: what a page rendered without a build around it shows.
    package static let plain = ExampleFrame(stylesheets: [], scripts: false)

    /// The script every frame runs: it tells the page the example's height (a frame cannot size
    /// itself to its content), and sets the modifier attributes the page sends, from the page alone.
    static let script = """
        (function () {
          var root = document.documentElement;
          function report() {
            parent.postMessage({ specimenExample: "height", height: Math.ceil(root.getBoundingClientRect().height) }, "*");
          }
          addEventListener("message", function (event) {
            var data = event.data;
            if (event.source !== parent || !data || data.specimenExample !== "context") return;
            var wanted = data.attributes || {};
            for (var i = root.attributes.length - 1; i >= 0; i--) {
              var name = root.attributes[i].name;
              if (name.indexOf("data-") === 0 && !Object.prototype.hasOwnProperty.call(wanted, name)) root.removeAttribute(name);
            }
            for (var key in wanted) if (/^data-[a-z0-9-]+$/.test(key)) root.setAttribute(key, String(wanted[key]));
            root.style.colorScheme = data.colorScheme === "dark" ? "dark" : "light";
            report();
          });
          if (window.ResizeObserver) new ResizeObserver(report).observe(root);
          addEventListener("load", report);
        })();
        """

    /// The policy that lets only `script` run: no inline handler, no `javascript:` URL, no other script.
    static let scriptPolicy = "script-src 'sha256-\(SHA256.base64Digest(of: script))'"

    /// Spacing and type the example starts from, before the handbook's CSS: a body that holds
    /// its floats, so the height reported is the content's.
    /// Until the page says which scheme it shows, the frame follows the system's, as the page does by default.
    private static let baseStyle = ":root{color-scheme:light dark}body{margin:0;padding:24px;display:flow-root;font-family:system-ui,sans-serif}"

    /// The whole document for `markup`, in the page's `language`.
    func document(for markup: String, language: String) -> String {
        var head = "<!DOCTYPE html><html lang=\"\(HTMLEscaping.escape(language))\"><head><meta charset=\"utf-8\">"
        if !scripts { head += "<meta http-equiv=\"Content-Security-Policy\" content=\"\(Self.scriptPolicy)\">" }
        head += "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\"><style>\(Self.baseStyle)</style>"
        for href in stylesheets { head += "<link rel=\"stylesheet\" href=\"\(HTMLEscaping.escape(href))\">" }
        head += "<script>\(Self.script)</script></head>"
        return head + "<body>\n" + markup + "\n</body></html>"
    }
}
