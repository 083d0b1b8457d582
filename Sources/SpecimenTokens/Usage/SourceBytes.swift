#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The bytes the usage scanner looks for, by name.
enum ASCII {
    static let newline = UInt8(ascii: "\n"), space = UInt8(ascii: " "), tab = UInt8(ascii: "\t")
    static let slash = UInt8(ascii: "/"), star = UInt8(ascii: "*"), backslash = UInt8(ascii: "\\"), less = UInt8(ascii: "<")
    static let doubleQuote = UInt8(ascii: "\""), singleQuote = UInt8(ascii: "'"), backtick = UInt8(ascii: "`")
    static let dash = UInt8(ascii: "-"), dot = UInt8(ascii: "."), colon = UInt8(ascii: ":"), bang = UInt8(ascii: "!")
    static let at = UInt8(ascii: "@"), dollar = UInt8(ascii: "$"), openBrace = UInt8(ascii: "{"), closeBrace = UInt8(ascii: "}")
    static let openParenthesis = UInt8(ascii: "(")
}

/// Cutting runs of source bytes out, and finding ASCII needles in them; the classes of bytes
/// the runs are made of are `ByteClasses`'.
enum Bytes {
    /// Where the run of bytes `allowed` takes, starting at `start`, ends.
    @inline(__always)
    static func end(of bytes: UnsafeBufferPointer<UInt8>, from start: Int, where allowed: (UInt8) -> Bool) -> Int {
        var end = start
        while end < bytes.count, allowed(bytes[end]) { end += 1 }
        return end
    }

    /// Where the run of bytes `allowed` takes, ending just before `end`, starts.
    static func start(of bytes: UnsafeBufferPointer<UInt8>, before end: Int, where allowed: (UInt8) -> Bool) -> Int {
        var start = end
        while start > 0, allowed(bytes[start - 1]) { start -= 1 }
        return start
    }

    /// Where `needle` (ASCII) starts in `bytes[range]`, if it is there; with `ignoringCase`, an
    /// upper-case letter of `bytes` matches its lower case in `needle`.
    static func firstRange(
        of needle: StaticString, in bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>? = nil, ignoringCase: Bool = false
    ) -> Int? {
        let pattern = UnsafeBufferPointer(start: needle.utf8Start, count: needle.utf8CodeUnitCount)
        let range = range ?? 0..<bytes.count
        guard pattern.count <= range.count else { return nil }
        func folded(_ byte: UInt8) -> UInt8 { ignoringCase && byte &- UInt8(ascii: "A") < 26 ? byte | 0x20 : byte }
        var index = range.lowerBound
        while index + pattern.count <= range.upperBound {
            if pattern.indices.allSatisfy({ folded(bytes[index + $0]) == pattern[$0] }) { return index }
            index += 1
        }
        return nil
    }

    /// Whether `text` holds `needle` (ASCII).
    static func contains(_ text: String, _ needle: StaticString) -> Bool {
        var text = text
        return text.withUTF8 { firstRange(of: needle, in: $0) != nil }
    }

    static func string(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
    }
}

/// The classes of every byte value as bits of one table, worked out once: the scanner's hot
/// loops look a byte's class up with one load and no branch.
struct ByteClasses: @unchecked Sendable {
    private static let identifierStart: UInt8 = 1, identifier: UInt8 = 2, name: UInt8 = 4, classWord: UInt8 = 8, start: UInt8 = 16

    /// The one table, kept for the process's life.
    static let shared = ByteClasses()

    private let table: UnsafePointer<UInt8>

    private init() {
        let table = UnsafeMutablePointer<UInt8>.allocate(capacity: 256)
        let starts = Array("/<-{@!\"'`\\\n".utf8)
        for value in 0...255 {
            let byte = UInt8(value)
            let isLetter = (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
            let isIdentifierStart = isLetter || byte == UInt8(ascii: "_")
            let isIdentifier = isIdentifierStart || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
            var bits: UInt8 = 0
            if isIdentifierStart || starts.contains(byte) { bits |= Self.start }
            if isIdentifierStart { bits |= Self.identifierStart }
            if isIdentifier { bits |= Self.identifier }
            if isIdentifier || byte == UInt8(ascii: "-") || byte >= 0x80 { bits |= Self.name }
            if isIdentifier || ":-/.!".utf8.contains(byte) { bits |= Self.classWord }
            table[value] = bits
        }
        self.table = UnsafePointer(table)
    }

    @inline(__always) func isIdentifierStart(_ byte: UInt8) -> Bool { table[Int(byte)] & Self.identifierStart != 0 }
    /// What a Java, Kotlin or Swift identifier holds (ASCII letters, digits, `_`).
    @inline(__always) func isIdentifierByte(_ byte: UInt8) -> Bool { table[Int(byte)] & Self.identifier != 0 }
    /// What a CSS identifier holds: letters, digits, `-`, `_`, and any non-ASCII byte.
    @inline(__always) func isNameByte(_ byte: UInt8) -> Bool { table[Int(byte)] & Self.name != 0 }
    /// What a Tailwind class holds as the scanner reads it: a name with variants (`:`), an
    /// opacity or fraction (`/`), a decimal (`.`) and `!`; arbitrary values (`[…]`) end it.
    @inline(__always) func isClassWordByte(_ byte: UInt8) -> Bool { table[Int(byte)] & Self.classWord != 0 }

    /// Whether the byte can start a comment, a string or a name, or end a string: an
    /// identifier's first byte or one of `/<-{@!"'`\` and the newline. The scanner steps over any other at once.
    @inline(__always) func canStartSomething(_ byte: UInt8) -> Bool { table[Int(byte)] & Self.start != 0 }
}

/// The line and column of offsets asked for in increasing order, counted as far as the last
/// one asked: a file with no use costs no counting at all.
struct LinePosition {
    private var counted = 0
    private var line = 1
    private var lineStart = 0

    /// Counted from 1; the column in characters.
    mutating func lineAndColumn(of offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> (line: Int, column: Int) {
        if offset < counted { (counted, line, lineStart) = (0, 1, 0) }  // asked out of order: count again
        // memchr finds each line's end at the speed of memory.
        while counted < offset, let base = bytes.baseAddress, let found = memchr(base + counted, Int32(ASCII.newline), offset - counted) {
            let newline = UnsafeRawPointer(found) - UnsafeRawPointer(base)
            (line, lineStart, counted) = (line + 1, newline + 1, newline + 1)
        }
        counted = offset
        var column = 1
        for index in lineStart..<offset where bytes[index] & 0xC0 != 0x80 { column += 1 }
        return (line, column)
    }
}
