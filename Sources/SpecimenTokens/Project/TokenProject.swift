import Foundation
import SpecimenDiagnostics

/// Where a handbook's tokens come from: one resolver document, or token files merged in order.
public struct TokenProject: Sendable {
    enum Kind: Sendable {
        case resolver(ResolverDocument)
        case files([TokenSourceText])
    }

    let kind: Kind
    /// Problems finding the sources (a pattern matching nothing, an unreadable file).
    public var diagnostics: [Diagnostic]

    /// The modifiers whose contexts pick a permutation (none without a resolver).
    public var modifiers: [ResolverDocument.Modifier] {
        if case .resolver(let document) = kind { return document.modifiers }
        return []
    }

    /// Every permutation of contexts; a single empty one without a resolver.
    public var permutations: [[String: String]] {
        if case .resolver(let document) = kind { return document.permutations }
        return [[:]]
    }

    /// How many permutations there are (saturating, without making them).
    public var permutationCount: Int {
        modifiers.reduce(1) { count, modifier in count.multipliedReportingOverflow(by: max(1, modifier.contexts.count)).partialValue }
    }

    /// The most permutations a command enumerates: each costs a full resolution.
    public static let maximumPermutations = 1_024

    /// The permutations to check: all of them within the limit; beyond it the base and each
    /// other context of every modifier (what the site shows), with an error saying so.
    public func checkedPermutations(base: [String: String]) -> (permutations: [[String: String]], diagnostics: [Diagnostic]) {
        guard permutationCount > Self.maximumPermutations else { return (permutations, []) }
        let file: String
        if case .resolver(let document) = kind { file = document.file } else { file = "specimen.yml" }
        let sizes = modifiers.map { "\($0.name) \($0.contexts.count)" }.joined(separator: " × ")
        let error = Diagnostic.error(
            "resolver-permutations-limit",
            "\(sizes) make more than \(Self.maximumPermutations) permutations, more than Specimen enumerates; checked the base and each context of each modifier instead (pick others with --context)",
            at: modifiers.first?.location ?? SourceLocation(file: file))
        return ([base] + alternateInputs(base: base).map(\.inputs), [error])
    }

    /// The permutation a handbook shows first: `chosen` contexts (from `contexts:` in the config
    /// or `--context`), the other modifiers at their defaults. A modifier without a default that
    /// nobody chose, or a name that matches nothing, is a located error; the inputs then fall
    /// back to first contexts so that callers can go on and report everything at once.
    /// `places` says where each choice was written (by modifier name), for locating mistakes.
    public func baseInputs(
        choosing chosen: [String: String] = [:], places: [String: ContextChoicePlace] = [:]
    ) -> (inputs: [String: String], diagnostics: [Diagnostic]) {
        guard case .resolver(let document) = kind else {
            let errors = chosen.keys.sorted().map { name in
                Diagnostic.error(
                    "resolver-input-unknown-modifier",
                    "there is no modifier '\(name)': the tokens come from files without a resolver document, so they have no contexts to choose",
                    at: places[name]?.modifier ?? SourceLocation(file: "specimen.yml"), sourceLine: places[name]?.modifierLine)
            }
            return ([:], errors)
        }
        let (valid, errors) = document.validate(inputs: chosen, places: places)
        var inputs = valid
        for modifier in modifiers where inputs[modifier.name] == nil {
            inputs[modifier.name] = modifier.defaultContext ?? modifier.contexts.first ?? ""
        }
        return (inputs, errors)
    }

    /// Every other context of every modifier, each with the rest of `base`.
    public func alternateInputs(base: [String: String]) -> [(modifier: String, context: String, inputs: [String: String])] {
        modifiers.flatMap { modifier in
            modifier.contexts.filter { $0 != base[modifier.name] }.map { context in
                (modifier.name, context, base.merging([modifier.name: context]) { _, new in new })
            }
        }
    }

    /// Beyond this many permutations in all, `tokens.css` is made from each context alone
    /// (exact wherever modifiers are orthogonal): each permutation costs a resolution.
    public static let maximumCombinations = 64

