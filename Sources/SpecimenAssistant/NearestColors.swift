import SpecimenPages
import SpecimenSite
import SpecimenTokens

/// The color tokens nearest a color in one context, by ΔEOK (the Euclidean distance in OKLab
/// of CSS Color 4; about 0.02 is the least difference most people see). Tokens sharing a value
/// (an alias and what it aliases) are one match: a tier's names for one color.
struct NearestColors {
    struct Match {
        let color: ColorValue
        let distance: Double
        /// Every color token with this value, the shortest paths first.
        let paths: [String]
    }

    let label: String
    let matches: [Match]

    init(to target: ColorValue, in context: HandbookTokens.Context, limit: Int) {
        label = context.label
        var byValue: [String: Int] = [:]
        var all: [Match] = []
        for token in context.tokens.tokens {
            guard case .color(let color) = token.value else { continue }
            let key = color.cssString
            if let index = byValue[key] {
                all[index] = Match(color: color, distance: all[index].distance, paths: all[index].paths + [token.path])
            } else {
                byValue[key] = all.count
                all.append(Match(color: color, distance: color.oklabDistance(to: target), paths: [token.path]))
            }
        }
        matches = all.enumerated().sorted { ($0.element.distance, $0.offset) < ($1.element.distance, $1.offset) }.prefix(limit).map { entry in
            // Shorter paths first: the semantic tier (color.primary) before the components and
            // the palette it is made of.
            Match(color: entry.element.color, distance: entry.element.distance, paths: entry.element.paths.sorted(by: Self.shorter))
        }
    }

    private static func shorter(_ a: String, _ b: String) -> Bool {
        (a.split(separator: ".").count, a.count, a) < (b.split(separator: ".").count, b.count, b)
    }
}
