import SpecimenTokens

/// `type-scale GROUP`: each typography token set as sample text, with its family, size,
/// weight, line height, letter spacing and the CSS members it carries (italic, uppercase, …).
package struct TypeScaleBlock: PageBlock {
    package static let name = "type-scale"
    package static let showsTokens = true
    package static let rendersAlikeOnEveryPage = true
    package static let catalogue = BlockCatalogueEntry(
        syntax: "type-scale [GROUP]",
        summary: "every typography token under GROUP as sample text, largest first, with its specification",
        options: [
            BlockCatalogueEntry.contextsOption,
            .init(name: "sample", takes: "the text to set", example: "sample: Sphinx of black quartz, judge my vow"),
        ])
    package static let strings: BlockStrings = [
        "typeSample": [
            "en": "The quick brown fox jumps over the lazy dog",
            "fr": "Portez ce vieux whisky au juge blond qui fume",
            "ko": "다람쥐 헌 쳇바퀴에 타고파",
            "th": "เป็นมนุษย์สุดประเสริฐเลิศคุณค่า",
            "pt": "Um pequeno jabuti xereta viu dez cegonhas felizes",
            "ka": "დიზაინის სისტემა ყველა ეკრანზე ერთნაირად საუბრობს",
        ],
        "weightSpec": [
            "en": "weight {value}",
            "fr": "graisse {value}",
            "ko": "굵기 {value}",
            "th": "น้ำหนัก {value}",
            "pt": "peso {value}",
            "ka": "სისქე {value}",
        ],
        "lineHeightSpec": [
            "en": "line height {value}",
            "fr": "interligne {value}",
            "ko": "줄 높이 {value}",
            "th": "ความสูงบรรทัด {value}",
            "pt": "altura de linha {value}",
            "ka": "სტრიქონის სიმაღლე {value}",
        ],
        "letterSpacingSpec": [
            "en": "letter spacing {value}",
            "fr": "interlettrage {value}",
            "ko": "자간 {value}",
            "th": "ระยะห่างตัวอักษร {value}",
            "pt": "espaçamento entre letras {value}",
            "ka": "ასოთაშორისი ინტერვალი {value}",
        ],
        "normal": [
            "en": "normal",
            "fr": "normal",
            "ko": "보통",
            "th": "ปกติ",
            "pt": "normal",
            "ka": "ჩვეულებრივი",
        ],
    ]

    package struct Options: BlockOptions {
        package enum Keys: String, CodingKey, CaseIterable { case contexts, sample }
        package let contexts: OneOrMany<String>?
        package let sample: String?

        package init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: Keys.self)
            contexts = try container.decodeIfPresent(OneOrMany<String>.self, forKey: .contexts)
            sample = try container.decodeIfPresent(String.self, forKey: .sample)
        }
    }

    let group: String
    let sample: String
    let context: TokenBlockContext

    package init(arguments: [String], options: Options, page: BlockPage) throws(BlockFailure) {
        context = try page.tokenContext(for: Self.name)
        sample = options.sample ?? page.strings["typeSample"]
        group = try context.group(arguments, at: 0, types: [.typography], block: Self.name)
    }

    package func html(page: BlockPage) -> BlockHTML {
        var html = "<div class=\"token-block type-scale\" data-block=\"type-scale\">\n"
        // A scale reads from the largest size down, whatever the names.
        let ordered = context.tokens(under: group, types: [.typography]).sorted { Self.size($0) > Self.size($1) }
        for token in ordered {
            guard case .typography(let style) = token.value else { continue }
            let variable = CSSText.customPropertyName(for: token.path)
            let longhands = style.cssLonghands.map { "; \($0.property): var(\(variable)-\($0.property))" }.joined()
            html += """
                <figure class="type-sample" data-token="\(token.path.html)">
                <p class="type-sample-text" style="font: var(\(variable))\(longhands)">\(sample.html)</p>
                <figcaption>\(context.nameLink(token)) <span class="type-sample-spec">\(Self.specification(style, strings: context.strings).html)</span></figcaption>
                </figure>

                """
        }
        return BlockHTML(html + "</div>\n")
    }

    /// A table of the typography tokens it shows, with their value in each context.
    package func markdown(page: BlockPage, html: () -> BlockHTML) -> String? {
        page.tokens.flatMap { TokenMarkdown(links: $0).table(ofBlockHTML: html().html, strings: page.strings) }
    }

    /// "Inter · 16px · weight 400 · line height 1.5 · letter spacing normal · italic · uppercase".
    static func specification(_ style: Typography, strings: InterfaceStrings = InterfaceStrings.inEnglish) -> String {
        let normal = strings["normal"]
        var parts = [
            style.fontFamily.first ?? "",
            style.fontSize.css,
            strings.format("weightSpec", ["value": CSSText.number(style.fontWeight.numericValue)]),
            strings.format("lineHeightSpec", ["value": style.lineHeight.map { $0 == .normal ? normal : $0.css } ?? normal]),
            strings.format("letterSpacingSpec", ["value": style.letterSpacing?.css ?? normal]),
        ]
        parts += style.cssMembers.map(\.value)
        return parts.joined(separator: " · ")
    }

    private static func size(_ token: ResolvedToken) -> Double {
        guard case .typography(let style) = token.value else { return 0 }
        return style.fontSize.unit == "rem" ? style.fontSize.value * 16 : style.fontSize.value
    }
}
