import Foundation
import Testing

@testable import SpecimenTokens

/// The asset catalog export checked against the shape Apple documents for asset catalogs
/// (Asset Catalog Format Reference: Contents.json, color sets, appearances) by a structural
/// validator, and against the resolved colors of each appearance.
@Suite("Asset catalog export")
struct AssetCatalogExportTests {
    @Test func theSampleHasDarkAndHighContrastAppearances() throws {
        let appearances = PlatformExportSupport.appearances(PlatformExportSupport.sample())
        #expect(appearances.dark != nil && appearances.highContrast != nil && appearances.darkHighContrast != nil)
        let folder = AssetCatalogExporter.export(appearances)
        let colorsets = try Self.validate(folder, against: appearances)
        #expect(colorsets == appearances.light.tokens.filter { $0.type == .color }.count)
        #expect(folder.uncarried.tokens.count == appearances.light.tokens.count - colorsets)
        // color.primary changes with the theme and with increased contrast: all four entries.
        let primary = try #require(folder["primary.colorset/Contents.json"])
        #expect(Self.appearanceSets(primary) == [[], ["luminosity:dark"], ["contrast:high"], ["luminosity:dark", "contrast:high"]])
        // A material color is the same everywhere: the any entry alone.
        #expect(Self.appearanceSets(try #require(folder["material-color-blue-500.colorset/Contents.json"])) == [[]])
        #expect(folder.uncarried.summary?.hasPrefix("xcassets: 139 of 237 tokens not exported (an asset catalog holds colors only): ") == true)
    }

    @Test func primersHighContrastThemesBecomeTheContrastAppearance() throws {
        let project = PlatformExportSupport.designSystem("github-primer")
        let inputs = project.platformAppearanceInputs(base: project.baseInputs().inputs, appearance: AppearanceModifier())
        #expect(inputs.highContrast?["theme"] == "light-hc" && inputs.darkHighContrast?["theme"] == "dark-hc")
        let appearances = PlatformExportSupport.appearances(project)
        let folder = AssetCatalogExporter.export(appearances)
        let colorsets = try Self.validate(folder, against: appearances)
        #expect(colorsets == 1140)
        let withContrast = folder.files.filter { $0.text.contains("\"contrast\"") }.count
        #expect(withContrast > 100, "Primer's high-contrast themes change many colors; \(withContrast) color sets have them")
    }

    @Test func everyRealSystemExportsAValidCatalog() throws {
        for (name, choosing) in Self.realSystems {
            let appearances = PlatformExportSupport.appearances(PlatformExportSupport.designSystem(name), choosing: choosing)
            let folder = AssetCatalogExporter.export(appearances)
            let colorsets = try Self.validate(folder, against: appearances)
            #expect(colorsets == appearances.light.tokens.filter { $0.type == .color }.count, "\(name)")
        }
    }

