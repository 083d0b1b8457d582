import Foundation
import SpecimenDiagnostics
import Testing

@testable import SpecimenPages

/// Every kind of block is one type with all its parts, and the registry is the one list of them.
@Suite("The block registry")
struct BlockRegistryTests {
    static let names = BlockRegistry.kinds.map { $0.name }
    static let languages = ["en", "fr", "ko", "th", "pt", "ka"]

    /// A block of each kind on the sample handbook's tokens. A kind added to the registry
    /// without an example here fails `everyKindRendersAndCopies`.
    static let examples: [String: String] = [
        "swatches": "```swatches base.color\nlayout: grid\n```",
        "type-scale": "```type-scale typography\nsample: Sphinx\n```",
        "tokens": "```tokens spacing\ntypes: [dimension]\n```",
        "contrast": "```contrast button.label.on-fill on color.primary\ncontexts: [light, dark]\n```",
        "component": "```component button\n```",
        "changelog": "```changelog\n```",
        "do": "```do One primary button\nUse {color.primary} for the **main** action.\n```",
        "dont": "```dont Two primary buttons\n- Two fills side by side\n- Neither reads as the main action\n```",
        "embed": "```embed https://www.figma.com/design/abc/Kit?node-id=1-2 Buttons\nheight: 600\n```",
        "html example": "```html example Primary\n<button class=\"button\">Continue</button>\n```\n\n```swift\nButton(\"Continue\") { }\n```",
    ]

    static func kind(_ name: String) throws -> any PageBlock.Type {
        try #require(BlockRegistry.kinds.first { $0.name == name })
    }

    @Test func namesAreWordsAndUnique() {
        #expect(Set(Self.names).count == Self.names.count)
        for name in Self.names {
            // ASCII, as `kind(ofInfo:)` passes over kinds by their names' bytes.
            #expect(!name.isEmpty && name.utf8.allSatisfy { $0 < 0x80 } && name.allSatisfy { $0.isLowercase || $0 == "-" || $0 == " " }, "\(name)")
            #expect(!name.hasPrefix(" ") && !name.hasSuffix(" ") && !name.contains("  "), "\(name)")
            #expect(BlockRegistry.kind(ofInfo: name + " a.b")?.name == name)
        }
        #expect(BlockRegistry.kind(ofInfo: "swift") == nil)
        // A name of two words is matched word by word: the language alone stays code.
        #expect(BlockRegistry.kind(ofInfo: "html") == nil)
        #expect(BlockRegistry.kind(ofInfo: "html examples") == nil)
        #expect(BlockRegistry.kind(ofInfo: "html  example  Primary")?.name == "html example")
        #expect(BlockRegistry.kind(ofInfo: "") == nil)
    }

