import SpecimenDiagnostics
import SpecimenTokens

/// How `find_tokens` finds tokens by name: the path itself, its last segments, a prefix, a
/// part, all the words of the query, the letters in order, then a near miss (a typo).
enum TokenNameMatch {
    /// How well `path` answers `query`, higher better; nil when it does not.
    static func score(path: String, query: String) -> Int? {
        let query = query.lowercased()
        let path = path.lowercased()
        // `--color-primary`, `var(--color-primary)` or `{color.primary}` as pasted from CSS or a page.
        let bare = query.trimmingPrefix("var(").trimmingPrefix("{").filter { $0 != ")" && $0 != "}" }
        if bare.hasPrefix("--") { return bare == CSSText.customPropertyName(for: path).lowercased() ? 100 : nil }
        if path == bare { return 100 }
        if path.hasSuffix("." + bare) { return 90 }
        if path.hasPrefix(bare) { return 80 }
        if path.contains(bare) { return 70 }
        let words = bare.split { !$0.isLetter && !$0.isNumber }
        if words.count > 1, words.allSatisfy({ path.contains($0) }) { return 60 }
        if bare.count >= 3, isSubsequence(bare, of: path) { return 40 }
        let segments = path.split(separator: ".").map(String.init)
        if Suggestion.closest(to: bare, in: segments + [path]) != nil { return 30 }
        return nil
    }

    private static func isSubsequence(_ short: String, of long: String) -> Bool {
        var rest = long[...]
        for character in short {
            guard let found = rest.firstIndex(of: character) else { return false }
            rest = rest[rest.index(after: found)...]
        }
        return true
    }
}

/// How `find_tokens` finds tokens by value: a color equal to the one written in any CSS form
/// (so `rgb(31 111 229)` finds `#1f6fe5`), otherwise the CSS text itself, spaces and case
/// aside (`16px`, `cubic-bezier(0.2, 0, 0, 1)`), or within a composite value (a border's color).
struct TokenValueMatch {
    let text: String
    private let color: ColorValue?
    private let normalized: String

    init(_ text: String) {
        self.text = text
        color = ColorValue.parseCSS(text)
        normalized = Self.normalize(text)
    }

    func matches(_ token: ResolvedToken) -> Bool {
        if let color, case .color(let value) = token.value {
            return value.oklabDistance(to: color) < 0.0001 && abs(value.alpha - color.alpha) < 0.002
        }
        let css = Self.normalize(token.value.css)
        return css == normalized || (token.type.isComposite && css.contains(normalized))
    }

    private static func normalize(_ text: String) -> String {
        text.lowercased().filter { !$0.isWhitespace }
    }
}

extension TokenType {
    /// Types whose value is made of several others.
    fileprivate var isComposite: Bool {
        [.border, .shadow, .typography, .transition, .gradient, .strokeStyle].contains(self)
    }
}
