/// A Tokens Studio token set rewritten as a DTCG token document, positions kept: `value`,
/// `type` and `description` become `$value`, `$type` and `$description`; Tokens Studio's type
/// names become DTCG types; and the values it writes as strings (`"16"` for 16 px, `"#0a84ff"`,
/// `"rgba(0, 0, 0, 0.5)"`, `"Bold"`, `"150%"`, shadows with `x` and `y`) become DTCG values.
/// A value that refers to other tokens (`{spacing.base}`, `{spacing.base} * 2`) stays as
/// written, for the resolver. Nothing here warns: this syntax is the format the team exports.
enum TokensStudioTranslation {
    /// The DTCG type of a Tokens Studio type name, when they differ.
    static let types: [String: String] = [
        "sizing": "dimension", "spacing": "dimension", "borderRadius": "dimension", "borderWidth": "dimension",
        "fontSizes": "dimension", "paragraphSpacing": "dimension", "paragraphIndent": "dimension", "letterSpacing": "dimension",
        "dimension": "dimension", "fontFamilies": "fontFamily", "fontWeights": "fontWeight", "lineHeights": "number",
        "opacity": "number", "boxShadow": "shadow", "textCase": "string", "textDecoration": "string", "text": "string",
        "other": "string", "asset": "string",
    ]

    /// Translates a set's document.
    static func translate(_ node: JSONNode) -> JSONNode {
        guard let object = node.object else { return node }
        return JSONNode(.object(JSONObject(object.members.map(translateMember))), at: node.position)
    }

    private static func translateMember(_ member: JSONMember) -> JSONMember {
        guard let child = member.value.object else { return member }
        let translated = isToken(child) ? token(child, at: member.value.position) : translate(member.value)
        return JSONMember(key: member.key, keyPosition: member.keyPosition, value: translated)
    }

    /// A token: `value` (or `$value`, which Tokens Studio writes when set to the W3C format,
    /// with its own types and values all the same).
    static func isToken(_ object: JSONObject) -> Bool {
        guard let value = object["value"] ?? object["$value"] else { return false }
        return !(value.object?.members.contains { $0.value.object?["value"] != nil || $0.value.object?["$value"] != nil } ?? false)
    }

    private static func token(_ object: JSONObject, at position: JSONPosition) -> JSONNode {
        let studioType = (object["type"] ?? object["$type"])?.string
        let type = studioType.map { types[$0] ?? $0 }
        var members: [JSONMember] = []
        for member in object.members {
            switch member.key {
            case "value", "$value":
                var value = studioType.map { translateValue(member.value, studioType: $0) } ?? member.value
                if let modifier = object["$extensions"]?.object?["studio.tokens"]?.object?["modify"], type == "color" {
                    value = modified(value, by: modifier)
                }
                members.append(JSONMember(key: "$value", keyPosition: member.keyPosition, value: value))
            case "type", "$type":
                let declared = type.flatMap { dtcgType(of: (object["value"] ?? object["$value"])!, studioType: studioType!, mapped: $0) } ?? type
                members.append(
                    JSONMember(key: "$type", keyPosition: member.keyPosition, value: JSONNode(.string(declared ?? ""), at: member.value.position)))
            case "description", "$description":
                members.append(JSONMember(key: "$description", keyPosition: member.keyPosition, value: member.value))
            case "$extensions", "$deprecated":
                members.append(member)
            default:
                // Tokens Studio's own bookkeeping (`id`, `$figmaVariableReferences`…) is kept under
                // its extension rather than dropped.
                continue
            }
        }
        return JSONNode(.object(JSONObject(members)), at: position)
    }

    /// A line height in pixels is a dimension, not the ratio DTCG's typography wants; a color
    /// written as a CSS gradient is a gradient.
    private static func dtcgType(of value: JSONNode, studioType: String, mapped: String) -> String? {
        guard let text = value.string?.trimmingCharacters(in: .whitespaces) else { return nil }
        if mapped == "color" { return CSSGradient.isGradient(text) ? "gradient" : nil }
        guard studioType == "lineHeights" else { return nil }
        return text.hasSuffix("px") || text.hasSuffix("rem") || text.hasSuffix("em") ? "dimension" : nil
    }

