import Foundation

extension TokenSwiftExporter {
    /// Writes one token's declaration: documentation, deprecation, and its value as Swift.
    struct ValueWriter {
        let light: ResolvedTokenSet
        let dark: ResolvedTokenSet?
        let names: SwiftTokenNames

        func declaration(for token: ResolvedToken, name: String) -> [String] {
            let darkToken = dark?[token.path]
            var lines = Self.documentation(for: token, dark: darkToken)
            lines += Self.availability(for: token, names: names)
            lines.append(
                "public static let \(name): \(Self.typeName(token.type)) = \(aliasReference(token, darkToken) ?? expression(token.value, dark: darkToken?.value))"
            )
            return lines
        }

        /// `DesignTokens.Color.contrast` when the token aliases the same exported token in both appearances.
        private func aliasReference(_ token: ResolvedToken, _ darkToken: ResolvedToken?) -> String? {
            guard let target = token.aliasOf, darkToken == nil || darkToken?.aliasOf == target,
                let targetToken = light[target], targetToken.type == token.type, targetToken.deprecation == nil || token.deprecation != nil
            else { return nil }
            return names.valueName(for: target)
        }

        /// The description as `///` lines, then the path and the CSS value of each appearance.
        static func documentation(for token: ResolvedToken, dark: ResolvedToken?) -> [String] {
            var lines: [String] = []
            if let description = token.description?.trimmingCharacters(in: .whitespacesAndNewlines), !description.isEmpty {
                for line in description.components(separatedBy: .newlines) { lines.append("/// \(line)".trimmingTrailingSpaces) }
                lines.append("///")
            }
            var value = token.value.css.singleLine
            if let dark, dark.value.css != token.value.css { value = "light \(value), dark \(dark.value.css.singleLine)" }
            lines.append("/// `\(token.path.singleLine.replacingEvery("`", with: "'"))`: \(value)")
            return lines
        }

        /// `@available(*, deprecated, …)` for a deprecated token; `{path}` in the explanation becomes
        /// the replacement's Swift name (its SwiftUI member when `swiftUI`).
        static func availability(for token: ResolvedToken, names: SwiftTokenNames, swiftUI: Bool = false) -> [String] {
            guard let deprecation = token.deprecation else { return [] }
            var message = deprecation.explanation ?? "Deprecated."
            for path in deprecation.replacements {
                guard let name = (swiftUI ? names.swiftUIName(for: path) : nil) ?? names.valueName(for: path) else { continue }
                message = message.replacingEvery("{\(path)}", with: name)
            }
            return ["@available(*, deprecated, message: \(stringLiteral(message.singleLine)))"]
        }

        static func typeName(_ type: TokenType) -> String {
            switch type {
            case .color: "TokenColor"
            case .dimension, .duration, .number, .fontWeight: "Double"
            case .fontFamily: "[String]"
            case .cubicBezier: "TokenCubicBezier"
            case .strokeStyle: "TokenStrokeStyle"
            case .border: "TokenBorder"
            case .transition: "TokenTransition"
            case .shadow: "[TokenShadow]"
            case .gradient: "[TokenGradientStop]"
            case .typography: "TokenTypography"
            case .string, .link: "String"
            case .boolean: "Bool"
            case .opaque: "String"
            }
        }

        /// The value as a Swift expression; colors (also inside composites) carry the dark value too.
        func expression(_ value: TokenValue, dark: TokenValue?) -> String {
            switch value {
            case .color(let color):
                if case .color(let other)? = dark { return Self.color(color, dark: other) }
                return Self.color(color, dark: nil)
            case .dimension(let dimension): return Self.number(Self.points(dimension))
            case .fontFamily(let families): return "[" + families.map(Self.stringLiteral).joined(separator: ", ") + "]"
            case .fontWeight(let weight): return Self.number(weight.numericValue)
            case .duration(let duration): return Self.number(duration.milliseconds / 1000)
            case .cubicBezier(let curve): return Self.bezier(curve)
            case .number(let number): return Self.number(number)
            case .strokeStyle(let style): return Self.stroke(style)
            case .border(let border):
                var darkColor: ColorValue?
                if case .border(let other)? = dark { darkColor = other.color }
                return
                    "TokenBorder(color: \(Self.color(border.color, dark: darkColor)), width: \(Self.number(Self.points(border.width))), style: \(Self.stroke(border.style)))"
            case .transition(let transition):
                return
                    "TokenTransition(duration: \(Self.number(transition.duration.milliseconds / 1000)), delay: \(Self.number(transition.delay.milliseconds / 1000)), timingFunction: \(Self.bezier(transition.timingFunction)))"
            case .shadow(let layers):
                var darkLayers: [ShadowLayer] = []
                if case .shadow(let other)? = dark, other.count == layers.count { darkLayers = other }
                let items = layers.enumerated().map { index, layer in
                    let color = Self.color(layer.color, dark: darkLayers.isEmpty ? nil : darkLayers[index].color)
                    let inset = layer.inset ? ", inset: true" : ""
                    return
                        "TokenShadow(color: \(color), offsetX: \(Self.number(Self.points(layer.offsetX))), offsetY: \(Self.number(Self.points(layer.offsetY))), blur: \(Self.number(Self.points(layer.blur))), spread: \(Self.number(Self.points(layer.spread)))\(inset))"
                }
                return "[" + items.joined(separator: ", ") + "]"
            case .gradient(let stops, _):
                var darkStops: [GradientStop] = []
                if case .gradient(let other, _)? = dark, other.count == stops.count { darkStops = other }
                let items = stops.enumerated().map { index, stop in
                    "TokenGradientStop(color: \(Self.color(stop.color, dark: darkStops.isEmpty ? nil : darkStops[index].color)), position: \(Self.number(stop.position)))"
                }
                return "[" + items.joined(separator: ", ") + "]"
            case .typography(let style): return Self.typography(style)
            case .string(let text), .link(let text): return Self.stringLiteral(text)
            case .boolean(let flag): return flag ? "true" : "false"
            case .opaque(let opaque): return Self.stringLiteral(JSONWriter.compact(opaque.json))
            }
        }

        /// A `TokenTypography`: sizes in points, the CSS members mapped to what SwiftUI has.
        static func typography(_ style: Typography) -> String {
            let size = points(style.fontSize)
            var arguments = [
                "fontFamily: [\(style.fontFamily.map(stringLiteral).joined(separator: ", "))]",
                "fontSize: \(number(size))",
                "fontWeight: \(number(style.fontWeight.numericValue))",
                "letterSpacing: \(style.letterSpacing.map { number(points($0, fontSize: size)) } ?? "nil")",
                "lineHeight: \(style.lineHeight?.multiple(of: style.fontSize).map(number) ?? "nil")",
            ]
            if let fontStyle = style.fontStyle, fontStyle != "normal" { arguments.append("italic: true") }
            if style.fontVariant?.split(separator: " ").contains("small-caps") == true { arguments.append("smallCaps: true") }
            if let transform = style.textTransform, ["uppercase", "lowercase", "capitalize"].contains(transform) {
                arguments.append("textCase: .\(transform)")
            }
            let decoration = style.textDecoration?.split(separator: " ") ?? []
            if decoration.contains("underline") { arguments.append("underline: true") }
            if decoration.contains("line-through") { arguments.append("strikethrough: true") }
            return "TokenTypography(\(arguments.joined(separator: ", ")))"
        }

        static func color(_ light: ColorValue, dark: ColorValue?) -> String {
            let lightValue = colorValue(light)
            let darkValue = dark.map(colorValue) ?? lightValue
            guard darkValue != lightValue else { return "TokenColor(\(lightValue))" }
            return "TokenColor(light: \(lightValue), dark: \(darkValue))"
        }

        /// sRGB when the color fits, Display P3 (gamut-mapped) otherwise.
        static func colorValue(_ color: ColorValue) -> String {
            let space: ColorSpace = color.isInSRGBGamut ? .srgb : .displayP3
            let mapped = color.gamutMapped(to: space)
            let c = mapped.components.map { value in min(max(value ?? 0, 0), 1) } + [0, 0, 0]
            let alpha = mapped.alpha.isNaN ? 1 : min(max(mapped.alpha, 0), 1)
            let opacity = alpha == 1 ? "" : ", opacity: \(number(alpha))"
            return ".init(.\(space == .srgb ? "sRGB" : "displayP3"), red: \(number(c[0])), green: \(number(c[1])), blue: \(number(c[2]))\(opacity))"
        }

        static func bezier(_ curve: CubicBezier) -> String {
            "TokenCubicBezier(\(number(curve.x1)), \(number(curve.y1)), \(number(curve.x2)), \(number(curve.y2)))"
        }

        static func stroke(_ style: StrokeStyle) -> String {
            switch style {
            case .keyword(let keyword): return StrokeStyle.keywords.contains(keyword) ? ".\(keyword)" : ".solid"
            case .dashes(let dashes, let lineCap):
                let cap = StrokeStyle.lineCaps.contains(lineCap) ? lineCap : "butt"
                return ".dashes([\(dashes.map { number(points($0)) }.joined(separator: ", "))], lineCap: .\(cap))"
            }
        }

        /// Points: 1px = 1pt, 1rem = 16pt, 1em = the font size (16pt outside a text style).
        static func points(_ dimension: DimensionValue, fontSize: Double = 16) -> Double {
            switch dimension.unit {
            case "rem": dimension.value * 16
            case "em": dimension.value * fontSize
            default: dimension.value
            }
        }

        /// A Double literal, rounded to six decimals so that conversions leave no noise.
        static func number(_ value: Double) -> String {
            guard value.isFinite else { return "0" }
            let rounded = (value * 1_000_000).rounded() / 1_000_000
            if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int64(rounded)) }
            return "\(rounded)"
        }

        /// A Swift string literal with every special character escaped.
        static func stringLiteral(_ text: String) -> String {
            var literal = "\""
            for scalar in text.unicodeScalars {
                switch scalar {
                case "\\": literal += "\\\\"
                case "\"": literal += "\\\""
                case "\n": literal += "\\n"
                case "\r": literal += "\\r"
                case "\t": literal += "\\t"
                case _ where scalar.value < 0x20 || scalar.value == 0x7F || (0x2028...0x2029).contains(scalar.value):
                    literal += "\\u{\(String(scalar.value, radix: 16))}"
                default: literal.unicodeScalars.append(scalar)
                }
            }
            return literal + "\""
        }
    }
}

private extension String {
    /// Line breaks of any kind become spaces, so the text stays inside one `///` line.
    var singleLine: String {
        components(separatedBy: .newlines).joined(separator: " ")
    }

    var trimmingTrailingSpaces: String {
        var text = self
        while text.last == " " { text.removeLast() }
        return text
    }
}
