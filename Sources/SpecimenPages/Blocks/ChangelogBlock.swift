import Foundation
import SpecimenTokens

/// `changelog`: the releases of `history:`, newest first, each with its date, its tag's notes
/// and what it added, changed, renamed, deprecated and removed, tokens as chips (written by
/// `ChangelogMarkdown` and rendered as part of the page: its sections join the page's table of
/// contents).
package struct ChangelogBlock: PageBlock {
    package static let name = "changelog"
    package static let showsTokens = false
    /// Its releases' notes are rendered as part of the page, their links from the page's folder.
    package static let rendersAlikeOnEveryPage = false
    package static let catalogue = BlockCatalogueEntry(
        syntax: "changelog",
        summary:
            "the releases of history:, newest first: each one's date, its tag's notes and the tokens it added, changed, renamed, deprecated and removed",
        options: [
            .init(
                name: "detailed", takes: "a number of releases, or all (default 50)",
                example: "detailed: 20")
        ])
    package static let strings: BlockStrings = [
        "releasedOn": [
            "en": "Released {date}",
            "fr": "Publiée le {date}",
            "ko": "{date} 출시",
            "th": "เผยแพร่เมื่อ {date}",
            "pt": "Lançado em {date}",
            "ka": "გამოშვების თარიღი: {date}",
        ],
        "firstRelease": [
            "en": "The first release in this history, with {count} tokens.",
            "fr": "Première version de cet historique, avec {count} tokens.",
            "ko": "이 이력의 첫 릴리스로, 토큰 {count}개가 있습니다.",
            "th": "รุ่นแรกในประวัตินี้ มี {count} โทเคน",
            "pt": "A primeira versão deste histórico, com {count} tokens.",
            "ka": "ამ ისტორიის პირველი ვერსია, {count} ტოკენით.",
        ],
        "noTokenChanges": [
            "en": "No token changes.",
            "fr": "Aucune modification de token.",
            "ko": "토큰 변경 사항이 없습니다.",
            "th": "ไม่มีการเปลี่ยนแปลงโทเคน",
            "pt": "Nenhuma alteração nos tokens.",
            "ka": "ტოკენებში ცვლილებები არ არის.",
        ],
        "noReleases": [
            "en": "No release of the tokens could be read; specimen check says why.",
            "fr": "Aucune version des tokens n’a pu être lue ; specimen check en indique la raison.",
            "ko": "읽을 수 있는 토큰 릴리스가 없습니다. specimen check 명령으로 원인을 확인하세요.",
            "th": "ไม่สามารถอ่านรุ่นใดของโทเคนได้ ดูสาเหตุได้จาก specimen check",
            "pt": "Não foi possível ler nenhuma versão dos tokens; specimen check mostra o motivo.",
            "ka": "ტოკენების ვერცერთი ვერსიის წაკითხვა ვერ მოხერხდა; მიზეზს specimen check გიჩვენებთ.",
        ],
        "added": [
            "en": "Added",
            "fr": "Ajoutés",
            "ko": "추가",
            "th": "เพิ่มใหม่",
            "pt": "Adicionados",
            "ka": "დამატებული",
        ],
        "changed": [
            "en": "Changed",
            "fr": "Modifiés",
            "ko": "변경",
            "th": "เปลี่ยนแปลง",
            "pt": "Alterados",
            "ka": "შეცვლილი",
        ],
        "renamed": [
            "en": "Renamed",
            "fr": "Renommés",
            "ko": "이름 변경",
            "th": "เปลี่ยนชื่อ",
            "pt": "Renomeados",
            "ka": "სახელგადარქმეული",
        ],
        "deprecations": [
            "en": "Deprecated",
            "fr": "Rendus obsolètes",
            "ko": "사용 중단",
            "th": "เลิกใช้",
            "pt": "Obsoletos",
            "ka": "მოძველებული",
        ],
        "removed": [
            "en": "Removed",
            "fr": "Supprimés",
            "ko": "삭제",
            "th": "ลบออก",
            "pt": "Removidos",
            "ka": "წაშლილი",
        ],
    ]

    package struct Options: BlockOptions {
        package enum Keys: String, CodingKey, CaseIterable { case detailed }
        package let detailed: String?
        package var contexts: OneOrMany<String>? { nil }

        package init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: Keys.self)
            if let number = try? container.decodeIfPresent(Int.self, forKey: .detailed) {
                detailed = String(number)
            } else {
                detailed = try container.decodeIfPresent(String.self, forKey: .detailed)
            }
        }
    }

    /// How many of the newest releases are written out in full by default: a history of
    /// thousands of releases would otherwise make a page of tens of megabytes. Older ones are
    /// a heading, a date and their counts; each token's page keeps its whole history.
    package static let defaultDetailed = 50

    let history: TokenHistory
    /// How many of the newest releases are written in full (nil: all).
    let detailed: Int?

    package init(arguments: [String], options: Options, page: BlockPage) throws(BlockFailure) {
        switch options.detailed {
        case nil: detailed = Self.defaultDetailed
        case "all": detailed = nil
        case let written?:
            guard let number = Int(written), number >= 0 else {
                throw BlockFailure(
                    "block-options", "detailed: '\(written)' is neither a number of releases nor 'all'", place: page.place(ofOption: "detailed"))
            }
            detailed = number
        }
        guard let history = page.tokens?.history else {
            throw BlockFailure(
                "block-no-history",
                "the changelog block is made from the releases 'history:' in specimen.yml names, and this handbook has none (e.g. history: {tags: \"v*\"})",
                word: Self.name)
        }
        self.history = history
    }

    package func html(page: BlockPage) -> BlockHTML {
        guard !history.isEmpty else {
            return BlockHTML("<p class=\"changelog-empty\">\(HTMLEscaping.escape(page.strings["noReleases"]))</p>\n")
        }
        let rendered = page.renderMarkdown(ChangelogMarkdown.make(history, strings: page.strings, detailed: detailed), .changelog)
        var html = BlockHTML("<div class=\"changelog\">\n" + rendered.contentHTML + "</div>\n")
        html.tableOfContents = rendered.tableOfContents
        html.anchors = rendered.anchors
        html.tokenReferences = rendered.tokenReferences
        // The notes of a tag are the only text of it an author wrote: their findings point at the block.
        html.diagnostics = rendered.diagnostics.map { diagnostic in
            var said = diagnostic
            said.message += " (in the notes of a release tag)"
            return said
        }
        return html
    }

    /// The releases as Markdown; removed tokens have no value left to write, so names are code.
    package func markdown(page: BlockPage, html: () -> BlockHTML) -> String? {
        ChangelogMarkdown.make(history, strings: page.strings, detailed: detailed).replacingOccurrences(
            of: #"\{([A-Za-z0-9_$@./ -]+)\}"#, with: "`$1`", options: .regularExpression)
    }
}
