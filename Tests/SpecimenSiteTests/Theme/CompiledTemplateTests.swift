import Foundation
import Mustache
import Testing

@testable import SpecimenPages
@testable import SpecimenSite

/// The compiled renderer must write exactly what swift-mustache writes.
@Suite("Compiled templates")
struct CompiledTemplateTests {
    struct Case: @unchecked Sendable, CustomStringConvertible {
        var templates: [String: String]
        /// One value for both renderers, so that printing an object lists keys in the same order.
        var context: TemplateValue
        var description: String { templates["main"] ?? "" }
    }

    static var context: TemplateValue {
        .object([
            "title": .string("Tom & \"Jerry\" <3 'quotes'"),
            "accent": .string("\"\u{301} a quote with a combining mark"),
            "empty": .string(""),
            "zero": .int(0),
            "count": .int(3),
            "yes": .bool(true),
            "no": .bool(false),
            "names": ["ada", "grace", "edsger"].templateValue,
            "nothing": [String]().templateValue,
            "site": .object(["title": .string("Handbook"), "baseURL": .string("/docs/"), "nested": .object(["deep": .string("value")])]),
            "items": [
                TemplateValue.object([
                    "title": .string("One"), "url": .string("/one/"), "tags": ["a", "b"].templateValue,
                    "children": [TemplateValue.object(["title": .string("One.1")])].templateValue,
                ]),
                .object([
                    "title": .string("Two"), "url": .string("/two/"), "tags": [String]().templateValue, "children": [TemplateValue]().templateValue,
                ]),
                .object(["title": .string("Three"), "url": .string("/three/")]),
            ].templateValue,
        ])
    }

    static let cases: [Case] =
        [
            "{{title}} {{{title}}} {{& title}} {{site.title}} {{site.nested.deep}} {{missing}} {{site.missing.deep}}",
            "{{zero}} {{count}} {{yes}} {{no}} {{names}} <a title=\"{{accent}}\">{{accent}}</a>",
            "{{#items}}<a href=\"{{url}}\">{{title}}</a>{{/items}}",
            "{{#items}}\n  {{#children}}\n  - {{title}} in {{site.title}}\n  {{/children}}\n{{/items}}\n",
            "{{#items}}{{.title}}|{{#children}}{{.url}}{{url}}{{/children}}{{/items}}",
            "{{#empty}}empty strings open sections{{/empty}}{{#zero}}so does zero{{/zero}}",
            "{{^empty}}x{{/empty}}{{^nothing}}no names{{/nothing}}{{^no}}false{{/no}}{{^missing}}missing{{/missing}}{{^yes}}true{{/yes}}",
            "{{#names}}{{.}}{{^last()}}, {{/last()}}{{/names}}",
            "{{#names}}{{#first()}}[{{/first()}}{{index()}}{{#even()}}e{{/even()}}{{#odd()}}o{{/odd()}}{{.}}{{/names}}",
            "{{#items}}{{#first()}}Home{{/first()}}{{^first()}}{{title}}{{/first()}}{{#yes}}{{index()}}{{/yes}}\n{{/items}}",
            "{{^empty(.)}}x{{/empty(.)}}{{#site}}{{^empty(.)}}y{{/empty(.)}}{{/site}}",
            "{{#title}}{{^empty(.)}}<p>{{.}}</p>{{/empty(.)}}{{/title}}{{#empty}}{{^empty(.)}}never{{/empty(.)}}{{/empty}}",
            "{{count(names)}} {{first(names)}} {{last(names)}} {{empty(nothing)}} {{uppercased(site.title)}} {{plusone(count)}} {{equalzero(zero)}}",
            "{{#first(items)}}{{title}}{{/first(items)}}{{^empty(items)}}!{{/empty(items)}}",
            "  {{! a comment }}\n  {{! inline }} text\n{{!\n  multi\n  line\n}}\nafter\n",
            "line one\r\n{{#yes}}\r\n  inside\r\n{{/yes}}\r\nend",
            "{ single } {x} {{title}} { y",
            "  {{#yes}}  \n  kept\n  {{/yes}}  \nx {{#yes}} inline {{/yes}} y\n",
            "{{#yes}}a{{/yes}}\n{{#no}}b{{/no}}\n  {{^no}}\n  c\n  {{/no}}",
        ].map { Case(templates: ["main": $0], context: context) } + [
            Case(templates: ["main": "<ul>\n  {{> item}}\n</ul>\n", "item": "<li>{{title}}</li>\n<li>two</li>\n"], context: context),
            Case(
                templates: [
                    "main": "a {{> item}} b\n{{#items}}\n    {{> item}}\n{{/items}}\n", "item": "{{title}}\n{{#tags}}\n  - {{.}}\n{{/tags}}\n",
                ], context: context),
            Case(templates: ["main": "  {{> outer}}\n", "outer": "o\n  {{> inner}}\nend\n", "inner": "i1\ni2\n"], context: context),
            Case(templates: ["main": "{{#items}}{{> missing}}{{title}}{{/items}}"], context: context),
        ]

