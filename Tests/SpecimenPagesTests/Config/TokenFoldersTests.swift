import Foundation
import Testing

@testable import SpecimenPages

/// `SiteConfig.tokenFolders`: what `serve` and `mcp` watch besides the handbook, and `build` compares.
@Suite("Token folders outside the handbook")
struct TokenFoldersTests {
    @Test func foldersOfTokensOutsideTheRoot() {
        var config = SiteConfig()
        config.tokens = ["Content/tokens/a.resolver.json", "../shared/tokens/**/*.json", "../other/b.tokens.json", "/abs/c.json"]
        let root = URL(fileURLWithPath: "/work/handbook")
        // Inside: none. A glob: the folder before its first wildcard. A file: its folder.
        #expect(config.tokenFolders(outside: root).map(\.path) == ["/work/shared/tokens", "/work/other", "/abs"])
    }

    @Test func foldersAWalkOfTheHandbookLeavesOut() {
        var config = SiteConfig()
        config.tokens = [
            "tokens/*.json", "node_modules/@org/tokens/dist/**/*.json", ".config/tokens.json", "Content/.hidden/x.json", "../shared/t.json",
        ]
        let root = URL(fileURLWithPath: "/work/handbook")
        #expect(
            config.tokenFolders(unseenFrom: root).map(\.path) == [
                "/work/handbook/node_modules/@org/tokens/dist", "/work/handbook/.config", "/work/handbook/Content/.hidden", "/work/shared",
            ])
    }
}
