import SpecimenDiagnostics

/// A Tokens Studio export as a resolver document. Each theme group is a modifier whose
/// contexts are its themes; a set every theme selects is a set of its own; any other set goes
/// into the contexts of the themes that select it. Steps follow `tokenSetOrder`, so that a
/// later set overrides an earlier one as in Tokens Studio. Sets a theme selects as `source`
/// are read for references, and their tokens left out of the permutation (see `ReferenceOnlySets`).
extension TokensStudioExport {
    /// The modifier themes without a group are read into.
    static let ungroupedModifier = "theme"

    func resolverDocument(file: String) -> ResolverDocument {
        var diagnostics = self.diagnostics
        var export = self
        export.themes = usableThemes(diagnostics: &diagnostics)
        return export.resolverDocument(file: file, diagnostics: diagnostics)
    }

    /// The themes whose sets the export has. A theme selecting a set it lacks (a file renamed,
    /// moved or never committed) is left out, with a warning: its references into that set
    /// would all fail, and its other sets are read by the themes that work.
    private func usableThemes(diagnostics: inout [Diagnostic]) -> [Theme] {
        let known = Set(sets.map(\.name))
        return themes.filter { theme in
            let missing = theme.sets.filter { $0.selection != .disabled && !known.contains($0.name) }.map(\.name)
            for name in missing {
                diagnostics.append(
                    .warning(
                        "tokens-studio-set-missing",
                        "theme '\(theme.name)' selects the set '\(name)', which the export does not have; the theme is left out",
                        at: theme.location))
            }
            return missing.isEmpty
        }
    }

    private func resolverDocument(file: String, diagnostics: [Diagnostic]) -> ResolverDocument {
        var diagnostics = diagnostics
        var trees: [String: TokenGroup] = [:]
        var paths: [String: Set<String>] = [:]
        for set in sets {
            var tree = TokenSetBuilder.readTree(set.root, file: set.file, diagnostics: &diagnostics)
            // Tokens Studio substitutes referenced values as text; its types are hints.
            tree.markTypesLoose()
            trees[set.name] = tree
            paths[set.name] = Self.tokenPaths(in: set.root)
        }
        guard !themes.isEmpty else {
            var document = ResolverDocument(
                file: file, modifiers: [], steps: sets.map { .set(name: $0.name, sources: [trees[$0.name]!]) }, diagnostics: diagnostics)
            document.sourceTexts = texts
            return document
        }
        let groups = groupedThemes(diagnostics: &diagnostics)
        let allThemes = groups.flatMap(\.themes)
        var steps: [ResolverDocument.Step] = []
        var placed: Set<String> = []
        var overlaps: Set<String> = []
        for set in sets {
            let selecting = allThemes.filter { $0.selection(of: set.name) != nil }
            if selecting.count == allThemes.count {
                steps.append(.set(name: set.name, sources: [trees[set.name]!]))
                continue
            }
            let owners = groups.filter { group in group.themes.contains { $0.selection(of: set.name) != nil } }
            if owners.count > 1, overlaps.insert(set.name).inserted {
                diagnostics.append(
                    .warning(
                        "tokens-studio-group-overlap",
                        "the set '\(set.name)' is selected by themes of the groups \(owners.map { "'\($0.name)'" }.joined(separator: " and ")); it is read in each, the later group's themes overriding the earlier's",
                        at: owners[1].themes.first { $0.selection(of: set.name) != nil }!.location))
            }
            for group in owners where placed.insert(group.name).inserted {
                var contexts: [String: [TokenGroup]] = [:]
                for theme in group.themes {
                    contexts[theme.name] = sets.filter { member in
                        theme.selection(of: member.name) != nil && allThemes.contains { $0.selection(of: member.name) == nil }
                    }.compactMap { trees[$0.name] }
                }
                steps.append(.modifier(name: group.name, contexts: contexts))
            }
        }
        let modifiers = groups.filter { placed.contains($0.name) }.map { group in
            ResolverDocument.Modifier(
                name: group.name, contexts: group.themes.map(\.name), defaultContext: group.themes.first?.name, description: nil,
                location: group.themes.first?.location, extensions: Self.bookkeeping(of: group.themes))
        }
        let ordered = steps.compactMap { step -> String? in if case .modifier(let name, _) = step { name } else { nil } }
        var document = ResolverDocument(
            file: file, modifiers: ordered.compactMap { name in modifiers.first { $0.name == name } }, steps: steps, diagnostics: diagnostics)
        document.sourceTexts = texts
        document.referenceOnly = ReferenceOnlySets(
            paths: paths, setOrder: sets.map(\.name),
            selections: Dictionary(
                groups.map { group in (group.name, Dictionary(group.themes.map { ($0.name, $0.selections) }, uniquingKeysWith: { first, _ in first }))
                },
                uniquingKeysWith: { first, _ in first }))
        return document
    }

