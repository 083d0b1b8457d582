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

    mutating func decodeGradient(_ node: JSONNode, file: String) -> TokenValue? {
        if let written = node.object?[CSSGradient.marker]?.object {
            if let reason = written["error"]?.string {
                invalid(
                    node, file,
                    reason + "; write the gradient's stops as DTCG does, [{\"color\": …, \"position\": 0}, …], with \"$type\": \"gradient\"")
                return nil
            }
            guard let stops = gradientStops(written["stops"] ?? node, file: file) else { return nil }
            let geometry = GradientGeometry(function: written["function"]?.string ?? "linear-gradient", prelude: written["prelude"]?.string)
            return .gradient(stops, geometry)
        }
        return gradientStops(node, file: file).map { .gradient($0) }
    }

    private mutating func gradientStops(_ node: JSONNode, file: String) -> [GradientStop]? {
        guard let items = node.array, !items.isEmpty else {
            invalid(node, file, "a gradient must be a non-empty array of {\"color\", \"position\"} stops")
            return nil
        }
        var stops: [GradientStop] = []
        for item in items {
            if TokenReference(item) != nil {
                // A stop may reference a one-stop gradient; longer arrays are not flattened.
                guard case .gradient(let referenced, _)? = decode(item, as: .gradient, file: file) else { return nil }
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

    mutating func compositeObject(_ node: JSONNode, _ type: TokenType, file: String) -> JSONObject? {
        guard let object = node.object else {
            invalid(node, file, "a \(type.rawValue) value must be an object, not \(node.value.kindWithArticle)")
            return nil
        }
        return object
    }
}
