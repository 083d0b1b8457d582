import SpecimenDiagnostics

/// `history:` in `specimen.yml`: which git tags hold the handbook's releases.
public struct HistorySettings: Sendable, Hashable {
    /// A glob over tag names, e.g. `v*`; releases are named by what its `*` matched.
    public var tags: String
    /// Where the setting is written, for the findings about it.
    public var location: SourceLocation

    public init(tags: String, location: SourceLocation = SourceLocation(file: SiteConfig.fileName)) {
        (self.tags, self.location) = (tags, location)
    }

    /// The name a release is shown by: what the pattern's one `*` matched (`v*` names the tag
    /// `v1.2.0` "1.2.0"); the tag's whole name when the pattern has no `*` or several.
    public func releaseName(ofTag tag: String) -> String {
        let parts = tags.split(separator: "*", omittingEmptySubsequences: false)
        guard parts.count == 2, tag.hasPrefix(parts[0]), tag.hasSuffix(parts[1]), tag.count > parts[0].count + parts[1].count else { return tag }
        return String(tag.dropFirst(parts[0].count).dropLast(parts[1].count))
    }
}
