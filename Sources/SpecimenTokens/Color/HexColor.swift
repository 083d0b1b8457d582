/// CSS hex notation: parsing the legacy token form and printing the sRGB fallback.
extension ColorValue {
    /// Parses "#rgb", "#rgba", "#rrggbb" or "#rrggbbaa" (any case, '#' required) into an sRGB color; nil if malformed.
    public static func parseHex(_ text: String) -> ColorValue? {
        // Only ASCII hex digits count, and whitespace is not trimmed: what may surround a value is
        // the token reader's call. The result gets no `hex` fallback, a member of the object form only.
        let bytes = Array(text.utf8)
        guard bytes.first == UInt8(ascii: "#") else { return nil }
        var digits: [UInt8] = []
        digits.reserveCapacity(8)
        for byte in bytes.dropFirst() {
            guard let digit = hexDigitValue(byte) else { return nil }
            digits.append(digit)
        }
        let channels: [Double]
        switch digits.count {
        case 3, 4:
            // Short forms repeat each digit: #f80 is #ff8800, so the channel is digit × 17.
            channels = digits.map { Double($0) * 17 / 255 }
        case 6, 8:
            channels = stride(from: 0, to: digits.count, by: 2).map { Double(digits[$0] * 16 + digits[$0 + 1]) / 255 }
        default:
            return nil
        }
        return ColorValue(
            colorSpace: .srgb,
            components: [channels[0], channels[1], channels[2]],
            alpha: channels.count == 4 ? channels[3] : 1
        )
    }

    /// "#rrggbb" (lowercase) of the gamut-mapped sRGB color, or "#rrggbbaa" when alpha < 1.
    public var hexString: String {
        let c = srgbComponents
        var units = [c.red, c.green, c.blue]
        if clampedAlpha < 1 { units.append(clampedAlpha) }
        // Each 0...1 channel as two lowercase hex digits, rounded half up like CSS serializers;
        // written as bytes, as this runs for every color on every page that shows one.
        var bytes: [UInt8] = [UInt8(ascii: "#")]
        bytes.reserveCapacity(9)
        for unit in units {
            let value = Int((min(max(unit, 0), 1) * 255).rounded())
            bytes.append(Self.hexDigits[value / 16])
            bytes.append(Self.hexDigits[value % 16])
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    private static let hexDigits: [UInt8] = Array("0123456789abcdef".utf8)

    private static func hexDigitValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
