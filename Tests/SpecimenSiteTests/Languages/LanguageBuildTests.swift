import Foundation
import SpecimenDiagnostics
import Testing

@testable import SpecimenSite

/// A handbook in several languages: each language's pages at its own URLs, the untranslated
/// ones shown in the default language with a notice, alternates that agree everywhere.
@Suite("Handbooks in several languages")
struct LanguageBuildTests {
    static let tokens = """
        {"color": {"$type": "color", "primary": {"$value": {"colorSpace": "srgb", "components": [0, 0.4, 0.8]},
          "$description": "The main action.", "$extensions": {"org.specimen.description": {"fr": "L’action principale."}}}}}
        """

    /// English, French and Arabic; French translates the home page and colors, and has a page
    /// of its own; Arabic translates nothing.
    static func handbook(baseURL: String = "https://handbook.example/docs/") throws -> TemporaryHandbook {
        try TemporaryHandbook([
            "specimen.yml": "title: H\nbaseURL: \(baseURL)\ntokens: tokens.json\nlanguages: [en, {code: fr, label: Français}, ar]\n",
            "tokens.json": tokens,
            "Content/index.md": "---\ntitle: Home\n---\n\nSee [colors](foundations/colors.md#the-primary).\n",
            "Content/foundations/colors.md": "---\ntitle: Colors\n---\n\n## The primary\n\nUse {color.primary}.\n\n![swatch](swatch.png)\n",
            "Content/foundations/swatch.png": "png",
            "Content/foundations/spacing.md": "---\ntitle: Spacing\n---\n\nEight steps. See [colors](colors.md#the-primary).\n",
            "Content/fr/index.md": "---\ntitle: Accueil\n---\n\nVoir les [couleurs](foundations/colors.md#the-primary).\n",
            "Content/fr/foundations/colors.md":
                "---\ntitle: Couleurs\n---\n\n## La primaire {#the-primary}\n\nUtilisez {color.primary}.\n\n![nuancier](swatch.png)\n",
            "Content/fr/glossaire.md": "---\ntitle: Glossaire\n---\n\nMots.\n",
        ])
    }

    static func built(_ book: TemporaryHandbook) throws -> BuiltSite {
        try book.build().get()
    }

    @Test func eachLanguageHasEveryPageAtItsOwnURL() throws {
        let book = try Self.handbook()
        defer { book.remove() }
        let site = try Self.built(book)
        for folder in ["", "fr/", "ar/"] {
            for page in ["index.html", "foundations/colors/index.html", "foundations/spacing/index.html", "tokens/color.primary/index.html"] {
                #expect(book.exists(folder + page), "\(folder)\(page)")
            }
            #expect(book.exists(folder + "search/manifest.json") && book.exists(folder + "404.html"))
        }
        // The page only French has is French alone; shared files are published once.
        #expect(book.exists("fr/glossaire/index.html") && !book.exists("glossaire/index.html") && !book.exists("ar/glossaire/index.html"))
        for shared in ["tokens.css", "tokens.json", "assets/specimen.css", "tokens/color.primary.svg", "foundations/swatch.png"] {
            #expect(book.exists(shared) && !book.exists("fr/" + shared), "\(shared)")
        }
        // Three pages in each language, and French's own.
        #expect(site.pageCount == 3 * 3 + 1)
    }

    @Test func linksChipsAndFilesResolveWithinTheLanguage() throws {
        let book = try Self.handbook()
        defer { book.remove() }
        _ = try Self.built(book)
        let colors = try #require(book.read("fr/foundations/colors/index.html"))
        #expect(colors.contains("href=\"/docs/fr/tokens/color.primary/\""), "the chip opens the French token page")
        #expect(colors.contains("src=\"/docs/foundations/swatch.png\""), "a default file is the site's")
        #expect(colors.contains("href=\"/docs/assets/specimen.css\"") && colors.contains("href=\"/docs/tokens.css\""))
        #expect(colors.contains("<h2 id=\"the-primary\">La primaire"), "a translated heading keeps the id it is given")
        let home = try #require(book.read("fr/index.html"))
        #expect(home.contains("href=\"/docs/fr/foundations/colors/#the-primary\""))
        let token = try #require(book.read("fr/tokens/color.primary/index.html"))
        #expect(token.contains("src=\"/docs/tokens/color.primary.svg\""), "the badge is the site's")
        // Every root-relative link of every page of every language leads to a file of the site.
        for folder in ["", "fr/", "ar/"] {
            for page in ["index.html", "foundations/colors/index.html", "foundations/spacing/index.html"] {
                let html = try #require(book.read(folder + page))
                for target in linkTargets(in: html) where target.hasPrefix("/docs/") {
                    let path = String(target.dropFirst("/docs/".count).prefix { $0 != "#" && $0 != "?" })
                    #expect(book.exists(path.isEmpty || path.hasSuffix("/") ? path + "index.html" : path), "\(folder)\(page) → \(target)")
                }
            }
        }
    }

