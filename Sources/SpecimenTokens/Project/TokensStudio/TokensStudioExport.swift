import Foundation
import SpecimenDiagnostics

/// A Tokens Studio export: token sets (a folder of JSON files, or the members of one file),
/// `$metadata` (`tokenSetOrder`) and `$themes` (themes, each in a `group`, selecting sets as
/// `enabled`, `source` or `disabled`). Read into a resolver document: each group a modifier whose
/// contexts are its themes (see `TokensStudioResolver`).
struct TokensStudioExport {
    /// One token set, translated to DTCG (see `TokensStudioTranslation`).
    struct TokenSet {
        let name: String
        /// The file it is in, as diagnostics show it.
        let file: String
        let root: JSONNode
    }

    enum Selection: String {
        case enabled, source, disabled
    }

    struct Theme {
        let name: String
        let group: String?
        /// The sets it selects, with how, in the order written.
        var sets: [(name: String, selection: Selection)]
        let location: SourceLocation
        /// Tokens Studio's bookkeeping beside the selection (`id`, `$figmaStyleReferences`,
        /// `$figmaVariableReferences`, `$figmaCollectionId`, `$figmaModeId`), kept as written.
        var bookkeeping: [JSONMember] = []
    }

    /// The sets, in `tokenSetOrder` (sets it does not list follow in name order).
    var sets: [TokenSet] = []
    var themes: [Theme] = []
    var diagnostics: [Diagnostic] = []
    /// The text of every file read, by display path.
    var texts: [String: String] = [:]

    static let themesFile = "$themes.json"
    static let metadataFile = "$metadata.json"

    /// Whether a folder holds a multi-file export.
    static func isExport(folder: URL) -> Bool {
        [themesFile, metadataFile].contains { FileManager.default.fileExists(atPath: folder.appendingPathComponent($0).path) }
    }

    /// Whether a parsed file is a single-file export: sets at the top, with `$themes` or `$metadata`.
    static func isExport(document root: JSONNode) -> Bool {
        guard let object = root.object else { return false }
        return object["$themes"] != nil || object["$metadata"] != nil
    }

    /// Reads a multi-file export: every JSON file below `folder` but `$themes.json` and
    /// `$metadata.json` is a set named by its path without `.json`.
    static func load(folder: URL, displayPrefix: String, boundary: ReadBoundary) -> TokensStudioExport {
        var export = TokensStudioExport()
        let listing = FileWalk.files(under: folder, boundary: boundary)
        var setNodes: [(name: String, file: String, root: JSONNode)] = []
        for path in listing.files where path.lowercased().hasSuffix(".json") {
            let display = displayPrefix + path
            guard let root = export.parse(folder.appendingPathComponent(path), display: display) else { continue }
            switch path {
            case themesFile: export.readThemes(root)
            case metadataFile: export.readOrder(root, sets: &setNodes)
            default: setNodes.append((String(path.dropLast(".json".count)), display, root))
            }
        }
        export.expandFolders(sets: setNodes.map(\.name))
        export.order(setNodes)
        return export
    }

    /// Reads a single-file export already parsed.
    static func load(document root: JSONNode, file: String, text: String) -> TokensStudioExport {
        var export = TokensStudioExport()
        export.texts[file] = text
        var setNodes: [(name: String, file: String, root: JSONNode)] = []
        for member in root.object?.members ?? [] {
            switch member.key {
            case "$themes": export.readThemes(member.value, file: file)
            case "$metadata": continue
            default:
                guard member.value.object != nil else { continue }
                setNodes.append((member.key, file, member.value))
            }
        }
        if let metadata = root.object?["$metadata"] { export.readOrder(metadata, sets: &setNodes, file: file) }
        export.order(setNodes)
        return export
    }

    private var pendingOrder: [String] = []

    private mutating func parse(_ url: URL, display: String) -> JSONNode? {
        guard let data = FileManager.default.contents(atPath: url.path), let text = String(data: data, encoding: .utf8) else {
            diagnostics.append(.error("file-unreadable", "cannot read token file '\(display)'", at: SourceLocation(file: display)))
            return nil
        }
        do {
            let parsed = try JSONReader.parse(text, file: display)
            diagnostics += parsed.warnings
            texts[display] = text
            return parsed.root
        } catch {
            diagnostics += error.diagnostics
            return nil
        }
    }

