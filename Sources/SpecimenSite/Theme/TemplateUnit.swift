/// What `TemplateParser` reads a template in: its characters, or its Unicode scalars when each
/// character is one scalar. Both answer as the character would, so that the parse is the same.
protocol TemplateUnit: Equatable, ExpressibleByUnicodeScalarLiteral {
    var isNewline: Bool { get }
    var isWhitespace: Bool { get }
    /// `\n`, or the one character `\r\n`: where a run of text ends.
    var isLineFeed: Bool { get }
    /// Whether a tag's name may hold it (a partial's may also hold `/`).
    var isNameCharacter: Bool { get }
    /// The text of `units`.
    static func text(of units: ArraySlice<Self>) -> String
}

extension Character: TemplateUnit {
    private static let nameCharacters = Set<Character>("0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ.-_?()*")

    var isLineFeed: Bool { self == "\n" || self == "\r\n" }
    var isNameCharacter: Bool { Self.nameCharacters.contains(self) }

    static func text(of units: ArraySlice<Character>) -> String { String(units) }
}

extension Unicode.Scalar: TemplateUnit {
    // ASCII is answered from its value; any other scalar as its character (a Kelvin sign is
    // the character "K", and so a name's).
    var isNewline: Bool { isASCII ? (0x0A...0x0D).contains(value) : Character(self).isNewline }
    var isWhitespace: Bool { isASCII ? value == 0x20 || (0x09...0x0D).contains(value) : Character(self).isWhitespace }
    var isLineFeed: Bool { self == "\n" }
    var isNameCharacter: Bool {
        switch value {
        case 0x30...0x39, 0x41...0x5A, 0x61...0x7A: true
        case 0x2E, 0x2D, 0x5F, 0x3F, 0x28, 0x29, 0x2A: true
        case 0x80...: Character(self).isNameCharacter
        default: false
        }
    }

    /// Written as UTF-8 bytes: appended to a string's scalars, each was a generic call and
    /// most of what the parse cost.
    static func text(of units: ArraySlice<Unicode.Scalar>) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(units.count)
        for scalar in units {
            if scalar.isASCII {
                bytes.append(UInt8(truncatingIfNeeded: scalar.value))
            } else {
                bytes.append(contentsOf: UTF8.encode(scalar)!)
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
