import SpecimenTokens

/// Escaping for text in XML content and attribute values (the sitemap, token badges): the one
/// XML escaper. Control characters XML 1.0 forbids are dropped rather than breaking the document.
package enum XMLEscaping {
    package static func escape(_ text: String) -> String {
        ByteEscaping.escape(text, needsEscaping: needsEscaping, mayNeedEscaping: { ByteWords.markup($0) | ByteWords.below($0, 0x20) }) { byte in
            switch byte {
            case UInt8(ascii: "&"): "&amp;"
            case UInt8(ascii: "<"): "&lt;"
            case UInt8(ascii: ">"): "&gt;"
            case UInt8(ascii: "\""): "&quot;"
            case UInt8(ascii: "'"): "&apos;"
            default: ""
            }
        }
    }

    private static func needsEscaping(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "&"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "\""), UInt8(ascii: "'"): true
        case UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"): false
        default: byte < 0x20
        }
    }
}
