import Foundation
import SpecimenDiagnostics
import SpecimenTokens

/// Every foreground/background pair of a component matrix must meet the configured WCAG 2 level
/// in every context, as the matrix paints it (a translucent fill over the page background).
/// APCA Lc is reported beside the ratio. States listed as exempt (disabled, by default) are
/// skipped, as WCAG exempts inactive controls.
enum ContrastCheck {
    static func run(components: [String: ComponentSpec], links: TokenLinks?, level: String?, exempt: [String]) -> [Diagnostic] {
        guard let links, let level, let wcagLevel = Contrast.Level(rawValue: level) else { return [] }
        var diagnostics: [Diagnostic] = []
        for spec in components.values.sorted(by: { $0.name < $1.name }) {
            guard let foreground = spec.styles.first(where: { $0.property == "color" }),
                let background = spec.styles.first(where: { $0.property == "background-color" || $0.property == "background" })
            else { continue }
            var seen: Set<[String]> = []
            for combination in ComponentSpec.combinations(spec.axes) where !combination.values.contains(where: exempt.contains) {
                let fgRefs = ComponentSpec.references(in: ComponentSpec.fill(foreground.template, with: combination))
                let bgRefs = ComponentSpec.references(in: ComponentSpec.fill(background.template, with: combination))
                guard fgRefs.count == 1, bgRefs.count == 1 else { continue }
                for context in links.contexts {
                    guard seen.insert([fgRefs[0], bgRefs[0], context.label]).inserted,
                        case .color(let text)? = context.tokens[fgRefs[0]]?.value,
                        case .color(let fill)? = context.tokens[bgRefs[0]]?.value
                    else { continue }
                    let page = context.isDark ? SwatchesBlock.darkPage : SwatchesBlock.lightPage
                    let ground = fill.composited(over: page)
                    let ratio = Contrast.wcagRatio(foreground: text, background: ground)
                    guard !Contrast.passes(ratio: ratio, level: wcagLevel, largeText: false) else { continue }
                    let lc = Contrast.apcaLc(text: text.composited(over: ground), background: ground)
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
}
