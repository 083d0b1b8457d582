import Foundation
import SpecimenPages

/// Lets go of each page's rendered HTML and its Markdown copy's outline, in a streamed build,
/// as soon as nothing needs them: once the page's files are made (the templates step, a chunk
/// of pages at a time, in reading order) and its search document is made (in the background,
/// in the pages' order), whichever comes last. A streamed build keeps nothing for a next run,
/// and at 100,000 pages these were 0.6 GB held to the end of the build.
final class PageTextRelease: @unchecked Sendable {
    private let lock = NSLock()
    /// Each page's position in the rendered pages, by source path.
    private let positions: [String: Int]
    /// How many pages, from the first, have their search documents.
    private var searched: Int
    /// Pages whose files are made while their search document is not.
    private var waiting: [(position: Int, page: RenderedPage)] = []

    /// - Parameters:
    ///   - positions: the pages' positions in the order their search documents are made.
    ///   - searching: whether search documents are made at all.
    init(positions: [String: Int], searching: Bool) {
        self.positions = positions
        searched = searching ? 0 : Int.max
    }

    /// Says the search documents of the first `count` pages are made.
    func searched(through count: Int) {
        let ready: [RenderedPage] = lock.withLock {
            searched = max(searched, count)
            let ready = waiting.filter { $0.position < count }.map(\.page)
            waiting.removeAll { $0.position < count }
            return ready
        }
        for page in ready { page.releaseText() }
    }

    /// Says the files of `pages` are made.
    func filesMade(_ pages: [RenderedPage]) {
        let ready: [RenderedPage] = lock.withLock {
            var ready: [RenderedPage] = []
            for page in pages {
                let position = positions[page.page.sourcePath] ?? Int.max
                if position < searched { ready.append(page) } else { waiting.append((position, page)) }
            }
            return ready
        }
        for page in ready { page.releaseText() }
    }
}
