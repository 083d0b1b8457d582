/// Turns a token or group name into a Swift identifier, following the API Design Guidelines:
/// words in camel case, acronyms cased uniformly (`CTA` → `cta` / `Cta`), any name made valid.
enum SwiftIdentifier {
    /// `on-light` → `onLight`, `500` → `_500`, `default` → `` `default` ``.
    static func member(_ name: String) -> String {
        let words = self.words(in: name)
        var text = words.enumerated().map { index, word in index == 0 ? word.lowercased() : capitalized(word) }.joined()
        if text.isEmpty { text = "unnamed" }
        if let first = text.unicodeScalars.first, !isIdentifierHead(first) { text = "_" + text }
        if memberNamesNeedingSuffix.contains(text) { return text + "_" }
        if keywords.contains(text) { return "`\(text)`" }
        return text
    }

    /// `button-states` → `ButtonStates`; names Swift reserves or that the export declares get a `_`.
    static func type(_ name: String) -> String {
        var text = words(in: name).map(capitalized).joined()
        if text.isEmpty { text = "Unnamed" }
        if let first = text.unicodeScalars.first, !isIdentifierHead(first) { text = "_" + text }
        if reservedTypeNames.contains(text) || keywords.contains(text) { return text + "_" }
        return text
    }

    /// Splits at anything that is not a letter or digit, and where lower case meets upper case.
    static func words(in name: String) -> [String] {
        if let words = asciiWords(in: name) { return words }
        var words: [String] = []
        var current = ""
        var previous: Character?
        for character in name {
            guard character.isLetter || character.isASCIIDigit else {
                if !current.isEmpty { words.append(current) }
                current = ""
                previous = nil
                continue
            }
            if let previous, previous.isLowercase || previous.isASCIIDigit, character.isUppercase, !current.isEmpty {
                words.append(current)
                current = ""
            }
            current.append(character)
            previous = character
        }
        if !current.isEmpty { words.append(current) }
        return words
    }

    /// `words(in:)` for the usual all-ASCII name, byte by byte: a system names thousands of
    /// tokens, and asking each character for its Unicode properties costs more than naming them.
    /// Nil when the name has a byte beyond ASCII.
    private static func asciiWords(in name: String) -> [String]? {
        let words = name.utf8.withContiguousStorageIfAvailable { bytes -> [String]? in
            var words: [String] = []
            var start: Int?
            var previous: UInt8 = 0
            for (index, byte) in bytes.enumerated() {
                guard byte < 0x80 else { return nil }
                let isLower = byte >= 0x61 && byte <= 0x7A, isUpper = byte >= 0x41 && byte <= 0x5A, isDigit = byte >= 0x30 && byte <= 0x39
                guard isLower || isUpper || isDigit else {
                    if let first = start { words.append(String(decoding: bytes[first..<index], as: UTF8.self)) }
                    (start, previous) = (nil, 0)
                    continue
                }
                let previousIsLowerOrDigit = (previous >= 0x61 && previous <= 0x7A) || (previous >= 0x30 && previous <= 0x39)
                if let first = start, previousIsLowerOrDigit, isUpper {
                    words.append(String(decoding: bytes[first..<index], as: UTF8.self))
                    start = index
                }
                if start == nil { start = index }
                previous = byte
            }
            if let first = start { words.append(String(decoding: bytes[first..<bytes.count], as: UTF8.self)) }
            return words
        }
        return words ?? nil
    }

    /// `blue` → `Blue`, `CTA` → `Cta`, `iOS` → `Ios`: one uniform case per word.
    private static func capitalized(_ word: String) -> String {
        let lower = word.lowercased()
        return lower.prefix(1).uppercased() + lower.dropFirst()
    }

    private static func isIdentifierHead(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "_" || scalar.properties.isAlphabetic
    }

    /// Keywords that may be declared with backticks and used after a dot as they are.
    static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init",
        "inout", "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public",
        "rethrows", "static", "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue",
        "default", "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return",
        "throw", "switch", "where", "while", "as", "false", "is", "nil", "super", "throws", "true", "try",
        "await", "async", "actor", "any", "some", "consume", "copy", "borrowing", "consuming", "macro",
    ]

    /// Member names that mean something else after a dot even with backticks.
    private static let memberNamesNeedingSuffix: Set<String> = ["self", "init", "deinit", "subscript", "dynamicType", "_"]

    /// Type names that would clash with Swift's own or with the names the export declares.
    static let reservedTypeNames: Set<String> = [
        "Self", "Type", "Protocol", "Any", "AnyObject", "Sendable", "Hashable", "Double", "String", "Int", "Bool", "Array",
        "Swift", "SwiftUI", "Foundation", "UIKit", "AppKit",
        "DesignTokens", "TokenColor", "TokenTypography", "TokenCubicBezier", "TokenStrokeStyle", "TokenBorder",
        "TokenTransition", "TokenShadow", "TokenGradientStop",
    ]
}

private extension Character {
    var isASCIIDigit: Bool { isASCII && isNumber }
}
