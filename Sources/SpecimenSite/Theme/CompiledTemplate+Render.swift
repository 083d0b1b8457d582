// Part of the compiled templates, which mirror swift-mustache's renderer (Template+Render.swift)
// for the part of Mustache themes use (see CompiledTemplate.swift);
// Tests/SpecimenSiteTests/Theme/CompiledTemplateTests.swift keeps the two equal.

import SpecimenPages

extension CompiledTemplate {
    /// Where a render is: the stack of values sections opened, the position in the list being
    /// iterated (for `first()` and the like), and the indentation of enclosing partials.
    struct Scope {
        var stack: [TemplateValue]
        var sequence: (first: Bool, last: Bool, index: Int)?
        var indentation: String?
    }

    /// Renders with `context` as the root of the stack; `partials` are the other templates.
    func render(_ context: TemplateValue, partials: [String: CompiledTemplate]) -> String {
        var output = ""
        Self.render(topLevel: nodes, context, partials: partials, into: &output)
        return output
    }

    /// Renders `nodes` as a template's top-level nodes are, with `context` as the root of the stack.
    static func render(topLevel nodes: [Node], _ context: TemplateValue, partials: [String: CompiledTemplate], into output: inout String) {
        var scope = Scope(stack: [context])
        render(nodes, &scope, partials: partials, into: &output)
    }

    // The scope is passed `inout` and sections push and pop on one stack: copying the scope
    // for every section and list element made the layout's render allocate all the time.
    private static func render(_ nodes: [Node], _ scope: inout Scope, partials: [String: CompiledTemplate], into output: inout String) {
        guard let indentation = scope.indentation, !indentation.isEmpty else {
            // Through the buffer: iterating would copy each node, a count on text every thread shares.
            nodes.withUnsafeBufferPointer { nodes in
                for index in nodes.indices { render(nodes[index], &scope, partials: partials, into: &output) }
            }
            return
        }
        // As swift-mustache does: a node that starts a line inside an indented partial is indented.
        var local = ""
        for node in nodes {
            var piece = ""
            render(node, &scope, partials: partials, into: &piece)
            if !piece.isEmpty, local.last == "\n" { local += indentation }
            local += piece
        }
        output += local
    }

    private static func render(_ node: Node, _ scope: inout Scope, partials: [String: CompiledTemplate], into output: inout String) {
        switch node {
        case .text(let text):
            output += text
        case .variable(let name, let escaped):
            guard let value = lookup(name, in: scope) else { return }
            output += escaped ? HTMLEscaping.escape(value.text) : value.text
        case .section(let name, let inverted, let body):
            renderSection(lookup(name, in: scope), inverted: inverted, body: body, &scope, partials: partials, into: &output)
        case .partial(let name, let indentation):
            guard let partial = partials[name] else { return }
            let outer = (scope.sequence, scope.indentation)
            scope.sequence = nil
            if let indentation { scope.indentation = (outer.1 ?? "") + indentation }
            render(partial.nodes, &scope, partials: partials, into: &output)
            (scope.sequence, scope.indentation) = outer
        }
    }

    private static func renderSection(
        _ value: TemplateValue?, inverted: Bool, body: [Node], _ scope: inout Scope, partials: [String: CompiledTemplate],
        into output: inout String
    ) {
        if inverted {
            switch value {
            case .list(let list)?:
                if list.count == 0 { renderPushing(value!, sequence: nil, body, &scope, partials: partials, into: &output) }
            case .bool(let flag)?: if !flag { render(body, &scope, partials: partials, into: &output) }
            case nil: render(body, &scope, partials: partials, into: &output)
            default: break
            }
            return
        }
        switch value {
        case .list(let list)?:
            for index in 0..<list.count {
                renderPushing(
                    list.element(index), sequence: (index == 0, index == list.count - 1, index), body, &scope, partials: partials, into: &output)
            }
        case .bool(let flag)?:
            if flag { render(body, &scope, partials: partials, into: &output) }
        case let value?:
            renderPushing(value, sequence: nil, body, &scope, partials: partials, into: &output)
        case nil:
            break
        }
    }

    /// Renders `body` with `value` on top of the stack, then takes it off again.
    private static func renderPushing(
        _ value: TemplateValue, sequence: (first: Bool, last: Bool, index: Int)?, _ body: [Node], _ scope: inout Scope,
        partials: [String: CompiledTemplate], into output: inout String
    ) {
        let outer = scope.sequence
        scope.stack.append(value)
        scope.sequence = sequence
        render(body, &scope, partials: partials, into: &output)
        scope.stack.removeLast()
        scope.sequence = outer
    }

    /// swift-mustache's lookup: `.` is the top of the stack; a name's first part is looked for
    /// from the top down, the rest only inside what it found; then the transform, if any.
    static func lookup(_ name: Name, in scope: Scope) -> TemplateValue? {
        var value: TemplateValue?
        if name.isImplicitIterator {
            value = scope.stack.last
        } else if name.path.isEmpty {
            guard let transform = name.transform else { return scope.stack.last }
            guard let sequence = scope.sequence else { return nil }
            switch transform {
            case "first": return .bool(sequence.first)
            case "last": return .bool(sequence.last)
            case "index": return .int(sequence.index)
            case "even": return .bool(sequence.index & 1 == 0)
            case "odd": return .bool(sequence.index & 1 == 1)
            default: return nil
            }
        } else if name.anchored {
            value = scope.stack.last
            for part in name.path { value = value?.member(part) }
        } else {
            var level = scope.stack.count - 1
            while level >= 0, value == nil {
                value = scope.stack[level].member(name.path[0])
                level -= 1
            }
            for part in name.path.dropFirst() { value = value?.member(part) }
        }
        guard let transform = name.transform else { return value }
        return value?.transformed(transform)
    }
}
