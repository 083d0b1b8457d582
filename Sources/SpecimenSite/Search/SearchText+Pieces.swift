import SpecimenPages

extension SearchText {
    /// HTML this long or longer is read in pieces on every core: the text of a page of
    /// megabytes was one core's work while the other waited for it.
    static let pieceLength = 256 * 1024

    /// What reading one piece gives: its sections, and what tells whether the cuts around it hold.
    private struct Piece: Sendable {
        let sections: [Section]
        let endsBetweenSections: Bool
        let startedAtASection: Bool
    }

    /// The sections of `bytes` read in up to `pieces` pieces at once, each cut just before a
    /// heading's tag, so that the pieces' sections one after the other are the whole's. Nil
    /// when no cut is found or one does not hold (the text before it left an element, heading
    /// or comment open, or the heading there starts no section, its text running on from the
    /// one before); the HTML is then read whole.
    static func readInPieces(_ bytes: UnsafeBufferPointer<UInt8>, pieces: Int) -> [Section]? {
        let cuts = headingStarts(in: bytes, near: (1..<pieces).map { bytes.count * $0 / pieces })
        guard !cuts.isEmpty else { return nil }
        let ranges = zip([0] + cuts, cuts + [bytes.count]).map { $0..<$1 }
        nonisolated(unsafe) let html = bytes
        let read = ranges.parallelMap { range -> Piece in
            var reader = Reader()
            reader.read(UnsafeBufferPointer(rebasing: html[range]))
            let sections = reader.finished()
            return Piece(sections: sections, endsBetweenSections: reader.endsBetweenSections, startedAtASection: reader.startedAtASection)
        }
        guard read.dropLast().allSatisfy(\.endsBetweenSections), read.dropFirst().allSatisfy(\.startedAtASection) else { return nil }
        return read.flatMap(\.sections)
    }

    /// For each of `targets` (in order), where the first `<h1 id="`…`<h6 id="` at or after it
    /// starts (a heading as the page renderer writes it); each cut after the one before, none
    /// at the ends.
    private static func headingStarts(in bytes: UnsafeBufferPointer<UInt8>, near targets: [Int]) -> [Int] {
        var cuts: [Int] = []
        for target in targets {
            var from = max(target, (cuts.last ?? 0) + 1)
            while let open = bytes.nextIndex(of: UInt8(ascii: "<"), from: from) {
                if open + 2 < bytes.count, bytes[open + 1] == UInt8(ascii: "h"),
                    (UInt8(ascii: "1")...UInt8(ascii: "6")).contains(bytes[open + 2]), bytes.hasBytes(anchored, at: open + 3)
                {
                    cuts.append(open)
                    break
                }
                from = open + 1
            }
        }
        return cuts.filter { $0 > 0 && $0 < bytes.count }
    }

    private static let anchored = Array(" id=\"".utf8)
}
