/// A fenced code block shown as a tab of a live example: one written directly after it, in
/// another language (```` ```swift ````, ```` ```kotlin Compose ````).
package struct CodeSample: Sendable, Equatable {
    /// The info string's first word: `swift`.
    package var language: String
    /// What its tab says: the words after the language when there are any, else the name the
    /// language is known by in design systems (`swift` → SwiftUI).
    package var label: String
    package var code: String

    package init(info: String, code: String) {
        let words = info.split(separator: " ", omittingEmptySubsequences: true)
        language = words.first.map(String.init) ?? ""
        let written = words.dropFirst().joined(separator: " ")
        label = written.isEmpty ? Self.label(of: language) : written
        self.code = code
    }

    /// The tab's name for a language: the framework it is usually written for on each platform.
    static func label(of language: String) -> String {
        switch language.lowercased() {
        case "swift": "SwiftUI"
        case "kotlin", "kt": "Compose"
        case "jsx", "tsx": "React"
        case "vue": "Vue"
        case "svelte": "Svelte"
        case "dart": "Flutter"
        case "html": "HTML"
        case "css": "CSS"
        case "scss": "SCSS"
        case "xml": "XML"
        case "js", "javascript": "JavaScript"
        case "ts", "typescript": "TypeScript"
        default: language.prefix(1).uppercased() + language.dropFirst()
        }
    }
}
