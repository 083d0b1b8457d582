import Foundation

/// What an update changed in the output folder.
public struct SiteUpdate: Sendable {
    /// New or changed files with their contents.
    public var changed: [String: Data]
    /// Files that are no longer part of the site.
    public var removed: [String]
    /// How long each step of the update took, in order.
    public var stageTimings: [(stage: String, milliseconds: Double)] = []

    /// No change.
    public static let none = SiteUpdate(previous: [:], current: [:])

    /// The difference between two sites.
    init(previous: [String: Data], current: [String: Data]) {
        changed = current.filter { previous[$0.key] != $0.value }
        removed = previous.keys.filter { current[$0] == nil }.sorted()
    }

    /// The difference made by a run that recorded each path it made or removed, with the data
    /// the path held before (nil: it is new); the other files are as they were.
    init(before: [String: Data?], current: [String: Data]) {
        changed = [:]
        var removed: [String] = []
        for (path, old) in before {
            if let data = current[path] {
                if old != data { changed[path] = data }
            } else if old != nil {
                removed.append(path)
            }
        }
        self.removed = removed.sorted()
    }

    /// True when only stylesheets changed, so open pages can swap them without reloading.
    public var isStylesheetOnly: Bool {
        !changed.isEmpty && removed.isEmpty && changed.keys.allSatisfy { $0.hasSuffix(".css") }
    }

    public var isEmpty: Bool { changed.isEmpty && removed.isEmpty }

    /// This update's files below `folder` (a translation's, in the site of all languages).
    func below(_ folder: String) -> SiteUpdate {
        var moved = self
        moved.changed = Dictionary(uniqueKeysWithValues: changed.map { ("\(folder)/\($0.key)", $0.value) })
        moved.removed = removed.map { "\(folder)/\($0)" }
        return moved
    }

    /// This update and `other`, made after it, as one: where both touch a file, `other` wins.
    public func merging(_ other: SiteUpdate) -> SiteUpdate {
        var merged = self
        merged.changed.merge(other.changed) { _, later in later }
        for path in other.removed { merged.changed[path] = nil }
        merged.removed = Set(removed).subtracting(other.changed.keys).union(other.removed).sorted()
        return merged
    }
}
