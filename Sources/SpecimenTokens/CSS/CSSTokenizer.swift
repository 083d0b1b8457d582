/// Splits text into CSS tokens by the rules of the CSS Syntax Module Level 3 (§4.3), as a
/// browser reads a stylesheet: comments are dropped, escapes are read, a string cut by a line
/// break is a bad string.
public struct CSSTokenizer {
    private let scalars: [Unicode.Scalar]
    private var index = 0

    public init(_ text: String) {
        scalars = Array(text.unicodeScalars)
    }

    /// Every token of `text`, in order.
    public static func tokens(of text: String) -> [CSSToken] {
        var tokenizer = CSSTokenizer(text)
        var tokens: [CSSToken] = []
        while let token = tokenizer.next() { tokens.append(token) }
        return tokens
    }

    /// The next token; nil at the end.
    public mutating func next() -> CSSToken? {
        skipComments()
        guard let scalar = peek() else { return nil }
        if Self.isWhitespace(scalar) {
            while let next = peek(), Self.isWhitespace(next) { index += 1 }
            return .whitespace
        }
        switch scalar {
        case "\"", "'":
            index += 1
            return string(ending: scalar)
        case "#":
            if let next = peek(1), Self.isNameCharacter(next) || startsEscape(at: index + 1) {
                index += 1
                let isIdentifier = startsIdentifier(at: index)
                return .hash(name(), isIdentifier: isIdentifier)
            }
        case "(": index += 1; return .openParenthesis
        case ")": index += 1; return .closeParenthesis
        case "[": index += 1; return .openSquare
        case "]": index += 1; return .closeSquare
        case "{": index += 1; return .openCurly
        case "}": index += 1; return .closeCurly
        case ",": index += 1; return .comma
        case ":": index += 1; return .colon
        case ";": index += 1; return .semicolon
        case "+", ".":
            if startsNumber(at: index) { return numeric() }
        case "-":
            if startsNumber(at: index) { return numeric() }
            if peek(1) == "-", peek(2) == ">" {
                index += 3
                return .cdc
            }
            if startsIdentifier(at: index) { return identLike() }
        case "<":
            if peek(1) == "!", peek(2) == "-", peek(3) == "-" {
                index += 4
                return .cdo
            }
        case "@":
            if startsIdentifier(at: index + 1) {
                index += 1
                return .atKeyword(name())
            }
        case "\\":
            if startsEscape(at: index) { return identLike() }
        default:
            if scalar.properties.numericType == .decimal, scalar.isASCII { return numeric() }
            if Self.isNameStart(scalar) { return identLike() }
        }
        index += 1
        return .delim(Character(scalar))
    }

    // MARK: - Tokens

    private mutating func string(ending quote: Unicode.Scalar) -> CSSToken {
        var text = String.UnicodeScalarView()
        while let scalar = peek() {
            index += 1
            switch scalar {
            case quote: return .string(String(text))
            case "\n", "\r", "\u{0C}":
                // The line break is not part of the bad string; the next token starts at it.
                index -= 1
                return .badString
            case "\\":
                guard let next = peek() else { continue }
                if next == "\n" || next == "\r" || next == "\u{0C}" {
                    index += 1
                } else {
                    text.append(escape())
                }
            default: text.append(scalar)
            }
        }
        return .unterminated
    }

    private mutating func numeric() -> CSSToken {
        let value = number()
        if startsIdentifier(at: index) { return .dimension(value, unit: name()) }
        if peek() == "%" {
            index += 1
            return .percentage(value)
        }
        return .number(value)
    }

    private mutating func identLike() -> CSSToken {
        let text = name()
        if text.lowercased() == "url", peek() == "(" {
            index += 1
            // `url("…")` is a function whose argument is a string; `url(…)` unquoted is a URL token.
            var lookahead = index
            while lookahead < scalars.count, Self.isWhitespace(scalars[lookahead]) { lookahead += 1 }
            if lookahead < scalars.count, scalars[lookahead] == "\"" || scalars[lookahead] == "'" { return .function(text) }
            return url()
        }
        if peek() == "(" {
            index += 1
            return .function(text)
        }
        return .ident(text)
    }

    private mutating func url() -> CSSToken {
        while let scalar = peek(), Self.isWhitespace(scalar) { index += 1 }
        var text = String.UnicodeScalarView()
        while let scalar = peek() {
            index += 1
            switch scalar {
            case ")": return .url(String(text))
            case _ where Self.isWhitespace(scalar):
                while let next = peek(), Self.isWhitespace(next) { index += 1 }
                if peek() == ")" {
                    index += 1
                    return .url(String(text))
                }
                return badURLRemnant()
            case "\"", "'", "(":
                return badURLRemnant()
            case _ where scalar.value <= 0x08 || scalar.value == 0x0B || (0x0E...0x1F).contains(scalar.value) || scalar.value == 0x7F:
                return badURLRemnant()
            case "\\":
                guard startsEscape(at: index - 1) else { return badURLRemnant() }
                text.append(escape())
            default: text.append(scalar)
            }
        }
        return .unterminated
    }

