import Foundation
import SpecimenDiagnostics
import SpecimenTokens

/// `embed URL [CAPTION]`, or `embed figma` / `embed storybook` for the page's own `figma:` or
/// `storybook:` link: a Figma file or a Storybook story shown in the page, loaded only when the
/// reader asks for it (nothing is fetched from Figma or Storybook before then: a privacy
/// default), with a link out that works without JavaScript. `height:` sets the frame's height.
package struct EmbedBlock: PageBlock {
    package static let name = "embed"
    package static let showsTokens = false
    package static let rendersAlikeOnEveryPage = false
    package static let catalogue = BlockCatalogueEntry(
        syntax: "embed LINK [CAPTION]",
        summary:
            "a Figma file or a Storybook story, LINK being its URL or the word figma or storybook for the page's own link, loaded only when the reader clicks, with a link out",
        options: [.init(name: "height", takes: "the frame's height in pixels, 200 to 2000 (default 450)", example: "height: 600")])
    package static let strings: BlockStrings = [
        "embedLoad": [
            "en": "Load from {host}", "fr": "Charger depuis {host}", "ko": "{host}에서 불러오기", "th": "โหลดจาก {host}",
            "pt": "Carregar de {host}", "ka": "ჩატვირთვა {host}-დან",
        ],
        "embedPrivacy": [
            "en": "Nothing is loaded from {host} until you ask: it may set cookies.",
            "fr": "Rien n’est chargé depuis {host} avant que vous le demandiez : ce site peut déposer des cookies.",
            "ko": "요청하기 전에는 {host}에서 아무것도 불러오지 않습니다. 이 사이트는 쿠키를 설정할 수 있습니다.",
            "th": "จะไม่โหลดสิ่งใดจาก {host} จนกว่าคุณจะขอ เว็บไซต์นั้นอาจตั้งค่าคุกกี้",
            "pt": "Nada é carregado de {host} até você pedir: ele pode gravar cookies.",
            "ka": "{host}-დან არაფერი ჩაიტვირთება, სანამ არ მოითხოვთ: მას შეუძლია ქუქიების შენახვა.",
        ],
        "embedOpen": [
            "en": "Open in {name}", "fr": "Ouvrir dans {name}", "ko": "{name}에서 열기", "th": "เปิดใน {name}", "pt": "Abrir no {name}",
            "ka": "გახსნა {name}-ში",
        ],
    ]

    package struct Options: BlockOptions {
        package enum Keys: String, CodingKey, CaseIterable { case height }
        package let height: Int?
        package var contexts: OneOrMany<String>? { nil }

        package init(from decoder: any Decoder) throws {
            height = try decoder.container(keyedBy: Keys.self).decodeIfPresent(Int.self, forKey: .height)
        }
    }

    /// What is embedded: where a reader opens it, and the address the frame loads.
    struct Target: Equatable {
        var service: String
        var link: String
        var frame: String
        var host: String
    }

    let target: Target
    let caption: String
    let height: Int

    package init(arguments: [String], options: Options, page: BlockPage) throws(BlockFailure) {
        guard let first = arguments.first else {
            throw BlockFailure("block-syntax", "write 'embed URL', 'embed figma' or 'embed storybook', e.g. 'embed figma Button'", word: Self.name)
        }
        var link = first
        if let field = ComponentMetadata.Link(rawValue: first.lowercased()), field != .source {
            guard let url = page.page.frontMatter.component.links[field] else {
                throw BlockFailure(
                    "block-syntax", "'embed \(first)' shows the page's '\(field.rawValue):' link, which its front matter does not give", word: first)
            }
            link = url
        }
        guard let target = Self.target(of: link) else {
            throw BlockFailure(
                "block-syntax",
                "'\(first)' is neither a Figma nor a Storybook link (https://www.figma.com/…, or a Storybook's ?path=/story/… or iframe.html)",
                word: first)
        }
        if let height = options.height, !(200...2000).contains(height) {
            throw BlockFailure("block-options", "'height' is 200 to 2000 pixels, not \(height)", place: page.place(ofOption: "height"))
        }
        (self.target, caption, height) = (target, arguments.dropFirst().joined(separator: " "), options.height ?? 450)
    }

    /// The service a link is of, and the address its embed loads.
    static func target(of link: String) -> Target? {
        guard ComponentMetadata.isLink(link), let url = URLComponents(string: link), let host = url.host?.lowercased() else { return nil }
        if host == "figma.com" || host.hasSuffix(".figma.com") {
            let encoded = link.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? link
            return Target(
                service: "Figma", link: link, frame: "https://www.figma.com/embed?embed_host=specimen&url=\(encoded)", host: "www.figma.com")
        }
        // Storybook's manager (`?path=/story/button--primary`) or its preview frame (`iframe.html?id=…`).
        let items = url.queryItems ?? []
        if url.path.hasSuffix("/iframe.html") || url.path == "iframe.html", items.contains(where: { $0.name == "id" }) {
            return Target(service: "Storybook", link: link, frame: link, host: host)
        }
        guard let path = items.first(where: { $0.name == "path" })?.value else { return nil }
        let parts = path.split(separator: "/")
        guard parts.count == 2, parts[0] == "story" || parts[0] == "docs" else { return nil }
        var frame = url
        frame.path = (url.path.hasSuffix("/") ? url.path : url.path.isEmpty ? "/" : url.path + "/") + "iframe.html"
        frame.queryItems = [URLQueryItem(name: "id", value: String(parts[1])), URLQueryItem(name: "viewMode", value: String(parts[0]))]
        frame.fragment = nil
        guard let frameURL = frame.string else { return nil }
        return Target(service: "Storybook", link: link, frame: frameURL, host: host)
    }

    package func html(page: BlockPage) -> BlockHTML {
        let strings = page.strings
        let title = caption.isEmpty ? target.service : "\(target.service): \(caption)"
        let host = HTMLEscaping.escape(target.host)
        var html = "<figure class=\"embed\" data-embed=\"\(HTMLEscaping.escape(target.frame))\" data-embed-title=\"\(HTMLEscaping.escape(title))\""
        html += " style=\"--embed-height: \(height)px\">\n<div class=\"embed-placeholder\">\n"
        html += "<p class=\"embed-title\">\(HTMLEscaping.escape(title))</p>\n"
        html += "<p class=\"embed-actions\"><button type=\"button\" class=\"embed-load\" data-embed-load hidden>"
        html += strings.format("embedLoad", ["host": target.host]).html + "</button> "
        html += "<a class=\"embed-open\" href=\"\(HTMLEscaping.escape(target.link))\" rel=\"noopener\">"
        html += strings.format("embedOpen", ["name": target.service]).html + "</a></p>\n"
        html +=
            "<p class=\"embed-privacy\">\(strings.format("embedPrivacy", ["host": target.host]).html.replacingEvery(host, with: "<strong>\(host)</strong>"))</p>\n"
        html += "</div>\n</figure>\n"
        return BlockHTML(html)
    }

    /// A link: a copy has no frame to load.
    package func markdown(page: BlockPage, html: () -> BlockHTML) -> String? {
        let label = caption.isEmpty ? page.strings.format("embedOpen", ["name": target.service]) : caption
        return "[\(label)](<\(target.link)>)\n"
    }
}
