import Foundation

/// Files below a folder, skipping hidden folders and build output.
enum TokenFileWalk {
    static let skipped: Set<String> = [".build", "Output", "node_modules", ".git"]

    static func files(under folder: URL) -> [String] {
        var result: [String] = []
        walk(folder, prefix: "", into: &result)
        return result.sorted()
    }

    private static func walk(_ folder: URL, prefix: String, into result: inout [String]) {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { return }
        for name in names where !name.hasPrefix(".") && !skipped.contains(name) {
            let url = folder.appendingPathComponent(name)
            let relative = prefix.isEmpty ? name : "\(prefix)/\(name)"
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else { continue }
            if isDirectory.boolValue {
                if (try? FileManager.default.destinationOfSymbolicLink(atPath: url.path)) == nil { walk(url, prefix: relative, into: &result) }
            } else {
                result.append(relative)
            }
        }
    }
}
