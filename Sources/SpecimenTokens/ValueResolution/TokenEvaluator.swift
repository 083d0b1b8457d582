import SpecimenDiagnostics

/// Resolves every token of a flattened tree: follows aliases and pointers (detecting cycles),
/// settles each token's type in the spec's order, and decodes values into typed form.
struct TokenEvaluator {
    /// How many references deep a token may lean on others (recursion is bounded by it); real
    /// systems use fewer than ten.
    static let maximumDepth = 100

    enum Outcome {
        case resolved(ResolvedToken)
        case failed
    }

    /// What a reference designates: a whole token, or a piece of a token's value.
    enum Target {
        case token(ResolvedToken)
        case fragment(JSONNode, owner: String)
    }

    private(set) var flat: FlatTokens
    var outcomes: [String: Outcome] = [:]
    var stack: [String] = []
    /// For each token on `stack`, the tokens its value names so far.
    var referenceStack: [[String]] = []
    /// Every token's findings, kept by token.
    var diagnostics = TokenFindings()
    /// The tokens each token's value names, whether or not it resolved: what an edit of one
    /// token makes resolve again.
    var references: [String: [String]] = [:]
    private var tokenPathsForSuggestions: [String]?

    init(flat: FlatTokens) {
        self.flat = flat
    }

    /// Prepares to resolve `stale` tokens again, the others kept as they resolved: forgets
    /// their outcomes, references and findings, and gives the `redefined` ones their new definitions.
    mutating func forget(_ stale: Set<String>, redefining redefined: [String: FlatToken]) {
        for (path, token) in redefined { flat.tokens[path] = token }
        for path in stale {
            outcomes[path] = nil
            references[path] = nil
        }
        diagnostics.forget(stale)
    }

    /// Prepares to resolve the tokens of `flat`, another permutation's, keeping what resolved
    /// here for every token but `stale`: those whose definitions differ or that only one of
    /// the two has, every token leaning on them, and every token with findings.
    mutating func rebase(on flat: FlatTokens, stale: Set<String>) {
        self.flat = flat
        tokenPathsForSuggestions = nil
        forget(stale, redefining: [:])
    }

    /// Resolves all tokens; failures are left out of the set and reported once.
    mutating func resolveAll() -> ResolvedTokenSet {
        outcomes.reserveCapacity(flat.tokens.count)
        for path in flat.order { _ = resolve(path) }
        var resolved: [ResolvedToken] = []
        resolved.reserveCapacity(outcomes.count)
        for outcome in outcomes.values {
            if case .resolved(let token) = outcome { resolved.append(token) }
        }
        return ResolvedTokenSet(tokens: resolved)
    }

    /// Every finding, in document order.
    var findings: [Diagnostic] { diagnostics.all(in: flat.order) }

    mutating func resolve(_ path: String) -> ResolvedToken? {
        if let outcome = outcomes[path] {
            if case .resolved(let token) = outcome { return token }
            return nil
        }
        if let start = stack.firstIndex(of: path) {
            reportCycle(Array(stack[start...]))
            return nil
        }
        guard let flatToken = flat.tokens[path] else { return nil }
        guard stack.count < Self.maximumDepth else {
            outcomes[path] = .failed
            diagnostics.append(
                .error(
                    "token-limit-exceeded",
                    "'\(stack[0])' leans on more than \(Self.maximumDepth) references in a row (… → \(stack.suffix(2).joined(separator: " → ")) → \(path)); Specimen follows at most \(Self.maximumDepth)",
                    at: flatToken.definition.location), owner: path)
            return nil
        }
        stack.append(path)
        referenceStack.append([])
        diagnostics.owner = path
        var token = resolveDefinition(flatToken)
        let named = referenceStack.removeLast()
        references[path] = named
        token?.references = named
        stack.removeLast()
        diagnostics.owner = stack.last ?? ""
        // A cycle found deeper down may already have marked this token (as failed).
        if let marked = outcomes[path] {
            if case .resolved(let settled) = marked { return settled }
            return nil
        }
        outcomes[path] = token.map(Outcome.resolved) ?? .failed
        return token
    }

