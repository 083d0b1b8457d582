import Foundation
import Mustache
import SpecimenDiagnostics
import SpecimenTokens
import Yams

/// Reads `Content/**/NAME.component.yml` into component specs, with located errors.
package enum ComponentSpecLoader {
    static let suffix = ".component.yml"

    package static func load(root: URL) -> ([String: ComponentSpec], [Diagnostic]) {
        var specs: [String: ComponentSpec] = [:]
        var diagnostics: [Diagnostic] = []
        let content = root.appendingPathComponent(ContentDiscovery.folderName)
        // Links leading out of the handbook are reported once, by content discovery.
        for path in FileWalk.files(under: content, boundary: ReadBoundary([root])).files where path.hasSuffix(suffix) {
            let display = "\(ContentDiscovery.folderName)/\(path)"
            do throws(DiagnosticsFailure) {
                let text = try SourceFile.readText(at: content.appendingPathComponent(path), displayPath: display)
                let name = String(path.split(separator: "/").last!.dropLast(suffix.count))
                specs[name] = try parse(text, name: name, file: display)
            } catch {
                diagnostics += error.diagnostics
            }
        }
        return (specs, diagnostics)
    }

    static func parse(_ text: String, name: String, file: String) throws(DiagnosticsFailure) -> ComponentSpec {
        let node: Node?
        do {
            node = try YAMLText.compose(text)
        } catch {
            throw DiagnosticsFailure(YAMLDiagnostics.diagnostic(for: error, code: "component-syntax", file: file, text: text))
        }
        guard let node, let mapping = node.mapping else {
            throw DiagnosticsFailure(
                .error("component-syntax", "a component spec must be a mapping with 'axes', 'template' and 'style'", at: SourceLocation(file: file)))
        }
        func fail(_ node: Node?, _ message: String) -> DiagnosticsFailure {
            let location = node.map { YAMLDiagnostics.location(of: $0, file: file) } ?? SourceLocation(file: file)
            return DiagnosticsFailure(.error("component-spec", message, at: location, sourceLine: SourceText.line(location.line, in: text)))
        }
        guard let axesNode = mapping["axes"], let axesMapping = axesNode.mapping, !axesMapping.isEmpty else {
            throw fail(mapping["axes"] ?? node, "'axes' must map each axis to its values, e.g. 'state: [normal, hover]'")
        }
        var axes: [ComponentSpec.Axis] = []
        for (key, value) in axesMapping {
            guard let axisName = key.string, let values = value.sequence?.compactMap(\.string), !values.isEmpty else {
                throw fail(value, "axis '\(key.string ?? "")' needs a list of values")
            }
            // Axis names become attribute names (`data-state`): letters, digits, '-' and '_' only.
            guard let first = axisName.unicodeScalars.first, ("a"..."z").contains(first) || ("A"..."Z").contains(first),
                axisName.unicodeScalars.allSatisfy({
                    ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0) || $0 == "-" || $0 == "_"
                })
            else {
                throw fail(
                    key,
                    "axis name '\(axisName)' must start with a letter and hold only letters, digits, '-' and '_' (it becomes the attribute data-\(axisName.prefix(20)))"
                )
            }
            axes.append(.init(name: axisName, values: values))
        }
        let names = axes.map(\.name)
        let layout = mapping["matrix"]?.mapping
        let rows = layout?["rows"]?.string ?? names[0]
        let columns = layout?["columns"]?.string ?? (names.count > 1 ? names[1] : names[0])
        for (label, axis) in [("rows", rows), ("columns", columns)] where !names.contains(axis) {
            throw fail(layout?[label], "matrix \(label) '\(axis)' is not an axis\(Suggestion.phrase(for: axis, in: names))")
        }
        guard let templateNode = mapping["template"], let templateText = templateNode.string else {
            throw fail(mapping["template"] ?? node, "'template' must hold the Mustache snippet for one instance")
        }
        let snippet: MustacheTemplate
        do {
            snippet = try SafeMustache.template(templateText)
        } catch let error as MustacheTemplate.ParserError {
            let base = YAMLDiagnostics.location(of: templateNode, file: file)
            throw DiagnosticsFailure(
                .error(
                    "component-template",
                    "template error in the snippet (line \(SafeMustache.lineNumber(of: error)) of the snippet): \(SafeMustache.describe(error.error))",
                    at: base))
        } catch {
            throw fail(templateNode, "template error: \(error)")
        }
        guard let styleMapping = mapping["style"]?.mapping, !styleMapping.isEmpty else {
            throw fail(
                mapping["style"] ?? node, "'style' must map CSS properties to tokens, e.g. 'background-color: \"{button.{variant}.background}\"'")
        }
        var styles: [ComponentSpec.StyleBinding] = []
        for (key, value) in styleMapping {
            guard let property = key.string, let binding = value.string else { throw fail(value, "style values must be strings") }
            guard property.allSatisfy({ $0.isLetter || $0 == "-" }) else { throw fail(key, "'\(property)' is not a CSS property name") }
            styles.append(.init(property: property, template: binding, location: YAMLDiagnostics.location(of: value, file: file)))
        }
        var labels: [String: String] = [:]
        if let labelMapping = mapping["labels"]?.mapping {
            for (key, value) in labelMapping {
                if let axisValue = key.string, let label = value.string { labels[axisValue] = label }
            }
        }
        return ComponentSpec(
            name: name, title: mapping["title"]?.string ?? name, file: file, axes: axes, rows: rows, columns: columns,
            snippet: snippet, snippetText: templateText, snippetLocation: YAMLDiagnostics.location(of: templateNode, file: file), styles: styles,
            labels: labels, defaultLabel: mapping["label"]?.string ?? "Label")
    }

    /// While `markdown.unsafe` is false, each spec whose snippet holds what pages may not (a
    /// script, an event handler, a `javascript:` URL, an unescaped value): an error at it.
    package static func checkSafety(_ specs: [String: ComponentSpec]) -> [Diagnostic] {
        specs.values.sorted { $0.name < $1.name }.compactMap { spec in
            ComponentTemplateSafety.problem(in: spec.snippetText).map { problem in
                .error(
                    "component-template",
                    "\(problem); markdown.unsafe is false, so component templates hold markup without scripts, as pages do",
                    at: spec.snippetLocation)
            }
        }
    }

    /// Every combination must find its tokens in every context; each missing one is reported at
    /// the style property that names it.
    package static func validate(_ specs: [String: ComponentSpec], view: SiteTokenView?) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for spec in specs.values.sorted(by: { $0.name < $1.name }) {
            guard let view else {
                diagnostics.append(
                    .error(
                        "component-no-tokens", "component '\(spec.name)' needs tokens; add 'tokens:' to specimen.yml",
                        at: SourceLocation(file: spec.file)))
                continue
            }
            var reported: Set<String> = []
            for combination in ComponentSpec.combinations(spec.axes) {
                for binding in spec.styles {
                    for path in ComponentSpec.references(in: ComponentSpec.fill(binding.template, with: combination)) where view.tokens[path] == nil {
                        guard reported.insert(path).inserted else { continue }
                        let where_ = combination.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: ", ")
                        diagnostics.append(
                            .error(
                                "component-token-missing",
                                "'\(binding.property)' needs token '\(path)' for \(where_), which does not exist\(Suggestion.phrase(for: path, in: view.tokens.tokens.lazy.map(\.path)))",
                                at: binding.location))
                    }
                }
            }
        }
        return diagnostics
    }
}
