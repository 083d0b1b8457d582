// Part of the compiled templates, which mirror swift-mustache's parser (Template+Parser.swift)
// for the part of Mustache themes use (see CompiledTemplate.swift);
// Tests/SpecimenSiteTests/Theme/CompiledTemplateTests.swift keeps the two equal.

/// The parser behind `CompiledTemplate`, following swift-mustache's rules step by step so that
/// both produce the same text: where whitespace before a tag is kept, which tags stand alone on
/// their line (and take it with them), and how standalone partials are indented.
///
/// It reads a template's characters (`Unit` is `Character`), or when each of its characters is
/// one Unicode scalar, as in nearly every template, its scalars: the same steps over the same
/// units, without splitting the text into characters, which cost every build seven
/// milliseconds of a core for the default theme's 25 KB.
struct TemplateParser<Unit: TemplateUnit> {
    struct Unsupported: Error {}

    private let characters: [Unit]
    private var position = 0
    private var newLine = true

    init(_ units: [Unit]) {
        characters = units
    }

    private var reachedEnd: Bool { position >= characters.count }
    private var current: Unit { reachedEnd ? "\0" : characters[position] }

    mutating func parse(section: (name: String, transform: String?)?) throws -> [CompiledTemplate.Node] {
        var nodes: [CompiledTemplate.Node] = []
        var whitespaceBefore = ""
        while !reachedEnd {
            if newLine { whitespaceBefore = read { $0 == " " || $0 == "\t" } }
            let text = readUntilTagOrNewline()
            if current.isNewline {
                nodes.append(.text(whitespaceBefore + text + Unit.text(of: characters[position...position])))
                newLine = true
                position += 1
                continue
            }
            if !text.isEmpty {
                nodes.append(.text(whitespaceBefore + text))
                whitespaceBefore = ""
                newLine = false
            }
            if reachedEnd { break }
            var setNewLine = false
            func flushWhitespace() {
                if !whitespaceBefore.isEmpty {
                    nodes.append(.text(whitespaceBefore))
                    whitespaceBefore = ""
                }
            }
            switch current {
            case "#", "^":
                let inverted = current == "^"
                position += 1
                let name = try readName()
                if isStandalone() { setNewLine = true } else { flushWhitespace() }
                newLine = setNewLine
                let body = try parse(section: (name.raw, name.name.transform))
                nodes.append(.section(name.name, inverted: inverted, body: body))
            case "/":
                position += 1
                let name = try readName()
                guard let section, name.raw == section.name, name.name.transform == section.transform else { throw Unsupported() }
                if !isStandalone() { flushWhitespace() }
                return nodes
            case "!":
                position += 1
                try skipComment()
                setNewLine = isStandalone()
            case "{", "&":
                let triple = current == "{"
                flushWhitespace()
                position += 1
                let name = try readName()
                if triple {
                    guard current == "}" else { throw Unsupported() }
                    position += 1
                }
                nodes.append(.variable(name.name, escaped: false))
            case ">":
                position += 1
                _ = read { $0.isWhitespace }
                guard current != "*" else { throw Unsupported() }
                let name = try readPartialName()
                if !whitespaceBefore.isEmpty { nodes.append(.text(whitespaceBefore)) }
                if isStandalone() {
                    setNewLine = true
                    nodes.append(.partial(name, indentation: whitespaceBefore))
                } else {
                    nodes.append(.partial(name, indentation: nil))
                }
                whitespaceBefore = ""
            case "<", "$", "=", "%":
                throw Unsupported()
            default:
                flushWhitespace()
                let name = try readName()
                nodes.append(.variable(name.name, escaped: true))
            }
            newLine = setNewLine
        }
        guard section == nil else { throw Unsupported() }
        return nodes
    }

    private mutating func read(while predicate: (Unit) -> Bool) -> String {
        let start = position
        while !reachedEnd, predicate(characters[position]) { position += 1 }
        return Unit.text(of: characters[start..<position])
    }

    /// Text up to a newline or an opening `{{` (which is consumed).
    private mutating func readUntilTagOrNewline() -> String {
        var text = ""
        while !reachedEnd {
            text += read { !$0.isLineFeed && $0 != "{" }
            if current.isNewline { break }
            if current == "{" {
                if position + 1 < characters.count, characters[position + 1] == "{" {
                    position += 2
                    break
                }
                text.append("{")
                position += 1
            }
        }
        return text
    }

    private mutating func readClose() throws {
        guard position + 1 < characters.count, characters[position] == "}", characters[position + 1] == "}" else { throw Unsupported() }
        position += 2
    }

    /// A tag name with at most one transform, as `raw` text and parsed.
    private mutating func readName() throws -> (raw: String, name: CompiledTemplate.Name) {
        _ = read { $0.isWhitespace }
        let raw = read { $0.isNameCharacter }
        _ = read { $0.isWhitespace }
        try readClose()
        var path = raw, transform: String?
        if let open = raw.firstIndex(of: "(") {
            // `f(x)` only: chained transforms (`f(g(x))`) go to swift-mustache.
            let function = String(raw[..<open])
            let argument = raw[raw.index(after: open)...]
            guard argument.hasSuffix(")"), !argument.dropLast().contains("("), !argument.dropLast().contains(")"),
                CompiledTemplate.supportedTransforms.contains(function)
            else { throw Unsupported() }
            transform = function
            path = String(argument.dropLast())
        }
        if path == "." {
            return (raw, .init(path: ["."], anchored: false, transform: transform))
        }
        let segments = path.split(separator: ".").map(String.init)
        return (raw, .init(path: segments, anchored: path.hasPrefix("."), transform: transform))
    }

    private mutating func readPartialName() throws -> String {
        _ = read { $0.isWhitespace }
        let name = read { $0.isNameCharacter || $0 == "/" }
        _ = read { $0.isWhitespace }
        try readClose()
        return name
    }

    /// Skips to just after the next `}}`, matching swift-mustache's scan.
    private mutating func skipComment() throws {
        let close: [Unit] = ["}", "}"]
        var matched = 0
        while !reachedEnd {
            if characters[position] == close[matched] {
                matched += 1
                if matched == close.count {
                    position += 1
                    return
                }
            } else {
                matched = 0
            }
            position += 1
        }
        throw Unsupported()
    }

    /// Whether the tag just read is alone on its line; if so the rest of the line is consumed.
    private mutating func isStandalone() -> Bool {
        guard newLine else { return false }
        if reachedEnd { return true }
        var lookahead = position
        while lookahead < characters.count, characters[lookahead] == " " || characters[lookahead] == "\t" { lookahead += 1 }
        guard lookahead < characters.count, characters[lookahead].isNewline else { return false }
        position = lookahead + 1
        return true
    }
}
