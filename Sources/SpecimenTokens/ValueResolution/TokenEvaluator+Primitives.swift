import SpecimenDiagnostics

/// Decoders for the simple types, including the older string forms real token sets still use.
extension TokenEvaluator {
    mutating func decodeColor(_ node: JSONNode, file: String) -> ColorValue? {
        if let text = node.string {
            if let color = LegacyColorString.parse(text) {
                let kind = text.hasPrefix("#") ? "a hex string" : "a CSS color string"
                let components = color.components.map { CSSText.number($0 ?? 0) }.joined(separator: ", ")
                let alpha = color.alpha < 1 ? ", \"alpha\": \(CSSText.number(color.alpha))" : ""
                legacy(
                    node, file,
                    "color \(QuotedText.quoted(text)) is \(kind); write {\"colorSpace\": \"\(color.colorSpace.rawValue)\", \"components\": [\(components)]\(alpha)}"
                )
                return color
            }
            invalid(node, file, "\(QuotedText.quoted(text)) is not a color; write {\"colorSpace\": …, \"components\": […]}")
            return nil
        }
        guard let object = node.object else {
            invalid(node, file, "a color must be an object with 'colorSpace' and 'components', not \(node.value.kindWithArticle)")
            return nil
        }
        checkMembers(object, allowed: ["colorSpace", "components", "alpha", "hex"], of: .color, file: file)
        guard let spaceNode = object["colorSpace"] else {
            invalid(node, file, "a color needs 'colorSpace'")
            return nil
        }
        guard let name = spaceNode.string, let space = ColorSpace(rawValue: name) else {
            let written = spaceNode.string ?? spaceNode.value.kindName
            invalid(spaceNode, file, "unknown color space '\(written)'\(Suggestion.phrase(for: written, in: ColorSpace.allCases.map(\.rawValue)))")
            return nil
        }
        guard let componentsNode = object["components"] else {
            invalid(node, file, "a color needs 'components' (three numbers)")
            return nil
        }
        guard let items = componentsNode.array, items.count == 3 else {
            invalid(componentsNode, file, "'components' must be an array of exactly three numbers or \"none\"")
            return nil
        }
        var components: [Double?] = []
        for item in items {
            if item.string == "none" {
                components.append(nil)
            } else if let number = numberField(item, file: file, what: "a color component") {
                // No color space reaches a million; beyond that, conversions would overflow.
                guard abs(number) <= 1e6 else {
                    invalid(item, file, "color component \(Self.format(number)) is out of any color space's range")
                    return nil
                }
                components.append(number)
            } else {
                return nil
            }
        }
        var alpha = 1.0
        if let alphaNode = object["alpha"] {
            guard let value = numberField(alphaNode, file: file, what: "'alpha'") else { return nil }
            guard (0...1).contains(value) else {
                invalid(alphaNode, file, "'alpha' must be between 0 and 1, not \(value)")
                return nil
            }
            alpha = value
        }
        var hex: String?
        if let hexNode = object["hex"] {
            if let text = hexNode.string, text.count == 7, ColorValue.parseHex(text) != nil {
                hex = text
            } else {
                let written = hexNode.string.map { "'\($0)'" } ?? "\(hexNode.value.kindWithArticle)"
                diagnostics.append(
                    .warning(
                        "token-value-invalid-hex",
                        "the 'hex' fallback \(written) is not 6 digits such as \"#0a84ff\"; it is ignored (the components are the color)",
                        at: location(hexNode.position, file)))
            }
        }
        checkComponentRanges(components, space: space, node: componentsNode, file: file)
        return ColorValue(colorSpace: space, components: components, alpha: alpha, hex: hex)
    }

