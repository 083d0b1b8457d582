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
        let characters = Array(text)
        var result: [Match] = []
        var index = 0
        while index < characters.count {
            guard characters[index] == "{" else {
                index += 1
                continue
            }
            // The next brace of either kind: another `{` first means this one opens nothing, and
            // the scan goes on from there, so a page of braces costs one pass, not its square.
            guard let close = characters[(index + 1)...].firstIndex(where: { $0 == "{" || $0 == "}" }) else { break }
            guard characters[close] == "}" else {
                index = close
                continue
            }
            let inner = String(characters[(index + 1)..<close])
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
        let segments = text.split(separator: ".", omittingEmptySubsequences: false)
        guard segments.count >= 2 else { return false }
        return segments.allSatisfy { segment in
            !segment.isEmpty && segment.allSatisfy { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" || $0 == "$" }
        }
    }
}
