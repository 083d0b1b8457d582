/// The family a platform text style names: the first of the token's stack, CSS's generic
/// families as the platform's own. Platforms take one family, not a fallback stack; the first is
/// the one the designer chose.
enum PlatformFontFamily: Sendable, Equatable {
    /// Android's and Compose's generic families: `sans-serif`, `serif`, `monospace`, `cursive`.
    case generic(String)
    /// A family by name, which the device must have.
    case named(String)
    /// No family given, or one with no platform match (`fantasy`): the platform's default.
    case systemDefault

    init(_ stack: [String]) {
        guard let first = stack.first else {
            self = .systemDefault
            return
        }
        switch first.lowercased() {
        case "sans-serif", "system-ui", "ui-sans-serif", "ui-rounded", "-apple-system", "blinkmacsystemfont": self = .generic("sans-serif")
        case "serif", "ui-serif": self = .generic("serif")
        case "monospace", "ui-monospace": self = .generic("monospace")
        case "cursive": self = .generic("cursive")
        case "fantasy", "emoji", "math", "fangsong": self = .systemDefault
        default: self = .named(first)
        }
    }
}
