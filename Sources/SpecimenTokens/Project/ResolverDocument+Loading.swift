import Foundation
import SpecimenDiagnostics

extension ResolverDocument {
    /// Reads a resolver document and every token file it references (relative to its folder).
    /// `cache` keeps parsed files and resolved permutations for the next load; files outside
    /// `boundary` (by default the document's folder) are refused without being opened.
    public static func load(url: URL, displayPath: String, boundary: ReadBoundary? = nil, cache: TokenResolutionCache? = nil) -> ResolverDocument {
        var loader = ResolverLoader(
            file: displayPath, folder: url.deletingLastPathComponent(), displayFolder: (displayPath as NSString).deletingLastPathComponent)
        loader.cache = cache
        loader.boundary = boundary ?? ReadBoundary([url.deletingLastPathComponent()])
        guard loader.boundary.contains(url) else {
            let message = "'\(displayPath)' leads outside the handbook; Specimen reads token files only inside it"
            return ResolverDocument(
                file: displayPath, modifiers: [], steps: [],
                diagnostics: [.error("file-outside-handbook", message, at: SourceLocation(file: displayPath))])
        }
        guard let text = loader.readText(url, displayPath: displayPath, at: nil) else {
            return ResolverDocument(file: displayPath, modifiers: [], steps: [], diagnostics: loader.diagnostics)
        }
        var document = parse(text, file: displayPath, loader: &loader)
        document.sourceTexts = loader.sourceTexts
        document.cache = cache
        return document
    }

    /// Parses a resolver document's text; file references resolve against `folder`.
    public static func parse(_ text: String, file: String, folder: URL) -> ResolverDocument {
        var loader = ResolverLoader(file: file, folder: folder, displayFolder: (file as NSString).deletingLastPathComponent)
        return parse(text, file: file, loader: &loader)
    }

    /// True when a parsed JSON document looks like a resolver document rather than tokens.
    public static func isResolverDocument(_ root: JSONNode) -> Bool {
        guard let object = root.object else { return false }
        return object["resolutionOrder"] != nil || (object["$schema"]?.string?.contains("resolver") ?? false)
    }

    private static func parse(_ text: String, file: String, loader: inout ResolverLoader) -> ResolverDocument {
        let root: JSONNode
        do {
            let parsed = try JSONReader.parse(text, file: file)
            root = parsed.root
            loader.diagnostics += parsed.warnings
        } catch {
            return ResolverDocument(file: file, modifiers: [], steps: [], diagnostics: error.diagnostics)
        }
        loader.document = root
        loader.sourceTexts[file] = text
        loader.prefetchFiles(referencedIn: root)
        var document = ResolverDocument(file: file, modifiers: [], steps: [], diagnostics: [])

        guard let object = root.object else {
            loader.error(root, "resolver-syntax", "a resolver document must be a JSON object")
            document.diagnostics = loader.diagnostics
            return document
        }
        document.name = object["name"]?.string
        document.description = object["description"]?.string
        if let version = object["version"] {
            if version.string != "2025.10" {
                loader.error(version, "resolver-version", "'version' must be \"2025.10\"")
            }
        } else {
            // The spec requires it, yet none of its own examples has it: read on, and say so.
            loader.diagnostics.append(
                .warning("resolver-version-missing", "a resolver document should declare \"version\": \"2025.10\"", at: loader.location(root)))
        }
        guard let order = object["resolutionOrder"] else {
            loader.error(root, "resolver-syntax", "a resolver document needs 'resolutionOrder', the list of sets and modifiers to merge")
            document.diagnostics = loader.diagnostics
            return document
        }
        guard let entries = order.array else {
            loader.error(order, "resolver-syntax", "'resolutionOrder' must be an array")
            document.diagnostics = loader.diagnostics
            return document
        }
        var names: Set<String> = []
        for entry in entries {
            guard let (step, modifier) = loader.step(entry, sets: object["sets"]?.object, modifiers: object["modifiers"]?.object) else { continue }
            let name: String
            switch step {
            case .set(let setName, _): name = setName
            case .modifier(let modifierName, _): name = modifierName
            }
            if !names.insert(name).inserted {
                loader.error(entry, "resolver-duplicate-name", "'\(name)' appears twice in 'resolutionOrder'")
                continue
            }
            document.steps.append(step)
            if let modifier { document.modifiers.append(modifier) }
        }
        document.diagnostics = loader.diagnostics
        return document
    }
}

