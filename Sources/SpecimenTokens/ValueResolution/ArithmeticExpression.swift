import Foundation

/// Arithmetic on numbers and lengths, as Tokens Studio writes it in values: `{spacing.base} * 2`,
/// `({size.lg} - 4) / 2`, `floor({size.unit} * 3)`, `min({radius.base}, 8)`; `4px + 0.5rem` is
/// refused (two units). `+` and `-` bind looser than `*` and `/`, parentheses group, and the
/// functions Tokens Studio evaluates (its expression parser's) are `Self.functions`. Parsed
/// first, so that the caller resolves the references it names (`references`) before evaluating.
struct ArithmeticExpression {
    /// A parsed expression. Runs of `+`/`-` and of `*`/`/` are one `chain` each rather than a
    /// tree leaning left, so that only brackets, signs and functions make it deeper, and those
    /// at most `nestingLimit` levels: nothing walks it, or frees it, deeper than that.
    indirect enum Node {
        case quantity(Quantity)
        case reference(String)
        case negated(Node)
        /// The first operand, then each operation with its operand, applied left to right.
        case chain(Node, [Step])
        case function(String, [Node])
    }

    /// One operation of a chain and the operand on its right.
    struct Step {
        let operation: Character
        let operand: Node
    }

    /// How deeply brackets, signs and function calls may nest (`((1))` is two levels). Tokens
    /// Studio values nest a few levels; a limit keeps a hostile one from exhausting the stack.
    static let nestingLimit = 100

    /// The functions of Tokens Studio's expressions that give numbers and lengths, with how many
    /// arguments each takes (nil: one or more). A length keeps its unit through them.
    static let functions: [String: Int?] = [
        "abs": 1, "ceil": 1, "floor": 1, "round": 1, "trunc": 1, "sqrt": 1, "roundTo": 2, "min": nil, "max": nil,
    ]

    let root: Node
    /// The paths of the tokens it refers to, in order.
    let references: [String]

    /// A number, with a unit when it is a length (`px`, `rem`, `em`).
    struct Quantity: Equatable {
        var value: Double
        var unit: String?
    }

    struct Failure: Error {
        let message: String
    }

    /// Whether a value written as text is arithmetic rather than a plain value or reference.
    static func looksLikeArithmetic(_ text: String) -> Bool {
        let trimmed = Array(text.trimmingCharacters(in: .whitespaces).unicodeScalars)
        guard let first = trimmed.first, !trimmed.starts(with: "rgb".unicodeScalars), !trimmed.starts(with: "hsl".unicodeScalars) else {
            return false
        }
        if first == "-", trimmed.count > 1, trimmed[1] == "{" || trimmed[1] == "(" { return true }
        var depth = 0
        // One look at each character, and at the one after a '-': linear however long the text.
        for (index, character) in trimmed.enumerated() {
            if character == "{" { depth += 1 } else if character == "}" { depth -= 1 }
            guard depth == 0, index > 0 else { continue }
            if "*/+(".unicodeScalars.contains(character) { return true }
            if character == "-", index + 1 < trimmed.count, trimmed[index + 1] == " " { return true }
        }
        return first == "("
    }

    /// Parses `text`.
    init(parsing text: String) throws(Failure) {
        var parser = Parser(characters: Array(text))
        root = try parser.sum()
        parser.skipSpaces()
        guard parser.index == parser.characters.count else { throw Failure(message: "unexpected '\(parser.characters[parser.index])'") }
        references = parser.references
    }

    /// The value, `values` giving the quantity each reference stands for.
    func evaluate(_ values: [String: Quantity]) throws(Failure) -> Quantity {
        try Self.evaluate(root, values)
    }

