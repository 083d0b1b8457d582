import Foundation
import SpecimenTokens

/// `component NAME`: the cartesian product of a spec's axes as matrices — rows × columns, one
/// table per value of the other axes, per context — each cell a real instance styled with the
/// resolved values of its context, states shown statically.
enum ComponentMatrix {
    /// - Parameter showAll: the words of the toggle that shows every context at once, in the page's language.
    static func render(_ spec: ComponentSpec, view: SiteTokenView, showAll: String) -> String {
        let rows = spec.axes.first { $0.name == spec.rows }!
        let columns = spec.axes.first { $0.name == spec.columns }!
        var html = "<div class=\"token-block component-matrix\" data-block=\"component\" data-component=\"\(spec.name.html)\">\n"
        // With more than one context, the page's script shows the one the header picks, unless
        // this is checked; without script (and in print) every context shows.
        if view.contexts.count > 1 {
            html +=
                "<p class=\"component-contexts-toggle\" hidden><label><input type=\"checkbox\" data-show-all-contexts> \(showAll.html)</label></p>\n"
        }
        for context in view.contexts {
            // The context's choice of every modifier, which the header's choices are matched against.
            let inputs = context.inputs.isEmpty ? "" : " data-inputs=\"\(Self.json(context.inputs).html)\""
            html += "<section class=\"component-context\(context.isDark ? " is-dark" : "")\" data-context=\"\(context.label.html)\"\(inputs)>\n"
            html += "<h3 class=\"component-context-title\">\(spec.title.html) — \(context.label.html)</h3>\n"
            for tableValues in ComponentSpec.combinations(spec.tableAxes) {
                let caption = tableValues.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }.joined(separator: ", ")
                html += "<div class=\"component-table-wrap\"><table class=\"component-table\">\n"
                if !caption.isEmpty { html += "<caption>\(caption.html)</caption>\n" }
                html += "<thead><tr><th scope=\"col\">\(rows.name.html) \\ \(columns.name.html)</th>"
                for column in columns.values { html += "<th scope=\"col\">\(column.html)</th>" }
                html += "</tr></thead>\n<tbody>\n"
                for row in rows.values {
                    html += "<tr><th scope=\"row\">\(row.html)</th>"
                    for column in columns.values {
                        var values = tableValues
                        values[rows.name] = row
                        values[columns.name] = column
                        html += cell(spec, values: values, context: context)
                    }
                    html += "</tr>\n"
                }
                html += "</tbody>\n</table></div>\n"
            }
            html += "</section>\n"
        }
        return html + "</div>\n"
    }

    private static func cell(_ spec: ComponentSpec, values: [String: String], context: SiteTokenView.Context) -> String {
        var declarations: [String] = []
        var tokenPaths: [String] = []
        for binding in spec.styles {
            let (value, paths) = ComponentSpec.value(of: binding, for: values, in: context.tokens)
            tokenPaths += paths
            declarations.append("\(binding.property): \(value)")
        }
        let snippetContext = ComponentSnippetContext(style: declarations.joined(separator: "; "), label: label(spec, values), axes: values)
        let instance = spec.snippet.render(snippetContext.templateValue.mustacheObject)
        var attributes = values.sorted { $0.key < $1.key }.map { "data-\($0.key.html)=\"\($0.value.html)\"" }
        attributes.append("data-context=\"\(context.label.html)\"")
        attributes.append("data-token=\"\(tokenPaths.joined(separator: " ").html)\"")
        return "<td class=\"component-cell\" \(attributes.joined(separator: " "))>\(instance)</td>"
    }

    /// `{"contrast":"standard","theme":"dark"}`: keys in order, so the page is the same on every build.
    private static func json(_ inputs: [String: String]) -> String {
        var bytes: [UInt8] = [UInt8(ascii: "{")]
        for (index, (modifier, context)) in inputs.sorted(by: { $0.key < $1.key }).enumerated() {
            if index > 0 { bytes.append(UInt8(ascii: ",")) }
            JSONWriter.appendQuoted(modifier, to: &bytes)
            bytes.append(UInt8(ascii: ":"))
            JSONWriter.appendQuoted(context, to: &bytes)
        }
        bytes.append(UInt8(ascii: "}"))
        return String(decoding: bytes, as: UTF8.self)
    }

    private static func label(_ spec: ComponentSpec, _ values: [String: String]) -> String {
        for axis in spec.axes {
            if let value = values[axis.name], let label = spec.labels[value] { return label }
        }
        return spec.defaultLabel
    }
}
