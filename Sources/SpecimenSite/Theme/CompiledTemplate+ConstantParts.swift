// Part of the compiled templates (see CompiledTemplate.swift): which of a template's top-level
// nodes write the same for every root object that differs only in some members.

import SpecimenPages

extension CompiledTemplate {
    /// A run of the template's top-level nodes: constant (it writes the same whatever the
    /// varying members hold) or not.
    struct TopLevelRun {
        let nodes: [Node]
        let isConstant: Bool
    }

    /// The top-level nodes, with the partials included there inlined, in runs of constant and
    /// varying nodes, for root objects like `sample` whose members named in `varying` differ and
    /// whose others are `sample`'s: a constant node reads none of the varying members, whatever
    /// sections it opens on the way.
    ///
    /// A run's output then depends on nothing but the constant members: rendering the runs one
    /// after the other with the same root writes what rendering the whole template does, since
    /// each top-level node starts from the same scope (the root alone, no list, no indentation).
    func topLevelRuns(partials: [String: CompiledTemplate], varying: Set<String>, sample: TemplateValue) -> [TopLevelRun] {
        var inlining: Set<String> = []
        var runs: [TopLevelRun] = []
        let analysis = Analysis(varying: varying, partials: partials, top: Scope(stack: [sample]))
        for node in Self.inlined(nodes, partials: partials, inlining: &inlining) {
            var visiting: Set<String> = []
            let isConstant = analysis.isConstant(node, pushed: false, visiting: &visiting)
            if let last = runs.last, last.isConstant == isConstant {
                runs[runs.count - 1] = TopLevelRun(nodes: last.nodes + [node], isConstant: isConstant)
            } else {
                runs.append(TopLevelRun(nodes: [node], isConstant: isConstant))
            }
        }
        return runs
    }

    /// `nodes` with each partial that is not indented replaced by its own nodes (at the top
    /// level a partial changes nothing else of the scope); an indented one, a missing one and
    /// one including itself stay as they are.
    private static func inlined(_ nodes: [Node], partials: [String: CompiledTemplate], inlining: inout Set<String>) -> [Node] {
        var result: [Node] = []
        for node in nodes {
            guard case .partial(let name, let indentation) = node, indentation?.isEmpty ?? true, let partial = partials[name],
                inlining.insert(name).inserted
            else {
                result.append(node)
                continue
            }
            result += inlined(partial.nodes, partials: partials, inlining: &inlining)
            inlining.remove(name)
        }
        return result
    }

    /// What tells a constant node: the varying members, the partials, and the scope at the top
    /// with the sample root, where a constant section's value shows whether it pushes one.
    private struct Analysis {
        let varying: Set<String>
        let partials: [String: CompiledTemplate]
        let top: Scope

        /// Whether `node` writes the same for every such root. `pushed` says whether sections
        /// opened on the way put values on the stack above the root (values read from constant
        /// names, so constant too).
        func isConstant(_ node: Node, pushed: Bool, visiting: inout Set<String>) -> Bool {
            switch node {
            case .text:
                return true
            case .variable(let name, _):
                return isConstant(name, pushed: pushed)
            case .section(let name, let inverted, let body):
                guard isConstant(name, pushed: pushed) else { return false }
                // Above the root, the body is read with pushed values whatever it pushes; at the
                // top, the value (every root's) tells whether it pushes one, or renders nothing.
                let inside = pushed ? true : Self.pushes(CompiledTemplate.lookup(name, in: top), inverted: inverted)
                guard let inside else { return true }
                return body.allSatisfy { isConstant($0, pushed: inside, visiting: &visiting) }
            case .partial(let name, _):
                guard let partial = partials[name] else { return true }
                guard visiting.insert(name).inserted else { return false }
                defer { visiting.remove(name) }
                return partial.nodes.allSatisfy { isConstant($0, pushed: pushed, visiting: &visiting) }
            }
        }

        /// Whether a section of `value` renders its body with a value pushed (true), without
        /// (false), or not at all (nil), as `renderSection` does.
        private static func pushes(_ value: TemplateValue?, inverted: Bool) -> Bool? {
            switch (value, inverted) {
            case (.list(let list)?, false): list.count == 0 ? nil : true
            case (.list(let list)?, true): list.count == 0 ? true : nil
            case (.bool(let flag)?, _): flag != inverted ? false : nil
            case (nil, false): nil
            case (nil, true): false
            case (_?, false): true
            case (_?, true): nil
            }
        }

        /// Whether `name` finds the same value for every such root (see `lookup`): `.` is the
        /// root itself unless a section pushed a value; a name is looked for in the pushed
        /// values, all constant, then in the root, where only the varying members differ.
        private func isConstant(_ name: Name, pushed: Bool) -> Bool {
            if name.isImplicitIterator { return pushed }
            guard let first = name.path.first else {
                // A position in a list (`first()`) is none at the top, a constant list's inside one.
                return name.transform != nil || pushed
            }
            if name.anchored, pushed { return true }
            return !varying.contains(first)
        }
    }
}