    @Test func anUntranslatedPageIsTheDefaultTextWithANoticeInTheReadersLanguage() throws {
        let book = try Self.handbook()
        defer { book.remove() }
        _ = try Self.built(book)
        let french = try #require(book.read("fr/foundations/spacing/index.html"))
        #expect(french.contains("<html lang=\"fr\" dir=\"ltr\">"))
        #expect(french.contains("<p class=\"page-notice\" role=\"note\">Cette page n’est pas encore traduite en français"))
        #expect(french.contains("<div class=\"prose\" lang=\"en\" dir=\"ltr\">") && french.contains("Eight steps."))
        #expect(french.contains("<h1 class=\"page-title\" lang=\"en\" dir=\"ltr\">Spacing</h1>"))
        let arabic = try #require(book.read("ar/foundations/spacing/index.html"))
        #expect(arabic.contains("<html lang=\"ar\" dir=\"rtl\">"), "a right-to-left language says so")
        #expect(arabic.contains("<div class=\"prose\" lang=\"en\" dir=\"ltr\">"), "English text inside stays left to right")
        let translated = try #require(book.read("fr/foundations/colors/index.html"))
        #expect(!translated.contains("page-notice") && translated.contains("<div class=\"prose\">"))
        let english = try #require(book.read("foundations/spacing/index.html"))
        #expect(!english.contains("page-notice"))
    }

    @Test func alternatesAreAbsoluteReciprocalAndInTheSitemap() throws {
        let book = try Self.handbook()
        defer { book.remove() }
        _ = try Self.built(book)
        let pages = ["", "foundations/colors/", "foundations/spacing/", "tokens/color.primary/"]
        var declared: [String: Set<String>] = [:]
        for folder in ["", "fr/", "ar/"] {
            for route in pages {
                let html = try #require(book.read(folder + route + "index.html"))
                let links = Self.alternates(in: html)
                let own = "https://handbook.example/docs/" + folder + route
                #expect(links["x-default"] == "https://handbook.example/docs/" + route)
                #expect(links["en"] == "https://handbook.example/docs/" + route && links["fr"] == "https://handbook.example/docs/fr/" + route)
                #expect(Set(links.keys) == ["en", "fr", "ar", "x-default"] && links.values.contains(own), "\(own)")
                declared[own] = Set(links.values)
            }
        }
        // Each page lists the others, and each of those lists it back.
        for (page, others) in declared {
            for other in others { #expect(declared[other]?.contains(page) == true, "\(other) does not list \(page)") }
        }
        let glossary = try #require(book.read("fr/glossaire/index.html"))
        #expect(Self.alternates(in: glossary) == ["fr": "https://handbook.example/docs/fr/glossaire/"])
        let sitemap = try #require(book.read("sitemap.xml"))
        #expect(sitemap.contains("<loc>https://handbook.example/docs/ar/foundations/colors/</loc>"))
        #expect(
            sitemap.contains(
                "<xhtml:link rel=\"alternate\" hreflang=\"fr\" href=\"https://handbook.example/docs/fr/foundations/colors/\"/>"))
        // Each language's home, two pages and the listing of foundations, and French's own page.
        #expect(sitemap.components(separatedBy: "<url>").count - 1 == 3 * 4 + 1)
        #expect(!book.exists("fr/sitemap.xml"))
    }

    @Test func theSwitcherOpensTheSamePageInEachLanguage() throws {
        let book = try Self.handbook()
        defer { book.remove() }
        _ = try Self.built(book)
        let html = try #require(book.read("ar/foundations/colors/index.html"))
        #expect(html.contains("<a href=\"/docs/foundations/colors/\" hreflang=\"en\" lang=\"en\" dir=\"ltr\">English</a>"))
        #expect(html.contains("<a href=\"/docs/fr/foundations/colors/\" hreflang=\"fr\" lang=\"fr\" dir=\"ltr\">Français</a>"))
        #expect(html.contains("hreflang=\"ar\" lang=\"ar\" dir=\"rtl\" aria-current=\"page\">العربية</a>"))
    }

    @Test func oneLanguageHasNoAlternatesSwitcherOrNotice() throws {
        let book = try TemporaryHandbook([
            "specimen.yml": "title: H\nbaseURL: https://handbook.example/\n",
            "Content/index.md": "Hello.\n",
            "Content/fr/index.md": "Bonjour.\n",
        ])
        defer { book.remove() }
        _ = try book.build().get()
        let html = try #require(book.read("index.html"))
        #expect(!html.contains("hreflang") && !html.contains("language-switch") && html.contains("<html lang=\"en\">"))
        #expect(book.exists("fr/index.html"), "without languages a folder called fr is a section like any other")
        #expect(book.read("sitemap.xml")?.contains("<loc>https://handbook.example/fr/</loc>") == true)
    }

