import Foundation
import Testing

@testable import SpecimenSite

/// The search runs in the browser; its logic is plain JavaScript, run here with Node over a real index.
@Suite("Offline search")
struct SearchTests {
    static func node(_ script: String) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["node", "-e", script]
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
        let index = book.output.appendingPathComponent("search-index.json").path
        let script = repositoryRoot.appendingPathComponent("Public/assets/specimen-search.js").path
        let output = try Self.node(
            """
            const s = require(\(String(reflecting: script))); const i = require(\(String(reflecting: index)));
            const show = r => r.map(x => x.title + "|" + x.url).join(";");
            console.log(show(s.search(i, "brand", 3)));
            console.log(show(s.search(i, "getting", 3)));
            console.log(show(s.search(i, "spacing", 3)));
            console.log(show(s.search(i, "#1a73e8", 1)));
            console.log(show(s.search(i, "rgb(200, 30, 30)", 1)));
            console.log(show(s.search(i, "oklch(0.55 0.2 25)", 1)));
            """)
        let lines = output.split(separator: "\n").map(String.init)
        #expect(lines.count == 6, "\(output)")
        guard lines.count == 6 else { return }
        #expect(lines[0] == "color.brand|/tokens/color.brand/")
        #expect(lines[1].hasPrefix("Getting started|/#getting-started"))
        #expect(lines[2] == "Welcome|/")
        #expect(lines[3] == "color.brand|/tokens/color.brand/")
        #expect(lines[4] == "color.danger|/tokens/color.danger/")
        #expect(lines[5] == "color.danger|/tokens/color.danger/")
    }

    @Test func theIndexOfAThousandPagesStaysSmall() throws {
        var files = ["Content/index.md": "Home\n"]
        let paragraph = String(repeating: "Design tokens keep products consistent across platforms. ", count: 50)
        for index in 0..<1000 { files["Content/p/page-\(index).md"] = "## Heading \(index)\n\n\(paragraph)\n\n## Another \(index)\n" }
        let book = try TemporaryHandbook(files)
        defer { book.remove() }
        let site = try book.build().get()
        let data = try #require(site.files["search-index.json"])
        let compressed = try gzipSize(data)
        #expect(compressed < 1_000_000, "\(compressed) bytes gzipped")
    }

    private func gzipSize(_ data: Data) throws -> Int {
        let input = FileManager.default.temporaryDirectory.appendingPathComponent("index-\(UUID().uuidString).json")
        try data.write(to: input)
        defer { try? FileManager.default.removeItem(at: input) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["gzip", "-c", input.path]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let compressed = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return compressed.count
    }

    @Test func entriesAreJoinedIntoExactJSON() throws {
        let entries = [Data("{\"t\":\"A\"}".utf8), Data(), Data("{\"t\":\"é\"}".utf8)]
        #expect(String(decoding: SearchIndex.array([]), as: UTF8.self) == "[]")
        #expect(String(decoding: SearchIndex.array([entries[0]]), as: UTF8.self) == "[{\"t\":\"A\"}]")
        #expect(String(decoding: SearchIndex.array(entries), as: UTF8.self) == "[{\"t\":\"A\"},,{\"t\":\"é\"}]")
        let index = SearchIndex.assemble(pageEntries: [entries[0], entries[2]], tokenEntries: Data("[]".utf8))
        #expect(String(decoding: index, as: UTF8.self) == "{\"pages\":[{\"t\":\"A\"},{\"t\":\"é\"}],\"tokens\":[]}")
        #expect(try JSONSerialization.jsonObject(with: index) is [String: Any])
    }
}
