import Foundation
import SpecimenSite
import Testing

@testable import SpecimenServer

/// A handbook in a temporary folder, built, watched and served on an ephemeral loopback port.
final class LiveHandbook: @unchecked Sendable {
    let root: URL
    let session: SiteSession
    let hub = LiveReloadHub()
    let preview: LivePreview
    let port: Int
    private let task: Task<Void, Error>

    static let files: [String: String] = [
        "specimen.yml": "title: Live\ntokens: tokens/site.tokens.json\n",
        "tokens/site.tokens.json":
            #"{ "color": { "$type": "color", "brand": { "$value": { "colorSpace": "srgb", "components": [0, 0.4, 1] } }, "ink": { "$value": { "colorSpace": "srgb", "components": [0, 0, 0] } } } }"#,
        "Content/index.md": "---\ntitle: Home\n---\n\nWelcome. The brand is {color.brand}.\n",
        "Content/guide.md": "---\ntitle: Guide\n---\n\nFirst version.\n",
        "Content/plain.md": "---\ntitle: Plain\n---\n\nNo tokens here.\n",
    ]

    init(_ mechanism: FileWatcher.Mechanism = .preferred) async throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("specimen-live-\(UUID().uuidString)")
        for (path, text) in Self.files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        session = SiteSession(options: BuildOptions(root: root))
        let site = try session.buildAll()
        try OutputWriter.write(site, handbookRoot: root)
        preview = LivePreview(session: session, root: root, output: site.outputDirectory, hub: hub)
        try preview.start(watching: mechanism)
        let (stream, continuation) = AsyncStream<Int>.makeStream()
        let server = PreviewServer(outputDirectory: site.outputDirectory, basePath: "/", port: 0, liveReload: hub)
        task = Task { try await server.run { continuation.yield($0) } }
        var bound = 0
        for await port in stream { bound = port; break }
        port = bound
    }

    func write(_ path: String, _ text: String) throws {
        let url = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    func get(_ path: String) async throws -> RawHTTPResponse {
        let port = self.port
        return try await withCheckedThrowingContinuation { continuation in
            Thread { continuation.resume(with: Result { try RawHTTPClient.request(port: port, path: path) }) }.start()
        }
    }

    func listener() async throws -> EventStreamClient {
        let client = try EventStreamClient(port: port)
        #expect(await client.waitUntilConnected())
        return client
    }

    func stop() async {
        preview.stop()
        hub.close()
        task.cancel()
        _ = await task.result
        try? FileManager.default.removeItem(at: root)
    }
}

@Suite("Live reload", .serialized)
struct LiveReloadTests {
    @Test(arguments: FileWatcher.Mechanism.allCases)
    func anEditReloadsOpenPagesWithTheNewContent(mechanism: FileWatcher.Mechanism) async throws {
        let book = try await LiveHandbook(mechanism)
        let client = try await book.listener()
        try book.write("Content/guide.md", "---\ntitle: Guide\n---\n\nSecond version.\n")
        #expect(await client.next("reload") != nil)
        let page = try await book.get("/guide/")
        #expect(page.text.contains("Second version."))
        #expect(page.text.contains("<script src=\"/__specimen/live-reload.js\" defer></script>\n</body>"))
        let script = try await book.get("/__specimen/live-reload.js")
        #expect(script.headers["content-type"] == "text/javascript; charset=utf-8")
        #expect(script.text.contains("new EventSource(\"/__specimen/events\")"))
        client.disconnect()
        await book.stop()
    }

    /// An edit of a page's text reloads that page alone; one that renames it changes every
    /// page's navigation and reloads them all; a token edit reloads every page.
    @Test func aReloadNamesThePagesItChanged() async throws {
        let book = try await LiveHandbook()
        let client = try await book.listener()
        try book.write("Content/guide.md", "---\ntitle: Guide\n---\n\nSecond version.\n")
        #expect(await client.next("reload") == #"{"pages":["/guide/"]}"#)
        try book.write("Content/plain.md", "---\ntitle: Plainer\n---\n\nNo tokens here.\n")
        let renamed = await client.next("reload") ?? ""
        #expect(renamed.contains(#""/","#) && renamed.contains(#""/guide/""#) && renamed.contains(#""/plain/""#), "\(renamed)")
        try book.write("tokens/site.tokens.json", Self.brandChanged)
        #expect(await client.next("reload") == "{}")
        client.disconnect()
        await book.stop()
    }

    private static let brandChanged = LiveHandbook.files["tokens/site.tokens.json"]!.replacingOccurrences(of: "0.4", with: "0.5")

