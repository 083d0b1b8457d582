import Hummingbird

/// Media types by file extension for the files a handbook publishes: Hummingbird's table, with
/// the few types it lacks or names otherwise, and `charset=utf-8` on text (Specimen writes
/// pages, stylesheets and scripts as UTF-8, and a browser must not guess otherwise).
enum ContentTypes {
    static func forPath(_ path: String) -> String {
        let name = path.split(separator: "/").last ?? ""
        guard let dot = name.lastIndex(of: "."),
            let type = mediaType(forExtension: name[name.index(after: dot)...].lowercased())
        else { return "application/octet-stream" }
        guard type.type == .text, type.parameter == nil else { return type.description }
        return type.withParameter(name: "charset", value: "utf-8").description
    }

    private static func mediaType(forExtension fileExtension: String) -> MediaType? {
        additions[fileExtension] ?? MediaType.getMediaType(forExtension: fileExtension)
    }

    private static let additions: [String: MediaType] = [
        "md": MediaType(type: .text, subType: "markdown"),
        "avif": MediaType(type: .image, subType: "avif"),
        // Hummingbird gives the registered `image/vnd.microsoft.icon`; the preview keeps the type
        // it has always sent, which every browser takes for a favicon.
        "ico": MediaType(type: .image, subType: "x-icon"),
    ]
}
