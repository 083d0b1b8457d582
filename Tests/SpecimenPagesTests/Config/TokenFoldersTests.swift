import Foundation
import Testing

@testable import SpecimenPages

/// `SiteConfig.tokenFolders(outside:)`: what `serve` and `mcp` watch besides the handbook.
@Suite("Token folders outside the handbook")
struct TokenFoldersTests {
    @Test func foldersOfTokensOutsideTheRoot() {
        var config = SiteConfig()
        config.tokens = ["Content/tokens/a.resolver.json", "../shared/tokens/**/*.json", "../other/b.tokens.json", "/abs/c.json"]
        let root = URL(fileURLWithPath: "/work/handbook")
        // Inside: none. A glob: the folder before its first wildcard. A file: its folder.
        #expect(config.tokenFolders(outside: root).map(\.path) == ["/work/shared/tokens", "/work/other", "/abs"])
    }
}