    /// The page reloads first; `llms-full.txt` and the search index, made from every page,
    /// follow once the writer pauses, with every edit made meanwhile.
    @Test func theIndexesFollowTheEditsOnceTheWriterPauses() async throws {
        let book = try await LiveHandbook()
        let client = try await book.listener()
        try book.write("Content/guide.md", "---\ntitle: Guide\n---\n\nAbout quillwort.\n")
        #expect(await client.next("reload") != nil)
        try book.write("Content/plain.md", "---\ntitle: Plain\n---\n\nAbout stonecrop.\n")
        #expect(await client.next("reload") != nil)
        var full = ""
        for _ in 0..<100 where !(full.contains("quillwort") && full.contains("stonecrop")) {
            try await Task.sleep(for: .milliseconds(100))
            full = try await book.get("/llms-full.txt").text
        }
        #expect(full.contains("quillwort") && full.contains("stonecrop"))
        let manifest = try await book.get("/search/manifest.json")
        #expect(manifest.status == 200)
        #expect(!book.session.hasUnfinishedIndexes)
        client.disconnect()
        await book.stop()
    }

    /// Edits saved about as often as the indexes are made, a word put in and taken out again:
    /// an edit that comes while a language's indexes are made goes ahead, and those indexes are
    /// dropped (their files, written already, are written again from the session). Once the
    /// writer pauses, the output folder holds what the session does, the word nowhere.
    @Test func editsWhileTheIndexesAreMadeLeaveTheOutputAsTheSessionHasIt() async throws {
        let book = try await LiveHandbook()
        let client = try await book.listener()
        for round in 0..<12 {
            let word = round.isMultiple(of: 2) ? "About quillwort.\n" : "Plain again.\n"
            try book.write("Content/plain.md", "---\ntitle: Plain\n---\n\n" + word)
            #expect(await client.next("reload") != nil)
            // Around the pause after which the indexes are made (0.3 s), sooner and later.
            try await Task.sleep(for: .milliseconds(250 + 15 * (round % 6)))
        }
        for _ in 0..<100 where book.session.hasUnfinishedIndexes { try await Task.sleep(for: .milliseconds(100)) }
        try await Task.sleep(for: .milliseconds(500))
        #expect(!book.session.hasUnfinishedIndexes)
        let output = try #require(book.session.outputDirectory)
        for (path, data) in book.session.files where path == "llms-full.txt" || path.hasPrefix("search/") {
            #expect(FileManager.default.contents(atPath: output.appendingPathComponent(path).path) == data, "\(path)")
        }
        let search = book.session.files.filter { $0.key.hasPrefix("search/terms/") }.values.map { String(decoding: $0, as: UTF8.self) }.joined()
        #expect(!search.contains("quillwort") && search.contains("plain"))
        let leftovers = try FileManager.default.subpathsOfDirectory(atPath: output.path).filter { $0.hasSuffix(".specimen-index") }
        #expect(leftovers.isEmpty)
        client.disconnect()
        await book.stop()
    }

    @Test(arguments: FileWatcher.Mechanism.allCases)
    func aStylesheetChangeIsSwappedWithoutAReload(mechanism: FileWatcher.Mechanism) async throws {
        let book = try await LiveHandbook(mechanism)
        let client = try await book.listener()
        try book.write("Public/assets/extra.css", "body { margin: 0 }\n")
        #expect(await client.next("stylesheets") == #"["assets/extra.css"]"#)
        #expect(!client.text.contains("event: reload"))
        client.disconnect()
        await book.stop()
    }

