import Testing

@testable import SpecimenServer

@Suite("Content types")
struct ContentTypesTests {
    /// What the preview has always sent for the files a handbook publishes.
    @Test(
        "types of published files",
        arguments: [
            ("index.html", "text/html; charset=utf-8"), ("old.htm", "text/html; charset=utf-8"),
            ("assets/site.css", "text/css; charset=utf-8"), ("assets/app.js", "text/javascript; charset=utf-8"),
            ("assets/module.mjs", "text/javascript; charset=utf-8"), ("search.json", "application/json"),
            ("sitemap.xml", "application/xml"), ("robots.txt", "text/plain; charset=utf-8"),
            ("notes.md", "text/markdown; charset=utf-8"), ("logo.svg", "image/svg+xml"), ("a.png", "image/png"),
            ("a.jpg", "image/jpeg"), ("a.JPEG", "image/jpeg"), ("a.gif", "image/gif"), ("a.webp", "image/webp"),
            ("a.avif", "image/avif"), ("favicon.ico", "image/x-icon"), ("f.woff", "font/woff"), ("f.woff2", "font/woff2"),
            ("f.ttf", "font/ttf"), ("f.otf", "font/otf"), ("doc.pdf", "application/pdf"), ("m.wasm", "application/wasm"),
            ("site.webmanifest", "application/manifest+json"),
        ] as [(String, String)])
    func publishedFiles(path: String, type: String) {
        #expect(ContentTypes.forPath(path) == type)
    }

    @Test func unknownOrMissingExtensionsAreBytes() {
        #expect(ContentTypes.forPath("LICENSE") == "application/octet-stream")
        #expect(ContentTypes.forPath("data.unknown-kind") == "application/octet-stream")
        #expect(ContentTypes.forPath("folder.d/README") == "application/octet-stream")
    }

    @Test func textTypesHummingbirdAddsGetTheCharsetToo() {
        #expect(ContentTypes.forPath("table.csv") == "text/csv; charset=utf-8")
    }
}
