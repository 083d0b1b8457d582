/// The thirteen token types of DTCG 2025.10.
public enum TokenType: String, CaseIterable, Sendable, Hashable, Codable {
    case color, dimension, fontFamily, fontWeight, duration, cubicBezier, number
    case strokeStyle, border, transition, shadow, gradient, typography
}
