import SpecimenTokens

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The links of one top-level block made absolute in the block's own lines, rather than by
/// cmark-gfm writing the block back: `](../colors.md)` becomes `](https://…/colors/)`. Most
/// blocks of a page with links between pages hold one, and writing them back was most of a
/// Markdown copy's cost.
///
/// It is done only where it cannot go wrong: each destination rewritten must stand in the lines
/// (after `](` or `](<`) exactly as often as the block has links and images to it — a code span
/// that looks like a link, or a destination written with escapes or entities, makes the counts
/// differ — and the new destination must need no escaping. Otherwise `applied` is nil and the
/// block is written back by cmark-gfm.
struct LinkSplice {
    /// How many links and images of the block lead to each destination, as cmark-gfm read it.
    private var counts: [String: Int] = [:]
    /// Each destination rewritten, and what to.
    private var rewrites: [(from: String, to: String)] = []

    /// Whether any link of the block changed.
    var changes: Bool { !rewrites.isEmpty }

    /// Counts a link or image of the block, by its destination before any rewriting.
    mutating func count(_ destination: String) {
        counts[destination, default: 0] += 1
    }

    /// Notes that links to `destination` now lead to `new` (every one of them does: the
    /// rewriting depends on the destination alone).
    mutating func rewrite(_ destination: String, to new: String) {
        if !rewrites.contains(where: { $0.from == destination }) { rewrites.append((destination, new)) }
    }

    /// Counts a link or image of the block to `destination`, which now leads to `new`.
    mutating func add(_ destination: String, leadingTo new: String) {
        count(destination)
        if new != destination { rewrite(destination, to: new) }
    }

    /// The block's lines with every rewritten destination replaced, or nil where that cannot
    /// be done safely.
    func applied(to text: String) -> String? {
        var bytes = Array(text.utf8)
        for (from, to) in rewrites {
            guard !from.isEmpty, Self.needsNoEscaping(to),
                let replaced = Self.replacing(Array(from.utf8), with: Array(to.utf8), in: bytes, expected: counts[from] ?? 0)
            else { return nil }
            bytes = replaced
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// `bytes` with each destination `from` after `](` or `](<` replaced by `to`; nil unless
    /// there are exactly `expected` of them. Each `]` is found by `memchr`, and the result
    /// written at once: the blocks of pages with links are read once for every destination
    /// they hold.
    private static func replacing(_ from: [UInt8], with to: [UInt8], in bytes: [UInt8], expected: Int) -> [UInt8]? {
        let starts = bytes.withUnsafeBufferPointer { bytes in
            from.withUnsafeBufferPointer { from in destinations(from, in: bytes) }
        }
        guard starts.count == expected else { return nil }
        return [UInt8](unsafeUninitializedCapacity: bytes.count + starts.count * (to.count - from.count)) { result, written in
            written = 0
            var copied = 0
            func put(_ part: UnsafeBufferPointer<UInt8>) {
                guard let base = part.baseAddress, !part.isEmpty else { return }
                (result.baseAddress! + written).update(from: base, count: part.count)
                written += part.count
            }
            bytes.withUnsafeBufferPointer { bytes in
                to.withUnsafeBufferPointer { to in
                    for start in starts {
                        put(UnsafeBufferPointer(rebasing: bytes[copied..<start]))
                        put(to)
                        copied = start + from.count
                    }
                    put(UnsafeBufferPointer(rebasing: bytes[copied...]))
                }
            }
        }
    }

    /// Where each destination `from` starts after `](` or `](<` in `bytes`.
    private static func destinations(_ from: UnsafeBufferPointer<UInt8>, in bytes: UnsafeBufferPointer<UInt8>) -> [Int] {
        var starts: [Int] = []
        var index = 0
        while let bracket = bytes.nextIndex(of: UInt8(ascii: "]"), from: index), bracket + 1 < bytes.count {
            guard bytes[bracket + 1] == UInt8(ascii: "(") else {
                index = bracket + 1
                continue
            }
            let angled = bracket + 2 < bytes.count && bytes[bracket + 2] == UInt8(ascii: "<")
            let start = bracket + (angled ? 3 : 2)
            let end = start + from.count
            if end <= bytes.count, memcmp(bytes.baseAddress! + start, from.baseAddress!, from.count) == 0,
                endsDestination(bytes, at: end, angled: angled)
            {
                starts.append(start)
                index = end
            } else {
                index = bracket + 2
            }
        }
        return starts
    }

    /// Whether a destination may end before `index`: at `>` inside angle brackets, else at
    /// `)`, a space, a line's end or the block's.
    private static func endsDestination(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int, angled: Bool) -> Bool {
        guard index < bytes.count else { return !angled }
        let byte = bytes[index]
        return angled ? byte == UInt8(ascii: ">") : byte == UInt8(ascii: ")") || byte == 0x20 || byte == 0x09 || byte == 0x0A
    }

    /// Whether `destination` stands in Markdown as it is: no space, control character,
    /// parenthesis, angle bracket or backslash, which would need escapes or brackets, and no
    /// `|`, which would end a table's cell.
    private static func needsNoEscaping(_ destination: String) -> Bool {
        var destination = destination
        return destination.withUTF8 { bytes in
            guard !bytes.isEmpty else { return false }
            // Eight bytes at a time (a destination ten folders deep is long), the rest one by one.
            var index = 0
            while index + 8 <= bytes.count {
                let word = ByteWords.load(bytes, at: index)
                let needs =
                    ByteWords.below(word, 0x21) | ByteWords.equal(word, 0x7F) | ByteWords.equal(word | 0x0101_0101_0101_0101, UInt8(ascii: ")"))
                    | ByteWords.equal(word | 0x0202_0202_0202_0202, UInt8(ascii: ">")) | ByteWords.equal(word, UInt8(ascii: "\\"))
                    | ByteWords.equal(word, UInt8(ascii: "|"))
                if needs != 0 { return false }
                index += 8
            }
            return !bytes[index...].contains(where: needsEscaping)
        }
    }

    /// Whether `byte` cannot stand in a destination as it is (what the words above test eight at a time).
    private static func needsEscaping(_ byte: UInt8) -> Bool {
        byte <= 0x20 || byte == 0x7F || byte == UInt8(ascii: "(") || byte == UInt8(ascii: ")") || byte == UInt8(ascii: "<")
            || byte == UInt8(ascii: ">") || byte == UInt8(ascii: "\\") || byte == UInt8(ascii: "|")
    }
}
