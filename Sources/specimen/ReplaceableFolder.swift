import Foundation

/// A folder a command writes whole: a new or empty folder, or the command's own earlier output,
/// which is replaced. The files go into a sibling first and take the folder's place at once, so
/// a failure leaves the old folder as it was, never a half-written one.
struct ReplaceableFolder {
    struct Failure: Error {
        let message: String
    }

    let url: URL
    /// Whether a folder that is not empty holds an earlier output of the same command.
    let isEarlierOutput: (URL) -> Bool

    init(_ url: URL, isEarlierOutput: @escaping (URL) -> Bool) {
        (self.url, self.isEarlierOutput) = (url, isEarlierOutput)
    }

    /// Writes `files` (paths relative to the folder) as the folder's whole content.
    func replace(with files: [(path: String, data: Data)]) throws(Failure) {
        let manager = FileManager.default
        var isFolder: ObjCBool = false
        let exists = manager.fileExists(atPath: url.path, isDirectory: &isFolder)
        if exists, !isFolder.boolValue { throw Failure(message: "'\(url.path)' is a file, not a folder") }
        if exists, !((try? manager.contentsOfDirectory(atPath: url.path))?.isEmpty ?? false), !isEarlierOutput(url) {
            throw Failure(message: "'\(url.path)' holds other files; name a new or empty folder (an earlier output of this command is replaced)")
        }
        let parent = url.deletingLastPathComponent()
        let staging = parent.appendingPathComponent(".\(url.lastPathComponent).writing-\(UUID().uuidString)")
        do {
            try manager.createDirectory(at: parent, withIntermediateDirectories: true)
            for (path, data) in files {
                let file = staging.appendingPathComponent(path)
                try manager.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
                try data.write(to: file)
            }
            if exists {
                let old = parent.appendingPathComponent(".\(url.lastPathComponent).old-\(UUID().uuidString)")
                try manager.moveItem(at: url, to: old)
                try manager.moveItem(at: staging, to: url)
                try? manager.removeItem(at: old)
            } else {
                try manager.moveItem(at: staging, to: url)
            }
        } catch {
            try? manager.removeItem(at: staging)
            throw Failure(message: "cannot write '\(url.path)': \(error.localizedDescription)")
        }
    }
}
