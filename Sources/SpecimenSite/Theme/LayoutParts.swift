import Foundation
import SpecimenPages

/// The compiled layout as every page of a build renders it: the runs of its top-level nodes
/// that read only what is the same for every page (`site`, `generator`: most of the head, the
/// header, the theme switch, the footer) rendered once, the rest rendered for each page.
/// Rendered whole for each of a thousand pages, the layout was a tenth of a build, most of it
/// looking up `site`'s strings again and again (see `CompiledTemplate.topLevelRuns`).
struct LayoutParts: Sendable {
    private enum Part: Sendable {
        case text(String)
        case nodes([CompiledTemplate.Node])
    }

    private let parts: [Part]
    /// The bytes of the constant parts together.
    private let constantBytes: Int

    /// - Parameter sample: the layout context of one of the pages, whose constant members are
    ///   every page's.
    init(layout: CompiledTemplate, partials: [String: CompiledTemplate], sample: TemplateValue) {
        parts = layout.topLevelRuns(partials: partials, varying: LayoutContext.varyingMembers, sample: sample).map { run in
            guard run.isConstant else { return .nodes(run.nodes) }
            var text = ""
            CompiledTemplate.render(topLevel: run.nodes, sample, partials: partials, into: &text)
            return .text(text)
        }
        constantBytes = parts.reduce(0) { total, part in if case .text(let text) = part { total + text.utf8.count } else { total } }
    }

    /// The layout of the page whose context is `context` (one with the same constant members
    /// as the sample's), `varyingBytes` about what its other parts write: written into storage
    /// of about its size, a long page's layout was copied again each time it outgrew it.
    func render(_ context: TemplateValue, partials: [String: CompiledTemplate], varyingBytes: Int = 0) -> String {
        var output = ""
        output.reserveCapacity(constantBytes + varyingBytes)
        for part in parts {
            switch part {
            case .text(let text): output += text
            case .nodes(let nodes): CompiledTemplate.render(topLevel: nodes, context, partials: partials, into: &output)
            }
        }
        return output
    }

    /// The parts of one `site`, made by the first page that needs them, for the templates they
    /// were made from (`serve` may load the theme again while `site` stays).
    final class Cache: @unchecked Sendable {
        private let lock = NSLock()
        private var made: (templates: ObjectIdentifier, parts: LayoutParts)?

        func parts(for templates: ObjectIdentifier, make: () -> LayoutParts) -> LayoutParts {
            lock.withLock {
                if let made, made.templates == templates { return made.parts }
                let parts = make()
                made = (templates, parts)
                return parts
            }
        }
    }
}
