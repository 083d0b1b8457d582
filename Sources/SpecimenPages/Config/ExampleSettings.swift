import SpecimenDiagnostics
import SpecimenTokens
import Yams

/// `examples:` in `specimen.yml`: what a live example (```` ```html example ````) is styled by,
/// and whether its scripts run.
public struct ExampleSettings: Sendable, Hashable {
    /// A stylesheet every example links, as written: a path below `Public/`.
    public struct Stylesheet: Sendable, Hashable {
        public var path: String
        /// Where it is written, and that line, for a finding about it.
        public var location: SourceLocation
        public var sourceLine: String?
    }

    /// Stylesheets from `Public/` each example links after the handbook's `tokens.css`
    /// (the team's component CSS), in order.
    public var css: [Stylesheet] = []
    /// Whether the examples' own scripts run (still inside their sandbox, never with the page).
    public var scripts = false

    public init(css: [Stylesheet] = [], scripts: Bool = false) {
        (self.css, self.scripts) = (css, scripts)
    }
}

extension ConfigReader {
    /// `examples: {css: [assets/components.css], scripts: false}`; a lone path stands for a list of one.
    mutating func examples(_ node: Node) -> ExampleSettings {
        var settings = ExampleSettings()
        guard let mapping = node.mapping else {
            fail(node, "config-type", "'examples' is a mapping, e.g. 'examples: {css: [assets/components.css]}'")
            return settings
        }
        for (key, value) in mapping {
            switch key.string ?? "" {
            case "css":
                let entries: [Node] = value.scalar != nil ? [value] : value.sequence.map { Array($0) } ?? []
                if value.mapping != nil {
                    fail(value, "config-type", "'examples.css' is a list of stylesheets in Public/, e.g. [assets/components.css]")
                }
                settings.css += entries.compactMap { stylesheet($0) }
            case "scripts":
                settings.scripts = bool(value, "examples.scripts") ?? settings.scripts
            default:
                warnUnknown(key, name: "examples.\(key.string ?? "")", known: ["examples.css", "examples.scripts"])
            }
        }
        return settings
    }

    /// One entry of `examples.css`: a relative path that stays inside `Public/`.
    private mutating func stylesheet(_ node: Node) -> ExampleSettings.Stylesheet? {
        guard let written = string(node, "examples.css entry") else { return nil }
        let path = written.hasPrefix("/") ? String(written.dropFirst()) : written
        let parts = path.split(separator: "/", omittingEmptySubsequences: false)
        guard !path.isEmpty, !parts.contains(".."), !parts.contains(""), !path.contains("\\"), !written.contains(":") else {
            fail(node, "config-value", "'\(written)' is not a file in Public/; write its path below Public/, e.g. assets/components.css")
            return nil
        }
        let location = YAMLDiagnostics.location(of: node, file: file)
        return ExampleSettings.Stylesheet(path: path, location: location, sourceLine: SourceText.line(location.line, in: text))
    }
}