    static func withSwiftMustache(_ example: Case) throws -> String {
        var library = MustacheLibrary()
        for (name, text) in example.templates { library.register(try SafeMustache.template(text), named: name) }
        return library.render(example.context.mustacheObject, withTemplate: "main") ?? "(nil)"
    }

    static func compiled(_ example: Case) -> String? {
        let templates = example.templates.compactMapValues(CompiledTemplate.init)
        guard templates.count == example.templates.count else { return nil }
        return templates["main"]!.render(example.context, partials: templates)
    }

    /// swift-mustache alone escapes per Character: `"` with a combining mark is one Character
    /// and passes unescaped. Both of Specimen's paths escape it.
    @Test func aQuoteWithACombiningMarkIsEscapedByBothRenderers() throws {
        let example = Case(templates: ["main": "<a title=\"{{accent}}\">"], context: Self.context)
        let escaped = "<a title=\"&quot;\u{301} a quote with a combining mark\">"
        #expect(try Self.withSwiftMustache(example) == escaped)
        #expect(Self.compiled(example) == escaped)
        let unprotected = try MustacheTemplate(string: "<a title=\"{{accent}}\">").render(Self.context.mustacheObject)
        #expect(unprotected != escaped, "swift-mustache's own HTML escaping still misses it; if fixed upstream, SafeMustache can go")
    }

    @Test(arguments: cases)
    func rendersAsSwiftMustacheDoes(_ example: Case) throws {
        let expected = try Self.withSwiftMustache(example)
        let actual = try #require(Self.compiled(example), "the template should compile")
        #expect(actual == expected)
    }

    @Test(
        "syntax outside the subset is left to swift-mustache",
        arguments: [
            "{{=<% %>=}}<% title %>", "{{<parent}}{{$block}}x{{/block}}{{/parent}}", "{{$block}}x{{/block}}",
            "{{%CONTENT_TYPE: TEXT}}{{title}}", "{{>*dynamic}}", "{{capitalized(title)}}", "{{uppercased(lowercased(title))}}",
        ])
    func unsupportedSyntaxIsNotCompiled(_ text: String) {
        #expect(CompiledTemplate(text) == nil)
    }

    /// Random well-formed templates over the same context: both renderers agree on every one.
    @Test func randomTemplatesRenderAlike() throws {
        var generator = SeededGenerator(seed: 20261122)
        var compared = 0
        for _ in 0..<1000 {
            let main = Self.randomTemplate(depth: 0, using: &generator)
            let example = Case(templates: ["main": main, "part": Self.randomTemplate(depth: 2, using: &generator)], context: Self.context)
            guard let expected = try? Self.withSwiftMustache(example) else { continue }
            #expect(Self.compiled(example) == expected, "\(main.debugDescription) with part \(example.templates["part"]!.debugDescription)")
            compared += 1
        }
        #expect(compared > 800)
    }

