/// Line breaks as Unicode counts them (`Character.isNewline`: LF, VT, FF, CR, NEL, LS and PS),
/// found in a text's bytes. Each is a character of its own (no mark joins one), so a text holds
/// one exactly where its bytes spell one; splitting a title or a summary by `Character` to find
/// none cost more than the rest of what was made of it.
package enum LineBreaks {
    /// Whether `text` holds a line break.
    package static func any(in text: String) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            var index = 0
            while index < bytes.count {
                let byte = bytes[index]
                if byte &- 0x0A < 4 { return true }
                if byte == 0xC2, index + 1 < bytes.count, bytes[index + 1] == 0x85 { return true }
                if byte == 0xE2, index + 2 < bytes.count, bytes[index + 1] == 0x80, bytes[index + 2] & 0xFE == 0xA8 { return true }
                index += 1
            }
            return false
        }
    }

    /// `text` on one line: its lines joined by one space, breaks at either end and blank lines
    /// left out (as splitting it at its breaks and joining the pieces does).
    package static func oneLine(_ text: String) -> String {
        any(in: text) ? text.split(whereSeparator: \.isNewline).joined(separator: " ") : text
    }
}
