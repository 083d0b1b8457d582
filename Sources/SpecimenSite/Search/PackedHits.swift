#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Every term's hits of one shard (see `StreamedTermShard`), packed as they come: each term's
/// in a chain of blocks of its own in one growing stretch of memory, a block twice the last
/// (up to `largestBlock`), so that a hit is written where its term's last one ended. Batches
/// of hits were sorted by term and packed a batch at a time, each term's segments put in order
/// at the end: the sort, the segments and their ordering cost more than the packing.
///
/// A block ends in eight bytes that, once it is full, say where its hits end and where the
/// next block starts. A hit is its page's distance from the term's last, its tenths and its
/// section, each a LEB128 integer. Terms are numbered from 0 in the order they are added.
///
/// A class, its memory its own, read and written through pointers (through arrays, each hit's
/// checks cost as much as its packing): the shard holding it is never copied, and one thread
/// at a time changes it.
final class PackedHits: @unchecked Sendable {
    /// Where a term's hits are.
    private struct Term {
        /// Where its first block starts.
        var first: UInt32
        /// Where its next hit goes, in its last block.
        var tail: UInt32
        /// Where its last block's room for hits ends (and its eight bytes begin).
        var roomEnd: UInt32
        /// How many blocks it has, less one: the size of each follows (`blockSize`).
        var blocks: UInt32
        /// The page of its last hit, -1 before its first: a hit holds its distance from it.
        var lastPage: Int32 = -1
        /// The length of its entry `"term":[…]` as a chunk will hold it.
        var entryLength: Int32
    }

    /// The most bytes a hit takes: three integers of up to five bytes.
    static let largestHit = 15
    static let smallestBlock = 32
    static let largestBlock = 4_096
    /// The bytes that end a block: where its hits end, and the next block's start.
    private static let linkSize = 8

    private var bytes: UnsafeMutablePointer<UInt8>
    private var byteCapacity = 64 * 1024
    private var byteCount = 0
    private var terms: UnsafeMutablePointer<Term>
    private var termCapacity = 1_024
    /// How many terms it has.
    private(set) var count = 0

    init() {
        bytes = .allocate(capacity: byteCapacity)
        terms = .allocate(capacity: termCapacity)
    }

    deinit {
        bytes.deallocate()
        terms.deallocate()
    }

    /// The size of a term's block numbered `block` (from 0).
    static func blockSize(_ block: UInt32) -> Int {
        min(smallestBlock << min(Int(block), 8), largestBlock)
    }

    /// Adds a term, numbered `count`, whose entry without hits takes `entryLength` bytes.
    func addTerm(entryLength: Int) {
        if count == termCapacity {
            let grown = UnsafeMutablePointer<Term>.allocate(capacity: termCapacity * 2)
            grown.moveInitialize(from: terms, count: count)
            terms.deallocate()
            (terms, termCapacity) = (grown, termCapacity * 2)
        }
        let start = UInt32(allocate(Self.blockSize(0)))
        (terms + count).initialize(
            to: Term(
                first: start, tail: start, roomEnd: start + UInt32(Self.blockSize(0) - Self.linkSize), blocks: 0, entryLength: Int32(entryLength)))
        count += 1
    }

    /// Writes a hit on `page` after the last of the term numbered `number`, and counts what its
    /// entry will take: a comma before every hit but the first, and between its three numbers.
    @inline(__always)
    func append(page: Int32, tenths: UInt32, section: UInt32, toTerm number: Int) {
        let term = terms + number
        if Int(term.pointee.tail) + Self.largestHit > Int(term.pointee.roomEnd) { chain(term) }
        let isFirst = term.pointee.lastPage < 0
        let distance = UInt32(page - (isFirst ? 0 : term.pointee.lastPage))
        var at = Int(term.pointee.tail)
        let digits = pack(distance, at: &at) + pack(tenths, at: &at) + pack(section, at: &at)
        term.pointee.tail = UInt32(at)
        term.pointee.lastPage = page
        term.pointee.entryLength += Int32((isFirst ? 2 : 3) + digits)
    }

