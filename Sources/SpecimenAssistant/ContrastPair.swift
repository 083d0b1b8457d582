import Foundation
import SpecimenTokens

/// Two colors' contrast as the handbook's contrast blocks measure it: WCAG 2's ratio and APCA's
/// lightness contrast (Lc), a translucent text color composited over its background first
/// (and a translucent background over white), with the WCAG 2 thresholds it meets.
struct ContrastPair {
    let foreground: ColorValue
    let background: ColorValue
    let ratio: Double
    let lc: Double

    init(foreground: ColorValue, background: ColorValue) {
        (self.foreground, self.background) = (foreground, background)
        ratio = Contrast.wcagRatio(foreground: foreground, background: background)
        lc = Contrast.apcaLc(text: foreground, background: background)
    }

    /// Each WCAG 2 criterion and whether the ratio meets it (exactly: 4.499 fails 4.5).
    var criteria: [(name: String, minimum: Double, passes: Bool)] {
        [
            ("AA text", 4.5, Contrast.passes(ratio: ratio, level: .aa, largeText: false)),
            ("AA large text", 3, Contrast.passes(ratio: ratio, level: .aa, largeText: true)),
            // 1.4.11 Non-text Contrast asks for 3:1, as large text does.
            ("AA non-text", 3, Contrast.passes(ratio: ratio, level: .aa, largeText: true)),
            ("AAA text", 7, Contrast.passes(ratio: ratio, level: .aaa, largeText: false)),
            ("AAA large text", 4.5, Contrast.passes(ratio: ratio, level: .aaa, largeText: true)),
        ]
    }

    /// `4.52:1`, floored to two places so that a pair shown as passing passes.
    var ratioText: String {
        String(format: "%.2f:1", (ratio * 100).rounded(.down) / 100)
    }

    var lcText: String {
        String(format: "%.1f", lc)
    }
}
