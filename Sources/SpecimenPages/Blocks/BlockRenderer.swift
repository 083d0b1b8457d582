import Foundation
import SpecimenDiagnostics
import SpecimenTokens
import Yams

/// Turns a fenced code block whose info string names a block into that block's HTML.
enum BlockRenderer {
    struct Failure: Error {
        var code: String
        var message: String
        /// The word of the info string the problem is about (to point the column at it).
        var word: String?
    }

    /// nil when the info string names no block (an ordinary code block).
    /// - Parameter strings: the words of the page's language (tables' headings, the sample line).
    static func render(
        info: String, body: String, links: SiteTokenView?, components: [String: ComponentSpec] = [:],
        strings: InterfaceStrings = InterfaceStrings.inEnglish
    ) -> Result<String, Failure>? {
        let words = info.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
        guard let first = words.first, let kind = TokenBlockKind(rawValue: first) else { return nil }
        if kind == .component {
            guard words.count == 2 else {
                return .failure(Failure(code: "block-syntax", message: "write 'component NAME', e.g. 'component button'", word: first))
            }
            guard let spec = components[words[1]] else {
                return .failure(
                    Failure(
                        code: "block-component-unknown",
                        message:
                            "no component '\(words[1])'\(Suggestion.phrase(for: words[1], in: components.keys)); specs live in Content/**/NAME.component.yml",
                        word: words[1]))
            }
            guard let links else {
                return .failure(
                    Failure(code: "block-no-tokens", message: "a component block needs tokens; add 'tokens:' to specimen.yml", word: first))
            }
            return .success(ComponentMatrix.render(spec, links: links))
        }
        guard let links else {
            return .failure(Failure(code: "block-no-tokens", message: "a '\(first)' block needs tokens; add 'tokens:' to specimen.yml", word: first))
        }
        var context = TokenBlockContext(links: links, strings: strings)
        var options: [String: Any] = [:]
        if !body.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty {
            guard let parsed = (try? Yams.load(yaml: body)) as? [String: Any] else {
                return .failure(
                    Failure(
                        code: "block-options", message: "the body of a '\(first)' block must be YAML options such as 'contexts: [light, dark]'",
                        word: first))
            }
            options = parsed
        }
        let knownOptions =
            ["contexts"] + (kind == .typeScale ? ["sample"] : []) + (kind == .tokens ? ["types"] : []) + (kind == .swatches ? ["layout"] : [])
        if let unknown = options.keys.sorted().first(where: { !knownOptions.contains($0) }) {
            return .failure(
                Failure(
                    code: "block-options",
                    message:
                        "unknown option '\(unknown)' of a '\(first)' block\(Suggestion.phrase(for: unknown, in: knownOptions)); it takes \(knownOptions.joined(separator: ", "))",
                    word: first))
        }
        if let wanted = options["contexts"] as? [String] {
            switch chosenContexts(wanted, from: links) {
            case .failure(let failure): return .failure(Failure(code: failure.code, message: failure.message, word: first))
            case .success(let chosen):
                context = TokenBlockContext(links: links.narrowed(to: chosen), strings: strings)
            }
        }
        switch kind {
        case .swatches:
            let layouts = SwatchLayout.allCases.map(\.rawValue)
            let written = options["layout"].map { "\($0)" }
            if let written, !layouts.contains(written) {
                return .failure(
                    Failure(
                        code: "block-options",
                        message:
                            "unknown layout '\(written)'\(Suggestion.phrase(for: written, in: layouts)); a swatches block takes \(layouts.joined(separator: ", "))",
                        word: first))
            }
            return group(words, 1, context, types: [.color], kind: first).map {
                SwatchesBlock.render(group: $0, context: context, layout: written.flatMap(SwatchLayout.init(rawValue:)))
            }
        case .typeScale:
            let sample = options["sample"] as? String ?? strings["typeSample"]
            return group(words, 1, context, types: [.typography], kind: first).map {
                TypeScaleBlock.render(group: $0, context: context, sample: sample)
            }
        case .tokens:
            return group(words, 1, context, types: nil, kind: first).flatMap { name in
                typeFilter(options["types"], under: name, context, kind: first).map {
                    TokensTableBlock.render(group: name, context: context, typeNames: $0)
                }
            }
        case .component:
            return nil
        case .contrast:
            guard words.count == 4, words[2] == "on" else {
                return .failure(Failure(code: "block-syntax", message: "write 'contrast FOREGROUND-GROUP on BACKGROUND-GROUP'", word: first))
            }
            let foreground = group(words, 1, context, types: [.color], kind: first, required: true)
            let background = group(words, 3, context, types: [.color], kind: first, required: true)
            switch (foreground, background) {
            case (.failure(let failure), _), (_, .failure(let failure)): return .failure(failure)
            case (.success(let fg), .success(let bg)): return .success(ContrastBlock.render(foreground: fg, background: bg, context: context))
            }
        }
    }