    private mutating func resolveDefinition(_ flatToken: FlatToken) -> ResolvedToken? {
        let definition = flatToken.definition
        // An unknown `$type` is already reported; guessing another type would only add noise.
        guard !definition.hasInvalidType else { return nil }
        var resolved = ResolvedToken(
            path: flatToken.path, type: .number, value: .number(0), aliasOf: nil,
            description: definition.description, deprecation: flatToken.deprecation,
            extensions: definition.extensions, source: definition.location)

        let declaredText = (definition.declaredType ?? flatToken.groupType).map { $0.type == .string || $0.type == .link } ?? false
        if let reference = TokenReference(definition.value), !(declaredText && reference.isCompound) {
            guard let target = follow(reference, at: definition.value, file: definition.file) else { return nil }
            switch target {
            case .token(let targetToken):
                if let declared = definition.declaredType, declared.name != targetToken.typeName, definition.typesLoosely {
                    return looseAlias(&resolved, declared: declared, target: targetToken, at: definition.value, file: definition.file)
                }
                if let declared = definition.declaredType, declared.name != targetToken.typeName {
                    diagnostics.append(
                        .error(
                            "token-type-mismatch",
                            "'\(flatToken.path)' is declared \(declared.name) but aliases '\(targetToken.path)', which is \(targetToken.typeName)",
                            at: location(definition.value.position, definition.file)))
                    return nil
                }
                resolved.type = targetToken.type
                resolved.value = targetToken.value
                resolved.aliasOf = targetToken.path
                return resolved
            case .fragment(let node, _):
                return settle(&resolved, flatToken, value: node)
            }
        }
        return settle(&resolved, flatToken, value: definition.value)
    }

    /// Gives `resolved` its type (declared, or inherited from a group) and the decoded value.
    private mutating func settle(_ resolved: inout ResolvedToken, _ flatToken: FlatToken, value written: JSONNode) -> ResolvedToken? {
        let file = flatToken.definition.file
        // What a reader built from the value (Tokens Studio's `"-1%"` as an `em` dimension) is
        // reported where the value is written.
        var node = written.placingUnplacedMembers()
        let declared: DeclaredType
        if let given = flatToken.definition.declaredType ?? flatToken.groupType {
            declared = given
        } else if let classic = styleDictionaryReading(flatToken, value: node) {
            (declared, node) = classic
        } else {
            reportMissingType(flatToken)
            return nil
        }
        let value: TokenValue?
        if declared.type == .opaque {
            value = .opaque(OpaqueValue(typeName: declared.name, json: node.value))
        } else {
            value = decode(node, as: declared.type, file: file)
        }
        guard let value else { return nil }
        resolved.type = declared.type
        resolved.value = value
        if case .string(let text) = value { noteTypeOfCSSString(text, path: flatToken.path, at: node, file: file) }
        return resolved
    }

    /// A string that is a color, a length, a duration or a shadow in CSS: say which DTCG type says so.
    private mutating func noteTypeOfCSSString(_ text: String, path: String, at node: JSONNode, file: String) {
        guard let reading = CSSStringValue.reading(text) else { return }
        let type = reading.type.rawValue
        diagnostics.append(
            .note(
                "token-string-typed",
                "'\(path)' is a string whose value is a \(type) in CSS; \"$type\": \"\(type)\" would say so to every tool (it is already shown and written to tokens.css as one)",
                at: location(node.position, file)))
    }

    // MARK: References

    /// Resolves a reference to the token or value piece it designates; reports why not otherwise.
    mutating func follow(_ reference: TokenReference, at node: JSONNode, file: String) -> Target? {
        switch reference {
        case .alias(let path):
            return followAlias(path, at: node, file: file).map(Target.token)
        case .pointer(let pointer):
            return followPointer(pointer, at: node, file: file)
        }
    }

    /// A longer reference is no token path anyone writes; checking it costs its length each time.
    static let maximumReferenceLength = 1_000

