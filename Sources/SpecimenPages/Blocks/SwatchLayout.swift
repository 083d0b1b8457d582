import SpecimenTokens

/// How a `swatches` block lays its colors out (`layout:`). Without the option it follows the
/// group: numbered ramps (`blue.100…900`) as palette strips, a few colors as cards, more as a grid.
enum SwatchLayout: String, CaseIterable {
    /// A card per color: a swatch per context with hex, rgb, oklch, contrast and alias chain.
    case cards
    /// A compact tile per color: a strip of its contexts, its name and values.
    case grid
    /// A row per color, a column per context.
    case table
    /// A strip per numbered ramp; the other colors as a grid after them.
    case palette

    /// Up to this many colors that form no ramp get cards.
    static let mostCards = 6

    static func automatic(for tokens: [ResolvedToken]) -> SwatchLayout {
        let ramps = Ramp.find(in: tokens)
        if ramps.reduce(0, { $0 + $1.steps.count }) * 2 >= tokens.count, !ramps.isEmpty { return .palette }
        return tokens.count <= mostCards ? .cards : .grid
    }
}

/// Colors whose names end in numbers after one stem (`blue.0` … `blue.9`, `gray-100` …
/// `gray-900`): a ramp of at least three steps, in numeric order.
struct Ramp {
    let parent: String
    let steps: [(name: String, token: ResolvedToken)]

    static let fewestSteps = 3

    static func find(in tokens: [ResolvedToken]) -> [Ramp] {
        var byParent: [String: [(name: String, number: Double, token: ResolvedToken)]] = [:]
        var order: [String] = []
        for token in tokens {
            guard let cut = token.path.lastIndex(where: { $0 == "." || $0 == "-" || $0 == "_" }), cut > token.path.startIndex else { continue }
            let name = String(token.path[token.path.index(after: cut)...])
            guard !name.isEmpty, name.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == ".") }), let number = Double(name) else { continue }
            let parent = String(token.path[..<cut])
            if byParent[parent] == nil { order.append(parent) }
            byParent[parent, default: []].append((name, number, token))
        }
        return order.compactMap { parent in
            guard let steps = byParent[parent], steps.count >= fewestSteps else { return nil }
            return Ramp(parent: parent, steps: steps.sorted { $0.number < $1.number }.map { ($0.name, $0.token) })
        }
    }
}
