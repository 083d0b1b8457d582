/// The thirteen token types of DTCG 2025.10, the three that real systems add (`string`,
/// `boolean`, `link`), and `opaque` for any other `$type` name, whose value is kept as written.
public enum TokenType: String, CaseIterable, Sendable, Hashable, Codable {
    case color, dimension, fontFamily, fontWeight, duration, cubicBezier, number
    case strokeStyle, border, transition, shadow, gradient, typography
    case string, boolean, link
    /// A `$type` Specimen does not know; the written name travels in `OpaqueValue.typeName`.
    case opaque

    /// The types the format defines.
    public static let standard: [TokenType] = [
        .color, .dimension, .fontFamily, .fontWeight, .duration, .cubicBezier, .number,
        .strokeStyle, .border, .transition, .shadow, .gradient, .typography,
    ]

    /// Types outside the format that Specimen reads by name (with a warning).
    public static let nonstandard: [TokenType] = [.string, .boolean, .link]

    /// Every type a `$type` may name, for suggestions and option validation.
    public static let named: [TokenType] = standard + nonstandard

    /// Whether the format defines this type.
    public var isStandard: Bool { Self.standard.contains(self) }

    /// Whether `tokens.css` carries tokens of this type; booleans and opaque values are JSON only.
    public var isExportedToCSS: Bool { self != .boolean && self != .opaque }
}
