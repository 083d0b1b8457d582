/// What a component template may hold while `markdown.unsafe` is false: the same promise pages
/// get, that a handbook's files put no script on its site. A template is HTML its author
/// writes, so it is checked as written, element by element, rather than cleaned: each problem
/// is an error saying what to change.
///
/// Allowed are the elements of ordinary markup and inline SVG (`allowedElements`), attributes
/// other than event handlers and `srcdoc`, URLs of http(s), mailto, tel, a fragment or a
/// relative path, and Mustache tags only where their values are escaped: in text and inside
/// quoted attribute values other than URLs and styles. `{{{…}}}` and `{{&…}}` are refused.
enum ComponentTemplateSafety {
    static let allowedElements: Set<String> = [
        "a", "abbr", "article", "aside", "b", "bdi", "bdo", "blockquote", "br", "button", "caption", "cite", "code", "col", "colgroup",
        "data", "dd", "del", "details", "dfn", "div", "dl", "dt", "em", "fieldset", "figcaption", "figure", "footer", "h1", "h2", "h3",
        "h4", "h5", "h6", "header", "hr", "i", "img", "input", "ins", "kbd", "label", "legend", "li", "main", "mark", "meter", "nav",
        "ol", "optgroup", "option", "output", "p", "picture", "pre", "progress", "q", "s", "samp", "section", "select", "small",
        "source", "span", "strong", "sub", "summary", "sup", "table", "tbody", "td", "tfoot", "th", "thead", "time", "tr", "u", "ul",
        "var", "wbr",
        // Inline SVG, for icons.
        "svg", "g", "path", "circle", "ellipse", "line", "polyline", "polygon", "rect", "text", "tspan", "title", "desc", "defs",
        "use", "symbol", "lineargradient", "radialgradient", "stop", "clippath", "mask",
    ]

    /// Attributes whose value is a URL.
    static let urlAttributes: Set<String> = [
        "href", "src", "srcset", "xlink:href", "action", "formaction", "poster", "cite", "data", "background", "ping",
    ]

    /// The first problem of `template`, in words, or nil when it may be used.
    static func problem(in template: String) -> String? {
        var scanner = Scanner(Array(template.unicodeScalars))
        return scanner.firstProblem()
    }

    private struct Scanner {
        let text: [Unicode.Scalar]
        var index = 0

        init(_ text: [Unicode.Scalar]) { self.text = text }

        mutating func firstProblem() -> String? {
            while index < text.count {
                if starts(with: "{{{") || starts(with: "{{&") {
                    return "'\(excerpt())' writes a value unescaped"
                }
                if starts(with: "<!--") {
                    skip(past: "-->")
                } else if text[index] == "<", index + 1 < text.count, text[index + 1] == "/" || text[index + 1].properties.isAlphabetic {
                    if let problem = tag() { return problem }
                } else {
                    index += 1
                }
            }
            return nil
        }

        /// Reads one tag from its `<` to its `>`.
        mutating func tag() -> String? {
            let start = index
            index += 1
            if text[index] == "/" { index += 1 }
            let name = read { !Self.isSpace($0) && $0 != ">" && $0 != "/" }.lowercased()
            guard Self.isAllowed(name) else { return "'<\(name)>' is not an element a component template may hold" }
            while index < text.count {
                _ = read(Self.isSpace)
                guard index < text.count else { break }
                if text[index] == ">" {
                    index += 1
                    return nil
                }
                if text[index] == "/" {
                    index += 1
                    continue
                }
                if starts(with: "{{#") || starts(with: "{{/") || starts(with: "{{^") || starts(with: "{{!") {
                    // A section's tags write nothing themselves: what they enclose is checked.
                    skip(past: "}}")
                    continue
                }
                if starts(with: "{{") {
                    return "'\(excerpt())' stands where an attribute's name does in '\(String(String.UnicodeScalarView(text[start..<index])))'"
                }
                let attribute = read { !Self.isSpace($0) && $0 != "=" && $0 != ">" && $0 != "/" }.lowercased()
                _ = read(Self.isSpace)
                var value: String?
                var quoted = false
                if index < text.count, text[index] == "=" {
                    index += 1
                    _ = read(Self.isSpace)
                    if index < text.count, text[index] == "\"" || text[index] == "'" {
                        let quote = text[index]
                        index += 1
                        value = read { $0 != quote }
                        index += 1
                        quoted = true
                    } else {
                        value = read { !Self.isSpace($0) && $0 != ">" }
                    }
                }
                if let problem = Self.problem(attribute: attribute, value: value ?? "", quoted: quoted) { return problem }
            }
            return "a tag is not closed"
        }

        static func isAllowed(_ name: String) -> Bool {
            allowedElements.contains(name) || (name.contains("-") && name.first?.isLetter == true && !name.hasPrefix("annotation"))
        }

