import Foundation

/// The theme compiled into the binary, so a handbook builds without a checkout of this
/// repository; a handbook's own `Templates/` and `Public/` override it file by file.
public enum DefaultTheme {
    /// Template sources by name (path below `Templates/` without `.mustache`).
    public static let templates: [String: String] = {
        var result: [String: String] = [:]
        for (path, encoded) in encodedTemplates where path.hasSuffix(".mustache") {
            guard let data = Data(base64Encoded: encoded) else { continue }
            result[String(path.dropLast(".mustache".count))] = String(decoding: data, as: UTF8.self)
        }
        return result
    }()

    /// Static files by path below `Public/`.
    public static let publicFiles: [String: Data] = {
        var result: [String: Data] = [:]
        for (path, encoded) in encodedPublicFiles {
            if let data = Data(base64Encoded: encoded) { result[path] = data }
        }
        return result
    }()
}
