/// Every diagnostic code Specimen emits, each declared once with the severity it has unless
/// configured otherwise, a one-line summary, and what `specimen explain CODE` prints: what it
/// means, an example that produces it, and how to fix it. Codes are stable: tools,
/// `specimen.yml`'s `diagnostics:` and the README key on them.
///
/// The entries live in one file per area (`DiagnosticCatalogue+Pages.swift`, …).
public enum DiagnosticCatalogue {
    /// One code of the catalogue.
    public struct Entry: Sendable, Hashable {
        /// The stable, kebab-case code printed in brackets after each finding.
        public var code: String
        public var severity: Severity
        /// What the code is about, in one line (the README's code table shows it).
        public var summary: String
        /// Whether `--strict` turns it into an error: it marks a deviation from the format.
        public var isDeviation: Bool
        /// What the code means, in plain sentences, for whoever maintains the handbook.
        /// Paragraphs are separated by blank lines; line breaks within one are reflowed.
        public var explanation: String
        /// A handbook that produces the code, or the situation that does.
        public var example: Example
        /// How to make the finding go away: steps as `- ` items, code as lines indented by four spaces.
        public var fix: String

        init(_ code: String, _ severity: Severity, isDeviation: Bool = false, summary: String, explanation: String, example: Example, fix: String) {
            self.code = code
            self.severity = severity
            self.isDeviation = isDeviation
            self.summary = summary
            self.explanation = explanation
            self.example = example
            self.fix = fix
        }
    }

    /// The parts of Specimen a code belongs to, in the order `specimen explain` lists them; each
    /// has a file of its own, `DiagnosticCatalogue+Area.swift`.
    public enum Area: String, Sendable, CaseIterable {
        case configuration, content, pages, blocks, components
        case tokenFiles, tokenStructure, groupExtends, tokenValues, legacyTokens, tokenReferences
        case resolver, contexts, designTools, output, languages, history, codeUsage

        /// The heading `specimen explain` lists the area's codes under.
        public var title: String {
            switch self {
            case .configuration: "Configuration, command-line options and specimen init"
            case .content: "Reading files: encodings, paths, front matter, routes, templates"
            case .pages: "Links, images and token references in pages"
            case .blocks: "Blocks in pages"
            case .components: "Component specs and their contrast"
            case .tokenFiles: "Finding and reading token files"
            case .tokenStructure: "Token and group names, members and properties"
            case .groupExtends: "Groups extending groups ($extends)"
            case .tokenValues: "Token types and values"
            case .legacyTokens: "Older token syntax, read with a warning"
            case .tokenReferences: "References between tokens"
            case .resolver: "Resolver documents"
            case .contexts: "Choosing contexts and permutations"
            case .output: "Writing the site"
            case .languages: "Languages and translations"
            case .designTools: "Exports of design tools: Tokens Studio"
            case .history: "Token history from git releases"
            case .codeUsage: "Where code uses the tokens (usage:)"
            }
        }

        /// The area's codes, in catalogue order.
        public var entries: [Entry] {
            switch self {
            case .configuration: DiagnosticCatalogue.configuration
            case .content: DiagnosticCatalogue.content
            case .pages: DiagnosticCatalogue.pages
            case .blocks: DiagnosticCatalogue.blocks
            case .components: DiagnosticCatalogue.components
            case .tokenFiles: DiagnosticCatalogue.tokenFiles
            case .tokenStructure: DiagnosticCatalogue.tokenStructure
            case .groupExtends: DiagnosticCatalogue.groupExtends
            case .tokenValues: DiagnosticCatalogue.tokenValues
            case .legacyTokens: DiagnosticCatalogue.legacyTokens
            case .tokenReferences: DiagnosticCatalogue.tokenReferences
            case .resolver: DiagnosticCatalogue.resolver
            case .contexts: DiagnosticCatalogue.contexts
            case .output: DiagnosticCatalogue.output
            case .languages: DiagnosticCatalogue.languages
            case .designTools: DiagnosticCatalogue.designTools
            case .history: DiagnosticCatalogue.history
            case .codeUsage: DiagnosticCatalogue.codeUsage
            }
        }
    }

    /// Every code, area by area.
    public static let entries: [Entry] = Area.allCases.flatMap(\.entries)

    /// Looks a code up.
    public static func entry(_ code: String) -> Entry? { byCode[code] }

    /// Every code, in catalogue order.
    public static var codes: [String] { entries.map(\.code) }

    private static let byCode: [String: Entry] = Dictionary(uniqueKeysWithValues: entries.map { ($0.code, $0) })
}
