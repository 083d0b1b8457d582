/// The DTCG JSON form of resolved values: what exports print and what `$ref` pointers navigate.
extension TokenValue {
    public var jsonValue: JSONValue {
        switch self {
        case .color(let color): color.jsonValue
        case .dimension(let dimension): dimension.jsonValue
        case .fontFamily(let names): names.count == 1 ? .string(names[0]) : .array(names.map { jsonNode(.string($0)) })
        case .fontWeight(.numeric(let weight)): jsonNumber(weight)
        case .fontWeight(.keyword(let name)): .string(name)
        case .duration(let duration): jsonObject(["value": jsonNumber(duration.value), "unit": .string(duration.unit)])
        case .cubicBezier(let curve): .array([curve.x1, curve.y1, curve.x2, curve.y2].map { jsonNode(jsonNumber($0)) })
        case .number(let value): jsonNumber(value)
        case .strokeStyle(let style): style.jsonValue
        case .border(let border):
            jsonObject(["color": border.color.jsonValue, "width": border.width.jsonValue, "style": border.style.jsonValue])
        case .transition(let transition):
            jsonObject([
                "duration": TokenValue.duration(transition.duration).jsonValue,
                "delay": TokenValue.duration(transition.delay).jsonValue,
                "timingFunction": TokenValue.cubicBezier(transition.timingFunction).jsonValue,
            ])
        case .shadow(let layers):
            layers.count == 1 ? layers[0].jsonValue : .array(layers.map { jsonNode($0.jsonValue) })
        case .gradient(let stops, _):
            .array(stops.map { jsonNode(jsonObject(["color": $0.color.jsonValue, "position": jsonNumber($0.position)])) })
        case .typography(let style): style.jsonValue
        case .string(let text), .link(let text): .string(text)
        case .boolean(let flag): .bool(flag)
        case .opaque(let opaque): opaque.json
        }
    }
}

extension Typography {
    /// The members written, in the format's order, then the CSS members kept.
    var jsonValue: JSONValue {
        var members: [(String, JSONValue)] = [
            ("fontFamily", TokenValue.fontFamily(fontFamily).jsonValue),
            ("fontSize", fontSize.jsonValue),
            ("fontWeight", TokenValue.fontWeight(fontWeight).jsonValue),
        ]
        if let letterSpacing { members.append(("letterSpacing", letterSpacing.jsonValue)) }
        if let lineHeight { members.append(("lineHeight", lineHeight.jsonValue)) }
        for member in cssMembers { members.append((member.member, .string(member.value))) }
        for member in otherMembers { members.append((member.name, member.value.jsonValue)) }
        return orderedObject(members)
    }
}

extension LineHeight {
    /// The format's number where it is one; a dimension; `"150%"` and `"normal"` as text.
    var jsonValue: JSONValue {
        switch self {
        case .multiple(let value): jsonNumber(value)
        case .length(let length): length.jsonValue
        case .percentage, .normal: .string(css)
        }
    }
}

extension ColorValue {
    var jsonValue: JSONValue {
        var members: [(String, JSONValue)] = [
            ("colorSpace", .string(colorSpace.rawValue)),
            ("components", .array(components.map { jsonNode($0.map(jsonNumber) ?? .string("none")) })),
        ]
        if alpha != 1 { members.append(("alpha", jsonNumber(alpha))) }
        if let hex { members.append(("hex", .string(hex))) }
        return orderedObject(members)
    }
}

extension DimensionValue {
    var jsonValue: JSONValue { orderedObject([("value", jsonNumber(value)), ("unit", .string(unit))]) }
}

extension StrokeStyle {
    var jsonValue: JSONValue {
        switch self {
        case .keyword(let name): .string(name)
        case .dashes(let dashes, let cap):
            orderedObject([("dashArray", .array(dashes.map { jsonNode($0.jsonValue) })), ("lineCap", .string(cap))])
        }
    }
}

extension ShadowLayer {
    var jsonValue: JSONValue {
        var members: [(String, JSONValue)] = [
            ("color", color.jsonValue), ("offsetX", offsetX.jsonValue), ("offsetY", offsetY.jsonValue),
            ("blur", blur.jsonValue), ("spread", spread.jsonValue),
        ]
        if inset { members.append(("inset", .bool(true))) }
        return orderedObject(members)
    }
}

private let origin = JSONPosition(line: 0, column: 0)

private func jsonNode(_ value: JSONValue) -> JSONNode { JSONNode(value, at: origin) }

private func jsonNumber(_ value: Double) -> JSONValue {
    .number(value, literal: value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value))
}

/// Members in the order given (dictionary literals would lose it).
private func jsonObject(_ members: KeyValuePairs<String, JSONValue>) -> JSONValue {
    orderedObject(members.map { ($0.key, $0.value) })
}

private func orderedObject(_ members: [(String, JSONValue)]) -> JSONValue {
    .object(JSONObject(members.map { JSONMember(key: $0.0, keyPosition: origin, value: jsonNode($0.1)) }))
}
