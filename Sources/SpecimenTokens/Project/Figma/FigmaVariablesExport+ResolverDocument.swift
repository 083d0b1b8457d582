import Foundation
import SpecimenDiagnostics

/// A Figma export as a resolver document: token files that are not mode files first, each a
/// set; then each collection, a set when it has one mode and otherwise a modifier whose
/// contexts are its modes.
extension FigmaVariablesExport {
    func resolverDocument(file: String) -> ResolverDocument {
        var diagnostics = self.diagnostics
        var steps: [ResolverDocument.Step] = []
        for source in otherFiles {
            if let tree = TokenSetBuilder.readTree(source, diagnostics: &diagnostics) { steps.append(.set(name: source.file, sources: [tree])) }
        }
        let index = FigmaAliasLinks.index(of: collections)
        let linked = collections.enumerated().map { number, collection in
            collection.modes.map { FigmaAliasLinks.linked($0.root, collection: number, index: index) }
        }
        let written = FigmaTypes.written(in: linked.flatMap { $0 })
        var modifiers: [ResolverDocument.Modifier] = []
        for (collection, roots) in zip(collections, linked) {
            let trees = zip(collection.modes, roots).map { mode, root in
                TokenSetBuilder.readTree(FigmaTypes.translated(root, tokens: written), file: mode.file, diagnostics: &diagnostics)
            }
            guard collection.modes.count > 1 else {
                steps.append(.set(name: collection.modes[0].file, sources: trees))
                continue
            }
            let name = modifierName(for: collection, taken: Set(modifiers.map { $0.name.lowercased() }))
            let ordered = Self.defaultFirst(collection.modes.map(\.mode))
            modifiers.append(
                ResolverDocument.Modifier(
                    name: name, contexts: ordered, defaultContext: ordered[0],
                    description: "Figma modes of \(collection.modes.map { "'\($0.file)'" }.joined(separator: ", "))",
                    location: collection.modes[0].modeLocation))
            steps.append(.modifier(name: name, contexts: Dictionary(uniqueKeysWithValues: zip(collection.modes.map(\.mode), trees.map { [$0] }))))
        }
        var document = ResolverDocument(file: file, modifiers: modifiers, steps: steps, diagnostics: diagnostics)
        document.sourceTexts = texts
        return document
    }

    /// Figma does not say which mode is a collection's default; the one a designer would call
    /// the base comes first, else the modes stay in file order.
    static func defaultFirst(_ modes: [String]) -> [String] {
        let preferred = ["light", "default", "base", "mode 1", "regular", "medium"]
        guard let chosen = preferred.lazy.compactMap({ name in modes.first { $0.lowercased() == name } }).first else { return modes }
        return [chosen] + modes.filter { $0 != chosen }
    }

    /// A light/dark collection drives the site's appearance, so it is `theme` (the name
    /// `themeModifier` defaults to). Others take the collection's Figma name where an alias
    /// into it tells it, else their folder, else what their file names share, else `mode`.
    private func modifierName(for collection: Collection, taken: Set<String>) -> String {
        let candidates = [
            collection.hasDarkMode ? "theme" : nil,
            figmaName(of: collection),
            Self.sharedFolder(collection),
            Self.sharedStem(collection),
            "mode",
        ].compactMap { $0 }
        let base = candidates.first { !taken.contains($0.lowercased()) } ?? candidates.last!
        var name = base
        var number = 2
        while taken.contains(name.lowercased()) {
            name = "\(base) \(number)"
            number += 1
        }
        return name
    }

    /// The `targetVariableSetName` other files give when they alias one of this collection's variables.
    private func figmaName(of collection: Collection) -> String? {
        let ids = collection.modes.reduce(into: Set<String>()) { $0.formUnion($1.variableIds) }
        for other in collections {
            for mode in other.modes {
                if let name = Self.aliasSetName(in: mode.root, targeting: ids) { return name }
            }
        }
        return nil
    }

    private static func aliasSetName(in node: JSONNode, targeting ids: Set<String>) -> String? {
        guard let object = node.object else { return nil }
        if let alias = object["$extensions"]?.object?[aliasKey]?.object, let id = alias["targetVariableId"]?.string, ids.contains(id),
            let name = alias["targetVariableSetName"]?.string, !name.trimmingCharacters(in: .whitespaces).isEmpty
        {
            return name
        }
        for member in object.members where !member.key.hasPrefix("$") {
            if let name = aliasSetName(in: member.value, targeting: ids) { return name }
        }
        return nil
    }

    private static func sharedFolder(_ collection: Collection) -> String? {
        let folders = Set(collection.modes.map { folder(of: $0.relativePath) })
        guard folders.count == 1, let folder = folders.first, !folder.isEmpty else { return nil }
        return (folder as NSString).lastPathComponent
    }

    /// `theme-colors` from `theme-colors.light.tokens.json` and `theme-colors.dark.tokens.json`.
    private static func sharedStem(_ collection: Collection) -> String? {
        let stems = collection.modes.map { ($0.relativePath as NSString).lastPathComponent.lowercased() }
        guard var shared = stems.first else { return nil }
        for stem in stems.dropFirst() {
            shared = String(zip(shared, stem).prefix { $0 == $1 }.map(\.0))
        }
        // Only whole words count: `compact` and `comfortable` share no name.
        guard let end = shared.lastIndex(where: { ".-_ ".contains($0) }) else { return nil }
        let trimmed = shared[..<end].trimmingCharacters(in: CharacterSet(charactersIn: ".-_ "))
        return trimmed.count >= 2 ? trimmed : nil
    }
}