    private mutating func checkComponentRanges(_ components: [Double?], space: ColorSpace, node: JSONNode, file: String) {
        let ranges: [ClosedRange<Double>?]
        switch space {
        case .srgb, .srgbLinear, .displayP3, .a98RGB, .prophotoRGB, .rec2020, .xyzD65, .xyzD50: ranges = [0...1, 0...1, 0...1]
        case .hsl: ranges = [0...360, 0...100, 0...100]
        case .hwb: ranges = [0...360, 0...100, 0...100]
        case .lab: ranges = [0...100, nil, nil]
        case .lch: ranges = [0...100, 0...Double.infinity, 0...360]
        case .oklab: ranges = [0...1, nil, nil]
        case .oklch: ranges = [0...1, 0...Double.infinity, 0...360]
        }
        for (index, component) in components.enumerated() {
            if let value = component, let range = ranges[index], !range.contains(value) {
                diagnostics.append(
                    .warning(
                        "token-value-range",
                        "component \(index + 1) of a \(space.rawValue) color should be within \(range.lowerBound)…\(range.upperBound == .infinity ? "∞" : "\(range.upperBound)"), not \(value)",
                        at: location(node.position, file)))
                return
            }
        }
    }

    mutating func decodeDimension(_ node: JSONNode, file: String) -> DimensionValue? {
        if let text = node.string {
            guard let (value, unit) = Self.splitNumberAndUnit(text) else {
                invalid(node, file, "\(QuotedText.quoted(text)) is not a dimension; write {\"value\": 16, \"unit\": \"px\"}")
                return nil
            }
            legacy(
                node, file,
                "dimension \(QuotedText.quoted(text)) is a string; write {\"value\": \(Self.format(value)), \"unit\": \"\(unit.isEmpty ? "px" : unit)\"}"
            )
            guard checkDimensionUnit(unit, node: node, file: file) else { return nil }
            return DimensionValue(value: value, unit: unit)
        }
        if let number = node.number {
            legacy(node, file, "dimension \(Self.format(number)) has no unit; write {\"value\": \(Self.format(number)), \"unit\": \"px\"}")
            // Warns of the missing unit; an empty one is never refused.
            _ = checkDimensionUnit("", node: node, file: file)
            return DimensionValue(value: number, unit: "")
        }
        guard let object = node.object else {
            invalid(node, file, "a dimension must be {\"value\": number, \"unit\": \"px\" | \"rem\"}, not \(node.value.kindWithArticle)")
            return nil
        }
        checkMembers(object, allowed: ["value", "unit"], of: .dimension, file: file)
        guard let valueNode = object["value"], let value = numberField(valueNode, file: file, what: "a dimension's 'value'") else {
            if object["value"] == nil { invalid(node, file, "a dimension needs a numeric 'value'") }
            return nil
        }
        guard let unitNode = object["unit"] else {
            invalid(node, file, "a dimension needs a 'unit' (\"px\" or \"rem\"), even for 0")
            return nil
        }
        guard let unit = stringField(unitNode, file: file, what: "'unit'") else { return nil }
        guard checkDimensionUnit(unit, node: unitNode, file: file) else { return nil }
        return DimensionValue(value: value, unit: unit)
    }

    /// A unit is px or rem (the format's), else another CSS unit kept with a warning: letters
    /// (`em`, `vw`, `dvh`, `Q`) or `%`. Anything else could break out of `tokens.css`: an error.
    /// Tokens Studio writes letter spacing in percent (read as `em`) or in `em`: its syntax is its
    /// own, read without the warnings a DTCG file gets.
    private mutating func checkDimensionUnit(_ unit: String, node: JSONNode, file: String) -> Bool {
        guard unit != "px", unit != "rem" else { return true }
        guard unit.isEmpty || unit == "%" || (unit.count <= 20 && unit.allSatisfy { $0.isASCII && $0.isLetter }) else {
            let shown = String(unit.prefix(40))
            invalid(node, file, "unit '\(shown)\(unit.count > 40 ? "…" : "")' is not a CSS unit (letters, or %); write \"px\" or \"rem\"")
            return false
        }
        guard !resolvingLooselyTypedToken else { return true }
        let shown = unit.isEmpty ? "no unit" : "unit '\(unit)'"
        diagnostics.append(
            .warning(
                "token-unit-nonstandard",
                "\(shown) is outside DTCG 2025.10, which allows only px and rem; it is kept as written",
                at: location(node.position, file)))
        return true
    }

