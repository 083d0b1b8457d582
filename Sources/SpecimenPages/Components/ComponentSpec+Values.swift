import SpecimenTokens

extension ComponentSpec {
    /// A style property's value for one combination of axis values in one context: its
    /// template filled with the values, each token it names replaced by that token's CSS, and
    /// the tokens it names that the context has, in order. A token the context lacks stays
    /// written as `{path}` (the check reports it).
    package static func value(of binding: StyleBinding, for values: [String: String], in tokens: ResolvedTokenSet) -> (css: String, tokens: [String])
    {
        let filled = fill(binding.template, with: values)
        var found: [String] = []
        let value = replacingBracedNames(in: filled) { name in
            guard let token = tokens[name] else { return nil }
            found.append(name)
            return token.value.css
        }
        return (value, found)
    }
}
