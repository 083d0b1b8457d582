import Foundation

/// Numbers and dates as a language writes them (`12 345`, `5 avril 2026`, Thai in the Buddhist
/// era), for the interface's strings. English keeps plain digits and ISO dates, as the site
/// wrote them before it had other languages.
package final class LocalFormats: @unchecked Sendable {
    private let numbers: NumberFormatter
    private let dates: DateFormatter
    private let parse: DateFormatter

    private init(language: String) {
        let locale = Locale(identifier: language)
        numbers = NumberFormatter()
        numbers.locale = locale
        numbers.numberStyle = .decimal
        dates = DateFormatter()
        dates.locale = locale
        dates.dateStyle = .long
        dates.timeStyle = .none
        dates.timeZone = TimeZone(identifier: "UTC")
        parse = DateFormatter()
        parse.locale = Locale(identifier: "en_US_POSIX")
        parse.dateFormat = "yyyy-MM-dd"
        parse.timeZone = TimeZone(identifier: "UTC")
    }

    /// `number` in `language`'s digits and grouping.
    package static func number(_ number: Int, in language: String) -> String {
        guard !isEnglish(language) else { return String(number) }
        return formats(for: language).numbers.string(from: NSNumber(value: number)) ?? String(number)
    }

    /// A day written `2026-04-05`, as `language` writes it in full.
    static func date(_ day: String, in language: String) -> String {
        guard !isEnglish(language) else { return day }
        let formats = formats(for: language)
        return formats.parse.date(from: day).map(formats.dates.string(from:)) ?? day
    }

    private static func isEnglish(_ language: String) -> Bool {
        language == "en" || language.hasPrefix("en-")
    }

    /// One set of formatters per language, made when first asked for (making them costs more than using them).
    private static func formats(for language: String) -> LocalFormats {
        lock.lock()
        defer { lock.unlock() }
        if let known = cache[language] { return known }
        let made = LocalFormats(language: language)
        cache[language] = made
        return made
    }

    private static let lock = NSLock()
    nonisolated(unsafe) private static var cache: [String: LocalFormats] = [:]
}
