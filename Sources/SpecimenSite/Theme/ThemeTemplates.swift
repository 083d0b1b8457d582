import Foundation
import Mustache
import SpecimenDiagnostics
import SpecimenPages
import SpecimenTokens

/// The parsed Mustache templates of a build: the default theme overridden by `Templates/`,
/// compiled where they keep to the common syntax (see `CompiledTemplate`). Read by `load`, the
/// "read templates" step.
struct ThemeTemplates: Sendable {
    /// Templates every build renders.
    static let entryPoints = ["layout", "section", "404", "token", "token-removed", "tokens-index"]
    static let folderName = "Templates"

    private let library: MustacheLibrary
    /// Templates rendered natively: each compiled, and so is every partial it includes.
    let compiled: [String: CompiledTemplate]
    /// Whether `nav-item` is the default theme's, which `NavigationHTML` renders natively.
    let hasDefaultNavItem: Bool
    /// Whether some template other than `nav-item` reads the `nav` items themselves.
    let listsNavigationItems: Bool
    /// The partials the layout renders with: `compiled`, but for a default `toc` and a default
    /// `breadcrumbs`, which `TableOfContentsHTML` and `BreadcrumbsHTML` write.
    private let layoutPartials: [String: CompiledTemplate]
    /// Which of the two `layoutPartials` writes natively (not when the handbook has its own,
    /// or it did not compile).
    private let nativePartials: Set<String>
    /// Tells these templates from those of another load, for what is kept of their renders.
    private let identity = Identity()

    private final class Identity: Sendable {}

