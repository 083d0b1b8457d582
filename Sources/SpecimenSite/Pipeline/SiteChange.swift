import Foundation

/// Which stages a set of changed files touches (paths relative to the handbook root).
struct SiteChange {
    var templates = false
    var publicFiles = false
    var tokens = false
    var components = false
    /// Markdown pages below `Content/` that changed in place (paths below `Content/`).
    var pages: [String] = []
    /// A page or content file appeared or disappeared: routes and links must be found again.
    var contentSetChanged = false

    init(paths: Set<String>, stages: SiteStages) {
        let known = Set(stages.inventory.pages.map(\.sourcePath))
        let assets = Set(stages.inventory.assets)
        let root = stages.options.root
        for path in paths.sorted() {
            let lower = path.lowercased()
            let exists = FileManager.default.fileExists(atPath: root.appendingPathComponent(path).path)
            if lower.hasSuffix(".json") || lower.hasSuffix(".tokens") { tokens = true }
            if lower.hasSuffix(".component.yml") {
                components = true
            } else if lower.hasSuffix(".yaml") || lower.hasSuffix(".yml") {
                // Token files may be YAML; specimen.yml is seen apart (it reloads everything).
                tokens = true
            }
            if path.hasPrefix("Templates/") {
                templates = true
            } else if path.hasPrefix("Public/") {
                publicFiles = true
            } else if path.hasPrefix(ContentDiscovery.folderName + "/") {
                let below = String(path.dropFirst(ContentDiscovery.folderName.count + 1))
                if lower.hasSuffix(".md") {
                    if known.contains(below) && exists { pages.append(below) } else { contentSetChanged = true }
                } else if !ContentDiscovery.isSourceOnly(below) {
                    if assets.contains(below) && exists { publicFiles = true } else { contentSetChanged = true }
                }
            } else if !exists && !lower.contains(".") {
                // A folder was removed or renamed: whatever it held is gone.
                contentSetChanged = true
                templates = true
                publicFiles = true
                tokens = true
                components = true
            }
        }
    }
}
