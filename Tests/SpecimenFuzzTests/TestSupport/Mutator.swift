/// Mutations that aim where token files and pages break: structure, references, numbers,
/// nesting, encodings, and the syntax Specimen adds to Markdown.
enum Mutator {
    enum Kind { case tokens, page }

    /// Fragments worth inserting, by kind of file.
    static let tokenFragments = [
        "{", "}", "[", "]", ",", "\"", ":", "null", "true", "-0", "1e308", "1e19", "-9.3e18", "0.0000001", "1e-320",
        #""$value""#, #""$type""#, #""$ref""#, #""$extends""#, #""$root""#, #""$deprecated""#,
        #""{color.primary}""#, #""{a.b.c}""#, ##"{"$ref": "#/color"}"##, #"{"$ref": "/etc/passwd"}"#, #"{"$ref": "../../x.json"}"#,
        #""$type": "typography""#, #""$type": "shadow""#, #""$type": "custom""#, #""colorSpace": "oklch""#,
        #""components": [1e6, "none", -1]"#, #""alpha": 2"#, "\\u0000", "\u{FEFF}", "é", "🎨", "//", "/*",
        String(repeating: "[", count: 300), String(repeating: "{\"a\":", count: 300),
    ]

    static let pageFragments = [
        "{", "}", "{color.primary}", "{color.nothing}", "{{", "`", "```", "```swatches color\n", "```tokens\ntypes: [x]\n",
        "```type-scale nothing\n", "```component button\n", "```contrast color on color\n", "](", "[a](token:color.primary)",
        "[b](missing.md#x)", "![i](none.png)", "<script>", "<div id=\"x\">", "\n---\n", "---\ntitle: [\n---\n", "#", "# ",
        "\0", "\r\n", "\t", "|a|b|\n|-|-|\n", "[^1]", "- [ ] ", "é", "🎨", String(repeating: "{", count: 2_000),
        String(repeating: "> ", count: 200), String(repeating: "*", count: 500),
    ]

    static func mutate(_ text: String, kind: Kind, random: inout SeededRandom) -> String {
        mutate(text, fragments: kind == .tokens ? tokenFragments : pageFragments, random: &random)
    }

    /// One to four edits of `text`: a fragment inserted, a piece removed or repeated, a character changed.
    static func mutate(_ text: String, fragments: [String], random: inout SeededRandom) -> String {
        var characters = Array(text)
        for _ in 0...random.below(3) {
            let at = random.below(characters.count + 1)
            switch random.below(6) {
            case 0, 1:
                characters.insert(contentsOf: fragments[random.below(fragments.count)], at: at)
            case 2 where !characters.isEmpty:
                characters.removeSubrange(at..<min(characters.count, at + 1 + random.below(40)))
            case 3 where !characters.isEmpty:
                let start = random.below(characters.count)
                let piece = characters[start..<min(characters.count, start + 1 + random.below(200))]
                characters.insert(contentsOf: piece, at: at)
            case 4 where at < characters.count:
                characters[at] = Character(Unicode.Scalar(UInt8(random.below(128))))
            default:
                characters.insert(contentsOf: fragments[random.below(fragments.count)], at: at)
            }
        }
        return String(characters)
    }
}
