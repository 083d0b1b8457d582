import SpecimenTokens

extension ComponentSpec {
    /// A style property's value for one combination of axis values in one context: its
    /// template filled with the values, each token it names replaced by that token's CSS, and
    /// the tokens it names that the context has, in order. A token the context lacks stays
    /// written as `{path}` (the check reports it).
    package static func value(of binding: StyleBinding, for values: [String: String], in tokens: ResolvedTokenSet) -> (css: String, tokens: [String])
    {
        var value = fill(binding.template, with: values)
        var found: [String] = []
        for path in references(in: value) {
            guard let token = tokens[path] else { continue }
            value = value.replacingOccurrences(of: "{\(path)}", with: token.value.css)
            found.append(path)
        }
        return (value, found)
    }
}
