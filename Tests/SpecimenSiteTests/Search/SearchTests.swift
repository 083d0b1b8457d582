import Foundation
import Testing

@testable import SpecimenSite

/// The search runs in the browser; its logic is plain JavaScript, run here with Node over the
/// index files a real build wrote, fetched from disk as a static server would serve them.
@Suite("Offline search")
struct SearchTests {
    /// Runs each query through the site's own search script against the index in `site`; one
    /// line per query: the results as `title › heading|url|snippet` (marks in brackets) joined by
    /// ` ;; `, then ` ## ` and the bytes the query fetched.
    static func search(_ site: URL, _ queries: [String], limit: Int = 10) throws -> [(results: [String], bytes: Int)] {
        let script = repositoryRoot.appendingPathComponent("Public/assets/specimen-search.js").path
        let program = """
            const fs = require("fs"); const S = require(\(String(reflecting: script)));
            let bytes = 0;
            const engine = S.createSearch(\(String(reflecting: site.path + "/search/")), url => {
                const text = fs.readFileSync(url.replace(/\\?v=[0-9a-f]+$/, ""), "utf8"); bytes += Buffer.byteLength(text);
                return Promise.resolve(JSON.parse(text)); });
            (async () => { for (const query of JSON.parse(process.argv[1])) {
                bytes = 0; const results = await engine.search(query, \(limit));
                console.log(results.map(r => r.title + (r.heading ? " › " + r.heading : "") + "|" + r.url + "|"
                    + r.snippet.map(p => p.mark ? "[" + p.text + "]" : p.text).join("")).join(" ;; ") + " ## " + bytes); } })();
            """
        let output = try node(program, arguments: [String(decoding: try JSONSerialization.data(withJSONObject: queries), as: UTF8.self)])
        return output.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map { line in
            let halves = line.components(separatedBy: " ## ")
            let results = halves[0].isEmpty ? [] : halves[0].components(separatedBy: " ;; ")
            return (results, Int(halves.last ?? "") ?? -1)
        }
    }

