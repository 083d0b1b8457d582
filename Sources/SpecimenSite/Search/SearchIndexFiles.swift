import Foundation
import SpecimenTokens

/// The search index as files under `search/`, all a static host needs:
///
/// - `manifest.json`: what a query reads first: each term chunk's first term, how many pages
///   and tokens there are, the language to split queries in, and a version that every other
///   file is fetched with (`?v=`), so that a browser's cache never mixes two builds;
/// - `terms/N.json`: the term chunks (see `SearchChunks`);
/// - `pages/N.json`: the fragments (see `SearchDocument`) of pages `N × pagesPerFile` onwards,
///   fetched for a result shown: as many pages to a file as make about 8 KB (a power of two, so
///   that it seldom changes), because a static host, and a disk, pay for every file;
/// - `tokens/N.json`: the fragments of tokens `N × tokensPerFile` onwards (a token is document
///   `pages + n`);
/// - `colors.json`: the color tokens for a nearest-color query (see `SearchColors`).
///
/// With `usage:`, the manifest also lists the tokens no code uses, as runs `[first, count]` of
/// token numbers, for the query filters `is:unused` and `is:used`.
enum SearchIndexFiles {
    static let tokensPerFile = 32
    /// About what a file of page fragments holds.
    static let fragmentBytesPerFile = 8_000

    /// How many of the first pages' fragments decide the size of every file: a streamed build
    /// writes each file as soon as its pages are in.
    static let pagesSizingTheFiles = 1_024

    /// How many pages' fragments go in one file: a power of two up to 32, the largest whose
    /// files hold at most `fragmentBytesPerFile` on average over the first
    /// `pagesSizingTheFiles` pages (`framed`: each between its `[` and `]`).
    static func pagesPerFile(_ framed: ArraySlice<Data>) -> Int {
        let fragments = framed.prefix(pagesSizingTheFiles)
        guard !fragments.isEmpty else { return 1 }
        let average = max(1, fragments.reduce(0) { $0 + $1.count - 2 } / fragments.count)
        var perFile = 1
        while perFile < 32, perFile * 2 * average <= fragmentBytesPerFile { perFile *= 2 }
        return perFile
    }

    /// `[fragment,…]` for each group of `perFile` fragments from group `first` on, with the
    /// group's number.
    private static func forEachGroup(_ fragments: ArraySlice<Data>, perFile: Int, from first: Int = 0, _ body: (Int, Data) -> Void) {
        for start in stride(from: fragments.startIndex + first * perFile, to: fragments.endIndex, by: perFile) {
            body((start - fragments.startIndex) / perFile, fragmentFile(fragments[start..<min(start + perFile, fragments.endIndex)]))
        }
    }

    /// A file of fragments, `[fragment,…]`, from framed ones (`[fragment]`): a lone one is its
    /// file as it is.
    static func fragmentFile(_ group: ArraySlice<Data>) -> Data {
        if group.count == 1, let framed = group.first { return framed }
        // Made in storage of the size it will have: made as bytes and given to Data, each
        // fragment was copied twice (a page of megabytes' a few milliseconds more).
        var file = Data(capacity: group.reduce(1) { $0 + $1.count - 1 })
        file.append(UInt8(ascii: "["))
        for (index, framed) in group.enumerated() {
            if index > 0 { file.append(UInt8(ascii: ",")) }
            file.append(SearchDocument.inner(framed))
        }
        file.append(UInt8(ascii: "]"))
        return file
    }

    /// Files handed to a streamed build's writer a few hundred at a time; or, without a writer,
    /// kept with the others.
    private struct Batch {
        let write: (([(String, Data)]) -> Void)?
        private var pending: [(String, Data)] = []

        init(write: (([(String, Data)]) -> Void)?) { self.write = write }

        mutating func put(_ path: String, _ data: Data, into files: inout [String: Data]) {
            guard write != nil else {
                files[path] = data
                return
            }
            pending.append((path, data))
            if pending.count >= 256 { flush() }
        }

        mutating func flush() {
            guard let write, !pending.isEmpty else { return }
            write(pending)
            pending.removeAll(keepingCapacity: true)
        }
    }

    /// The files, by path below the output folder.
    /// - Parameters:
    ///   - terms: the term table of the last run, updated for these documents (made when nil).
    ///   - write: where a streamed build puts the term chunks and the fragments at once, in
    ///     batches, rather than holding a second copy of them all; they are then not returned.
    static func files(
        pages: [SearchDocument], tokens: [SearchDocument], colors: [String], language: String, terms: inout SearchTermTable?,
        write: (([(String, Data)]) -> Void)? = nil
    ) -> [String: Data] {
        let documents = pages + tokens
        // Terms are split by the language: another language makes the table anew.
        if terms == nil || terms?.language != language {
            terms = SearchTermTable(documents: documents.map(\.postings), fingerprints: documents.map(\.fragmentHash), language: language)
        } else {
            terms!.update(documents: documents.map(\.postings), fingerprints: documents.map(\.fragmentHash))
        }
        let fragments = documents.map(\.framedFragment)
        let contents = Contents(
            chunks: SearchChunks(table: terms!), fragments: fragments[...], hashes: documents.map(\.fragmentHash), pages: pages.count,
            pagesPerFile: pagesPerFile(fragments.prefix(pages.count)), writtenPageFiles: 0, unused: unusedRuns(tokens))
        return files(contents, colors: colors, language: language, write: write)
    }

