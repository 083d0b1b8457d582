import SpecimenDiagnostics

/// Reads JSON keeping the position of every key and value. Comments (JSONC) and trailing
/// commas are accepted with a warning, because real token files and the spec's own resolver
/// examples use them.
public struct JSONReader {
    public struct Result: Sendable {
        public var root: JSONNode
        public var warnings: [Diagnostic]
    }

    private let bytes: [UInt8]
    private let file: String
    private var index = 0
    private var line = 1
    private var lineStart = 0
    private var warnings: [Diagnostic] = []
    private var warnedAboutComments = false
    private var depth = 0
    private static let maximumDepth = 256

    private init(_ text: String, file: String) {
        self.bytes = Array(text.utf8)
        self.file = file
    }

    /// Parses `text`; a syntax error is thrown as a located `json-syntax` diagnostic.
    public static func parse(_ text: String, file: String) throws(DiagnosticsFailure) -> Result {
        var reader = JSONReader(text, file: file)
        do {
            if reader.bytes.starts(with: [0xEF, 0xBB, 0xBF]) { reader.index = 3; reader.lineStart = 3 }
            try reader.skipTrivia()
            let root = try reader.parseValue()
            try reader.skipTrivia()
            guard reader.index == reader.bytes.count else { throw reader.error("unexpected content after the JSON value") }
            return Result(root: root, warnings: reader.warnings)
        } catch let diagnostic as Diagnostic {
            throw DiagnosticsFailure(diagnostic)
        } catch {
            throw DiagnosticsFailure(reader.error("\(error)"))
        }
    }

    // MARK: Values

    private mutating func parseValue() throws -> JSONNode {
        let start = position
        guard let byte = peek else { throw error("unexpected end of file; expected a value") }
        switch byte {
        case UInt8(ascii: "{"): return JSONNode(.object(try parseObject()), at: start)
        case UInt8(ascii: "["): return JSONNode(.array(try parseArray()), at: start)
        case UInt8(ascii: "\""): return JSONNode(.string(try parseString()), at: start)
        case UInt8(ascii: "t"): try expectWord("true"); return JSONNode(.bool(true), at: start)
        case UInt8(ascii: "f"): try expectWord("false"); return JSONNode(.bool(false), at: start)
        case UInt8(ascii: "n"): try expectWord("null"); return JSONNode(.null, at: start)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try parseNumber(start: start)
        case UInt8(ascii: "'"): throw error("strings must use double quotes")
        default: throw error("unexpected character '\(describe(byte))'; expected a value")
        }
    }

    private mutating func parseObject() throws -> JSONObject {
        try enterNesting()
        defer { depth -= 1 }
        index += 1
        var members: [JSONMember] = []
        var seen: Set<String> = []
        try skipTrivia()
        if peek == UInt8(ascii: "}") { index += 1; return JSONObject(members) }
        while true {
            try skipTrivia()
            let keyPosition = position
            guard peek == UInt8(ascii: "\"") else {
                if peek == UInt8(ascii: "}"), !members.isEmpty {
                    warn("json-trailing-comma", "trailing comma before '}' is not allowed in JSON", at: lastCommaPosition)
                    index += 1
                    return JSONObject(members)
                }
                throw error(peek == nil ? "unexpected end of file inside an object" : "expected a property name in double quotes")
            }
            let key = try parseString()
            if !seen.insert(key).inserted {
                warn("json-duplicate-key", "duplicate key '\(key)'; the last one wins", at: keyPosition)
            }
            try skipTrivia()
            guard peek == UInt8(ascii: ":") else { throw error("expected ':' after property name '\(key)'") }
            index += 1
            try skipTrivia()
            let value = try parseValue()
            members.append(JSONMember(key: key, keyPosition: keyPosition, value: value))
            try skipTrivia()
            switch peek {
            case UInt8(ascii: ","): lastCommaPosition = position; index += 1
            case UInt8(ascii: "}"): index += 1; return JSONObject(members)
            case nil: throw error("unexpected end of file inside an object; expected ',' or '}'")
            default: throw error("expected ',' or '}' after the value of '\(key)'")
            }
        }
    }

