import Foundation

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

/// `versions:` in `specimen.yml`: releases of `history:` published side by side with the
/// current handbook, each under `/v/<name>/`.
public struct VersionSettings: Sendable, Hashable {
    /// Release names as `history:` names them (`1.2.0` for the tag `v1.2.0` under `v*`).
    public var names: [String]
    public var location: SourceLocation

    public init(names: [String], location: SourceLocation = SourceLocation(file: SiteConfig.fileName)) {
        (self.names, self.location) = (names, location)
    }

    /// The folder a version is published in, below the site's base URL.
    public static func folder(of name: String) -> String { "v/" + PageRoute.encoded(name) + "/" }
}

/// A release of `versions:` built, in its cache folder, with the pages it has (output paths):
/// what the current handbook's version switchers list.
package struct PublishedRelease: Sendable, Hashable {
    package let name: String
    package let folder: URL
    package let pages: Set<String>

    package init(name: String, folder: URL, pages: Set<String>) {
        (self.name, self.folder, self.pages) = (name, folder, pages)
    }
}

/// A release of `versions:` being built: its name, and where the current handbook is.
package struct PublishedVersion: Sendable, Hashable {
    package let name: String
    /// The current handbook's base URL, which the release's pages point back to.
    package let current: BaseURL
    /// The current handbook's folder, in the git repository the releases are read from (the
    /// release itself is built from a snapshot without one).
    package let repository: URL

    package init(name: String, current: BaseURL, repository: URL) {
        (self.name, self.current, self.repository) = (name, current, repository)
    }
}
