import Foundation
import SpecimenDiagnostics

/// Figma's own export of variables in DTCG form: one `.tokens.json` file per mode of a
/// collection, naming its mode in the root's `$extensions["com.figma.modeName"]`. Files carry
/// no collection name, and their names follow whatever designers called things, so the modes
/// of one collection are found by what they share: Figma's variable ids (`com.figma.variableId`)
/// are the same in every mode of a collection and distinct between collections.
struct FigmaVariablesExport {
    /// One mode of a collection: a file and the mode it names.
    struct ModeFile {
        let mode: String
        /// The file as diagnostics show it.
        let file: String
        /// The file's path below the export's folder.
        let relativePath: String
        var root: JSONNode
        let modeLocation: SourceLocation
        /// The Figma variable ids of its tokens.
        let variableIds: Set<String>
    }

    /// A collection: the modes that share their variables.
    struct Collection {
        var modes: [ModeFile]

        var hasDarkMode: Bool { modes.contains { $0.mode.lowercased() == "dark" } }
    }

    static let modeKey = "com.figma.modeName"
    static let variableIdKey = "com.figma.variableId"
    static let aliasKey = "com.figma.aliasData"

    var collections: [Collection] = []
    /// Token files in the folder that are not Figma mode files, read as sets of their own.
    var otherFiles: [TokenSourceText] = []
    var diagnostics: [Diagnostic] = []
    /// The text of every file read, by display path.
    var texts: [String: String] = [:]

    /// Whether a folder holds a Figma export: some JSON file below it names its mode.
    static func isExport(folder: URL, boundary: ReadBoundary) -> Bool {
        FileWalk.files(under: folder, boundary: boundary, skipping: FileWalk.generatedFolders).files.contains { path in
            path.lowercased().hasSuffix(".json") && modeName(ofFileAt: folder.appendingPathComponent(path)) != nil
        }
    }

    /// Reads every token file below `folder`: Figma mode files into collections, others as they are.
    static func load(folder: URL, displayPrefix: String, boundary: ReadBoundary) -> FigmaVariablesExport {
        var export = FigmaVariablesExport()
        var modeFiles: [ModeFile] = []
        let listing = FileWalk.files(under: folder, boundary: boundary, skipping: FileWalk.generatedFolders)
        for path in listing.files where TokenFileParser.isTokenFile(path) && !path.hasSuffix(".resolver.json") {
            let display = displayPrefix + path
            guard let data = FileManager.default.contents(atPath: folder.appendingPathComponent(path).path),
                let text = String(data: data, encoding: .utf8)
            else {
                export.diagnostics.append(.error("file-unreadable", "cannot read token file '\(display)'", at: SourceLocation(file: display)))
                continue
            }
            export.texts[display] = text
            if let mode = export.modeFile(text: text, display: display, relativePath: path) {
                modeFiles.append(mode)
            } else {
                export.otherFiles.append(TokenSourceText(file: display, text: text))
            }
        }
        export.collections = export.grouped(modeFiles)
        return export
    }

    /// The mode file in `text`, if it names a mode; parse errors are reported and the file skipped.
    private mutating func modeFile(text: String, display: String, relativePath: String) -> ModeFile? {
        guard text.contains(Self.modeKey), display.lowercased().hasSuffix(".json") else { return nil }
        let parsed: JSONReader.Result
        do {
            parsed = try JSONReader.parse(text, file: display)
        } catch {
            return nil
        }
        guard let modeNode = parsed.root.object?["$extensions"]?.object?[Self.modeKey], let mode = modeNode.string else { return nil }
        diagnostics += parsed.warnings
        return ModeFile(
            mode: mode, file: display, relativePath: relativePath, root: parsed.root,
            modeLocation: SourceLocation(file: display, line: modeNode.position.line, column: modeNode.position.column),
            variableIds: Self.variableIds(in: parsed.root))
    }

    /// Files that share a variable are modes of one collection; files without variable ids
    /// (written by hand in the same shape) are grouped by their folder. A mode named twice in
    /// one collection is reported, and its second file left out.
    private mutating func grouped(_ files: [ModeFile]) -> [Collection] {
        var groups: [[ModeFile]] = []
        for file in files {
            let matching = groups.indices.filter { index in
                groups[index].contains { other in
                    file.variableIds.isEmpty && other.variableIds.isEmpty
                        ? Self.folder(of: other.relativePath) == Self.folder(of: file.relativePath)
                        : !file.variableIds.isDisjoint(with: other.variableIds)
                }
            }
            var merged = matching.flatMap { groups[$0] } + [file]
            merged.sort { $0.relativePath < $1.relativePath }
            for index in matching.reversed() { groups.remove(at: index) }
            groups.append(merged)
        }
        // The light/dark collection first: its switch is the one readers reach for.
        let collections = groups.map { Collection(modes: distinctModes($0)) }
        return collections.filter(\.hasDarkMode) + collections.filter { !$0.hasDarkMode }
    }

    private mutating func distinctModes(_ files: [ModeFile]) -> [ModeFile] {
        var seen: [String: ModeFile] = [:]
        var kept: [ModeFile] = []
        for file in files {
            if let first = seen[file.mode.lowercased()] {
                diagnostics.append(
                    .warning(
                        "figma-mode-duplicate",
                        "the mode '\(file.mode)' of this collection is already read from '\(first.file)'; this file is not read (export the collection again, or remove one of them)",
                        at: file.modeLocation))
                continue
            }
            seen[file.mode.lowercased()] = file
            kept.append(file)
        }
        return kept
    }

    static func folder(of path: String) -> String {
        (path as NSString).deletingLastPathComponent
    }

    /// The mode a file names, read only as far as needed to tell.
    static func modeName(ofFileAt url: URL) -> String? {
        guard let data = FileManager.default.contents(atPath: url.path), let text = String(data: data, encoding: .utf8), text.contains(modeKey),
            let parsed = try? JSONReader.parse(text, file: url.lastPathComponent)
        else { return nil }
        return parsed.root.object?["$extensions"]?.object?[modeKey]?.string
    }

    /// Every `com.figma.variableId` in a file's tokens.
    static func variableIds(in node: JSONNode) -> Set<String> {
        guard let object = node.object else { return [] }
        var ids: Set<String> = []
        if let id = object["$extensions"]?.object?[variableIdKey]?.string { ids.insert(id) }
        for member in object.members where !member.key.hasPrefix("$") {
            ids.formUnion(variableIds(in: member.value))
        }
        return ids
    }
}