    /// The contexts a block's `contexts:` names, in the handbook's order: each by its label
    /// (`dark`, `size: coarse`) or as `modifier=context` (`theme=dark`, `size=coarse`).
    static func chosenContexts(_ wanted: [String], from links: SiteTokenView) -> Result<[SiteTokenView.Context], Failure> {
        var chosen = Set<Int>()
        for name in wanted {
            let parts = name.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
            let match =
                parts.count == 2
                ? links.contexts.firstIndex { $0.isNamed(modifier: parts[0], context: parts[1]) }
                : links.contexts.firstIndex { $0.label == name }
            guard let match else {
                let known = links.contexts.map(\.label)
                let pairs = links.contexts.flatMap { context in context.modifier.map { ["\($0)=\(context.inputs[$0] ?? "")"] } ?? [] }
                return .failure(
                    Failure(
                        code: "block-options",
                        message:
                            "unknown context '\(name)' (contexts: \(known.joined(separator: ", ")))\(Suggestion.phrase(for: name, in: known + pairs))"
                    ))
            }
            chosen.insert(match)
        }
        return .success(links.contexts.indices.filter(chosen.contains).map { links.contexts[$0] })
    }

    /// The `types:` option of a `tokens` block: names of types present under the group.
    private static func typeFilter(_ written: Any?, under group: String, _ context: TokenBlockContext, kind: String) -> Result<Set<String>?, Failure>
    {
        guard let written else { return .success(nil) }
        guard let names = (written as? [Any])?.map({ "\($0)" }) ?? (written as? String).map({ [$0] }) else {
            return .failure(
                Failure(code: "block-options", message: "'types' is a list of token types, e.g. 'types: [dimension, number]'", word: kind))
        }
        let present = Set(context.tokens(under: group).map(\.typeName))
        if let missing = names.first(where: { !present.contains($0) }) {
            return .failure(
                Failure(
                    code: "block-options",
                    message:
                        "no '\(missing)' tokens under '\(group.isEmpty ? "the handbook" : group)'\(Suggestion.phrase(for: missing, in: present)); types there: \(present.sorted().joined(separator: ", "))",
                    word: kind))
        }
        return .success(Set(names))
    }

    /// The group a block names; without one (`swatches` alone), every token of the block's types,
    /// which suits systems whose tokens sit at the top level (Spectrum's `gray-100`).
    /// `required` is for blocks that name two groups (`contrast`).
    private static func group(
        _ words: [String], _ index: Int, _ context: TokenBlockContext, types: Set<TokenType>?, kind: String, required: Bool = false
    ) -> Result<String, Failure> {
        guard words.count > index else {
            if required {
                return .failure(Failure(code: "block-syntax", message: "a '\(kind)' block needs a token group, e.g. '\(kind) color'", word: kind))
            }
            if !context.tokens(under: "", types: types).isEmpty { return .success("") }
            let wanted = types.map { $0.map(\.rawValue).sorted().joined(separator: " or ") } ?? "any"
            return .failure(Failure(code: "block-group-empty", message: "the handbook has no \(wanted) tokens for a '\(kind)' block", word: kind))
        }
        let name = words[index]
        if !context.tokens(under: name, types: types).isEmpty { return .success(name) }
        if !context.tokens(under: name).isEmpty {
            let wanted = types.map { $0.map(\.rawValue).sorted().joined(separator: " or ") } ?? "any"
            return .failure(Failure(code: "block-group-empty", message: "'\(name)' holds no \(wanted) tokens for a '\(kind)' block", word: name))
        }
        let candidates = context.groupPaths.union(context.links.tokens.tokens.map(\.path))
        return .failure(
            Failure(code: "block-group-unknown", message: "no token group '\(name)'\(Suggestion.phrase(for: name, in: candidates))", word: name))
    }
}