    /// The themes' bookkeeping under Tokens Studio's extension, by theme; nil when none has any.
    private static func bookkeeping(of themes: [Theme]) -> JSONValue? {
        let kept = themes.filter { !$0.bookkeeping.isEmpty }
        guard !kept.isEmpty else { return nil }
        let byTheme = kept.map {
            JSONMember(
                key: $0.name, keyPosition: $0.bookkeeping[0].keyPosition,
                value: JSONNode(.object(JSONObject($0.bookkeeping)), at: $0.bookkeeping[0].keyPosition))
        }
        let position = byTheme[0].keyPosition
        let themesNode = JSONNode(.object(JSONObject(byTheme)), at: position)
        let studio = JSONNode(.object(JSONObject([JSONMember(key: "themes", keyPosition: position, value: themesNode)])), at: position)
        return .object(JSONObject([JSONMember(key: "studio.tokens", keyPosition: position, value: studio)]))
    }

    /// A group's themes, as one modifier reads them.
    struct ThemeGroup {
        let name: String
        var themes: [Theme]
    }

    /// Themes by group, in the order groups first appear; themes without a group form the
    /// modifier `theme`, with a warning each.
    private func groupedThemes(diagnostics: inout [Diagnostic]) -> [ThemeGroup] {
        var groups: [ThemeGroup] = []
        let named = Set(themes.compactMap(\.group))
        let ungrouped = named.contains(Self.ungroupedModifier) ? Self.ungroupedModifier + " (ungrouped)" : Self.ungroupedModifier
        for theme in themes {
            let name = theme.group ?? ungrouped
            if theme.group == nil {
                diagnostics.append(
                    .warning(
                        "tokens-studio-theme-ungrouped",
                        "theme '\(theme.name)' has no group; it is read as a context of the modifier '\(ungrouped)' (give it a group in Tokens Studio's theme editor)",
                        at: theme.location))
            }
            if let index = groups.firstIndex(where: { $0.name == name }) {
                groups[index].themes.append(theme)
            } else {
                groups.append(ThemeGroup(name: name, themes: [theme]))
            }
        }
        return groups
    }

    /// The paths of the tokens a translated set defines.
    static func tokenPaths(in root: JSONNode, prefix: String = "") -> Set<String> {
        var paths: Set<String> = []
        for member in root.object?.members ?? [] where !member.key.hasPrefix("$") || member.key == "$root" {
            guard let child = member.value.object else { continue }
            let path = prefix.isEmpty ? member.key : prefix + "." + member.key
            if child["$value"] != nil {
                paths.insert(path)
            } else {
                paths.formUnion(tokenPaths(in: member.value, prefix: path))
            }
        }
        return paths
    }
}

extension TokensStudioExport.Theme {
    /// How the theme selects the set: nil when it does not (disabled, or not named).
    func selection(of set: String) -> TokensStudioExport.Selection? {
        sets.first { $0.name == set }.flatMap { $0.selection == .disabled ? nil : $0.selection }
    }

    var selections: [String: TokensStudioExport.Selection] {
        Dictionary(sets.filter { $0.selection != .disabled }.map { ($0.name, $0.selection) }, uniquingKeysWith: { first, _ in first })
    }
}

/// Tokens Studio's `source` sets: read so that references resolve, but not among the tokens a
/// permutation publishes, unless a set the permutation's themes enable defines them too.
struct ReferenceOnlySets: Sendable {
    /// The token paths each set defines.
    let paths: [String: Set<String>]
    let setOrder: [String]
    /// Modifier (group) → context (theme) → set → how the theme selects it.
    let selections: [String: [String: [String: TokensStudioExport.Selection]]]

    /// The paths to leave out of the permutation `chosen` (modifier → context).
    func hidden(for chosen: [String: String]) -> Set<String> {
        var enabled: Set<String> = [], source: Set<String> = []
        for set in setOrder {
            let picks = chosen.compactMap { modifier, context in selections[modifier]?[context]?[set] }
            if picks.contains(.enabled) {
                enabled.formUnion(paths[set] ?? [])
            } else if picks.contains(.source) {
                source.formUnion(paths[set] ?? [])
            }
        }
        return source.subtracting(enabled)
    }
}