    private var lastCommaPosition = JSONPosition(line: 1, column: 1)

    private mutating func parseArray() throws -> [JSONNode] {
        try enterNesting()
        defer { depth -= 1 }
        index += 1
        var items: [JSONNode] = []
        try skipTrivia()
        if peek == UInt8(ascii: "]") { index += 1; return items }
        while true {
            try skipTrivia()
            if peek == UInt8(ascii: "]"), !items.isEmpty {
                warn("json-trailing-comma", "trailing comma before ']' is not allowed in JSON", at: lastCommaPosition)
                index += 1
                return items
            }
            items.append(try parseValue())
            try skipTrivia()
            switch peek {
            case UInt8(ascii: ","): lastCommaPosition = position; index += 1
            case UInt8(ascii: "]"): index += 1; return items
            case nil: throw error("unexpected end of file inside an array; expected ',' or ']'")
            default: throw error("expected ',' or ']' in array")
            }
        }
    }

    private mutating func parseNumber(start: JSONPosition) throws -> JSONNode {
        let begin = index
        if peek == UInt8(ascii: "-") { index += 1 }
        guard let first = peek, isDigit(first) else { throw error("invalid number: expected a digit") }
        if first == UInt8(ascii: "0") {
            index += 1
            if let next = peek, isDigit(next) { throw error("invalid number: leading zeros are not allowed") }
        } else {
            while let digit = peek, isDigit(digit) { index += 1 }
        }
        if peek == UInt8(ascii: ".") {
            index += 1
            guard let digit = peek, isDigit(digit) else { throw error("invalid number: expected a digit after '.'") }
            while let digit = peek, isDigit(digit) { index += 1 }
        }
        if peek == UInt8(ascii: "e") || peek == UInt8(ascii: "E") {
            index += 1
            if peek == UInt8(ascii: "+") || peek == UInt8(ascii: "-") { index += 1 }
            guard let digit = peek, isDigit(digit) else { throw error("invalid number: expected a digit in the exponent") }
            while let digit = peek, isDigit(digit) { index += 1 }
        }
        let literal = String(decoding: bytes[begin..<index], as: UTF8.self)
        guard let number = Double(literal), number.isFinite else { throw error("number \(literal) is out of range") }
        return JSONNode(.number(number, literal: literal), at: start)
    }

    private mutating func parseString() throws -> String {
        index += 1
        let start = index
        // Fast path: most strings have no escapes and decode straight from the input bytes.
        while let byte = peek, byte != UInt8(ascii: "\""), byte != UInt8(ascii: "\\"), byte >= 0x20 {
            index += 1
        }
        if peek == UInt8(ascii: "\"") {
            index += 1
            return String(decoding: bytes[start..<(index - 1)], as: UTF8.self)
        }
        var buffer = Array(bytes[start..<index])
        while true {
            guard let byte = peek else { throw error("unterminated string") }
            switch byte {
            case UInt8(ascii: "\""):
                index += 1
                return String(decoding: buffer, as: UTF8.self)
            case UInt8(ascii: "\\"):
                index += 1
                let scalar = try parseEscape()
                buffer.append(contentsOf: Array(String(scalar).utf8))
            case 0x0A, 0x0D:
                throw error("unterminated string: line break inside a string")
            case 0x00..<0x20:
                throw error("control character in string; write it as an escape such as \\t")
            default:
                buffer.append(byte)
                index += 1
            }
        }
    }