    /// Every permutation in which two or more modifiers leave `base` (its `inputs`, and the
    /// contexts in which it differs from `base`), if there are at most `maximumCombinations`
    /// permutations; none otherwise.
    public func combinedInputs(base: [String: String]) -> [(inputs: [String: String], changed: [String: String])] {
        guard modifiers.count > 1, permutationCount <= Self.maximumCombinations else { return [] }
        return permutations.map { ($0, $0.filter { base[$0.key] != $0.value }) }.filter { $0.changed.count > 1 }
    }

    /// Every other context of every modifier, resolved with the rest of `base`.
    public func alternateContexts(base: [String: String], strict: Bool = false) -> [(modifier: String, context: String, resolution: TokenResolution)]
    {
        alternateInputs(base: base).map { ($0.modifier, $0.context, resolve(inputs: $0.inputs, strict: strict)) }
    }

    /// The inputs of the light and the dark appearance: `base` with the appearance modifier at
    /// its light and at its dark context; no dark without one.
    public func appearanceInputs(base: [String: String], appearance: AppearanceModifier) -> (light: [String: String], dark: [String: String]?) {
        guard let modifier = appearance.modifier(in: modifiers), let darkContext = appearance.darkContext(in: modifiers) else { return (base, nil) }
        var light = base
        var dark = base
        if let lightContext = appearance.lightContext(in: modifiers) { light[modifier.name] = lightContext }
        dark[modifier.name] = darkContext
        return (light, dark)
    }

    /// Resolves one permutation (inputs are ignored without a resolver).
    /// - Parameter seed: the inputs of a permutation resolved before through the same cache,
    ///   which this one is made from where they agree (the result is the same).
    public func resolve(inputs: [String: String] = [:], strict: Bool = false, seed: [String: String]? = nil) -> TokenResolution {
        var result: TokenResolution
        switch kind {
        case .resolver(let document):
            result = document.resolve(inputs: inputs, strict: strict, seed: seed)
        case .files(let sources):
            result = TokenSetBuilder.resolve(sources, strict: strict)
        }
        result.diagnostics = TokenDiagnostics.finish(diagnostics + result.diagnostics, strict: strict)
        return result
    }

    /// The sources named in a config: a resolver document, or files and globs relative to `root`,
    /// the handbook, outside which nothing is read. `cache` keeps parsed files and resolved
    /// permutations for the next load.
    public static func load(patterns: [String], root: URL, cache: TokenResolutionCache? = nil) -> TokenProject {
        load(patterns: patterns, root: root, displayPrefix: "", boundary: ReadBoundary([root]), cache: cache)
    }

