import Foundation
import Testing

@testable import SpecimenTokens

/// Compiles exported Swift with the real `swiftc` and checks what the compiled program prints.
@Suite("Swift export")
struct SwiftExportTests {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
        .deletingLastPathComponent()

    @Test func theSampleHandbookCompilesAndKeepsEveryValue() throws {
        let project = TokenProject.load(path: "Content/tokens/handbook.resolver.json", relativeTo: Self.packageRoot)
        let inputs = project.appearanceInputs(base: project.baseInputs().inputs, appearance: AppearanceModifier(name: "theme"))
        let light = project.resolve(inputs: inputs.light)
        let dark = try #require(inputs.dark.map { project.resolve(inputs: $0) })
        #expect(!light.hasErrors && !dark.hasErrors)
        try Self.compileAndCompare(light: light.tokens, dark: dark.tokens)

        let names = SwiftTokenNames(light.tokens)
        #expect(names.valueName(for: "color.primary") == "DesignTokens.Color.primary")
        #expect(names.swiftUIName(for: "color.primary") == "Color.Token.primary")
        #expect(names.swiftUIName(for: "typography.title2") == "Font.Token.title2")
        #expect(names.valueName(for: "material.color.blue.500") == "DesignTokens.Material.Color.Blue._500")
        #expect(names.valueName(for: "button.circular-icon.normal.background") == "DesignTokens.Button.CircularIcon.Normal.background")
        #expect(names.swiftUIName(for: "spacing.m") == nil)
    }

