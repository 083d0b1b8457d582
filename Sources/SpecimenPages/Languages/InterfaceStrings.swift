import Foundation
import SpecimenDiagnostics
import SpecimenTokens
import Yams

/// The words of the site's interface (the theme's labels, notices, the token pages' headings,
/// the scripts' messages) in the language of the pages being built: the built-in table of
/// that language, with the handbook's own `Content/<code>/_strings.yml` over it (for the
/// default language, `Content/_strings.yml`). A string neither gives is the English one, and
/// `specimen check` says which are missing. Each block brings its own strings (see
/// `BlockRegistry.strings`). Read by `load`, with the theme ("read templates").
package struct InterfaceStrings: Sendable, Hashable, TemplateRepresentable {
    /// The file below `Content/` (or a translation's folder) a handbook overrides strings in.
    package static let fileName = "_strings.yml"

    /// The English strings, made once: every renderer and context starts from them.
    package static let inEnglish = InterfaceStrings(language: "en")

    package let language: String
    let table: [String: String]
    /// The keys this language has no string for, given in English.
    package let missing: [String]
    /// `site.strings` as templates see it, made once rather than for every page's layout (text
    /// only, never changed: safe to share between threads).
    nonisolated(unsafe) package let templateValue: TemplateValue

    /// The strings of `language` as built in, with `overrides` over them.
    package init(language: String, overrides: [String: String] = [:]) {
        self.language = language
        let builtIn = Self.builtIn(language)
        var table = Self.english
        table.merge(builtIn ?? [:]) { _, translated in translated }
        table.merge(overrides.filter { Self.english[$0.key] != nil }) { _, own in own }
        self.table = table
        isEnglish = table == Self.english
        missing = Self.english.keys.filter { builtIn?[$0] == nil && overrides[$0] == nil }.sorted()
        var object = TemplateObject()
        for (name, text) in table.sorted(by: { $0.key < $1.key }) { object[name] = .string(text) }
        object["builtWith"] = .string((table["builtWith"] ?? "").replacingEvery("{generator}", with: "Specimen"))
        templateValue = .object(object)
    }

    package static func == (lhs: InterfaceStrings, rhs: InterfaceStrings) -> Bool {
        lhs.language == rhs.language && lhs.table == rhs.table
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(language)
        hasher.combine(table)
    }

    /// The string of `key`; the key itself for one no table has (a slip in a template).
    package subscript(key: String) -> String {
        table[key] ?? key
    }

    /// `number` as the language writes it.
    package func number(_ number: Int) -> String { LocalFormats.number(number, in: language) }

    /// A day (`2026-04-05`) as the language writes it.
    package func date(_ day: String) -> String { LocalFormats.date(day, in: language) }

    /// The string of `key` with each `{name}` replaced by its value.
    package func format(_ key: String, _ values: [String: String]) -> String {
        var text = self[key]
        for (name, value) in values { text = text.replacingEvery("{\(name)}", with: value) }
        return text
    }

    /// Whether these are the English strings, as the theme's own words were before it had
    /// others (pages then carry no strings for the scripts). Told once: comparing the tables
    /// for every section page's context cost more than its layout.
    package let isEnglish: Bool

    /// The strings the scripts show, as a JavaScript object literal (JSON, `<` escaped).
    package var scriptStrings: String {
        let keys = ["copy", "copied", "pressCtrlC", "tokenCount", "tokenCountOne", "searchNoResults"]
        let members = keys.map { "\(JSONWriter.quoted($0)):\(JSONWriter.quoted(self[$0]))" }
        return "{" + members.joined(separator: ",") + "}"
    }

    /// The note that the strings `missing` are shown in English, and where to give them.
    package func missingNote(isDefault: Bool) -> Diagnostic {
        let file = "\(ContentDiscovery.folderName)/\(isDefault ? "" : "\(language)/")\(Self.fileName)"
        let shown = missing.prefix(5).joined(separator: ", ") + (missing.count > 5 ? ", …" : "")
        return .note(
            "strings-missing",
            "\(missing.count) interface string\(missing.count == 1 ? " has" : "s have") no \(language) text and \(missing.count == 1 ? "is" : "are") shown in English (\(shown)); give \(missing.count == 1 ? "it" : "them") in \(file)",
            at: SourceLocation(file: file))
    }

    /// The language's name in this language (`en` in French: `anglais`).
    package func name(ofLanguage code: String) -> String {
        Locale(identifier: language).localizedString(forLanguageCode: code) ?? code
    }

    /// Every key there is, in English: the interface's own strings and every block's.
    package static let english = builtIn("en") ?? coreEnglish

    /// The built-in table of `language` (or of its primary subtag: `pt-BR` takes `pt`'s): the
    /// interface's own strings and every block's.
    package static func builtIn(_ language: String) -> [String: String]? {
        let primary = language.split(separator: "-").first.map { $0.lowercased() } ?? language
        let core: [String: String]
        switch primary {
        case "en": core = coreEnglish
        case "fr": core = coreFrench
        case "ko": core = coreKorean
        case "th": core = coreThai
        case "pt": core = corePortuguese
        case "ka": core = coreGeorgian
        default: return nil
        }
        return core.merging(BlockRegistry.strings(in: primary)) { own, _ in own }
    }
}

