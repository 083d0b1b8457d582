extension CSSGradient {
    /// A gradient written in CSS as the value the evaluator reads as a gradient token (see
    /// `TokenEvaluator.decodeGradient`): its function, what comes before the stops, and each stop
    /// with its color as written (a reference or a CSS color, decoded as a color) and its
    /// position; one that cannot be read carries the reason, reported at `position`.
    static func tokenValue(_ text: String, at position: JSONPosition) -> JSONNode {
        func node(_ value: JSONValue) -> JSONNode { JSONNode(value, at: position) }
        func member(_ key: String, _ value: JSONNode) -> JSONMember { JSONMember(key: key, keyPosition: position, value: value) }
        let written: JSONValue
        switch parse(text) {
        case .failure(let error):
            written = .object(JSONObject([member("error", node(.string(error.message)))]))
        case .success(let gradient):
            let stops = gradient.stops.map { stop in
                node(.object(JSONObject([member("color", node(.string(stop.color))), member("position", node(.number(stop.position)))])))
            }
            var members = [member("function", node(.string(gradient.function))), member("stops", node(.array(stops)))]
            if let prelude = gradient.prelude { members.append(member("prelude", node(.string(prelude)))) }
            written = .object(JSONObject(members))
        }
        return node(.object(JSONObject([member(marker, node(written))])))
    }
}