    /// The length of the entry of the term numbered `number`.
    func entryLength(_ number: Int) -> Int {
        Int(terms[number].entryLength)
    }

    /// Writes the hits of the term numbered `number` as its entry lists them, each number in
    /// decimal and all separated by commas, into `output` from `at`; returns where they end.
    func writeHits(of number: Int, into output: UnsafeMutableBufferPointer<UInt8>, at: Int) -> Int {
        let term = terms[number]
        var (start, block, written) = (Int(term.first), UInt32(0), at)
        while true {
            let roomEnd = start + Self.blockSize(block) - Self.linkSize
            let isLast = roomEnd == Int(term.roomEnd)
            let end = isLast ? Int(term.tail) : Int(load(at: roomEnd))
            var offset = start
            while offset < end {
                if written > at {
                    output[written] = UInt8(ascii: ",")
                    written += 1
                }
                written = SearchChunks.putDecimal(unpack(at: &offset), into: output, at: written)
                output[written] = UInt8(ascii: ",")
                written = SearchChunks.putDecimal(unpack(at: &offset), into: output, at: written + 1)
                output[written] = UInt8(ascii: ",")
                written = SearchChunks.putDecimal(unpack(at: &offset), into: output, at: written + 1)
            }
            if isLast { return written }
            (start, block) = (Int(load(at: roomEnd + 4)), block + 1)
        }
    }

    /// Ends the term's last block, saying where its hits end, and starts its next.
    private func chain(_ term: UnsafeMutablePointer<Term>) {
        let size = Self.blockSize(term.pointee.blocks + 1)
        let start = allocate(size)
        store(term.pointee.tail, at: Int(term.pointee.roomEnd))
        store(UInt32(start), at: Int(term.pointee.roomEnd) + 4)
        term.pointee.blocks += 1
        (term.pointee.tail, term.pointee.roomEnd) = (UInt32(start), UInt32(start + size - Self.linkSize))
    }

    /// Room for `size` bytes at the end; returns where it starts.
    private func allocate(_ size: Int) -> Int {
        if byteCount + size > byteCapacity {
            var grown = byteCapacity * 2
            while byteCount + size > grown { grown *= 2 }
            precondition(grown <= Int(UInt32.max), "a shard's hits fit in 4 GB")
            let moved = UnsafeMutablePointer<UInt8>.allocate(capacity: grown)
            moved.update(from: bytes, count: byteCount)
            bytes.deallocate()
            (bytes, byteCapacity) = (moved, grown)
        }
        byteCount += size
        return byteCount - size
    }

    private func store(_ value: UInt32, at offset: Int) {
        UnsafeMutableRawPointer(bytes + offset).storeBytes(of: value.littleEndian, as: UInt32.self)
    }

    private func load(at offset: Int) -> UInt32 {
        UInt32(littleEndian: UnsafeRawPointer(bytes + offset).loadUnaligned(as: UInt32.self))
    }

    /// Writes `value` as a LEB128 integer at `at`, which is moved past it; returns how many
    /// decimal digits it has (what its JSON will take).
    @inline(__always)
    private func pack(_ value: UInt32, at: inout Int) -> Int {
        var rest = value
        while rest >= 0x80 {
            bytes[at] = UInt8(truncatingIfNeeded: rest) | 0x80
            at += 1
            rest >>= 7
        }
        bytes[at] = UInt8(rest)
        at += 1
        return SearchChunks.decimalDigits(value)
    }

    /// The LEB128 integer at `at`, which is moved past it.
    @inline(__always)
    private func unpack(at: inout Int) -> UInt32 {
        // Most numbers take one byte.
        let first = bytes[at]
        at += 1
        guard first >= 0x80 else { return UInt32(first) }
        var value = UInt32(first & 0x7F)
        var shift: UInt32 = 7
        while true {
            let byte = bytes[at]
            at += 1
            value |= UInt32(byte & 0x7F) << shift
            if byte < 0x80 { return value }
            shift += 7
        }
    }
}
