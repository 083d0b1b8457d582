import SpecimenDiagnostics

/// A CSS gradient written as a token's value (`linear-gradient(90deg, {brand.base} 0%,
/// {brand.dark} 100%)`, as Tokens Studio keeps gradients in color tokens): its function, what
/// comes before the stops, and each stop's color text and position. Positions left out are
/// placed as CSS places them: the first at 0, the last at 1, the others evenly between.
public struct CSSGradient: Sendable, Equatable {
    /// The member of a translated value holding a gradient read from CSS.
    static let marker = "org.specimen.gradient"

    public static let functions = [
        "linear-gradient", "radial-gradient", "conic-gradient",
        "repeating-linear-gradient", "repeating-radial-gradient", "repeating-conic-gradient",
    ]

    public struct Stop: Sendable, Equatable {
        /// The color as written: a reference, a hex or `rgba()` color, a color function of references.
        public var color: String
        /// From 0 to 1.
        public var position: Double
    }

    public var function: String
    public var prelude: String?
    public var stops: [Stop]

    /// Whether `text` is written as a CSS gradient function at all.
    public static func isGradient(_ text: String) -> Bool {
        let lowered = text.trimmingWhitespace().lowercased()
        return functions.contains { lowered.hasPrefix($0 + "(") }
    }

    /// Reads a gradient; a gradient that cannot be read gives the reason, in words.
    public static func parse(_ text: String) -> Result<CSSGradient, GradientError> {
        let trimmed = text.trimmingWhitespace()
        guard let function = functions.first(where: { trimmed.lowercased().hasPrefix($0 + "(") }), trimmed.hasSuffix(")") else {
            return .failure(GradientError("\(QuotedText.quoted(text)) is not a CSS gradient function"))
        }
        let inner = String(trimmed.dropFirst(function.count + 1).dropLast())
        var arguments = topLevel(inner, separator: ",")
        var prelude: String?
        if let first = arguments.first, isPrelude(first) {
            prelude = first
            arguments.removeFirst()
        }
        var stops: [(color: String, position: Double?)] = []
        for argument in arguments {
            switch stop(argument) {
            case .success(let read): stops += read
            case .failure(let error): return .failure(error)
            }
        }
        guard stops.count >= 2 else {
            return .failure(GradientError("a gradient needs at least two color stops; \(QuotedText.quoted(text)) has \(stops.count)"))
        }
        return .success(CSSGradient(function: function, prelude: prelude, stops: placed(stops)))
    }

    /// Parts of `text` split at `separator` outside brackets and braces, trimmed.
    private static func topLevel(_ text: String, separator: Character) -> [String] {
        var parts: [String] = []
        var current = ""
        var depth = 0
        for character in text {
            if "({[".contains(character) { depth += 1 }
            if ")}]".contains(character) { depth -= 1 }
            if character == separator, depth == 0 {
                parts.append(current)
                current = ""
            } else {
                current.append(character)
            }
        }
        parts.append(current)
        return parts.map { $0.trimmingWhitespace() }.filter { !$0.isEmpty }
    }

    private static let preludeWords: Set<String> = [
        "to", "at", "from", "in", "circle", "ellipse", "closest-side", "closest-corner", "farthest-side", "farthest-corner",
    ]

    /// A direction, angle, shape or position before the stops: `90deg`, `to right`, `circle at top`.
    private static func isPrelude(_ argument: String) -> Bool {
        guard let first = topLevel(argument, separator: " ").first?.lowercased() else { return false }
        if preludeWords.contains(first) { return true }
        guard let number = first.firstIndex(where: { $0.isLetter }), number != first.startIndex else { return false }
        return Double(first[..<number]) != nil && ["deg", "rad", "grad", "turn", "px", "rem", "em"].contains(String(first[number...]))
    }

    /// One argument: a color with none, one or two percentages (two make two stops).
    private static func stop(_ argument: String) -> Result<[(color: String, position: Double?)], GradientError> {
        var words = topLevel(argument, separator: " ")
        var positions: [Double] = []
        while let last = words.last, words.count > 1, let position = percentage(last) {
            positions.insert(position, at: 0)
            words.removeLast()
        }
        if let last = words.last, words.count > 1, last.first?.isNumber == true || last.first == "." {
            return .failure(GradientError("the stop '\(argument)' is placed at '\(last)'; write stop positions as percentages, e.g. '50%'"))
        }
        if words.count == 1, percentage(words[0]) != nil {
            return .failure(GradientError("'\(argument)' is a color hint, which Specimen does not read; give the stops colors and percentages"))
        }
        let color = words.joined(separator: " ")
        guard positions.count <= 2 else { return .failure(GradientError("the stop '\(argument)' has more than two positions")) }
        return .success(positions.isEmpty ? [(color, nil)] : positions.map { (color, $0) })
    }

    private static func percentage(_ word: String) -> Double? {
        guard word.hasSuffix("%"), let value = Double(word.dropLast()), value.isFinite else { return nil }
        return value / 100
    }

    /// Positions for stops written without one, as CSS places them.
    private static func placed(_ stops: [(color: String, position: Double?)]) -> [Stop] {
        var positions = stops.map(\.position)
        if positions[0] == nil { positions[0] = 0 }
        if positions[positions.count - 1] == nil { positions[positions.count - 1] = 1 }
        var index = 1
        while index < positions.count {
            guard positions[index] == nil else {
                index += 1
                continue
            }
            let start = index - 1
            var end = index
            while positions[end] == nil { end += 1 }
            let from = positions[start]!, to = positions[end]!
            for gap in index..<end { positions[gap] = from + (to - from) * Double(gap - start) / Double(end - start) }
            index = end + 1
        }
        return zip(stops, positions).map { Stop(color: $0.color, position: min(1, max(0, $1!))) }
    }
}

/// Why a CSS gradient could not be read.
public struct GradientError: Error, Sendable, Equatable {
    public let message: String

    init(_ message: String) { self.message = message }
}
