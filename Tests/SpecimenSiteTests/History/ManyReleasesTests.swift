import Foundation
import Testing

@testable import SpecimenSite

/// A history of 2,000 tagged releases (made with `git fast-import`), each changing ten tokens
/// or none: the site builds, every release keeps its id in the changelog, and the changelog
/// page stays small, as the newest releases are written in full and older ones in a line.
@Suite("Many releases")
struct ManyReleasesTests {
    static let releases = 2_000

    /// One commit per release on `main`, tagged `v1.N.0`; every fourth changes no token.
    static func stream(releases: Int) -> String {
        var stream = ""
        for index in 0..<releases {
            let step = index - index / 4
            let members = (0..<20).map { token in
                let value = token < 10 ? step + token : token
                return "\"s\(token)\": { \"$value\": { \"value\": \(value), \"unit\": \"px\" } }"
            }
            let tokens = "{ \"space\": { \"$type\": \"dimension\", \(members.joined(separator: ", ")) } }\n"
            let notes = "Release \(index)\n"
            stream += "commit refs/heads/main\nmark :\(index + 1)\n"
            stream += "committer T <t@example.com> \(1_700_000_000 + index * 3_600) +0000\n"
            stream += "data \(notes.utf8.count)\n\(notes)"
            if index > 0 { stream += "from :\(index)\n" }
            if index == 0 || index % 4 != 0 {
                stream += "M 100644 inline tokens/space.tokens.json\ndata \(tokens.utf8.count)\n\(tokens)\n"
            } else {
                let readme = "Release \(index) changes no token.\n"
                stream += "M 100644 inline README.md\ndata \(readme.utf8.count)\n\(readme)\n"
            }
            stream += "reset refs/tags/v1.\(index).0\nfrom :\(index + 1)\n\n"
        }
        return stream
    }

    @Test func twoThousandReleasesMakeABoundedChangelog() throws {
        let book = try TemporaryHandbook([
            "specimen.yml": "tokens: tokens\nhistory: {tags: \"v*\"}\n",
            "Content/index.md": "# Home\n",
            "Content/changelog.md": "# Changelog\n\n```changelog\n```\n",
        ])
        defer { book.remove() }
        try book.git("init", "-q", "-b", "main")
        try book.fastImport(Self.stream(releases: Self.releases))
        let site = try book.build().get()
        let changelog = try #require(book.read("changelog/index.html"))
        #expect(changelog.contains("id=\"release-1.0.0\"") && changelog.contains("id=\"release-1.\(Self.releases - 1).0\""))
        #expect(changelog.components(separatedBy: "<h2 id=\"release-").count - 1 == Self.releases, "every release has its id")
        #expect(changelog.components(separatedBy: ">Changed</h3>").count - 1 <= 50, "the newest 50 in full")
        #expect(changelog.utf8.count < 3_000_000, "\(changelog.utf8.count) bytes")
        // A token's page keeps its whole history: it changed in three releases of every four.
        let token = try #require(book.read("tokens/space.s0/index.html"))
        #expect(token.contains("href=\"/changelog/#release-1.1.0\""))
        _ = site
    }
}
