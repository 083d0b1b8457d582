import SpecimenPages

/// The handbook's structure from `Content/`'s folders: sections holding pages and sections,
/// ordered by front-matter `order`, then title.
struct SiteTree: Sendable {
    // Mutated only while the tree is built in `init`; read-only (and so shareable) after.
    final class Section: @unchecked Sendable {
        let folder: String
        var page: RenderedPage?
        var title: String
        var order: Int?
        var children: [Entry] = []

        init(folder: String, title: String) {
            self.folder = folder
            self.title = title
        }

        /// The section's route, fixed once the tree is made (`SiteTree.init` sets the pages first):
        /// the navigation of every page asks it of every section it shows.
        private(set) var route: String = ""

        fileprivate func fixRoute() {
            route = page?.page.route ?? (folder.isEmpty ? "" : "\(folder)/")
        }
    }

    enum Entry: Sendable {
        /// Boxed: entries are copied while sorting and walking, and a rendered page is large.
        indirect case page(RenderedPage)
        case section(Section)

        var title: String {
            switch self {
            case .page(let page): page.title
            case .section(let section): section.title
            }
        }

        var order: Int? {
            switch self {
            case .page(let page): page.page.frontMatter.order
            case .section(let section): section.order
            }
        }

        var route: String {
            switch self {
            case .page(let page): page.page.route
            case .section(let section): section.route
            }
        }
    }

    let root: Section
    /// Every section by folder path, `` for the root.
    let sections: [String: Section]

    init(pages: [RenderedPage], siteTitle: String) {
        var sections: [String: Section] = [:]
        let root = Section(folder: "", title: siteTitle)
        sections[""] = root

        func section(for folder: String) -> Section {
            if let existing = sections[folder] { return existing }
            // A page's folder is its source path up to the last `/`, so the parent's is this
            // one's the same way.
            let (parentFolder, name) = folder.folderAndName
            let created = Section(folder: folder, title: PageRenderer.humanize(name))
            sections[folder] = created
            section(for: parentFolder).children.append(.section(created))
            return created
        }

        // Every folder holding pages, and every folder above one: a set, so that asking whether
        // `a.md` has a folder `a/` costs the same however many sections there are.
        var folders = Set<String>()
        for page in pages {
            var folder = Substring(page.page.folder)
            while !folder.isEmpty, folders.insert(String(folder)).inserted {
                folder = folder.utf8.lastIndex(of: UInt8(ascii: "/")).map { folder[..<$0] } ?? ""
            }
        }
        for page in pages {
            if page.page.isIndex {
                let owner = section(for: page.page.folder)
                owner.page = page
                owner.title = page.title
                owner.order = page.page.frontMatter.order
                continue
            }
            // `a.md` beside a folder `a/` without an index page stands for that folder.
            let asFolder = String(page.page.sourcePath.dropLast(3))
            if folders.contains(asFolder) {
                let owner = section(for: asFolder)
                if owner.page == nil {
                    owner.page = page
                    owner.title = page.title
                    owner.order = page.page.frontMatter.order
                    continue
                }
            }
            section(for: page.page.folder).children.append(.page(page))
        }
        for section in sections.values { section.fixRoute() }
        for section in sections.values { section.children = Self.sorted(section.children) }
        self.root = root
        self.sections = sections
    }

    /// A section's children by front-matter `order`, then by title regardless of case, then
    /// by route. A title is lowercased only when its entry's order ties with another's, and
    /// once: most pages give an order, and most titles (a dash, an accent) are off the ASCII
    /// path of `lowercased()`, which lowercasing every title on every build took.
    private static func sorted(_ children: [Entry]) -> [Entry] {
        let orders = children.map(\.order)
        var titles = [String?](repeating: nil, count: children.count)
        func title(_ position: Int) -> String {
            if let known = titles[position] { return known }
            let title = children[position].title.lowercased()
            titles[position] = title
            return title
        }
        return children.indices.sorted { a, b in
            switch (orders[a], orders[b]) {
            case let (x?, y?) where x != y: return x < y
            case (_?, nil): return true
            case (nil, _?): return false
            default:
                let (titleA, titleB) = (title(a), title(b))
                return titleA != titleB ? titleA < titleB : children[a].route < children[b].route
            }
        }.map { children[$0] }
    }

    /// Every route in reading order: a section's page, then its children, depth first.
    var readingOrder: [(title: String, route: String)] {
        var result: [(String, String)] = []
        func visit(_ section: Section) {
            result.append((section.title, section.route))
            for child in section.children {
                switch child {
                case .page(let page): result.append((page.title, page.page.route))
                case .section(let nested): visit(nested)
                }
            }
        }
        visit(root)
        return result
    }
}