/// The reading half of a resolver document: references, files, sets and modifiers.
struct ResolverLoader {
    let file: String
    let folder: URL
    let displayFolder: String
    var document = JSONNode(.null, at: JSONPosition(line: 1, column: 1))
    var diagnostics: [Diagnostic] = []
    private var fileCache: [String: JSONNode] = [:]
    /// The text of the document and of every file it read, by display path.
    var sourceTexts: [String: String] = [:]
    var cache: TokenResolutionCache?
    /// Texts of referenced files already read (see `prefetchFiles`), by standardized path.
    var prefetchedTexts: [String: String] = [:]
    /// Where referenced files may be; by default the document's folder.
    var boundary: ReadBoundary

    init(file: String, folder: URL, displayFolder: String) {
        self.boundary = ReadBoundary([folder])
        self.file = file
        self.folder = folder
        self.displayFolder = displayFolder
    }

    mutating func step(_ entry: JSONNode, sets: JSONObject?, modifiers: JSONObject?) -> (ResolverDocument.Step, ResolverDocument.Modifier?)? {
        guard let object = entry.object else {
            error(entry, "resolver-syntax", "each 'resolutionOrder' entry must be an object: {\"$ref\": \"#/sets/…\"} or an inline set or modifier")
            return nil
        }
        if let reference = object["$ref"] {
            guard let target = reference.string, let pointer = JSONPointer(parsing: target), target.hasPrefix("#") else {
                error(reference, "resolver-reference", "'resolutionOrder' entries reference '#/sets/NAME' or '#/modifiers/NAME'")
                return nil
            }
            let segments = pointer.segments
            if segments.first == "resolutionOrder" {
                error(reference, "resolver-reference", "'\(target)' points into 'resolutionOrder', which nothing may reference")
                return nil
            }
            guard segments.count == 2, let kind = segments.first, kind == "sets" || kind == "modifiers" else {
                error(reference, "resolver-reference", "'\(target)' must name a set ('#/sets/NAME') or a modifier ('#/modifiers/NAME')")
                return nil
            }
            let name = segments[1]
            let pool = kind == "sets" ? sets : modifiers
            guard let referenced = pool?[name] else {
                let known = pool?.keys ?? []
                error(
                    reference, "resolver-reference",
                    "there is no \(kind == "sets" ? "set" : "modifier") '\(name)'\(Suggestion.phrase(for: name, in: known))")
                return nil
            }
            let definition = Self.overlay(object, on: referenced)
            return kind == "sets" ? set(name, definition).map { ($0, nil) } : modifier(name, definition)
        }
        guard let type = object["type"]?.string, type == "set" || type == "modifier" else {
            error(entry, "resolver-syntax", "an inline 'resolutionOrder' entry needs \"type\": \"set\" or \"modifier\"")
            return nil
        }
        guard let name = object["name"]?.string, !name.isEmpty else {
            error(entry, "resolver-syntax", "an inline \(type) needs a unique 'name'")
            return nil
        }
        return type == "set" ? set(name, entry).map { ($0, nil) } : modifier(name, entry)
    }

    private mutating func set(_ name: String, _ node: JSONNode) -> ResolverDocument.Step? {
        guard let sources = node.object?["sources"]?.array else {
            error(node, "resolver-syntax", "set '\(name)' needs 'sources', an array of token documents or {\"$ref\": …}")
            return nil
        }
        return .set(name: name, sources: sources.compactMap { source($0) })
    }

