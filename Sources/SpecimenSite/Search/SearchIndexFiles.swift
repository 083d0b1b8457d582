import Foundation
import SpecimenTokens

/// The search index as files under `search/`, all a static host needs:
///
/// - `manifest.json`: what a query reads first: each term chunk's first term, how many pages
///   and tokens there are, the language to split queries in, and a version that every other
///   file is fetched with (`?v=`), so that a browser's cache never mixes two builds;
/// - `terms/N.json`: the term chunks (see `SearchChunks`);
/// - `pages/N.json`: the fragment of page N (see `SearchDocument`), fetched for a result shown;
/// - `tokens/N.json`: the fragments of tokens `N × tokensPerFile` onwards, grouped because each
///   is small (a token is document `pages + n`);
/// - `colors.json`: the color tokens for a nearest-color query (see `SearchColors`).
enum SearchIndexFiles {
    static let tokensPerFile = 32

    /// The files, by path below the output folder.
    /// - Parameter terms: the term table of the last run, updated for these documents (made
    ///   when nil).
    static func files(
        pages: [SearchDocument], tokens: [SearchDocument], colors: [String], language: String, terms: inout SearchTermTable?
    ) -> [String: Data] {
        let documents = pages + tokens
        // Terms are split by the language: another language makes the table anew.
        if terms == nil || terms?.language != language {
            terms = SearchTermTable(documents: documents.map(\.postings), fingerprints: documents.map(\.fragmentHash), language: language)
        } else {
            terms!.update(documents: documents.map(\.postings), fingerprints: documents.map(\.fragmentHash))
        }
        let chunks = SearchChunks(table: terms!)
        var files: [String: Data] = [:]
        var version = ContentHash()
        for (index, chunk) in chunks.chunks.enumerated() {
            let data = Data(chunk.utf8)
            version.add(data)
            files["search/terms/\(index).json"] = data
        }
        for (index, page) in pages.enumerated() {
            files["search/pages/\(index).json"] = page.fragment
        }
        for start in stride(from: 0, to: tokens.count, by: tokensPerFile) {
            let group = tokens[start..<min(start + tokensPerFile, tokens.count)]
            files["search/tokens/\(start / tokensPerFile).json"] = Data(
                ("[" + group.map { String(decoding: $0.fragment, as: UTF8.self) }.joined(separator: ",") + "]").utf8)
        }
        for document in documents { withUnsafeBytes(of: document.fragmentHash.littleEndian) { version.add($0) } }
        let colorList = Data(("[" + colors.joined(separator: ",") + "]").utf8)
        version.add(colorList)
        files["search/colors.json"] = colorList
        files["search/manifest.json"] = Data(
            manifest(chunks: chunks, pages: pages.count, tokens: tokens.count, language: language, version: version.hex).utf8)
        return files
    }

    private static func manifest(chunks: SearchChunks, pages: Int, tokens: Int, language: String, version: String) -> String {
        "{\"chunks\":[" + chunks.firstTerms.map(JSONWriter.quoted).joined(separator: ",") + "],\"language\":" + JSONWriter.quoted(language)
            + ",\"pages\":\(pages),\"tokens\":\(tokens),\"tokensPerFile\":\(tokensPerFile),\"version\":\"\(version)\"}"
    }
}
