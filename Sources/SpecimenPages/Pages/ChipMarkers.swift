/// Placeholders for generated inline HTML: private-use characters around an index, which pass
/// through cmark-gfm's escaping untouched and are replaced once the page is rendered.
struct ChipMarkers {
    private var html: [String] = []
    /// Token paths mentioned, with the chip id of each mention, in order.
    var references: [(path: String, anchor: String)] = []

    var count: Int { html.count }
    private var texts: [String] = []
    private static let open: Character = "\u{E000}"
    private static let close: Character = "\u{E001}"

    /// Registers `html` and returns the marker text that stands for it; `text` is what
    /// headings and the table of contents show in its place.
    mutating func add(_ fragment: String, text: String) -> String {
        html.append(fragment)
        texts.append(text)
        return "\(Self.open)\(html.count - 1)\(Self.close)"
    }

    /// The rendered HTML with every marker replaced by its fragment.
    func substitute(in rendered: String) -> String {
        replace(in: rendered, with: html)
    }

    /// Plain text with markers replaced by their text (for heading ids and titles).
    func plainText(_ text: String) -> String {
        replace(in: text, with: texts)
    }

    /// Works on UTF-8 bytes: walking Characters made this a tenth of re-rendering a page.
    private func replace(in text: String, with values: [String]) -> String {
        guard !values.isEmpty else { return text }
        let open = Array(String(Self.open).utf8), close = Array(String(Self.close).utf8)
        var bytesOf = text
        return bytesOf.withUTF8 { bytes -> String in
            guard var index = bytes.nextIndex(of: open[0], from: 0) else { return text }
            var splice = StringSplice(of: text, capacity: bytes.count + values.count * 64)
            var copiedUpTo = 0
            while index < bytes.count {
                if bytes.hasBytes(open, at: index), let number = Self.number(in: bytes, from: index + open.count, close: close),
                    values.indices.contains(number.value)
                {
                    splice.copy(copiedUpTo..<index)
                    splice.append(values[number.value])
                    index = number.end + close.count
                    copiedUpTo = index
                } else {
                    index = bytes.nextIndex(of: open[0], from: index + 1) ?? bytes.count
                }
            }
            splice.copyRest(from: copiedUpTo)
            return splice.result
        }
    }

    /// The decimal number at `start` when `close` follows it, and where it ends.
    private static func number(in bytes: UnsafeBufferPointer<UInt8>, from start: Int, close: [UInt8]) -> (value: Int, end: Int)? {
        var end = start, value = 0
        while end < bytes.count, bytes[end] >= UInt8(ascii: "0"), bytes[end] <= UInt8(ascii: "9"), end - start < 9 {
            value = value * 10 + Int(bytes[end] - UInt8(ascii: "0"))
            end += 1
        }
        guard end > start, bytes.hasBytes(close, at: end) else { return nil }
        return (value, end)
    }
}