    private mutating func modifier(_ name: String, _ node: JSONNode) -> (ResolverDocument.Step, ResolverDocument.Modifier)? {
        guard let object = node.object, let contextsNode = object["contexts"], let contexts = contextsNode.object else {
            error(node, "resolver-syntax", "modifier '\(name)' needs 'contexts', an object of context names to source lists")
            return nil
        }
        if contexts.members.isEmpty {
            error(contextsNode, "resolver-modifier-empty", "modifier '\(name)' has no contexts")
            return nil
        }
        if contexts.members.count == 1 {
            diagnostics.append(
                .warning("resolver-modifier-single", "modifier '\(name)' has a single context; a set would do", at: location(contextsNode)))
        }
        var sourcesByContext: [String: [TokenGroup]] = [:]
        for member in contexts.members {
            guard let sources = member.value.array else {
                error(member.value, "resolver-syntax", "context '\(member.key)' of '\(name)' must be an array of sources")
                continue
            }
            sourcesByContext[member.key] = sources.compactMap { source($0) }
        }
        var defaultContext: String?
        if let defaultNode = object["default"] {
            if let value = defaultNode.string, contexts[value] != nil {
                defaultContext = value
            } else {
                error(defaultNode, "resolver-default", "'default' of '\(name)' must be one of its contexts: \(contexts.keys.joined(separator: ", "))")
            }
        }
        let modifier = ResolverDocument.Modifier(
            name: name, contexts: contexts.keys, defaultContext: defaultContext,
            description: object["description"]?.string, location: location(node))
        return (.modifier(name: name, contexts: sourcesByContext), modifier)
    }

    /// A source: an inline token document, or a reference to one in `$defs`, a file, or a file's fragment.
    private mutating func source(_ node: JSONNode) -> TokenGroup? {
        guard let object = node.object else {
            error(node, "resolver-syntax", "a source must be a token document object or {\"$ref\": …}")
            return nil
        }
        guard let reference = object["$ref"], object["$value"] == nil else {
            return TokenSetBuilder.readTree(node, file: file, diagnostics: &diagnostics)
        }
        let siblings = object.members.filter { $0.key != "$ref" }
        guard let target = reference.string else {
            error(reference, "resolver-reference", "'$ref' must be a string")
            return nil
        }
        if target.hasPrefix("http://") || target.hasPrefix("https://") {
            error(reference, "resolver-reference-remote", "remote sources ('\(target)') are not fetched; download the file and reference it by path")
            return nil
        }
        let parts = target.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
        let path = parts[0]
        let fragment = parts.count > 1 ? parts[1] : nil
        var root: JSONNode
        var sourceFile = file
        if path.isEmpty {
            root = document
            if fragment?.hasPrefix("/resolutionOrder") == true {
                error(reference, "resolver-reference", "'\(target)' points into 'resolutionOrder', which nothing may reference")
                return nil
            }
            if fragment?.hasPrefix("/modifiers") == true || fragment?.hasPrefix("/sets") == true {
                error(
                    reference, "resolver-reference",
                    "a source must be a token document; '\(target)' names a set or modifier, which belongs in 'resolutionOrder'")
                return nil
            }
        } else {
            sourceFile = Self.displayPath(path, in: displayFolder)
            guard let loaded = loadFile(path, displayPath: sourceFile, at: reference) else { return nil }
            root = loaded
        }
        if let fragment, !fragment.isEmpty {
            let pointerText = fragment.hasPrefix("/") ? fragment : "/" + fragment
            guard let pointer = JSONPointer(parsing: pointerText), let found = pointer.resolve(in: root) else {
                error(reference, "resolver-reference", "'\(target)' points at nothing")
                return nil
            }
            root = found
        }
        guard root.object != nil else {
            error(reference, "resolver-reference", "'\(target)' is not a token document (an object)")
            return nil
        }
        if !siblings.isEmpty, var referenced = root.object {
            // Members beside `$ref` replace the referenced document's members of the same name
            // (shallowly); they are read as written here, so diagnostics point at this file.
            let overridden = Set(siblings.map(\.key))
            referenced.members.removeAll { overridden.contains($0.key) }
            var tree = TokenSetBuilder.readTree(JSONNode(.object(referenced), at: root.position), file: sourceFile, diagnostics: &diagnostics)
            tree.merge(TokenSetBuilder.readTree(JSONNode(.object(JSONObject(siblings)), at: node.position), file: file, diagnostics: &diagnostics))
            return tree
        }
        guard let cache, let text = sourceTexts[sourceFile] else {
            return TokenSetBuilder.readTree(root, file: sourceFile, diagnostics: &diagnostics)
        }
        let cached = Self.cachedTree(of: root, file: sourceFile, fragment: fragment, text: text, in: cache)
        diagnostics += cached.diagnostics
        return cached.tree
    }

