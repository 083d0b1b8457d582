import SpecimenDiagnostics

/// Tokens Studio substitutes a referenced value as text and reads it where it lands: a `text`
/// token `"Roboto"` is a font family inside a typography value, a `text` token `"Regular"` a
/// weight, a `number` 0.4 a letter spacing in pixels, and a `number` token aliasing a `sizing`
/// one is that size. Tokens written so (`TokenDefinition.typesLoosely`) are read the same way;
/// a value that reads as nothing of the type needed is still a type mismatch.
extension TokenEvaluator {
    /// Whether the token being resolved was written in a format whose types are hints.
    var resolvingLooselyTypedToken: Bool {
        stack.last.flatMap { flat.tokens[$0]?.definition.typesLoosely } ?? false
    }

    /// `value`, of another type, read as `type` the way Tokens Studio would; nil when it does not read so.
    mutating func looselyRead(_ value: TokenValue, as type: TokenType, at node: JSONNode, file: String) -> TokenValue? {
        let written: JSONNode
        switch value {
        case .string(let text): written = JSONNode(.string(text), at: node.position)
        case .number(let number) where type == .dimension: return .dimension(DimensionValue(value: number, unit: "px"))
        case .number(let number): written = JSONNode(.number(number), at: node.position)
        case .dimension(let length) where type == .number && (length.unit == "px" || length.unit.isEmpty): return .number(length.value)
        default: return nil
        }
        let translated = TokensStudioTranslation.translateValue(written, studioType: Self.studioType(for: type))
        // Trying is not finding: what the attempt reports is dropped, and the mismatch reported instead.
        let findings = diagnostics
        let read = decode(translated, as: type, file: file)
        diagnostics = findings
        return read
    }

    /// An alias whose declared type differs from its target's: text (or a number where a size or
    /// weight is declared) read as the declared type where it reads so; otherwise the alias is
    /// what it names (a `number` aliasing a `sizing` token is that size).
    mutating func looseAlias(
        _ resolved: inout ResolvedToken, declared: DeclaredType, target: ResolvedToken, at node: JSONNode, file: String
    ) -> ResolvedToken? {
        let readsAsDeclared: Bool
        switch target.value {
        case .string: readsAsDeclared = declared.type != .opaque
        case .number: readsAsDeclared = declared.type == .dimension || declared.type == .fontWeight
        default: readsAsDeclared = false
        }
        if readsAsDeclared, let read = looselyRead(target.value, as: declared.type, at: node, file: file) {
            resolved.type = declared.type
            resolved.value = read
        } else {
            resolved.type = target.type
            resolved.value = target.value
        }
        resolved.aliasOf = target.path
        return resolved
    }

    /// The Tokens Studio type whose value forms `type` takes (`"Semi Bold"` for a weight, `"16"` for pixels).
    private static func studioType(for type: TokenType) -> String {
        switch type {
        case .fontWeight: "fontWeights"
        case .fontFamily: "fontFamilies"
        default: type.rawValue
        }
    }
}
