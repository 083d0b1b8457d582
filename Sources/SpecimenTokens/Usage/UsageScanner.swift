/// Finds the tokens a file of code uses, in one pass over its bytes: at each place a name can
/// start (`--`, `{`, `@kind/`, `R.kind.`), the whole name is cut out and looked up in the
/// vocabulary, so a name is matched as a whole identifier (`--color-primary-strong` is not a
/// use of `--color-primary`) and a file costs the same however many tokens there are.
public enum UsageScanner {
    /// The uses in `text`, in order.
    public static func uses(in text: String, vocabulary: UsageVocabulary) -> [TokenUse] {
        var uses: [TokenUse] = []
        var text = text
        text.withUTF8 { bytes in
            var cursor = Cursor(bytes: bytes)
            while cursor.index < bytes.count {
                if let use = use(at: &cursor, vocabulary: vocabulary) {
                    uses.append(use)
                } else {
                    cursor.advance()
                }
            }
        }
        return uses
    }

    /// The use starting at the cursor, moving past it; nil (the cursor not moved) where none starts.
    private static func use(at cursor: inout Cursor, vocabulary: UsageVocabulary) -> TokenUse? {
        let bytes = cursor.bytes
        let start = cursor.index
        let byte = bytes[start]
        let previous = start > 0 ? bytes[start - 1] : 0x20
        switch byte {
        case UInt8(ascii: "-") where !isNameByte(previous):
            guard start + 2 < bytes.count, bytes[start + 1] == UInt8(ascii: "-") else { return nil }
            let end = nameEnd(bytes, from: start + 2, allowing: isNameByte)
            let name = string(bytes, start, end)
            guard let token = vocabulary.customProperties[name] else { return nil }
            return cursor.take(until: end, TokenUse(token: token, platform: .css, line: 0, column: 0, written: name))
        case UInt8(ascii: "{"):
            let end = nameEnd(bytes, from: start + 1) {
                isNameByte($0) || $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "@") || $0 == UInt8(ascii: "$")
            }
            guard end < bytes.count, bytes[end] == UInt8(ascii: "}"), end > start + 1 else { return nil }
            let path = string(bytes, start + 1, end)
            guard vocabulary.paths.contains(path) else { return nil }
            return cursor.take(until: end + 1, TokenUse(token: path, platform: .dtcg, line: 0, column: 0, written: "{\(path)}"))
        case UInt8(ascii: "@") where !isIdentifierByte(previous):
            return androidUse(at: &cursor, prefixLength: 1, separator: UInt8(ascii: "/"), vocabulary: vocabulary)
        case UInt8(ascii: "R") where !isIdentifierByte(previous) && previous != UInt8(ascii: "."):
            guard start + 1 < bytes.count, bytes[start + 1] == UInt8(ascii: ".") else { return nil }
            return androidUse(at: &cursor, prefixLength: 2, separator: UInt8(ascii: "."), vocabulary: vocabulary)
        default:
            return nil
        }
    }

    /// `@color/primary` (prefix `@`, separator `/`) or `R.color.primary` (prefix `R.`, separator `.`).
    private static func androidUse(at cursor: inout Cursor, prefixLength: Int, separator: UInt8, vocabulary: UsageVocabulary) -> TokenUse? {
        let bytes = cursor.bytes
        let kindStart = cursor.index + prefixLength
        let kindEnd = nameEnd(bytes, from: kindStart, allowing: isIdentifierByte)
        guard kindEnd > kindStart, kindEnd < bytes.count, bytes[kindEnd] == separator else { return nil }
        let end = nameEnd(bytes, from: kindEnd + 1, allowing: isIdentifierByte)
        guard end > kindEnd + 1 else { return nil }
        let key = string(bytes, kindStart, kindEnd) + "/" + string(bytes, kindEnd + 1, end)
        guard let token = vocabulary.androidResources[key] else { return nil }
        return cursor.take(until: end, TokenUse(token: token, platform: .android, line: 0, column: 0, written: string(bytes, cursor.index, end)))
    }

    /// What a CSS identifier holds: letters, digits, `-`, `_`, and any non-ASCII byte.
    static func isNameByte(_ byte: UInt8) -> Bool {
        isIdentifierByte(byte) || byte == UInt8(ascii: "-") || byte >= 0x80
    }

    /// What a Java, Kotlin or Swift identifier holds (ASCII).
    static func isIdentifierByte(_ byte: UInt8) -> Bool {
        (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
            || byte == UInt8(ascii: "_")
    }

    private static func nameEnd(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, allowing allowed: (UInt8) -> Bool) -> Int {
        var end = start
        while end < bytes.count, allowed(bytes[end]) { end += 1 }
        return end
    }

    private static func string(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
    }

    /// A position in the bytes with its line and column, kept as it moves forward.
    private struct Cursor {
        let bytes: UnsafeBufferPointer<UInt8>
        var index = 0
        var line = 1
        var column = 1

        init(bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

        mutating func advance() {
            if bytes[index] == 0x0A {
                (line, column) = (line + 1, 1)
            } else if bytes[index] & 0xC0 != 0x80 {
                column += 1  // a character starts here
            }
            index += 1
        }

        /// `use` at the cursor's place, the cursor moved to `end` (names hold no line break).
        mutating func take(until end: Int, _ use: TokenUse) -> TokenUse {
            var placed = use
            (placed.line, placed.column) = (line, column)
            while index < end { advance() }
            return placed
        }
    }
}
