/// Where code uses tokens: every place, by token and by file, and what the scan left out.
public struct UsageIndex: Sendable, Equatable {
    /// One use, placed in its file.
    public struct Place: Sendable, Hashable, Codable {
        /// The token's path.
        public var token: String
        /// The file as the handbook names it: the source's path, then the path below it (`../app/Sources/Card.swift`).
        public var file: String
        public var line: Int
        public var column: Int
        public var platform: TokenUse.Platform
        /// The name as the code writes it.
        public var written: String
        /// The line in the repository (`…/Card.swift#L42`), when the source has one.
        public var link: String?
    }

    /// Why a file was not read.
    public enum Skip: String, Sendable, Hashable, CaseIterable, Codable {
        /// More than a megabyte: a bundle or a data dump, not code someone writes.
        case huge
        /// A NUL byte in its first 8 KB.
        case binary
        /// A line longer than 5,000 bytes in its first 64 KB, or `.min.` in its name.
        case minified
        /// Written by `specimen tokens export` (its header says so): it declares tokens rather than using them.
        case generated
    }

    /// Places by token path, in file order.
    public private(set) var placesByToken: [String: [Place]] = [:]
    /// Per file as the handbook names it: the tokens it uses, for `find_usages` of a file and for serve's updates.
    public private(set) var tokensByFile: [String: [String]] = [:]
    /// The files read, as the handbook names them.
    private var read: Set<String> = []
    /// The files left out, and why.
    private var skippedFiles: [String: Skip] = [:]

    public init() {}

    /// How many files were read.
    public var filesRead: Int { read.count }

    /// Files left out, by why.
    public var skipped: [Skip: Int] { skippedFiles.values.reduce(into: [:]) { $0[$1, default: 0] += 1 } }

    /// The places code uses `token`.
    public func places(of token: String) -> [Place] { placesByToken[token] ?? [] }

    /// Adds one file's uses, its earlier uses (if any) replaced; returns the tokens whose places changed.
    /// - Parameter replacing: false where the index cannot hold the file yet (a chunk of a first scan).
    @discardableResult
    mutating func record(file: String, places: [Place], replacing: Bool = true) -> Set<String> {
        var changed = replacing ? removeFile(file) : []
        read.insert(file)
        guard !places.isEmpty else { return changed }
        let tokens = Set(places.map(\.token))
        for place in places { placesByToken[place.token, default: []].append(place) }
        tokensByFile[file] = tokens.sorted()
        changed.formUnion(tokens)
        return changed
    }

    /// Notes a file left out, its earlier uses (if any) dropped; returns the tokens whose places changed.
    @discardableResult
    mutating func recordSkip(file: String, _ reason: Skip) -> Set<String> {
        let changed = removeFile(file)
        skippedFiles[file] = reason
        return changed
    }

    /// Forgets a file (gone, or no longer scanned); returns the tokens whose places changed.
    @discardableResult
    mutating func removeFile(_ file: String) -> Set<String> {
        read.remove(file)
        skippedFiles[file] = nil
        let tokens = tokensByFile.removeValue(forKey: file) ?? []
        for token in tokens {
            placesByToken[token]?.removeAll { $0.file == file }
            if placesByToken[token]?.isEmpty == true { placesByToken[token] = nil }
        }
        return Set(tokens)
    }

    /// Adds the files of `other`, which this index does not hold, after its own.
    mutating func append(_ other: UsageIndex) {
        guard !(read.isEmpty && skippedFiles.isEmpty) else { return self = other }  // the first of many: taken whole, not copied
        for (token, places) in other.placesByToken { placesByToken[token, default: []] += places }
        tokensByFile.merge(other.tokensByFile) { $1 }
        read.formUnion(other.read)
        skippedFiles.merge(other.skippedFiles) { $1 }
    }

    /// Puts a file's places back in file order among the token's others (after an update reads it again).
    mutating func sortPlaces(of tokens: Set<String>) {
        for token in tokens {
            placesByToken[token]?.sort { ($0.file, $0.line, $0.column) < ($1.file, $1.line, $1.column) }
        }
    }
}
