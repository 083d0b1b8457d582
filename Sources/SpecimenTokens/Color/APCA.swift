import Foundation

/// APCA lightness contrast, the candidate method for WCAG 3.
extension Contrast {
    /// APCA Lc (APCA-W3 0.0.98G-4g constants), signed: positive for dark text on light background. Alpha composited as above.
    public static func apcaLc(text: ColorValue, background: ColorValue) -> Double {
        // Follows APCAcontrast() and sRGBtoY() of Myndex/apca-w3, except that channels (and
        // alpha-blended channels) are not rounded to 8 bits, which only matters for colors that
        // are not 8-bit exact.
        let (foreground, ground) = opaquePair(text, background)
        return APCA.lightnessContrast(textY: APCA.screenLuminance(foreground), backgroundY: APCA.screenLuminance(ground))
    }
}

/// The APCA-W3 0.0.98G-4g model, kept apart so its many constants stay in one place.
enum APCA {
    // Display model: a plain 2.4 power and the sRGB luminance row (not WCAG's rounded one).
    static let mainTRC = 2.4
    static let redCoefficient = 0.2126729
    static let greenCoefficient = 0.7151522
    static let blueCoefficient = 0.0721750

    // Exponents for normal polarity (dark text on light) and reverse polarity.
    static let normalBackground = 0.56
    static let normalText = 0.57
    static let reverseText = 0.62
    static let reverseBackground = 0.65

    // Soft clamp near black (flare), scaling, and the low-contrast clip.
    static let blackThreshold = 0.022
    static let blackClamp = 1.414
    static let scale = 1.14
    static let lowOffset = 0.027
    static let deltaYMinimum = 0.0005
    static let lowClip = 0.1

    /// Screen luminance Y of an sRGB color as APCA models the display.
    static func screenLuminance(_ color: ColorValue) -> Double {
        let c = color.srgbComponents
        return redCoefficient * pow(c.red, mainTRC)
            + greenCoefficient * pow(c.green, mainTRC)
            + blueCoefficient * pow(c.blue, mainTRC)
    }

    /// Lc from text and background luminance; polarity matters, so the order of the arguments does.
    static func lightnessContrast(textY: Double, backgroundY: Double) -> Double {
        guard textY.isFinite, backgroundY.isFinite,
            min(textY, backgroundY) >= 0, max(textY, backgroundY) <= 1.1
        else { return 0 }
        let text = softClampBlack(textY)
        let background = softClampBlack(backgroundY)
        // Nearly equal luminances are no contrast at all, and would otherwise amplify noise.
        if abs(background - text) < deltaYMinimum { return 0 }

        let output: Double
        if background > text {
            let sapc = (pow(background, normalBackground) - pow(text, normalText)) * scale
            output = sapc < lowClip ? 0 : sapc - lowOffset
        } else {
            let sapc = (pow(background, reverseBackground) - pow(text, reverseText)) * scale
            output = sapc > -lowClip ? 0 : sapc + lowOffset
        }
        return output * 100
    }

    /// Raises luminances near black, modelling flare so that near-blacks do not overstate contrast.
    private static func softClampBlack(_ y: Double) -> Double {
        y > blackThreshold ? y : y + pow(blackThreshold - y, blackClamp)
    }
}
