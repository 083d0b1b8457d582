/// Writes JSON with members in the order given and two-space indentation, so that files
/// generated from the same tokens are byte-identical and their diffs readable.
public enum JSONWriter {
    public static func write(_ value: JSONValue) -> String {
        var output = ""
        write(value, indent: 0, into: &output)
        return output + "\n"
    }

    static func write(_ value: JSONValue, indent: Int, into output: inout String) {
        switch value {
        case .null: output += "null"
        case .bool(let flag): output += flag ? "true" : "false"
        case .number(_, let literal): output += literal
        case .string(let text): appendQuoted(text, to: &output)
        case .array(let items):
            guard !items.isEmpty else { output += "[]"; return }
            if items.allSatisfy({ $0.isScalar }) {
                output += "[" + items.map { scalar($0.value) }.joined(separator: ", ") + "]"
                return
            }
            output += "[\n"
            for (index, item) in items.enumerated() {
                output += indentation(indent + 1)
                write(item.value, indent: indent + 1, into: &output)
                output += index + 1 < items.count ? ",\n" : "\n"
            }
            output += indentation(indent)
            output += "]"
        case .object(let object):
            guard !object.members.isEmpty else { output += "{}"; return }
            output += "{\n"
            for (index, member) in object.members.enumerated() {
                output += indentation(indent + 1)
                appendQuoted(member.key, to: &output)
                output += ": "
                write(member.value.value, indent: indent + 1, into: &output)
                output += index + 1 < object.members.count ? ",\n" : "\n"
            }
            output += indentation(indent)
            output += "}"
        }
    }

    /// Two spaces a level; the usual depths are made once, not for every line.
    static func indentation(_ depth: Int) -> String {
        depth < indentations.count ? indentations[depth] : String(repeating: "  ", count: depth)
    }

    private static let indentations = (0..<16).map { String(repeating: "  ", count: $0) }

    /// Appends `quoted(text)`; a text with nothing to escape (most keys and values) is copied as it is.
    static func appendQuoted(_ text: String, to output: inout String) {
        if text.utf8.allSatisfy(isPlain) {
            output += "\""
            output += text
            output += "\""
        } else {
            output += quoted(text)
        }
    }

    /// A printable ASCII byte that `quoted` writes as it is.
    private static func isPlain(_ byte: UInt8) -> Bool {
        byte >= 0x20 && byte < 0x80 && byte != UInt8(ascii: "\"") && byte != UInt8(ascii: "\\") && byte != UInt8(ascii: "<")
            && byte != UInt8(ascii: ">") && byte != UInt8(ascii: "&")
    }

    /// `"key": value` as it appears inside an object written at depth `indent - 1`, with its
    /// indentation and without the separator; for callers that assemble objects piece by piece.
    public static func member(_ key: String, _ value: JSONValue, indent: Int) -> String {
        var output = String(repeating: "  ", count: indent) + quoted(key) + ": "
        write(value, indent: indent, into: &output)
        return output
    }

    /// JSON on one line, `{"a": 1, "b": [2, 3]}`, for showing a value inside a sentence or a cell.
    public static func compact(_ value: JSONValue) -> String {
        switch value {
        case .array(let items): "[" + items.map { compact($0.value) }.joined(separator: ", ") + "]"
        case .object(let object): "{" + object.members.map { quoted($0.key) + ": " + compact($0.value.value) }.joined(separator: ", ") + "}"
        default: scalar(value)
        }
    }

    private static func scalar(_ value: JSONValue) -> String {
        var output = ""
        write(value, indent: 0, into: &output)
        return output
    }

    /// A JSON string literal; control characters and the characters `<`, `>`, `&` are escaped
    /// so the text is also safe inside an HTML `<script>`. Works on UTF-8 bytes, copying runs
    /// that need no escape whole (the search index quotes every page's text).
    public static func quoted(_ text: String) -> String {
        if text.utf8.allSatisfy(isPlain) { return "\"" + text + "\"" }
        var result = [UInt8]()
        appendQuoted(text, to: &result)
        return String(decoding: result, as: UTF8.self)
    }