    mutating func decodeDuration(_ node: JSONNode, file: String) -> DurationValue? {
        if let text = node.string {
            guard let (value, unit) = Self.splitNumberAndUnit(text), unit == "ms" || unit == "s" else {
                invalid(node, file, "\(QuotedText.quoted(text)) is not a duration; write {\"value\": 200, \"unit\": \"ms\"}")
                return nil
            }
            legacy(node, file, "duration \(QuotedText.quoted(text)) is a string; write {\"value\": \(Self.format(value)), \"unit\": \"\(unit)\"}")
            return DurationValue(value: value, unit: unit)
        }
        guard let object = node.object else {
            invalid(node, file, "a duration must be {\"value\": number, \"unit\": \"ms\" | \"s\"}, not \(node.value.kindWithArticle)")
            return nil
        }
        checkMembers(object, allowed: ["value", "unit"], of: .duration, file: file)
        guard let valueNode = object["value"], let value = numberField(valueNode, file: file, what: "a duration's 'value'") else {
            if object["value"] == nil { invalid(node, file, "a duration needs a numeric 'value'") }
            return nil
        }
        guard let unitNode = object["unit"] else {
            invalid(node, file, "a duration needs a 'unit' (\"ms\" or \"s\")")
            return nil
        }
        guard let unit = stringField(unitNode, file: file, what: "'unit'") else { return nil }
        guard unit == "ms" || unit == "s" else {
            invalid(unitNode, file, "a duration's 'unit' must be \"ms\" or \"s\", not '\(unit)'")
            return nil
        }
        return DurationValue(value: value, unit: unit)
    }

    mutating func decodeFontWeight(_ node: JSONNode, file: String) -> FontWeight? {
        if let number = node.number {
            guard (1...1000).contains(number) else {
                invalid(node, file, "a font weight must be between 1 and 1000, not \(Self.format(number))")
                return nil
            }
            return .numeric(number)
        }
        if let name = node.string {
            if FontWeight.keywords[name] != nil { return .keyword(name) }
            if let number = Double(name), (1...1000).contains(number) {
                legacy(node, file, "font weight '\(name)' is a string; write the number \(Self.format(number))")
                return .numeric(number)
            }
            // Design tools export "Bold", "SemiBold" or "Semi Bold"; the spec's keywords are lowercase and hyphenated.
            let normalized = Self.normalizedWeightKeyword(name)
            if FontWeight.keywords[normalized] != nil {
                legacy(node, file, "font weight '\(name)' is not a DTCG keyword; write \"\(normalized)\"")
                return .keyword(normalized)
            }
            invalid(node, file, "unknown font weight '\(name)'\(Suggestion.phrase(for: name, in: FontWeight.keywords.keys.sorted()))")
            return nil
        }
        invalid(node, file, "a font weight must be a number (1–1000) or a keyword such as \"bold\"")
        return nil
    }

    mutating func decodeCubicBezier(_ node: JSONNode, file: String) -> CubicBezier? {
        if let text = node.string, let numbers = Self.cssCubicBezier(text) {
            legacy(node, file, "cubic Bézier \(QuotedText.quoted(text)) is CSS; write [\(numbers.map(Self.format).joined(separator: ", "))]")
            return decodeCubicBezier(JSONNode(.array(numbers.map { JSONNode(.number($0), at: node.position) }), at: node.position), file: file)
        }
        guard let items = node.array, items.count == 4 else {
            invalid(node, file, "a cubic Bézier must be an array of four numbers [x1, y1, x2, y2]")
            return nil
        }
        var numbers: [Double] = []
        for item in items {
            guard let number = numberField(item, file: file, what: "a Bézier control point") else { return nil }
            numbers.append(number)
        }
        for index in [0, 2] where !(0...1).contains(numbers[index]) {
            invalid(items[index], file, "x values of a cubic Bézier must be within 0…1, not \(Self.format(numbers[index]))")
            return nil
        }
        return CubicBezier(numbers[0], numbers[1], numbers[2], numbers[3])
    }

