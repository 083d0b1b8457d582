import Foundation

@testable import SpecimenSite

/// Counts what a build writes, keeping nothing.
final class CountingSink: SiteFileSink, @unchecked Sendable {
    private let lock = NSLock()
    private(set) var bytes = 0
    /// The largest HTML page.
    private(set) var largestFile = 0
    /// The bytes of the search index (`search/`).
    private(set) var searchBytes = 0

    func begin(output: URL) {}

    func write(_ path: String, _ data: Data) {
        lock.withLock {
            bytes += data.count
            // The search index and the sitemap list every page; a page must not.
            if path.hasSuffix(".html") { largestFile = max(largestFile, data.count) }
            if path.hasPrefix("search/") { searchBytes += data.count }
        }
    }
}
