import Foundation
import Testing

@testable import SpecimenTokens

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// The Android resource export parsed as XML, validated with xmllint against a schema of what
/// aapt accepts (android-resources.xsd: names, color format, units), and read back as aapt
/// reads it (its escapes and whitespace rules) to compare with the resolved tokens.
@Suite("Android resource export")
struct AndroidResourceExportTests {
    @Test func theSampleValidatesAndKeepsEveryValue() throws {
        let appearances = PlatformExportSupport.appearances(PlatformExportSupport.sample(), highContrast: false)
        let folder = AndroidResourceExporter.export(appearances)
        let resources = try Self.check(folder, appearances)
        #expect(resources["color"]?["primary"] == "#FF1F6FE5")
        #expect(resources["night:color"]?["primary"] == "#FF86B2F5")
        #expect(resources["dimen"]?["spacing_m"] == "16dp")
        #expect(resources["dimen"]?["material_font_size_13"] == "13sp")
        #expect(resources["integer"]?["motion_duration_fast"] == "100")
        #expect(resources["style"]?["typography_body"] == "fontFamily=Roboto textSize=13sp textFontWeight=400 letterSpacing=0 lineHeight=15.6sp")
        #expect(
            folder.uncarried.summary
                == "android-xml: 34 of 237 tokens not exported (Android resources hold no shadows, borders, gradients or transitions): border 27, shadow 3, transition 3, gradient 1"
        )
    }

    @Test(arguments: AssetCatalogExportTests.realSystems.map(\.0))
    func aRealSystemValidatesAndKeepsEveryValue(_ name: String) throws {
        let choosing = Dictionary(uniqueKeysWithValues: AssetCatalogExportTests.realSystems)[name] ?? [:]
        let appearances = PlatformExportSupport.appearances(PlatformExportSupport.designSystem(name), choosing: choosing, highContrast: false)
        let folder = AndroidResourceExporter.export(appearances)
        let resources = try Self.check(folder, appearances)
        let count = resources.filter { !$0.key.hasPrefix("night:") }.values.map(\.count).reduce(0, +)
        #expect(count + folder.uncarried.tokens.count == appearances.light.tokens.count, "\(name)")
    }

    @Test func awkwardNamesAndTextSurviveAaptsRules() throws {
        let appearances = AppearanceTokens(light: PlatformExportSupport.awkward.tokens)
        let folder = AndroidResourceExporter.export(appearances)
        let resources = try Self.check(folder, appearances)
        let names = AndroidResourceNames(appearances.light)
        #expect(names.reference(for: "color.default") == "@color/default_")
        #expect(names.reference(for: "colors.default") == "@color/default__2")
        #expect(names.reference(for: "color.class") == "@color/class_")
        #expect(names.reference(for: "color.500") == "@color/color_500")
        #expect(names.reference(for: "color.🎨") == "@color/color")
        #expect(names.reference(for: "color.grün") == "@color/grun")
        #expect(names.reference(for: "DesignTokens.in") == "@dimen/design_tokens_in")
        #expect(names.reference(for: "motion.ease") == "@interpolator/motion_ease")
        #expect(names.reference(for: "typography.body") == "@style/typography_body")
        #expect(names.reference(for: "font.family.sans") == "@array/font_family_sans")
        #expect(names.reference(for: "spacing.half") == "@fraction/spacing_half")
        #expect(names.reference(for: "spacing.wide") == nil && names.reference(for: "shadow") == nil)
        #expect(Set(["color.on-light", "color.onLight", "color.on_light", "color.On Light"].compactMap(names.name)).count == 4)
        #expect(resources["string"]?["text_quote"] == "It's \"quoted\" & <b> @home 50% \\ back\nline  two $x")
        #expect(resources["string"]?["text_lead"] == " ?lead")
        #expect(resources["dimen"]?["spacing_neg"] == "-4dp" && resources["fraction"]?["spacing_half"] == "50%")
        #expect(resources["dimen"]?["font_letter_spacing_wide"] == "0.8sp")
        // A size aliasing a font size is one too.
        #expect(resources["dimen"]?["heading_size"] == "16sp")
        #expect(
            resources["style"]?["typography_body"]
                == "fontFamily=Inter textSize=16sp textFontWeight=400 letterSpacing=0.0313 lineHeight=24sp textStyle=italic")
        #expect(folder.uncarried.tokens.map(\.path) == ["shadow", "spacing.wide"])
    }

    // MARK: Checking

    static let schema = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("android-resources.xsd")

    /// Writes the folder, validates every file with xmllint, parses it, and compares each
    /// resource with its token; returns the resources as aapt reads them, by kind and name
    /// (`night:color` for values-night), a style as its items.
    static func check(
        _ folder: ExportedFolder, _ appearances: AppearanceTokens, sourceLocation: SourceLocation = #_sourceLocation
    ) throws
        -> [String: [String: String]]
    {
        let temporary = try TemporaryFolder([:])
        defer { temporary.remove() }
        let root = temporary.url.appendingPathComponent("res")
        try folder.write(to: root)
        let files = folder.files.map(\.path)
        let lint = try PlatformExportSupport.run(["xmllint", "--noout", "--schema", schema.path] + files, in: root)
        #expect(lint.status == 0, "\(lint.errors)", sourceLocation: sourceLocation)
        var resources: [String: [String: String]] = [:]
        for file in files {
            let document = try XMLDocument(data: Data(contentsOf: root.appendingPathComponent(file)), options: [])
            let element = try #require(document.rootElement(), sourceLocation: sourceLocation)
            if file.hasPrefix("interpolator/") {
                let name = String(file.dropFirst("interpolator/".count).dropLast(".xml".count))
                let points = ["X1", "Y1", "X2", "Y2"].map { element.attribute(forName: "android:control\($0)")?.stringValue ?? "?" }
                resources["interpolator", default: [:]][name] = points.joined(separator: " ")
                continue
            }
            #expect(element.name == "resources", sourceLocation: sourceLocation)
            for child in element.children?.compactMap({ $0 as? XMLElement }) ?? [] {
                let kind = (file.hasPrefix("values-night/") ? "night:" : "") + kindName(child)
                let name = try #require(child.attribute(forName: "name")?.stringValue, sourceLocation: sourceLocation)
                #expect(resources[kind]?[name] == nil, "\(kind) \(name) twice", sourceLocation: sourceLocation)
                resources[kind, default: [:]][name] = value(child)
            }
        }
        compare(resources, appearances, uncarried: folder.uncarried, sourceLocation: sourceLocation)
        return resources
    }

    private static func kindName(_ element: XMLElement) -> String {
        switch element.name {
        case "item": element.attribute(forName: "type")?.stringValue ?? "item"
        case "string-array": "array"
        default: element.name ?? ""
        }
    }

    /// The text as aapt reads it; a style's or array's items joined.
    private static func value(_ element: XMLElement) -> String {
        let items = element.children?.compactMap { $0 as? XMLElement } ?? []
        switch element.name {
        case "style":
            return items.map {
                "\(($0.attribute(forName: "name")?.stringValue ?? "").replacingOccurrences(of: "android:", with: ""))=\(aapt($0.stringValue ?? ""))"
            }
            .joined(separator: " ")
        case "string-array": return items.map { aapt($0.stringValue ?? "") }.joined(separator: "|")
        default: return aapt(element.stringValue ?? "")
        }
    }

    /// aapt's reading of resource text: backslash escapes, and whitespace that was not escaped
    /// collapsed to one space and trimmed at the ends.
    static func aapt(_ raw: String) -> String {
        var characters: [(Character, escaped: Bool)] = []
        var iterator = raw.makeIterator()
        while let character = iterator.next() {
            guard character == "\\", let next = iterator.next() else {
                characters.append((character, false))
                continue
            }
            switch next {
            case "n": characters.append(("\n", true))
            case "t": characters.append(("\t", true))
            case "u":
                let digits = String((0..<4).compactMap { _ in iterator.next() })
                characters.append((Character(Unicode.Scalar(UInt32(digits, radix: 16) ?? 0x3F) ?? "?"), true))
            default: characters.append((next, true))
            }
        }
        var text = ""
        var pendingSpace = false
        for (character, escaped) in characters {
            if !escaped, character.isWhitespace {
                pendingSpace = !text.isEmpty
                continue
            }
            if pendingSpace { text.append(" ") }
            pendingSpace = false
            text.append(character)
        }
        return text
    }

    /// Each token's resource against its resolved value, the dark colors that differ in
    /// values-night, and every token either carried or counted as left out.
    private static func compare(
        _ resources: [String: [String: String]], _ appearances: AppearanceTokens, uncarried: UncarriedTokens, sourceLocation: SourceLocation
    ) {
        let names = AndroidResourceNames(appearances.light)
        let roles = TokenRoles(appearances.light)
        let left = Set(uncarried.tokens.map(\.path))
        for token in appearances.light.tokens {
            guard let name = names.name(for: token.path), let kind = names.kind(for: token.path) else {
                #expect(left.contains(token.path), "\(token.path) neither exported nor reported", sourceLocation: sourceLocation)
                continue
            }
            let found = resources[kind.rawValue]?[name]
            #expect(
                found != nil && found == expected(token, role: roles[token.path]),
                "\(token.path): \(found ?? "nothing") vs \(expected(token, role: roles[token.path]) ?? "?")",
                sourceLocation: sourceLocation)
            guard case .color(let color) = token.value else { continue }
            var darkColor: ColorValue?
            if case .color(let other)? = appearances.dark?[token.path]?.value, argb(other) != argb(color) { darkColor = other }
            #expect(resources["night:color"]?[name] == darkColor.map(argb), "\(token.path) at night", sourceLocation: sourceLocation)
        }
    }

    /// What a token's resource should read, from its resolved value (hex from `hexString`, lengths in points).
    private static func expected(_ token: ResolvedToken, role: TokenRole) -> String? {
        func points(_ dimension: DimensionValue, fontSize: Double = 16) -> Double {
            ["rem", "em"].contains(dimension.unit) ? dimension.value * (dimension.unit == "rem" ? 16 : fontSize) : dimension.value
        }
        switch token.value {
        case .color(let color): return argb(color)
        case .dimension(let dimension) where dimension.unit == "%": return CSSText.number(dimension.value) + "%"
        case .dimension(let dimension): return CSSText.number(points(dimension)) + (role.isTextLength ? "sp" : "dp")
        case .number(let number): return CSSText.number(number)
        case .fontWeight(let weight): return String(Int(weight.numericValue))
        case .duration(let duration): return String(Int(duration.milliseconds.rounded()))
        case .boolean(let flag): return String(flag)
        case .string(let text), .link(let text): return text
        case .fontFamily(let families): return families.joined(separator: "|")
        case .cubicBezier(let curve): return [curve.x1, curve.y1, curve.x2, curve.y2].map(CSSText.number).joined(separator: " ")
        case .typography(let style):
            let size = points(style.fontSize)
            var items = ["textSize=\(CSSText.number(size))sp", "textFontWeight=\(Int(style.fontWeight.numericValue))"]
            if let family = style.fontFamily.first { items.insert("fontFamily=\(androidFamily(family))", at: 0) }
            if let spacing = style.letterSpacing { items.append("letterSpacing=\(CSSText.number(points(spacing, fontSize: size) / size))") }
            if let lineHeight = style.lineHeight?.multiple(of: style.fontSize) { items.append("lineHeight=\(CSSText.number(lineHeight * size))sp") }
            if style.fontStyle == "italic" || style.fontStyle == "oblique" { items.append("textStyle=italic") }
            if style.textTransform == "uppercase" { items.append("textAllCaps=true") }
            return items.joined(separator: " ")
        default: return nil
        }
    }

    private static func androidFamily(_ family: String) -> String {
        ["system-ui": "sans-serif", "ui-sans-serif": "sans-serif", "-apple-system": "sans-serif", "ui-monospace": "monospace", "ui-serif": "serif"][
            family.lowercased()] ?? family
    }

    /// `#AARRGGBB` from the resolved color's own hex.
    static func argb(_ color: ColorValue) -> String {
        let hex = color.hexString.dropFirst().uppercased()
        return "#" + (hex.count == 8 ? String(hex.suffix(2)) : "FF") + hex.prefix(6)
    }
}
