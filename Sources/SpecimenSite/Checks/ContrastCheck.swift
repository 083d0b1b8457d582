import Foundation
import SpecimenDiagnostics
import SpecimenPages
import SpecimenTokens

/// Every foreground/background pair of a component matrix must meet the configured WCAG 2 level
/// in every context, as the matrix paints it (a translucent fill over the page background, the
/// whole element faded by its `opacity`).
/// APCA Lc is reported beside the ratio. States listed as exempt (disabled, by default) are
/// skipped, as WCAG exempts inactive controls.
enum ContrastCheck {
    static func run(components: [String: ComponentSpec], view: SiteTokenView?, level: String?, exempt: [String]) -> [Diagnostic] {
        guard let view, let level, let wcagLevel = Contrast.Level(rawValue: level) else { return [] }
        var diagnostics: [Diagnostic] = []
        for spec in components.values.sorted(by: { $0.name < $1.name }) {
            guard let foreground = spec.styles.first(where: { $0.property == "color" }),
                let background = spec.styles.first(where: { $0.property == "background-color" || $0.property == "background" })
            else { continue }
            let opacity = spec.styles.first { $0.property == "opacity" }
            var seen: Set<[String]> = []
            for combination in ComponentSpec.combinations(spec.axes) where !combination.values.contains(where: exempt.contains) {
                let fgRefs = ComponentSpec.references(in: ComponentSpec.fill(foreground.template, with: combination))
                let bgRefs = ComponentSpec.references(in: ComponentSpec.fill(background.template, with: combination))
                guard fgRefs.count == 1, bgRefs.count == 1 else { continue }
                let opacityTemplate = opacity.map { ComponentSpec.fill($0.template, with: combination) }
                for context in view.contexts {
                    let alpha = opacityTemplate.map { Self.opacity($0, in: context.tokens) } ?? 1
                    guard seen.insert([fgRefs[0], bgRefs[0], context.label, "\(alpha)"]).inserted,
                        case .color(let text)? = context.tokens[fgRefs[0]]?.value,
                        case .color(let fill)? = context.tokens[bgRefs[0]]?.value
                    else { continue }
                    let page = context.isDark ? SwatchesBlock.darkPage : SwatchesBlock.lightPage
                    let (ground, ink) = Self.painted(text: text, fill: fill, alpha: alpha, page: page)
                    let ratio = Contrast.wcagRatio(foreground: ink, background: ground)
                    guard !Contrast.passes(ratio: ratio, level: wcagLevel, largeText: false) else { continue }
                    let lc = Contrast.apcaLc(text: ink, background: ground)
                    let cell = combination.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: ", ")
                    diagnostics.append(
                        .error(
                            "contrast-insufficient",
                            String(
                                format: "'%@' on '%@' is %.2f:1 in %@ (%@), below WCAG 2 %@ (%.1f:1 for text); APCA Lc %.1f",
                                fgRefs[0], bgRefs[0], ratio, context.label, cell, level, level == "AAA" ? 7.0 : 4.5, lc),
                            at: foreground.location))
                }
            }
        }
        return diagnostics
    }

    /// The background and the text as they reach the screen: the fill over the page, the text
    /// over the fill, and the element, faded by `alpha`, over the page again.
    static func painted(text: ColorValue, fill: ColorValue, alpha: Double, page: ColorValue) -> (ground: ColorValue, ink: ColorValue) {
        let ground = fill.composited(over: page)
        let ink = text.composited(over: ground)
        guard alpha < 1 else { return (ground, ink) }
        func faded(_ color: ColorValue) -> ColorValue {
            var translucent = color
            translucent.alpha = max(0, alpha)
            return translucent.composited(over: page)
        }
        return (faded(ground), faded(ink))
    }

    /// The opacity a style template gives: a number token, a literal number or percentage; 1 otherwise.
    static func opacity(_ template: String, in tokens: ResolvedTokenSet) -> Double {
        let references = ComponentSpec.references(in: template)
        if references.count == 1, case .number(let value)? = tokens[references[0]]?.value { return min(1, value) }
        let written = template.trimmingCharacters(in: .whitespaces)
        if written.hasSuffix("%"), let percent = Double(written.dropLast()) { return min(1, percent / 100) }
        return Double(written).map { min(1, $0) } ?? 1
    }
}
