import Foundation
import SpecimenTokens

/// Escaping for text placed in HTML content and attribute values: the one HTML escaper, used
/// by the compiled templates, swift-mustache (`SafeMustache`) and every generated fragment.
public enum HTMLEscaping {
    public static func escape(_ text: String) -> String {
        ByteEscaping.escape(text, needsEscaping: needsEscaping, mayNeedEscaping: ByteWords.markup) { byte in
            switch byte {
            case UInt8(ascii: "&"): "&amp;"
            case UInt8(ascii: "<"): "&lt;"
            case UInt8(ascii: ">"): "&gt;"
            case UInt8(ascii: "\""): "&quot;"
            default: "&#39;"
            }
        }
    }

    private static func needsEscaping(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "&") || byte == UInt8(ascii: "<") || byte == UInt8(ascii: ">")
            || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'")
    }

    /// Reverses `escape` (only the five entities it writes), on bytes: matching Characters would
    /// miss `&quot;` before a combining mark.
    public static func unescape(_ text: String) -> String {
        guard text.containsUTF8Byte(UInt8(ascii: "&")) else { return text }
        var copy = text
        return copy.withUTF8 { bytes -> String in
            var result = [UInt8]()
            result.reserveCapacity(bytes.count)
            var index = 0
            while index < bytes.count {
                if let (byte, length) = entity(at: index, in: bytes) {
                    result.append(byte)
                    index += length
                } else {
                    result.append(bytes[index])
                    index += 1
                }
            }
            return String(decoding: result, as: UTF8.self)
        }
    }

    private static let entities: [(name: [UInt8], value: UInt8)] = [
        (Array("&lt;".utf8), UInt8(ascii: "<")), (Array("&gt;".utf8), UInt8(ascii: ">")),
        (Array("&quot;".utf8), UInt8(ascii: "\"")), (Array("&#39;".utf8), UInt8(ascii: "'")),
        (Array("&amp;".utf8), UInt8(ascii: "&")),
    ]

    /// The entity `escape` writes that starts at `index`: the byte it stands for and its length.
    package static func entity(at index: Int, in bytes: UnsafeBufferPointer<UInt8>) -> (byte: UInt8, length: Int)? {
        guard bytes[index] == UInt8(ascii: "&") else { return nil }
        for (name, value) in entities where bytes.hasBytes(name, at: index) { return (value, name.count) }
        return nil
    }
}

extension String {
    /// Escaped for HTML text and attributes.
    var html: String { HTMLEscaping.escape(self) }

    /// The string when `condition` holds, else empty (`" is-dark".only(isDark)` in a class list).
    func only(_ condition: Bool) -> String { condition ? self : "" }
}