    /// A token file's text parsed, from the cache when it was parsed from the same text before.
    static func parsedFile(
        _ text: String, displayPath: String, in cache: TokenResolutionCache
    ) throws(DiagnosticsFailure) -> (
        text: String, root: JSONNode, warnings: [Diagnostic]
    ) {
        try cache.parsed(displayPath, text: text) { () throws(DiagnosticsFailure) -> (JSONNode, [Diagnostic]) in
            let parsed = try TokenFileParser.parse(text, file: displayPath)
            return (parsed.root, parsed.warnings)
        }
    }

    /// The tree of a source (a file, or the part of it `fragment` names), from the cache when
    /// it was read from the same text before.
    static func cachedTree(
        of root: JSONNode, file: String, fragment: String?, text: String, in cache: TokenResolutionCache
    ) -> (
        tree: TokenGroup, diagnostics: [Diagnostic]
    ) {
        cache.tree(file + "#" + (fragment ?? ""), text: text) {
            var findings: [Diagnostic] = []
            return (TokenSetBuilder.readTree(root, file: file, diagnostics: &findings), findings)
        }
    }

    /// Where a referenced file is: relative paths are read against the document's folder.
    func fileURL(for path: String) -> URL {
        path.hasPrefix("/") ? URL(fileURLWithPath: path) : folder.appendingPathComponent(path)
    }

    private mutating func loadFile(_ path: String, displayPath: String, at node: JSONNode) -> JSONNode? {
        let url = fileURL(for: path)
        guard boundary.contains(url) else {
            error(
                node, "file-outside-handbook",
                "'\(path)' leads outside the handbook (after '..' and links); Specimen reads token files only inside it, so this one is not opened")
            return nil
        }
        let key = url.standardizedFileURL.path
        if let cached = fileCache[key] { return cached }
        guard let text = prefetchedTexts[key] ?? readText(url, displayPath: displayPath, at: node) else { return nil }
        sourceTexts[displayPath] = text
        do throws(DiagnosticsFailure) {
            let (root, warnings): (JSONNode, [Diagnostic])
            if let cache {
                let cached = try Self.parsedFile(text, displayPath: displayPath, in: cache)
                (sourceTexts[displayPath], root, warnings) = (cached.text, cached.root, cached.warnings)
            } else {
                let parsed = try TokenFileParser.parse(text, file: displayPath)
                (root, warnings) = (parsed.root, parsed.warnings)
            }
            diagnostics += warnings
            fileCache[key] = root
            return root
        } catch {
            diagnostics += error.diagnostics
            return nil
        }
    }

    mutating func readText(_ url: URL, displayPath: String, at node: JSONNode?) -> String? {
        guard let data = FileManager.default.contents(atPath: url.path) else {
            let message = "cannot read token file '\(displayPath)'"
            if let node {
                error(node, "resolver-file-missing", message)
            } else {
                diagnostics.append(.error("file-unreadable", message, at: SourceLocation(file: displayPath)))
            }
            return nil
        }
        guard let text = String(data: data, encoding: .utf8) else {
            diagnostics.append(.error("file-encoding", "file is not valid UTF-8 text", at: SourceLocation(file: displayPath)))
            return nil
        }
        return text
    }

    /// `./a/../b.json` in `tokens` → `tokens/b.json`: the path as a person would write it.
    static func displayPath(_ path: String, in folder: String) -> String {
        var parts: [Substring] = []
        for part in (folder.isEmpty ? path : "\(folder)/\(path)").split(separator: "/", omittingEmptySubsequences: false) {
            switch part {
            case ".": continue
            case "" where !parts.isEmpty: continue
            case "..":
                if let last = parts.last, last != "..", !last.isEmpty { parts.removeLast() } else { parts.append(part) }
            default: parts.append(part)
            }
        }
        return parts.joined(separator: "/")
    }

    /// `{"$ref": …, "key": value}`: the referenced object with the written members laid over it.
    static func overlay(_ object: JSONObject, on referenced: JSONNode) -> JSONNode {
        guard var base = referenced.object else { return referenced }
        for member in object.members where member.key != "$ref" {
            base.members.removeAll { $0.key == member.key }
            base.members.append(member)
        }
        return JSONNode(.object(base), at: referenced.position)
    }

    mutating func error(_ node: JSONNode, _ code: String, _ message: String) {
        diagnostics.append(.error(code, message, at: location(node)))
    }

    func location(_ node: JSONNode) -> SourceLocation {
        SourceLocation(file: file, line: node.position.line, column: node.position.column)
    }
}