    private static func evaluate(_ node: Node, _ values: [String: Quantity]) throws(Failure) -> Quantity {
        switch node {
        case .quantity(let quantity): return quantity
        case .reference(let path):
            guard let value = values[path] else { throw Failure(message: "{\(path)} has no value") }
            return value
        case .negated(let inner):
            var value = try evaluate(inner, values)
            value.value = -value.value
            return value
        case .chain(let first, let steps):
            var result = try evaluate(first, values)
            for step in steps { result = try apply(step.operation, result, evaluate(step.operand, values)) }
            return result
        case .function(let name, let arguments):
            var quantities: [Quantity] = []
            for argument in arguments { quantities.append(try evaluate(argument, values)) }
            return try call(name, quantities)
        }
    }

    /// `name` applied as Tokens Studio applies it: `round` halves up (JavaScript's `Math.round`),
    /// `roundTo(x, n)` to n decimals; `min` and `max` compare lengths of one unit (a unitless
    /// number takes the others' unit, as in `+`).
    private static func call(_ name: String, _ arguments: [Quantity]) throws(Failure) -> Quantity {
        let first = arguments[0]
        func rounded(_ value: Double) -> Double { (value + 0.5).rounded(.down) }
        switch name {
        case "abs": return Quantity(value: abs(first.value), unit: first.unit)
        case "ceil": return Quantity(value: first.value.rounded(.up), unit: first.unit)
        case "floor": return Quantity(value: first.value.rounded(.down), unit: first.unit)
        case "round": return Quantity(value: rounded(first.value), unit: first.unit)
        case "trunc": return Quantity(value: first.value.rounded(.towardZero), unit: first.unit)
        case "sqrt":
            guard first.unit == nil else { throw Failure(message: "sqrt() takes a number, not a length") }
            guard first.value >= 0 else { throw Failure(message: "sqrt() of a negative number") }
            return Quantity(value: first.value.squareRoot(), unit: nil)
        case "roundTo":
            let digits = arguments[1]
            guard digits.unit == nil, digits.value == digits.value.rounded(), abs(digits.value) <= 15 else {
                throw Failure(message: "roundTo()'s second argument is a whole number of decimals")
            }
            let scale = pow(10, digits.value)
            return Quantity(value: rounded(first.value * scale) / scale, unit: first.unit)
        default:
            let units = Set(arguments.compactMap(\.unit))
            guard units.count <= 1 else {
                throw Failure(message: "\(name)() compares lengths of one unit, not \(units.sorted().joined(separator: " and "))")
            }
            let values = arguments.map(\.value)
            return Quantity(value: (name == "min" ? values.min() : values.max())!, unit: units.first)
        }
    }

    private static func apply(_ operation: Character, _ a: Quantity, _ b: Quantity) throws(Failure) -> Quantity {
        switch operation {
        case "+", "-":
            // A unitless number takes the other's unit; two units must agree.
            if let left = a.unit, let right = b.unit, left != right { throw Failure(message: "\(left) and \(right) cannot be added") }
            return Quantity(value: operation == "+" ? a.value + b.value : a.value - b.value, unit: a.unit ?? b.unit)
        case "*":
            guard a.unit == nil || b.unit == nil else { throw Failure(message: "two lengths cannot be multiplied") }
            return Quantity(value: a.value * b.value, unit: a.unit ?? b.unit)
        default:
            guard b.value != 0 else { throw Failure(message: "division by zero") }
            if let unit = b.unit {
                guard a.unit == unit else { throw Failure(message: "a length cannot be divided by a length of another unit") }
                return Quantity(value: a.value / b.value, unit: nil)
            }
            return Quantity(value: a.value / b.value, unit: a.unit)
        }
    }

    private struct Parser {
        let characters: [Character]
        var index = 0
        var references: [String] = []
        /// How many brackets, signs and function calls enclose the current position.
        var depth = 0

        mutating func skipSpaces() {
            while index < characters.count, characters[index] == " " { index += 1 }
        }

        mutating func sum() throws(Failure) -> Node {
            try chain(of: "+-") { parser throws(Failure) in try parser.product() }
        }