    /// The files of a streamed build's index, which holds the pages' documents already (and
    /// may have written files of their fragments): the tokens' are added after them, and no
    /// other document can be.
    static func files(
        streamed index: StreamedSearchIndex, tokens: [SearchDocument], colors: [String], language: String, write: @escaping ([(String, Data)]) -> Void
    ) -> [String: Data] {
        let pages = index.count
        let (perFile, written) = index.endPages()
        index.add(tokens)
        index.finish()
        let contents = Contents(
            chunks: SearchChunks(entries: index), fragments: index.fragments[...], hashes: index.fragmentHashes, pages: pages,
            pagesPerFile: perFile, writtenPageFiles: written, unused: unusedRuns(tokens))
        return files(contents, colors: colors, language: language, write: write)
    }

    /// What the files are made of: the chunks, every document's framed fragment and hash (the
    /// pages' first, then the tokens'), and the tokens no code uses.
    private struct Contents {
        let chunks: SearchChunks
        let fragments: ArraySlice<Data>
        let hashes: [UInt64]
        let pages: Int
        /// The pages to a file, and how many files of them are written already.
        let pagesPerFile: Int
        let writtenPageFiles: Int
        let unused: [(Int, Int)]?
    }

    private static func files(_ contents: Contents, colors: [String], language: String, write: (([(String, Data)]) -> Void)?) -> [String: Data] {
        let chunks = contents.chunks
        var files: [String: Data] = [:]
        var batch = Batch(write: write)
        var version = ContentHash()
        // Made a few at a time on all cores and handed over, rather than all held at once.
        for first in stride(from: 0, to: chunks.count, by: 64) {
            for (offset, chunk) in chunks.chunks(first..<min(first + 64, chunks.count)).enumerated() {
                version.add(chunk)
                batch.put("search/terms/\(first + offset).json", chunk, into: &files)
            }
        }
        let (pages, tokens) = (contents.fragments.prefix(contents.pages), contents.fragments.dropFirst(contents.pages))
        let pagesPerFile = contents.pagesPerFile
        forEachGroup(pages, perFile: pagesPerFile, from: contents.writtenPageFiles) { batch.put("search/pages/\($0).json", $1, into: &files) }
        forEachGroup(tokens, perFile: tokensPerFile) { batch.put("search/tokens/\($0).json", $1, into: &files) }
        batch.flush()
        for hash in contents.hashes { withUnsafeBytes(of: hash.littleEndian) { version.add($0) } }
        let colorList = Data(("[" + colors.joined(separator: ",") + "]").utf8)
        version.add(colorList)
        files["search/colors.json"] = colorList
        files["search/manifest.json"] = Data(
            manifest(
                chunks: chunks, pages: pages.count, pagesPerFile: pagesPerFile, tokens: tokens.count, unused: contents.unused, language: language,
                version: version.hex
            ).utf8)
        return files
    }

    private static func manifest(
        chunks: SearchChunks, pages: Int, pagesPerFile: Int, tokens: Int, unused: [(Int, Int)]?, language: String, version: String
    ) -> String {
        let unusedRuns = unused.map { runs in ",\"unused\":[" + runs.map { "[\($0.0),\($0.1)]" }.joined(separator: ",") + "]" } ?? ""
        return "{\"chunks\":[" + chunks.firstTerms.map(JSONWriter.quoted).joined(separator: ",") + "],\"language\":" + JSONWriter.quoted(language)
            + ",\"pages\":\(pages),\"pagesPerFile\":\(pagesPerFile),\"tokens\":\(tokens),\"tokensPerFile\":\(tokensPerFile)\(unusedRuns)"
            + ",\"version\":\"\(version)\"}"
    }

    /// The tokens no code uses, as runs of token numbers `(first, count)`; nil without `usage:`.
    static func unusedRuns(_ tokens: [SearchDocument]) -> [(Int, Int)]? {
        guard tokens.contains(where: { $0.codeUses != nil }) else { return nil }
        var runs: [(Int, Int)] = []
        for (index, token) in tokens.enumerated() where token.codeUses == 0 {
            if let last = runs.last, last.0 + last.1 == index { runs[runs.count - 1].1 += 1 } else { runs.append((index, 1)) }
        }
        return runs
    }
}
