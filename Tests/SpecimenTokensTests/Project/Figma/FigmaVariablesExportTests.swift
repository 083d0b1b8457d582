import Foundation
import SpecimenDiagnostics
import Testing

@testable import SpecimenTokens

/// Figma's own variables export: one file per mode, collections found by their variable ids,
/// aliases into other collections linked again, numbers and strings typed by their scopes.
/// `Tests/Fixtures/figma/variables` is written in the shape Figma writes (see its README).
@Suite("Figma variables exports")
struct FigmaVariablesExportTests {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
        .deletingLastPathComponent()

    static func resolve(_ project: TokenProject, _ inputs: [String: String] = [:]) -> TokenResolution {
        project.resolve(inputs: project.baseInputs(choosing: inputs).inputs)
    }

    /// A mode file: `tokens` (JSON members) under a root that names `mode`.
    static func modeFile(_ mode: String, _ tokens: String) -> String {
        "{\n\(tokens),\n  \"$extensions\": { \"com.figma.modeName\": \"\(mode)\" }\n}\n"
    }

    static func color(
        _ name: String, _ hex: String, id: String, alias: (id: String, set: String)? = nil, scopes: String = #"["ALL_SCOPES"]"#
    ) -> String {
        let digits = hex.dropFirst()
        let components = stride(from: 0, to: 6, by: 2).map { offset -> String in
            let start = digits.index(digits.startIndex, offsetBy: offset)
            return String(Double(Int(digits[start..<digits.index(start, offsetBy: 2)], radix: 16)!) / 255)
        }
        let aliasData =
            alias.map {
                #", "com.figma.aliasData": { "targetVariableId": "\#($0.id)", "targetVariableName": "x", "targetVariableSetName": "\#($0.set)" }"#
            } ?? ""
        return
            #"  "\#(name)": { "$type": "color", "$value": { "colorSpace": "srgb", "components": [\#(components.joined(separator: ", "))], "alpha": 1, "hex": "\#(hex)" }, "$extensions": { "com.figma.variableId": "\#(id)", "com.figma.scopes": \#(scopes)\#(aliasData) } }"#
    }

    @Test func collectionsAreFoundByTheirVariablesAndModesBecomeContexts() throws {
        let project = TokenProject.load(path: "Tests/Fixtures/figma/variables", relativeTo: Self.packageRoot)
        #expect(project.modifiers.map(\.name) == ["theme", "density"])
        #expect(project.modifiers.map(\.contexts) == [["Light", "Dark"], ["Comfortable", "Compact"]])
        #expect(project.modifiers.first?.defaultContext == "Light")
        let permutations = project.permutations
        #expect(permutations.count == 4)
        for inputs in permutations {
            let resolution = project.resolve(inputs: inputs)
            #expect(resolution.tokens.tokens.count == 18)
            #expect(!resolution.hasErrors, "\(inputs): \(resolution.diagnostics)")
        }
        let light = Self.resolve(project)
        #expect(light.tokens["surface.default"]?.description == "The page background.")
        #expect(light.tokens["surface.default"]?.extensions?.object?["com.figma.variableId"]?.string == "VariableID:2:1")
    }

    @Test func anAliasIntoAnotherCollectionIsAReferenceAgain() throws {
        let project = TokenProject.load(path: "Tests/Fixtures/figma/variables", relativeTo: Self.packageRoot)
        let light = Self.resolve(project)
        let dark = Self.resolve(project, ["theme": "Dark"])
        #expect(light.tokens["surface.default"]?.aliasOf == "color.gray.50")
        #expect(dark.tokens["surface.default"]?.aliasOf == "color.gray.900")
        #expect(dark.color("surface.default")?.hexString == "#16181d")
        #expect(light.tokens["button.background"]?.aliasOf == "brand", "an alias within the collection is Figma's own reference")
        #expect(dark.color("button.background")?.hexString == "#6ca8ff")
        // Its library is not in the export: Figma's value stays.
        #expect(light.tokens["link"]?.aliasOf == nil)
        #expect(light.color("link")?.hexString == "#0b5cd5")
    }

