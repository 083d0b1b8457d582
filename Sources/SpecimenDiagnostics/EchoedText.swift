/// Text from a handbook's files as diagnostics echo it on a terminal or into a log. Every control
/// character — C0 (ESC, BEL, carriage return, a line break inside a message), DEL and C1 — is
/// written as `\u001B`, so that a file cannot set the terminal's title, clear the screen, move
/// the cursor, or forge a line of output. Everything else, backslashes included, is left as it
/// is: ordinary text reads the same.
public enum EchoedText {
    /// Whether `scalar` is a control character: U+0000–U+001F, U+007F or U+0080–U+009F.
    public static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
    }

    /// `text` with every control character written as `\uXXXX` (four uppercase hex digits);
    /// line feeds and tabs are kept when asked, for text made of several lines on purpose.
    public static func escaped(_ text: some StringProtocol, keepingLineFeeds: Bool = false, keepingTabs: Bool = false) -> String {
        func kept(_ scalar: Unicode.Scalar) -> Bool {
            !isControl(scalar) || (keepingLineFeeds && scalar == "\n") || (keepingTabs && scalar == "\t")
        }
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
