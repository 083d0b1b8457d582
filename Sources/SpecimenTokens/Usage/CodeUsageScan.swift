import Foundation

/// Finds every use of the tokens in the code folders a handbook names: lists each folder's files
/// (never following a link out of the folder named), leaves out what its patterns ignore, and
/// reads and scans the files on every core, each file once.
public enum CodeUsageScan {
    /// A folder that could not be scanned.
    public enum Problem: Error, Sendable, Equatable {
        /// The folder does not exist.
        case missing(UsageSource)
        /// A folder of the configuration that resolves outside the handbook and the folder holding it.
        case outside(UsageSource)
    }

    /// The uses in every source's files, and the sources that could not be scanned.
    /// - Parameter handbook: the handbook's folder, which relative sources are read from.
    public static func scan(_ sources: [UsageSource], handbook: URL, vocabulary: UsageVocabulary) -> (index: UsageIndex, problems: [Problem]) {
        var problems: [Problem] = []
        var files: [CodeFile] = []
        for source in sources {
            switch list(source, handbook: handbook) {
            case .success(let listed): files += listed
            case .failure(let problem): problems.append(problem)
            }
        }
        return (scan(files, vocabulary: vocabulary), problems)
    }

    /// The uses in `files`, in the order given.
    static func scan(_ files: [CodeFile], vocabulary: UsageVocabulary) -> UsageIndex {
        var index = UsageIndex()
        record(files, read(files, vocabulary: vocabulary), into: &index)
        return index
    }

    /// Reads the files at `paths` (absolute; changed, added or removed since `index` was made)
    /// again into `index`, each under the source that names it; returns the tokens whose places changed.
    public static func update(
        _ index: inout UsageIndex, paths: Set<String>, sources: [UsageSource], handbook: URL, vocabulary: UsageVocabulary
    ) -> Set<String> {
        var files: [CodeFile] = []
        var changed: Set<String> = []
        for path in paths.sorted() {
            guard let file = sources.lazy.compactMap({ CodeFile(path: path, source: $0, handbook: handbook) }).first else { continue }
            if FileManager.default.fileExists(atPath: path), file.isScanned {
                files.append(file)
            } else {
                changed.formUnion(index.removeFile(file.name))
            }
        }
        changed.formUnion(record(files, read(files, vocabulary: vocabulary), into: &index))
        index.sortPlaces(of: changed)
        return changed
    }

    /// The absolute folders the sources walk, for a watcher.
    public static func folders(of sources: [UsageSource], handbook: URL) -> [URL] {
        sources.map { $0.folder(handbook: handbook) }
    }

    @discardableResult
    private static func record(_ files: [CodeFile], _ outcomes: [CodeFileReader.Outcome], into index: inout UsageIndex) -> Set<String> {
        var changed: Set<String> = []
        for (file, outcome) in zip(files, outcomes) {
            switch outcome {
            case .uses(let uses): changed.formUnion(index.record(file: file.name, places: uses.map { file.place(of: $0) }))
            case .skipped(let reason): changed.formUnion(index.recordSkip(file: file.name, reason))
            case .unreadable: changed.formUnion(index.removeFile(file.name))
            }
        }
        return changed
    }

