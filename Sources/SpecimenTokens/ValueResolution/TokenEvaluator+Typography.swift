import SpecimenDiagnostics

/// Typography values, keeping what the author wrote: a line height as a number, a length, a
/// percentage or `normal`; CSS members beyond the format; and members design tools add
/// (`paragraphSpacing`), which reach tokens.json.
extension TokenEvaluator {
    mutating func decodeTypography(_ node: JSONNode, file: String) -> Typography? {
        guard let object = compositeObject(node, .typography, file: file) else { return nil }
        checkMembers(
            object, allowed: Typography.standardMembers, kept: Typography.cssMemberNames + Typography.toolMemberNames, of: .typography, file: file)
        let family = field("fontFamily", of: object, at: node, as: .fontFamily, owner: .typography, file: file)
        let size = field("fontSize", of: object, at: node, as: .dimension, owner: .typography, file: file)
        let weight = field("fontWeight", of: object, at: node, as: .fontWeight, owner: .typography, file: file)
        warnIfIncomplete(object, at: node, file: file)
        var spacing: DimensionValue?
        if let spacingNode = object["letterSpacing"], !Self.isNormal(spacingNode) {
            guard case .dimension(let value)? = decode(spacingNode, as: .dimension, file: file) else { return nil }
            spacing = value
        }
        var lineHeight: LineHeight?
        if let lineHeightNode = object["lineHeight"] {
            var fontSize: DimensionValue?
            if case .dimension(let value)? = size { fontSize = value }
            guard let value = decodeLineHeight(lineHeightNode, fontSize: fontSize, file: file) else { return nil }
            lineHeight = value
        }
        guard case .fontFamily(let f)? = family, case .dimension(let s)? = size, case .fontWeight(let w)? = weight else { return nil }
        var style = Typography(fontFamily: f, fontSize: s, fontWeight: w, letterSpacing: spacing, lineHeight: lineHeight)
        guard readCSSMembers(object, into: &style, file: file), readOtherMembers(object, into: &style, file: file) else { return nil }
        return style
    }

    private mutating func warnIfIncomplete(_ object: JSONObject, at node: JSONNode, file: String) {
        let missing = ["letterSpacing", "lineHeight"].filter { object[$0] == nil }
        guard !missing.isEmpty else { return }
        diagnostics.append(
            .warning(
                "token-typography-incomplete",
                "a typography value should have \(missing.map { "'\($0)'" }.joined(separator: " and ")); CSS uses 'normal' for \(missing.count == 1 ? "it" : "them")",
                at: location(node.position, file)))
    }

    private static func isNormal(_ node: JSONNode) -> Bool {
        node.string?.trimmingWhitespace().lowercased() == "normal"
    }

    /// A line height as written: a number (the format's form, a multiple of the font size), a
    /// dimension, `normal`, or a reference to a number, dimension or string token. Strings in
    /// older files (`"1.5"`, `"150%"`, `"24px"`) are read with a legacy warning.
    mutating func decodeLineHeight(_ node: JSONNode, fontSize: DimensionValue?, file: String) -> LineHeight? {
        if let reference = TokenReference(node) {
            guard let target = follow(reference, at: node, file: file) else { return nil }
            switch target {
            case .fragment(let fragment, _):
                return decodeLineHeight(fragment, fontSize: fontSize, file: file)
            case .token(let token):
                switch token.value {
                case .number(let number): return .multiple(number)
                case .dimension(let length): return .length(length)
                case .string(let text) where Self.lineHeight(text) != nil: return Self.lineHeight(text)
                default:
                    diagnostics.append(
                        .error(
                            "token-type-mismatch",
                            "\(reference.written) is \(token.typeName), but a line height is a number (a multiple of the font size) or a dimension",
                            at: location(node.position, file)))
                    return nil
                }
            }
        }
        if let number = node.number { return .multiple(number) }
        if let text = node.string { return lineHeight(written: text, at: node, file: file) }
        if node.object != nil {
            guard let length = decodeDimension(node, file: file) else { return nil }
            noteLengthLineHeight(length, fontSize: fontSize, at: node, file: file)
            return .length(length)
        }
        invalid(node, file, "lineHeight must be a number (a multiple of the font size), a dimension or 'normal', not \(node.value.kindWithArticle)")
        return nil
    }

    private mutating func lineHeight(written text: String, at node: JSONNode, file: String) -> LineHeight? {
        guard let value = Self.lineHeight(text) else {
            invalid(
                node, file,
                "lineHeight \(QuotedText.quoted(text)) is not a line height; write a number (a multiple of the font size, e.g. 1.5), a dimension such as {\"value\": 24, \"unit\": \"px\"}, or 'normal'"
            )
            return nil
        }
        switch value {
        case .normal: break
        case .multiple(let number): legacy(node, file, "lineHeight \(QuotedText.quoted(text)) is a string; write the number \(Self.format(number))")
        case .percentage(let percent):
            legacy(node, file, "lineHeight \(QuotedText.quoted(text)) is a percentage string; write the number \(Self.format(percent / 100))")
        case .length(let length):
            legacy(
                node, file,
                "lineHeight \(QuotedText.quoted(text)) is a length written as a string; write {\"value\": \(Self.format(length.value)), \"unit\": \"\(length.unit)\"}"
            )
        }
        return value
    }