    /// A product's collections alias a library's variables under the ids the library has in the
    /// product's file; exported beside the library's own file (Lemonade's `theme-colors` and
    /// `primitive-colors`), the aliases are found by the target's name and value.
    @Test func anAliasIntoALibraryExportedBesideItIsFoundByNameAndValue() throws {
        func color(_ name: String, _ components: String, id: String, alias: (id: String, name: String)? = nil) -> String {
            let aliasData =
                alias.map { #", "com.figma.aliasData": { "targetVariableId": "\#($0.id)", "targetVariableName": "\#($0.name)" }"# } ?? ""
            let value = #"{ "colorSpace": "srgb", "components": [\#(components)], "alpha": 1 }"#
            return #"  "\#(name)": { "$type": "color", "$value": \#(value), "$extensions": { "com.figma.variableId": "\#(id)"\#(aliasData) } }"#
        }
        let folder = try TemporaryFolder([
            "figma/primitive-colors.tokens.json": Self.modeFile(
                "Default",
                [
                    #"  "neutral": { \#(color("900", "0.1, 0.1, 0.1", id: "VariableID:5:1")), \#(color("50", "0.9, 0.9, 0.9", id: "VariableID:5:2")) }"#,
                    color("lime", "0.88235, 0.89804, 0.10196", id: "VariableID:5:3"),
                    color("red", "1, 0, 0", id: "VariableID:5:4"),
                ].joined(separator: ",\n")),
            "figma/brand.tokens.json": Self.modeFile("Value", color("red", "1, 0, 0", id: "VariableID:7:1")),
            "figma/theme-colors.light.tokens.json": Self.modeFile(
                "Light",
                [
                    color("text", "0.1, 0.1, 0.1", id: "VariableID:3:1", alias: ("VariableID:abc/501:1", "neutral/900")),
                    // The library's value as it was published, within half a step of 8 bits.
                    color("accent", "0.88210, 0.89956, 0.10044", id: "VariableID:3:2", alias: ("VariableID:abc/501:3", "lime")),
                    // The library has changed since: the value Figma resolved stays.
                    color("muted", "0.5, 0.5, 0.5", id: "VariableID:3:3", alias: ("VariableID:abc/501:2", "neutral/50")),
                    // Two collections hold `red` with that value: which one is meant is not known.
                    color("danger", "1, 0, 0", id: "VariableID:3:4", alias: ("VariableID:abc/501:4", "red")),
                ].joined(separator: ",\n")),
            "figma/theme-colors.dark.tokens.json": Self.modeFile(
                "Dark",
                [
                    color("text", "0.9, 0.9, 0.9", id: "VariableID:3:1", alias: ("VariableID:abc/501:2", "neutral/50")),
                    color("accent", "0.88235, 0.89804, 0.10196", id: "VariableID:3:2", alias: ("VariableID:abc/501:3", "lime")),
                    color("muted", "0.5, 0.5, 0.5", id: "VariableID:3:3"),
                    color("danger", "1, 0, 0", id: "VariableID:3:4"),
                ].joined(separator: ",\n")),
        ])
        defer { folder.remove() }
        let project = TokenProject.load(path: "figma", relativeTo: folder.url)
        #expect(project.modifiers.map(\.name) == ["theme"])
        let light = Self.resolve(project)
        let dark = Self.resolve(project, ["theme": "Dark"])
        #expect(!light.hasErrors, "\(light.diagnostics)")
        #expect(light.tokens["text"]?.aliasOf == "neutral.900")
        #expect(dark.tokens["text"]?.aliasOf == "neutral.50")
        #expect(light.tokens["accent"]?.aliasOf == "lime")
        #expect(light.color("accent")?.hexString == "#e1e51a")
        #expect(light.tokens["muted"]?.aliasOf == nil)
        #expect(light.color("muted")?.hexString == "#808080")
        #expect(light.tokens["danger"]?.aliasOf == nil)
    }

    @Test func numbersAndStringsAreTypedByTheirScopes() throws {
        let project = TokenProject.load(path: "Tests/Fixtures/figma/variables", relativeTo: Self.packageRoot)
        let compact = Self.resolve(project, ["density": "Compact"]).tokens
        let comfortable = Self.resolve(project).tokens
        #expect(compact["radius.m"]?.type == .dimension)
        #expect(compact["radius.m"]?.value.css == "8px")
        #expect(compact["space.inline"]?.value.css == "4px")
        #expect(comfortable["space.stack"]?.value.css == "16px")
        #expect(comfortable["space.corner"]?.aliasOf == "radius.m")
        #expect(compact["space.corner"]?.value.css == "4px")
        #expect(compact["font.family.sans"]?.type == .fontFamily)
        #expect(compact["motion.reduced"]?.typeName == "boolean")
    }

    /// Figma binds font styles, not weights, to text; a string scoped to font style that names a
    /// weight alone (Lemonade's `"SemiBold"`) is that weight, and an alias to it too.
    @Test func aFontStyleThatNamesAWeightIsAFontWeight() throws {
        func string(_ name: String, _ value: String, id: String, scopes: String = #"["FONT_STYLE"]"#) -> String {
            #"  "\#(name)": { "$type": "string", "$value": "\#(value)", "$extensions": { "com.figma.variableId": "\#(id)", "com.figma.scopes": \#(scopes) } }"#
        }
        let folder = try TemporaryFolder([
            "figma/a.tokens.json": Self.modeFile(
                "Mode 1",
                [
                    string("semibold", "SemiBold", id: "V:1"), string("regular", "Regular", id: "V:2"),
                    string("italic", "Bold Italic", id: "V:3"), string("label", "{semibold}", id: "V:4", scopes: #"["ALL_SCOPES"]"#),
                    string("caption", "Regular", id: "V:5", scopes: #"["ALL_SCOPES"]"#),
                ].joined(separator: ",\n"))
        ])
        defer { folder.remove() }
        let resolution = Self.resolve(TokenProject.load(path: "figma", relativeTo: folder.url))
        #expect(!resolution.hasErrors, "\(resolution.diagnostics)")
        #expect(resolution.tokens["semibold"]?.value == .fontWeight(.keyword("semi-bold")))
        #expect(resolution.tokens["semibold"]?.value.css == "600")
        #expect(resolution.tokens["regular"]?.value.css == "400")
        #expect(resolution.tokens["label"]?.type == .fontWeight, "an alias takes its target's type")
        #expect(resolution.tokens["italic"]?.type == .string, "a style that is more than a weight stays a string")
        #expect(resolution.tokens["caption"]?.type == .string, "a string not scoped to font style stays a string")
    }

    @Test func anAliasTakesItsTargetsTypeAndUnscopedNumbersStayNumbers() throws {
        let folder = try TemporaryFolder([
            "figma/a.tokens.json": Self.modeFile(
                "Mode 1",
                #"""
                  "size": { "$type": "number", "$value": 12, "$extensions": { "com.figma.variableId": "V:1", "com.figma.scopes": ["ALL_SCOPES"] } },
                  "gap": { "$type": "number", "$value": 4, "$extensions": { "com.figma.variableId": "V:2", "com.figma.scopes": ["GAP"] } },
                  "inset": { "$type": "number", "$value": "{gap}", "$extensions": { "com.figma.variableId": "V:3", "com.figma.scopes": ["ALL_SCOPES"] } },
                  "ratio": { "$type": "number", "$value": "{size}", "$extensions": { "com.figma.variableId": "V:4", "com.figma.scopes": ["GAP"] } }
                """#)
        ])
        defer { folder.remove() }
        let resolution = Self.resolve(TokenProject.load(path: "figma", relativeTo: folder.url))
        #expect(!resolution.hasErrors, "\(resolution.diagnostics)")
        #expect(resolution.tokens["size"]?.type == .number)
        #expect(resolution.tokens["gap"]?.value.css == "4px")
        #expect(resolution.tokens["inset"]?.value.css == "4px")
        #expect(resolution.tokens["ratio"]?.type == .number)
    }

    @Test func modifiersAreNamedByFigmaByFoldersOrByFileNames() throws {
        let folder = try TemporaryFolder([
            "figma/palette.tokens.json": Self.modeFile("Value", Self.color("blue", "#0b5cd5", id: "P:1")),
            "figma/brand-a.tokens.json": Self.modeFile("A", Self.color("accent", "#0b5cd5", id: "B:1", alias: ("P:1", "Palette"))),
            "figma/brand-b.tokens.json": Self.modeFile("B", Self.color("accent", "#ff0000", id: "B:1")),
            "figma/sizes/compact.tokens.json": Self.modeFile("Compact", Self.color("line", "#000000", id: "S:1")),
            "figma/sizes/comfortable.tokens.json": Self.modeFile("Comfortable", Self.color("line", "#111111", id: "S:1")),
            "figma/theme-colors.light.tokens.json": Self.modeFile("Light", Self.color("bg", "#ffffff", id: "T:1")),
            "figma/theme-colors.dark.tokens.json": Self.modeFile("Dark", Self.color("bg", "#000000", id: "T:1")),
            "figma/contrast.normal.tokens.json": Self.modeFile("Normal", Self.color("edge", "#777777", id: "C:1", alias: ("B:1", "Brand"))),
            "figma/contrast.high.tokens.json": Self.modeFile("High", Self.color("edge", "#000000", id: "C:1")),
        ])
        defer { folder.remove() }
        let project = TokenProject.load(path: "figma", relativeTo: folder.url)
        // "Brand" from the alias into it (before its file names' "brand"); "contrast" from its
        // file names; "sizes" from its folder; a collection with a dark mode is `theme`; the
        // one-mode palette is a set.
        #expect(Set(project.modifiers.map(\.name)) == ["Brand", "sizes", "contrast", "theme"])
        let brand = project.modifiers.first { $0.name == "Brand" }
        #expect(brand?.contexts == ["A", "B"])
        #expect(project.modifiers.first { $0.name == "theme" }?.defaultContext == "Light")
        #expect(Self.resolve(project, ["Brand": "A"]).tokens["accent"]?.aliasOf == "blue")
        #expect(Self.resolve(project, ["contrast": "Normal", "Brand": "B"]).color("edge")?.hexString == "#ff0000")
    }

    @Test func aModeExportedTwiceIsReportedAtTheSecondFile() throws {
        let folder = try TemporaryFolder([
            "figma/light.tokens.json": Self.modeFile("Light", Self.color("bg", "#ffffff", id: "T:1")),
            "figma/old/light.tokens.json": Self.modeFile("Light", Self.color("bg", "#eeeeee", id: "T:1")),
            "figma/dark.tokens.json": Self.modeFile("Dark", Self.color("bg", "#000000", id: "T:1")),
        ])
        defer { folder.remove() }
        let project = TokenProject.load(path: "figma", relativeTo: folder.url)
        let resolution = Self.resolve(project)
        let duplicate = resolution.diagnostics.filter { $0.code == "figma-mode-duplicate" }
        #expect(duplicate.count == 1)
        #expect(duplicate.first?.location.file == "figma/old/light.tokens.json")
        #expect(duplicate.first?.location.line == 3)
        #expect(resolution.color("bg")?.hexString == "#ffffff")
        #expect(project.modifiers.first?.contexts == ["Light", "Dark"])
    }

    @Test func otherTokenFilesBesideTheModesAreSetsAndBrokenFilesAreReported() throws {
        let folder = try TemporaryFolder([
            "figma/light.tokens.json": Self.modeFile("Light", Self.color("bg", "#ffffff", id: "T:1")),
            "figma/dark.tokens.json": Self.modeFile("Dark", Self.color("bg", "#000000", id: "T:1")),
            "figma/type.tokens.json": #"{ "size": { "$type": "dimension", "$value": { "value": 1, "unit": "rem" } } }"#,
            "figma/broken.tokens.json": "{ \"x\": { \"$extensions\": { \"com.figma.modeName\": \"Light\" } ",
        ])
        defer { folder.remove() }
        let resolution = Self.resolve(TokenProject.load(path: "figma", relativeTo: folder.url))
        #expect(resolution.tokens["size"]?.value.css == "1rem")
        #expect(resolution.color("bg")?.hexString == "#ffffff")
        let broken = resolution.diagnostics.filter { $0.location.file == "figma/broken.tokens.json" && $0.severity == .error }
        #expect(!broken.isEmpty)
        #expect(broken.allSatisfy { $0.location.line > 0 })
    }

    @Test func aFolderWithoutModeFilesIsReadAsPlainFiles() throws {
        let folder = try TemporaryFolder(["t/a.tokens.json": #"{ "x": { "$type": "number", "$value": 1 } }"#])
        defer { folder.remove() }
        let project = TokenProject.load(path: "t", relativeTo: folder.url)
        #expect(project.modifiers.isEmpty)
        #expect(Self.resolve(project).tokens["x"]?.value.css == "1")
    }
}
