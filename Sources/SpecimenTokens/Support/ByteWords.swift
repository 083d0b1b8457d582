/// Eight bytes of text read as one integer and tested all at once, for the loops that read
/// every byte of a build's text (a page's search text, the JSON that quotes it, escaped HTML)
/// and mostly find nothing to stop at. Each test leaves the high bit set in each byte it holds
/// for and in no other: no byte's arithmetic carries into the next.
///
/// Public and inlinable, its constants written out, so that the escapers of other modules run
/// it in place (as `package`, it was called, not inlined). The search text's reader, the
/// hottest such loop, keeps tests of its own: run from here, it took a third longer.
public enum ByteWords {
    /// The eight bytes at `offset` (all within `bytes`), the first the lowest.
    @inlinable @inline(__always)
    public static func load(_ bytes: UnsafeBufferPointer<UInt8>, at offset: Int) -> UInt64 {
        UInt64(littleEndian: UnsafeRawPointer(bytes.baseAddress! + offset).loadUnaligned(as: UInt64.self))
    }

    /// The high bit of each byte of `word` that is `byte`.
    @inlinable @inline(__always)
    public static func equal(_ word: UInt64, _ byte: UInt8) -> UInt64 {
        let difference = word ^ (0x0101_0101_0101_0101 &* UInt64(byte))
        return ~(((difference & 0x7F7F_7F7F_7F7F_7F7F) &+ 0x7F7F_7F7F_7F7F_7F7F) | difference | 0x7F7F_7F7F_7F7F_7F7F)
    }

    /// The high bit of each byte of `word` below `limit` (at most 0x80; bytes from 0x80 never are).
    @inlinable @inline(__always)
    public static func below(_ word: UInt64, _ limit: UInt8) -> UInt64 {
        ~((word & 0x7F7F_7F7F_7F7F_7F7F) &+ 0x0101_0101_0101_0101 &* UInt64(0x80 &- limit)) & ~word & 0x8080_8080_8080_8080
    }

    /// The high bit of each byte of `word` that is `<`, `>`, `&`, `"` or `'`: what HTML and XML
    /// escape. `<` and `>` differ in one bit, as `"` and `&` do, so each pair is one test.
    @inlinable @inline(__always)
    public static func markup(_ word: UInt64) -> UInt64 {
        equal(word | 0x0202_0202_0202_0202, UInt8(ascii: ">")) | equal(word | 0x0404_0404_0404_0404, UInt8(ascii: "&"))
            | equal(word, UInt8(ascii: "'"))
    }

    /// How many bytes come before the first whose high bit `mask` sets (8 when none does).
    @inlinable @inline(__always)
    public static func leadingBytes(before mask: UInt64) -> Int {
        mask.trailingZeroBitCount / 8
    }
}