    /// `1.5`, `150%`, `24px`, `normal` as text; nil for anything else.
    static func lineHeight(_ text: String) -> LineHeight? {
        let text = text.trimmingWhitespace()
        if text.lowercased() == "normal" { return .normal }
        if text.hasSuffix("%"), let percent = Double(String(text.dropLast()).trimmingWhitespace()), percent.isFinite { return .percentage(percent) }
        if let number = Double(text), number.isFinite { return .multiple(number) }
        guard let (value, unit) = splitNumberAndUnit(text), !unit.isEmpty, unit.allSatisfy(\.isLetter) else { return nil }
        return .length(DimensionValue(value: value, unit: unit))
    }

    /// The format gives a line height as a multiple of the font size; a length is kept as CSS takes
    /// it, and the note says what the format would write.
    private mutating func noteLengthLineHeight(_ length: DimensionValue, fontSize: DimensionValue?, at node: JSONNode, file: String) {
        let multiple = fontSize.flatMap { LineHeight.length(length).multiple(of: $0) }
        let hint = multiple.map { "; the format writes it as a multiple of the font size, \(Self.format(($0 * 10000).rounded() / 10000))" } ?? ""
        diagnostics.append(
            .note(
                "token-line-height-length",
                "lineHeight \(length.css) is a length, kept as written\(hint)",
                at: location(node.position, file)))
    }

    /// `fontStyle`, `fontVariant`, `textDecoration` and `textTransform`: beyond the format, but
    /// CSS has them and design tools export them; kept with a warning. Each may alias a string token.
    private mutating func readCSSMembers(_ object: JSONObject, into style: inout Typography, file: String) -> Bool {
        for member in object.members where Typography.cssMemberNames.contains(member.key) {
            diagnostics.append(
                .warning(
                    "token-value-css-member",
                    "'\(member.key)' is not part of a DTCG typography value; it is kept and reaches tokens.css as CSS '\(Self.cssPropertyName(member.key))'",
                    at: location(member.keyPosition, file)))
            guard case .string(let text)? = decode(member.value, as: .string, file: file) else { return false }
            let words = text.split(separator: " ").map(String.init)
            if let keywords = Self.cssKeywords[member.key],
                words.isEmpty || !words.allSatisfy({ keywords.contains($0) || (member.key == "fontStyle" && $0.hasSuffix("deg")) })
            {
                invalid(
                    member.value, file,
                    "\(QuotedText.quoted(text)) is not a CSS \(Self.cssPropertyName(member.key)) value\(Suggestion.phrase(for: text, in: keywords.sorted()))"
                )
                return false
            }
            if words.isEmpty || text.contains(where: { $0 == ";" || $0 == "{" || $0 == "}" || $0.isNewline }) {
                invalid(member.value, file, "\(QuotedText.quoted(text)) is not a CSS \(Self.cssPropertyName(member.key)) value")
                return false
            }
            switch member.key {
            case "fontStyle": style.fontStyle = text
            case "fontVariant": style.fontVariant = text
            case "textDecoration": style.textDecoration = text
            default: style.textTransform = text
            }
        }
        return true
    }

    /// `paragraphSpacing` and `paragraphIndent`, which Figma and Tokens Studio write: no CSS
    /// property takes them, so they reach tokens.json only, as a dimension or the text written.
    private mutating func readOtherMembers(_ object: JSONObject, into style: inout Typography, file: String) -> Bool {
        for member in object.members where Typography.toolMemberNames.contains(member.key) {
            guard let value = toolMember(member.value, file: file) else { return false }
            style.otherMembers.append(TypographyMember(name: member.key, value: value))
        }
        return true
    }

    /// A referenced token's value whatever its type; a length; or text that is none.
    private mutating func toolMember(_ node: JSONNode, file: String) -> TokenValue? {
        if let reference = TokenReference(node) {
            switch follow(reference, at: node, file: file) {
            case nil: return nil
            case .token(let token)?: return token.value
            case .fragment(let fragment, _)?: return toolMember(fragment, file: file)
            }
        }
        if let text = node.string, Self.splitNumberAndUnit(text) == nil { return .string(text) }
        return decode(node, as: .dimension, file: file)
    }

    /// Keywords of the CSS members whose values are a closed set; `fontVariant` and
    /// `textDecoration` take freer combinations and are passed on as written.
    static let cssKeywords: [String: Set<String>] = [
        "fontStyle": ["normal", "italic", "oblique"],
        "textTransform": ["none", "capitalize", "uppercase", "lowercase", "full-width", "full-size-kana"],
    ]

    static func cssPropertyName(_ member: String) -> String {
        member.reduce(into: "") { name, character in
            name += character.isUppercase ? "-" + character.lowercased() : String(character)
        }
    }
}