    static func node(_ script: String, arguments: [String] = []) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["node", "-e", script] + arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = Pipe()
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }

    @Test func searchFindsPagesHeadingsTokensAndNearestColors() throws {
        let book = try TemporaryHandbook([
            "specimen.yml": "tokens: t.tokens.json\n",
            "t.tokens.json":
                #"{ "color": { "$type": "color", "brand": { "$value": { "colorSpace": "srgb", "components": [0.1, 0.45, 0.9] }, "$description": "The <b>brand</b> blue" }, "danger": { "$value": { "colorSpace": "srgb", "components": [0.8, 0.1, 0.1] } } } }"#,
            "Content/index.md": "---\ntitle: Welcome\n---\n## Getting started\n\nThe handbook explains spacing.\n",
        ])
        defer { book.remove() }
        try book.build().get()
        let answers = try Self.search(
            book.output,
            [
                "brand", "getting", "spacing", "#1a73e8", "rgb(200, 30, 30)", "oklch(0.55 0.2 25)", "hsl(0 80% 45%)", "oklch(57.1%",
            ])
        #expect(answers.count == 8)
        guard answers.count == 8 else { return }
        #expect(
            answers[0].results.first
                == "color.brand|/tokens/color.brand/|The <b>[brand]</b> blue color #1a73e6 rgb(26 115 230) oklch(57.1% 0.192 257.6)")
        #expect(answers[1].results.first == "Welcome › Getting started|/#getting-started|[Getting] started")
        #expect(answers[2].results.first == "Welcome › Getting started|/#getting-started|The handbook explains [spacing].")
        #expect(answers[3].results.first == "color.brand|/tokens/color.brand/|")
        #expect(answers[4].results.first == "color.danger|/tokens/color.danger/|")
        #expect(answers[5].results.first == "color.danger|/tokens/color.danger/|")
        #expect(answers[6].results.first == "color.danger|/tokens/color.danger/|")
        #expect(answers[7].results.first?.hasPrefix("color.brand|") == true, "a value as its swatch writes it, not yet a whole color: \(answers[7])")
    }

    @Test func aTitleRanksAboveAHeadingAboveProseAboveCode() throws {
        let filler = String(repeating: "Words that pad every page to a similar length. ", count: 6)
        let book = try TemporaryHandbook([
            "Content/index.md": "Home\n",
            "Content/a-code.md": "---\ntitle: First\n---\n\(filler)\n\n```\nharbor\n```\n",
            "Content/b-prose.md": "---\ntitle: Second\n---\n\(filler) The harbor is here.\n",
            "Content/c-heading.md": "---\ntitle: Third\n---\n\(filler)\n\n## The harbor\n\nText.\n",
            "Content/d-title.md": "---\ntitle: Harbor\n---\n\(filler)\n",
        ])
        defer { book.remove() }
        try book.build().get()
        let answer = try #require(try Self.search(book.output, ["harbor", "harb"]).first)
        #expect(answer.results.map { $0.components(separatedBy: "|")[0] } == ["Harbor", "Third › The harbor", "Second", "First"])
        let prefix = try #require(try Self.search(book.output, ["harb"]).first)
        #expect(prefix.results.count == 4, "the last word typed is a prefix: \(prefix.results)")
    }

    @Test func wordsStandingTogetherRankAboveWordsApartAndEveryWordIsRequiredFirst() throws {
        let filler = String(repeating: "Unrelated filler sentence for length. ", count: 8)
        let book = try TemporaryHandbook([
            "Content/index.md": "Home\n",
            "Content/apart.md": "---\ntitle: Apart\n---\nThe quiet one. \(filler) The harbor two.\n",
            "Content/together.md": "---\ntitle: Together\n---\n\(filler) The quiet harbor.\n",
            "Content/half.md": "---\ntitle: Half\n---\nThe quiet quiet quiet page.\n",
        ])
        defer { book.remove() }
        try book.build().get()
        let answer = try #require(try Self.search(book.output, ["quiet harbor"]).first)
        #expect(answer.results.map { $0.components(separatedBy: "|")[0] } == ["Together", "Apart", "Half"])
    }

    /// Where the reader's segmenter keeps a word whole that the index holds as pieces (another
    /// ICU dictionary, or a page that spaced the pieces), the query is cut into the pieces: the
    /// page holding every piece comes first, and a piece that is not a term is cut again.
    @Test func aWordTheIndexHoldsInPiecesFindsThePageHoldingThemAll() throws {
        let book = try TemporaryHandbook([
            "specimen.yml": "title: คู่มือ\nlanguage: th\n",
            "Content/index.md": "หน้าแรก\n",
            "Content/both.md": "---\ntitle: Both\n---\nเรา ออก แบบ ทุกวัน และ คอม พิว เตอร์\n",
            "Content/half.md": "---\ntitle: Half\n---\nเรา ออก ไป ทุกวัน และ คอม\n",
        ])
        defer { book.remove() }
        try book.build().get()
        let answers = try Self.search(book.output, ["ออกแบบ", "คอมพิวเตอร์", "ออกแบ"])
        for answer in answers {
            #expect(answer.results.first?.hasPrefix("Both|/both/|") == true, "\(answer.results)")
        }
        #expect(answers[0].results.first?.contains("[ออก] [แบบ]") == true, "each piece marked: \(answers[0].results)")
        #expect(answers[1].results.count == 2, "the half page still answers a piece: \(answers[1].results)")
    }

    @Test func aSnippetKeepsMarkupAsTextAndMarksTheWordsFound() throws {
        let book = try TemporaryHandbook([
            "Content/index.md": "Home\n",
            "Content/danger.md": "---\ntitle: Danger\n---\nNever paste `<script>alert(1)</script>` into a zebra field.\n",
        ])
        defer { book.remove() }
        try book.build().get()
        let answer = try #require(try Self.search(book.output, ["zebra", "script"]).first)
        #expect(answer.results == ["Danger|/danger/|Never paste <script>alert(1)</script> into a [zebra] field."])
        let fragments = [try Data(contentsOf: book.output.appendingPathComponent("search/pages/0.json"))]
        let texts = try fragments.map { String(describing: try JSONSerialization.jsonObject(with: $0)) }
        #expect(texts.contains { $0.contains("<script>alert(1)</script>") }, "JSON holds the text; the page writes it with textContent")
    }

    @Test func aSiteUnderASubPathLinksUnderIt() throws {
        let book = try TemporaryHandbook(["Content/index.md": "Home\n", "Content/guide.md": "---\ntitle: Guide\n---\n## Setup\n\nInstall it.\n"])
        defer { book.remove() }
        try book.build(baseURL: "/handbook/").get()
        let answer = try #require(try Self.search(book.output, ["install"]).first)
        #expect(answer.results == ["Guide › Setup|/handbook/guide/#setup|[Install] it."])
        let header = try String(contentsOf: book.output.appendingPathComponent("guide/index.html"), encoding: .utf8)
        #expect(header.contains("data-search=\"/handbook/search/\""))
    }

    /// A handbook searched by another service turns the site's own search off: no index, no
    /// field, no scripts; and on again, all of it back.
    @Test func searchFalseLeavesOutTheIndexTheFieldAndTheScripts() throws {
        let book = try TemporaryHandbook([
            "specimen.yml": "search: false\ntokens: t.tokens.json\n",
            "t.tokens.json": #"{ "space": { "$type": "dimension", "s": { "$value": { "value": 4, "unit": "px" } } } }"#,
            "Content/index.md": "Home\n",
        ])
        defer { book.remove() }
        let built = try book.build().get()
        #expect(built.diagnostics.isEmpty)
        #expect(!book.exists("search"))
        let home = try #require(book.read("index.html"))
        #expect(!home.contains("specimen-search"))
        #expect(!home.contains("site-search"))
        try book.write("specimen.yml", "tokens: t.tokens.json\n")
        try book.build().get()
        #expect(book.exists("search/manifest.json"))
        #expect(try #require(book.read("index.html")).contains("data-search=\"/search/\""))
    }

    @Test func aQueryAtAThousandPagesFetchesAFewChunksAndTheFragmentsShown() throws {
        var files = ["Content/index.md": "Home\n"]
        let paragraph = String(repeating: "Design tokens keep products consistent across platforms. ", count: 50)
        for index in 0..<1000 { files["Content/p/page-\(index).md"] = "## Heading \(index)\n\n\(paragraph) Word\(index)x.\n\n## Another \(index)\n" }
        let book = try TemporaryHandbook(files)
        defer { book.remove() }
        try book.build().get()
        let answers = try Self.search(book.output, ["word517x", "consistent platforms"])
        #expect(answers.first?.results.first?.hasPrefix("Page 517") == true, "\(answers.first?.results ?? [])")
        #expect(answers.allSatisfy { $0.bytes < 150_000 }, "\(answers.map(\.bytes))")
        #expect(answers.last?.results.count == 10)
    }
}
