import Foundation
import SpecimenDiagnostics
import SpecimenTokens
import Testing

@testable import SpecimenSite

/// A build keeps the site its last build wrote when nothing it reads or wrote has changed, and
/// builds again on any change: of a page, the configuration, the tokens, the code it scans,
/// git, the options, or the output folder itself.
@Suite("Unchanged builds")
struct UnchangedBuildTests {
    static let files = [
        "specimen.yml": "title: Kept\nflavour: unknown\n",
        "Content/index.md": "# Home\n\nSee [the guide](guide.md).\n",
        "Content/guide.md": "# Guide\n\nText.\n",
        "Content/extra.md": "# Extra\n",
        "Content/tokens.json": ##"{"color": {"$type": "color", "brand": {"$value": "#3366ff"}}}"##,
    ]

    @Test func anUnchangedHandbookKeepsTheSiteAndItsFindings() throws {
        let book = try TemporaryHandbook(Self.files)
        defer { book.remove() }
        let first = try build(book)
        #expect(!first.kept)
        #expect(first.site.diagnostics.map(\.code) == ["config-unknown-key"], "a finding to report again")
        let index = try FileStamp(path: book.output.appendingPathComponent("index.html").path).unwrap()
        let second = try build(book)
        #expect(second.kept)
        #expect(second.site.diagnostics == first.site.diagnostics)
        #expect(second.site.pageCount == 3 && second.site.tokenCount == first.site.tokenCount)
        #expect(FileStamp(path: book.output.appendingPathComponent("index.html").path) == index, "the site was not touched")
        #expect(try build(book).kept)
    }

    @Test(arguments: Change.allCases)
    func anyChangeBuildsAgain(_ change: Change) throws {
        let book = try TemporaryHandbook(Self.files)
        let code = try TemporaryHandbook(["src/button.css": ".button { color: var(--color-brand); }\n"])
        defer {
            book.remove()
            code.remove()
        }
        try book.git("init", "-q")
        try book.git("add", "-A")
        try book.git("commit", "-q", "-m", "first", date: "2026-01-05")
        var options = BuildOptions(root: book.root)
        options.usage = [UsageSource(path: code.root.appendingPathComponent("src").path)]
        _ = try build(book, options)
        #expect(try build(book, options).kept)
        try change.apply(to: book, code: code, options: &options)
        let after = try build(book, options)
        #expect(!after.kept, "\(change)")
        #expect(try build(book, options).kept, "recorded again after \(change)")
    }

    /// The record's digest of the output, made from what the writer wrote, is the digest of
    /// the folder as the next build reads it: on a first build, on builds into the spare, on a
    /// build after a page changed, for the sample handbook and GitHub Primer's tokens.
    @Test func theDigestOfWhatABuildWroteIsTheFoldersDigest() throws {
        let (primer, _) = try TemporaryHandbook.primer("# Primer\n\n{fgColor.muted}\n\n```swatches fgColor\n```\n")
        // The sample's pages, tokens and public files in its six languages (its releases and
        // history need its git repository).
        let sample = try TemporaryHandbook([
            "specimen.yml": """
            title: Sample
            baseURL: https://handbook.example/
            tokens: Content/tokens/handbook.resolver.json
            languages: [en, fr, ko, th, pt, ka]
            checks: {contrastExempt: [disabled, pressed]}
            """
        ])
        defer {
            primer.remove()
            sample.remove()
        }
        for folder in ["Content", "Public"] {
            try FileManager.default.copyItem(at: repositoryRoot.appendingPathComponent(folder), to: sample.root.appendingPathComponent(folder))
        }
        try sample.write("Content/changelog.md", "# Changelog\n\nNo releases in this copy.\n")
        for book in [sample, primer] {
            try? FileManager.default.removeItem(at: book.output)
            for round in 0..<4 {
                if round == 2 { try book.write("Content/index.md", "# Changed\n\nA page edited between builds.\n") }
                let staging = OutputWriter.Staging(handbookRoot: book.root)
                _ = try SiteSession(options: BuildOptions(root: book.root)).buildAll(into: staging)
                try staging.commit()
                let written = try #require(staging.writtenFiles())
                let onDisk = try #require(OutputFingerprint.digest(of: book.output))
                #expect(OutputFingerprint.digest(ofWritten: written, in: book.output) == onDisk, "\(book.root.lastPathComponent), build \(round + 1)")
                // Known but for the marker and the files written a part at a time.
                let unknown = written.filter { $0.value == nil }.keys
                #expect(unknown.allSatisfy { $0 == OutputMarker.fileName || $0.hasSuffix("llms-full.txt") }, "\(unknown.sorted())")
            }
        }
    }

    enum Change: String, CaseIterable, CustomStringConvertible {
        case pageEdited, pageAdded, pageRemoved, configEdited, tokensEdited, codeEdited, commitMade, tagMade
        case baseURLGiven, outputFileEdited, outputFileRemoved, outputFileAdded

        var description: String { rawValue }

        func apply(to book: TemporaryHandbook, code: TemporaryHandbook, options: inout BuildOptions) throws {
            switch self {
            case .pageEdited: try book.write("Content/guide.md", "# Guide\n\nMore text.\n")
            case .pageAdded: try book.write("Content/new.md", "# New\n")
            case .pageRemoved: try FileManager.default.removeItem(at: book.root.appendingPathComponent("Content/extra.md"))
            case .configEdited: try book.write("specimen.yml", "title: Kept again\n")
            case .tokensEdited: try book.write("Content/tokens.json", ##"{"color": {"$type": "color", "brand": {"$value": "#3366fe"}}}"##)
            case .codeEdited: try code.write("src/button.css", ".button { color: red; }\n")
            case .commitMade: try book.git("commit", "-q", "--allow-empty", "-m", "second", date: "2026-02-01")
            case .tagMade: try book.git("tag", "v1.0.0")
            case .baseURLGiven: options.baseURL = "/handbook/"
            case .outputFileEdited: try Data("changed".utf8).write(to: book.output.appendingPathComponent("guide/index.html"))
            case .outputFileRemoved: try FileManager.default.removeItem(at: book.output.appendingPathComponent("guide/index.html"))
            case .outputFileAdded: try Data("stray".utf8).write(to: book.output.appendingPathComponent("stray.html"))
            }
        }
    }

