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
    /// Each `{NAME}` with no brace inside that names an axis of `values` becomes its value, in
    /// one pass (a value is not read again for placeholders). A matrix fills every binding of
    /// every cell in every context and language, so this works on bytes, not Foundation's
    /// `replacingOccurrences`, which was a fifth of the sample handbook's build.
    package static func fill(_ template: String, with values: [String: String]) -> String {
        replacingBracedNames(in: template) { values[$0] }
    }

    /// `text` with each `{NAME}` (no brace inside) for which `replacement` gives a string
    /// replaced by it; the others kept as written.
    static func replacingBracedNames(in text: String, _ replacement: (String) -> String?) -> String {
        let bytes = Array(text.utf8)
        var result: [UInt8] = []
        var copiedUpTo = 0
        forEachBracedName(in: bytes) { braces, name in
            guard let value = replacement(name) else { return }
            result += bytes[copiedUpTo..<braces.lowerBound]
            result += value.utf8
            copiedUpTo = braces.upperBound
        }
        guard copiedUpTo > 0 else { return text }
        result += bytes[copiedUpTo...]
        return String(decoding: result, as: UTF8.self)
    }

    /// Calls `body` with the byte range of each `{NAME}` with no brace inside, braces included,
    /// and its name, in order.
    private static func forEachBracedName(in bytes: [UInt8], _ body: (Range<Int>, String) -> Void) {
        var open: Int?
        for (index, byte) in bytes.enumerated() {
            if byte == UInt8(ascii: "{") {
                open = index
            } else if byte == UInt8(ascii: "}"), let start = open {
                open = nil
                body(start..<(index + 1), String(decoding: bytes[(start + 1)..<index], as: UTF8.self))
            }
        }
    }

    /// Token paths named in a filled template, in order.
    package static func references(in filled: String) -> [String] {
        var paths: [String] = []
        forEachBracedName(in: Array(filled.utf8)) { paths.append($1) }
        return paths
    }
}
