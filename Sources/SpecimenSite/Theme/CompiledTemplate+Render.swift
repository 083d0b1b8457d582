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
        Self.render(nodes, Scope(stack: [context]), partials: partials, into: &output)
        return output
    }

    private static func render(_ nodes: [Node], _ scope: Scope, partials: [String: CompiledTemplate], into output: inout String) {
        guard let indentation = scope.indentation, !indentation.isEmpty else {
            for node in nodes { render(node, scope, partials: partials, into: &output) }
            return
        }
        // As swift-mustache does: a node that starts a line inside an indented partial is indented.
        var local = ""
        for node in nodes {
            var piece = ""
            render(node, scope, partials: partials, into: &piece)
            if !piece.isEmpty, local.last == "\n" { local += indentation }
            local += piece
        }
        output += local
    }

    private static func render(_ node: Node, _ scope: Scope, partials: [String: CompiledTemplate], into output: inout String) {
        switch node {
        case .text(let text):
            output += text
        case .variable(let name, let escaped):
            guard let value = lookup(name, in: scope) else { return }
            output += escaped ? HTMLEscaping.escape(value.text) : value.text
        case .section(let name, let inverted, let body):
            let value = lookup(name, in: scope)
            if inverted {
                switch value {
                case .list(let list)?: if list.count == 0 { render(body, scope.pushing(value!), partials: partials, into: &output) }
                case .bool(let flag)?: if !flag { render(body, scope, partials: partials, into: &output) }
                case nil: render(body, scope, partials: partials, into: &output)
                default: break
                }
                return
            }
            switch value {
            case .list(let list)?:
                for index in 0..<list.count {
                    var inner = scope.pushing(list.element(index))
                    inner.sequence = (index == 0, index == list.count - 1, index)
                    render(body, inner, partials: partials, into: &output)
                }
            case .bool(let flag)?:
                if flag { render(body, scope, partials: partials, into: &output) }
            case let value?:
                render(body, scope.pushing(value), partials: partials, into: &output)
            case nil:
                break
            }
        case .partial(let name, let indentation):
            guard let partial = partials[name] else { return }
            var inner = scope
            inner.sequence = nil
            if let indentation { inner.indentation = (scope.indentation ?? "") + indentation }
            render(partial.nodes, inner, partials: partials, into: &output)
        }
    }

    /// swift-mustache's lookup: `.` is the top of the stack; a name's first part is looked for
    /// from the top down, the rest only inside what it found; then the transform, if any.
    private static func lookup(_ name: Name, in scope: Scope) -> TemplateValue? {
        var value: TemplateValue?
        if name.path == ["."] {
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

extension CompiledTemplate.Scope {
    /// The scope inside a section opened on `value` (outside any list position).
    func pushing(_ value: TemplateValue) -> Self {
        var scope = self
        scope.stack.append(value)
        scope.sequence = nil
        return scope
    }
}