    @Test func filesModifiedJustBeforeABuildAreNotTrustedToShowTheNextChange() throws {
        let book = try TemporaryHandbook(Self.files)
        defer { book.remove() }
        #expect(!(try build(book, backdating: false).kept))
        #expect(!(try build(book, backdating: false).kept), "no record was kept")
        try backdate(book.root)
        #expect(!(try build(book, backdating: false).kept))
        #expect(try build(book, backdating: false).kept)
    }

    /// A page edited after the build read it is built again by the next, even when the edit
    /// dates the file in the past (as `rsync -t` or an unpacked archive do): the stamp was
    /// taken before the build read anything.
    @Test func aPageEditedDuringTheBuildShowsAtTheNext() throws {
        let book = try TemporaryHandbook(Self.files)
        defer { book.remove() }
        _ = try build(book)
        try book.write("Content/extra.md", "# Extra, again\n")
        let edited = try build(book) {
            try? book.write("Content/guide.md", "# Guide\n\nText, edited while the build went on.\n")
            try? backdate(book.root)
        }
        #expect(!edited.kept)
        let next = try build(book, backdating: false)
        #expect(!next.kept, "the guide changed after the build read it")
        let guide = try String(contentsOf: book.root.appendingPathComponent("Output/guide/index.html"), encoding: .utf8)
        #expect(guide.contains("edited while the build went on"))
    }

    @Test func tokensBelowAGeneratedFolderAreComparedToo() throws {
        var files = Self.files
        files["specimen.yml"] = "title: Kept\ntokens: [Content/tokens.json, node_modules/@org/tokens/base.json]\n"
        files["node_modules/@org/tokens/base.json"] = #"{"size": {"$type": "dimension", "s": {"$value": {"value": 4, "unit": "px"}}}}"#
        let book = try TemporaryHandbook(files)
        defer { book.remove() }
        let first = try build(book)
        #expect(first.site.tokenCount == 2)
        #expect(try build(book).kept)
        try book.write("node_modules/@org/tokens/base.json", #"{"size": {"$type": "dimension", "s": {"$value": {"value": 8, "unit": "px"}}}}"#)
        #expect(!(try build(book).kept))
    }

    @Test func aFailedBuildKeepsNothingAndTheNextBuildsAgain() throws {
        let book = try TemporaryHandbook(Self.files)
        defer { book.remove() }
        _ = try build(book)
        try book.write("specimen.yml", "title: [unclosed\n")
        try backdate(book.root)
        #expect(UnchangedBuild(options: BuildOptions(root: book.root)).keptSite == nil, "a configuration that cannot be read keeps nothing")
        #expect(throws: DiagnosticsFailure.self) { try build(book) }
        try book.write("specimen.yml", "title: Kept\n")
        #expect(!(try build(book).kept))
    }

    /// A build's site, and whether it was kept from the last.
    typealias Outcome = (site: BuiltSite, kept: Bool)

    /// Builds as `specimen build` does: the site kept when nothing changed, otherwise built,
    /// written and recorded. The files just written are first dated a minute back
    /// (`backdating`), as files edited a while before a build are; `whileBuilding` runs after
    /// the build has read the handbook and before it is recorded.
    private func build(
        _ book: TemporaryHandbook, _ options: BuildOptions? = nil, backdating: Bool = true, whileBuilding: () -> Void = {}
    ) throws(DiagnosticsFailure) -> Outcome {
        if backdating { try? backdate(book.root) }
        let options = options ?? BuildOptions(root: book.root)
        for folder in options.usage where backdating { try? backdate(folder.folder(handbook: book.root)) }
        let lastBuild = UnchangedBuild(options: options)
        if let kept = lastBuild.keptSite { return (kept, true) }
        let staging = OutputWriter.Staging(handbookRoot: book.root)
        do throws(DiagnosticsFailure) {
            var site = try SiteSession(options: options).buildAll(into: staging)
            whileBuilding()
            try staging.commit()
            // As `specimen build` records it: from the files the writer knows it wrote.
            site.writtenFiles = staging.writtenFiles()
            #expect(site.writtenFiles != nil)
            lastBuild.record(site)
            return (site, false)
        } catch {
            staging.discard()
            throw error
        }
    }

    /// Dates the files below `folder` (but the built site's) modified in the last few seconds a
    /// minute back, as if edited then.
    private func backdate(_ folder: URL) throws {
        let (recent, past) = (Date().addingTimeInterval(-2 * UnchangedBuild.clockTick), Date().addingTimeInterval(-60))
        let listing = FileWalk.files(under: folder, boundary: ReadBoundary([folder]), skipping: ["Output"])
        for file in listing.files {
            let path = folder.appendingPathComponent(file).path
            let modified = try FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date
            if let modified, modified > recent { try FileManager.default.setAttributes([.modificationDate: past], ofItemAtPath: path) }
        }
    }
}

extension Optional {
    fileprivate func unwrap() throws -> Wrapped {
        guard let self else { throw CocoaError(.fileNoSuchFile) }
        return self
    }
}