    /// Reads to the end of a bad URL (§4.3.14).
    private mutating func badURLRemnant() -> CSSToken {
        while let scalar = peek() {
            index += 1
            if scalar == ")" { break }
            if scalar == "\\", startsEscape(at: index - 1) { _ = escape() }
        }
        return .badURL
    }

    // MARK: - Pieces

    private mutating func name() -> String {
        var text = String.UnicodeScalarView()
        while let scalar = peek() {
            if Self.isNameCharacter(scalar) {
                text.append(scalar)
                index += 1
            } else if startsEscape(at: index) {
                index += 1
                text.append(escape())
            } else {
                break
            }
        }
        return String(text)
    }

    /// A number's text, read whole, as `Double` reads it.
    private mutating func number() -> Double {
        let start = index
        if peek() == "+" || peek() == "-" { index += 1 }
        func digits() { while let scalar = peek(), Self.isDigit(scalar) { index += 1 } }
        digits()
        if peek() == ".", let next = peek(1), Self.isDigit(next) {
            index += 1
            digits()
        }
        if peek() == "e" || peek() == "E" {
            let sign = peek(1) == "+" || peek(1) == "-" ? 1 : 0
            if let next = peek(1 + sign), Self.isDigit(next) {
                index += 1 + sign
                digits()
            }
        }
        var text = String.UnicodeScalarView()
        text.append(contentsOf: scalars[start..<index])
        return Double(String(text)) ?? 0
    }

    /// The code point an escape stands for; the backslash already read.
    private mutating func escape() -> Unicode.Scalar {
        guard let scalar = peek() else { return "\u{FFFD}" }
        index += 1
        guard Self.isHexDigit(scalar) else { return scalar }
        var hex = String(Character(scalar))
        while hex.count < 6, let next = peek(), Self.isHexDigit(next) {
            hex.append(Character(next))
            index += 1
        }
        if let next = peek(), Self.isWhitespace(next) { index += 1 }
        guard let value = UInt32(hex, radix: 16), value != 0, value <= 0x10FFFF, let code = Unicode.Scalar(value) else { return "\u{FFFD}" }
        return code
    }

    private mutating func skipComments() {
        while peek() == "/", peek(1) == "*" {
            index += 2
            while index < scalars.count, !(scalars[index] == "*" && peek(1) == "/") { index += 1 }
            index = min(scalars.count, index + 2)
        }
    }

    // MARK: - Lookahead

    private func peek(_ offset: Int = 0) -> Unicode.Scalar? {
        index + offset < scalars.count ? scalars[index + offset] : nil
    }

    private func scalar(at position: Int) -> Unicode.Scalar? {
        position >= 0 && position < scalars.count ? scalars[position] : nil
    }

    private func startsEscape(at position: Int) -> Bool {
        guard scalar(at: position) == "\\", let next = scalar(at: position + 1) else { return false }
        return next != "\n" && next != "\r" && next != "\u{0C}"
    }

    private func startsIdentifier(at position: Int) -> Bool {
        guard let first = scalar(at: position) else { return false }
        if first == "-" {
            guard let second = scalar(at: position + 1) else { return false }
            return Self.isNameStart(second) || second == "-" || startsEscape(at: position + 1)
        }
        if first == "\\" { return startsEscape(at: position) }
        return Self.isNameStart(first)
    }

    private func startsNumber(at position: Int) -> Bool {
        guard let first = scalar(at: position) else { return false }
        if first == "+" || first == "-" {
            guard let second = scalar(at: position + 1) else { return false }
            if Self.isDigit(second) { return true }
            return second == "." && scalar(at: position + 2).map(Self.isDigit) == true
        }
        if first == "." { return scalar(at: position + 1).map(Self.isDigit) == true }
        return Self.isDigit(first)
    }

    // MARK: - Classes of code points

    static func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
        scalar == " " || scalar == "\t" || scalar == "\n" || scalar == "\r" || scalar == "\u{0C}"
    }

    static func isDigit(_ scalar: Unicode.Scalar) -> Bool { ("0"..."9").contains(scalar) }

    static func isHexDigit(_ scalar: Unicode.Scalar) -> Bool {
        isDigit(scalar) || ("a"..."f").contains(scalar) || ("A"..."F").contains(scalar)
    }

    static func isNameStart(_ scalar: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || scalar == "_" || scalar.value >= 0x80
    }

    static func isNameCharacter(_ scalar: Unicode.Scalar) -> Bool {
        isNameStart(scalar) || isDigit(scalar) || scalar == "-"
    }
}
