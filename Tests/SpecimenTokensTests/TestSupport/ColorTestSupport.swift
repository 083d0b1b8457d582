import Testing

@testable import SpecimenTokens

/// Shared helpers for the color tests, namespaced so they cannot clash with other test files.
enum ColorCheck {
    /// An sRGB color from 0...1 channels.
    static func srgb(_ r: Double, _ g: Double, _ b: Double, alpha: Double = 1) -> ColorValue {
        ColorValue(colorSpace: .srgb, components: [r, g, b], alpha: alpha)
    }

    /// A color in any space from plain numbers.
    static func color(_ space: ColorSpace, _ c0: Double, _ c1: Double, _ c2: Double, alpha: Double = 1) -> ColorValue {
        ColorValue(colorSpace: space, components: [c0, c1, c2], alpha: alpha)
    }

    /// A color from hex text that the test knows to be valid.
    static func hex(_ text: String) -> ColorValue {
        guard let color = ColorValue.parseHex(text) else {
            Issue.record("\(text) did not parse")
            return srgb(0, 0, 0)
        }
        return color
    }

    /// Components with "none" spelled as nil, for comparing against references that use null.
    static func expect(
        _ actual: [Double?], _ expected: [Double?], tolerance: Double,
        _ label: String = "", sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) {
        #expect(actual.count == expected.count, "\(label) component count", sourceLocation: sourceLocation)
        for (index, (a, e)) in zip(actual, expected).enumerated() {
            switch (a, e) {
            case (nil, nil):
                continue
            case let (a?, e?):
                #expect(abs(a - e) <= tolerance, "\(label) component \(index): \(a) vs \(e)", sourceLocation: sourceLocation)
            default:
                #expect(
                    Bool(false), "\(label) component \(index): \(String(describing: a)) vs \(String(describing: e))", sourceLocation: sourceLocation)
            }
        }
    }

    /// One number against a reference.
    static func expect(
        _ actual: Double, _ expected: Double, tolerance: Double,
        _ label: String = "", sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) {
        #expect(abs(actual - expected) <= tolerance, "\(label) \(actual) vs \(expected)", sourceLocation: sourceLocation)
    }

    /// Smallest angle between two hues, in degrees.
    static func hueDistance(_ a: Double, _ b: Double) -> Double {
        let d = abs(a - b).truncatingRemainder(dividingBy: 360)
        return min(d, 360 - d)
    }
}
