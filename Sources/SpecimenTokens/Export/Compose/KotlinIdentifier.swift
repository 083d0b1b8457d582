/// Turns a token or group name into a Kotlin identifier: words as `SwiftIdentifier` splits them,
/// camel case for properties and Pascal case for objects (Kotlin's conventions), a `_` before a
/// leading digit, keywords in backticks.
enum KotlinIdentifier {
    /// `on-light` → `onLight`, `500` → `_500`, `in` → `` `in` ``.
    static func member(_ name: String) -> String {
        escaped(plainMember(name))
    }

    /// The member's name before escaping, for numbering duplicates: `onLight`, `in`.
    static func plainMember(_ name: String) -> String {
        let words = SwiftIdentifier.words(in: name)
        var text = words.enumerated().map { index, word in index == 0 ? word.lowercased() : capitalized(word) }.joined()
        if text.isEmpty { text = "unnamed" }
        if let first = text.unicodeScalars.first, !isIdentifierHead(first) { text = "_" + text }
        return reservedMemberNames.contains(text) ? text + "_" : text
    }

    /// `button-states` → `ButtonStates`; the names the export declares get a `_`.
    static func type(_ name: String) -> String {
        var text = SwiftIdentifier.words(in: name).map(capitalized).joined()
        if text.isEmpty { text = "Unnamed" }
        if let first = text.unicodeScalars.first, !isIdentifierHead(first) { text = "_" + text }
        return reservedTypeNames.contains(text) ? text + "_" : text
    }

    /// A keyword in backticks, anything else as it is.
    static func escaped(_ identifier: String) -> String {
        keywords.contains(identifier) ? "`\(identifier)`" : identifier
    }

    private static func capitalized(_ word: String) -> String {
        let lower = word.lowercased()
        return lower.prefix(1).uppercased() + lower.dropFirst()
    }

    private static func isIdentifierHead(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "_" || scalar.properties.isAlphabetic
    }

    /// Kotlin's hard keywords: they cannot name anything without backticks.
    static let keywords: Set<String> = [
        "as", "break", "class", "continue", "do", "else", "false", "for", "fun", "if", "in", "interface", "is", "null",
        "object", "package", "return", "super", "this", "throw", "true", "try", "typealias", "typeof", "val", "var", "when", "while",
    ]

    /// The first names of the qualified names the export writes inside `DesignTokens`
    /// (`androidx.compose…`, `kotlin.Deprecated`): a property so named would hide them.
    private static let reservedMemberNames: Set<String> = ["androidx", "kotlin", "_"]

    /// The export's own top-level names: an object so named inside `DesignTokens` would hide them.
    private static let reservedTypeNames: Set<String> = ["DesignTokens", "TokenColors", "LightTokenColors", "DarkTokenColors", "LocalTokenColors"]
}