    @Test func languagesAreCheckedWhereTheyAreWritten() throws {
        for (yaml, message) in [
            ("languages: [en, fr, fr]", "specimen.yml:1:21: error: the language 'fr' is listed twice [config-value]"),
            ("languages: [en, french!]", "specimen.yml:1:17: error: 'french!' is not a language code such as 'fr' or 'pt-BR' [config-value]"),
            ("languages: [en, {code: ar, dir: up}]", "specimen.yml:1:33: error: a language's 'dir' is ltr or rtl, not 'up' [config-value]"),
            (
                "languages: en",
                "specimen.yml:1:12: error: 'languages' is a list of languages, the default first, e.g. 'languages: [en, fr]' [config-type]"
            ),
            (
                "language: fr\nlanguages: [en, fr]",
                "specimen.yml:1:11: error: 'language: fr' is not the first of 'languages' (en), which is the default; remove 'language' [config-value]"
            ),
        ] {
            let book = try TemporaryHandbook(["specimen.yml": yaml + "\n", "Content/index.md": "Hi.\n"])
            defer { book.remove() }
            #expect(book.failure().map(\.formatted) == [message], "\(yaml)")
        }
    }

    /// `hreflang` → URL of each `<link rel="alternate">` of a page.
    static func alternates(in html: String) -> [String: String] {
        var links: [String: String] = [:]
        for line in html.split(separator: "\n") where line.hasPrefix("<link rel=\"alternate\" hreflang=\"") {
            let parts = line.split(separator: "\"")
            links[String(parts[3])] = String(parts[5])
        }
        return links
    }
}

extension LanguageBuildTests {
    /// The `translation-missing` notes `specimen check` gives.
    static func missingNotes(_ book: TemporaryHandbook) throws -> [Diagnostic] {
        var options = BuildOptions(root: book.root)
        options.includeNotes = true
        return try SiteSession(options: options).buildAll(into: DiscardingSink()).diagnostics.filter { $0.code == "translation-missing" }
    }

    @Test func checkNotesTheMissingTranslationsAndTheStatusPageShowsThemAll() throws {
        let book = try Self.handbook()
        defer { book.remove() }
        _ = try Self.built(book)
        let notes = try Self.missingNotes(book)
        #expect(
            notes.map(\.formatted) == [
                "Content/foundations/colors.md:1:1: note: not translated into ar yet (Content/ar/foundations/colors.md) [translation-missing]",
                "Content/foundations/spacing.md:1:1: note: not translated into fr, ar yet (Content/fr/foundations/spacing.md, Content/ar/foundations/spacing.md) [translation-missing]",
                "Content/index.md:1:1: note: not translated into ar yet (Content/ar/index.md) [translation-missing]",
            ])
        let status = try #require(book.read("translations/index.html"))
        #expect(status.contains("<th scope=\"col\" lang=\"fr\">Français</th><th scope=\"col\" lang=\"ar\">العربية</th>"))
        #expect(status.contains("<tr><th scope=\"row\"><a href=\"/docs/foundations/spacing/\">Spacing</a></th><td class=\"translation-missing\">"))
        #expect(status.contains("<a href=\"/docs/fr/glossaire/\">translated</a>"), "a page only a translation has is listed")
        #expect(book.read("fr/index.html")?.contains("<a href=\"/docs/translations/\">") == true, "the switcher links it")
    }

    @Test func aTokensDescriptionIsShownInTheLanguageItIsGivenIn() throws {
        let book = try Self.handbook()
        defer { book.remove() }
        _ = try Self.built(book)
        #expect(book.read("fr/tokens/color.primary/index.html")?.contains("<p class=\"page-lead\">L’action principale.</p>") == true)
        #expect(book.read("ar/tokens/color.primary/index.html")?.contains("<p class=\"page-lead\">The main action.</p>") == true)
        #expect(book.read("tokens/color.primary/index.html")?.contains("<p class=\"page-lead\">The main action.</p>") == true)
    }

    /// The status page's missing cells are the notes of `check`, and the other way round.
    @Test func theStatusPageAndCheckAgree() throws {
        let book = try Self.handbook()
        defer { book.remove() }
        _ = try Self.built(book)
        let notes = try Self.missingNotes(book)
        var fromNotes: Set<String> = []
        for note in notes {
            let files = note.message.split(separator: "(").last?.dropLast().split(separator: ",") ?? []
            for file in files { fromNotes.insert(file.trimmingCharacters(in: .whitespaces)) }
        }
        let status = try #require(book.read("translations/index.html"))
        var fromPage: Set<String> = []
        for cell in status.components(separatedBy: "<td class=\"translation-missing\"><a href=\"/docs/").dropFirst() {
            let route = String(cell.prefix { $0 != "\"" })
            let (language, page) = (route.prefix { $0 != "/" }, route.drop { $0 != "/" }.dropFirst())
            fromPage.insert("Content/\(language)/\(page.isEmpty ? "index" : String(page.dropLast())).md")
        }
        #expect(!fromNotes.isEmpty && fromNotes == fromPage, "notes \(fromNotes.sorted()), page \(fromPage.sorted())")
    }
}
