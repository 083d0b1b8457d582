import SpecimenTokens

/// The rules of the stylesheets examples link (`examples: {css: …}`), read for one thing: which
/// custom properties (`var(--…)`) an example's markup brings into play, so that a component
/// page can name the tokens its examples use.
package struct ExampleStyles: Sendable {
    /// A style rule: its selectors' requirements, and the custom properties its declarations read.
    struct Rule: Sendable {
        /// Each selector of the rule as what an element must have for it to match: class names
        /// and element names (empty for `:root`, `*`, attribute-only selectors, which match anywhere).
        var selectors: [(classes: Set<String>, elements: Set<String>)]
        var properties: [String]
    }

    var rules: [Rule] = []

    package init() {}

    /// The rules of `stylesheets`' texts, in order; at-rules (`@media`) are read through.
    package init(stylesheets: [String]) {
        for text in stylesheets { rules += Self.rules(of: CSSTokenizer.tokens(of: text)) }
    }

    /// The custom properties the markup `html` brings into play: those its inline styles and
    /// `<style>` elements read, and those of every rule a selector of which it has the classes
    /// and elements for. Selectors are matched loosely (combinators and pseudo-classes are not
    /// followed): a state written as a class (`.is-pressed`) counts when the markup has it.
    package func properties(usedBy html: String) -> [String] {
        let markup = ExampleMarkup(html)
        var found = Self.customProperties(in: CSSTokenizer.tokens(of: html))
        for rule in rules
        where rule.selectors.contains(where: { $0.classes.isSubset(of: markup.classes) && $0.elements.isSubset(of: markup.elements) }) {
            found += rule.properties
        }
        var seen: Set<String> = []
        return found.filter { seen.insert($0).inserted }
    }

    private static func rules(of tokens: [CSSToken]) -> [Rule] {
        var rules: [Rule] = []
        var prelude: [CSSToken] = []
        var index = 0
        while index < tokens.count {
            let token = tokens[index]
            index += 1
            switch token {
            case .openCurly:
                if case .atKeyword = prelude.first(where: { $0 != .whitespace }) {
                    prelude = []  // the rules inside an at-rule's block are read as any other
                    continue
                }
                let end = closingBrace(in: tokens, from: index)
                rules.append(Rule(selectors: selectors(of: prelude), properties: customProperties(in: tokens[index..<end])))
                (prelude, index) = ([], end + 1)
            case .semicolon, .closeCurly:
                prelude = []
            default:
                prelude.append(token)
            }
        }
        return rules
    }

    /// The index of the `}` that closes the block opened just before `start` (the end when none does).
    private static func closingBrace(in tokens: [CSSToken], from start: Int) -> Int {
        var depth = 1
        for index in start..<tokens.count {
            if tokens[index] == .openCurly { depth += 1 }
            if tokens[index] == .closeCurly {
                depth -= 1
                if depth == 0 { return index }
            }
        }
        return tokens.count
    }

    /// Each comma-separated selector's class and element names; what follows a `:` (a
    /// pseudo-class and its arguments) and what stands in brackets are passed over.
    private static func selectors(of prelude: [CSSToken]) -> [(classes: Set<String>, elements: Set<String>)] {
        var result: [(classes: Set<String>, elements: Set<String>)] = [([], [])]
        var depth = 0
        var previous: CSSToken = .whitespace
        for token in prelude {
            switch token {
            case .openParenthesis, .openSquare, .function: depth += 1
            case .closeParenthesis, .closeSquare: depth = max(0, depth - 1)
            case .comma where depth == 0: result.append(([], []))
            case .ident(let name) where depth == 0:
                if previous == .delim(".") {
                    result[result.count - 1].classes.insert(name)
                } else if previous != .colon, previous != .delim("#") {
                    result[result.count - 1].elements.insert(name.lowercased())
                }
            default: break
            }
            previous = token
        }
        return result
    }

    /// The names every `var(--name …)` in `tokens` reads, in order.
    static func customProperties(in tokens: some Collection<CSSToken>) -> [String] {
        var names: [String] = []
        var afterVar = false
        for token in tokens {
            switch token {
            case .function(let name): afterVar = name.lowercased() == "var"
            case .whitespace: continue
            case .ident(let name) where afterVar && name.hasPrefix("--"):
                names.append(name)
                afterVar = false
            default: afterVar = false
            }
        }
        return names
    }
}

/// The class names and element names an example's markup holds, read without parsing it.
struct ExampleMarkup {
    var classes: Set<String> = []
    var elements: Set<String> = []

    init(_ html: String) {
        let bytes = Array(html.utf8)
        var index = 0
        while index < bytes.count {
            defer { index += 1 }
            guard bytes[index] == UInt8(ascii: "<") else { continue }
            var end = index + 1
            while end < bytes.count, Self.isNameByte(bytes[end]) { end += 1 }
            if end > index + 1 { elements.insert(String(decoding: bytes[index + 1..<end], as: UTF8.self).lowercased()) }
        }
        for value in Self.classAttributes(in: bytes) {
            for name in value.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" }) { classes.insert(String(name)) }
        }
    }

    private static func isNameByte(_ byte: UInt8) -> Bool {
        (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x30 && byte <= 0x39) || byte == UInt8(ascii: "-")
    }

    /// The values of `class=` attributes, quoted with `"` or `'` or not at all.
    private static func classAttributes(in bytes: [UInt8]) -> [String] {
        var values: [String] = []
        let marker = Array("class".utf8)
        var index = 0
        while index + marker.count < bytes.count {
            defer { index += 1 }
            guard bytes[index..<index + marker.count].elementsEqual(marker, by: { $0 | 0x20 == $1 }),
                index > 0, bytes[index - 1] == 0x20 || bytes[index - 1] == 0x0A || bytes[index - 1] == 0x09
            else { continue }
            var cursor = index + marker.count
            while cursor < bytes.count, bytes[cursor] == 0x20 { cursor += 1 }
            guard cursor < bytes.count, bytes[cursor] == UInt8(ascii: "=") else { continue }
            cursor += 1
            while cursor < bytes.count, bytes[cursor] == 0x20 { cursor += 1 }
            guard cursor < bytes.count else { break }
            let quote = bytes[cursor]
            let isQuoted = quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'")
            let start = isQuoted ? cursor + 1 : cursor
            var end = start
            while end < bytes.count, isQuoted ? bytes[end] != quote : !(bytes[end] == 0x20 || bytes[end] == UInt8(ascii: ">")) { end += 1 }
            values.append(HTMLEscaping.unescape(String(decoding: bytes[start..<end], as: UTF8.self)))
            index = end
        }
        return values
    }
}