    /// The four numbers of CSS `cubic-bezier(x1, y1, x2, y2)`, as Tokens Studio and Style
    /// Dictionary sources write easings; nil for anything else.
    static func cssCubicBezier(_ text: String) -> [Double]? {
        let trimmed = text.trimmingWhitespace()
        guard trimmed.lowercased().hasPrefix("cubic-bezier("), trimmed.hasSuffix(")") else { return nil }
        let numbers = trimmed.dropFirst("cubic-bezier(".count).dropLast().split(separator: ",").compactMap {
            Double(String($0).trimmingWhitespace())
        }
        return numbers.count == 4 && numbers.allSatisfy(\.isFinite) ? numbers : nil
    }

    mutating func decodeNumber(_ node: JSONNode, file: String) -> Double? {
        numberField(node, file: file, what: "a number token's value")
    }

    mutating func decodeStrokeStyle(_ node: JSONNode, file: String) -> StrokeStyle? {
        if let name = node.string {
            guard StrokeStyle.keywords.contains(name) else {
                invalid(node, file, "unknown stroke style '\(name)'\(Suggestion.phrase(for: name, in: StrokeStyle.keywords))")
                return nil
            }
            return .keyword(name)
        }
        guard let object = node.object else {
            invalid(node, file, "a stroke style must be a keyword such as \"dashed\" or {\"dashArray\": […], \"lineCap\": …}")
            return nil
        }
        checkMembers(object, allowed: ["dashArray", "lineCap"], of: .strokeStyle, file: file)
        guard let dashNode = object["dashArray"], let items = dashNode.array, !items.isEmpty else {
            invalid(object["dashArray"] ?? node, file, "a stroke style object needs a non-empty 'dashArray' of dimensions")
            return nil
        }
        var dashes: [DimensionValue] = []
        for item in items {
            guard case .dimension(let dimension)? = decode(item, as: .dimension, file: file) else { return nil }
            dashes.append(dimension)
        }
        guard let cap = object["lineCap"]?.string, StrokeStyle.lineCaps.contains(cap) else {
            invalid(object["lineCap"] ?? node, file, "'lineCap' must be \"round\", \"butt\" or \"square\"")
            return nil
        }
        return .dashes(dashArray: dashes, lineCap: cap)
    }

    /// "SemiBold" / "Semi Bold" / "semi_bold" → "semi-bold".
    static func normalizedWeightKeyword(_ name: String) -> String {
        var result = ""
        for character in name.trimmingWhitespace() {
            if character == " " || character == "_" || character == "-" {
                if !result.hasSuffix("-") { result += "-" }
            } else if character.isUppercase, let last = result.last, last.isLetter {
                result += "-" + character.lowercased()
            } else {
                result += character.lowercased()
            }
        }
        return result
    }

    /// "16px" → (16, "px"); "0" → (0, ""); "1.5rem" → (1.5, "rem").
    static func splitNumberAndUnit(_ text: String) -> (Double, String)? {
        let trimmed = text.trimmingWhitespace()
        var numberEnd = trimmed.startIndex
        for index in trimmed.indices {
            let character = trimmed[index]
            if character.isNumber || character == "." || character == "-" || character == "+"
                || character == "e" && index != trimmed.startIndex
                    && trimmed[trimmed.index(after: index)...].first.map({ $0.isNumber || $0 == "-" }) == true
            {
                numberEnd = trimmed.index(after: index)
            } else {
                break
            }
        }
        guard let value = Double(trimmed[..<numberEnd]) else { return nil }
        let unit = String(trimmed[numberEnd...])
        guard unit.allSatisfy({ $0.isLetter || $0 == "%" }) else { return nil }
        return (value, unit)
    }

    static func format(_ number: Double) -> String {
        number == number.rounded() && abs(number) < 1e15 ? String(Int(number)) : String(number)
    }
}

extension String {
    func trimmingWhitespace() -> String {
        var result = Substring(self)
        while let first = result.first, first.isWhitespace { result = result.dropFirst() }
        while let last = result.last, last.isWhitespace { result = result.dropLast() }
        return String(result)
    }
}
