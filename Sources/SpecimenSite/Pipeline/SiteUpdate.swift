import Foundation

/// What an update changed in the output folder.
public struct SiteUpdate: Sendable {
    /// New or changed files with their contents.
    public var changed: [String: Data]
    /// Files that are no longer part of the site.
    public var removed: [String]
    /// How long each step of the update took, in order.
    public var stageTimings: [(stage: String, milliseconds: Double)] = []

    /// The difference between two sites; only `touched` paths are compared when given.
    init(previous: [String: Data], current: [String: Data], touched: Set<String>? = nil) {
        if let touched {
            changed = [:]
            for path in touched { if let data = current[path], previous[path] != data { changed[path] = data } }
            removed = touched.filter { current[$0] == nil && previous[$0] != nil }.sorted()
        } else {
            changed = current.filter { previous[$0.key] != $0.value }
            removed = previous.keys.filter { current[$0] == nil }.sorted()
        }
    }

    /// True when only stylesheets changed, so open pages can swap them without reloading.
    public var isStylesheetOnly: Bool {
        !changed.isEmpty && removed.isEmpty && changed.keys.allSatisfy { $0.hasSuffix(".css") }
    }

    public var isEmpty: Bool { changed.isEmpty && removed.isEmpty }
}
