import Foundation
import SpecimenDiagnostics
import SpecimenTokens
import Yams

/// `history:`, the releases whose tokens the site tells the story of.
extension ConfigReader {
    /// `history: {tags: "v*"}`, or the pattern alone: `history: "v*"`.
    mutating func history(_ node: Node) -> HistorySettings? {
        let location = YAMLDiagnostics.location(of: node, file: file)
        if let scalar = node.scalar { return checkedPattern(scalar.string, at: node).map { HistorySettings(tags: $0, location: location) } }
        guard let mapping = node.mapping else {
            fail(node, "config-type", "'history' names the tags of releases, e.g. 'history: {tags: \"v*\"}'")
            return nil
        }
        var tags: String?
        for (key, value) in mapping {
            let name = key.string ?? ""
            if name == "tags" {
                tags = string(value, "history.tags").flatMap { checkedPattern($0, at: value) }
            } else {
                warnUnknown(key, name: "history.\(name)", known: ["history.tags"])
            }
        }
        guard let tags else {
            if !mapping.keys.contains(where: { $0.string == "tags" }) {
                fail(node, "config-value", "'history' needs 'tags', a pattern of tag names such as \"v*\"")
            }
            return nil
        }
        return HistorySettings(tags: tags, location: location)
    }

    /// A tag pattern git accepts and that cannot be read as an option.
    private mutating func checkedPattern(_ pattern: String, at node: Node) -> String? {
        let trimmed = pattern.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty, !trimmed.hasPrefix("-"), !trimmed.contains(".."),
            !trimmed.unicodeScalars.contains(where: { $0.value < 0x20 || " ~^:?[\\".unicodeScalars.contains($0) })
        else {
            fail(node, "config-value", "'\(pattern)' is not a pattern of tag names; use letters, digits, '.', '-', '/' and '*', e.g. \"v*\"")
            return nil
        }
        return trimmed
    }
}

/// `versions:`, the releases published side by side.
extension ConfigReader {
    /// `versions: ["1.4.0", "2.0.0"]`: release names of `history:`, each once.
    mutating func versions(_ node: Node) -> VersionSettings? {
        guard let list = node.sequence else {
            fail(node, "config-type", "'versions' is a list of releases to publish beside the current handbook, e.g. versions: [\"1.4.0\"]")
            return nil
        }
        var names: [String] = []
        for entry in list {
            guard let name = string(entry, "versions entry")?.trimmingCharacters(in: .whitespaces) else { continue }
            if name.isEmpty || name.contains("/") || name.hasPrefix(".") {
                fail(entry, "config-value", "'\(name)' cannot name a version's folder; a version is a release name such as 1.4.0")
            } else if names.contains(name) {
                fail(entry, "config-value", "the version '\(name)' is listed twice")
            } else {
                names.append(name)
            }
        }
        return VersionSettings(names: names, location: YAMLDiagnostics.location(of: node, file: file))
    }

    /// Versions are releases of the history: without `history:` there are none to publish.
    mutating func reconcileVersions(of config: SiteConfig, in mapping: Node.Mapping) {
        guard config.versions != nil, config.history == nil, let node = mapping.first(where: { $0.key.string == "versions" })?.key else { return }
        fail(
            node, "config-value", "'versions' publishes releases of 'history:', which this specimen.yml does not have (e.g. history: {tags: \"v*\"})")
    }
}