    private mutating func parseEscape() throws -> Unicode.Scalar {
        guard let byte = peek else { throw error("unterminated escape") }
        index += 1
        switch byte {
        case UInt8(ascii: "\""): return "\""
        case UInt8(ascii: "\\"): return "\\"
        case UInt8(ascii: "/"): return "/"
        case UInt8(ascii: "b"): return "\u{08}"
        case UInt8(ascii: "f"): return "\u{0C}"
        case UInt8(ascii: "n"): return "\n"
        case UInt8(ascii: "r"): return "\r"
        case UInt8(ascii: "t"): return "\t"
        case UInt8(ascii: "u"):
            let high = try parseHex4()
            if (0xD800...0xDBFF).contains(high) {
                guard peek == UInt8(ascii: "\\"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "u") else {
                    throw error("unpaired surrogate in \\u escape")
                }
                index += 2
                let low = try parseHex4()
                guard (0xDC00...0xDFFF).contains(low) else { throw error("unpaired surrogate in \\u escape") }
                let value = 0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00)
                return Unicode.Scalar(value) ?? "\u{FFFD}"
            }
            guard let scalar = Unicode.Scalar(high) else { throw error("unpaired surrogate in \\u escape") }
            return scalar
        default:
            index -= 2
            throw error("invalid escape '\\\(describe(byte))'")
        }
    }

    private mutating func parseHex4() throws -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let byte = peek, let digit = hexValue(byte) else { throw error("expected four hex digits after \\u") }
            value = value * 16 + digit
            index += 1
        }
        return value
    }

    // MARK: Trivia

    private mutating func skipTrivia() throws {
        while let byte = peek {
            switch byte {
            case 0x20, 0x09, 0x0D:
                index += 1
            case 0x0A:
                index += 1
                line += 1
                lineStart = index
            case UInt8(ascii: "/"):
                try skipComment()
            default:
                return
            }
        }
    }

    private mutating func skipComment() throws {
        let start = position
        guard index + 1 < bytes.count else { throw error("unexpected '/'") }
        let kind = bytes[index + 1]
        if kind == UInt8(ascii: "/") {
            while let byte = peek, byte != 0x0A { index += 1 }
        } else if kind == UInt8(ascii: "*") {
            index += 2
            while true {
                guard let byte = peek else { throw error("unterminated /* comment", at: start) }
                if byte == UInt8(ascii: "*"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "/") {
                    index += 2
                    break
                }
                index += 1
                if byte == 0x0A { line += 1; lineStart = index }
            }
        } else {
            throw error("unexpected '/'")
        }
        if !warnedAboutComments {
            warnedAboutComments = true
            warn("json-comment", "comments are not part of JSON; tools other than Specimen may reject this file", at: start)
        }
    }

    // MARK: Helpers

    private var peek: UInt8? { index < bytes.count ? bytes[index] : nil }

    /// The last position computed, so that columns on long (minified) lines are counted once
    /// rather than from the start of the line for every value.
    private var columnMark = (offset: 0, column: 1)

    private var position: JSONPosition {
        mutating get {
            var column = 1
            var cursor = lineStart
            if columnMark.offset >= lineStart, columnMark.offset <= index {
                column = columnMark.column
                cursor = columnMark.offset
            }
            while cursor < index {
                if bytes[cursor] & 0xC0 != 0x80 { column += 1 }
                cursor += 1
            }
            columnMark = (index, column)
            return JSONPosition(line: line, column: column)
        }
    }

    private mutating func enterNesting() throws {
        depth += 1
        if depth > Self.maximumDepth { throw error("nesting deeper than \(Self.maximumDepth) levels") }
    }

    private mutating func expectWord(_ word: String) throws {
        let expected = Array(word.utf8)
        guard bytes.count - index >= expected.count, Array(bytes[index..<index + expected.count]) == expected else {
            throw error("unexpected character '\(describe(bytes[index]))'; expected a value")
        }
        index += expected.count
    }

    private func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

    private func hexValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }

    private func describe(_ byte: UInt8) -> String {
        byte >= 0x20 && byte < 0x7F ? String(UnicodeScalar(byte)) : "\\x" + String(byte, radix: 16, uppercase: true)
    }

    private mutating func error(_ message: String, at location: JSONPosition? = nil) -> Diagnostic {
        let where_ = location ?? position
        return .error("json-syntax", "invalid JSON: \(message)", at: SourceLocation(file: file, line: where_.line, column: where_.column))
    }

    private mutating func warn(_ code: String, _ message: String, at location: JSONPosition) {
        warnings.append(.warning(code, message, at: SourceLocation(file: file, line: location.line, column: location.column)))
    }
}