    @Test func awkwardNamesBecomeDistinctFolderNamesAndWideColorsDisplayP3() throws {
        let appearances = AppearanceTokens(light: PlatformExportSupport.awkward.tokens)
        let folder = AssetCatalogExporter.export(appearances)
        try Self.validate(folder, against: appearances)
        let names = AssetCatalogNames(appearances.light)
        #expect(names.name(for: "color.default") == "default")
        #expect(names.name(for: "colors.default") == "default-2")
        #expect(names.name(for: "color.500") == "500")
        #expect(names.name(for: "color.grün") == "grun")
        #expect(names.name(for: "color.🎨") == "color")
        #expect(names.name(for: "color.accent.$root") == "accent")
        #expect(
            Set(["color.on-light", "color.onLight", "color.on_light", "color.On Light"].compactMap(names.name)) == [
                "on-light", "on-light-2", "on-light-3", "on-light-4",
            ])
        #expect(names.name(for: "spacing.m") == nil)
        let wide = try #require(folder["wide.colorset/Contents.json"])
        #expect(wide.contains("\"display-p3\"") && folder["accent-hover.colorset/Contents.json"]?.contains("\"display-p3\"") == true)
        #expect(names.name(for: "color.On Light") == "on-light-3")
        #expect(folder["on-light-3.colorset/Contents.json"]?.contains("\"alpha\": \"0.500\"") == true)
    }

    // MARK: The validator

    static let realSystems: [(String, [String: String])] = [
        ("github-primer", [:]), ("adobe-spectrum", ["theme": "light", "size": "desktop"]), ("figma-sds", [:]),
        ("microsoft-fluent", ["theme": "default"]), ("shopify-polaris", [:]), ("ibm-carbon", ["breakpoint": "md"]),
    ]

    /// Checks every file of the export against Apple's format and every color against the
    /// resolved tokens of its appearance; returns how many color sets there are.
    @discardableResult
    static func validate(_ folder: ExportedFolder, against appearances: AppearanceTokens) throws -> Int {
        #expect(try json(#require(folder["Contents.json"])) as? NSDictionary == ["info": ["author": "xcode", "version": 1]] as NSDictionary)
        var names: Set<String> = []
        let light = appearances.light
        let catalogNames = AssetCatalogNames(light)
        let paths = Dictionary(light.tokens.filter { $0.type == .color }.map { (catalogNames.name(for: $0.path)!, $0.path) }) { a, _ in a }
        for file in folder.files where file.path != "Contents.json" {
            let parts = file.path.split(separator: "/")
            #expect(parts.count == 2 && parts[1] == "Contents.json" && parts[0].hasSuffix(".colorset"), "\(file.path)")
            let name = String(parts[0].dropLast(".colorset".count))
            #expect(name.range(of: "^[a-z0-9]+(-[a-z0-9]+)*$", options: .regularExpression) != nil, "\(name)")
            #expect(names.insert(name.lowercased()).inserted, "\(name) twice")
            let path = try #require(paths[name], "\(name) is no color token's")
            try validateColorSet(try json(file.text), path: path, appearances)
        }
        return names.count
    }

    private static func validateColorSet(_ document: Any, path: String, _ appearances: AppearanceTokens) throws {
        let root = try #require(document as? [String: Any], "\(path)")
        #expect(Set(root.keys) == ["colors", "info"], "\(path)")
        #expect(root["info"] as? NSDictionary == ["author": "xcode", "version": 1] as NSDictionary, "\(path)")
        let entries = try #require(root["colors"] as? [[String: Any]], "\(path)")
        var seen: Set<[String]> = []
        for (index, entry) in entries.enumerated() {
            #expect(Set(entry.keys).isSubset(of: ["appearances", "color", "idiom"]) && entry["idiom"] as? String == "universal", "\(path)")
            let traits = try traits(entry["appearances"], path: path)
            #expect(index == 0 ? traits.isEmpty : !traits.isEmpty, "\(path): the any entry comes first, alone")
            #expect(seen.insert(traits).inserted, "\(path): \(traits) twice")
            let expected = try #require(expectedColor(path, traits: traits, appearances), "\(path) \(traits)")
            try validateColor(entry["color"], expected: expected, label: "\(path) \(traits)")
        }
        // Where high contrast is given and the catalog has dark, dark with high contrast is too.
        if seen.contains(["contrast:high"]), appearances.dark != nil { #expect(seen.contains(["luminosity:dark", "contrast:high"]), "\(path)") }
    }

    /// `["luminosity:dark", "contrast:high"]` from an entry's appearances, each checked.
    private static func traits(_ value: Any?, path: String) throws -> [String] {
        guard let value else { return [] }
        let list = try #require(value as? [[String: String]], "\(path)")
        let traits = list.map { "\($0["appearance"] ?? ""):\($0["value"] ?? "")" }
        for (trait, item) in zip(traits, list) {
            #expect(item.count == 2 && ["luminosity:dark", "luminosity:light", "contrast:high"].contains(trait), "\(path): \(trait)")
        }
        return traits
    }

    private static func expectedColor(_ path: String, traits: [String], _ appearances: AppearanceTokens) -> ColorValue? {
        let dark = traits.contains("luminosity:dark"), high = traits.contains("contrast:high")
        // As the exporter falls back: high contrast missing in one appearance is that appearance.
        let plain = dark ? appearances.dark : appearances.light
        let tokens = high ? (dark ? appearances.darkHighContrast : appearances.highContrast) ?? plain : plain
        if case .color(let color)? = tokens?[path]?.value { return color }
        return nil
    }

    /// Components are strings with three decimals that give back the color within 0.0005, in
    /// sRGB where it fits and Display P3 (mapped into it) otherwise.
    private static func validateColor(_ value: Any?, expected: ColorValue, label: String) throws {
        let color = try #require(value as? [String: Any], "\(label)")
        #expect(Set(color.keys) == ["color-space", "components"], "\(label)")
        let space = try #require(color["color-space"] as? String, "\(label)")
        #expect(space == (expected.isInSRGBGamut ? "srgb" : "display-p3"), "\(label)")
        let components = try #require(color["components"] as? [String: String], "\(label)")
        #expect(Set(components.keys) == ["red", "green", "blue", "alpha"], "\(label)")
        for text in components.values { #expect(text.range(of: "^[01]\\.[0-9]{3}$", options: .regularExpression) != nil, "\(label): \(text)") }
        let mapped = expected.gamutMapped(to: space == "srgb" ? .srgb : .displayP3)
        let wanted = mapped.components.map { min(max($0 ?? 0, 0), 1) } + [expected.alpha.isNaN ? 1 : min(max(expected.alpha, 0), 1)]
        for (key, want) in zip(["red", "green", "blue", "alpha"], wanted) {
            let got = try #require(components[key].flatMap(Double.init), "\(label)")
            // Three decimals are within half a thousandth; the hair beyond is binary floating point.
            #expect(abs(got - want) <= 0.0005 + 1e-12, "\(label) \(key): \(got) vs \(want)")
        }
    }

    private static func json(_ text: String) throws -> Any {
        try JSONSerialization.jsonObject(with: Data(text.utf8))
    }

    static func appearanceSets(_ text: String) -> [[String]] {
        guard let root = try? json(text) as? [String: Any], let entries = root["colors"] as? [[String: Any]] else { return [] }
        return entries.map { (try? traits($0["appearances"], path: "")) ?? [] }
    }
}
