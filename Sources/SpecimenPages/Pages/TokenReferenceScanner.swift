import SpecimenTokens

/// Finds `{group.token}` references in prose text. A brace pair counts when its content looks
/// like a token path (names joined by dots, no spaces); `{x}` without a dot stays text unless it
/// names a token, so braces in ordinary prose are left alone.
enum TokenReferenceScanner {
    struct Match: Equatable {
        var path: String
        /// Character offsets of `{` and one past `}` within the scanned text.
        var range: Range<Int>
    }

    static func matches(in text: String, isToken: (String) -> Bool) -> [Match] {
        guard text.utf8.contains(UInt8(ascii: "{")) else { return [] }
        // ASCII text, the usual, is scanned by its bytes, which are its Characters: splitting
        // every text node with a brace into Characters was most of what finding references cost.
        if text.isASCII { return matches(in: Array(text.utf8), isToken: isToken) }
        return matches(in: Array(text), isToken: isToken)
    }

    /// The matches in `units`, the text's Characters or, when it is ASCII, its bytes.
    private static func matches<Unit: ScannedUnit>(in units: [Unit], isToken: (String) -> Bool) -> [Match] {
        var result: [Match] = []
        var index = 0
        while index < units.count {
            guard units[index] == Unit.openBrace else {
                index += 1
                continue
            }
            // The next brace of either kind: another `{` first means this one opens nothing, and
            // the scan goes on from there, so a page of braces costs one pass, not its square.
            guard let close = units[(index + 1)...].firstIndex(where: { $0 == Unit.openBrace || $0 == Unit.closeBrace }) else { break }
            guard units[close] == Unit.closeBrace else {
                index = close
                continue
            }
            let inner = Unit.text(units[(index + 1)..<close])
            if looksLikePath(inner) || isToken(inner) {
                result.append(Match(path: inner, range: index..<(close + 1)))
                index = close + 1
            } else {
                index += 1
            }
        }
        return result
    }

    /// Whether any text node of a page whose Markdown is `body` can hold a `{`: a brace in the
    /// source, or a character reference cmark-gfm decodes to one (`&#123;`, `&#x7B;`,
    /// `&lbrace;`, `&lcub;`; any numeric reference counts). A page that cannot is walked without
    /// its text nodes, the most numerous of its tree.
    static func mayHoldBraces(_ body: String) -> Bool {
        var body = body
        return body.withUTF8 { bytes in
            bytes.nextIndex(of: UInt8(ascii: "{"), from: 0) != nil || bytes.hasReference(toAnyOf: braceReferences)
        }
    }

    private static let braceReferences = [Array("#".utf8), Array("lbrace;".utf8), Array("lcub;".utf8)]

    /// `color.brand.primary`, `space.$root`, `size.1-2`: dotted names of letters, digits, `-`, `_`, `$`.
    static func looksLikePath(_ text: String) -> Bool {
        if text.isASCII {
            // An ASCII letter or digit is what `isLetter` and `isNumber` find in ASCII.
            let segments = text.utf8.split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false)
            return segments.count >= 2
                && segments.allSatisfy { segment in
                    !segment.isEmpty
                        && segment.allSatisfy { byte in
                            (byte | 0x20) &- UInt8(ascii: "a") < 26 || byte &- UInt8(ascii: "0") < 10 || byte == UInt8(ascii: "-")
                                || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "$")
                        }
                }
        }
        let segments = text.split(separator: ".", omittingEmptySubsequences: false)
        guard segments.count >= 2 else { return false }
        return segments.allSatisfy { segment in
            !segment.isEmpty && segment.allSatisfy { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" || $0 == "$" }
        }
    }
}

/// What `TokenReferenceScanner` reads text as: Characters, or the bytes of ASCII text (one per
/// Character, so that offsets mean the same).
private protocol ScannedUnit: Equatable {
    static var openBrace: Self { get }
    static var closeBrace: Self { get }
    static func text(_ units: ArraySlice<Self>) -> String
}

extension Character: ScannedUnit {
    fileprivate static var openBrace: Character { "{" }
    fileprivate static var closeBrace: Character { "}" }
    fileprivate static func text(_ units: ArraySlice<Character>) -> String { String(units) }
}

extension UInt8: ScannedUnit {
    fileprivate static var openBrace: UInt8 { UInt8(ascii: "{") }
    fileprivate static var closeBrace: UInt8 { UInt8(ascii: "}") }
    fileprivate static func text(_ units: ArraySlice<UInt8>) -> String { String(decoding: units, as: UTF8.self) }
}

/// A text read by the Character offsets `TokenReferenceScanner` gives: by its bytes when it
/// is ASCII (one per Character), else by its Characters.
struct ScannedText {
    private let text: String
    private let characters: [Character]?
    /// How many Characters it has.
    let count: Int

    init(_ text: String) {
        self.text = text
        characters = text.isASCII ? nil : Array(text)
        count = characters?.count ?? text.utf8.count
    }

    /// The Characters at `offsets`.
    subscript(offsets: Range<Int>) -> String {
        if let characters { return String(characters[offsets]) }
        let utf8 = text.utf8
        let start = utf8.index(utf8.startIndex, offsetBy: offsets.lowerBound)
        return String(Substring(utf8[start..<utf8.index(start, offsetBy: offsets.count)]))
    }
}