    @Test func awkwardNamesBecomeValidDistinctIdentifiers() throws {
        let resolution = resolveTokens(
            #"""
            {
              "color": {
                "$type": "color",
                "default": {"$value": \#(srgbRed), "$description": "Line one\nline two */ /* and \"quotes\" \\ back"},
                "self": {"$value": \#(srgbBlue)},
                "on-light": {"$value": \#(srgbRed)},
                "onLight": {"$value": \#(srgbBlue)},
                "on_light": {"$value": "{color.default}"},
                "500": {"$value": \#(srgbRed)},
                "🎨": {"$value": \#(srgbRed)},
                "grün": {"$value": \#(srgbBlue)},
                "CTA background": {"$value": \#(srgbRed)},
                "class": {"$value": \#(srgbRed), "$deprecated": "Say \"{color.default}\" \\ not this."},
                "accent": {"$root": {"$value": \#(srgbBlue)}, "hover": {"$value": {"colorSpace": "display-p3", "components": [1, 0, 0]}}},
                "wide": {"$value": {"colorSpace": "oklch", "components": [0.7, 0.4, 30]}}
              },
              "Type": {"size": {"$type": "dimension", "$value": {"value": 1.5, "unit": "rem"}}},
              "type": {"gap": {"$type": "dimension", "$value": {"value": 4, "unit": "px"}}},
              "DesignTokens": {"in": {"$type": "number", "$value": 2}},
              "TokenColor": {"init": {"$type": "duration", "$value": {"value": 250, "unit": "ms"}}},
              "font\nfamily": {"$type": "fontFamily", "$value": ["Quote \" Sans", "back\\slash"]},
              "Swift UI": {"style": {"$type": "typography", "$value": {"fontFamily": "system-ui", "fontSize": {"value": 12, "unit": "px"}, "fontWeight": "bold", "letterSpacing": {"value": 0.1, "unit": "em"}, "lineHeight": 1.4}}},
              "stroke": {"$type": "strokeStyle", "dash": {"$value": {"dashArray": [{"value": 2, "unit": "px"}], "lineCap": "round"}}, "plain": {"$value": "double"}},
              "shadow": {"$type": "shadow", "$value": [{"color": \#(srgbRed), "offsetX": {"value": 0, "unit": "px"}, "offsetY": {"value": 1, "unit": "px"}, "blur": {"value": 2, "unit": "px"}, "spread": {"value": 0, "unit": "px"}, "inset": true}]},
              "gradient": {"$type": "gradient", "$value": [{"color": \#(srgbRed), "position": 0}, {"color": \#(srgbBlue), "position": 1}]},
              "border": {"$type": "border", "$value": {"color": "{color.self}", "width": {"value": 1, "unit": "px"}, "style": "{stroke.dash}"}},
              "ease": {"$type": "cubicBezier", "$value": [0.4, 0, 0.2, 1]},
              "move": {"$type": "transition", "$value": {"duration": "{TokenColor.init}", "delay": {"value": 0, "unit": "ms"}, "timingFunction": "{ease}"}},
              "weight": {"$type": "fontWeight", "$value": 650}
            }
            """#)
        #expect(!resolution.hasErrors, "\(resolution.diagnostics)")
        let names = SwiftTokenNames(resolution.tokens)
        let all = resolution.tokens.tokens.compactMap { names.valueName(for: $0.path) }
        #expect(Set(all).count == resolution.tokens.tokens.count, "every token gets its own name")
        #expect(names.valueName(for: "color.default") == "DesignTokens.Color.`default`")
        #expect(names.valueName(for: "color.self") == "DesignTokens.Color.self_")
        #expect(names.valueName(for: "color.500") == "DesignTokens.Color._500")
        #expect(names.valueName(for: "color.CTA background") == "DesignTokens.Color.ctaBackground")
        #expect(names.valueName(for: "color.accent.$root") == "DesignTokens.Color.accent")
        #expect(names.valueName(for: "color.accent.hover") == "DesignTokens.Color.Accent.hover")
        #expect(names.swiftUIName(for: "color.accent.hover") == "Color.Token.Accent.hover")
        #expect(names.valueName(for: "DesignTokens.in") == "DesignTokens.DesignTokens_.`in`")
        #expect(Set(["color.on-light", "color.onLight", "color.on_light"].compactMap { names.valueName(for: $0) }).count == 3)
        try Self.compileAndCompare(light: resolution.tokens, dark: nil)
    }

    @Test func aSwiftUIStandInTypeChecksTheColorAndFontExtensions() throws {
        let resolution = resolveTokens(
            #"""
            {"color": {"$type": "color", "text": {"$value": \#(srgbRed)}, "old": {"$value": \#(srgbBlue), "$deprecated": "Use {color.text}."}},
             "Color": {"brand": {"$type": "color", "$value": \#(srgbRed)}},
             "brand": {"color": {"nested": {"$type": "color", "$value": \#(srgbBlue)}}},
             "typography": {"body": {"$type": "typography", "$value": {"fontFamily": "Roboto", "fontSize": {"value": 13, "unit": "px"}, "fontWeight": 400, "letterSpacing": {"value": 0, "unit": "px"}, "lineHeight": 1.2}}}}
            """#)
        let dark = resolveTokens(#"{"color": {"$type": "color", "text": {"$value": \#(srgbBlue)}, "old": {"$value": \#(srgbBlue)}}}"#)
        let source = TokenSwiftExporter.export(light: resolution.tokens, dark: dark.tokens)
        #expect(
            source.contains(
                "public static let text: TokenColor = TokenColor(light: .init(.sRGB, red: 1, green: 0, blue: 0), dark: .init(.sRGB, red: 0, green: 0, blue: 1))"
            ))
        #expect(source.contains("@available(*, deprecated, message: \"Use Color.Token.text.\")"))
        #expect(source.contains("@available(*, deprecated, message: \"Use DesignTokens.Color.text.\")"))
        let folder = try TemporaryFolder([
            "SwiftUI.swift": Self.swiftUIStandIn, "Tokens.swift": source,
            "main.swift": """
            import SwiftUI
            let colors: [SwiftUI.Color] = [Color.Token.text, Color.Token.Brand.Color.nested, Color.Token.brand]
            let font: SwiftUI.Font = Font.Token.body
            print(colors.count, font.name)
            """,
        ])
        defer { folder.remove() }
        try Self.swiftc(["-emit-module", "-emit-library", "-module-name", "SwiftUI", "SwiftUI.swift"], in: folder.url)
        try Self.swiftc(["-I", ".", "-L", ".", "-lSwiftUI", "Tokens.swift", "main.swift", "-o", "program"], in: folder.url)
        #expect(try Self.run(folder.url.appendingPathComponent("program"), environment: ["LD_LIBRARY_PATH": folder.url.path]) == "3 Roboto\n")
    }

    // MARK: Helpers

    /// Exports, compiles with a program that prints every token, and compares with the resolved values.
    static func compileAndCompare(light: ResolvedTokenSet, dark: ResolvedTokenSet?) throws {
        let names = SwiftTokenNames(light)
        var program = """
            import Foundation

            func hex(_ value: TokenColor.Value) -> String {
                guard value.space == .sRGB else { return "p3" }
                let bytes = [value.red, value.green, value.blue].map { Int(($0 * 255).rounded()) }
                var text = "#" + bytes.map { String($0, radix: 16).count == 1 ? "0" + String($0, radix: 16) : String($0, radix: 16) }.joined()
                if value.opacity < 1 { let a = String(Int((value.opacity * 255).rounded()), radix: 16); text += a.count == 1 ? "0" + a : a }
                return text
            }

            """
        var expected: [String] = []
        for token in light.tokens {
            let name = try #require(names.valueName(for: token.path))
            let label = TokenSwiftExporter.ValueWriter.stringLiteral(token.path)
            let printed = "\\(\(label).debugDescription)"
            let quoted = token.path.debugDescription
            switch token.value {
            case .color(let color):
                let darkColor: ColorValue? = if case .color(let other)? = dark?[token.path]?.value { other } else { nil }
                program += "print(\"\(printed) \\(hex(\(name).light)) \\(hex(\(name).dark))\")\n"
                func hex(_ value: ColorValue) -> String { value.isInSRGBGamut ? value.hexString : "p3" }
                expected.append("\(quoted) \(hex(color)) \(hex(darkColor ?? color))")
            case .dimension(let dimension):
                program += "print(\"\(printed) \\(\(name))\")\n"
                expected.append("\(quoted) \(dimension.unit == "rem" ? dimension.value * 16 : dimension.value)")
            case .number(let number):
                program += "print(\"\(printed) \\(\(name))\")\n"
                expected.append("\(quoted) \(number)")
            case .duration(let duration):
                program += "print(\"\(printed) \\(\(name))\")\n"
                expected.append("\(quoted) \(duration.milliseconds / 1000)")
            case .fontWeight(let weight):
                program += "print(\"\(printed) \\(\(name))\")\n"
                expected.append("\(quoted) \(weight.numericValue)")
            case .fontFamily(let families):
                program += "print(\"\(printed) \\(\(name))\")\n"
                expected.append("\(quoted) \(families)")
            case .typography(let style):
                program += "print(\"\(printed) \\(\(name).fontFamily) \\(\(name).fontSize) \\(\(name).fontWeight)\")\n"
                let size = style.fontSize.unit == "rem" ? style.fontSize.value * 16 : style.fontSize.value
                expected.append("\(quoted) \(style.fontFamily) \(size) \(style.fontWeight.numericValue)")
            default:
                program += "print(\"\(printed) \\(\(name) == \(name))\")\n"
                expected.append("\(quoted) true")
            }
        }
        let source = TokenSwiftExporter.export(light: light, dark: dark)
        let folder = try TemporaryFolder(["Tokens.swift": source, "main.swift": program])
        defer { folder.remove() }
        try swiftc(["-swift-version", "6", "Tokens.swift", "main.swift", "-o", "program"], in: folder.url)
        let output = try run(folder.url.appendingPathComponent("program"))
        let lines = output.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
        #expect(lines.count == expected.count)
        for (line, wanted) in zip(lines, expected) where line != wanted {
            Issue.record("printed \(line), expected \(wanted)")
        }
    }

    static func swiftc(_ arguments: [String], in folder: URL) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swiftc"] + arguments
        process.currentDirectoryURL = folder
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = errors
        try process.run()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "swiftc \(arguments.joined(separator: " ")):\n\(message)")
        // The programs use deprecated tokens on purpose; the exported file itself must compile cleanly.
        #expect(!message.contains("Tokens.swift") || !message.contains("warning:"), "\(message)")
    }

    static func run(_ executable: URL, environment: [String: String] = [:]) throws -> String {
        let process = Process()
        process.executableURL = executable
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }

    /// The few SwiftUI declarations the export uses, with SwiftUI's signatures, so that Linux can type-check the bridge.
    static let swiftUIStandIn = """
        @_exported import Foundation

        public struct Color: Sendable {
            public enum RGBColorSpace: Sendable { case sRGB, sRGBLinear, displayP3 }
            public init(_ colorSpace: RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1) {}
        }

        public struct Font: Sendable {
            public struct Weight: Sendable {
                public static let ultraLight = Weight(), thin = Weight(), light = Weight(), regular = Weight(), medium = Weight()
                public static let semibold = Weight(), bold = Weight(), heavy = Weight(), black = Weight()
            }
            public enum Design: Sendable { case `default`, serif, rounded, monospaced }
            public let name: String
            public static func system(size: CGFloat, weight: Weight = .regular, design: Design = .default) -> Font { Font(name: "system") }
            public static func custom(_ name: String, size: CGFloat) -> Font { Font(name: name) }
            public func weight(_ weight: Weight) -> Font { self }
            public func italic() -> Font { Font(name: name + " italic") }
            public func smallCaps() -> Font { Font(name: name + " small-caps") }
        }
        """
}
