import Foundation
import SpecimenDiagnostics
import Testing

@testable import SpecimenPages
@testable import SpecimenSite

/// The interface's words: complete tables, the handbook's own over them, English for the rest.
@Suite("Interface strings")
struct InterfaceStringsTests {
    static let languages = ["fr", "ko", "th", "pt", "ka"]

    /// The `{name}`s a string puts values in.
    static func placeholders(_ text: String) -> Set<String> {
        Set(
            text.split(separator: "{", omittingEmptySubsequences: false).dropFirst().compactMap {
                $0.split(separator: "}", maxSplits: 1).first.map(String.init)
            })
    }

    @Test func everyBuiltInLanguageHasEveryStringWithTheSamePlaceholders() throws {
        for language in Self.languages {
            let table = try #require(InterfaceStrings.builtIn(language))
            #expect(Set(table.keys) == Set(InterfaceStrings.english.keys), "\(language)")
            for (key, english) in InterfaceStrings.english {
                let text = try #require(table[key])
                #expect(Self.placeholders(text) == Self.placeholders(english), "\(language).\(key): \(text)")
                #expect(!text.isEmpty || key.hasPrefix("useInstead"), "\(language).\(key)")
            }
            #expect(InterfaceStrings(language: language).missing.isEmpty)
        }
        #expect(InterfaceStrings.builtIn("pt-BR") == InterfaceStrings.builtIn("pt"))
    }

    @Test func theREADMEListsEveryString() throws {
        let readme = try String(contentsOf: repositoryRoot.appendingPathComponent("README.md"), encoding: .utf8)
        for (key, english) in InterfaceStrings.english {
            #expect(readme.contains("| `\(key)` | \(english.replacingOccurrences(of: "|", with: "\\|")) |"), "\(key)")
        }
    }

    @Test func aHandbooksOwnStringsComeFirstAndTheRestFallBackToEnglish() throws {
        let book = try TemporaryHandbook([
            "specimen.yml": "languages: [en, de, fr]\n",
            "Content/index.md": "Hello.\n",
            "Content/de/_strings.yml": "next: Weiter\nskipToContent: Zum Inhalt\n",
            "Content/fr/_strings.yml": "skipToContent: Au contenu !\n",
            "Content/_strings.yml": "skipToContent: Jump to the content\n",
            "Content/b.md": "B.\n",
        ])
        defer { book.remove() }
        _ = try book.build().get()
        #expect(book.read("de/index.html")?.contains(">Zum Inhalt</a>") == true)
        #expect(book.read("de/index.html")?.contains("<span class=\"pager-label\">Weiter</span>") == true)
        #expect(book.read("de/index.html")?.contains("placeholder=\"Search  /\"") == true, "a string not given is English")
        #expect(book.read("fr/index.html")?.contains(">Au contenu !</a>") == true)
        #expect(book.read("fr/index.html")?.contains("placeholder=\"Rechercher  /\"") == true)
        #expect(book.read("index.html")?.contains(">Jump to the content</a>") == true)
        #expect(!book.exists("de/_strings.yml") && !book.exists("_strings.yml"), "the files are not published")
        let check = try SiteSession(
            options: {
                var options = BuildOptions(root: book.root); options.includeNotes = true; return options
            }()
        )
        .buildAll(into: DiscardingSink())
        let notes = check.diagnostics.filter { $0.code == "strings-missing" }.map(\.location.file)
        #expect(notes == ["Content/de/_strings.yml"], "German lacks strings; French and English have them all")
    }

    @Test func theScriptsGetTheirWordsOnlyWhereTheyAreNotEnglish() throws {
        let book = try TemporaryHandbook(["specimen.yml": "languages: [en, ko]\n", "Content/index.md": "Hello.\n"])
        defer { book.remove() }
        _ = try book.build().get()
        #expect(book.read("index.html")?.contains("specimenStrings") == false)
        let korean = try #require(book.read("ko/index.html"))
        #expect(korean.contains("<script>window.specimenStrings={\"copy\":\"복사\""))
    }
}