extension InterfaceStrings {
    /// The strings of the handbook at `root` for `language`: `Content/<language>/_strings.yml`
    /// for a translation, `Content/_strings.yml` for the default language. A file that cannot
    /// be read, or holds anything but a mapping of known keys to text, gives a diagnostic.
    package static func load(root: URL, language: String, isDefault: Bool) -> (InterfaceStrings, [Diagnostic]) {
        let relative = isDefault ? fileName : "\(language)/\(fileName)"
        let display = "\(ContentDiscovery.folderName)/\(relative)"
        let url = root.appendingPathComponent(ContentDiscovery.folderName).appendingPathComponent(relative)
        guard FileManager.default.fileExists(atPath: url.path) else { return (InterfaceStrings(language: language), []) }
        do {
            let text = try SourceFile.readText(at: url, displayPath: display)
            let (overrides, diagnostics) = try parse(text, file: display)
            return (InterfaceStrings(language: language, overrides: overrides), diagnostics)
        } catch {
            return (InterfaceStrings(language: language), error.diagnostics)
        }
    }

    private static func parse(_ text: String, file: String) throws(DiagnosticsFailure) -> ([String: String], [Diagnostic]) {
        let node: Node?
        do {
            node = try YAMLText.compose(text)
        } catch {
            throw DiagnosticsFailure(YAMLDiagnostics.diagnostic(for: error, code: "strings-invalid", file: file, text: text))
        }
        guard let node else { return ([:], []) }
        guard let mapping = node.mapping else {
            let location = YAMLDiagnostics.location(of: node, file: file)
            throw DiagnosticsFailure(.error("strings-invalid", "\(fileName) maps interface strings to text, e.g. 'next: Suivant'", at: location))
        }
        var overrides: [String: String] = [:]
        var diagnostics: [Diagnostic] = []
        for (key, value) in mapping {
            let name = key.string ?? ""
            let location = YAMLDiagnostics.location(of: key, file: file)
            guard english[name] != nil else {
                let message = "no interface string is called '\(name)'\(Suggestion.phrase(for: name, in: Array(english.keys)))"
                diagnostics.append(.warning("strings-unknown", message, at: location, sourceLine: SourceText.line(location.line, in: text)))
                continue
            }
            guard let string = value.scalar?.string else {
                diagnostics.append(
                    .error("strings-invalid", "the string '\(name)' must be text", at: YAMLDiagnostics.location(of: value, file: file)))
                continue
            }
            overrides[name] = string
        }
        if diagnostics.contains(where: { $0.severity == .error }) { throw DiagnosticsFailure(diagnostics) }
        return (overrides, diagnostics)
    }
}
