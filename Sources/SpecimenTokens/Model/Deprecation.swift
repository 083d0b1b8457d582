/// Whether a token is deprecated, and why; the explanation may name replacements as `{alias}`.
public struct Deprecation: Sendable, Hashable {
    public var explanation: String?

    public init(explanation: String?) {
        self.explanation = explanation
    }

    /// Token paths named in the explanation as `{path}` — the suggested replacements.
    public var replacements: [String] {
        guard let explanation else { return [] }
        var result: [String] = []
        var rest = explanation[...]
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            let inner = rest[rest.index(after: open)..<close]
            if !inner.isEmpty, !inner.contains("{") { result.append(String(inner)) }
            rest = rest[rest.index(after: close)...]
        }
        return result
    }
}
