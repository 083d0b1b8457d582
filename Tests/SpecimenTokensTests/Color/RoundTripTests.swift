import Testing

@testable import SpecimenTokens

/// Every space converts out and back without drift, for in-gamut and wide-gamut colors alike.
@Suite("Color round trips")
struct RoundTripTests {
    static let samples: [ColorValue] = [
        ColorCheck.srgb(0.2, 0.4, 0.6),
        ColorCheck.srgb(1, 0.5333333333333333, 0),
        ColorCheck.srgb(0.7529411764705882, 1, 0.9333333333333333),
        ColorCheck.srgb(0.00392156862745098, 0.00784313725490196, 0.011764705882352941),
        ColorCheck.srgb(0.4666666666666667, 0.4666666666666667, 0.4666666666666667),
        ColorCheck.srgb(0, 0, 1),
        // Wide-gamut: the components leave 0...1 in sRGB and must survive the extended curves.
        ColorCheck.color(.displayP3, 1, 0, 0),
        ColorCheck.color(.displayP3, 0.1, 0.9, 0.3),
    ]

    @Test(arguments: ColorSpace.allCases)
    func throughOneSpace(space: ColorSpace) {
        for sample in Self.samples {
            let back = sample.converted(to: space).converted(to: sample.colorSpace)
            ColorCheck.expect(back.components, sample.components, tolerance: 1e-6, "\(sample.components) via \(space.rawValue)")
        }
    }

    @Test func throughEverySpaceInTurn() {
        for sample in Self.samples {
            var color = sample
            for space in ColorSpace.allCases + ColorSpace.allCases.reversed() {
                color = color.converted(to: space)
            }
            ColorCheck.expect(
                color.converted(to: sample.colorSpace).components, sample.components,
                tolerance: 1e-6, "\(sample.components)")
        }
    }

    @Test(arguments: ColorSpace.allCases)
    func fromEachSpaceBack(space: ColorSpace) {
        // Start in the space itself, so each space's inverse is checked in both directions.
        let start = ColorCheck.srgb(0.8, 0.3, 0.55).converted(to: space)
        for other in ColorSpace.allCases {
            let back = start.converted(to: other).converted(to: space)
            ColorCheck.expect(back.components, start.components, tolerance: 1e-6, "\(space.rawValue) via \(other.rawValue)")
        }
    }
}