    /// The files of `source`, or why it cannot be listed.
    static func list(_ source: UsageSource, handbook: URL) -> Result<[CodeFile], Problem> {
        let root = source.folder(handbook: handbook)
        if !source.fromCommandLine, !ReadBoundary([handbook.deletingLastPathComponent()]).contains(root) { return .failure(.outside(source)) }
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: root.path, isDirectory: &isFolder), isFolder.boolValue else {
            return .failure(.missing(source))
        }
        let listing = FileWalk.files(under: root, boundary: ReadBoundary([root]), skipping: FileWalk.generatedFolders)
        let (patterns, prefix) = (CodeFile.Patterns(source), CodeFile.prefix(of: source))
        return .success(
            listing.files.map { CodeFile(source: source, path: root.path + "/" + $0, relative: $0, prefix: prefix) }.filter {
                $0.isScanned(by: patterns)
            })
    }

    /// Reads the files on every core, in chunks, each reader keeping its buffer between files.
    private static func read(_ files: [CodeFile], vocabulary: UsageVocabulary) -> [CodeFileReader.Outcome] {
        let workers = max(1, min(ProcessInfo.processInfo.activeProcessorCount, files.count))
        let results = LockedOutcomes(count: files.count)
        DispatchQueue.concurrentPerform(iterations: workers) { worker in
            var reader = CodeFileReader()
            var index = worker
            var mine: [(Int, CodeFileReader.Outcome)] = []
            while index < files.count {
                mine.append((index, reader.scan(files[index].path, kind: SourceKind(fileName: files[index].relative), vocabulary: vocabulary)))
                index += workers
            }
            results.store(mine)
        }
        return results.outcomes
    }
}

/// One file of a usage source.
struct CodeFile: Sendable {
    let source: UsageSource
    /// Where it is on disk.
    let path: String
    /// Its path below the source's folder, for links.
    let relative: String

    /// Its path as the handbook names it: the source's folder as written, then the path below it.
    let name: String

    /// - Parameter prefix: the source's folder as written, ending in `/` (empty for `.`), see `prefix(of:)`.
    init(source: UsageSource, path: String, relative: String, prefix: String) {
        (self.source, self.path, self.relative, name) = (source, path, relative, prefix + relative)
    }

    /// The file at the absolute `path`, if it is below the folder `source` walks.
    init?(path: String, source: UsageSource, handbook: URL) {
        let folder = source.folder(handbook: handbook).path
        guard path.hasPrefix(folder + "/") else { return nil }
        self.init(source: source, path: path, relative: String(path.dropFirst(folder.count + 1)), prefix: Self.prefix(of: source))
    }

    /// What the handbook's names of a source's files start with: its folder as written and `/`.
    static func prefix(of source: UsageSource) -> String {
        let root = source.root
        return root == "." ? "" : root.hasSuffix("/") ? root : root + "/"
    }

    /// Whether the source's pattern keeps it and no `ignore:` pattern, nor a hidden or generated folder, leaves it out.
    var isScanned: Bool { isScanned(by: Patterns(source)) }

    /// A source's patterns, made once for all its files.
    struct Patterns {
        let files: Glob?
        let ignored: [Glob]

        init(_ source: UsageSource) {
            (files, ignored) = (source.filePattern, source.ignore.map { Glob($0) })
        }
    }

    func isScanned(by patterns: Patterns) -> Bool {
        let segments = relative.split(separator: "/")
        if segments.contains(where: { $0.hasPrefix(".") || FileWalk.generatedFolders.contains(String($0)) }) { return false }
        if let pattern = patterns.files, !pattern.matches(relative) { return false }
        guard !patterns.ignored.isEmpty else { return true }
        return !segments.indices.contains { end in
            let path = segments[...end].joined(separator: "/")
            return patterns.ignored.contains { $0.matches(path) }
        }
    }

    func place(of use: TokenUse) -> UsageIndex.Place {
        UsageIndex.Place(
            token: use.token, file: name, line: use.line, column: use.column, platform: use.platform, written: use.written,
            link: source.link(to: relative, line: use.line))
    }
}

/// The outcomes of the readers, stored by index under a lock.
private final class LockedOutcomes: @unchecked Sendable {
    private let lock = NSLock()
    private(set) var outcomes: [CodeFileReader.Outcome]

    init(count: Int) { outcomes = Array(repeating: .unreadable, count: count) }

    func store(_ results: [(Int, CodeFileReader.Outcome)]) {
        lock.lock()
        defer { lock.unlock() }
        for (index, outcome) in results { outcomes[index] = outcome }
    }
}