    private mutating func followAlias(_ path: String, at node: JSONNode, file: String) -> ResolvedToken? {
        let where_ = location(node.position, file)
        guard path.utf8.count <= Self.maximumReferenceLength else {
            diagnostics.append(
                .error(
                    "token-reference-syntax",
                    "a reference of \(path.utf8.count) bytes; references name token paths of at most \(Self.maximumReferenceLength)", at: where_))
            return nil
        }
        if flat.tokens[path] != nil {
            noteReference(path)
            return resolve(path)
        }
        // Style Dictionary 3 wrote references with a trailing `.value`.
        for suffix in [".value", ".$value"] where path.hasSuffix(suffix) {
            let trimmed = String(path.dropLast(suffix.count))
            if flat.tokens[trimmed] != nil {
                diagnostics.append(
                    .warning("token-legacy-reference", "'{\(path)}' ends in '\(suffix)' (Style Dictionary 3 style); write '{\(trimmed)}'", at: where_)
                )
                noteReference(trimmed)
                return resolve(trimmed)
            }
        }
        if path.isEmpty || path.contains("{") || path.contains("}") || path.split(separator: ".", omittingEmptySubsequences: false).contains("") {
            diagnostics.append(
                .error(
                    "token-reference-syntax", "'{\(path)}' is not a valid reference; write names joined by dots, e.g. {color.brand.primary}",
                    at: where_))
            return nil
        }
        if flat.groups.contains(path) {
            let root = flat.tokens["\(path).$root"] != nil ? "; did you mean '{\(path).$root}'?" : "; reference one of its tokens"
            diagnostics.append(.error("token-reference-group", "'{\(path)}' refers to a group, not a token\(root)", at: where_))
            return nil
        }
        let parts = path.split(separator: ".").map(String.init)
        for length in stride(from: parts.count - 1, through: 1, by: -1) {
            let prefix = parts[0..<length].joined(separator: ".")
            if flat.tokens[prefix] != nil {
                let rest = parts[length...].joined(separator: "/")
                diagnostics.append(
                    .error(
                        "token-reference-into-value",
                        "'{\(path)}' points inside the value of token '\(prefix)'; curly references name whole tokens — use {\"$ref\": \"#/\(parts[0..<length].joined(separator: "/"))/$value/\(rest)\"}",
                        at: where_))
                return nil
            }
        }
        diagnostics.append(.error("token-reference-unknown", "'{\(path)}' refers to no token\(suggestion(for: path))", at: where_))
        return nil
    }

    private mutating func followPointer(_ text: String, at node: JSONNode, file: String) -> Target? {
        let where_ = location(node.position, file)
        guard text.hasPrefix("#"), let pointer = JSONPointer(parsing: text) else {
            diagnostics.append(
                .error(
                    "token-reference-syntax", "\(QuotedText.quoted(text)) is not a JSON Pointer into this token set, such as \"#/color/blue/$value\"",
                    at: where_))
            return nil
        }
        let segments = pointer.segments
        let valueIndex = segments.firstIndex(of: "$value")
        let tokenPath = segments[..<(valueIndex ?? segments.endIndex)].joined(separator: ".")
        guard flat.tokens[tokenPath] != nil else {
            if flat.groups.contains(tokenPath) {
                diagnostics.append(
                    .error("token-reference-group", "\(QuotedText.quoted(text)) points at group '\(tokenPath)', not a token value", at: where_))
            } else {
                diagnostics.append(
                    .error("token-reference-unknown", "\(QuotedText.quoted(text)) points at no token\(suggestion(for: tokenPath))", at: where_))
            }
            return nil
        }
        noteReference(tokenPath)
        guard let token = resolve(tokenPath) else { return nil }
        guard let valueIndex, valueIndex + 1 < segments.count else { return .token(token) }
        let inner = JSONPointer(segments: Array(segments[(valueIndex + 1)...]))
        let valueNode = JSONNode(token.value.jsonValue, at: node.position)
        guard let fragment = inner.resolve(in: valueNode) else {
            diagnostics.append(
                .error(
                    "token-reference-unknown",
                    "\(QuotedText.quoted(text)) points past the value of '\(tokenPath)' (\(token.type.rawValue)); no '\(inner)' there",
                    at: where_))
            return nil
        }
        return .fragment(JSONNode(fragment.value, at: node.position), owner: tokenPath)
    }

    /// Records that the token being resolved names `path`.
    private mutating func noteReference(_ path: String) {
        guard !referenceStack.isEmpty, !referenceStack[referenceStack.count - 1].contains(path) else { return }
        referenceStack[referenceStack.count - 1].append(path)
    }