        static func problem(attribute: String, value: String, quoted: Bool) -> String? {
            if attribute.hasPrefix("on") { return "the event handler '\(attribute)' runs a script" }
            if attribute == "srcdoc" || attribute == "is" { return "the attribute '\(attribute)' is not allowed" }
            let hasMustache = value.contains("{{")
            if hasMustache, !quoted { return "'\(attribute)=\(value)' puts a Mustache value in an attribute without quotes" }
            if urlAttributes.contains(attribute) {
                if hasMustache { return "'\(attribute)' takes a URL written out, not a Mustache value" }
                if !isSafeURL(value) { return "'\(attribute)=\"\(value.prefix(60))\"' is not an http(s), mailto, tel, fragment or relative URL" }
            }
            if attribute == "style" {
                let lowered = HTMLEntities.decoded(value).lowercased()
                if lowered.contains("url(") || lowered.contains("@import") || lowered.contains("expression(") {
                    return "a style attribute may not load anything ('url(', '@import')"
                }
            }
            return nil
        }

        /// Whether a URL, as the browser reads it (entities decoded, controls and spaces dropped),
        /// has no scheme or a harmless one.
        static func isSafeURL(_ value: String) -> Bool {
            let url = String(String.UnicodeScalarView(HTMLEntities.decoded(value).unicodeScalars.filter { $0.value > 0x20 })).lowercased()
            guard let colon = url.firstIndex(of: ":") else { return true }
            let scheme = url[..<colon]
            if scheme.contains(where: { $0 == "/" || $0 == "?" || $0 == "#" }) { return true }
            return ["http", "https", "mailto", "tel"].contains(scheme)
        }

        func starts(with prefix: String) -> Bool {
            let scalars = Array(prefix.unicodeScalars)
            return index + scalars.count <= text.count && Array(text[index..<index + scalars.count]) == scalars
        }

        mutating func skip(past end: String) {
            while index < text.count, !starts(with: end) { index += 1 }
            index = min(text.count, index + end.unicodeScalars.count)
        }

        mutating func read(_ accepted: (Unicode.Scalar) -> Bool) -> String {
            let start = index
            while index < text.count, accepted(text[index]) { index += 1 }
            return String(String.UnicodeScalarView(text[start..<index]))
        }

        func excerpt() -> String {
            let end = text[index...].firstIndex(of: "}").map { min(text.count, $0 + 3) } ?? text.count
            return String(String.UnicodeScalarView(text[index..<min(end, index + 40)]))
        }

        static func isSpace(_ scalar: Unicode.Scalar) -> Bool {
            scalar == " " || scalar == "\t" || scalar == "\n" || scalar == "\r" || scalar == "\u{0C}"
        }
    }
}

/// Character references as a browser decodes them in an attribute, as far as a scheme or a CSS
/// function can hide behind them: numeric ones (`&#106;`, `&#x6A`, the semicolon optional) and
/// the named ones of punctuation and white space; other named ones are left as written.
private enum HTMLEntities {
    static let named: [String: String] = [
        "colon": ":", "tab": "\t", "newline": "\n", "amp": "&", "lpar": "(", "rpar": ")", "sol": "/", "period": ".",
        "quot": "\"", "apos": "'", "lt": "<", "gt": ">", "num": "#", "commat": "@", "bsol": "\\",
    ]

    static func decoded(_ text: String) -> String {
        guard text.contains("&") else { return text }
        let scalars = Array(text.unicodeScalars)
        var result = String.UnicodeScalarView()
        var index = 0
        while index < scalars.count {
            guard scalars[index] == "&", let (decoded, length) = reference(in: scalars, at: index) else {
                result.append(scalars[index])
                index += 1
                continue
            }
            result.append(contentsOf: decoded.unicodeScalars)
            index += length
        }
        return String(result)
    }

    /// The reference starting at `start` (its `&`), and how many scalars it takes.
    private static func reference(in scalars: [Unicode.Scalar], at start: Int) -> (String, Int)? {
        var index = start + 1
        if index < scalars.count, scalars[index] == "#" {
            index += 1
            let hex = index < scalars.count && (scalars[index] == "x" || scalars[index] == "X")
            if hex { index += 1 }
            let digitsStart = index
            while index < scalars.count, index - digitsStart < 8,
                (hex ? scalars[index].properties.isASCIIHexDigit : ("0"..."9").contains(scalars[index]))
            {
                index += 1
            }
            guard index > digitsStart, let value = UInt32(String(String.UnicodeScalarView(scalars[digitsStart..<index])), radix: hex ? 16 : 10)
            else { return nil }
            if index < scalars.count, scalars[index] == ";" { index += 1 }
            return (Unicode.Scalar(value).map { String($0) } ?? "\u{FFFD}", index - start)
        }
        let nameStart = index
        while index < scalars.count, index - nameStart < 10, scalars[index].properties.isAlphabetic { index += 1 }
        let name = String(String.UnicodeScalarView(scalars[nameStart..<index])).lowercased()
        guard let decoded = named[name] else { return nil }
        if index < scalars.count, scalars[index] == ";" { index += 1 }
        return (decoded, index - start)
    }
}
