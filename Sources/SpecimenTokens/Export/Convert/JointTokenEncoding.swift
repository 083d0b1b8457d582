/// How a token whose value depends on several modifiers at once is written in DTCG, whose
/// contexts each change one modifier's part: as a chain of aliases that chooses one level per
/// modifier. With modifiers `brand` (a, b) and `theme` (light, dark), `x` in the base set
/// aliases `specimen-convert.x@`; each brand context defines that helper as an alias to
/// `specimen-convert.x@0` or `x@1`; each theme context defines `x@0` and `x@1` as the value
/// `x` has in its brand and that theme. Helpers name contexts by their position.
struct JointTokenEncoding {
    static let group = "specimen-convert"

    private let modifiers: [ResolverDocument.Modifier]
    private let jointValues: [String: [[String: String]: ConvertedToken]]
    /// The modifiers with a choice, by index into `modifiers`.
    private let levels: [Int]
    /// Helpers by modifier index and context.
    private var helpers: [Int: [String: [(String, ConvertedToken)]]] = [:]

    init(modifiers: [ResolverDocument.Modifier], jointValues: [String: [[String: String]: ConvertedToken]]) {
        self.modifiers = modifiers
        self.jointValues = jointValues
        levels = modifiers.indices.filter { modifiers[$0].contexts.count > 1 }
        for path in jointValues.keys.sorted() { encode(path) }
    }

    var isEmpty: Bool { jointValues.isEmpty }

    /// Writes each joint token in the base as an alias to its first helper, and out of the contexts.
    func apply(to layers: inout ContextLayers) {
        for (path, values) in jointValues {
            let template = layers.base[path] ?? values.values.first!
            var token = template
            token.value = .alias(Self.helperPath(path, []))
            if layers.base[path] == nil { layers.baseOrder.append(path) }
            layers.base[path] = token
            layers.removeFromContexts(path)
        }
    }

    /// Puts the helpers a context defines into its file.
    func insert(modifier index: Int, context: String, into tree: inout ConvertedTokenTree) {
        guard let tokens = helpers[index]?[context], !tokens.isEmpty else { return }
        tree.describe(
            group: Self.group,
            "Written by `specimen tokens convert`: aliases that choose the value of a token depending on several modifiers at once.")
        for (path, token) in tokens { tree.insert(token, at: path) }
    }

    private mutating func encode(_ path: String) {
        guard let values = jointValues[path], let type = values.values.first?.type else { return }
        var prefixes: [[Int]] = [[]]
        for (depth, index) in levels.enumerated() {
            let last = depth == levels.count - 1
            for (position, context) in modifiers[index].contexts.enumerated() {
                for prefix in prefixes {
                    let chosen = prefix + [position]
                    let value: ConvertedToken.Value =
                        last ? (values[inputs(chosen)]?.value ?? values.values.first!.value) : .alias(Self.helperPath(path, chosen))
                    helpers[index, default: [:]][context, default: []].append(
                        (Self.helperPath(path, prefix), ConvertedToken(type: type, value: value)))
                }
            }
            prefixes = prefixes.flatMap { prefix in modifiers[index].contexts.indices.map { prefix + [$0] } }
        }
    }

    /// The permutation of the contexts at `positions` (one per level); modifiers with one context take it.
    private func inputs(_ positions: [Int]) -> [String: String] {
        var inputs = Dictionary(uniqueKeysWithValues: modifiers.map { ($0.name, $0.contexts[0]) })
        for (level, position) in zip(levels, positions) { inputs[modifiers[level].name] = modifiers[level].contexts[position] }
        return inputs
    }

    /// `specimen-convert.color/brand/hover@0-1`: the token's path in one name, and the positions chosen so far.
    static func helperPath(_ path: String, _ positions: [Int]) -> String {
        group + "." + path.replacingEvery(".", with: "/") + "@" + positions.map(String.init).joined(separator: "-")
    }
}
