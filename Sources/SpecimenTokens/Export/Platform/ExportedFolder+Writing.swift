import Foundation

extension ExportedFolder {
    /// The hidden file naming the format a folder was exported as; asset catalogs and Android
    /// resource folders skip hidden files, as they skip `.DS_Store`.
    public static let markerName = ".specimen-export"

    /// Why a folder could not be written.
    public struct WriteError: Error, CustomStringConvertible {
        public let description: String
    }

    /// Writes the files to `folder`, replacing a previous export of the same format whole.
    ///
    /// The files are written into a hidden sibling first, which then takes the folder's place,
    /// so that a failure leaves the folder as it was. A folder that holds anything but a previous
    /// export of this format (no marker, or another format's) is refused, never overwritten.
    public func write(to folder: URL) throws {
        let manager = FileManager.default
        let folder = folder.standardizedFileURL
        let exists = try checkReplaceable(folder)
        let parent = folder.deletingLastPathComponent()
        try manager.createDirectory(at: parent, withIntermediateDirectories: true)
        let staging = parent.appendingPathComponent(".\(folder.lastPathComponent).specimen-\(UUID().uuidString)")
        do {
            try writeFiles(into: staging)
            try swap(staging, into: folder, replacing: exists)
        } catch {
            try? manager.removeItem(at: staging)
            throw error
        }
    }

    /// Whether `folder` exists; throws unless it is absent, empty, or this format's export.
    private func checkReplaceable(_ folder: URL) throws -> Bool {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder) else { return false }
        guard isFolder.boolValue else { throw WriteError(description: "'\(folder.path)' is a file, not a folder") }
        let contents = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        guard !contents.isEmpty else { return true }
        let marker = try? String(contentsOf: folder.appendingPathComponent(Self.markerName), encoding: .utf8)
        guard let marker else {
            throw WriteError(
                description:
                    "'\(folder.path)' is not empty and is not a previous export (it has no \(Self.markerName)); choose a new or empty folder"
            )
        }
        let previous = marker.trimmingCharacters(in: .whitespacesAndNewlines)
        guard previous == format else {
            throw WriteError(description: "'\(folder.path)' holds a --format \(previous) export, not \(format); choose another folder")
        }
        return true
    }

    private func writeFiles(into staging: URL) throws {
        let manager = FileManager.default
        try manager.createDirectory(at: staging, withIntermediateDirectories: false)
        for file in files + [File(path: Self.markerName, text: format + "\n")] {
            let url = staging.appendingPathComponent(file.path)
            try manager.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(file.text.utf8).write(to: url)
        }
    }

    /// Moves `staging` to `folder`; an existing folder steps aside first and comes back if the move fails.
    private func swap(_ staging: URL, into folder: URL, replacing exists: Bool) throws {
        let manager = FileManager.default
        guard exists else {
            try manager.moveItem(at: staging, to: folder)
            return
        }
        let previous = staging.deletingLastPathComponent().appendingPathComponent(".\(folder.lastPathComponent).specimen-old-\(UUID().uuidString)")
        try manager.moveItem(at: folder, to: previous)
        do {
            try manager.moveItem(at: staging, to: folder)
        } catch {
            try? manager.moveItem(at: previous, to: folder)
            throw error
        }
        try? manager.removeItem(at: previous)
    }
}
