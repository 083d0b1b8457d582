/// Reads attribute values out of rendered HTML without parsing it: enough for the HTML that
/// Specimen itself writes, where every attribute value is double-quoted and escaped.
package enum HTMLAttributes {
    /// Every value of `name="…"` (a whole attribute name, not a suffix such as `data-id`), unescaped.
    package static func values(of name: String, in html: String) -> [String] {
        var html = html
        return html.withUTF8 { values(of: name, inBytes: $0) }
    }

    /// `values(of:in:)` of HTML given as its UTF-8 bytes (a tag's attributes, read in place).
    package static func values(of name: String, inBytes bytes: UnsafeBufferPointer<UInt8>) -> [String] {
        var result: [String] = []
        let marker = Array(" \(name)=\"".utf8)
        var index = 0
        while let start = bytes.nextIndex(of: marker, anchor: marker.count - 2, from: index) {
            let valueStart = start + marker.count
            let end = bytes.nextIndex(of: UInt8(ascii: "\""), from: valueStart) ?? bytes.count
            result.append(HTMLEscaping.unescape(String(decoding: bytes[valueStart..<end], as: UTF8.self)))
            index = end
        }
        return result
    }
}