    /// `quoted(text)` appended to `output` as UTF-8, for a writer that assembles bytes.
    public static func appendQuoted(_ text: String, to output: inout [UInt8]) {
        var text = text
        text.withUTF8 { appendQuoted(utf8: $0, to: &output) }
    }

    /// `quoted` of the text spelled by `bytes` (valid UTF-8) appended to `output`, for a
    /// writer that holds its text as bytes and need not make a string of it.
    public static func appendQuoted(utf8 bytes: UnsafeBufferPointer<UInt8>, to output: inout [UInt8]) {
        output.append(UInt8(ascii: "\""))
        var runStart = 0
        var index = 0
        while index < bytes.count {
            // Most bytes need no escape: skipped eight at a time, then one comparison each.
            if index + 8 <= bytes.count, let plain = plainBytes(at: index, in: bytes) {
                index += plain
                if plain == 8 { continue }
            }
            if isPlain(bytes[index]) || (bytes[index] >= 0x80 && bytes[index] != 0xE2) {
                index += 1
                continue
            }
            guard let (escape, width) = escape(at: index, in: bytes) else {
                index += 1
                continue
            }
            if runStart < index { output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<index])) }
            output.append(contentsOf: escape.utf8)
            index += width
            runStart = index
        }
        if runStart < index { output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<index])) }
        output.append(UInt8(ascii: "\""))
    }

    /// How many of the eight bytes at `start` (all within `bytes`) are written as they are, up
    /// to the first that may need an escape (a control, `"`, `\`, `<`, `>`, `&`, or 0xE2, which
    /// starts U+2028 and U+2029), all eight when none may; nil when the first may.
    private static func plainBytes(at start: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        let word = ByteWords.load(bytes, at: start)
        // `<` and `>` differ in one bit, as `"` and `&` do: each pair is one test.
        let needs =
            ByteWords.below(word, 0x20) | ByteWords.equal(word | 0x0202_0202_0202_0202, UInt8(ascii: ">"))
            | ByteWords.equal(word | 0x0404_0404_0404_0404, UInt8(ascii: "&")) | ByteWords.equal(word, UInt8(ascii: "\\"))
            | ByteWords.equal(word, 0xE2)
        let plain = ByteWords.leadingBytes(before: needs)
        return plain > 0 ? plain : nil
    }

    /// The escape of the character at `index` and how many bytes it takes, or nil when it is
    /// written as it is.
    private static func escape(at index: Int, in bytes: UnsafeBufferPointer<UInt8>) -> (String, Int)? {
        let byte = bytes[index]
        switch byte {
        case UInt8(ascii: "\""): return ("\\\"", 1)
        case UInt8(ascii: "\\"): return ("\\\\", 1)
        case UInt8(ascii: "\n"): return ("\\n", 1)
        case UInt8(ascii: "\r"): return ("\\r", 1)
        case UInt8(ascii: "\t"): return ("\\t", 1)
        case UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "&"): return ("\\u" + hex4(UInt32(byte)), 1)
        case 0xE2 where index + 2 < bytes.count && bytes[index + 1] == 0x80 && (bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9):
            // U+2028 and U+2029 end a line in JavaScript.
            return (bytes[index + 2] == 0xA8 ? "\\u2028" : "\\u2029", 3)
        default:
            return byte < 0x20 ? ("\\u" + hex4(UInt32(byte)), 1) : nil
        }
    }

    /// A finite number as JSON writes it: whole numbers without a fraction, others in Swift's
    /// shortest form that reads back exactly; infinities and NaN (which JSON lacks) as null.
    public static func number(_ value: Double) -> String {
        guard value.isFinite else { return "null" }
        if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        return String(value)
    }

    private static func hex4(_ value: UInt32) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
}

extension JSONNode {
    fileprivate var isScalar: Bool {
        switch value {
        case .object, .array: false
        default: true
        }
    }
}
