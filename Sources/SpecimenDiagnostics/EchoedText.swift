/// Text from a handbook's files as diagnostics echo it on a terminal or into a log. Every control
/// character — C0 (ESC, BEL, carriage return, a line break inside a message), DEL and C1 — is
/// written as `\u001B`, so that a file cannot set the terminal's title, clear the screen, move
/// the cursor, or forge a line of output; so are the bidirectional marks and overrides, which
/// would reorder what a line shows (a name reading other than it is). Everything else,
/// backslashes included, is left as it is: ordinary text reads the same.
public enum EchoedText {
    /// Whether `scalar` is a control character (U+0000–U+001F, U+007F, U+0080–U+009F) or a
    /// bidirectional mark, embedding, override or isolate (U+061C, U+200E, U+200F,
    /// U+202A–U+202E, U+2066–U+2069).
    public static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        if value < 0x20 || (0x7F...0x9F).contains(value) { return true }
        guard value >= 0x061C else { return false }
        return value == 0x061C || value == 0x200E || value == 0x200F || (0x202A...0x202E).contains(value) || (0x2066...0x2069).contains(value)
    }

    /// Whether UTF-8 holds a byte a control character or a bidirectional mark can start with
    /// (below 0x20, 0x7F, and the lead bytes 0xC2, 0xD8 and 0xE2): most text holds none and is
    /// told so at a byte a step, which matters for a listing of megabytes.
    private static func mayHoldControl(_ utf8: some Collection<UInt8>, keepingLineFeeds: Bool, keepingTabs: Bool) -> Bool {
        func suspect(_ byte: UInt8) -> Bool {
            if byte >= 0x20 { return byte == 0x7F || byte == 0xC2 || byte == 0xD8 || byte == 0xE2 }
            return !((keepingLineFeeds && byte == 0x0A) || (keepingTabs && byte == 0x09))
        }
        return utf8.withContiguousStorageIfAvailable { $0.contains(where: suspect) } ?? utf8.contains(where: suspect)
    }

    /// `text` with every control character written as `\uXXXX` (four uppercase hex digits);
    /// line feeds and tabs are kept when asked, for text made of several lines on purpose.
    public static func escaped(_ text: some StringProtocol, keepingLineFeeds: Bool = false, keepingTabs: Bool = false) -> String {
        func kept(_ scalar: Unicode.Scalar) -> Bool {
            !isControl(scalar) || (keepingLineFeeds && scalar == "\n") || (keepingTabs && scalar == "\t")
        }
        if !mayHoldControl(text.utf8, keepingLineFeeds: keepingLineFeeds, keepingTabs: keepingTabs) { return String(text) }
        guard !text.unicodeScalars.allSatisfy(kept) else { return String(text) }
        var result = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if kept(scalar) {
                result.append(scalar)
            } else {
                let digits = String(scalar.value, radix: 16, uppercase: true)
                result.append(contentsOf: ("\\u" + String(repeating: "0", count: 4 - digits.count) + digits).unicodeScalars)
            }
        }
        return String(result)
    }
}