    /// As above; `displayPrefix` is put before each path in diagnostics (the folder as the user named it).
    static func load(patterns: [String], root: URL, displayPrefix: String, boundary: ReadBoundary, cache: TokenResolutionCache? = nil) -> TokenProject
    {
        var diagnostics: [Diagnostic] = []
        let outside = patterns.filter { !Glob.isPattern($0) && !boundary.contains(root.appendingPathComponent($0)) }
        for pattern in outside {
            diagnostics.append(
                .error(
                    "file-outside-handbook",
                    "'\(pattern)' leads outside the handbook; 'tokens' names files inside it (or use 'specimen tokens --tokens PATH' to inspect others)",
                    at: SourceLocation(file: "specimen.yml")))
        }
        let patterns = patterns.filter { !outside.contains($0) }
        if patterns.count == 1, !Glob.isPattern(patterns[0]),
            let studio = designToolExport(patterns[0], root: root, displayPrefix: displayPrefix, boundary: boundary)
        {
            var document = studio
            document.cache = cache
            return TokenProject(kind: .resolver(document), diagnostics: diagnostics)
        }
        var files: [String] = []
        var allFiles: [String]?
        for pattern in patterns {
            if Glob.isPattern(pattern) {
                if allFiles == nil { allFiles = tokenWalk(under: root, boundary: boundary) }
                let matches = allFiles!.filter(Glob(pattern).matches)
                if matches.isEmpty {
                    diagnostics.append(
                        .warning("tokens-pattern-empty", "token pattern '\(pattern)' matches no file", at: SourceLocation(file: "specimen.yml")))
                }
                files += matches.filter { !files.contains($0) }
            } else if let inFolder = tokenFiles(inFolder: pattern, root: root, boundary: boundary, alone: patterns.count == 1) {
                if inFolder.isEmpty {
                    diagnostics.append(
                        .warning(
                            "tokens-pattern-empty", "token folder '\(pattern)' holds no token files (.json, .yaml)",
                            at: SourceLocation(file: "specimen.yml")))
                }
                files += inFolder.filter { !files.contains($0) }
            } else if !files.contains(pattern) {
                files.append(pattern)
            }
        }
        if files.count == 1,
            files[0].hasSuffix(".resolver.json")
                || (boundary.contains(root.appendingPathComponent(files[0])) && isResolverFile(root.appendingPathComponent(files[0])))
        {
            let document = ResolverDocument.load(
                url: root.appendingPathComponent(files[0]), displayPath: displayPrefix + files[0], boundary: boundary, cache: cache)
            return TokenProject(kind: .resolver(document), diagnostics: diagnostics)
        }
        if let resolver = files.first(where: { $0.hasSuffix(".resolver.json") }) {
            diagnostics.append(
                .error(
                    "tokens-resolver-mixed", "'\(resolver)' is a resolver document; list it alone under 'tokens', it names its own token files",
                    at: SourceLocation(file: "specimen.yml")))
        }
        var sources: [TokenSourceText] = []
        for file in files where !file.hasSuffix(".resolver.json") {
            guard boundary.contains(root.appendingPathComponent(file)) else {
                diagnostics.append(
                    .error(
                        "file-outside-handbook", "'\(displayPrefix + file)' is a link leading outside the handbook; it is not read",
                        at: SourceLocation(file: displayPrefix + file)))
                continue
            }
            guard let data = FileManager.default.contents(atPath: root.appendingPathComponent(file).path) else {
                diagnostics.append(.error("file-unreadable", "cannot read token file '\(file)'", at: SourceLocation(file: file)))
                continue
            }
            guard let text = String(data: data, encoding: .utf8) else {
                diagnostics.append(.error("file-encoding", "file is not valid UTF-8 text", at: SourceLocation(file: file)))
                continue
            }
            sources.append(TokenSourceText(file: displayPrefix + file, text: text))
        }
        return TokenProject(kind: .files(sources), diagnostics: diagnostics)
    }