    /// Loads, parses and cross-checks templates; every problem is a located diagnostic.
    /// `compile: false` renders everything through swift-mustache (tests compare the two).
    static func load(root: URL, compile: Bool = true) throws(DiagnosticsFailure) -> ThemeTemplates {
        var sources: [String: (text: String, file: String)] = [:]
        for (name, text) in DefaultTheme.templates {
            sources[name] = (text, "(default theme) \(folderName)/\(name).mustache")
        }
        let folder = root.appendingPathComponent(folderName)
        let walk = FileWalk.files(under: folder, boundary: ReadBoundary([root]))
        var diagnostics = walk.outside.map { FileWalk.outsideDiagnostic("\(folderName)/\($0)") }
        for path in walk.files where path.hasSuffix(".mustache") {
            let display = "\(folderName)/\(path)"
            do throws(DiagnosticsFailure) {
                let text = try SourceFile.readText(at: folder.appendingPathComponent(path), displayPath: display)
                sources[String(path.dropLast(".mustache".count))] = (text, display)
            } catch {
                diagnostics.append(contentsOf: error.diagnostics)
            }
        }

        let compiled = compile ? Self.compile(sources.mapValues(\.text)) : [:]
        // The default theme is checked by its own tests: swift-mustache reads its templates
        // only when it renders some template (one that did not compile may include them), and
        // the handbook's own always, to report their mistakes. Parsing them all cost a build
        // tens of milliseconds.
        let rendersAllNatively = compiled.count == sources.count
        var library = MustacheLibrary()
        for (name, source) in sources.sorted(by: { $0.key < $1.key }) {
            let isDefault = source.text == DefaultTheme.templates[name]
            if rendersAllNatively && isDefault { continue }
            do {
                library.register(try SafeMustache.template(source.text), named: name)
            } catch let error as MustacheTemplate.ParserError {
                let location = SourceLocation(file: source.file, line: SafeMustache.lineNumber(of: error), column: error.context.columnNumber)
                diagnostics.append(
                    .error("template-syntax", "template error: \(SafeMustache.describe(error.error))", at: location, sourceLine: error.context.line))
            } catch {
                diagnostics.append(.error("template-syntax", "template error: \(error)", at: SourceLocation(file: source.file)))
            }
            if !isDefault { diagnostics.append(contentsOf: missingPartials(in: source.text, file: source.file, known: sources.keys)) }
        }
        for name in entryPoints where sources[name] == nil {
            diagnostics.append(
                .error("template-missing", "the theme has no '\(name).mustache' template", at: SourceLocation(file: "\(folderName)/\(name).mustache"))
            )
        }
        if diagnostics.contains(where: { $0.severity == .error }) { throw DiagnosticsFailure(diagnostics) }
        // A tag whose name is `nav` or starts with `nav.` (not `navHTML` or `navMore`).
        let navTag = try? NSRegularExpression(pattern: #"\{\{\{?\s*[#^/&]?\s*nav\s*(\.|\}\})"#)
        let readsNav = sources.contains { name, source in
            name != "nav-item"
                && navTag.map { $0.firstMatch(in: source.text, range: NSRange(source.text.startIndex..., in: source.text)) != nil } ?? true
        }
        var layoutPartials = compiled
        var native: Set<String> = []
        for (name, partial) in [("toc", TableOfContentsHTML.partial), ("breadcrumbs", BreadcrumbsHTML.partial)]
        where sources[name]?.text == DefaultTheme.templates[name] && compiled[name] != nil {
            layoutPartials[name] = CompiledTemplate(partial)
            native.insert(name)
        }
        return ThemeTemplates(
            library: library, compiled: compiled,
            hasDefaultNavItem: sources["nav-item"]?.text == DefaultTheme.templates["nav-item"],
            listsNavigationItems: readsNav, layoutPartials: layoutPartials,
            nativePartials: native)
    }

    /// Renders the layout of a page: through the parts kept for its `site` when the layout
    /// compiled (see `LayoutParts`).
    func render(layout: LayoutContext) -> String {
        guard let template = compiled["layout"] else { return render("layout", layout) }
        var layout = layout
        // The default table of contents and breadcrumbs written natively, their words read
        // where the templates read them (`site.strings`, the same on every page of a build).
        let strings = layout.site.member("strings")
        if nativePartials.contains("toc") {
            let onThisPage = strings?.member("onThisPage")?.text ?? ""
            layout.tocHTML = layout.page.hasToc ? TableOfContentsHTML.render(layout.page.toc, onThisPage: onThisPage) : ""
        }
        if nativePartials.contains("breadcrumbs") {
            let (label, home) = (strings?.member("breadcrumbs")?.text ?? "", strings?.member("home")?.text ?? "")
            layout.breadcrumbsHTML = BreadcrumbsHTML.render(layout.page.breadcrumbs, label: label, home: home)
        }
        let partials = layoutPartials
        let value = layout.templateValue
        let parts = layout.constantParts.parts(for: ObjectIdentifier(identity)) {
            LayoutParts(layout: template, partials: partials, sample: value)
        }
        // The content, the table of contents at about a hundred bytes an entry, and the rest.
        let varyingBytes = layout.page.content.utf8.count + 96 * layout.page.toc.count + 16_384
        return parts.render(value, partials: partials, varyingBytes: varyingBytes)
    }

    /// Renders the template (or partial) `name`.
    func render(_ name: String, _ context: some TemplateRepresentable) -> String {
        let value = context.templateValue
        if let template = compiled[name] { return template.render(value, partials: compiled) }
        return library.render(value.mustacheObject, withTemplate: name) ?? ""
    }

    /// The templates that compile, less those including (at any depth) one that does not.
    private static func compile(_ sources: [String: String]) -> [String: CompiledTemplate] {
        var compiled = sources.compactMapValues(CompiledTemplate.init)
        var changed = true
        while changed {
            changed = false
            for (name, template) in compiled where template.partialNames.contains(where: { sources[$0] != nil && compiled[$0] == nil }) {
                compiled[name] = nil
                changed = true
            }
        }
        return compiled
    }

    /// `{{> name}}` references to templates that exist nowhere, located at the tag.
    private static func missingPartials(in text: String, file: String, known: Dictionary<String, (text: String, file: String)>.Keys) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            var searchStart = line.startIndex
            while let open = line[searchStart...].range(of: "{{") {
                guard let close = line[open.upperBound...].range(of: "}}") else { break }
                let tag = line[open.upperBound..<close.lowerBound].trimmingCharacters(in: .whitespaces)
                if let sigil = tag.first, sigil == ">" || sigil == "<" {
                    let name = tag.dropFirst().trimmingCharacters(in: .whitespaces)
                    if !name.isEmpty, !known.contains(name) {
                        let column = line.distance(from: line.startIndex, to: open.lowerBound) + 1
                        diagnostics.append(
                            .error(
                                "template-missing",
                                "template '\(name)' is included here but does not exist in \(folderName)/ or the default theme\(Suggestion.phrase(for: name, in: known))",
                                at: SourceLocation(file: file, line: index + 1, column: column),
                                sourceLine: String(line)))
                    }
                }
                searchStart = close.upperBound
            }
        }
        return diagnostics
    }
}