    /// A value in the DTCG form of its type, where Tokens Studio writes it otherwise.
    static func translateValue(_ node: JSONNode, studioType: String) -> JSONNode {
        let type = types[studioType] ?? studioType
        if type == "color", let text = node.string, CSSGradient.isGradient(text) { return gradient(text, at: node.position) }
        if let text = node.string, isComputed(text, type: type) {
            return JSONNode(.object(["org.specimen.expression": .string(text)]), at: node.position)
        }
        if let text = node.string, text.contains("{") { return node }
        let translated: JSONValue?
        switch studioType == "letterSpacing" ? studioType : types[studioType] ?? studioType {
        case "letterSpacing": translated = letterSpacing(node)
        case "boolean": translated = node.string.flatMap { ["true": true, "false": false][$0.lowercased()] }.map(JSONValue.bool)
        case "dimension": translated = dimension(node)
        case "color": translated = node.string.flatMap(LegacyColorString.parse).map(\.jsonValue)
        case "fontWeight": translated = fontWeight(node)
        case "number": translated = number(node, lineHeight: studioType == "lineHeights")
        case "shadow": translated = shadow(node)
        case "typography": translated = typography(node)
        case "border": translated = border(node)
        default: translated = nil
        }
        return translated.map { JSONNode($0, at: node.position) } ?? node
    }

    /// Arithmetic (`{space.base} * 2`, `4 * 2`) where a number or length is wanted, or a color
    /// function with references (`rgba({color.brand}, 0.5)`): computed when resolved.
    static func isComputed(_ text: String, type: String) -> Bool {
        switch type {
        case "dimension", "number", "fontWeight": ArithmeticExpression.looksLikeArithmetic(text)
        case "color": text.contains("{") && text.trimmingCharacters(in: .whitespaces).lowercased().hasPrefix("rgb")
        default: false
        }
    }

    /// A color value wrapped with the modifier Tokens Studio applies to it; the mix color in
    /// DTCG form too.
    static func modified(_ value: JSONNode, by modifier: JSONNode) -> JSONNode {
        var modifier = modifier
        if var object = modifier.object, let color = object["color"] {
            object.members = object.members.map { member in
                member.key == "color"
                    ? JSONMember(key: "color", keyPosition: member.keyPosition, value: translateValue(color, studioType: "color")) : member
            }
            modifier = JSONNode(.object(object), at: modifier.position)
        }
        let members = [
            JSONMember(key: "org.specimen.modify", keyPosition: modifier.position, value: modifier),
            JSONMember(key: "org.specimen.color", keyPosition: value.position, value: value),
        ]
        return JSONNode(.object(JSONObject(members)), at: value.position)
    }

    /// `16`, `"16"` (pixels), `"16px"`, `"1.5rem"`.
    static func dimension(_ node: JSONNode) -> JSONValue? {
        if case .number(let value, let literal) = node.value {
            return .object(["value": .number(value, literal: literal), "unit": .string("px")])
        }
        guard let text = node.string?.trimmingCharacters(in: .whitespaces), !text.isEmpty else { return nil }
        for unit in ["px", "rem"] where text.hasSuffix(unit) {
            guard let value = Double(text.dropLast(unit.count).trimmingCharacters(in: .whitespaces)) else { return nil }
            return .object(["value": .number(value), "unit": .string(unit)])
        }
        guard let value = Double(text) else { return nil }
        return .object(["value": .number(value), "unit": .string("px")])
    }

    /// `"Bold"`, `"Semi Bold"`, `"700"`, `"Bold Italic"` (the style is not the weight's).
    static func fontWeight(_ node: JSONNode) -> JSONValue? {
        if case .number = node.value { return nil }
        guard let text = node.string else { return nil }
        if let number = Double(text.trimmingCharacters(in: .whitespaces)) { return .number(number) }
        let name = text.lowercased().replacingEvery("italic", with: "").filter { $0.isLetter }
        return weights[name].map { .number(Double($0)) }
    }

    static let weights: [String: Int] = [
        "thin": 100, "hairline": 100, "extralight": 200, "ultralight": 200, "light": 300, "regular": 400, "normal": 400, "book": 400,
        "": 400, "medium": 500, "semibold": 600, "demibold": 600, "bold": 700, "extrabold": 800, "ultrabold": 800, "black": 900, "heavy": 900,
    ]

    /// `0.5`, `"0.5"`, `"50%"`; a line height of `"150%"` is the ratio 1.5.
    static func number(_ node: JSONNode, lineHeight: Bool) -> JSONValue? {
        guard let text = node.string?.trimmingCharacters(in: .whitespaces) else { return nil }
        if text.hasSuffix("%"), let percent = Double(text.dropLast()) { return .number(percent / 100) }
        if lineHeight, text.lowercased() == "auto" { return .number(1.2) }
        return Double(text).map { .number($0) }
    }

