import SpecimenDiagnostics

/// Decoders for the composite types; every sub-value may be a reference of the right type.
extension TokenEvaluator {
    mutating func decodeBorder(_ node: JSONNode, file: String) -> Border? {
        guard let object = compositeObject(node, .border, file: file) else { return nil }
        checkMembers(object, allowed: ["color", "width", "style"], of: .border, file: file)
        let color = field("color", of: object, at: node, as: .color, owner: .border, file: file)
        let width = field("width", of: object, at: node, as: .dimension, owner: .border, file: file)
        let style = field("style", of: object, at: node, as: .strokeStyle, owner: .border, file: file)
        guard case .color(let c)? = color, case .dimension(let w)? = width, case .strokeStyle(let s)? = style else { return nil }
        return Border(color: c, width: w, style: s)
    }

    mutating func decodeTransition(_ node: JSONNode, file: String) -> Transition? {
        guard let object = compositeObject(node, .transition, file: file) else { return nil }
        checkMembers(object, allowed: ["duration", "delay", "timingFunction"], of: .transition, file: file)
        let duration = field("duration", of: object, at: node, as: .duration, owner: .transition, file: file)
        let delay = field("delay", of: object, at: node, as: .duration, owner: .transition, file: file)
        let timing = field("timingFunction", of: object, at: node, as: .cubicBezier, owner: .transition, file: file)
        guard case .duration(let d)? = duration, case .duration(let l)? = delay, case .cubicBezier(let t)? = timing else { return nil }
        return Transition(duration: d, delay: l, timingFunction: t)
    }

    mutating func decodeShadow(_ node: JSONNode, file: String) -> [ShadowLayer]? {
        guard let items = node.array else {
            return decodeShadowLayer(node, file: file).map { [$0] }
        }
        guard !items.isEmpty else {
            invalid(node, file, "a shadow array needs at least one layer")
            return nil
        }
        var layers: [ShadowLayer] = []
        for item in items {
            if TokenReference(item) != nil {
                // A referenced shadow must be a single layer: arrays are not flattened into arrays.
                guard case .shadow(let referenced)? = decode(item, as: .shadow, file: file) else { return nil }
                guard referenced.count == 1 else {
                    invalid(
                        item, file,
                        "this layer references a shadow of \(referenced.count) layers; a layer of a shadow array must be a single shadow (arrays are not flattened)"
                    )
                    return nil
                }
                layers += referenced
            } else {
                guard let layer = decodeShadowLayer(item, file: file) else { return nil }
                layers.append(layer)
            }
        }
        return layers
    }

    private mutating func decodeShadowLayer(_ node: JSONNode, file: String) -> ShadowLayer? {
        guard var object = compositeObject(node, .shadow, file: file) else { return nil }
        if object["offsetX"] == nil, object["x"] != nil || object["y"] != nil {
            object = legacyShadow(object, node: node, file: file)
        }
        checkMembers(object, allowed: ["color", "offsetX", "offsetY", "blur", "spread", "inset"], of: .shadow, file: file)
        let color = field("color", of: object, at: node, as: .color, owner: .shadow, file: file)
        let offsetX = field("offsetX", of: object, at: node, as: .dimension, owner: .shadow, file: file)
        let offsetY = field("offsetY", of: object, at: node, as: .dimension, owner: .shadow, file: file)
        let blur = field("blur", of: object, at: node, as: .dimension, owner: .shadow, file: file)
        let spread = field("spread", of: object, at: node, as: .dimension, owner: .shadow, file: file)
        var inset = false
        if let insetNode = object["inset"] {
            guard let flag = insetNode.bool else {
                invalid(insetNode, file, "'inset' must be true or false")
                return nil
            }
            inset = flag
        }
        guard case .color(let c)? = color, case .dimension(let x)? = offsetX, case .dimension(let y)? = offsetY,
            case .dimension(let b)? = blur, case .dimension(let s)? = spread
        else { return nil }
        return ShadowLayer(color: c, offsetX: x, offsetY: y, blur: b, spread: s, inset: inset)
    }

    /// Tokens Studio writes shadows as {x, y, blur, spread, color, type: dropShadow | innerShadow}.
    private mutating func legacyShadow(_ object: JSONObject, node: JSONNode, file: String) -> JSONObject {
        legacy(node, file, "shadow uses 'x'/'y'/'type' (Tokens Studio); write 'offsetX', 'offsetY' and 'inset'")
        var members: [JSONMember] = []
        for member in object.members {
            switch member.key {
            case "x": members.append(JSONMember(key: "offsetX", keyPosition: member.keyPosition, value: member.value))
            case "y": members.append(JSONMember(key: "offsetY", keyPosition: member.keyPosition, value: member.value))
            case "type":
                members.append(
                    JSONMember(
                        key: "inset", keyPosition: member.keyPosition,
                        value: JSONNode(.bool(member.value.string == "innerShadow"), at: member.value.position)))
            default: members.append(member)
            }
        }
        if !members.contains(where: { $0.key == "spread" }) {
            members.append(
                JSONMember(
                    key: "spread", keyPosition: node.position,
                    value: JSONNode(
                        .object(
                            JSONObject([
                                JSONMember(key: "value", keyPosition: node.position, value: JSONNode(.number(0, literal: "0"), at: node.position)),
                                JSONMember(key: "unit", keyPosition: node.position, value: JSONNode(.string("px"), at: node.position)),
                            ])), at: node.position)))
        }
        return JSONObject(members)
    }