        mutating func product() throws(Failure) -> Node {
            try chain(of: "*/") { parser throws(Failure) in try parser.factor() }
        }

        /// Operands read by `operand`, joined by any of `operations`, as one chain.
        private mutating func chain(of operations: String, _ operand: (inout Parser) throws(Failure) -> Node) throws(Failure) -> Node {
            let first = try operand(&self)
            var steps: [Step] = []
            while true {
                skipSpaces()
                guard index < characters.count, operations.contains(characters[index]) else { break }
                let operation = characters[index]
                index += 1
                steps.append(Step(operation: operation, operand: try operand(&self)))
            }
            return steps.isEmpty ? first : .chain(first, steps)
        }

        /// Runs `body` one nesting level deeper, refusing to go past `nestingLimit`.
        private mutating func nested(_ body: (inout Parser) throws(Failure) -> Node) throws(Failure) -> Node {
            guard depth < ArithmeticExpression.nestingLimit else {
                throw Failure(message: "brackets, signs and functions nest more than \(ArithmeticExpression.nestingLimit) levels deep")
            }
            depth += 1
            defer { depth -= 1 }
            return try body(&self)
        }

        mutating func factor() throws(Failure) -> Node {
            skipSpaces()
            guard index < characters.count else { throw Failure(message: "the expression ends too soon") }
            switch characters[index] {
            case "(":
                index += 1
                let inner = try nested { parser throws(Failure) in try parser.sum() }
                skipSpaces()
                guard index < characters.count, characters[index] == ")" else { throw Failure(message: "a '(' is not closed") }
                index += 1
                return inner
            case "-":
                index += 1
                return .negated(try nested { parser throws(Failure) in try parser.factor() })
            case "{":
                guard let close = characters[index...].firstIndex(of: "}") else { throw Failure(message: "a '{' is not closed") }
                let path = String(characters[(index + 1)..<close])
                index = close + 1
                references.append(path)
                return .reference(path)
            case let character where character.isLetter:
                return try nested { parser throws(Failure) in try parser.function() }
            default:
                return .quantity(try number())
            }
        }

        /// `name(argument, …)`, a function of `functions`.
        mutating func function() throws(Failure) -> Node {
            let start = index
            while index < characters.count, characters[index].isLetter || characters[index].isNumber { index += 1 }
            let name = String(characters[start..<index])
            guard let arity = ArithmeticExpression.functions[name] else {
                let known = ArithmeticExpression.functions.keys.sorted().joined(separator: ", ")
                throw Failure(message: "'\(name)' is no function Tokens Studio computes (\(known))")
            }
            skipSpaces()
            guard index < characters.count, characters[index] == "(" else { throw Failure(message: "'\(name)' must be followed by '('") }
            index += 1
            var arguments = [try sum()]
            skipSpaces()
            while index < characters.count, characters[index] == "," {
                index += 1
                arguments.append(try sum())
                skipSpaces()
            }
            guard index < characters.count, characters[index] == ")" else { throw Failure(message: "a '(' is not closed") }
            index += 1
            if let arity, arguments.count != arity {
                throw Failure(message: "\(name)() takes \(arity) argument\(arity == 1 ? "" : "s"), not \(arguments.count)")
            }
            return .function(name, arguments)
        }

        mutating func number() throws(Failure) -> Quantity {
            let start = index
            while index < characters.count, characters[index].isNumber || characters[index] == "." { index += 1 }
            guard let value = Double(String(characters[start..<index])) else {
                throw Failure(message: "'\(characters[start])' is neither a number nor a reference")
            }
            let unitStart = index
            while index < characters.count, characters[index].isLetter || characters[index] == "%" { index += 1 }
            let unit = String(characters[unitStart..<index])
            guard unit.isEmpty || ["px", "rem", "em"].contains(unit) else { throw Failure(message: "'\(unit)' is not a unit of length") }
            return Quantity(value: value, unit: unit.isEmpty ? nil : unit)
        }
    }
}
