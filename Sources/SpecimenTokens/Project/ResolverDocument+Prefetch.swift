import Dispatch
import Foundation
import SpecimenDiagnostics

extension ResolverLoader {
    /// Parses every token file the resolver document `root` references, on all cores, into the
    /// cache, with the tree of each file referenced whole: a real system's resolver names dozens
    /// of files, which the walk through `resolutionOrder` would otherwise read one by one.
    ///
    /// Nothing is reported here: the walk that follows finds each file in the cache, or reads
    /// it again and reports what is wrong with it where it is referenced, in order. Files outside
    /// the boundary are not opened. The texts read are kept for the walk, by standardized path.
    mutating func prefetchFiles(referencedIn root: JSONNode) {
        guard let cache else { return }
        var references: [String: Bool] = [:]
        Self.collectFileReferences(in: root, into: &references)
        let files = references.sorted { $0.key < $1.key }
        let texts = PrefetchedTexts()
        DispatchQueue.concurrentPerform(iterations: files.count) { [self] index in
            let (path, wholeFile) = files[index]
            let url = fileURL(for: path)
            guard boundary.contains(url), let data = FileManager.default.contents(atPath: url.path),
                let text = String(data: data, encoding: .utf8)
            else { return }
            texts.keep(text, for: url.standardizedFileURL.path)
            let displayPath = Self.displayPath(path, in: displayFolder)
            guard let parsed = try? Self.parsedFile(text, displayPath: displayPath, in: cache), wholeFile, parsed.root.object != nil else { return }
            _ = Self.cachedTree(of: parsed.root, file: displayPath, fragment: nil, text: parsed.text, in: cache)
        }
        prefetchedTexts = texts.all
    }

    /// The file part of every `{"$ref": "file#fragment"}` below `node` that names a local file,
    /// with whether some reference takes the whole file with nothing laid over it.
    private static func collectFileReferences(in node: JSONNode, into references: inout [String: Bool]) {
        if let array = node.array {
            for element in array { collectFileReferences(in: element, into: &references) }
            return
        }
        guard let object = node.object else { return }
        if let target = object["$ref"]?.string, !target.hasPrefix("http://"), !target.hasPrefix("https://") {
            let parts = target.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
            let path = String(parts[0])
            if !path.isEmpty {
                let whole = (parts.count == 1 || parts[1].isEmpty) && object.members.count == 1
                references[path] = (references[path] ?? false) || whole
            }
        }
        for member in object.members { collectFileReferences(in: member.value, into: &references) }
    }
}

/// The texts the prefetch read, gathered from every thread.
private final class PrefetchedTexts: @unchecked Sendable {
    private let lock = NSLock()
    private var texts: [String: String] = [:]

    func keep(_ text: String, for path: String) {
        lock.withLock { texts[path] = text }
    }

    var all: [String: String] { lock.withLock { texts } }
}
