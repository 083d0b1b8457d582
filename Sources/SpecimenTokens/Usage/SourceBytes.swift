/// The bytes the usage scanner looks for, by name.
enum ASCII {
    static let newline = UInt8(ascii: "\n"), space = UInt8(ascii: " "), tab = UInt8(ascii: "\t")
    static let slash = UInt8(ascii: "/"), star = UInt8(ascii: "*"), backslash = UInt8(ascii: "\\"), less = UInt8(ascii: "<")
    static let doubleQuote = UInt8(ascii: "\""), singleQuote = UInt8(ascii: "'"), backtick = UInt8(ascii: "`")
    static let dash = UInt8(ascii: "-"), dot = UInt8(ascii: "."), colon = UInt8(ascii: ":"), bang = UInt8(ascii: "!")
    static let at = UInt8(ascii: "@"), dollar = UInt8(ascii: "$"), openBrace = UInt8(ascii: "{"), closeBrace = UInt8(ascii: "}")
    static let openParenthesis = UInt8(ascii: "(")
}

/// Classes of source bytes and cutting runs of them out. The classes are bits of one table,
/// looked up once per byte: the scanner asks them of every byte of every file.
enum Bytes {
    private static let identifierStart: UInt8 = 1, identifier: UInt8 = 2, name: UInt8 = 4, classWord: UInt8 = 8

    private static let classes: [UInt8] = (0...255).map { value in
        let byte = UInt8(value)
        let isLetter = (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
        let isDigit = byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
        let start = isLetter || byte == UInt8(ascii: "_")
        let inIdentifier = start || isDigit
        var bits: UInt8 = 0
        if start { bits |= identifierStart }
        if inIdentifier { bits |= identifier }
        if inIdentifier || byte == UInt8(ascii: "-") || byte >= 0x80 { bits |= name }
        if inIdentifier || ":-/.!".utf8.contains(byte) { bits |= classWord }
        return bits
    }

    /// What a CSS identifier holds: letters, digits, `-`, `_`, and any non-ASCII byte.
    @inline(__always) static func isNameByte(_ byte: UInt8) -> Bool { classes[Int(byte)] & name != 0 }

    /// What a Java, Kotlin or Swift identifier holds (ASCII).
    @inline(__always) static func isIdentifierByte(_ byte: UInt8) -> Bool { classes[Int(byte)] & identifier != 0 }

    @inline(__always) static func isIdentifierStart(_ byte: UInt8) -> Bool { classes[Int(byte)] & identifierStart != 0 }

    /// What a Tailwind class holds as the scanner reads it: a name with variants (`:`), an
    /// opacity or fraction (`/`), a decimal (`.`) and `!`; arbitrary values (`[…]`) end it.
    @inline(__always) static func isClassWordByte(_ byte: UInt8) -> Bool { classes[Int(byte)] & classWord != 0 }

    /// Where the run of bytes `allowed` takes, starting at `start`, ends.
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

    /// Where `needle` starts in `bytes` (an offset of `bytes`' own indices), if it is there; ASCII needles.
    static func firstRange(of needle: StaticString, in bytes: ArraySlice<UInt8>) -> Int? {
        let pattern = UnsafeBufferPointer(start: needle.utf8Start, count: needle.utf8CodeUnitCount)
        guard pattern.count <= bytes.count, let first = pattern.first else { return nil }
        var index = bytes.startIndex
        while index + pattern.count <= bytes.endIndex {
            if bytes[index] == first, pattern.indices.allSatisfy({ bytes[index + $0] == pattern[$0] }) { return index }
            index += 1
        }
        return nil
    }

    static func contains(_ bytes: ArraySlice<UInt8>, _ needle: StaticString) -> Bool {
        firstRange(of: needle, in: bytes) != nil
    }

    static func string(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
    }
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
        while counted < offset {
            if bytes[counted] == ASCII.newline { (line, lineStart) = (line + 1, counted + 1) }
            counted += 1
        }
        var column = 1
        for index in lineStart..<offset where bytes[index] & 0xC0 != 0x80 { column += 1 }
        return (line, column)
    }
}
