import Foundation
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
            #expect(try Data(contentsOf: repositoryRoot.appendingPathComponent("Public/\(path)")) == data,
                    "Public/\(path) differs; run Scripts/embed-default-theme.py")
        }
        let templateCount = FileWalk.files(under: repositoryRoot.appendingPathComponent("Templates")).count
        let publicCount = FileWalk.files(under: repositoryRoot.appendingPathComponent("Public")).count
        #expect(DefaultTheme.templates.count == templateCount)
        #expect(DefaultTheme.publicFiles.count == publicCount)
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
        for page in ["index.html", "introduction/index.html", "foundations/colors/index.html",
                     "foundations/typography/index.html", "components/buttons/index.html", "404.html", "sitemap.xml", "tokens.css", "tokens.json"] {
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