    /// The files a folder named in `tokens:` stands for, as paths from `root`: its resolver
    /// document when it holds one and is named alone, else its token files in path order; nil
    /// when `path` is no folder.
    private static func tokenFiles(inFolder path: String, root: URL, boundary: ReadBoundary, alone: Bool) -> [String]? {
        let url = root.appendingPathComponent(path)
        var isFolder: ObjCBool = false
        guard boundary.contains(url), FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), isFolder.boolValue else { return nil }
        let prefix = path.hasSuffix("/") ? path : path + "/"
        let files = tokenWalk(under: url, boundary: boundary).filter(TokenFileParser.isTokenFile)
        let resolvers = files.filter { $0.hasSuffix(".resolver.json") }
        if alone, resolvers.count == 1 { return [prefix + resolvers[0]] }
        return files.filter { !$0.hasSuffix(".resolver.json") }.map { prefix + $0 }
    }

    /// A design tool's export at `path` as a resolver document: Tokens Studio's, else a folder
    /// of Figma's mode files; nil for anything else.
    static func designToolExport(_ path: String, root: URL, displayPrefix: String, boundary: ReadBoundary) -> ResolverDocument? {
        if let studio = tokensStudio(path, root: root, displayPrefix: displayPrefix, boundary: boundary) { return studio }
        let url = root.appendingPathComponent(path)
        var isFolder: ObjCBool = false
        guard boundary.contains(url), FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), isFolder.boolValue,
            FigmaVariablesExport.isExport(folder: url, boundary: boundary)
        else { return nil }
        let display = displayPrefix + path
        let prefix = display.hasSuffix("/") || display.isEmpty ? display : display + "/"
        return FigmaVariablesExport.load(folder: url, displayPrefix: prefix, boundary: boundary).resolverDocument(
            file: display.isEmpty ? "." : display)
    }

    /// A Tokens Studio export at `path` (a folder with `$themes.json` or `$metadata.json`, or
    /// one file with `$themes` or `$metadata`) as a resolver document; nil for anything else.
    static func tokensStudio(_ path: String, root: URL, displayPrefix: String, boundary: ReadBoundary) -> ResolverDocument? {
        let url = root.appendingPathComponent(path)
        guard boundary.contains(url) else { return nil }
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) else { return nil }
        let display = displayPrefix + path
        if isFolder.boolValue {
            guard TokensStudioExport.isExport(folder: url) else { return nil }
            let prefix = display.hasSuffix("/") || display.isEmpty ? display : display + "/"
            return TokensStudioExport.load(folder: url, displayPrefix: prefix, boundary: boundary).resolverDocument(
                file: prefix + TokensStudioExport.themesFile)
        }
        guard path.lowercased().hasSuffix(".json"), let data = FileManager.default.contents(atPath: url.path),
            let text = String(data: data, encoding: .utf8), text.contains("\"$themes\"") || text.contains("\"$metadata\""),
            let parsed = try? JSONReader.parse(text, file: display), TokensStudioExport.isExport(document: parsed.root)
        else { return nil }
        return TokensStudioExport.load(document: parsed.root, file: display, text: text).resolverDocument(file: display)
    }

    /// A resolver document, a token file, or a folder of them (a folder holding a
    /// `*.resolver.json` uses it; otherwise its `.json` files merge in path order).
    public static func load(path: String, relativeTo base: URL) -> TokenProject {
        let url = path.hasPrefix("/") ? URL(fileURLWithPath: path) : base.appendingPathComponent(path)
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
            return TokenProject(
                kind: .files([]), diagnostics: [.error("tokens-missing", "no token file or folder at '\(path)'", at: SourceLocation(file: path))])
        }
        guard isDirectory.boolValue else {
            let folder = (path as NSString).deletingLastPathComponent
            return load(
                patterns: [url.lastPathComponent], root: url.deletingLastPathComponent(), displayPrefix: folder.isEmpty ? "" : folder + "/",
                boundary: ReadBoundary([url.deletingLastPathComponent()]))
        }
        let prefix = path.hasSuffix("/") ? path : path + "/"
        if let studio = designToolExport("", root: url, displayPrefix: prefix, boundary: ReadBoundary([url])) {
            return TokenProject(kind: .resolver(studio), diagnostics: [])
        }
        let files = tokenWalk(under: url, boundary: ReadBoundary([url]))
        let resolvers = files.filter { $0.hasSuffix(".resolver.json") }
        if resolvers.count == 1 {
            return load(patterns: resolvers, root: url, displayPrefix: prefix, boundary: ReadBoundary([url]))
        }
        let tokenFiles = files.filter { TokenFileParser.isTokenFile($0) && !$0.hasSuffix(".resolver.json") }
        if tokenFiles.isEmpty {
            return TokenProject(
                kind: .files([]),
                diagnostics: [.error("tokens-missing", "'\(path)' holds no token files (.json, .yaml)", at: SourceLocation(file: path))])
        }
        return load(patterns: tokenFiles, root: url, displayPrefix: prefix, boundary: ReadBoundary([url]))
    }

    /// The files token globs and token folders choose from. Links leading out are listed with
    /// them, so that naming one is reported where the files are read.
    private static func tokenWalk(under folder: URL, boundary: ReadBoundary) -> [String] {
        let listing = FileWalk.files(under: folder, boundary: boundary, skipping: FileWalk.generatedFolders)
        return (listing.files + listing.outside).sorted()
    }

    private static func isResolverFile(_ url: URL) -> Bool {
        guard let data = FileManager.default.contents(atPath: url.path), let text = String(data: data, encoding: .utf8),
            let parsed = try? JSONReader.parse(text, file: url.lastPathComponent)
        else { return false }
        return ResolverDocument.isResolverDocument(parsed.root)
    }
}
