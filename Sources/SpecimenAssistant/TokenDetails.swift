import MCP
import SpecimenSite
import SpecimenTokens

/// One token's page, told as text and as JSON.
struct TokenDetails {
    let token: ResolvedToken
    let tokens: HandbookTokens

    private var path: String { token.path }

    var text: String {
        var lines = ["\(path) (\(token.typeName))"]
        if let description = token.description { lines.append(description) }
        lines.append("Values:")
        for value in tokens.values(of: path) {
            let chain = value.aliasChain.count > 1 ? " (via \(value.aliasChain.dropFirst().joined(separator: " → ")))" : ""
            lines.append("  \(value.label): \(value.token.value.css)\(chain)")
        }
        if token.type.isExportedToCSS {
            lines.append("CSS: var(\(CSSText.customPropertyName(for: path))) — declared as \(TokenCSSExporter.declaration(token))")
        }
        let platforms = tokens.platformNames(for: path)
        if !platforms.isEmpty {
            lines.append("Platforms:")
            lines += platforms.map { "  \($0.platform): \($0.name)  (specimen tokens export --format \($0.format))" }
        }
        let aliasedBy = tokens.defaults.aliases(of: path)
        if !aliasedBy.isEmpty { lines.append("Aliased by: \(aliasedBy.joined(separator: ", "))") }
        if let deprecation = token.deprecation {
            lines.append("Deprecated: \(deprecation.explanation ?? "yes")")
            if !deprecation.replacements.isEmpty { lines.append("Use instead: \(deprecation.replacements.joined(separator: ", "))") }
        }
        let history = tokens.historyEntries(of: path)
        if !history.isEmpty {
            lines.append("History (newest first):")
            lines += history.map { "  \($0.release)\($0.date.map { " (\($0))" } ?? ""): \($0.text)" }
        }
        if let figma = figma { lines.append("Figma: \(figma)") }
        lines.append("Defined in \(token.source.file):\(token.source.line)")
        lines.append("Page: \(tokens.url(of: path))")
        return lines.joined(separator: "\n")
    }

    var structured: [String: Value] {
        [
            "path": .string(path), "type": .string(token.typeName), "description": .text(token.description),
            "values": .array(
                tokens.values(of: path).map { value in
                    .object([
                        "label": .string(value.label), "css": .string(value.token.value.css),
                        "aliasChain": .array(value.aliasChain.map(Value.string)),
                    ])
                }),
            "aliasOf": .text(token.aliasOf),
            "cssVariable": token.type.isExportedToCSS ? .string(CSSText.customPropertyName(for: path)) : .null,
            "cssDeclaration": token.type.isExportedToCSS ? .string(TokenCSSExporter.declaration(token)) : .null,
            "platforms": .array(
                tokens.platformNames(for: path).map {
                    .object(["platform": .string($0.platform), "name": .string($0.name), "format": .string($0.format)])
                }),
            "aliasedBy": .array(tokens.defaults.aliases(of: path).map(Value.string)),
            "deprecated": token.deprecation.map { deprecation in
                .object(["explanation": .text(deprecation.explanation), "replacements": .array(deprecation.replacements.map(Value.string))])
            } ?? .null,
            "history": .array(
                tokens.historyEntries(of: path).map { .object(["release": .string($0.release), "date": .text($0.date), "text": .string($0.text)]) }),
            "figma": figmaExtensions ?? .null,
            "source": .string("\(token.source.file):\(token.source.line)"),
            "url": .string(tokens.url(of: path)),
        ]
    }

    /// The `com.figma.*` members of `$extensions`, as written.
    private var figmaExtensions: Value? {
        guard let members = token.extensions?.object?.members.filter({ $0.key.hasPrefix("com.figma.") }), !members.isEmpty else { return nil }
        return .object(Dictionary(members.map { ($0.key, $0.value.value.mcpValue) }) { first, _ in first })
    }

    private var figma: String? {
        guard let members = token.extensions?.object?.members.filter({ $0.key.hasPrefix("com.figma.") }), !members.isEmpty else { return nil }
        return members.map { "\($0.key.dropFirst("com.figma.".count)) \(JSONWriter.compact($0.value.value))" }.joined(separator: "; ")
    }
}
