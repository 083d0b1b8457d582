import Foundation

/// `tokens convert --to dtcg`: any token source Specimen reads (a resolver document, files, a
/// Tokens Studio or Figma export) written as a DTCG 2025.10 resolver document and token files
/// that resolve to the same values in every permutation.
///
/// It is written from what each permutation resolves to, so whatever Specimen computed (Tokens
/// Studio's math and color modifiers) is written as its value, and aliases stay aliases. The
/// default permutation is the set `base`; each modifier's context file holds what that context
/// changes from it. A token whose value depends on two modifiers at once (a computed color in
/// a brand and a theme) cannot be one context's change: it becomes an alias through helper
/// tokens under `specimen-convert`, one level per modifier, which pick its value for every
/// combination (see `JointTokenEncoding`).
public struct DTCGConversion: Sendable {
    /// One file, its path relative to the output folder.
    public typealias File = ExportedFolder.File

    public internal(set) var files: [File] = []
    /// Tokens whose value depends on several modifiers at once, written through helpers.
    public internal(set) var jointTokens: [String] = []
    /// Tokens some permutation lacks, which DTCG cannot take away from a set: they are kept.
    public internal(set) var tokensNotRemovable: [String] = []

    static let resolverFile = "tokens.resolver.json"
    static let marker = "Converted by `specimen tokens convert --to dtcg`"

    /// Converts the permutations of `modifiers`, resolving each with `resolve`.
    /// - Parameter name: the resolver document's `name`.
    public static func convert(
        modifiers: [ResolverDocument.Modifier], name: String, resolve: ([String: String]) -> ResolvedTokenSet
    ) -> DTCGConversion {
        var layers = ContextLayers(modifiers: modifiers.filter { !$0.contexts.isEmpty }, resolve: resolve)
        var conversion = DTCGConversion()
        let joint = layers.findJointTokens(resolve: resolve)
        conversion.jointTokens = joint.keys.sorted()
        conversion.tokensNotRemovable = layers.notRemovable.sorted()
        let helpers = JointTokenEncoding(modifiers: layers.modifiers, jointValues: joint)
        helpers.apply(to: &layers)
        conversion.files = files(layers: layers, helpers: helpers, name: name)
        return conversion
    }

    private static func files(layers: ContextLayers, helpers: JointTokenEncoding, name: String) -> [File] {
        var files: [File] = []
        var base = ConvertedTokenTree()
        for path in layers.baseOrder { base.insert(layers.base[path]!, at: path) }
        files.append(File(path: "tokens/base.tokens.json", text: JSONWriter.write(base.json)))
        let folders = fileNames(layers.modifiers.map(\.name))
        var modifierMembers: [(String, JSONValue)] = []
        for (index, modifier) in layers.modifiers.enumerated() {
            let folder = folders[modifier.name]!
            var contextMembers: [(String, JSONValue)] = []
            let contextNames = fileNames(modifier.contexts)
            for context in modifier.contexts {
                var tree = ConvertedTokenTree()
                for (path, token) in layers.overrides[index][context] ?? [] { tree.insert(token, at: path) }
                helpers.insert(modifier: index, context: context, into: &tree)
                let path = "tokens/\(folder)/\(contextNames[context]!).tokens.json"
                files.append(File(path: path, text: JSONWriter.write(tree.json)))
                contextMembers.append((context, .array([.object(["$ref": .string("./" + path)])])))
            }
            var members: [(String, JSONValue)] = [
                ("contexts", .object(members: contextMembers)), ("default", .string(layers.defaults[modifier.name]!)),
            ]
            if let extensions = modifier.extensions { members.append(("$extensions", extensions)) }
            modifierMembers.append((modifier.name, .object(members: members)))
        }
        let order: [JSONValue] =
            [.object(["$ref": .string("#/sets/base")])]
            + layers.modifiers.map { .object(["$ref": .string("#/modifiers/" + pointerEscaped($0.name))]) }
        let resolver: JSONValue = .object(members: [
            ("$schema", .string("https://www.designtokens.org/schemas/2025.10/resolver.json")),
            ("name", .string(name)),
            ("version", .string("2025.10")),
            ("description", .string(marker + "; edit these files, or convert again from the source.")),
            ("sets", .object(["base": .object(["sources": .array([.object(["$ref": .string("./tokens/base.tokens.json")])])])])),
            ("modifiers", .object(members: modifierMembers)),
            ("resolutionOrder", .array(order)),
        ])
        return [File(path: resolverFile, text: JSONWriter.write(resolver))] + files
    }

    /// A name as one JSON Pointer step (RFC 6901).
    private static func pointerEscaped(_ name: String) -> String {
        name.replacingEvery("~", with: "~0").replacingEvery("/", with: "~1")
    }
}

extension DTCGConversion {
    /// File names from modifier and context names: readable, safe on every file system, and
    /// distinct where case is ignored.
    static func fileNames(_ names: [String]) -> [String: String] {
        let wanted = names.map { name -> (path: String, name: String) in
            let safe = String(name.map { $0.isLetter || $0.isNumber || "-_ .".contains($0) ? $0 : "-" })
                .trimmingCharacters(in: .init(charactersIn: ". "))
            return (name, safe.isEmpty ? "context" : safe)
        }
        return UniqueNames.assign(wanted, caseInsensitive: true) { "\($0)-\($1)" }
    }
}
