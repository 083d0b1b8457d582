/// The keys of a page's terms (`TermNumbers.Key`) as its postings keep them, in as few bytes as
/// each needs: a preview keeps every page's postings for as long as it runs, and a whole key is
/// 24 bytes where most terms are a word of up to eight (a 10,000-page preview held 60 MB more
/// with whole keys). A term of up to eight bytes takes nine, of up to sixteen seventeen, and a
/// longer one its hash, its bytes and their place.
struct PostedKeys {
    /// Each term's first integer.
    private var firsts: [UInt64] = []
    /// Each term's length, 1 to 16; 0 for a longer term (whose length is in `longs`).
    private var lengths: [UInt8] = []
    /// The second integer of each term of more than eight bytes, in their order.
    private var seconds: [UInt64] = []
    /// The length of each term of more than sixteen bytes and where its bytes start in
    /// `spellings`, in their order.
    private var longs: [(length: Int32, start: Int32)] = []
    private var spellings: [UInt8] = []

    /// Where a run of keys starts: its first key's index, and how many of the keys before it
    /// had a second integer, and how many were longer than sixteen bytes.
    struct Position {
        fileprivate var index = 0
        fileprivate var second = 0
        fileprivate var long = 0
    }

    /// Where the next key appended will be.
    var end: Position { Position(index: firsts.count, second: seconds.count, long: longs.count) }

    var count: Int { firsts.count }

    mutating func reserveCapacity(_ count: Int) {
        firsts.reserveCapacity(count)
        lengths.reserveCapacity(count)
    }

    /// Appends `key`, whose bytes, for a term of more than sixteen, are `spelling`.
    mutating func append(_ key: TermNumbers.Key, spelling: UnsafeBufferPointer<UInt8> = .init(start: nil, count: 0)) {
        assert(key.length <= 16 || Int(key.length) == spelling.count, "a long term's key comes with its bytes")
        firsts.append(key.first)
        lengths.append(key.length <= 16 ? UInt8(key.length) : 0)
        if key.length > 8 { seconds.append(key.second) }
        if key.length > 16 {
            longs.append((key.length, Int32(spellings.count)))
            spellings.append(contentsOf: spelling)
        }
    }

    init() {}

    /// The keys of `count` terms, written in order by `body` through the writer it is given,
    /// `seconds` of them longer than eight bytes: a page's keys all at once (see
    /// `PagePostings.keep`), where appended one by one each checked two or three arrays for
    /// room and for sharing (a Korean page's keys, a third of their keeping).
    init(count: Int, seconds: Int, _ body: (inout Writer) -> Void) {
        firsts = [UInt64](repeating: 0, count: count)
        lengths = [UInt8](repeating: 0, count: count)
        self.seconds = [UInt64](repeating: 0, count: seconds)
        var written: (count: Int, seconds: Int, longs: [(length: Int32, start: Int32)], spellings: [UInt8]) = (0, 0, [], [])
        firsts.withUnsafeMutableBufferPointer { firsts in
            lengths.withUnsafeMutableBufferPointer { lengths in
                self.seconds.withUnsafeMutableBufferPointer { seconds in
                    var writer = Writer(firsts: firsts, lengths: lengths, seconds: seconds)
                    body(&writer)
                    written = (writer.count, writer.secondCount, writer.longs, writer.spellings)
                }
            }
        }
        precondition(written.count == count && written.seconds == seconds, "as many keys written as there is room for")
        (longs, spellings) = (written.longs, written.spellings)
    }

    /// Writes keys into the room `init(count:seconds:_:)` made, in order.
    struct Writer {
        fileprivate let firsts: UnsafeMutableBufferPointer<UInt64>
        fileprivate let lengths: UnsafeMutableBufferPointer<UInt8>
        fileprivate let seconds: UnsafeMutableBufferPointer<UInt64>
        fileprivate var count = 0
        fileprivate var secondCount = 0
        fileprivate var longs: [(length: Int32, start: Int32)] = []
        fileprivate var spellings: [UInt8] = []

        /// Where the next key written will be.
        var end: Position { Position(index: count, second: secondCount, long: longs.count) }

        /// Writes `key`, whose bytes, for a term of more than sixteen, are `spelling`.
        mutating func append(_ key: TermNumbers.Key, spelling: UnsafeBufferPointer<UInt8> = .init(start: nil, count: 0)) {
            assert(key.length <= 16 || Int(key.length) == spelling.count, "a long term's key comes with its bytes")
            firsts[count] = key.first
            lengths[count] = key.length <= 16 ? UInt8(key.length) : 0
            count += 1
            if key.length > 8 {
                seconds[secondCount] = key.second
                secondCount += 1
            }
            if key.length > 16 {
                longs.append((key.length, Int32(spellings.count)))
                spellings.append(contentsOf: spelling)
            }
        }
    }

    /// Calls `body` with each key from `start` up to the key at `endIndex`, the bytes of a key
    /// of more than sixteen (else none; see `TermNumbers.number(of:longSpelling:)`), and the
    /// key's index.
    func forEach(from start: Position, upTo endIndex: Int, _ body: (TermNumbers.Key, UnsafeBufferPointer<UInt8>, Int) -> Void) {
        spellings.withUnsafeBufferPointer { spellings in
            var (second, long) = (start.second, start.long)
            for index in start.index..<endIndex {
                var key = TermNumbers.Key(first: firsts[index], length: Int32(lengths[index]))
                var bytes = UnsafeBufferPointer<UInt8>(start: nil, count: 0)
                if key.length == 0 {
                    let (length, begin) = longs[long]
                    long += 1
                    key.length = length
                    bytes = UnsafeBufferPointer(rebasing: spellings[Int(begin)..<Int(begin) + Int(length)])
                }
                if key.length > 8 {
                    key.second = seconds[second]
                    second += 1
                }
                body(key, bytes, index)
            }
        }
    }
}
