import SpecimenDiagnostics

/// Values a Tokens Studio export computes from other tokens: arithmetic (`{space.base} * 2`),
/// `rgba({color.brand}, 0.5)`, and `studio.tokens` color modifiers (lighten, darken, mix, alpha
/// in a stated color space). The export's translation wraps them (see `TokensStudioTranslation`),
/// so that a DTCG file's strings never pass for them.
extension TokenEvaluator {
    static let expressionKey = "org.specimen.expression"
    static let modifyKey = "org.specimen.modify"
    static let modifiedKey = "org.specimen.color"

    /// The value of a computed `node` of `type`; nil when `node` is not one (`.some(nil)` when it
    /// is one that cannot be computed, with a diagnostic).
    mutating func decodeComputed(_ node: JSONNode, as type: TokenType, file: String) -> TokenValue?? {
        guard let object = node.object else { return nil }
        if let expression = object[Self.expressionKey]?.string {
            return .some(type == .color ? colorFunction(expression, at: node, file: file) : arithmetic(expression, as: type, at: node, file: file))
        }
        if let modifier = object[Self.modifyKey], let base = object[Self.modifiedKey] {
            guard type == .color, case .color(let color)? = decode(base, as: .color, file: file) else { return .some(nil) }
            return .some(modified(color, by: modifier, file: file).map(TokenValue.color))
        }
        return nil
    }

    /// Arithmetic on numbers and lengths; a length without a unit is in pixels.
    private mutating func arithmetic(_ text: String, as type: TokenType, at node: JSONNode, file: String) -> TokenValue? {
        do throws(ArithmeticExpression.Failure) {
            let expression = try ArithmeticExpression(parsing: text)
            var values: [String: ArithmeticExpression.Quantity] = [:]
            for path in expression.references where values[path] == nil {
                guard let quantity = quantity(at: path, node: node, file: file) else { return nil }
                values[path] = quantity
            }
            var result = try expression.evaluate(values)
            result.value = Self.roundedAsTokensStudio(result.value)
            switch type {
            case .dimension: return .dimension(DimensionValue(value: result.value, unit: result.unit ?? "px"))
            case .number:
                // Tokens Studio's sizes without a unit are read as pixels; a number computed from
                // them (`{size.step} / {size.base} * {size.font}`) is the number it computes.
                guard result.unit == nil || result.unit == "px" else {
                    throw ArithmeticExpression.Failure(message: "the result is a length in \(result.unit!), and a number is needed")
                }
                return .number(result.value)
            case .fontWeight: return .fontWeight(.numeric(result.value))
            default: throw ArithmeticExpression.Failure(message: "arithmetic gives numbers and lengths, and a \(type.rawValue) is needed")
            }
        } catch {
            invalid(node, file, "\(QuotedText.quoted(text)) cannot be computed: \(error.message)")
            return nil
        }
    }

    /// Tokens Studio rounds what it computes to three decimals, and a token computed from
    /// another computes from that rounded value: Designsystemet's `{_size.step} / {_size.base} *
    /// {_size.mode-font-size}` is 4.667 for 4 / 18 × 21, and `floor({_size.unit} * 3)` 14 rather
    /// than the 13 that floor(13.999999999999998) would give.
    static func roundedAsTokensStudio(_ value: Double) -> Double {
        guard value.isFinite else { return value }
        let rounded = (value * 1000).rounded() / 1000
        return rounded == 0 ? 0 : rounded
    }

    /// The number or length a reference inside arithmetic stands for.
    private mutating func quantity(at path: String, node: JSONNode, file: String) -> ArithmeticExpression.Quantity? {
        guard case .token(let token)? = follow(.alias(path), at: node, file: file) else { return nil }
        switch token.value {
        case .dimension(let dimension): return ArithmeticExpression.Quantity(value: dimension.value, unit: dimension.unit)
        case .number(let number): return ArithmeticExpression.Quantity(value: number, unit: nil)
        case .fontWeight(.numeric(let weight)): return ArithmeticExpression.Quantity(value: weight, unit: nil)
        default:
            invalid(node, file, "{\(path)} is \(token.typeName), which arithmetic cannot use")
            return nil
        }
    }

