import Foundation
import Testing

@testable import SpecimenPages

@Suite("Fixed decimals")
struct FixedDecimalTests {
    /// The same text as `String(format: "%.Nf")` for every kind of number: ties, negatives,
    /// negative zero, huge and tiny numbers, and random ones.
    @Test func writesWhatPrintfWrites() {
        var generator = SystemRandomNumberGenerator()
        var values: [Double] = [
            0, -0.0, 0.05, 0.15, 0.25, 0.35, 1.005, 2.675, -0.04, -0.05, 99.95, 359.95, 1e20, -1e-9, 0.1 + 0.2, 0.5, 1.5, 2.5, -2.5, 0.125, 0.375,
            4503599627370495.5, .infinity, .nan,
        ]
        for _ in 0..<5_000 { values.append(Double.random(in: -400...400, using: &generator)) }
        for _ in 0..<1_000 { values.append(Double(Int.random(in: -100_000...100_000, using: &generator)) / 2_000) }
        for value in values {
            for places in 0...4 {
                #expect(FixedDecimal.text(value, places: places) == String(format: "%.\(places)f", value), "\(value), \(places) places")
            }
        }
    }
}
