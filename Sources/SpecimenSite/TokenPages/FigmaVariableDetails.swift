import SpecimenPages
import SpecimenTokens

/// What Figma's variables export says about a token, kept in its `$extensions` and shown on the
/// token's page: the variable's id, the properties it may be bound to, the names it has in
/// code, and whether it is hidden from the published library.
struct FigmaVariableDetails: TemplateRepresentable {
    struct CodeName: TemplateRepresentable {
        let platform: String
        let name: String

        var templateValue: TemplateValue { .object(["platform": platform, "name": name]) }
    }

    let variableId: String?
    let scopes: [String]
    let codeSyntax: [CodeName]
    let hidden: Bool
    /// The sentence about an alias into a collection the export lacks, as HTML.
    let remoteAliasHTML: String?

    /// Figma's platform keys as people write them.
    fileprivate static func platformName(_ key: String) -> String {
        switch key.uppercased() {
        case "WEB": "Web"
        case "ANDROID": "Android"
        case "IOS": "iOS"
        default: key
        }
    }

    var templateValue: TemplateValue {
        .object([
            "variableId": variableId, "scopes": scopes, "hasScopes": !scopes.isEmpty, "codeSyntax": codeSyntax,
            "hasCodeSyntax": !codeSyntax.isEmpty, "hidden": hidden, "remoteAliasHTML": remoteAliasHTML,
        ])
    }
}

extension FigmaVariableDetails {
    /// The details of `token`, or nil when it carries no Figma extensions.
    init?(_ token: ResolvedToken, strings: InterfaceStrings) {
        guard let extensions = token.extensions?.object, extensions.keys.contains(where: { $0.hasPrefix("com.figma.") }) else { return nil }
        variableId = extensions["com.figma.variableId"]?.string
        scopes = extensions["com.figma.scopes"]?.array?.compactMap(\.string) ?? []
        codeSyntax = (extensions["com.figma.codeSyntax"]?.object?.members ?? []).compactMap { member in
            member.value.string.map { CodeName(platform: Self.platformName(member.key), name: $0) }
        }
        hidden = extensions["com.figma.hiddenFromPublishing"]?.bool ?? false
        // An alias Specimen could follow shows in the value table; one it could not is told here.
        let alias = extensions["com.figma.aliasData"]?.object
        if token.aliasOf == nil, let name = alias?["targetVariableName"]?.string {
            let collection = alias?["targetVariableSetName"]?.string ?? ""
            let code = { (text: String) in "<code>" + HTMLEscaping.escape(text) + "</code>" }
            remoteAliasHTML = HTMLEscaping.escape(strings["figmaRemoteAlias"])
                .replacingEvery("{name}", with: code(name))
                .replacingEvery("{collection}", with: code(collection))
        } else {
            remoteAliasHTML = nil
        }
    }
}