    private mutating func reportCycle(_ members: [String]) {
        let description = (members + [members[0]]).joined(separator: " → ")
        for member in members where outcomes[member] == nil {
            outcomes[member] = .failed
            if let token = flat.tokens[member] {
                diagnostics.append(
                    .error("token-reference-cycle", "'\(member)' is part of a reference cycle: \(description)", at: token.definition.location),
                    owner: member)
            }
        }
    }

    /// The type of a token in Style Dictionary's classic form that has none, and its value:
    /// Style Dictionary gives its tokens none and transforms them by their category, the first
    /// name of the path (its CTI convention). Under `color` a value that is a color is one, as
    /// every transform group of Style Dictionary reads it, and a CSS gradient a gradient (Hyphen
    /// keeps `linear-gradient({color.base.yellow.500.value} 0%, …)` there). Any other value
    /// means what the team's own transforms make of it (Hyphen's `size` holds rems without a
    /// unit, pixels, z-indexes and shadows), so it is kept as written: a string (to `tokens.css`
    /// as it is when it is CSS, shown as the color, length or shadow it reads as), a number or a
    /// boolean.
    private mutating func styleDictionaryReading(_ token: FlatToken, value node: JSONNode) -> (DeclaredType, JSONNode)? {
        guard token.definition.isLegacy, !token.definition.hasInvalidType, !token.groupTypeIsInvalid else { return nil }
        let underColor = token.path.split(separator: ".").first == "color"
        if underColor, node.object != nil || node.string.map({ LegacyColorString.parse($0) != nil }) == true {
            diagnostics.append(
                .warning(
                    "token-legacy-untyped",
                    "'\(token.path)' has no type; Style Dictionary reads tokens under 'color' as colors, and so does Specimen: write \"$type\": \"color\" on its group",
                    at: token.definition.location))
            return (DeclaredType(.color), node)
        }
        if underColor, let text = node.string, CSSGradient.isGradient(text) {
            diagnostics.append(
                .warning(
                    "token-legacy-untyped",
                    "'\(token.path)' has no type, and its value is a CSS gradient: it is read as a gradient; write \"$type\": \"gradient\" with its stops, [{\"color\": …, \"position\": 0}, …]",
                    at: token.definition.location))
            return (DeclaredType(.gradient), CSSGradient.tokenValue(text, at: node.position))
        }
        let kept: DeclaredType
        let what: String
        switch node.value {
        case .string: (kept, what) = (DeclaredType(.string), "a string")
        case .number: (kept, what) = (DeclaredType(.number), "a number")
        case .bool: (kept, what) = (DeclaredType(.boolean), "a boolean")
        default: (kept, what) = (DeclaredType(opaque: "untyped"), "its JSON, in tokens.json only")
        }
        let why = underColor ? "its value is no color" : "Style Dictionary gives it the meaning its team's transforms give its category"
        diagnostics.append(
            .warning(
                "token-legacy-untyped",
                "'\(token.path)' has no type (\(why)); it is kept as written, as \(what): give it the '$type' it has, or put it in a group that has one",
                at: token.definition.location))
        return (kept, node)
    }

    private mutating func reportMissingType(_ token: FlatToken) {
        // A `$type` naming no type, the token's own or its group's, is reported where it is written.
        guard !token.definition.hasInvalidType, !token.groupTypeIsInvalid else { return }
        diagnostics.append(
            .error(
                "token-type-missing",
                "'\(token.path)' has no type: give it '$type', or put it in a group that has one (types are never guessed from values)",
                at: token.definition.location))
    }

    private mutating func suggestion(for path: String) -> String {
        if tokenPathsForSuggestions == nil { tokenPathsForSuggestions = Array(flat.tokens.keys) }
        let firstSegment = path.split(separator: ".").first.map(String.init) ?? path
        // Comparing against every token is slow on huge sets; names that share the first group suffice.
        let candidates = tokenPathsForSuggestions!.lazy.filter { $0.hasPrefix(firstSegment) || $0.count == path.count }
        return Suggestion.closest(to: path, in: candidates).map { "; did you mean '{\($0)}'?" } ?? ""
    }

    func location(_ position: JSONPosition, _ file: String) -> SourceLocation {
        SourceLocation(file: file, line: position.line, column: position.column)
    }
}