    mutating func decodeGradient(_ node: JSONNode, file: String) -> [GradientStop]? {
        guard let items = node.array, !items.isEmpty else {
            invalid(node, file, "a gradient must be a non-empty array of {\"color\", \"position\"} stops")
            return nil
        }
        var stops: [GradientStop] = []
        for item in items {
            if TokenReference(item) != nil {
                // A stop may reference a one-stop gradient; longer arrays are not flattened.
                guard case .gradient(let referenced)? = decode(item, as: .gradient, file: file) else { return nil }
                guard referenced.count == 1 else {
                    invalid(
                        item, file,
                        "this stop references a gradient of \(referenced.count) stops; a stop must reference a single-stop gradient (arrays are not flattened)"
                    )
                    return nil
                }
                stops += referenced
                continue
            }
            guard let object = compositeObject(item, .gradient, file: file) else { return nil }
            checkMembers(object, allowed: ["color", "position"], of: .gradient, file: file)
            let color = field("color", of: object, at: item, as: .color, owner: .gradient, file: file)
            guard let positionNode = object["position"] else {
                invalid(item, file, "a gradient stop needs 'position' (a number from 0 to 1)")
                return nil
            }
            guard let position = numberField(positionNode, file: file, what: "a gradient stop's 'position'"),
                case .color(let c)? = color
            else { return nil }
            // The spec clamps positions outside 0…1 rather than rejecting them.
            stops.append(GradientStop(color: c, position: min(1, max(0, position))))
        }
        return stops
    }

    mutating func decodeTypography(_ node: JSONNode, file: String) -> Typography? {
        guard let object = compositeObject(node, .typography, file: file) else { return nil }
        checkMembers(object, allowed: Typography.standardMembers, kept: Typography.cssMemberNames, of: .typography, file: file)
        let family = field("fontFamily", of: object, at: node, as: .fontFamily, owner: .typography, file: file)
        let size = field("fontSize", of: object, at: node, as: .dimension, owner: .typography, file: file)
        let weight = field("fontWeight", of: object, at: node, as: .fontWeight, owner: .typography, file: file)
        let missing = ["letterSpacing", "lineHeight"].filter { object[$0] == nil }
        if !missing.isEmpty {
            diagnostics.append(
                .warning(
                    "token-typography-incomplete",
                    "a typography value should have \(missing.map { "'\($0)'" }.joined(separator: " and ")); CSS uses 'normal' for \(missing.count == 1 ? "it" : "them")",
                    at: location(node.position, file)))
        }
        var spacing: DimensionValue?
        if let spacingNode = object["letterSpacing"] {
            guard case .dimension(let value)? = decode(spacingNode, as: .dimension, file: file) else { return nil }
            spacing = value
        }
        var lineHeight: Double?
        if let lineHeightNode = object["lineHeight"] {
            if case .dimension(let fontSize)? = size, let legacyHeight = legacyLineHeight(lineHeightNode, fontSize: fontSize, file: file) {
                lineHeight = legacyHeight
            } else {
                guard let number = numberField(lineHeightNode, file: file, what: "'lineHeight'") else { return nil }
                lineHeight = number
            }
        }
        guard case .fontFamily(let f)? = family, case .dimension(let s)? = size, case .fontWeight(let w)? = weight else { return nil }
        var style = Typography(fontFamily: f, fontSize: s, fontWeight: w, letterSpacing: spacing, lineHeight: lineHeight)
        guard readCSSMembers(object, into: &style, file: file) else { return nil }
        return style
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
                    "'\(text)' is not a CSS \(Self.cssPropertyName(member.key)) value\(Suggestion.phrase(for: text, in: keywords.sorted()))")
                return false
            }
            if words.isEmpty || text.contains(where: { $0 == ";" || $0 == "{" || $0 == "}" || $0.isNewline }) {
                invalid(member.value, file, "'\(text)' is not a CSS \(Self.cssPropertyName(member.key)) value")
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

    /// Older files give line heights as "150%", "1.5" or a length such as "24px"; the spec wants a
    /// number relative to the font size. Lengths convert when both are in the same unit.
    private mutating func legacyLineHeight(_ node: JSONNode, fontSize: DimensionValue, file: String) -> Double? {
        var length: DimensionValue?
        if let text = node.string {
            if text.hasSuffix("%"), let percent = Double(String(text.dropLast()).trimmingWhitespace()) {
                legacy(node, file, "lineHeight '\(text)' is a percentage string; write the number \(Self.format(percent / 100))")
                return percent / 100
            }
            if let number = Double(text.trimmingWhitespace()) {
                legacy(node, file, "lineHeight '\(text)' is a string; write the number \(Self.format(number))")
                return number
            }
            if let (value, unit) = Self.splitNumberAndUnit(text), !unit.isEmpty { length = DimensionValue(value: value, unit: unit) }
        } else if let object = node.object, let value = object["value"]?.number, let unit = object["unit"]?.string {
            length = DimensionValue(value: value, unit: unit)
        }
        guard let length else { return nil }
        guard length.unit == fontSize.unit, fontSize.value != 0 else {
            invalid(
                node, file,
                "lineHeight must be a number relative to the font size; \(length.css) cannot be compared with a font size of \(fontSize.css)")
            return nil
        }
        let ratio = (length.value / fontSize.value * 10000).rounded() / 10000
        legacy(node, file, "lineHeight \(length.css) is a length; write the ratio to the font size, \(Self.format(ratio))")
        return ratio
    }

    private mutating func compositeObject(_ node: JSONNode, _ type: TokenType, file: String) -> JSONObject? {
        guard let object = node.object else {
            invalid(node, file, "a \(type.rawValue) value must be an object, not \(node.value.kindWithArticle)")
            return nil
        }
        return object
    }
}
