import Foundation

/// A language the handbook is published in (`languages:` of `specimen.yml`): its BCP 47 code,
/// which is also the folder of its pages below `Content/` and of its site below the base URL;
/// the name its readers know it by; and its writing direction.
public struct SiteLanguage: Sendable, Hashable {
    public enum Direction: String, Sendable {
        case leftToRight = "ltr"
        case rightToLeft = "rtl"
    }

    public var code: String
    public var label: String
    public var direction: Direction

    /// A language with its own name and the direction of its script unless given.
    public init(code: String, label: String? = nil, direction: Direction? = nil) {
        self.code = code
        self.label = label ?? Self.ownName(of: code)
        self.direction = direction ?? Self.direction(of: code)
    }

    /// The language's name in itself (`fr` → `Français`), as CLDR has it; the code when unknown.
    static func ownName(of code: String) -> String {
        let locale = Locale(identifier: code)
        guard let name = locale.localizedString(forIdentifier: code), !name.isEmpty else { return code }
        return name.prefix(1).uppercased(with: locale) + name.dropFirst()
    }

    /// Right to left for the languages written in Arabic, Hebrew, Syriac or Thaana script.
    static func direction(of code: String) -> Direction {
        let primary = code.split(separator: "-").first.map { $0.lowercased() } ?? ""
        return ["ar", "he", "fa", "ur", "ps", "yi", "dv", "ckb", "sd", "ug", "syr", "iw"].contains(primary) ? .rightToLeft : .leftToRight
    }

    /// Whether `code` has the shape of a BCP 47 tag a folder and a URL can hold: a language of
    /// two or three letters, then subtags of letters and digits joined by `-` (`pt-BR`, `zh-Hant`).
    static func isWellFormed(_ code: String) -> Bool {
        let parts = code.split(separator: "-", omittingEmptySubsequences: false)
        guard let language = parts.first, (2...3).contains(language.count), language.allSatisfy({ $0.isASCII && $0.isLetter }) else {
            return false
        }
        return parts.dropFirst().allSatisfy { part in (1...8).contains(part.count) && part.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) } }
    }
}
