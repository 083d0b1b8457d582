import SpecimenDiagnostics
import SpecimenTokens
import Yams

/// One folder of `usage:` in `specimen.yml`, with where it is written for findings about it.
public struct UsageSetting: Sendable, Hashable {
    public var source: UsageSource
    public var location: SourceLocation
    public var sourceLine: String?

    public init(source: UsageSource, location: SourceLocation, sourceLine: String? = nil) {
        (self.source, self.location, self.sourceLine) = (source, location, sourceLine)
    }
}

extension ConfigReader {
    /// `usage:` — a folder, a list of folders, or entries `{path: ../app, repo: https://…/blob/main/, ignore: [Pods]}`.
    mutating func usage(_ node: Node) -> [UsageSetting] {
        if node.scalar != nil { return usageEntry(node).map { [$0] } ?? [] }
        guard let entries = node.sequence else {
            if node.mapping != nil { return usageEntry(node).map { [$0] } ?? [] }
            fail(
                node, "config-type",
                "'usage' is a list of code folders, e.g. 'usage: [{path: ../app, repo: \"https://github.com/org/app/blob/main/\"}]'")
            return []
        }
        return entries.compactMap { usageEntry($0) }
    }

    private mutating func usageEntry(_ node: Node) -> UsageSetting? {
        let location = YAMLDiagnostics.location(of: node, file: file)
        let line = SourceText.line(location.line, in: text)
        if node.scalar != nil {
            guard let path = folder(node) else { return nil }
            return UsageSetting(source: UsageSource(path: path), location: location, sourceLine: line)
        }
        guard let mapping = node.mapping else {
            fail(node, "config-type", "a 'usage' entry is a folder or {path: …, repo: …, ignore: […]}")
            return nil
        }
        var source = UsageSource(path: "")
        for (key, value) in mapping {
            switch key.string ?? "" {
            case "path": source.path = folder(value) ?? ""
            case "repo":
                guard let repo = string(value, "usage.repo") else { continue }
                guard repo.hasPrefix("https://") || repo.hasPrefix("http://") else {
                    fail(value, "config-value", "'usage.repo' is the web address of the folder's files, e.g. https://github.com/org/app/blob/main/")
                    continue
                }
                source.repo = repo
            case "ignore":
                let patterns: [Node] = value.scalar != nil ? [value] : value.sequence.map { Array($0) } ?? []
                source.ignore += patterns.compactMap { string($0, "usage.ignore entry") }
            default: warnUnknown(key, name: "usage.\(key.string ?? "")", known: ["usage.path", "usage.repo", "usage.ignore"])
            }
        }
        guard !source.path.isEmpty else {
            fail(node, "config-value", "a 'usage' entry needs 'path:', the code folder relative to the handbook, e.g. path: ../app")
            return nil
        }
        return UsageSetting(source: source, location: location, sourceLine: line)
    }

    /// A folder relative to the handbook, without a trailing slash.
    private mutating func folder(_ node: Node) -> String? {
        guard let written = string(node, "usage path"), !written.isEmpty else { return nil }
        var path = written
        while path.count > 1, path.hasSuffix("/") { path.removeLast() }
        return path
    }
}
