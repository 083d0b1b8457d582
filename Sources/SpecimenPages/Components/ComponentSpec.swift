import Foundation
import Mustache
import SpecimenDiagnostics

/// A component spec (`NAME.component.yml`): axes and their values, a Mustache snippet for one
/// instance, and the token that fills each style property, with `{axis}` placeholders.
package struct ComponentSpec: Sendable {
    package struct Axis: Sendable {
        package var name: String
        package var values: [String]
    }

    package struct StyleBinding: Sendable {
        package var property: String
        /// e.g. `{button.{variant}.{state}.background}` or `{a} {b}`.
        package var template: String
        package var location: SourceLocation
    }

    package var name: String
    package var title: String
    package var file: String
    package var axes: [Axis]
    package var rows: String
    package var columns: String
    var snippet: MustacheTemplate
    /// The snippet as written, and where, for checking it as HTML.
    var snippetText: String
    var snippetLocation: SourceLocation
    package var styles: [StyleBinding]
    /// Text for the snippet's `{{label}}`, by axis value (e.g. per variant); falls back to `label`.
    var labels: [String: String]
    var defaultLabel: String

    /// Axes that are neither rows nor columns: one table per combination of their values.
    var tableAxes: [Axis] { axes.filter { $0.name != rows && $0.name != columns } }

    /// Every combination of the given axes' values, in written order.
    package static func combinations(_ axes: [Axis]) -> [[String: String]] {
        axes.reduce([[:]]) { partial, axis in
            partial.flatMap { combination in axis.values.map { combination.merging([axis.name: $0]) { _, new in new } } }
        }
    }

    /// The style template with axis values filled in: `{button.capsule.hover.background}`.
    package static func fill(_ template: String, with values: [String: String]) -> String {
        var result = template
        for (axis, value) in values { result = result.replacingOccurrences(of: "{\(axis)}", with: value) }
        return result
    }

    /// Token paths named in a filled template, in order.
    package static func references(in filled: String) -> [String] {
        TokenReferenceScanner.matches(in: filled) { _ in true }.map(\.path)
    }
}