    /// A gradient written in CSS, its stops' colors translated as colors are (references, hex,
    /// `rgba({ref}, 0.5)`); one that cannot be read carries the reason, reported where it is.
    private static func gradient(_ text: String, at position: JSONPosition) -> JSONNode {
        let written: JSONValue
        switch CSSGradient.parse(text) {
        case .failure(let error):
            written = .object(["error": .string(error.message)])
        case .success(let gradient):
            let stops = gradient.stops.map { stop in
                let color = translateValue(JSONNode(.string(stop.color), at: position), studioType: "color")
                let members = [
                    JSONMember(key: "color", keyPosition: position, value: color),
                    JSONMember(key: "position", keyPosition: position, value: JSONNode(.number(stop.position), at: position)),
                ]
                return JSONNode(.object(JSONObject(members)), at: position)
            }
            var members: [JSONMember] = [
                JSONMember(key: "function", keyPosition: position, value: JSONNode(.string(gradient.function), at: position)),
                JSONMember(key: "stops", keyPosition: position, value: JSONNode(.array(stops), at: position)),
            ]
            if let prelude = gradient.prelude {
                members.append(JSONMember(key: "prelude", keyPosition: position, value: JSONNode(.string(prelude), at: position)))
            }
            written = .object(JSONObject(members))
        }
        return JSONNode(
            .object(JSONObject([JSONMember(key: CSSGradient.marker, keyPosition: position, value: JSONNode(written, at: position))])), at: position)
    }

    /// `{x, y, blur, spread, color, type}`, or a list of them; `innerShadow` is inset.
    static func shadow(_ node: JSONNode) -> JSONValue? {
        if let layers = node.array {
            let translated = layers.map { layer in shadow(layer).map { JSONNode($0, at: layer.position) } ?? layer }
            return .array(translated)
        }
        guard var object = node.object, object["x"] != nil || object["y"] != nil else { return nil }
        let inset = object["type"]?.string == "innerShadow"
        object.members.removeAll { $0.key == "type" }
        let names = ["x": "offsetX", "y": "offsetY"]
        var layer = rewritten(object) { key, value in
            if key == "color" { return (key, translateValue(value, studioType: "color").value) }
            return (names[key] ?? key, value.string?.contains("{") == true ? value.value : dimension(value) ?? value.value)
        }
        if inset, case .object(var members) = layer {
            members.members.append(JSONMember(key: "inset", keyPosition: node.position, value: JSONNode(.bool(true), at: node.position)))
            layer = .object(members)
        }
        return layer
    }

    /// Typography members in their DTCG forms; Tokens Studio's `textCase` and `textDecoration`
    /// are kept as the CSS members they are.
    static func typography(_ node: JSONNode) -> JSONValue? {
        guard let object = node.object else { return nil }
        return rewritten(object) { key, value in
            switch key {
            case "fontSize", "paragraphSpacing", "paragraphIndent": (key, translateValue(value, studioType: "fontSizes").value)
            case "letterSpacing": (key, letterSpacing(value) ?? value.value)
            case "fontWeight": (key, translateValue(value, studioType: "fontWeights").value)
            // Figma's `auto` line height is the font's own, CSS's `normal`.
            case "lineHeight" where value.string?.trimmingCharacters(in: .whitespaces).lowercased() == "auto": (key, .string("normal"))
            case "lineHeight": (key, translateValue(value, studioType: "lineHeights").value)
            case "textCase": ("textTransform", value.value)
            default: (key, value.value)
            }
        }
    }

    /// An object whose members are rewritten one by one, each keeping where it was written.
    private static func rewritten(_ object: JSONObject, _ rewrite: (String, JSONNode) -> (String, JSONValue)) -> JSONValue {
        .object(
            JSONObject(
                object.members.map { member in
                    let (key, value) = rewrite(member.key, member.value)
                    return JSONMember(key: key, keyPosition: member.keyPosition, value: JSONNode(value, at: member.value.position))
                }))
    }

    /// Letter spacing as a percentage of the font size is that many hundredths of an em.
    private static func letterSpacing(_ node: JSONNode) -> JSONValue? {
        guard let text = node.string?.trimmingCharacters(in: .whitespaces), !text.contains("{") else { return dimension(node) }
        if text.hasSuffix("%"), let percent = Double(text.dropLast()) {
            return .object(["value": .number(percent / 100), "unit": .string(percent == 0 ? "px" : "em")])
        }
        if text.hasSuffix("em"), !text.hasSuffix("rem"), let value = Double(text.dropLast(2)) {
            return .object(["value": .number(value), "unit": .string("em")])
        }
        return dimension(node)
    }

    /// `{color, width, style}` with the width a dimension.
    static func border(_ node: JSONNode) -> JSONValue? {
        guard let object = node.object else { return nil }
        return rewritten(object) { key, value in
            switch key {
            case "width": (key, translateValue(value, studioType: "borderWidth").value)
            case "color": (key, translateValue(value, studioType: "color").value)
            default: (key, value.value)
            }
        }
    }
}