    /// A template is read by its scalars when each of its characters is one (see
    /// `TemplateParser`): random templates with every kind of line end and space Unicode has,
    /// a name's character that is another's (a Kelvin sign is "K"), accents and combining marks
    /// (which send it to the characters' reading) parse alike either way and render as
    /// swift-mustache renders them.
    @Test func templatesReadByScalarsParseAsByCharacters() throws {
        var generator = SeededGenerator(seed: 20261201)
        let odd = ["\u{2028}", "\u{2029}", "\u{85}", "\u{A0}", "\u{3000}", "\u{0B}", "\u{0C}", "\r", "é", "\u{212A}", "{{ti\u{212A}le}}", "\u{301}"]
        var (byScalars, byCharacters, compared) = (0, 0, 0)
        for _ in 0..<1500 {
            var main = Self.randomTemplate(depth: 0, using: &generator)
            for _ in 0..<Int.random(in: 1...4, using: &generator) {
                let offset = Int.random(in: 0...main.unicodeScalars.count, using: &generator)
                let index = main.unicodeScalars.index(main.unicodeScalars.startIndex, offsetBy: offset)
                main.unicodeScalars.insert(contentsOf: odd.randomElement(using: &generator)!.unicodeScalars, at: index)
            }
            let scalars = Array(main.unicodeScalars)
            if scalars.count == main.count {
                byScalars += 1
                var scalarParser = TemplateParser(scalars)
                var characterParser = TemplateParser(Array(main))
                let (fromScalars, fromCharacters) = (try? scalarParser.parse(section: nil), try? characterParser.parse(section: nil))
                #expect(String(describing: fromScalars) == String(describing: fromCharacters), "\(main.debugDescription)")
            } else {
                byCharacters += 1
            }
            let example = Case(templates: ["main": main, "part": "{{title}}\u{2028}x\n"], context: Self.context)
            guard let expected = try? Self.withSwiftMustache(example) else { continue }
            #expect(Self.compiled(example) == expected, "\(main.debugDescription)")
            compared += 1
        }
        #expect(
            byScalars > 300 && byCharacters > 300 && compared > 400, "\(byScalars) by scalars, \(byCharacters) by characters, \(compared) rendered")
    }

    static func randomTemplate(depth: Int, using generator: inout SeededGenerator) -> String {
        let names = ["title", "empty", "zero", "yes", "no", "none", "names", "items", "site", "site.title", ".", "url", ".title", "tags", "missing"]
        let spacing = ["", " ", "  ", "\n", "  \n", "\t", "\r\n"]
        var text = ""
        for _ in 0..<Int.random(in: 1...6, using: &generator) {
            text += spacing.randomElement(using: &generator)!
            switch Int.random(in: 0..<10, using: &generator) {
            case 0: text += "text"
            case 1: text += "{{\(names.randomElement(using: &generator)!)}}"
            case 2: text += "{{{\(names.randomElement(using: &generator)!)}}}"
            case 3: text += "{{! note }}"
            case 4 where depth < 2: text += "{{> part}}"
            case 5, 6,
                7 where depth < 3:
                let name = names.randomElement(using: &generator)!
                let sigil = Bool.random(using: &generator) ? "#" : "^"
                let close = ["", "\n", "  \n"].randomElement(using: &generator)!
                text += "{{\(sigil)\(name)}}\(close)\(randomTemplate(depth: depth + 1, using: &generator))\(close){{/\(name)}}"
            case 8: text += "{{#names}}{{^first()}}, {{/first()}}{{.}}{{/names}}"
            default: text += "{ x }"
            }
        }
        return text
    }

    /// Every supported transform, as a variable, a section and an inverted section, on every
    /// kind of value (string, empty string, numbers, flags, lists, an object, a missing name) and,
    /// with no argument, on the position in a list.
    @Test(arguments: CompiledTemplate.supportedTransforms.sorted())
    func everyTransformOnEveryKindOfValue(_ transform: String) throws {
        let values = ["title", "empty", "zero", "count", "yes", "no", "names", "nothing", "items", "site", "missing", "."]
        var text = values.map { value in
            let tag = "\(transform)(\(value))"
            return "\(value): {{\(tag)}}|{{#\(tag)}}y{{/\(tag)}}|{{^\(tag)}}n{{/\(tag)}}\n"
        }.joined()
        text += "{{#names}}{{\(transform)()}}{{#\(transform)()}}y{{/\(transform)()}}{{^\(transform)()}}n{{/\(transform)()}},{{/names}}\n"
        let example = Case(templates: ["main": text], context: Self.context)
        let actual = try #require(Self.compiled(example), "the template should compile")
        #expect(actual == (try Self.withSwiftMustache(example)))
    }

    /// The default theme's templates, as they are in Templates/, are all rendered natively: one
    /// that is not (or includes one that is not) would go to swift-mustache unseen, and the
    /// comparison of the sample below would compare swift-mustache with itself.
    @Test func everyTemplateOfTheDefaultThemeCompiles() throws {
        let folder = repositoryRoot.appendingPathComponent("Templates")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".mustache") }
        #expect(names.count == DefaultTheme.templates.count)
        for name in names {
            #expect(CompiledTemplate(try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)) != nil, "Templates/\(name)")
        }
    }

    /// The default theme's templates are read by swift-mustache only when it renders one: a
    /// handbook's layout outside the subset still finds the default partials it includes.
    @Test func aLayoutLeftToSwiftMustacheIncludesTheDefaultPartials() throws {
        let book = try TemporaryHandbook([
            "specimen.yml": "title: Partial Site\n",
            "Content/index.md": "# Home\n\nHello.\n",
            "Templates/layout.mustache": "{{=<% %>=}}<html><body><main><% page.title %></main>\n<%> footer%></body></html>\n",
        ])
        defer { book.remove() }
        _ = try book.build().get()
        let html = try #require(book.read("index.html"))
        #expect(html.contains("<main>Home</main>"))
        #expect(html.contains("<footer class=\"site-footer\">"))
        #expect(html.contains(">Partial Site</a>"))
    }

    @Test func theSampleHandbookIsTheSameEitherWay() throws {
        var native = BuildOptions(root: repositoryRoot)
        native.includeNotes = false
        try Self.expectTheSameEitherWay(native)
    }

    /// The handbook built with the compiled templates and with swift-mustache alone: the same
    /// files, each HTML and XML file the same bytes. Returns how many HTML files were compared.
    @discardableResult static func expectTheSameEitherWay(_ native: BuildOptions) throws -> Int {
        var reference = native
        reference.compileTemplates = false
        let compiled = try SiteBuilder.build(native).files
        let library = try SiteBuilder.build(reference).files
        #expect(compiled.count == library.count)
        for (path, data) in library where path.hasSuffix(".html") || path.hasSuffix(".xml") {
            #expect(compiled[path] == data, "\(path)")
        }
        return library.keys.filter { $0.hasSuffix(".html") }.count
    }
}

/// A small deterministic generator (SplitMix64), so random tests repeat exactly.
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
