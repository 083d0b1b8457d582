/// Reads attribute values out of rendered HTML without parsing it: enough for the HTML that
/// Specimen itself writes, where every attribute value is double-quoted and escaped.
enum HTMLAttributes {
    /// Every value of `name="…"` (a whole attribute name, not a suffix such as `data-id`), unescaped.
    static func values(of name: String, in html: String) -> [String] {
        var result: [String] = []
        let marker = Array(" \(name)=\"".utf8)
        var html = html
        html.withUTF8 { bytes in
            var index = 0
            while index + marker.count <= bytes.count {
                guard bytes[index] == marker[0], bytes.hasBytes(marker, at: index) else {
                    index += 1
                    continue
                }
                var end = index + marker.count
                while end < bytes.count, bytes[end] != UInt8(ascii: "\"") { end += 1 }
                result.append(HTMLEscaping.unescape(String(decoding: bytes[(index + marker.count)..<end], as: UTF8.self)))
                index = end
            }
        }
        return result
    }
}