    /// An info string names the kind whose words its first words are, compared word by word as
    /// Characters, on info strings of names' words, other words, runs of spaces and marks that
    /// join the character before them.
    @Test func anInfoStringNamesTheKindWhoseWordsItStartsWith() {
        let pieces =
            Self.names.flatMap { $0.split(separator: " ").map(String.init) } + [
                "", " ", "  ", "\u{301}", "html", "s", "swift", "e\u{301}", "\u{212A}", "a.b",
            ]
        var random = SystemRandomNumberGenerator()
        for _ in 0..<5_000 {
            let info = (0..<Int.random(in: 0...4, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined(separator: " ")
            let words = info.split(separator: " ", omittingEmptySubsequences: true)
            let expected = BlockRegistry.kinds.first { kind in
                let name = kind.name.split(separator: " ")
                return words.count >= name.count && zip(words, name).allSatisfy { $0 == $1 }
            }
            #expect(BlockRegistry.kind(ofInfo: info)?.name == expected?.name, "\(info)")
        }
    }

    @Test(arguments: names) func theCatalogueEntryMatchesTheOptionsType(_ name: String) throws {
        let kind = try Self.kind(name)
        let entry = kind.catalogue
        #expect(entry.syntax == name || entry.syntax.hasPrefix(name + " "))
        #expect(!entry.summary.isEmpty)
        #expect(entry.options.map(\.name) == Self.optionNames(kind))
        if kind.showsTokens { #expect(Self.optionNames(kind).first == "contexts") }
        for option in entry.options {
            #expect(!option.takes.isEmpty)
            #expect(option.example.hasPrefix(option.name + ":"))
            // The example is what an author writes: it must read.
            #expect(throws: Never.self) { try Self.readOptions(kind, body: option.example) }
        }
    }

    @Test(arguments: names) func stringsAreGivenInEveryBuiltInLanguage(_ name: String) throws {
        let kind = try Self.kind(name)
        for (key, texts) in kind.strings {
            #expect(Set(texts.keys) == Set(Self.languages), "\(name): \(key)")
            let placeholders = Set(texts.values.map(Self.placeholders))
            #expect(placeholders.count == 1, "\(name): '\(key)' puts in different values across languages")
            #expect(texts.values.allSatisfy { !$0.isEmpty })
            #expect(InterfaceStrings.coreEnglish[key] == nil, "\(name): '\(key)' is also an interface string")
            for other in BlockRegistry.kinds where other.name != name {
                #expect(other.strings[key] == nil, "\(name) and \(other.name) both bring '\(key)'")
            }
            // Built in: a handbook's `_strings.yml` may translate it, and templates see it.
            for language in Self.languages { #expect(InterfaceStrings(language: language)[key] == texts[language]) }
        }
    }

    @Test func everyKindHasAnExample() {
        #expect(Set(Self.examples.keys) == Set(Self.names))
    }

    /// Each kind, on a real handbook: rendered without a finding, shown as itself, and copied
    /// to Markdown as something other than its code.
    @Test(arguments: names) func everyKindRendersAndCopies(_ name: String) throws {
        let book = try Self.sample(page: "# Blocks\n\n" + (Self.examples[name] ?? "") + "\n")
        defer { book.remove() }
        let rendered = try book.render(releasedOnce: true)
        #expect(rendered.errors.isEmpty, "\(rendered.errors)")
        let html = try #require(rendered.html())
        // An example shows its code in panels of its own, under the frame it renders in.
        if name == ExampleBlock.name {
            #expect(html.contains("<iframe class=\"example-frame\""), "\(name) stayed code")
        } else {
            #expect(!html.contains("<pre"), "\(name) stayed code")
        }
        let copy = try #require(rendered.copy())
        #expect(!copy.contains("```\(name)"), "\(name)'s copy kept its code")
    }

    @Test func theCatalogueListsEveryBlockWithItsOptions() {
        let text = BlockRegistry.catalogueText(width: 200)
        for kind in BlockRegistry.kinds {
            #expect(text.contains("```" + kind.catalogue.syntax))
            for option in kind.catalogue.options { #expect(text.contains("- \(option.name): ")) }
        }
        #expect(text.contains("> [!NOTE]  (also TIP, IMPORTANT, WARNING, CAUTION)"), "GitHub's alerts, listed with the blocks")
    }

    /// The README's table of blocks names every block, as its catalogue writes it.
    @Test func theReadmeTableNamesEveryBlock() throws {
        let readme = try String(contentsOf: repositoryRoot.appendingPathComponent("README.md"), encoding: .utf8)
        for kind in BlockRegistry.kinds {
            let syntax = kind.catalogue.syntax.replacingOccurrences(of: "[GROUP]", with: "GROUP")
            #expect(readme.contains("| `\(syntax)` |"), "README lacks a row for `\(syntax)`")
        }
    }

    // MARK: - Support

    static func optionNames<Block: PageBlock>(_ kind: Block.Type) -> [String] { Block.Options.names }

    static func readOptions<Block: PageBlock>(_ kind: Block.Type, body: String) throws {
        _ = try BlockOptionsReader.read(Block.Options.self, body: body, block: Block.name, described: Block.catalogue.options)
    }

    /// `{name}`s a string puts values in.
    static func placeholders(_ text: String) -> Set<String> {
        Set(text.split(separator: "{", omittingEmptySubsequences: false).dropFirst().compactMap { $0.split(separator: "}").first.map(String.init) })
    }

    /// The sample handbook's config, tokens and components, and one page.
    static func sample(page: String) throws -> PageHandbook {
        let book = try PageHandbook(["Content/index.md": page])
        for path in ["specimen.yml", "Content/tokens", "Content/components/button.component.yml"] {
            try book.write(path, "")
            try FileManager.default.removeItem(at: book.root.appendingPathComponent(path))
            try FileManager.default.copyItem(at: repositoryRoot.appendingPathComponent(path), to: book.root.appendingPathComponent(path))
        }
        return book
    }
}