    private mutating func readThemes(_ root: JSONNode, file: String? = nil) {
        let file = file ?? root.position.file(default: Self.themesFile, in: texts)
        guard let list = root.array else {
            diagnostics.append(.error("tokens-studio-themes", "$themes must be a list of themes", at: location(root, file)))
            return
        }
        for node in list {
            guard let object = node.object, let name = object["name"]?.string else {
                diagnostics.append(.error("tokens-studio-themes", "a theme needs a 'name'", at: location(node, file)))
                continue
            }
            var sets: [(String, Selection)] = []
            for member in object["selectedTokenSets"]?.object?.members ?? [] {
                guard let selection = member.value.string.flatMap(Selection.init(rawValue:)) else {
                    diagnostics.append(
                        .error(
                            "tokens-studio-themes", "theme '\(name)' selects set '\(member.key)' as neither enabled, source nor disabled",
                            at: location(member.value, file)))
                    continue
                }
                sets.append((member.key, selection))
            }
            let group = object["group"]?.string.flatMap { $0.trimmingCharacters(in: .whitespaces).isEmpty ? nil : $0 }
            var theme = Theme(name: name, group: group, sets: sets, location: location(node, file))
            theme.bookkeeping = object.members.filter { !["name", "group", "selectedTokenSets"].contains($0.key) }
            themes.append(theme)
        }
    }

    private mutating func readOrder(_ root: JSONNode, sets: inout [(name: String, file: String, root: JSONNode)], file: String? = nil) {
        let entries = root.object?["tokenSetOrder"]?.array ?? []
        pendingOrder = entries.compactMap(\.string)
        let file = file ?? root.position.file(default: Self.metadataFile, in: texts)
        orderLocations = Dictionary(
            entries.compactMap { entry in entry.string.map { ($0, location(entry, file)) } }, uniquingKeysWith: { first, _ in first })
    }

    /// Where each `tokenSetOrder` entry is written, for notes about it.
    private var orderLocations: [String: SourceLocation] = [:]

    /// A name in `$themes` or `$metadata` that is no set but a folder of sets (a team that split
    /// `base.json` into `base/palette.json`, `base/size.json`, …) stands for the sets under it at
    /// any depth, in path order; a set with the name itself (a file beside a folder of the same
    /// name) is that set alone. A note tells each folder read so, once.
    private mutating func expandFolders(sets names: [String]) {
        let known = Set(names)
        var noted: Set<String> = []
        func expansion(_ name: String, at location: SourceLocation) -> [String]? {
            guard !known.contains(name) else { return nil }
            let prefix = name.hasSuffix("/") ? name : name + "/"
            let under = names.filter { $0.hasPrefix(prefix) }.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
            guard !under.isEmpty else { return nil }
            if noted.insert(name).inserted {
                let shown = under.count > 4 ? under.prefix(3).joined(separator: ", ") + ", …" : under.joined(separator: ", ")
                diagnostics.append(
                    .note(
                        "tokens-studio-set-folder",
                        "'\(name)' is a folder of \(under.count) set\(under.count == 1 ? "" : "s"), not a set; it stands for them in path order (\(shown))",
                        at: location))
            }
            return under
        }
        var order: [String] = []
        for name in pendingOrder {
            for set in expansion(name, at: orderLocations[name] ?? SourceLocation(file: Self.metadataFile)) ?? [name] where !order.contains(set) {
                order.append(set)
            }
        }
        pendingOrder = order
        for index in themes.indices {
            let theme = themes[index]
            themes[index].sets = theme.sets.flatMap { set in
                (expansion(set.name, at: theme.location) ?? [set.name]).map { ($0, set.selection) }
            }
        }
    }

    /// Puts the sets in `tokenSetOrder`, the others after it by name, and translates them.
    private mutating func order(_ nodes: [(name: String, file: String, root: JSONNode)]) {
        let position = Dictionary(pendingOrder.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        let ordered = nodes.sorted { a, b in
            switch (position[a.name], position[b.name]) {
            case (let x?, let y?): x < y
            case (.some, nil): true
            case (nil, .some): false
            case (nil, nil): a.name < b.name
            }
        }
        sets = ordered.map { TokenSet(name: $0.name, file: $0.file, root: TokensStudioTranslation.translate($0.root)) }
    }

    private func location(_ node: JSONNode, _ file: String) -> SourceLocation {
        SourceLocation(file: file, line: node.position.line, column: node.position.column)
    }
}

extension JSONPosition {
    /// The themes file's display path: the only file a multi-file export's themes come from.
    fileprivate func file(default name: String, in texts: [String: String]) -> String {
        texts.keys.first { $0.hasSuffix("/" + name) || $0 == name } ?? name
    }
}
