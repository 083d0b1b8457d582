import Foundation
import SpecimenDiagnostics
import SpecimenTokens
import Yams

extension SiteConfig {
    static let knownKeys = [
        "title", "description", "language", "baseURL", "output", "strict", "markdown", "tokens", "themeModifier", "contexts", "modifiers",
        "diagnostics", "checks", "search", "languages", "history", "versions",
        "examples", "usage", "specimen",
    ]

    /// Reads `specimen.yml` from `root`; a handbook without one gets the defaults.
    /// Returns warnings (unknown keys); throws located errors.
    public static func load(root: URL, fileName: String = SiteConfig.fileName) throws(DiagnosticsFailure) -> (SiteConfig, [Diagnostic]) {
        let url = root.appendingPathComponent(fileName)
        guard FileManager.default.fileExists(atPath: url.path) else { return (SiteConfig(), []) }
        let text = try SourceFile.readText(at: url, displayPath: fileName)
        return try parse(text, file: fileName)
    }

    /// Parses the text of a config file.
    public static func parse(_ text: String, file: String) throws(DiagnosticsFailure) -> (SiteConfig, [Diagnostic]) {
        let node: Node?
        do {
            node = try YAMLText.compose(text)
        } catch {
            throw DiagnosticsFailure(YAMLDiagnostics.diagnostic(for: error, code: "config-syntax", file: file, text: text))
        }
        var config = SiteConfig()
        guard let node else { return (config, []) }
        guard let mapping = node.mapping else {
            throw DiagnosticsFailure(
                .error("config-type", "specimen.yml must be a mapping of settings", at: YAMLDiagnostics.location(of: node, file: file)))
        }
        var reader = ConfigReader(file: file, text: text)
        var versionUnmet: Diagnostic?
        for (keyNode, value) in mapping {
            let key = keyNode.string ?? ""
            switch key {
            case "title": config.title = reader.string(value, key) ?? config.title
            case "description": config.description = reader.string(value, key) ?? config.description
            case "language": config.language = reader.string(value, key) ?? config.language
            case "output":
                config.output = reader.string(value, key) ?? config.output
                config.outputLocation = YAMLDiagnostics.location(of: value, file: file)
            case "themeModifier": config.themeModifier = reader.appearance(value) ?? config.themeModifier
            case "contexts": (config.contexts, config.contextPlaces) = reader.contexts(value)
            case "modifiers": config.modifierLabels = reader.modifierLabels(value)
            case "diagnostics": config.diagnostics = reader.diagnosticPolicy(value)
            case "strict": config.strict = reader.bool(value, key) ?? config.strict
            case "search": config.search = reader.bool(value, key) ?? config.search
            case "languages": config.languages = reader.languages(value)
            case "history": config.history = reader.history(value)
            case "versions": config.versions = reader.versions(value)
            case "examples": config.examples = reader.examples(value)
            case "usage": config.usage = reader.usage(value)
            case "specimen": versionUnmet = reader.versionUnmet(value)
            case "baseURL":
                if let text = reader.string(value, key) {
                    if let parsed = BaseURL(parsing: text) {
                        config.baseURL = parsed
                    } else {
                        reader.fail(value, "config-value", "baseURL '\(text)' is neither an http(s) URL nor a path")
                    }
                }
            case "tokens":
                if let single = value.scalar?.string {
                    config.tokens = [single]
                } else if let list = value.sequence {
                    config.tokens = list.compactMap { reader.string($0, "tokens entry") }
                } else if value.mapping != nil {
                    reader.fail(value, "config-type", "'tokens' must be a file, a glob, or a list of them")
                }
            case "markdown":
                guard let options = value.mapping else {
                    reader.fail(value, "config-type", "'markdown' must be a mapping, e.g. 'unsafe: true'")
                    continue
                }
                for (optionKey, optionValue) in options {
                    let name = optionKey.string ?? ""
                    if name == "unsafe" {
                        config.markdownUnsafe = reader.bool(optionValue, "markdown.unsafe") ?? config.markdownUnsafe
                    } else {
                        reader.warnUnknown(optionKey, name: "markdown.\(name)", known: ["markdown.unsafe"])
                    }
                }
            case "checks":
                guard let options = value.mapping else {
                    reader.fail(value, "config-type", "'checks' must be a mapping, e.g. 'contrast: AA'")
                    continue
                }
                for (optionKey, optionValue) in options {
                    let name = optionKey.string ?? ""
                    switch name {
                    case "contrast":
                        guard let level = reader.string(optionValue, "checks.contrast") else { continue }
                        switch level.uppercased() {
                        case "AA", "AAA": config.contrastLevel = level.uppercased()
                        case "OFF", "NONE", "FALSE": config.contrastLevel = nil
                        default: reader.fail(optionValue, "config-value", "checks.contrast is AA, AAA or off, not '\(level)'")
                        }
                    case "contrastExempt":
                        if let single = optionValue.scalar?.string {
                            config.contrastExempt = [single]
                        } else if let list = optionValue.sequence {
                            config.contrastExempt = list.compactMap { reader.string($0, "checks.contrastExempt entry") }
                        } else {
                            reader.fail(optionValue, "config-type", "checks.contrastExempt is a list of states, e.g. [disabled]")
                        }
                    default:
                        reader.warnUnknown(optionKey, name: "checks.\(name)", known: ["checks.contrast", "checks.contrastExempt"])
                    }
                }
            default:
                reader.warnUnknown(keyNode, name: key, known: knownKeys)
            }
        }
        // The wrong Specimen comes first: what else is wrong may follow from it.
        if let versionUnmet { throw DiagnosticsFailure([versionUnmet] + reader.errors + reader.warnings) }
        reader.reconcileLanguage(of: &config, in: mapping)
        reader.reconcileVersions(of: config, in: mapping)
        if !reader.errors.isEmpty { throw DiagnosticsFailure(reader.errors + reader.warnings) }
        return (config, reader.warnings)
    }
}

/// Typed access to config values that records located diagnostics instead of throwing.
struct ConfigReader {
    let file: String
    let text: String
    var errors: [Diagnostic] = []
    var warnings: [Diagnostic] = []

    mutating func string(_ node: Node, _ key: String) -> String? {
        if let scalar = node.scalar { return scalar.string }
        fail(node, "config-type", "'\(key)' must be a string")
        return nil
    }

    mutating func bool(_ node: Node, _ key: String) -> Bool? {
        if let value = node.bool { return value }
        fail(node, "config-type", "'\(key)' must be true or false")
        return nil
    }

    mutating func fail(_ node: Node, _ code: String, _ message: String) {
        let location = YAMLDiagnostics.location(of: node, file: file)
        errors.append(.error(code, message, at: location, sourceLine: SourceText.line(location.line, in: text)))
    }

    mutating func warnUnknown(_ node: Node, name: String, known: [String]) {
        warnUnknownKey(node, "unknown setting '\(name)'\(Suggestion.phrase(for: name, in: known))")
    }

    /// A `config-unknown-key` warning at `node`, with its line quoted.
    mutating func warnUnknownKey(_ node: Node, _ message: String) {
        let location = YAMLDiagnostics.location(of: node, file: file)
        warnings.append(.warning("config-unknown-key", message, at: location, sourceLine: SourceText.line(location.line, in: text)))
    }
}
