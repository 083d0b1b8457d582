import Foundation

/// Escaping for text placed in HTML or XML content and attribute values.
public enum HTMLEscaping {
    public static func escape(_ text: String) -> String {
        // Works on bytes: iterating Characters made escaping the navigation a tenth of a build.
        guard text.utf8.contains(where: needsEscaping) else { return text }
        var copy = text
        return copy.withUTF8 { bytes -> String in
            guard let first = bytes.firstIndex(where: needsEscaping) else { return text }
            var result = [UInt8]()
            result.reserveCapacity(bytes.count + 16)
            result.append(contentsOf: bytes[..<first])
            for byte in bytes[first...] {
                switch byte {
                case UInt8(ascii: "&"): result.append(contentsOf: "&amp;".utf8)
                case UInt8(ascii: "<"): result.append(contentsOf: "&lt;".utf8)
                case UInt8(ascii: ">"): result.append(contentsOf: "&gt;".utf8)
                case UInt8(ascii: "\""): result.append(contentsOf: "&quot;".utf8)
                case UInt8(ascii: "'"): result.append(contentsOf: "&#39;".utf8)
                default: result.append(byte)
                }
            }
            return String(decoding: result, as: UTF8.self)
        }
    }

    private static func needsEscaping(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "&") || byte == UInt8(ascii: "<") || byte == UInt8(ascii: ">")
            || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'")
    }

    /// Reverses `escape` (only the five entities it writes).
    public static func unescape(_ text: String) -> String {
        guard text.contains("&") else { return text }
        return text.replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&#39;", with: "'")
            .replacingOccurrences(of: "&amp;", with: "&")
    }
}
