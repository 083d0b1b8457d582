import Foundation
import MCP

/// Every page as Markdown: the Markdown copies the build writes beside the pages
/// (`foundations/colors/index.md`), each a resource `specimen://page/<path>` named by its title.
enum PageResources {
    static let scheme = "specimen://page/"

    static func list(_ handbook: HandbookSnapshot) -> ListResources.Result {
        let resources = markdownPaths(handbook).map { path in
            let title = self.title(of: handbook.files[path] ?? Data()) ?? path
            return Resource(name: title, uri: scheme + path, title: title, description: path, mimeType: "text/markdown")
        }
        return ListResources.Result(resources: resources)
    }

    static func read(_ uri: String, _ handbook: HandbookSnapshot) throws -> ReadResource.Result {
        guard uri.hasPrefix(scheme), case let path = String(uri.dropFirst(scheme.count)), path.hasSuffix(".md"), let data = handbook.files[path]
        else {
            throw MCPError.invalidParams("No resource '\(uri)': resources/list gives the pages' addresses, specimen://page/<path>.md")
        }
        return ReadResource.Result(contents: [.text(String(decoding: data, as: UTF8.self), uri: uri, mimeType: "text/markdown")])
    }

    private static func markdownPaths(_ handbook: HandbookSnapshot) -> [String] {
        handbook.files.keys.filter { $0.hasSuffix(".md") }.sorted()
    }

    /// The text of the first `# ` heading.
    static func title(of markdown: Data) -> String? {
        String(decoding: markdown, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: true)
            .first { $0.hasPrefix("# ") }.map { $0.dropFirst(2).trimmingCharacters(in: .whitespaces) }
    }
}
