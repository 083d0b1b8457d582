import Foundation
import SpecimenTokens
import Testing

@testable import SpecimenSite

@Suite("The repository's sample handbook and default theme")
struct SampleHandbookTests {
    @Test func theEmbeddedDefaultThemeMatchesTemplatesAndPublic() throws {
        for (name, text) in DefaultTheme.templates {
            let onDisk = try String(contentsOf: repositoryRoot.appendingPathComponent("Templates/\(name).mustache"), encoding: .utf8)
            #expect(onDisk == text, "Templates/\(name).mustache differs; run Scripts/embed-default-theme.py")
        }
        for (path, data) in DefaultTheme.publicFiles {
            #expect(
                try Data(contentsOf: repositoryRoot.appendingPathComponent("Public/\(path)")) == data,
                "Public/\(path) differs; run Scripts/embed-default-theme.py")
        }
        let templateCount = FileWalk.files(under: repositoryRoot.appendingPathComponent("Templates"), boundary: .unrestricted).files.count
        let publicCount = FileWalk.files(under: repositoryRoot.appendingPathComponent("Public"), boundary: .unrestricted).files.count
        #expect(DefaultTheme.templates.count == templateCount)
        // The sample's own component CSS is not the theme's (see the embedding script's SAMPLE_ONLY).
        #expect(DefaultTheme.publicFiles["assets/components.css"] == nil)
        #expect(DefaultTheme.publicFiles.count == publicCount - 1)
        for name in ThemeTemplates.entryPoints { #expect(DefaultTheme.templates[name] != nil) }
    }

    @Test("the sample builds cleanly at the root and under a sub-path", arguments: ["/", "/handbook/"])
    func sampleBuilds(basePath: String) throws {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("specimen-sample-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: output) }
        let site = try SiteBuilder.build(BuildOptions(root: repositoryRoot, output: output.path, baseURL: basePath))
        try OutputWriter.write(site, handbookRoot: repositoryRoot)
        #expect(site.diagnostics.isEmpty, "\(site.diagnostics.map(\.formatted))")
        #expect(site.tokenCount > 200)
        for page in [
            "index.html", "introduction/index.html", "foundations/colors/index.html",
            "foundations/typography/index.html", "components/buttons/index.html", "404.html", "tokens.css", "tokens.json",
        ] {
            #expect(FileManager.default.fileExists(atPath: output.appendingPathComponent(page).path), "missing \(page)")
        }
        let htmlFiles = FileManager.default.enumerator(atPath: output.path)!.compactMap { $0 as? String }.filter { $0.hasSuffix(".html") }
        for file in htmlFiles {
            let html = try String(contentsOf: output.appendingPathComponent(file), encoding: .utf8)
            for target in linkTargets(in: html) where target.hasPrefix("/") {
                #expect(target.hasPrefix(basePath), "\(file) links to \(target), outside \(basePath)")
                let path = String(target.dropFirst(basePath.count).prefix { $0 != "#" && $0 != "?" })
                let file = path.isEmpty || path.hasSuffix("/") ? path + "index.html" : path
                #expect(FileManager.default.fileExists(atPath: output.appendingPathComponent(file).path), "\(target) does not exist")
            }
        }
    }
}

@Suite("The sample handbook shows its tokens")
struct SampleHandbookCoverageTests {
    @Test func everyColorTokenIsShownAndTheButtonMatrixIsComplete() throws {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("specimen-coverage-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: output) }
        let site = try SiteBuilder.build(BuildOptions(root: repositoryRoot, output: output.path))
        try OutputWriter.write(site, handbookRoot: repositoryRoot)
        var shown: Set<String> = []
        var cells = 0
        // The English pages: each translation shows the same blocks.
        let translations = site.config.languages.dropFirst().map { $0.code + "/" }
        #expect(translations.count == 5)
        for (path, data) in site.files where path.hasSuffix("index.html") && !path.hasPrefix("tokens/") {
            guard !translations.contains(where: path.hasPrefix) else { continue }
            let html = String(decoding: data, as: UTF8.self)
            // Every layout paints a color as a .swatch-color naming its token.
            for marker in ["class=\"swatch-color\"", "class=\"component-cell\""] {
                var rest = html[...]
                while let start = rest.range(of: marker) {
                    rest = rest[start.upperBound...]
                    if marker.contains("component-cell") { cells += 1 }
                    if let tokens = rest.range(of: "data-token=\"") {
                        rest[tokens.upperBound...].prefix { $0 != "\"" }.split(separator: " ").forEach { shown.insert(String($0)) }
                    }
                }
            }
        }
        let tokensFile = try #require(site.files["tokens.json"])
        let json = try #require(try JSONSerialization.jsonObject(with: tokensFile) as? [String: Any])
        let tokens = try #require(json["tokens"] as? [String: [String: Any]])
        let colors = tokens.filter { $0.value["type"] as? String == "color" }.keys
        #expect(colors.count > 50)
        #expect(colors.filter { !shown.contains($0) }.sorted() == [])
        // Four kinds × six states × three sizes, in light, dark and increased contrast.
        #expect(cells == 4 * 6 * 3 * 3)
    }
}