    /// `rgba({color.brand}, 0.5)`: the color with that alpha; `rgb()`/`rgba()` with references
    /// for channels.
    private mutating func colorFunction(_ text: String, at node: JSONNode, file: String) -> TokenValue? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard let open = trimmed.firstIndex(of: "("), trimmed.hasSuffix(")"), ["rgb", "rgba"].contains(trimmed[..<open].lowercased()) else {
            invalid(node, file, "\(QuotedText.quoted(text)) is not a color")
            return nil
        }
        let parts = trimmed[trimmed.index(after: open)..<trimmed.index(before: trimmed.endIndex)].split(separator: ",").map {
            $0.trimmingCharacters(in: .whitespaces)
        }
        if parts.count == 2, let reference = TokenReference(JSONNode(.string(parts[0]), at: node.position)) {
            guard case .token(let token)? = follow(reference, at: node, file: file), case .color(var color) = token.value else {
                invalid(node, file, "'\(parts[0])' in \(QuotedText.quoted(text)) is not a color")
                return nil
            }
            guard let alpha = number(parts[1], at: node, file: file) else { return nil }
            color.alpha = min(1, max(0, alpha))
            return .color(color)
        }
        guard parts.count == 3 || parts.count == 4 else {
            invalid(node, file, "\(QuotedText.quoted(text)) is not a color: rgba() takes a color and an alpha, or three channels and an alpha")
            return nil
        }
        var channels: [Double] = []
        for part in parts.prefix(3) {
            guard let value = number(part, at: node, file: file) else { return nil }
            channels.append(min(255, max(0, value)) / 255)
        }
        let alpha = parts.count == 4 ? number(parts[3], at: node, file: file) : 1
        guard let alpha else { return nil }
        return .color(ColorValue(colorSpace: .srgb, components: channels, alpha: min(1, max(0, alpha))))
    }

    /// A number written in a color function, or a reference to a number token.
    private mutating func number(_ text: String, at node: JSONNode, file: String) -> Double? {
        if let value = Double(text) { return value }
        if text.hasSuffix("%"), let percent = Double(text.dropLast()) { return percent / 100 }
        guard let reference = TokenReference(JSONNode(.string(text), at: node.position)),
            case .token(let token)? = follow(reference, at: node, file: file), case .number(let value) = token.value
        else {
            invalid(node, file, "\(QuotedText.quoted(text)) is not a number")
            return nil
        }
        return value
    }
}

extension TokenEvaluator {
    /// `color` with a Tokens Studio modifier applied (`{type, value, space, color}`).
    mutating func modified(_ color: ColorValue, by node: JSONNode, file: String) -> ColorValue? {
        guard let object = node.object, let kindName = object["type"]?.string, let kind = StudioColorModifier.Kind(rawValue: kindName) else {
            invalid(node, file, "a color modifier's 'type' is lighten, darken, mix or alpha")
            return nil
        }
        guard let amountNode = object["value"] else {
            invalid(node, file, "a color modifier needs a 'value', the amount from 0 to 1")
            return nil
        }
        let amount: Double
        if let number = amountNode.number {
            amount = number
        } else if let text = amountNode.string, let number = Double(text) {
            amount = number
        } else if case .number(let number)? = decode(amountNode, as: .number, file: file) {
            amount = number
        } else {
            return nil
        }
        let spaceName = object["space"]?.string ?? "lch"
        guard let space = StudioColorModifier.spaces[spaceName] else {
            invalid(node, file, "'\(spaceName)' is not a color space a modifier works in: lch, srgb, p3 or hsl")
            return nil
        }
        var mixColor: ColorValue?
        if kind == .mix {
            guard let other = object["color"], case .color(let color)? = decode(other, as: .color, file: file) else {
                if object["color"] == nil { invalid(node, file, "a 'mix' modifier needs the 'color' to mix in") }
                return nil
            }
            mixColor = color
        }
        return StudioColorModifier(kind: kind, amount: amount, space: space, mixColor: mixColor).apply(to: color)
    }
}
