import SpecimenDiagnostics
import SpecimenTokens

/// `html example [CAPTION]`: the body's HTML rendered live, in a sandboxed frame styled by the
/// handbook's tokens and component CSS (see `ExampleFrame`), following the header's modifier
/// switches; a width and a background toggle above it, its code below in tabs with the code
/// fences written directly after it (```` ```swift ````, ```` ```kotlin ````), each with a copy
/// button; and the tokens its markup uses, as chips. On GitHub it reads as an HTML code block.
package struct ExampleBlock: PageBlock {
    package static let name = "html example"
    package static let showsTokens = false
    package static let rendersAlikeOnEveryPage = false
    package static let bodyIsContent = true

    package static let catalogue = BlockCatalogueEntry(
        syntax: "html example [CAPTION]",
        summary:
            "the body's HTML rendered live in a sandboxed frame styled by tokens.css and examples.css, following the header's switches, "
            + "with width and background toggles, its code (and the code fences right after it, as tabs) and the tokens it uses",
        options: [])

    package static let strings: BlockStrings = [
        "example": ["en": "Example", "fr": "Exemple", "ko": "예시", "th": "ตัวอย่าง", "pt": "Exemplo", "ka": "მაგალითი"],
        "exampleWidth": [
            "en": "Preview width", "fr": "Largeur de l’aperçu", "ko": "미리보기 너비", "th": "ความกว้างของตัวอย่าง", "pt": "Largura da prévia",
            "ka": "გადახედვის სიგანე",
        ],
        "exampleWidthPhone": ["en": "Phone", "fr": "Téléphone", "ko": "휴대폰", "th": "โทรศัพท์", "pt": "Celular", "ka": "ტელეფონი"],
        "exampleWidthTablet": ["en": "Tablet", "fr": "Tablette", "ko": "태블릿", "th": "แท็บเล็ต", "pt": "Tablet", "ka": "პლანშეტი"],
        "exampleWidthFull": ["en": "Full", "fr": "Pleine", "ko": "전체", "th": "เต็ม", "pt": "Inteira", "ka": "სრული"],
        "exampleBackground": ["en": "Background", "fr": "Fond", "ko": "배경", "th": "พื้นหลัง", "pt": "Fundo", "ka": "ფონი"],
        "exampleBackgroundPage": ["en": "Page", "fr": "Page", "ko": "페이지", "th": "หน้า", "pt": "Página", "ka": "გვერდი"],
        "exampleBackgroundGrid": ["en": "Checkerboard", "fr": "Damier", "ko": "체커보드", "th": "ตาราง", "pt": "Xadrez", "ka": "ჭადრაკული"],
        "exampleCode": ["en": "Code", "fr": "Code", "ko": "코드", "th": "โค้ด", "pt": "Código", "ka": "კოდი"],
        "exampleTokens": [
            "en": "Tokens used", "fr": "Jetons utilisés", "ko": "사용한 토큰", "th": "โทเค็นที่ใช้", "pt": "Tokens usados", "ka": "გამოყენებული ტოკენები",
        ],
    ]

    let caption: String
    let markup: String
    let samples: [CodeSample]

    package init(arguments: [String], options: NoOptions, page: BlockPage) throws(BlockFailure) {
        guard !page.body.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else {
            throw BlockFailure("block-options", "an example shows its body: write the HTML to render inside it", word: "example")
        }
        (caption, markup, samples) = (arguments.joined(separator: " "), page.body, page.followingCode)
    }

    package func html(page: BlockPage) -> BlockHTML {
        let id = "example-\(BlockDigest.of(caption + "\n" + markup))"
        let strings = page.strings
        let title = caption.isEmpty ? strings["example"] : "\(strings["example"]): \(caption)"
        let used = tokensUsed(page: page)
        var html = "<figure class=\"example\" id=\"\(id)\" data-example aria-labelledby=\"\(id)-caption\">\n"
        html += "<figcaption class=\"example-caption\" id=\"\(id)-caption\">\(HTMLEscaping.escape(title))</figcaption>\n"
        html += toolbar(strings)
        let document = page.examples.document(for: markup, language: strings.language)
        html += "<div class=\"example-stage\" data-width=\"full\" data-background=\"page\">"
        html +=
            "<iframe class=\"example-frame\" title=\"\(HTMLEscaping.escape(title))\" sandbox=\"allow-scripts\" srcdoc=\"\(HTMLEscaping.escape(document))\"></iframe>"
        html += "</div>\n" + codeTabs(id: id, strings: strings)
        var block = BlockHTML(html)
        if let tokens = page.tokens, !used.isEmpty {
            let chips = used.enumerated().map { index, token in
                "<li>" + tokens.chip(for: token, insideLink: false, id: "\(id)-tokenref-\(index + 1)") + "</li>"
            }
            block.html +=
                "<details class=\"example-tokens\"><summary>\(HTMLEscaping.escape(strings["exampleTokens"])) (\(used.count))</summary>"
                + "<ul class=\"token-chip-list\">" + chips.joined() + "</ul></details>\n"
            block.tokenReferences = used.enumerated().map { ($1.path, "\(id)-tokenref-\($0 + 1)") }
            block.componentTokens = Set(used.map(\.path))
        }
        block.html += "</figure>\n"
        block.anchors = [id, "\(id)-caption"]
        return block
    }

    /// The example's markup, then each tab's code, fenced as written: a copy reads as the page does on GitHub.
    package func markdown(page: BlockPage, html: () -> BlockHTML) -> String? {
        let head = "**\(page.strings["example"])**" + (caption.isEmpty ? "" : " — \(caption)")
        return ([head, CodeFence.fenced(markup, info: "html")] + samples.map { CodeFence.fenced($0.code, info: $0.language) }).joined(
            separator: "\n\n") + "\n"
    }

    /// The tokens whose custom properties the markup brings into play, in the order first read.
    private func tokensUsed(page: BlockPage) -> [ResolvedToken] {
        guard let tokens = page.tokens else { return [] }
        let byProperty = tokens.tokensByCustomProperty
        return page.examples.styles.properties(usedBy: markup).compactMap { byProperty[$0] }
    }

    /// The width and background toggles; hidden until the page's script can work them.
    private func toolbar(_ strings: InterfaceStrings) -> String {
        func group(_ label: String, _ attribute: String, _ choices: [(value: String, word: String)], chosen: String) -> String {
            let buttons = choices.map { choice in
                "<button type=\"button\" data-example-\(attribute)=\"\(choice.value)\" aria-pressed=\"\(choice.value == chosen)\">"
                    + HTMLEscaping.escape(strings[choice.word]) + "</button>"
            }
            return "<div class=\"example-toggle\" role=\"group\" aria-label=\"\(HTMLEscaping.escape(strings[label]))\">" + buttons.joined() + "</div>"
        }
        return "<div class=\"example-toolbar\" hidden>"
            + group(
                "exampleWidth", "width", [("phone", "exampleWidthPhone"), ("tablet", "exampleWidthTablet"), ("full", "exampleWidthFull")],
                chosen: "full")
            + group("exampleBackground", "background", [("page", "exampleBackgroundPage"), ("grid", "exampleBackgroundGrid")], chosen: "page")
            + "</div>\n"
    }

    /// The markup and the following fences as tab panels; without the page's script, one under the other, each labelled.
    private func codeTabs(id: String, strings: InterfaceStrings) -> String {
        let panels = [CodeSample(info: "html", code: markup)] + samples
        let tabs = panels.enumerated().map { index, sample in
            "<button type=\"button\" role=\"tab\" id=\"\(id)-tab-\(index)\" aria-controls=\"\(id)-panel-\(index)\" aria-selected=\"\(index == 0)\""
                + (index == 0 ? "" : " tabindex=\"-1\"") + ">\(HTMLEscaping.escape(sample.label))</button>"
        }
        var html =
            "<div class=\"example-code\">\n<div class=\"example-tabs\" role=\"tablist\" aria-label=\"\(HTMLEscaping.escape(strings["exampleCode"]))\" hidden>"
        html += tabs.joined() + "</div>\n"
        for (index, sample) in panels.enumerated() {
            let language = HTMLEscaping.escape(sample.language)
            html += "<div class=\"example-panel\" id=\"\(id)-panel-\(index)\" role=\"tabpanel\" aria-labelledby=\"\(id)-tab-\(index)\">"
            html += "<p class=\"example-panel-label\">\(HTMLEscaping.escape(sample.label))</p>"
            html += "<pre><code class=\"language-\(language)\">\(HTMLEscaping.escape(sample.code))</code></pre></div>\n"
        }
        return html + "</div>\n"
    }
}

/// Fenced code blocks as a Markdown copy writes them.
enum CodeFence {
    /// `code` in a fence longer than any run of backticks it holds.
    static func fenced(_ code: String, info: String) -> String {
        var longest = 0
        var run = 0
        for character in code {
            run = character == "`" ? run + 1 : 0
            longest = max(longest, run)
        }
        let fence = String(repeating: "`", count: max(3, longest + 1))
        let body = code.hasSuffix("\n") ? code : code + "\n"
        return fence + info + "\n" + body + fence
    }
}
