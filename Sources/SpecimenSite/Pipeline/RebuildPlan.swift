import Foundation
import SpecimenPages
import SpecimenTokens

/// What a run of the pipeline redoes, decided from the changed files before any work starts;
/// `RebuildSteps` turns it into the list of named steps that run. A full build is the plan
/// that reads everything.
struct RebuildPlan: Sendable {
    /// Read `specimen.yml` and every input again, and make every file: a full build.
    var readsEverything = false
    var templates = false
    var publicFiles = false
    var tokens = false
    var components = false
    /// Markdown pages below `Content/` that changed in place (paths below `Content/`).
    var editedPages: [String] = []
    /// A page or content file appeared or disappeared: routes and links must be found again.
    var contentSetChanged = false
    /// Files below the code folders of `usage:` that changed, appeared or went (absolute paths).
    var codeFiles: Set<String> = []

    /// A full build: everything read again, every file made.
    static let everything: RebuildPlan = {
        var plan = RebuildPlan()
        plan.readsEverything = true
        plan.touchesEveryInput()
        return plan
    }()

    /// Nothing to redo yet; the changed paths add to it.
    private init() {}

    /// The plan for files that changed (paths relative to the handbook root), given the stage
    /// values of the last run. A changed `specimen.yml` reads everything again.
    init(changedPaths paths: Set<String>, stages: SiteStages) {
        // A stylesheet live examples link decides which tokens each example names: every page
        // with an example reads it, so it counts as the configuration does.
        let exampleStyles = Set(stages.config.examples.css.map { "Public/" + $0.path })
        if paths.contains(SiteConfig.fileName) || !paths.isDisjoint(with: exampleStyles) {
            self = .everything
            return
        }
        let known = stages.pageRoutes
        let assets = Set(stages.inventory.assets)
        let root = stages.options.root.standardizedFileURL.path
        let codeFolders = stages.codeUsage.map { CodeUsageScan.folders(of: $0.sources, handbook: stages.options.root).map(\.path) } ?? []
        for path in paths.sorted() {
            let absolute = path.hasPrefix("/") ? path : root + "/" + path
            if codeFolders.contains(where: { absolute.hasPrefix($0 + "/") }) { codeFiles.insert(absolute) }
            let exists = FileManager.default.fileExists(atPath: stages.options.root.appendingPathComponent(path).path)
            noteKind(of: path.lowercased())
            if path.hasPrefix("Templates/") {
                templates = true
            } else if path.hasPrefix("Public/") {
                publicFiles = true
            } else if path.hasPrefix(ContentDiscovery.folderName + "/") {
                noteContent(String(path.dropFirst(ContentDiscovery.folderName.count + 1)), exists: exists, known: known, assets: assets)
            } else if !exists && !path.contains(".") {
                // A folder was removed or renamed: whatever it held is gone.
                touchesEveryInput()
            }
        }
    }

    /// Every input may have changed: templates, public files, tokens, components and the set of pages.
    private mutating func touchesEveryInput() {
        (templates, publicFiles, tokens, components, contentSetChanged) = (true, true, true, true, true)
    }

    /// Token files and component specs are known by their extension, wherever they are.
    private mutating func noteKind(of lowercased: String) {
        if lowercased.hasSuffix(".json") || lowercased.hasSuffix(".tokens") { tokens = true }
        if lowercased.hasSuffix(InterfaceStrings.fileName.lowercased()) {
            // The interface's words are read with the theme, and every page shows them, in its
            // blocks too.
            touchesEveryInput()
        } else if lowercased.hasSuffix(".component.yml") {
            components = true
        } else if lowercased.hasSuffix(".yaml") || lowercased.hasSuffix(".yml") {
            // Token files may be YAML; specimen.yml is seen apart (it reloads everything).
            tokens = true
        }
    }

    private mutating func noteContent(_ below: String, exists: Bool, known: [String: String], assets: Set<String>) {
        if below.lowercased().hasSuffix(".md") {
            if known[below] != nil && exists { editedPages.append(below) } else { contentSetChanged = true }
        } else if !ContentDiscovery.isSourceOnly(below) {
            if assets.contains(below) && exists { publicFiles = true } else { contentSetChanged = true }
        }
    }
}