    @Test(arguments: FileWatcher.Mechanism.allCases)
    func foldersCreatedLaterAndSavesByRenameAreSeen(mechanism: FileWatcher.Mechanism) async throws {
        let book = try await LiveHandbook(mechanism)
        let client = try await book.listener()
        try book.write("Content/new/section/deep.md", "---\ntitle: Deep\n---\n\nDeep page.\n")
        #expect(await client.next("reload") != nil)
        #expect(try await book.get("/new/section/deep/").status == 200)

        // Editors write a temporary file and rename it over the page, in one step (removing the
        // page first would let a watcher report the page gone before the rename).
        try book.write("Content/.guide.md.tmp", "---\ntitle: Guide\n---\n\nSaved by rename.\n")
        #expect(
            rename(book.root.appendingPathComponent("Content/.guide.md.tmp").path, book.root.appendingPathComponent("Content/guide.md").path) == 0)
        #expect(await client.next("reload") != nil)
        // The new folder can give two rebuilds (the watcher may see it before the file's text),
        // so the reload just taken may be the second of those: the rename's follows.
        var text = try await book.get("/guide/").text
        while !text.contains("Saved by rename."), await client.next("reload", timeout: 5) != nil { text = try await book.get("/guide/").text }
        #expect(text.contains("Saved by rename."))
        client.disconnect()
        await book.stop()
    }

    @Test(arguments: FileWatcher.Mechanism.allCases)
    func aBrokenEditShowsItsErrorInEveryPageUntilFixed(mechanism: FileWatcher.Mechanism) async throws {
        let book = try await LiveHandbook(mechanism)
        let client = try await book.listener()
        let good = try await book.get("/guide/").text
        try book.write("Content/guide.md", "---\ntitle: [unclosed\n---\n\nBroken.\n")
        let payload = try #require(await client.next("failed"))
        let decoded = try #require(try JSONSerialization.jsonObject(with: Data(payload.utf8)) as? [String: Any])
        let errors = try #require(decoded["errors"] as? [[String: Any]])
        #expect((errors.first?["location"] as? String)?.hasPrefix("Content/guide.md:3:") == true, "\(payload)")
        #expect((errors.first?["lines"] as? [[String: Any]])?.contains { $0["text"] as? String == "title: [unclosed" } == true)
        #expect(try await book.get("/guide/").text == good, "the last good site stays served")

        let latecomer = try await book.listener()
        #expect(await latecomer.next("failed") != nil, "a page opened later learns of the error at once")

        try book.write("Content/guide.md", Self.guide)
        #expect(await client.next("recovered") != nil, "fixing the file clears the error")
        try book.write("Content/index.md", "---\ntitle: Home\n---\n\nWelcome back, {color.unknown}.\n")
        let unknown = try #require(await client.next("failed"))
        #expect(unknown.contains("Content/index.md:5:15") && unknown.contains("token-reference-unknown"), "\(unknown)")
        try book.write("tokens/site.tokens.json", "{ \"color\": ")
        let json = try #require(await client.next("failed"))
        #expect(json.contains("json-syntax"))
        try book.write("tokens/site.tokens.json", LiveHandbook.files["tokens/site.tokens.json"]!)
        try book.write("Content/index.md", LiveHandbook.files["Content/index.md"]!)
        #expect(await client.next("recovered") != nil || client.text.contains("event: reload"))
        client.disconnect()
        latecomer.disconnect()
        await book.stop()
    }

    static let guide = LiveHandbook.files["Content/guide.md"]!

    @Test(arguments: FileWatcher.Mechanism.allCases)
    func aTemplateErrorIsShownWithItsLocationAndTheFixReloads(mechanism: FileWatcher.Mechanism) async throws {
        let book = try await LiveHandbook(mechanism)
        let client = try await book.listener()
        try book.write("Templates/footer.mustache", "<footer>\n{{#site.title}}\n</footer>\n")
        let payload = try #require(await client.next("failed"))
        #expect(payload.contains("Templates/footer.mustache:"), "\(payload)")
        try book.write("Templates/footer.mustache", "<footer>Fixed footer</footer>\n")
        #expect(await client.next("reload") != nil)
        // The file is written in place, as many editors do: a watcher may see it empty first
        // (a valid footer, whose reload may come before the error's), so the fixed page is
        // awaited rather than read once.
        var fixed = false
        let deadline = Date().addingTimeInterval(60)
        while !fixed, Date() < deadline {
            fixed = try await book.get("/guide/").text.contains("Fixed footer")
            if !fixed { try await Task.sleep(for: .milliseconds(20)) }
        }
        #expect(fixed)
        client.disconnect()
        await book.stop()
    }

    @Test(arguments: FileWatcher.Mechanism.allCases)
    func fiftyPagesListenAndOneGoingAwayHarmsNoOther(mechanism: FileWatcher.Mechanism) async throws {
        let book = try await LiveHandbook(mechanism)
        var clients: [EventStreamClient] = []
        for _ in 0..<50 { clients.append(try await book.listener()) }
        clients[7].disconnect()
        try book.write("Content/guide.md", "---\ntitle: Guide\n---\n\nFor fifty readers.\n")
        for (index, client) in clients.enumerated() where index != 7 {
            #expect(await client.next("reload") != nil, "client \(index)")
        }
        for client in clients { client.disconnect() }
        // The server notices closed streams when writing to them fails, as keep-alives do.
        let deadline = Date().addingTimeInterval(5)
        while book.hub.clientCount > 0, Date() < deadline {
            book.hub.broadcast(.keepAlive)
            try await Task.sleep(for: .milliseconds(50))
        }
        #expect(book.hub.clientCount == 0)
        await book.stop()
    }

    @Test(arguments: FileWatcher.Mechanism.allCases)
    func aThousandEditsInARowEndInTheSiteAFullBuildMakes(mechanism: FileWatcher.Mechanism) async throws {
        let book = try await LiveHandbook(mechanism)
        let client = try await book.listener()
        for edit in 1...1000 {
            try book.write("Content/guide.md", "---\ntitle: Guide\n---\n\nEdit number \(edit).\n")
            if edit % 100 == 0 {
                try book.write(
                    "tokens/site.tokens.json", LiveHandbook.files["tokens/site.tokens.json"]!.replacingOccurrences(of: "0.4", with: "0.\(edit / 100)")
                )
            }
        }
        let deadline = Date().addingTimeInterval(30)
        while Date() < deadline, !(try await book.get("/guide/").text.contains("Edit number 1000.")) {
            try await Task.sleep(for: .milliseconds(50))
        }
        #expect(try await book.get("/guide/").text.contains("Edit number 1000."))
        try await Task.sleep(for: .milliseconds(300))
        let full = try SiteBuilder.build(BuildOptions(root: book.root)).files
        let output = book.session.outputDirectory!
        for (path, data) in full {
            #expect(FileManager.default.contents(atPath: output.appendingPathComponent(path).path) == data, "\(path)")
        }
        #expect(!client.isClosed)
        client.disconnect()
        await book.stop()
    }
}
