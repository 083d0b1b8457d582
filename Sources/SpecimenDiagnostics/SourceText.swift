/// Helpers to find line text in a source file, so diagnostics can quote the offending line.
public enum SourceText {
    /// The text of 1-based `line` in `text`, without its line ending, or nil if out of range.
    public static func line(_ line: Int, in text: String) -> String? {
        guard line >= 1 else { return nil }
        var current = 1
        var start = text.startIndex
        var index = text.startIndex
        while index < text.endIndex {
            if text[index] == "\n" || text[index] == "\r\n" {
                if current == line { return String(text[start..<index]).trimmingCarriageReturn() }
                current += 1
                start = text.index(after: index)
            }
            index = text.index(after: index)
        }
        return current == line ? String(text[start...]).trimmingCarriageReturn() : nil
    }
}

extension String {
    fileprivate func trimmingCarriageReturn() -> String {
        hasSuffix("\r") ? String(dropLast()) : self
    }
}

extension SourceText {
    /// Converts a 1-based UTF-8 byte column (as cmark-gfm reports it) to a 1-based character column.
    public static func characterColumn(byteColumn: Int, in line: String) -> Int {
        let bytes = Array(line.utf8)
        let prefixLength = min(max(0, byteColumn - 1), bytes.count)
        let prefix = String(decoding: bytes[0..<prefixLength], as: UTF8.self)
        return prefix.count + 1
    }
}
