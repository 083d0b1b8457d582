import Foundation

/// The folders Specimen may read: the handbook, and folders the user names on the command line.
/// A path is inside when it resolves there after `..` and every symbolic link, so a link or a
/// `$ref` that leads out is refused before the file is opened (handbooks are built in CI for
/// pull requests, whose authors must not be able to publish the build machine's files).
public struct ReadBoundary: Sendable {
    /// The real paths of the folders, without a trailing slash.
    public let roots: [String]

    public init(_ folders: [URL]) {
        roots = folders.map { Self.realPath($0) }
    }

    /// A boundary that lets everything through, for callers that have already decided.
    public static let unrestricted = ReadBoundary(roots: ["/"])

    private init(roots: [String]) {
        self.roots = roots
    }

    /// Whether `url` resolves inside one of the folders.
    public func contains(_ url: URL) -> Bool {
        let path = Self.realPath(url)
        return roots.contains { root in root == "/" || path == root || path.hasPrefix(root + "/") }
    }

    /// The path with `.`, `..` and symbolic links resolved, as far as it exists.
    static func realPath(_ url: URL) -> String {
        let standardized = url.standardizedFileURL.path
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        if realpath(standardized, &buffer) != nil {
            return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        }
        // A path that does not exist (yet): resolve the part that does, keep the rest.
        let parent = URL(fileURLWithPath: standardized).deletingLastPathComponent()
        guard parent.path != standardized, parent.path != "/" else { return standardized }
        return realPath(parent) + "/" + URL(fileURLWithPath: standardized).lastPathComponent
    }
}
